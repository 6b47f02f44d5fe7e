/**
 * `GET /api/v1/stays/:id?nights=` (spec §2 `/stay/reserve`): rooms, contact, bilingual address,
 * and `totalFen` for `nights` nights. An unknown id answers 404, which the page shows as the
 * "homestay id missing" state of spec §8.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { StayDetailResponseSchema } from '@dali/shared/contracts/stays';
import { ApiError, request } from '../../../lib/api-client';

/** One lodging. Quiet: the page shows its own missing and error states. */
export async function getStay(id: string, nights: number, signal?: AbortSignal) {
  const body = await request(`/api/v1/stays/${encodeURIComponent(id)}`, { schema: StayDetailResponseSchema, query: { nights }, quiet: true, signal });
  return body.data;
}

/** Whether a failed detail call means "no such lodging" (HTTP 404) rather than a failure to retry. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Query options; a 404 is final, so it is not retried. */
export function stayQueryOptions(id: string, nights: number) {
  return queryOptions({
    queryKey: ['stays', 'detail', id, nights],
    queryFn: ({ signal }) => getStay(id, nights, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

/** One lodging; disabled without an id. */
export function useStay(id: string | null, nights: number) {
  return useQuery({ ...stayQueryOptions(id ?? '', nights), enabled: id !== null });
}
