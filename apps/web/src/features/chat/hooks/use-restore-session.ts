/**
 * After a reload the conversation on screen is empty while `currentSessionId` still names the
 * session the server keeps (with its history, which the next answer will use). The first time the
 * drawer opens, the caller's session list (a user's, or a visitor's by fingerprint) is checked for
 * the current id and, when it is there, its stored messages are loaded, so what the reader sees is
 * what the assistant remembers. Looking in the list first avoids asking for a session that has no
 * stored turn yet (a 404 the browser would log). An id the list does not hold is replaced by a
 * new one: it is either unused (nothing lost) or another owner's — a visitor's from before logging
 * in, or the previous user's on a shared device — which the server would refuse to continue. Both
 * calls are silent: any failure leaves the welcome message and the id as they are.
 */
import { useEffect } from 'react';
import { getSessionMessages } from '../api/get-session-messages';
import { listChatSessions } from '../api/list-sessions';
import { newSessionId } from '../session-id';
import { dispatchChat, useChatStore } from '../state/chat-store';

let restoredFor: string | null = null;

/** Load the current session's stored messages for `userId` once per page visit, when `open`. */
export function useRestoreSession(open: boolean, userId: string): void {
  useEffect(() => {
    if (!open) return undefined;
    const { sessionId, messages } = useChatStore.getState();
    if (messages.length > 0 || restoredFor === sessionId) return undefined;
    restoredFor = sessionId;
    const controller = new AbortController();
    const restore = async () => {
      const sessions = await listChatSessions(userId, { silent: true, signal: controller.signal });
      const untouched = () => useChatStore.getState().sessionId === sessionId && useChatStore.getState().messages.length === 0;
      if (!sessions.some((s) => s.session_id === sessionId)) {
        if (untouched()) dispatchChat({ type: 'reset', sessionId: newSessionId() });
        return;
      }
      const stored = await getSessionMessages(sessionId, { silent: true, signal: controller.signal });
      // Only into the same, still empty conversation (no question sent meanwhile, no new chat).
      if (stored.length > 0 && untouched()) dispatchChat({ type: 'loaded', sessionId, messages: stored });
    };
    restore().catch(() => undefined);
    return () => controller.abort();
  }, [open, userId]);
}
