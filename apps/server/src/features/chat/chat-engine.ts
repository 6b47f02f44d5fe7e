/**
 * The chat engine port (spec §4 chat send; docs/decisions/0017-chat-assistant.md): what answers one
 * turn of the assistant. Two implementations, chosen by configuration like the planner's AI:
 * engines/local-chat-engine.ts (embedded, no network: intents over the catalog) and
 * engines/openai-chat-engine.ts (an OpenAI-compatible model with the catalog as tools). The service
 * (chat.service.ts) stores the turn, relays the events as stream frames and runs the grounding
 * check; engines know nothing of HTTP, sessions or quotas.
 */
import type { ChatReference } from '@dali/shared/contracts/chat';
import type { Locale } from '@dali/shared/locales';

/** An earlier turn of the session, oldest first; an assistant turn carries the entries it cited. */
export interface ChatHistoryTurn {
  role: 'user' | 'assistant';
  content: string;
  /** Entries the answer cited (empty for user turns): the focus of follow-ups ("and its tickets?"). */
  references: readonly ChatReference[];
}

/** One turn to answer. */
export interface ChatTurnInput {
  /** The question, trimmed, 1–1000 characters. */
  query: string;
  /** The interface language the client sent; the engine answers in the language the question is written in, this breaks ties. */
  language: Locale;
  /** The session's last turns (oldest first), empty when `include_history` is false or the session is new. */
  history: readonly ChatHistoryTurn[];
  /** Aborted when the client leaves or the server shuts down: stop work and any upstream request. */
  signal: AbortSignal;
  /** Epoch ms of the question (for "open now" and relative dates; Asia/Shanghai wall time). */
  now: number;
}

/**
 * What an engine yields, in order: `text` pieces of the answer (each non-empty, Markdown), or a
 * `replace` holding the whole answer instead of what was yielded so far; then at most one
 * `references` with the catalog entries the answer names, in the order named.
 */
export type ChatEngineEvent =
  | { type: 'text'; text: string }
  | { type: 'replace'; text: string }
  | { type: 'references'; references: readonly ChatReference[] };

/** A chat engine. */
export interface ChatEngine {
  /** `local` (embedded) or `openai-compatible`. */
  readonly kind: 'local' | 'openai-compatible';
  /**
   * Answer one turn. The iteration ends after the last event; it ends early without error when
   * `input.signal` aborts.
   * @throws ChatEngineError when the engine cannot answer (upstream failure, timeout).
   */
  answer(input: ChatTurnInput): AsyncIterable<ChatEngineEvent>;
}

/** Any failure of an engine; `cause` holds the upstream error. */
export class ChatEngineError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'ChatEngineError';
  }
}
