/**
 * Who a chat call is for (spec §6): the logged-in user's id, else this browser's visitor id (the
 * local-storage `visitorFingerprint`, lib/visitor-id.ts), else the word `anonymous` — the same
 * subject the server meters the chat quota by.
 */
import { ANONYMOUS_CHAT_USER } from '@dali/shared/contracts/chat';
import type { Session } from '../../lib/session';
import { getVisitorId } from '../../lib/visitor-id';

/** The `user_id` of chat calls for `session` (null for a visitor); never empty. */
export function chatUserId(session: Pick<Session, 'userId'> | null): string {
  if (session?.userId) return session.userId;
  try {
    const visitor = getVisitorId();
    if (visitor) return visitor;
  } catch {
    // No crypto and no storage (very old browser): the server still meters the word below.
  }
  return ANONYMOUS_CHAT_USER;
}
