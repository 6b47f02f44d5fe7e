/**
 * The chat's current session id (spec §3 local-storage key `currentSessionId`, §4 "session id is a
 * random uuid stored locally; new chat makes a new id"). The server stores each turn under it, so
 * a reload continues the same conversation.
 */
import { ChatSessionIdSchema } from '@dali/shared/contracts/chat';
import { safeParse } from 'zod/mini';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../lib/storage-keys';

/** A new random session id (uuid v4; 32 hex digits where `randomUUID` is missing). */
export function newSessionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The stored session id when it is one the server accepts; otherwise a new one, stored. */
export function readCurrentSessionId(): string {
  const stored = readStorage(STORAGE_KEYS.currentSessionId);
  if (stored && safeParse(ChatSessionIdSchema, stored).success) return stored;
  const fresh = newSessionId();
  writeStorage(STORAGE_KEYS.currentSessionId, fresh);
  return fresh;
}

/** Remember `sessionId` as the current one (new chat, a session chosen from history). */
export function writeCurrentSessionId(sessionId: string): void {
  writeStorage(STORAGE_KEYS.currentSessionId, sessionId);
}
