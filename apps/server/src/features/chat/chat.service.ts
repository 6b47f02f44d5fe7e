/**
 * Turns, sessions and history of the AI chat assistant (spec §3 chat session and message; §4 chat
 * send; §7 chat calls; docs/decisions/0017-chat-assistant.md). The service knows nothing of HTTP:
 * the routes resolve the owner, charge the quota, open the event stream and hand `emit` in.
 *
 * A turn: {@link ChatService.prepareTurn} checks the session may take it (before any quota is
 * charged) and reads the history; {@link ChatService.runTurn} relays the engine's answer as
 * stream frames (`session` → `ai_response`/`full_content` → `references` → `{status:"completed"}`),
 * runs the grounding check, and stores question and answer together once the answer is complete.
 * An aborted or failed answer stores nothing.
 */
import {
  CHAT_HISTORY_TURNS,
  ChatReferenceSchema,
  type ChatReference,
  type ChatSession,
  type ChatStoredMessage,
  type ChatStreamFrame,
} from '@dali/shared/contracts/chat';
import { ERRORS } from '@dali/shared/errors';
import type { Locale } from '@dali/shared/locales';
import { formatMessage } from '@dali/shared/messages';
import { z } from 'zod/mini';
import { AppError } from '../../lib/app-error.js';
import { readJsonColumn } from '../../lib/json-column.js';
import type { ChatEngine, ChatHistoryTurn } from './chat-engine.js';
import { ChatEngineError } from './chat-engine.js';
import type { ChatMessageRow, ChatOwner, ChatRepository, ChatSessionRow } from './chat.repository.js';

/** Longest session title, characters (code points); longer first questions are cut with an ellipsis. */
export const TITLE_MAX_CHARS = 60;

/** What the grounding check found in an answer (grounding.ts). */
export interface GroundingVerdict {
  /** Place-like names that match no catalog entry. */
  unknownNames: readonly string[];
  /** The answer without the sentences that hold an unknown name (equal to the answer when there is none). */
  cleanedText: string;
}

/** Checks an answer's place names against the catalog. */
export type GroundingCheck = (text: string) => Promise<GroundingVerdict>;

/** The logger a turn reports to (pino's request logger fits). */
export interface ChatLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/** What {@link ChatService.prepareTurn} found: the session's title for the `session` frame, and the history for the engine. */
export interface PreparedTurn {
  sessionId: string;
  title: string;
  history: ChatHistoryTurn[];
}

/** Inputs of one turn. */
export interface ChatTurnRun {
  prepared: PreparedTurn;
  owner: ChatOwner;
  query: string;
  /** Interface language the client sent (error messages; the engine's tie-break). */
  language: Locale;
  signal: AbortSignal;
  emit(frame: ChatStreamFrame): void;
  log: ChatLogger;
}

/** How a turn ended: answered and stored, failed (error frame sent), or aborted (nothing sent after). */
export type ChatTurnOutcome =
  | { status: 'stored'; characters: number; unknownNames: number }
  | { status: 'failed'; code: number; producedContent: boolean }
  | { status: 'aborted'; producedContent: boolean };

export interface ChatServiceDeps {
  repository: ChatRepository;
  engine: ChatEngine;
  /** Grounding check of answers (both engines; only the model engine's answers are cleaned). */
  ground: GroundingCheck;
  /** Clock, epoch ms. */
  now?: () => number;
}

const ReferencesSchema = z.array(ChatReferenceSchema);

