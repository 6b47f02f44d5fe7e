/**
 * `GET /api/v1/guides/:id`: one guide with every stop (name, kind, web path, town, point).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GuideDetailResponseSchema, type GuideDetail } from '@dali/shared/contracts/guides';
import { request } from '../../../lib/api-client';

/** One guide. Quiet: the dialog shows its own error state. */
export async function getGuide(id: string, signal?: AbortSignal): Promise<GuideDetail> {
  const body = await request(`/api/v1/guides/${encodeURIComponent(id)}`, { schema: GuideDetailResponseSchema, quiet: true, signal });
  return body.data;
}

/** Query options of guide `id`, for the route dialog: fresh for 10 minutes. */
export function guideQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['guides', 'detail', id],
    queryFn: ({ signal }) => getGuide(id, signal),
    staleTime: 10 * 60_000,
  });
}

/** One guide; idle while `id` is null (no dialog open). */
export function useGuide(id: string | null) {
  return useQuery({ ...guideQueryOptions(id ?? ''), enabled: id !== null });
}
