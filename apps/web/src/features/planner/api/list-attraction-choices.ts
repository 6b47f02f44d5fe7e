/**
 * Attractions to pick must-visits from (spec §3 "must-visit list (comma separated or pick
 * attractions)"): every attraction's id and localized name from `GET /api/v1/attractions`, 50 a
 * page, at most 10 pages. Fetched when the picker is first used.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ATTRACTIONS_MAX_PAGE_SIZE, ListAttractionsResponseSchema } from '@dali/shared/contracts/attractions';
import type { LocalizedText } from '@dali/shared/locales';
import { request } from '../../../lib/api-client';

/** Most pages read (50 attractions each), so a large catalog does not fan out into many calls. */
const MAX_PAGES = 10;

/** An attraction the must-visit picker offers; `town` is the catalog's town value. */
export interface AttractionChoice {
  id: string;
  name: LocalizedText;
  town: string;
}

async function fetchPage(page: number, signal?: AbortSignal) {
  const body = await request('/api/v1/attractions', {
    schema: ListAttractionsResponseSchema,
    query: { page, pageSize: ATTRACTIONS_MAX_PAGE_SIZE, sort: 'recommended' },
    silent: true,
    signal,
  });
  return body.data;
}

/** Every attraction (see the module comment). */
export async function listAttractionChoices(signal?: AbortSignal): Promise<AttractionChoice[]> {
  const first = await fetchPage(1, signal);
  const items = [...first.items];
  for (let page = 2; page <= Math.min(first.totalPages, MAX_PAGES); page += 1) items.push(...(await fetchPage(page, signal)).items);
  return items.map((item) => ({ id: item.id, name: item.name, town: item.town }));
}

/** The choices hook; `enabled` once the picker is opened. */
export function useAttractionChoices(enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: ['planner', 'attraction-choices'], queryFn: ({ signal }) => listAttractionChoices(signal), staleTime: 30 * 60 * 1000 }),
    enabled,
  });
}