/** `text` cut to `max` code points, with an ellipsis when cut; whitespace runs collapsed. */
export function titleOf(text: string, max = TITLE_MAX_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('')}…`;
}

const iso = (ms: number) => new Date(ms).toISOString();

function referencesOf(row: ChatMessageRow): ChatReference[] {
  return readJsonColumn(ReferencesSchema, row.referencesJson, { table: 'chat_messages', column: 'references_json', id: row.id });
}

/** A stored session as the API shows it (spec §3). */
export function presentSession(row: ChatSessionRow): ChatSession {
  return { session_id: row.id, title: row.title, first_message: row.firstMessage, updated_at: iso(Number(row.updatedAt)), message_count: Number(row.messageCount) };
}

/** True when `row` belongs to `owner` (an anonymous owner owns nothing it can read back). */
function owns(row: Pick<ChatSessionRow, 'userId' | 'visitorId'>, owner: { userId: string } | { visitorId: string }): boolean {
  return 'userId' in owner ? row.userId === owner.userId : row.userId === null && row.visitorId === owner.visitorId;
}

/** Sessions, messages and turns over the repository and engine (see module comment). */
export function createChatService({ repository, engine, ground, now = Date.now }: ChatServiceDeps) {
  return {
    /** Which engine answers (`local` or `openai-compatible`). */
    engineKind: engine.kind,

    /**
     * Check that `owner` may add a turn to `sessionId` and read its last turns when `includeHistory`.
     * @throws AppError FORBIDDEN (403) when the session belongs to someone else; NOT_FOUND (404) when
     *   the owner deleted it (a new chat must take a new id).
     */
    async prepareTurn(input: { sessionId: string; owner: ChatOwner; query: string; includeHistory: boolean }): Promise<PreparedTurn> {
      const row = await repository.findSession(input.sessionId);
      if (!row) return { sessionId: input.sessionId, title: titleOf(input.query), history: [] };
      if (row.userId !== input.owner.userId || row.visitorId !== input.owner.visitorId) throw new AppError('FORBIDDEN');
      if (row.deletedAt !== null) throw new AppError('NOT_FOUND');
      const rows = input.includeHistory ? await repository.listMessages(row.id, CHAT_HISTORY_TURNS * 2) : [];
      const history = rows.map((m) => ({ role: m.role === 'user' ? ('user' as const) : ('assistant' as const), content: m.content, references: referencesOf(m) }));
      return { sessionId: row.id, title: row.title, history };
    },

    /**
     * Answer one turn, emitting the frames of the module comment, and store it when complete. Never
     * throws: an engine failure becomes an `error` frame (CHAT_AI_FAILED) and a `failed` outcome.
     */
    async runTurn(run: ChatTurnRun): Promise<ChatTurnOutcome> {
      const { prepared, signal, emit, log } = run;
      const askedAt = now();
      let text = '';
      let references: readonly ChatReference[] = [];
      const fail = (code: number, messageKey: (typeof ERRORS)[keyof typeof ERRORS]['messageKey']): ChatTurnOutcome => {
        emit({ type: 'error', code, message: formatMessage(messageKey, run.language) });
        return { status: 'failed', code, producedContent: text.length > 0 };
      };
      emit({ type: 'session', session_id: prepared.sessionId, title: prepared.title });
      try {
        for await (const event of engine.answer({ query: run.query, language: run.language, history: prepared.history, signal, now: askedAt })) {
          if (signal.aborted) break;
          if (event.type === 'text') {
            text += event.text;
            emit({ type: 'ai_response', content: event.text });
          } else if (event.type === 'replace') {
            text = event.text;
            emit({ type: 'full_content', content: event.text });
          } else {
            references = event.references;
          }
        }
        if (signal.aborted) return { status: 'aborted', producedContent: text.length > 0 };
        if (text.trim().length === 0) throw new ChatEngineError('the engine produced no answer');

        const verdict = await ground(text);
        if (verdict.unknownNames.length > 0) {
          log.warn({ engine: engine.kind, unknownNames: verdict.unknownNames }, 'chat answer names places the catalog does not hold');
          // A model's sentences about places we cannot vouch for are removed; the local engine only
          // names catalog entries, so a finding there is a bug to fix, not text to hide.
          if (engine.kind !== 'local' && verdict.cleanedText !== text) {
            text = verdict.cleanedText;
            emit({ type: 'full_content', content: text });
          }
        }
        if (text.trim().length === 0) throw new ChatEngineError('nothing grounded was left of the answer');
        emit({ type: 'references', references: [...references] });

        const saved = await repository.saveTurn({
          sessionId: prepared.sessionId,
          owner: run.owner,
          title: prepared.title,
          firstMessage: run.query,
          at: askedAt,
          messages: [
            { role: 'user', content: run.query, language: run.language, referencesJson: '[]', unknownPlacesJson: '[]' },
            { role: 'assistant', content: text, language: run.language, referencesJson: JSON.stringify(references), unknownPlacesJson: JSON.stringify(verdict.unknownNames) },
          ],
        });
        if (!saved.stored) {
          // Another request took or deleted the session between the check and now.
          log.warn({ sessionId: prepared.sessionId, reason: saved.reason }, 'chat turn not stored');
          return saved.reason === 'deleted' ? fail(ERRORS.NOT_FOUND.code, ERRORS.NOT_FOUND.messageKey) : fail(ERRORS.FORBIDDEN.code, ERRORS.FORBIDDEN.messageKey);
        }
        emit({ status: 'completed' });
        return { status: 'stored', characters: text.length, unknownNames: verdict.unknownNames.length };
      } catch (error) {
        if (signal.aborted) return { status: 'aborted', producedContent: text.length > 0 };
        if (error instanceof ChatEngineError) {
          log.warn({ err: error, engine: engine.kind }, 'the chat engine failed');
        } else {
          log.error({ err: error, engine: engine.kind }, 'chat turn failed');
        }
        return fail(ERRORS.CHAT_AI_FAILED.code, ERRORS.CHAT_AI_FAILED.messageKey);
      }
    },

    /** Sessions of `owner` with at least one turn, newest first. */
    async listSessions(owner: { userId: string } | { visitorId: string }): Promise<ChatSession[]> {
      return (await repository.listSessions(owner)).map(presentSession);
    },

    /**
     * Messages of a session of `owner`, oldest first.
     * @throws AppError NOT_FOUND (404) when the session is unknown, deleted or not the owner's
     *   (another owner's session is not confirmed to exist).
     */
    async listMessages(sessionId: string, owner: { userId: string } | { visitorId: string }): Promise<{ session_id: string; messages: ChatStoredMessage[] }> {
      const row = await repository.findSession(sessionId);
      if (!row || row.deletedAt !== null || !owns(row, owner)) throw new AppError('NOT_FOUND');
      const rows = await repository.listMessages(sessionId);
      return {
        session_id: sessionId,
        messages: rows.map((m) => ({ role: m.role === 'user' ? 'user' : 'assistant', content: m.content, timestamp: iso(Number(m.createdAt)), references: referencesOf(m) })),
      };
    },

    /**
     * Soft-delete a session of `owner`.
     * @throws AppError NOT_FOUND (404) when the session is unknown, already deleted or not the owner's.
     */
    async softDelete(sessionId: string, owner: { userId: string } | { visitorId: string }): Promise<void> {
      if (!(await repository.softDelete(sessionId, owner, now()))) throw new AppError('NOT_FOUND');
    },
  };
}

/** What {@link createChatService} returns. */
export type ChatService = ReturnType<typeof createChatService>;
