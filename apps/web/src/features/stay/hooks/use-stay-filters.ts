/**
 * The stay list's state lives in the URL (shareable, survives reload and back): `q`, `type`,
 * `town`, `sort`, `nights`, `page`. Defaults are left out of the URL; unknown values fall back to
 * the defaults instead of failing.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { STAY_SORTS, STAY_TYPES, type ListStaysQuery } from '@dali/shared/contracts/stays';
import { STAY_MIN_NIGHTS, clampNights } from '../lib/nights';

/** A lodging type of spec §3. */
export type StayType = (typeof STAY_TYPES)[number];
/** A sort of the stay list. */
export type StaySort = (typeof STAY_SORTS)[number];

/** What the list shows; `town` is a town's English name (the API's `town` value). */
export interface StayFilters {
  q: string;
  type: StayType | null;
  town: string | null;
  sort: StaySort;
  /** Stay length for the totals, 1–30. */
  nights: number;
  /** 1-based page: the page shown (pager) or the last page loaded (load more). */
  page: number;
}

/** The state of a bare `/stay`. */
export const DEFAULT_STAY_FILTERS: StayFilters = { q: '', type: null, town: null, sort: 'recommended', nights: STAY_MIN_NIGHTS, page: 1 };

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null;
}

/** URL search parameters → filters. */
export function parseStayFilters(params: URLSearchParams): StayFilters {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    type: oneOf(STAY_TYPES, params.get('type')),
    town: params.get('town')?.trim().slice(0, 60) || null,
    sort: oneOf(STAY_SORTS, params.get('sort')) ?? DEFAULT_STAY_FILTERS.sort,
    nights: clampNights(params.get('nights')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Filters → URL search parameters, defaults left out, in a stable order. */
export function stayFiltersToParams(filters: StayFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.type) params.set('type', filters.type);
  if (filters.town) params.set('town', filters.town);
  if (filters.sort !== DEFAULT_STAY_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.nights !== DEFAULT_STAY_FILTERS.nights) params.set('nights', String(filters.nights));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The API query of one page of the list (`page` overrides the filters' page). */
export function stayListQuery(filters: StayFilters, page: number = filters.page): ListStaysQuery {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.town ? { town: filters.town } : {}),
    sort: filters.sort,
    nights: filters.nights,
    page,
    pageSize: STAY_PAGE_SIZE,
  };
}

/** Lodgings per page (the API's default). */
export const STAY_PAGE_SIZE = 12;

/** How many narrowing filters are on (search, type, town): the drawer button's badge. */
export function countActiveFilters(filters: StayFilters): number {
  return [filters.q, filters.type, filters.town].filter(Boolean).length;
}

/**
 * Filters and their setter. Changing anything but `page` starts again at page 1. Typing (search,
 * nights) replaces the history entry; other changes push one, so Back undoes them.
 */
export function useStayFilters(): [StayFilters, (patch: Partial<StayFilters>, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseStayFilters(params), [params]);
  const update = useCallback(
    (patch: Partial<StayFilters>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const base = parseStayFilters(current);
          const next = { ...base, ...patch, page: patch.page ?? 1 };
          const out = stayFiltersToParams(next);
          // Keep parameters owned by others (e.g. `lang`) as they are.
          for (const [key, value] of current) if (!(key in DEFAULT_STAY_FILTERS)) out.set(key, value);
          return out;
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [filters, update];
}
