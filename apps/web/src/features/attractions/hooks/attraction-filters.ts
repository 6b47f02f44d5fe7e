/**
 * The attraction list's search, filter, sort, page and view state, kept in the URL query string
 * (shareable links; the back button steps through changes): `q`, `type`, `region`, `minRating`
 * (3–5), `openStatus`, `sort`, `page` and `view=map`. Values that are not valid are ignored, so a
 * hand-edited or old link still opens. Defaults are left out of the URL.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  ATTRACTION_REGIONS,
  ATTRACTION_SORTS,
  ATTRACTION_TYPES,
  OPEN_STATUS_FILTERS,
} from '@dali/shared/contracts/attractions';

/** Attraction type filter values (spec §3). */
export type AttractionType = (typeof ATTRACTION_TYPES)[number];
/** Region filter values (spec §3). */
export type AttractionRegion = (typeof ATTRACTION_REGIONS)[number];
/** Sort orders (spec §2). */
export type AttractionSort = (typeof ATTRACTION_SORTS)[number];
/** Open-status filter values. */
export type OpenStatusFilter = (typeof OPEN_STATUS_FILTERS)[number];
/** Minimum ratings offered (spec §3: above 3, 4, 5). */
export const MIN_RATINGS = [3, 4, 5] as const;
export type MinRating = (typeof MIN_RATINGS)[number];
/** List or map presentation of the results. */
export type AttractionView = 'list' | 'map';

/** Everything the list page shows, as read from the URL. */
export interface AttractionFilters {
  q: string;
  type: AttractionType | null;
  region: AttractionRegion | null;
  minRating: MinRating | null;
  openStatus: OpenStatusFilter | null;
  sort: AttractionSort;
  page: number;
  view: AttractionView;
}

/** The state of a URL without parameters. */
export const DEFAULT_FILTERS: AttractionFilters = {
  q: '',
  type: null,
  region: null,
  minRating: null,
  openStatus: null,
  sort: 'recommended',
  page: 1,
  view: 'list',
};

/** The filter keys that narrow results (shown as removable "active filter" chips). */
export const NARROWING_KEYS = ['q', 'type', 'region', 'minRating', 'openStatus'] as const;

const QUERY_MAX_CHARS = 100;

function oneOf<T extends string | number>(values: readonly T[], raw: string | null): T | null {
  if (raw === null) return null;
  return values.find((value) => String(value) === raw) ?? null;
}

/** Read the state from a query string; invalid values fall back to the defaults. */
export function parseFilters(params: URLSearchParams): AttractionFilters {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, QUERY_MAX_CHARS),
    type: oneOf(ATTRACTION_TYPES, params.get('type')),
    region: oneOf(ATTRACTION_REGIONS, params.get('region')),
    minRating: oneOf(MIN_RATINGS, params.get('minRating')),
    openStatus: oneOf(OPEN_STATUS_FILTERS, params.get('openStatus')),
    sort: oneOf(ATTRACTION_SORTS, params.get('sort')) ?? DEFAULT_FILTERS.sort,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    view: params.get('view') === 'map' ? 'map' : 'list',
  };
}

/**
 * Write the state into `base` (other parameters such as `lang` are kept): defaults are removed,
 * so equal states give equal URLs. Returns a new URLSearchParams.
 */
export function writeFilters(filters: AttractionFilters, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: keyof AttractionFilters, value: string | number | null) => {
    if (value === null || value === '' || value === DEFAULT_FILTERS[key]) params.delete(key);
    else params.set(key, String(value));
  };
  set('q', filters.q.trim());
  set('type', filters.type);
  set('region', filters.region);
  set('minRating', filters.minRating);
  set('openStatus', filters.openStatus);
  set('sort', filters.sort);
  set('page', filters.page);
  set('view', filters.view);
  return params;
}

/** How many narrowing filters (search included) are set. */
export function countActive(filters: AttractionFilters): number {
  return NARROWING_KEYS.filter((key) => filters[key] !== null && filters[key] !== '').length;
}

/** A change to the state; anything but `page` itself starts again at page 1. */
export type FiltersPatch = Partial<AttractionFilters>;

/** Apply a patch: changes to what is shown or how it is ordered reset the page to 1. */
export function applyPatch(filters: AttractionFilters, patch: FiltersPatch): AttractionFilters {
  const next = { ...filters, ...patch };
  const resetsPage = Object.keys(patch).some((key) => key !== 'page' && key !== 'view');
  return resetsPage && patch.page === undefined ? { ...next, page: 1 } : next;
}

/** The state and a setter that pushes a history entry (so "back" undoes a change). */
export function useAttractionFilters(): [AttractionFilters, (patch: FiltersPatch) => void, (filters: AttractionFilters) => string] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const update = useCallback(
    (patch: FiltersPatch) => {
      setParams((current) => writeFilters(applyPatch(parseFilters(current), patch), current), { preventScrollReset: true });
    },
    [setParams],
  );
  const searchFor = useCallback((next: AttractionFilters) => {
    const search = writeFilters(next, params).toString();
    return search ? `?${search}` : '';
  }, [params]);
  return [filters, update, searchFor];
}
