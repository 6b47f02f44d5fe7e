/**
 * `GET /api/v1/attractions` (spec §2 attraction list): name search, type/region/rating/open-status
 * filters, sort, paging, and distances from the visitor (when `lat`/`lng` are given) or from the
 * default origin (Dali Old Town).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ATTRACTIONS_MAX_PAGE_SIZE, ListAttractionsResponseSchema } from '@dali/shared/contracts/attractions';
import type { ListAttractionsQuery } from '@dali/shared/contracts/attractions';
import { request } from '../../../lib/api-client';

/** Query of the list as the client sends it (every field optional; the server fills defaults). */
export type AttractionsQuery = Partial<ListAttractionsQuery>;

/** Fetch one page; quiet, because the page shows its own error state with a retry. */
export async function listAttractions(query: AttractionsQuery, signal?: AbortSignal) {
  const body = await request('/api/v1/attractions', { schema: ListAttractionsResponseSchema, query, quiet: true, signal });
  return body.data;
}

/** Largest number of pages the map view fetches (50 each), so a huge catalog cannot run away. */
const MAP_MAX_PAGES = 10;

/**
 * Every result of a query (all pages, 50 at a time, at most 500) for the map view, which shows all
 * current results at once.
 */
export async function listAllAttractions(query: AttractionsQuery, signal?: AbortSignal) {
  const first = await listAttractions({ ...query, page: 1, pageSize: ATTRACTIONS_MAX_PAGE_SIZE }, signal);
  const items = [...first.items];
  for (let page = 2; page <= Math.min(first.totalPages, MAP_MAX_PAGES); page += 1) {
    items.push(...(await listAttractions({ ...query, page, pageSize: ATTRACTIONS_MAX_PAGE_SIZE }, signal)).items);
  }
  return { ...first, items, page: 1, totalPages: 1, pageSize: items.length };
}

/**
 * Query options of one page of the attraction list: fresh for 60 s; the previous page stays shown
 * while the next one loads.
 */
export function attractionsQueryOptions(query: AttractionsQuery) {
  return queryOptions({
    queryKey: ['attractions', 'list', query],
    queryFn: ({ signal }) => listAttractions(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Query options of all results (map view). */
export function allAttractionsQueryOptions(query: Omit<AttractionsQuery, 'page' | 'pageSize'>) {
  return queryOptions({
    queryKey: ['attractions', 'all', query],
    queryFn: ({ signal }) => listAllAttractions(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** One page of the list; `enabled: false` while the map view is shown. */
export function useAttractions(query: AttractionsQuery, enabled = true) {
  return useQuery({ ...attractionsQueryOptions(query), enabled });
}

/** All results for the map; `enabled: false` while the list view is shown. */
export function useAllAttractions(query: Omit<AttractionsQuery, 'page' | 'pageSize'>, enabled = true) {
  return useQuery({ ...allAttractionsQueryOptions(query), enabled });
}
