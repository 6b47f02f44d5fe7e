/**
 * A Server-Sent Events answer written straight to the socket (the planner and chat streams of spec
 * §7; docs/decisions/0010-planner-streams.md). The reply is hijacked, so Fastify's serialisation and
 * compression stay out of the way; the headers Fastify had already gathered (security headers,
 * `x-request-id`, a renewed `x-new-access-token`, CORS) go out with the stream's own:
 * `Content-Type: text/event-stream; charset=utf-8`, `Cache-Control: no-store` (a stream is personal),
 * `X-Accel-Buffering: no` (nginx must not buffer) and `Connection: keep-alive`.
 *
 * Each frame is `data: <one line of JSON>\n\n`; a heartbeat comment `: ping\n\n` every
 * `heartbeatMs` keeps proxies from closing a quiet stream. The headers and the first frame leave as
 * soon as they are written (no buffering, Nagle off). When the client goes away before
 * {@link EventStream.end}, `signal` is aborted; writes after that are dropped.
 */
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * Handle on a hijacked SSE answer: `send` frames, `end` it, and `signal` to stop work when the client
 * leaves or the server shuts down.
 */
export interface EventStream {
  /** Aborted when the connection closes before {@link EventStream.end}, or when the server shuts down. */
  readonly signal: AbortSignal;
  /** True once the abort came from the server shutting down (the client is still there to be told). */
  readonly interruptedByShutdown: boolean;
  /** Write one frame as `data: <JSON>\n\n` (dropped once the stream ended or the client left). */
  send(frame: unknown): void;
  /** Stop the heartbeat and end the answer (idempotent). */
  end(): void;
}

/** Options of {@link openEventStream}. */
export interface EventStreamOptions {
  /** Interval of `: ping` comments, ms (15 000 in production). */
  heartbeatMs: number;
  /**
   * Aborted when the server stops taking work (lib/shutdown.ts): the stream's `signal` aborts too,
   * while its connection stays open so the route can send a last frame saying why.
   */
  shutdownSignal?: AbortSignal;
}

/** Headers every event stream carries, over whatever the reply already had. */
export const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
} as const;

/** Hijack `reply` and answer 200 as an event stream. Call after validation and quota, before any work. */
export function openEventStream(reply: FastifyReply, { heartbeatMs, shutdownSignal }: EventStreamOptions): EventStream {
  reply.hijack();
  const res = reply.raw;
  const controller = new AbortController();
  let ended = false;
  let interruptedByShutdown = false;
  const onShutdown = () => {
    if (ended || controller.signal.aborted) return;
    interruptedByShutdown = true;
    controller.abort();
  };
  if (shutdownSignal?.aborted) onShutdown();
  else shutdownSignal?.addEventListener('abort', onShutdown, { once: true });

  res.writeHead(200, { ...(reply.getHeaders() as OutgoingHttpHeaders), ...EVENT_STREAM_HEADERS });
  const socket = res.socket;
  if (socket && typeof socket.setNoDelay === 'function') socket.setNoDelay(true);

  const write = (chunk: string) => {
    if (!ended && !res.destroyed) res.write(chunk);
  };
  const heartbeat = setInterval(() => write(': ping\n\n'), heartbeatMs);
  const onClose = () => {
    clearInterval(heartbeat);
    shutdownSignal?.removeEventListener('abort', onShutdown);
    if (ended) return;
    ended = true;
    controller.abort();
  };
  res.on('close', onClose);
  // The client may have left while the body was validated and the quota charged.
  if (res.destroyed || socket?.destroyed === true) onClose();

  return {
    signal: controller.signal,
    get interruptedByShutdown() {
      return interruptedByShutdown;
    },
    send(frame) {
      write(`data: ${JSON.stringify(frame)}\n\n`);
    },
    end() {
      clearInterval(heartbeat);
      shutdownSignal?.removeEventListener('abort', onShutdown);
      if (ended) return;
      ended = true;
      res.end();
    },
  };
}
