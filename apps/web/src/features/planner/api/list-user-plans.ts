/**
 * `GET /ai_api/v1/base_api/travel_plans/user/{userId}` (spec §7): the plan history of the logged-in
 * user, newest first (spec §3 "Plan history summary").
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TravelPlanHistorySchema } from '@dali/shared/contracts/planner-stream';
import { successEnvelope } from '@dali/shared/errors';
import { request } from '../../../lib/api-client';

const HistoryResponseSchema = successEnvelope(TravelPlanHistorySchema);

/** Fetch the user's plans; quiet, the list shows its own error line. */
export async function listUserPlans(userId: string, signal?: AbortSignal) {
  const body = await request(`/ai_api/v1/base_api/travel_plans/user/${encodeURIComponent(userId)}`, {
    schema: HistoryResponseSchema,
    quiet: true,
    signal,
  });
  return body.data.plans;
}

/** Query key prefix of every user's history list, invalidated when a plan is made, shared or deleted. */
export const USER_PLANS_KEY = ['planner', 'history'] as const;

/** Query options of `userId`'s plan history: fresh for 30 s. */
export function userPlansQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...USER_PLANS_KEY, userId],
    queryFn: ({ signal }) => listUserPlans(userId, signal),
    staleTime: 30_000,
  });
}

/** The history hook; off without a user. */
export function useUserPlans(userId: string | null) {
  return useQuery({ ...userPlansQueryOptions(userId ?? ''), enabled: userId !== null });
}
