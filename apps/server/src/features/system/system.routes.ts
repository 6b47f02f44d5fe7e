/**
 * System routes: `GET /api/v1/health` and `GET /api/v1/health/details` (ours), `GET /api/v1/languages`
 * (spec §3, §7) and `GET /api/v1/client-config`.
 */
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERRORS, ErrorBodySchema } from '@dali/shared/errors';
import {
  ClientConfigResponseSchema,
  HealthDetailsResponseSchema,
  HealthResponseSchema,
  LanguagesResponseSchema,
  type ClientConfig,
  type HealthData,
  type HealthDetails,
} from '@dali/shared/contracts/system';
import { LANGUAGES } from '@dali/shared/locales';
import { formatMessage } from '@dali/shared/messages';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import type { SystemService } from './system.service.js';

const LOOPBACK_ADDRESS = /^(?:127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/;

// Headers a reverse proxy adds (docs/deploy.md's nginx sets X-Forwarded-For): a request that went
// through one arrives from loopback too, but its caller is elsewhere.
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * True when `request` comes from this host itself: its TCP peer is a loopback address and it
 * carries no proxy forwarding header. Uses the socket, not `request.ip`, so neither TRUST_PROXY
 * nor a forged X-Forwarded-For can make a remote caller look local.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (!LOOPBACK_ADDRESS.test(request.socket.remoteAddress ?? '')) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/**
 * Route hook of `/health/details`: a local caller or a logged-in admin passes.
 * @throws AppError NOT_LOGGED_IN (401) for a remote visitor, FORBIDDEN (403) for a remote non-admin.
 */
const localOrAdminRequired: onRequestHookHandler = (request, _reply, done) => {
  if (isLocalRequest(request) || request.user?.role === 'ADMIN') return done();
  done(new AppError(request.user ? 'FORBIDDEN' : 'NOT_LOGGED_IN'));
};

/** Answers `health` with 200, or 503 SERVICE_UNAVAILABLE with the same data when degraded. */
function sendHealth<T extends HealthData | HealthDetails>(request: FastifyRequest, reply: FastifyReply, health: T) {
  if (health.status === 'ok') return ok(request.locale, health);
  const unavailable = ERRORS.SERVICE_UNAVAILABLE;
  return reply.status(unavailable.status).send({ code: unavailable.code, message: formatMessage(unavailable.messageKey, request.locale), data: health });
}

export interface SystemRoutesOptions {
  systemService: SystemService;
  /** The settings the browser may see (footer ICP link, contact address). */
  clientConfig: ClientConfig;
}

/** Registers the system routes under /api/v1. */
export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, { systemService, clientConfig }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'App and database status (public)',
        description:
          '200 with `status: ok` when the database answers; 503 with the same data and code 50301 when it does not. ' +
          'Process figures are only in /health/details.',
        response: { 200: HealthResponseSchema, 503: ErrorBodySchema },
      },
    },
    async (request, reply) => sendHealth(request, reply, await systemService.getHealth()),
  );

  app.get(
    '/health/details',
    {
      onRequest: localOrAdminRequired,
      schema: {
        tags: ['system'],
        summary: 'Readiness with uptime, memory and database latency (local callers and admins)',
        description:
          'Answered to a request from this host (loopback, not through a proxy) or a logged-in admin; 401 or 403 otherwise. ' +
          '503 with the same data and code 50301 when the database does not answer.',
        response: { 200: HealthDetailsResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 503: ErrorBodySchema },
      },
    },
    async (request, reply) => sendHealth(request, reply, await systemService.getHealthDetails()),
  );

  app.get(
    '/languages',
    {
      schema: {
        tags: ['system'],
        summary: 'Interface languages for the language menu',
        response: { 200: LanguagesResponseSchema },
      },
    },
    async (request) => ok(request.locale, [...LANGUAGES]),
  );

  app.get(
    '/client-config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public settings for the web app (ICP filing link, contact address)',
        response: { 200: ClientConfigResponseSchema },
      },
    },
    async (request) => ok(request.locale, clientConfig),
  );
};
