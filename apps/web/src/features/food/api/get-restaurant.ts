/**
 * `GET /api/v1/restaurants/:id` (spec §2 restaurant detail): address, opening hours with open
 * status, average price, dishes, phone. An unknown id answers 404.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { RestaurantDetailResponseSchema } from '@dali/shared/contracts/food';
import { request } from '../../../lib/api-client';
import { isNotFound } from './get-food';

/** One restaurant. Quiet: the page shows its own missing and error states. */
export async function getRestaurant(id: string, signal?: AbortSignal) {
  const body = await request(`/api/v1/restaurants/${encodeURIComponent(id)}`, { schema: RestaurantDetailResponseSchema, quiet: true, signal });
  return body.data;
}

/** Query options; a 404 is final, so it is not retried. */
export function restaurantQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['restaurants', 'detail', id],
    queryFn: ({ signal }) => getRestaurant(id, signal),
    staleTime: 60_000,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

/** One restaurant; disabled without an id. */
export function useRestaurant(id: string | null) {
  return useQuery({ ...restaurantQueryOptions(id ?? ''), enabled: id !== null });
}
