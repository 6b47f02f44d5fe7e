/**
 * The voice sockets under /api/v1 (spec §7 WebSockets, §8 voice errors; contracts in
 * packages/shared/src/contracts/voice.ts; docs/decisions/0019-voice-sockets.md):
 * - `GET /voice/recognition` (upgrade): speech → text, one recording per socket, one `voice` unit;
 * - `GET /voice/synthesis` (upgrade): text → MP3, one text per socket.
 *
 * Browsers cannot set headers on a WebSocket, so the query carries what headers carry elsewhere:
 * `token` (the bearer JWT, resolved by the app's own `authenticate`), `fingerprint` (the visitor
 * fingerprint of `x-visitor-fingerprint`) and `locale` (zh-CN | zh-HK | en-US; else
 * `Accept-Language`, else en-US). A token that does not resolve to a user closes the socket with
 * 4001 before anything else is sent. The routes are upgrade-only (a plain GET answers 404) and are
 * left out of the OpenAPI document, which cannot describe a socket.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { VISITOR_FINGERPRINT_HEADER } from '@dali/shared/contracts/membership';
import { VOICE_CLOSE_TOKEN_INVALID } from '@dali/shared/contracts/voice';
import { matchLocale, type Locale } from '@dali/shared/locales';
import { z } from 'zod/mini';
import { formatMessage } from '@dali/shared/messages';
import { AppError, isAppError } from '../../lib/app-error.js';
import type { QuotaMeter } from '../../lib/quota-meter.js';
import type { Authenticate } from '../../plugins/auth.js';
import type { SpeechRecognizer, SpeechSynthesizer } from '../../providers/speech/speech-provider.js';
import { DEFAULT_VOICE_LIMITS, runRecognitionSession, runSynthesisSession, systemClock, type VoiceClock, type VoiceLimits } from './voice-session.js';

/** Options of {@link voiceRoutes}. */
export interface VoiceRoutesOptions {
  recognizer: SpeechRecognizer;
  synthesizer: SpeechSynthesizer;
  /** The app's caller resolver (plugins/auth.ts), asked about the query `token` as if it were the bearer header. */
  authenticate: Authenticate;
  /** Charges the `voice` quota of recognitions. */
  meter: QuotaMeter;
  /** Timers of the sessions; default the system clock. */
  clock?: VoiceClock;
  /** Session limits over {@link DEFAULT_VOICE_LIMITS}. */
  limits?: Partial<VoiceLimits>;
  /**
   * New synthesis sockets one client address may open per minute (synthesis is not metered, so
   * this bounds what one address can have spoken); a refused upgrade answers HTTP 429.
   */
  synthesesPerMinute: number;
}

/** Query of both sockets; anything unusable is ignored rather than refused (the socket decides). */
const QuerySchema = z.looseObject({
  token: z.optional(z.string().check(z.maxLength(4096))),
  locale: z.optional(z.string().check(z.maxLength(16))),
  fingerprint: z.optional(z.string().check(z.maxLength(256))),
});

/** Longest wait, after the shutdown signal, for sessions to finish their refunds, ms. */
const SESSION_SETTLE_MS = 2000;

/** Requests whose query token did not resolve to a user (closed 4001 once upgraded). */
const rejectedTokens = new WeakSet<FastifyRequest>();
/**
 * Requests whose token could not be checked at all (the session store is down): the client is told
 * to try again (SERVICE_UNAVAILABLE), not to log in again, since the token may well be good.
 */
const uncheckedTokens = new WeakSet<FastifyRequest>();

/** WebSocket close code of a server-side failure (RFC 6455 §7.4.1). */
const CLOSE_SERVER_ERROR = 1011;

/** Short close reason of a bad token (no detail about why: it is not the client's business). */
const TOKEN_INVALID_REASON = 'token validation failed';

/**
 * The socket's locale: the query `locale` when it names one of the three (zh-TW maps to zh-HK),
 * else the request's `Accept-Language` locale.
 */
