/**
 * Shutdown of long streams (planner today; chat and voice later). Closing the app stops new
 * connections at once and lets requests in flight finish, but an event stream can run for as long
 * as its language model takes, longer than the process may wait (SHUTDOWN_GRACE_MS, then
 * close-with-grace exits). So `app.shutdownSignal` aborts `drainMs` after closing starts: each
 * stream still running then stops its work, tells its client why ("server restarting, please
 * retry", SERVER_RESTARTING), gives back what it charged and ends, while the database is still
 * open and well before the grace runs out.
 */
import { setMaxListeners } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Aborted when running streams must wrap up because the server is shutting down. */
    readonly shutdownSignal: AbortSignal;
  }
}

export interface ShutdownOptions {
  /** How long after closing starts running streams may go on before they are ended, ms. */
  drainMs: number;
}

/** Time kept back from the shutdown grace for ending streams, refunds and closing connections, ms. */
export const SHUTDOWN_MARGIN_MS = 5000;

/** How long streams may run on once shutdown starts, for a grace of `graceMs`: all but the margin, ms. */
export function streamDrainMs(graceMs: number): number {
  return Math.max(0, graceMs - SHUTDOWN_MARGIN_MS);
}

async function shutdownPlugin(app: FastifyInstance, { drainMs }: ShutdownOptions): Promise<void> {
  const controller = new AbortController();
  // Every open stream listens on this signal; hundreds at once are normal, not a leak.
  setMaxListeners(0, controller.signal);
  let timer: NodeJS.Timeout | undefined;
  app.decorate('shutdownSignal', controller.signal);
  app.addHook('preClose', (done) => {
    timer = setTimeout(() => controller.abort(), drainMs);
    timer.unref();
    done();
  });
  // Everything has closed (or the app never listened): nothing is left to wait for.
  app.addHook('onClose', (_instance, done) => {
    clearTimeout(timer);
    controller.abort();
    done();
  });
}

/** Registers `app.shutdownSignal` (see the module comment). */
export const shutdown = fp(shutdownPlugin, { name: 'shutdown' });
