/**
 * `POST /ai_api/v1/enhanced_chat/sessions/soft-delete { session_id, user_id }` (spec §7): hide a
 * session from the user's history. Quiet: the history drawer toasts spec §8's own texts.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChatSoftDeleteResponseSchema, type ChatSoftDeleteRequest } from '@dali/shared/contracts/chat';
import { request } from '../../../lib/api-client';
import { CHAT_SESSIONS_KEY } from './list-sessions';

/** Soft-delete one session. @throws ApiError on any failure. */
export async function deleteChatSession(body: ChatSoftDeleteRequest): Promise<void> {
  await request('/ai_api/v1/enhanced_chat/sessions/soft-delete', { method: 'POST', body, schema: ChatSoftDeleteResponseSchema, quiet: true });
}

/** The delete as a mutation; on success every session list is refetched. */
export function useDeleteChatSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChatSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAT_SESSIONS_KEY }),
  });
}
