/**
 * `GET /api/v1/restaurants` (spec §2 gourmet food, restaurant tab): restaurants by town and name
 * with open status (Asia/Shanghai), average price, bookable flag and food count.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ListRestaurantsResponseSchema, type ListRestaurantsQuery } from '@dali/shared/contracts/food';
import { request } from '../../../lib/api-client';

/** One page of restaurants. Quiet: the page shows its own error state. */
export async function listRestaurants(query: ListRestaurantsQuery, signal?: AbortSignal) {
  const body = await request('/api/v1/restaurants', { schema: ListRestaurantsResponseSchema, query: { ...query }, quiet: true, signal });
  return body.data;
}

/** Query options of one page; open status changes with the clock, so answers count as fresh for one minute only. */
export function restaurantsQueryOptions(query: ListRestaurantsQuery) {
  return queryOptions({
    queryKey: ['restaurants', 'list', query],
    queryFn: ({ signal }) => listRestaurants(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** One page of restaurants; disabled while another tab is shown. */
export function useRestaurants(query: ListRestaurantsQuery, enabled = true) {
  return useQuery({ ...restaurantsQueryOptions(query), enabled });
}
