/**
 * `GET /ai_api/v1/base_api/visitor/remaining_count?user_id=…&type=chat` (spec §7): how many chat
 * questions a visitor has left today (`RemainingCountResponseSchema`). Silent: the count is a hint,
 * and its failure must not interrupt the chat.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { RemainingCountResponseSchema, type QuotaType, type RemainingCount } from '@dali/shared/contracts/membership';
import { request } from '../../../lib/api-client';

/** Query key prefix of remaining counts. */
export const REMAINING_COUNT_KEY = ['remaining-count'] as const;

/** The remaining count of `type` for `userId` (user id or visitor fingerprint). @throws ApiError. */
export async function getRemainingCount(userId: string, type: QuotaType, signal?: AbortSignal): Promise<RemainingCount> {
  const body = await request('/ai_api/v1/base_api/visitor/remaining_count', {
    query: { user_id: userId, type },
    schema: RemainingCountResponseSchema,
    silent: true,
    signal,
  });
  return body.data;
}

/** Query options of the remaining count of `type` for `userId`. */
export function remainingCountQueryOptions(userId: string, type: QuotaType) {
  return queryOptions({
    queryKey: [...REMAINING_COUNT_KEY, type, userId],
    queryFn: ({ signal }) => getRemainingCount(userId, type, signal),
    staleTime: 30_000,
  });
}

/** The remaining count of `type` for `userId`, fetched while `enabled`. */
export function useRemainingCount(userId: string, type: QuotaType, enabled = true) {
  return useQuery({ ...remainingCountQueryOptions(userId, type), enabled });
}
