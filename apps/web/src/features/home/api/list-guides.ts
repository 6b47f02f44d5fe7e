/**
 * `GET /api/v1/guides` (spec §2 home "recommended guides"): every guide with its stop count and
 * first stops.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ListGuidesResponseSchema, type GuideSummary } from '@dali/shared/contracts/guides';
import { request } from '../../../lib/api-client';

/** The guides. Quiet: the section shows its own error state. */
export async function listGuides(signal?: AbortSignal): Promise<GuideSummary[]> {
  const body = await request('/api/v1/guides', { schema: ListGuidesResponseSchema, quiet: true, signal });
  return body.data.items;
}

/** Query options; guides change only with a catalog import. */
export const guidesQueryOptions = queryOptions({
  queryKey: ['guides', 'list'],
  queryFn: ({ signal }) => listGuides(signal),
  staleTime: 10 * 60_000,
});

/** Every guide, for the home guides section; errors are ApiError. */
export function useGuides() {
  return useQuery(guidesQueryOptions);
}
