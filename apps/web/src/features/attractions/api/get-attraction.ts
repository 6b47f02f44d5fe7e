/**
 * `GET /api/v1/attractions/:id` (spec §2 attraction detail): everything about one place, with its
 * open status (China time) and distance from the visitor's position when given.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AttractionDetailResponseSchema } from '@dali/shared/contracts/attractions';
import { ApiError, request } from '../../../lib/api-client';

/** Visitor position for the distance, when shared. */
export interface AttractionPosition {
  lat: number;
  lng: number;
}

/** Fetch one attraction; quiet, because the page shows 404 and error states itself. */
export async function getAttraction(id: string, position: AttractionPosition | null, signal?: AbortSignal) {
  const body = await request(`/api/v1/attractions/${encodeURIComponent(id)}`, {
    schema: AttractionDetailResponseSchema,
    query: position ? { lat: position.lat, lng: position.lng } : undefined,
    quiet: true,
    signal,
  });
  return body.data;
}

/**
 * Query options of attraction `id`, keyed by `position` too (the distance depends on it); fresh
 * for 60 s, retried once except after a 404.
 */
export function attractionQueryOptions(id: string, position: AttractionPosition | null) {
  return queryOptions({
    queryKey: ['attractions', 'detail', id, position],
    queryFn: ({ signal }) => getAttraction(id, position, signal),
    staleTime: 60_000,
    // A 404 will not turn into a 200 by asking again.
    retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status === 404),
  });
}

/** Attraction `id` for the detail page, with its distance from `position` when given. */
export function useAttraction(id: string, position: AttractionPosition | null) {
  return useQuery(attractionQueryOptions(id, position));
}
