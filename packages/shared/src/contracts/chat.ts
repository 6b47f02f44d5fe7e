/**
 * Contracts of the AI chat assistant (spec §3 "Chat message", "Chat session"; §4 "Chat send";
 * §5 chat send rule; §7 chat calls; §8 chat errors).
 *
 * `POST /ai_api/v1/chat/stream` answers `text/event-stream`: every frame is one `data:` line holding
 * one {@link ChatStreamFrame} as JSON, followed by a blank line; lines starting with `:` are
 * heartbeats. Frames, in order: `session` (the id and title the turn was stored under) → the reply
 * as `ai_response` pieces in order, or one `full_content` (which also replaces pieces already sent,
 * e.g. when the grounding check removed a sentence) → `references` (the catalog entries the reply
 * cites, possibly empty) → `{ status: "completed" }`; or, at any point after `session`, one `error`
 * frame and no `completed`. A client that reads only `ai_response`, `full_content` and `status`
 * (spec §7) gets the whole answer. A non-OK HTTP answer (validation, quota, a session of another
 * owner) is a JSON error envelope.
 *
 * Units: times ISO 8601 with offset; money CNY fen.
 */
import { z } from 'zod/mini';
import { successEnvelope } from '../errors.js';
import { LOCALES } from '../locales.js';

/** Longest question accepted, characters (code points) after trimming. */
export const CHAT_QUERY_MAX_CHARS = 1000;
/** Turns of the session's history handed to the engine when `include_history` is true. */
export const CHAT_HISTORY_TURNS = 6;
/** User id of a visitor without a usable fingerprint (spec §6). */
export const ANONYMOUS_CHAT_USER = 'anonymous';

/** A session id: the client's random uuid (spec §4), or any 8–64 letters, digits, `-` or `_`. */
export const ChatSessionIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'validation.chat.sessionIdInvalid' }));

/** Body of `POST /ai_api/v1/chat/stream` (spec §7). */
export const ChatStreamRequestSchema = z.object({
  query: z.string().check(
    z.trim(),
    z.refine((value: string) => value.length > 0, { error: 'validation.chat.queryRequired' }),
    z.refine((value: string) => [...value].length <= CHAT_QUERY_MAX_CHARS, { error: 'validation.chat.queryTooLong', params: { maximum: CHAT_QUERY_MAX_CHARS } }),
  ),
  /** The user id, else the visitor fingerprint, else `anonymous` (spec §6); the bearer token decides for logged-in users. */
  user_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
  include_history: z._default(z.boolean(), true),
  use_agent: z._default(z.boolean(), false),
  use_tools: z._default(z.boolean(), false),
  language: z._default(z.enum(LOCALES), 'en-US'),
  session_id: ChatSessionIdSchema,
});
export type ChatStreamRequest = z.infer<typeof ChatStreamRequestSchema>;

/** Kinds of catalog entry an answer can cite. */
export const CHAT_REFERENCE_KINDS = ['attraction', 'food', 'restaurant', 'stay', 'town'] as const;
export type ChatReferenceKind = (typeof CHAT_REFERENCE_KINDS)[number];

/** Whether a cited place is open at the time of the answer: `always` = open access, `unknown` = no hours known. */
export const OPEN_STATES = ['open', 'closed', 'always', 'unknown'] as const;
export type OpenState = (typeof OPEN_STATES)[number];

/**
 * A catalog entry an answer cites, for the small cards under the reply and the links in it: the
 * name and town in the answer's language, the web path of its page, whether it is open now, and a
 * price whose meaning `priceKind` gives (ticket per adult, average spend per person, nightly from,
 * per portion); `priceFen` null = unknown, 0 = free.
 */
export const ChatReferenceSchema = z.object({
  kind: z.enum(CHAT_REFERENCE_KINDS),
  id: z.string(),
  name: z.string(),
  town: z.nullable(z.string()),
  path: z.string().check(z.describe('Web path of the entry’s page, e.g. /attractions/{id}, /gourmetFood/{id}, /gourmetFood/restaurant/{id}, /stay/reserve?id={id}')),
  openNow: z.nullable(z.enum(OPEN_STATES)),
  priceFen: z.nullable(z.int()),
  priceKind: z.nullable(z.enum(['ticket', 'perPerson', 'perNight', 'perPortion'])),
});
export type ChatReference = z.infer<typeof ChatReferenceSchema>;

/** One frame of the chat stream, sent as `data: <JSON>`. */
export const ChatStreamFrameSchema = z.union([
  z.discriminatedUnion('type', [
    /** First frame: the session the turn is stored under, and its title. */
    z.object({ type: z.literal('session'), session_id: z.string(), title: z.string() }),
    /** A piece of the reply, to append (spec §7). */
    z.object({ type: z.literal('ai_response'), content: z.string() }),
    /** The whole reply, replacing whatever pieces came before (spec §7). */
    z.object({ type: z.literal('full_content'), content: z.string() }),
    /** The catalog entries the reply cites, in the order it names them. */
    z.object({ type: z.literal('references'), references: z.array(ChatReferenceSchema) }),
    /** Last frame of a failed turn: the server message (spec §8) in the request's locale. */
    z.object({ type: z.literal('error'), code: z.int(), message: z.string() }),
  ]),
  /** End of a successful turn (spec §7). */
  z.object({ status: z.literal('completed') }),
]);
export type ChatStreamFrame = z.infer<typeof ChatStreamFrameSchema>;

/** A stored session (spec §3): title from the first message, newest activity first. */
export const ChatSessionSchema = z.object({
  session_id: z.string(),
  title: z.string(),
  first_message: z.string(),
  updated_at: z.string().check(z.describe('ISO 8601 with offset')),
  message_count: z.int(),
});
export type ChatSession = z.infer<typeof ChatSessionSchema>;

/** `GET /ai_api/v1/enhanced_chat/users/{userId}/sessions`: the caller's sessions, newest first. */
export const ChatSessionsResponseSchema = successEnvelope(z.array(ChatSessionSchema));
export type ChatSessionsResponse = z.infer<typeof ChatSessionsResponseSchema>;

/** A stored message (spec §3 server message): role `user` or `assistant`, with the entries an answer cited. */
export const ChatStoredMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string().check(z.describe('ISO 8601 with offset')),
  references: z.array(ChatReferenceSchema),
});
export type ChatStoredMessage = z.infer<typeof ChatStoredMessageSchema>;

/** `GET /ai_api/v1/enhanced_chat/sessions/{sessionId}/messages`: oldest first. */
export const ChatMessagesResponseSchema = successEnvelope(z.object({ session_id: z.string(), messages: z.array(ChatStoredMessageSchema) }));
export type ChatMessagesResponse = z.infer<typeof ChatMessagesResponseSchema>;

/** Body of `POST /ai_api/v1/enhanced_chat/sessions/soft-delete`. */
export const ChatSoftDeleteRequestSchema = z.object({
  session_id: ChatSessionIdSchema,
  user_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
});
export type ChatSoftDeleteRequest = z.infer<typeof ChatSoftDeleteRequestSchema>;

/** Answer of the soft delete: the session is hidden from lists and reads. */
export const ChatSoftDeleteResponseSchema = successEnvelope(z.object({ session_id: z.string(), deleted: z.literal(true) }));
export type ChatSoftDeleteResponse = z.infer<typeof ChatSoftDeleteResponseSchema>;
