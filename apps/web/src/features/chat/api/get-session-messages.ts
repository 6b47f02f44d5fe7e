/**
 * `GET /ai_api/v1/enhanced_chat/sessions/{sessionId}/messages` (spec §7): the stored messages of one
 * session, oldest first, each with the catalog entries the answer cited.
 */
import { ChatMessagesResponseSchema, type ChatStoredMessage } from '@dali/shared/contracts/chat';
import { request } from '../../../lib/api-client';

/**
 * The messages of `sessionId`. `silent` (restoring the current session after a reload: a session
 * not stored yet is no failure) shows nothing; otherwise quiet, as the caller toasts spec §8's
 * "could not load" text.
 * @throws ApiError on any failure.
 */
export async function getSessionMessages(sessionId: string, options: { silent?: boolean; signal?: AbortSignal } = {}): Promise<ChatStoredMessage[]> {
  const body = await request(`/ai_api/v1/enhanced_chat/sessions/${encodeURIComponent(sessionId)}/messages`, {
    schema: ChatMessagesResponseSchema,
    quiet: true,
    silent: options.silent,
    signal: options.signal,
  });
  return body.data.messages;
}
