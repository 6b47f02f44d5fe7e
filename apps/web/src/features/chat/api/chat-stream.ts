/**
 * `POST /ai_api/v1/chat/stream` (spec §7): one question, answered as SSE frames checked one by one
 * against `ChatStreamFrameSchema` (packages/shared/src/contracts/chat.ts): `session`, the reply as
 * `ai_response` pieces or one `full_content`, `references`, then `{ status: "completed" }`, or an
 * `error` frame.
 *
 * Two steps, because spec §4 treats their failures differently: {@link openChatStream} sends the
 * request through the request client (bearer token, visitor id header, Accept-Language, token
 * rotation) and throws the JSON error of a non-OK answer (400/401/403/429/448) as an `ApiError`
 * without a toast (quiet: the drawer decides); {@link readChatFrames} reads the body, and a
 * connection that breaks mid-answer throws `network` — the drawer shows that as "interrupted,
 * please resend".
 */
import { safeParse } from 'zod/mini';
import { ChatStreamFrameSchema, type ChatStreamFrame, type ChatStreamRequest } from '@dali/shared/contracts/chat';
import { ApiError, openStream } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { readSseData } from '../../../lib/sse';

/** Path of the chat stream (spec §7). */
export const CHAT_STREAM_PATH = '/ai_api/v1/chat/stream';

/** One frame's JSON checked against the contract; anything else throws `contract`. */
export function parseChatFrame(data: string): ChatStreamFrame {
  let json: unknown;
  try {
    json = JSON.parse(data) as unknown;
  } catch {
    throw new ApiError('contract', i18n.t('errors.unexpectedResponse'));
  }
  const parsed = safeParse(ChatStreamFrameSchema, json);
  if (!parsed.success) throw new ApiError('contract', i18n.t('errors.unexpectedResponse'), null, null, parsed.error.issues);
  return parsed.data;
}

/**
 * Send `request` (spec §7 body: query, user_id, include_history true, use_agent false, use_tools
 * false, language, session_id) and return the open response.
 * @throws ApiError `http` (server message and status: 400, 403, 429, 448…), `unauthorized` (401:
 *   the request client has already toasted and logged out), `network`, or `aborted`.
 */
export async function openChatStream(request: ChatStreamRequest, signal?: AbortSignal): Promise<Response> {
  const response = await openStream(CHAT_STREAM_PATH, { body: request, signal, quiet: true });
  if (!response.body) throw new ApiError('network', i18n.t('errors.network'));
  return response;
}

/**
 * The frames of an open chat stream, in order, as they arrive; ends when the body ends (with or
 * without `completed` — the caller tells which).
 * @throws ApiError `contract` (a frame the contract does not allow), `network` (the connection
 *   broke mid-answer) or `aborted`.
 */
export async function* readChatFrames(response: Response, signal?: AbortSignal): AsyncGenerator<ChatStreamFrame> {
  if (!response.body) throw new ApiError('network', i18n.t('errors.network'));
  try {
    for await (const data of readSseData(response.body, signal)) yield parseChatFrame(data);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (signal?.aborted) throw new ApiError('aborted', i18n.t('errors.aborted'));
    throw new ApiError('network', i18n.t('errors.network'));
  }
  if (signal?.aborted) throw new ApiError('aborted', i18n.t('errors.aborted'));
}
