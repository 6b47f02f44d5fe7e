/**
 * `GET /ai_api/v1/enhanced_chat/users/{userId}/sessions` (spec §7): a logged-in user's stored chat
 * sessions, newest activity first (`ChatSessionsResponseSchema`). Quiet: the history drawer toasts
 * its own "could not load" text (spec §8) and shows a retry.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChatSessionsResponseSchema, type ChatSession } from '@dali/shared/contracts/chat';
import { request } from '../../../lib/api-client';

/** Query key prefix of every user's session list (one place, spec architecture §3.6). */
export const CHAT_SESSIONS_KEY = ['chat', 'sessions'] as const;

/**
 * The sessions of `userId` (a user id, or a visitor's fingerprint). `silent` (the drawer looking
 * for the current session after a reload) shows nothing and never logs out.
 * @throws ApiError (no toast; unless silent, a 401 logs out).
 */
export async function listChatSessions(userId: string, options: { signal?: AbortSignal; silent?: boolean } = {}): Promise<ChatSession[]> {
  const body = await request(`/ai_api/v1/enhanced_chat/users/${encodeURIComponent(userId)}/sessions`, {
    schema: ChatSessionsResponseSchema,
    quiet: true,
    silent: options.silent,
    signal: options.signal,
  });
  return body.data;
}

/** Query options of the session list of `userId`. */
export function chatSessionsQueryOptions(userId: string) {
  return queryOptions({ queryKey: [...CHAT_SESSIONS_KEY, userId], queryFn: ({ signal }) => listChatSessions(userId, { signal }), staleTime: 0 });
}

/** The session list of `userId`, fetched while `enabled`. */
export function useChatSessions(userId: string, enabled: boolean) {
  return useQuery({ ...chatSessionsQueryOptions(userId), enabled });
}
