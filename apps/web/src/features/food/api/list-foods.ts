/**
 * `GET /api/v1/foods` (spec §2 gourmet food, food tab): dishes by category and name, with diet
 * tags and how many restaurants are known for each.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ListFoodsResponseSchema, type ListFoodsQuery } from '@dali/shared/contracts/food';
import { request } from '../../../lib/api-client';

/** One page of dishes. Quiet: the page shows its own error state. */
export async function listFoods(query: ListFoodsQuery, signal?: AbortSignal) {
  const body = await request('/api/v1/foods', { schema: ListFoodsResponseSchema, query: { ...query }, quiet: true, signal });
  return body.data;
}

/** Query options of one page; the previous answer stays on screen while the next loads. */
export function foodsQueryOptions(query: ListFoodsQuery) {
  return queryOptions({
    queryKey: ['foods', 'list', query],
    queryFn: ({ signal }) => listFoods(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** One page of dishes; disabled while another tab is shown. */
export function useFoods(query: ListFoodsQuery, enabled = true) {
  return useQuery({ ...foodsQueryOptions(query), enabled });
}
