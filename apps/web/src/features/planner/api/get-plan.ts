/**
 * `GET /ai_api/v1/base_api/travel_plans/{id}` (spec §7): one stored plan with its request, plan,
 * checker verdict, narrative and sharing state. Its owner may always read it; anyone may once it
 * is shared (the share page, spec §2 `/share/:planId`). 404 for an unknown or deleted plan.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { StoredTravelPlanSchema } from '@dali/shared/contracts/planner-stream';
import { successEnvelope } from '@dali/shared/errors';
import { ApiError, request } from '../../../lib/api-client';

const StoredPlanResponseSchema = successEnvelope(StoredTravelPlanSchema);

/** API path of stored plan `id` (spec §7 `GET …/base_api/travel_plans/{id}`), id URL-encoded. */
export function planPath(id: string): string {
  return `/ai_api/v1/base_api/travel_plans/${encodeURIComponent(id)}`;
}

/** Fetch one plan; quiet, because the pages show their own 404 and error states. */
export async function getPlan(id: string, signal?: AbortSignal) {
  const body = await request(planPath(id), { schema: StoredPlanResponseSchema, quiet: true, signal });
  return body.data;
}

/** Query key of one plan (share and delete update it). */
export function planQueryKey(id: string) {
  return ['planner', 'plan', id] as const;
}

/**
 * Query options of plan `id`: fresh for 60 s; retried once, but not after 404 or 403 (missing or
 * not shared). The share page reads the plan as a `shared` view, cached apart from the owner's
 * (under the same prefix, so sharing and deleting refresh both): a shared plan's first load
 * embeds the answer any reader who is not the owner gets (`isOwner` false), which must not stand
 * in for the owner's own copy on the plan page.
 */
export function planQueryOptions(id: string, view: 'own' | 'shared' = 'own') {
  return queryOptions({
    queryKey: view === 'shared' ? ([...planQueryKey(id), 'shared'] as const) : planQueryKey(id),
    queryFn: ({ signal }) => getPlan(id, signal),
    staleTime: 60_000,
    // A missing or unshared plan stays so when asked again.
    retry: (count, error) => count < 1 && !(error instanceof ApiError && (error.status === 404 || error.status === 403)),
  });
}

/**
 * Plan `id` for the plan page (`own`) or the share page (`shared`); errors are ApiError (404 or
 * 403: missing or not shared).
 */
export function usePlan(id: string, view: 'own' | 'shared' = 'own') {
  return useQuery(planQueryOptions(id, view));
}
