/**
 * `GET /api/v1/foods/:id` (spec §2 food detail): the dish and the restaurants known for it. An
 * unknown id answers 404, shown as the "food id missing" state of spec §8.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FoodDetailResponseSchema } from '@dali/shared/contracts/food';
import { ApiError, request } from '../../../lib/api-client';

/** One dish. Quiet: the page shows its own missing and error states. */
export async function getFood(id: string, signal?: AbortSignal) {
  const body = await request(`/api/v1/foods/${encodeURIComponent(id)}`, { schema: FoodDetailResponseSchema, quiet: true, signal });
  return body.data;
}

/** Whether a failed detail call means "no such record" (HTTP 404) rather than a failure to retry. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Query options; a 404 is final, so it is not retried. */
export function foodQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['foods', 'detail', id],
    queryFn: ({ signal }) => getFood(id, signal),
    staleTime: 5 * 60_000,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

/** One dish; disabled without an id. */
export function useFood(id: string | null) {
  return useQuery({ ...foodQueryOptions(id ?? ''), enabled: id !== null });
}
