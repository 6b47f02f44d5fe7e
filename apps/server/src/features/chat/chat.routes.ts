/**
 * The chat assistant's routes under /ai_api/v1 (spec §7 chat calls; §3 chat session and message;
 * §4 chat send; §6 chat user id; §8 chat errors; contracts in packages/shared/src/contracts/chat.ts):
 * - `POST /chat/stream`: one turn, answered as `text/event-stream`;
 * - `GET /enhanced_chat/users/{userId}/sessions`: the caller's sessions, newest first;
 * - `GET /enhanced_chat/sessions/{sessionId}/messages`: one session's messages, oldest first;
 * - `POST /enhanced_chat/sessions/soft-delete`: hide a session.
 *
 * Owner of a turn: the bearer user; else the visitor by the `x-visitor-fingerprint` header, else by
 * a `user_id` that is a usable fingerprint; else nobody (`anonymous`: answered, stored, never read
 * back). Reads and deletes are for the owner only: a user by bearer token, a visitor by sending the
 * fingerprint the session was made with. Another owner's session answers 404, so ids cannot be probed.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  ANONYMOUS_CHAT_USER,
  ChatMessagesResponseSchema,
  ChatSessionIdSchema,
  ChatSessionsResponseSchema,
  ChatSoftDeleteRequestSchema,
  ChatSoftDeleteResponseSchema,
  ChatStreamRequestSchema,
  type ChatStreamRequest,
} from '@dali/shared/contracts/chat';
import { VISITOR_FINGERPRINT_HEADER } from '@dali/shared/contracts/membership';
import { ERRORS, ErrorBodySchema } from '@dali/shared/errors';
import { formatMessage } from '@dali/shared/messages';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { visitorFingerprint } from '../../lib/quota-meter.js';
import { openEventStream } from '../../lib/event-stream.js';
import type { ChatOwner } from './chat.repository.js';
import type { ChatService } from './chat.service.js';

export interface ChatRoutesOptions {
  chatService: ChatService;
  /** Interval of `: ping` heartbeat comments, ms. */
  heartbeatMs: number;
}

const HeadersSchema = z.looseObject({
  [VISITOR_FINGERPRINT_HEADER]: z.optional(
    z.string().check(z.describe('Visitor fingerprint (8–128 visible ASCII characters): who pays and who owns the session when no bearer token is sent')),
  ),
});

const UserParamsSchema = z.object({ userId: z.string().check(z.minLength(1), z.maxLength(128)) });
const SessionParamsSchema = z.object({ sessionId: ChatSessionIdSchema });

/** Who owns a turn sent by `request` with body `userId` (spec §6: user id, else fingerprint, else anonymous). */
function turnOwnerOf(request: FastifyRequest, userId: string): ChatOwner {
  if (request.user) return { userId: request.user.id, visitorId: null };
  const fingerprint = visitorFingerprint(request.headers[VISITOR_FINGERPRINT_HEADER]) ?? (userId === ANONYMOUS_CHAT_USER ? null : visitorFingerprint(userId));
  return fingerprint === null ? { userId: null, visitorId: null } : { userId: null, visitorId: fingerprint };
}

/**
 * The owner whose sessions `request` may read, given the user id it names.
 * @throws AppError NOT_LOGGED_IN (401) without a bearer token or a matching fingerprint; ACCESS_DENIED
 *   (403) when a logged-in caller names another user.
 */
function readerOf(request: FastifyRequest, userId: string | null): { userId: string } | { visitorId: string } {
  if (request.user) {
    if (userId !== null && userId !== request.user.id) throw new AppError('ACCESS_DENIED');
    return { userId: request.user.id };
  }
  const fingerprint = visitorFingerprint(request.headers[VISITOR_FINGERPRINT_HEADER]);
  if (fingerprint === null || (userId !== null && userId !== fingerprint)) throw new AppError('NOT_LOGGED_IN');
  return { visitorId: fingerprint };
}

const STREAM_DESCRIPTION =
  'Answers `text/event-stream; charset=utf-8`: each frame is `data: <ChatStreamFrame JSON>` and a blank line; `: ping` comments are heartbeats. ' +
  'Order: `session` {session_id, title} → `ai_response` {content} pieces (append) and/or `full_content` {content} (replaces what came before, e.g. ' +
  'when the grounding check removed a sentence naming a place the catalog does not hold) → `references` (catalog entries the answer cites) → ' +
  '`{"status":"completed"}`; or a final `error` {code, message} frame (50205 the assistant failed; 50302 the server is restarting). ' +
  'Invalid bodies (400), a session of another owner (403) or one the owner deleted (404), and exhausted quotas (429 visitor, 448 user) answer JSON ' +
  'before any streaming. One chat use is charged per message and given back when no answer was completed (errors, aborted streams). ' +
  'Question and answer are stored together once the answer is complete; the session\'s last turns go to the assistant when `include_history` is true.';