function localeOf(request: FastifyRequest): Locale {
  const query = QuerySchema.safeParse(request.query);
  const asked = query.success && query.data.locale ? matchLocale(query.data.locale) : null;
  return asked ?? request.locale;
}

/** Registers both voice sockets (mount under /api/v1 after @fastify/websocket). */
export const voiceRoutes: FastifyPluginAsync<VoiceRoutesOptions> = async (app, options) => {
  const { recognizer, synthesizer, authenticate, meter } = options;
  const clock = options.clock ?? systemClock;
  const limits: VoiceLimits = { ...DEFAULT_VOICE_LIMITS, ...options.limits };

  // Sessions still running. Closing the app waits for them (they end themselves through
  // app.shutdownSignal once the drain time is over) so their refunds reach the database before it
  // closes; a provider that ignores its AbortSignal holds the close at most SESSION_SETTLE_MS more.
  const live = new Set<Promise<void>>();
  const keep = (session: Promise<void>) => {
    live.add(session);
    void session.finally(() => live.delete(session));
  };
  app.addHook('preClose', async () => {
    const signal = app.shutdownSignal;
    const giveUp = new Promise<void>((resolve) => {
      const start = () => setTimeout(resolve, SESSION_SETTLE_MS).unref();
      if (signal.aborted) start();
      else signal.addEventListener('abort', start, { once: true });
    });
    await Promise.race([Promise.allSettled([...live]), giveUp]);
  });

  /**
   * Before the upgrade: the query's fingerprint stands in for the header, and its token is
   * resolved the way a bearer header is. A refused token is remembered, not thrown, so the client
   * gets the 4001 close the spec gives it rather than a failed handshake.
   */
  const resolveCaller = async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = QuerySchema.safeParse(request.query);
    if (!parsed.success) return;
    const { token, fingerprint } = parsed.data;
    if (fingerprint !== undefined && request.headers[VISITOR_FINGERPRINT_HEADER] === undefined) request.headers[VISITOR_FINGERPRINT_HEADER] = fingerprint;
    if (token === undefined || token === '' || request.user) return;
    request.headers.authorization = `Bearer ${token}`;
    try {
      const user = await authenticate(request, reply);
      if (user) request.user = user;
      else rejectedTokens.add(request);
    } catch (error) {
      // A refused token (401) is the client's to fix; anything else (the database gone) is ours.
      if (isAppError(error) && error.statusCode === 401) rejectedTokens.add(request);
      else {
        request.log.warn({ err: error }, 'voice socket token could not be checked');
        uncheckedTokens.add(request);
      }
    }
  };

  const refusedToken = (socket: { send(data: string): void; close(code: number, reason?: string): void }, request: FastifyRequest) => {
    if (uncheckedTokens.has(request)) {
      const error = new AppError('SERVICE_UNAVAILABLE');
      socket.send(JSON.stringify({ code: error.code, message: formatMessage(error.messageKey, localeOf(request), error.params) }));
      socket.close(CLOSE_SERVER_ERROR);
      return true;
    }
    if (!rejectedTokens.has(request)) return false;
    socket.close(VOICE_CLOSE_TOKEN_INVALID, TOKEN_INVALID_REASON);
    return true;
  };

  app.get('/voice/recognition', { websocket: true, preValidation: resolveCaller }, (socket, request) => {
    if (refusedToken(socket, request)) return;
    keep(runRecognitionSession({
      socket,
      locale: localeOf(request),
      log: request.log,
      clock,
      limits,
      shutdownSignal: app.shutdownSignal,
      recognizer,
      consume: () => meter.consume(request, 'voice', 1),
      refund: (receipt) => meter.refund(receipt),
    }));
  });

  app.get(
    '/voice/synthesis',
    { websocket: true, preValidation: resolveCaller, config: { rateLimit: { max: options.synthesesPerMinute, timeWindow: 60_000 } } },
    (socket, request) => {
      if (refusedToken(socket, request)) return;
      keep(runSynthesisSession({ socket, locale: localeOf(request), log: request.log, clock, limits, shutdownSignal: app.shutdownSignal, synthesizer }));
    },
  );
};
