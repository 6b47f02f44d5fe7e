/**
 * `GET /api/v1/stays` (spec §2 stay list): name search, type and town filters, sort, paging, and
 * each lodging's total for `nights` nights (`totalFen` = lowest nightly price × nights, in fen).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ListStaysResponseSchema, type ListStaysQuery } from '@dali/shared/contracts/stays';
import { request } from '../../../lib/api-client';

/** One page of lodgings. Quiet: the page shows its own error state instead of a toast. */
export async function listStays(query: ListStaysQuery, signal?: AbortSignal) {
  const body = await request('/api/v1/stays', { schema: ListStaysResponseSchema, query: { ...query }, quiet: true, signal });
  return body.data;
}

/** Query options of one page; the previous page's answer stays on screen while the next loads. */
export function listStaysQueryOptions(query: ListStaysQuery) {
  return queryOptions({
    queryKey: ['stays', 'list', query],
    queryFn: ({ signal }) => listStays(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
