/**
 * `GET /api/v1/towns`: the towns of the catalog for the restaurant town filter, Dali prefecture
 * first. The API lists every active town; it does not say which ones have restaurants.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ListTownsResponseSchema } from '@dali/shared/contracts/stays';
import { request } from '../../../lib/api-client';

/** All towns. Quiet: the filter shows its own failure. */
export async function listTowns(signal?: AbortSignal) {
  const body = await request('/api/v1/towns', { schema: ListTownsResponseSchema, quiet: true, signal });
  return body.data;
}

/** Query options; towns change only with a catalog import. */
export const townsQueryOptions = queryOptions({
  queryKey: ['food', 'towns'],
  queryFn: ({ signal }) => listTowns(signal),
  staleTime: 30 * 60_000,
});

/** The town list. */
export function useTowns() {
  return useQuery(townsQueryOptions);
}