/** Registers the chat routes (mount under /ai_api/v1). */
export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, { chatService, heartbeatMs }) => {
  const meter = app.quotaMeter;
  // Checked before the quota is charged, so a refused session costs nothing.
  const prepared = new WeakMap<FastifyRequest, { turn: Awaited<ReturnType<ChatService['prepareTurn']>>; owner: ChatOwner }>();
  const metered = meter.metered('chat');

  app.post(
    '/chat/stream',
    {
      preHandler: [
        async (request: FastifyRequest) => {
          // preHandler hooks run after validation: the body has the schema's shape.
          const body = request.body as ChatStreamRequest;
          const owner = turnOwnerOf(request, body.user_id);
          const turn = await chatService.prepareTurn({ sessionId: body.session_id, owner, query: body.query, includeHistory: body.include_history });
          prepared.set(request, { turn, owner });
        },
        metered.preHandler,
      ],
      onSend: metered.onSend,
      schema: {
        tags: ['chat'],
        summary: 'Ask the assistant one question, streamed (spec §4 chat send, §7)',
        description: STREAM_DESCRIPTION,
        produces: ['text/event-stream'],
        headers: HeadersSchema,
        body: ChatStreamRequestSchema,
        response: { 400: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 429: ErrorBodySchema, 448: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const checked = prepared.get(request);
      if (!checked) throw new AppError('INTERNAL');
      const receipt = meter.receiptOf(request);
      const stream = openEventStream(reply, { heartbeatMs, shutdownSignal: app.shutdownSignal });
      const outcome = await chatService.runTurn({
        prepared: checked.turn,
        owner: checked.owner,
        query: request.body.query,
        language: request.body.language,
        signal: stream.signal,
        emit: (frame) => stream.send(frame),
        log: request.log,
      });
      if (outcome.status === 'aborted' && stream.interruptedByShutdown) {
        const { code, messageKey } = ERRORS.SERVER_RESTARTING;
        stream.send({ type: 'error', code, message: formatMessage(messageKey, request.body.language) });
      }
      // Refund before the stream ends, so a client reading its remaining count right after sees it.
      if (outcome.status !== 'stored' && receipt) {
        try {
          await meter.refund(receipt);
        } catch (err) {
          request.log.warn({ err, outcome: outcome.status }, 'could not refund a chat use');
        }
      }
      stream.end();
      request.log.info({ outcome: outcome.status, engine: chatService.engineKind, ...(outcome.status === 'stored' ? { characters: outcome.characters, unknownNames: outcome.unknownNames } : {}) }, 'chat turn ended');
    },
  );

  app.get(
    '/enhanced_chat/users/:userId/sessions',
    {
      schema: {
        tags: ['chat'],
        summary: 'The caller’s chat sessions, newest first (spec §3 chat session)',
        description:
          'Owner only: a logged-in user names their own id (403 for another user\'s), a visitor names the fingerprint it sends in ' +
          `\`${VISITOR_FINGERPRINT_HEADER}\` (401 otherwise). Sessions without a stored turn and deleted ones are left out; at most 100.`,
        params: UserParamsSchema,
        headers: HeadersSchema,
        response: { 200: ChatSessionsResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => ok(request.locale, await chatService.listSessions(readerOf(request, request.params.userId))),
  );

  app.get(
    '/enhanced_chat/sessions/:sessionId/messages',
    {
      schema: {
        tags: ['chat'],
        summary: 'One session’s messages, oldest first (spec §3 server message)',
        description: 'Owner only (bearer user, or the visitor fingerprint the session was made with); another owner\'s or a deleted session answers 404.',
        params: SessionParamsSchema,
        headers: HeadersSchema,
        response: { 200: ChatMessagesResponseSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ok(request.locale, await chatService.listMessages(request.params.sessionId, readerOf(request, null))),
  );

  app.post(
    '/enhanced_chat/sessions/soft-delete',
    {
      schema: {
        tags: ['chat'],
        summary: 'Delete a chat session (owner only; soft delete)',
        description:
          '`user_id` must be the caller (bearer user id, or the visitor fingerprint sent in the header). The session leaves the list and cannot be read ' +
          'or continued; a new chat takes a new session id. Unknown, already deleted or another owner\'s session: 404.',
        headers: HeadersSchema,
        body: ChatSoftDeleteRequestSchema,
        response: { 200: ChatSoftDeleteResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      await chatService.softDelete(request.body.session_id, readerOf(request, request.body.user_id));
      return ok(request.locale, { session_id: request.body.session_id, deleted: true as const }, 'server.chatSessionDeleted');
    },
  );
};
