/**
 * The chat conversation kept for the whole page visit (Zustand), so closing and reopening the
 * drawer, or following a link in an answer, keeps it. Changes go through {@link dispatchChat}
 * (the reducer of chat-state.ts); the session id is mirrored to local storage (`currentSessionId`).
 * Logging in, out or as someone else starts a new chat: the conversation on screen belongs to
 * whoever was there before, and the server would refuse to continue their session.
 */
import { create } from 'zustand';
import { useSessionStore } from '../../../lib/session';
import { newSessionId, readCurrentSessionId, writeCurrentSessionId } from '../session-id';
import { chatReducer, type ChatAction, type ChatState } from './chat-state';

/** The conversation store; read it with a selector, e.g. `useChatStore((s) => s.messages)`. */
export const useChatStore = create<ChatState>(() => ({ sessionId: readCurrentSessionId(), messages: [] }));

/** Apply `action` to the conversation, keeping `currentSessionId` in step. */
export function dispatchChat(action: ChatAction): void {
  const before = useChatStore.getState();
  const after = chatReducer(before, action);
  if (after === before) return;
  if (after.sessionId !== before.sessionId) writeCurrentSessionId(after.sessionId);
  useChatStore.setState(after, true);
}

useSessionStore.subscribe((state, previous) => {
  if (state.session?.userId !== previous.session?.userId) dispatchChat({ type: 'reset', sessionId: newSessionId() });
});
