/**
 * The gourmet food page's state lives in the URL: `tab` (restaurants, the default, or food),
 * `q`, `category` (food tab), `town` and `diet` (restaurant tab) and `page`. Defaults are left out of the
 * URL; unknown values fall back to the defaults.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { FOOD_CATEGORIES, RESTAURANT_DIETS, type ListFoodsQuery, type ListRestaurantsQuery, type RestaurantDietFilter } from '@dali/shared/contracts/food';

/** The two tabs of spec §2, in their order. */
export const FOOD_TABS = ['restaurants', 'food'] as const;
/** A tab of /gourmetFood, as in the URL's `tab` parameter. */
export type FoodTab = (typeof FOOD_TABS)[number];
/** A dish category of spec §3. */
export type FoodCategory = (typeof FOOD_CATEGORIES)[number];

/** What the page shows; `town` is a town's English name (the API's `town` value); `diet` keeps places a source says meet it. */
export interface FoodFilters {
  tab: FoodTab;
  q: string;
  category: FoodCategory | null;
  town: string | null;
  diet: RestaurantDietFilter | null;
  page: number;
}

/** The state of a bare `/gourmetFood`. */
export const DEFAULT_FOOD_FILTERS: FoodFilters = { tab: 'restaurants', q: '', category: null, town: null, diet: null, page: 1 };

/** Items per page of either list. */
export const FOOD_PAGE_SIZE = 12;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null;
}

/** URL search parameters → filters. */
export function parseFoodFilters(params: URLSearchParams): FoodFilters {
  const page = Number(params.get('page'));
  return {
    tab: oneOf(FOOD_TABS, params.get('tab')) ?? DEFAULT_FOOD_FILTERS.tab,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    category: oneOf(FOOD_CATEGORIES, params.get('category')),
    town: params.get('town')?.trim().slice(0, 60) || null,
    diet: oneOf(RESTAURANT_DIETS, params.get('diet')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Filters → URL search parameters, defaults and the other tab's filter left out. */
export function foodFiltersToParams(filters: FoodFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.tab !== DEFAULT_FOOD_FILTERS.tab) params.set('tab', filters.tab);
  if (filters.q) params.set('q', filters.q);
  if (filters.tab === 'food' && filters.category) params.set('category', filters.category);
  if (filters.tab === 'restaurants' && filters.town) params.set('town', filters.town);
  if (filters.tab === 'restaurants' && filters.diet) params.set('diet', filters.diet);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * `GET /api/v1/foods` query for the food tab: search, category and page, {@link FOOD_PAGE_SIZE} a
 * page; unset filters are left out.
 */
export function foodsQuery(filters: FoodFilters): ListFoodsQuery {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    page: filters.page,
    pageSize: FOOD_PAGE_SIZE,
  };
}

/**
 * `GET /api/v1/restaurants` query for the restaurant tab: search, town (English name), diet and page,
 * {@link FOOD_PAGE_SIZE} a page; unset filters are left out.
 */
export function restaurantsQuery(filters: FoodFilters): ListRestaurantsQuery {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.town ? { town: filters.town } : {}),
    ...(filters.diet ? { diet: filters.diet } : {}),
    page: filters.page,
    pageSize: FOOD_PAGE_SIZE,
  };
}

/**
 * Filters and their setter. Changing anything but `page` starts again at page 1; switching tabs
 * also clears the search, which belongs to one list. Typing replaces the history entry; other
 * changes push one, so Back undoes them.
 */
export function useFoodFilters(): [FoodFilters, (patch: Partial<FoodFilters>, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFoodFilters(params), [params]);
  const update = useCallback(
    (patch: Partial<FoodFilters>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const base = parseFoodFilters(current);
          const switching = patch.tab !== undefined && patch.tab !== base.tab;
          const next = { ...base, ...(switching ? { q: '' } : {}), ...patch, page: patch.page ?? 1 };
          const out = foodFiltersToParams(next);
          // Keep parameters owned by others (e.g. `lang`) as they are.
          for (const [key, value] of current) if (!(key in DEFAULT_FOOD_FILTERS)) out.set(key, value);
          return out;
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [filters, update];
}
