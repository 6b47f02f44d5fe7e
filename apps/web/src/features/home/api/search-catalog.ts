/**
 * `GET /api/v1/search?q=` (home hero search): attractions, stays, dishes and restaurants matching
 * Chinese, pinyin or English, grouped by kind, best group first.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SearchResponseSchema, type SearchResult } from '@dali/shared/contracts/search';
import { request } from '../../../lib/api-client';

/** Hits per kind shown under the hero search. */
export const HERO_SEARCH_LIMIT = 5;

/**
 * Search the catalog. Silent: the combobox shows its own error state instead of a toast.
 * @throws ApiError when the call fails.
 */
export async function searchCatalog(q: string, signal?: AbortSignal): Promise<SearchResult> {
  const body = await request('/api/v1/search', { schema: SearchResponseSchema, query: { q, limit: HERO_SEARCH_LIMIT }, silent: true, signal });
  return body.data;
}

/** Query options of one search; answers stay fresh for a minute (the catalog changes by import). */
export function searchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['search', q],
    queryFn: ({ signal }) => searchCatalog(q, signal),
    staleTime: 60_000,
    // A failed search is shown at once; typing again retries.
    retry: false,
  });
}

/**
 * The search for `q`; idle while `q` is empty. The previous answer stays available while the next
 * one loads, so a results list does not flicker as the visitor types.
 */
export function useCatalogSearch(q: string) {
  return useQuery({ ...searchQueryOptions(q), enabled: q.length > 0, placeholderData: keepPreviousData });
}
