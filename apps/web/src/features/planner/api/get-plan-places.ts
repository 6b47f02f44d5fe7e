/**
 * Names and positions of the catalog places a plan mentions. A plan carries catalog ids only
 * (attractions, restaurants with dish ids, stays, towns; packages/shared/src/contracts/planner.ts),
 * so the page asks the catalog's detail endpoints for each distinct place once
 * (`GET /api/v1/attractions/:id`, `/api/v1/restaurants/:id`, `/api/v1/stays/:id`; the ids from
 * packages/shared/src/plan-places.ts, whose answers a shared plan's first load embeds) and the town
 * list (`GET /api/v1/towns`); answers are cached for the session. Dish names come with their
 * restaurant. A place the catalog no longer has is shown by its id, never by a made-up name.
 */
import { queryOptions, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { AttractionDetailResponseSchema } from '@dali/shared/contracts/attractions';
import { RestaurantDetailResponseSchema } from '@dali/shared/contracts/food';
import { collectPlaceIds, planPlacePath, type PlanParts, type PlanPlaceKind } from '@dali/shared/plan-places';
import { StayDetailResponseSchema } from '@dali/shared/contracts/stays';
import type { Locale, LocalizedText } from '@dali/shared/locales';
import { request } from '../../../lib/api-client';
import { useTowns } from '../../../lib/api/get-towns';

/** Kinds of catalog place a plan names. */
export type PlaceKind = 'attraction' | 'restaurant' | 'stay' | 'town';

/** What the page knows of one place. */
export interface PlaceInfo {
  name: LocalizedText;
  location: { lat: number; lng: number } | null;
  /** Ticket or price facts are in the plan; the dish names of a restaurant are here. */
  dishes?: Record<string, LocalizedText>;
}

const LOOKUP_STALE_MS = 30 * 60 * 1000;

async function fetchPlace(kind: PlanPlaceKind, id: string, signal?: AbortSignal): Promise<PlaceInfo> {
  const path = planPlacePath(kind, id);
  if (kind === 'attraction') {
    const { data } = await request(path, { schema: AttractionDetailResponseSchema, silent: true, signal });
    return { name: data.name, location: data.location };
  }
  if (kind === 'restaurant') {
    const { data } = await request(path, { schema: RestaurantDetailResponseSchema, silent: true, signal });
    return { name: data.name, location: data.location, dishes: Object.fromEntries(data.dishes.map((dish) => [dish.id, dish.name])) };
  }
  const { data } = await request(path, { schema: StayDetailResponseSchema, silent: true, signal });
  return { name: data.name, location: data.location };
}

/** Query options of one place (shared cache with nothing else: the catalog pages use their own keys). */
export function placeQueryOptions(kind: PlanPlaceKind, id: string) {
  return queryOptions({
    queryKey: ['planner', 'place', kind, id],
    queryFn: ({ signal }) => fetchPlace(kind, id, signal),
    staleTime: LOOKUP_STALE_MS,
    retry: 1,
  });
}

/** Lookups over the places of a plan. */
export interface PlacesLookup {
  /** The place's name in `locale`; null while unknown (loading), its id when the catalog has no such place. */
  name: (kind: PlaceKind, id: string, locale: Locale) => string | null;
  /** The whole localized name, when known. */
  names: (kind: PlaceKind, id: string) => LocalizedText | null;
  location: (kind: PlaceKind, id: string) => { lat: number; lng: number } | null;
  dishName: (restaurantId: string, dishId: string, locale: Locale) => string | null;
  /** True once every lookup has an answer (found or not). */
  settled: boolean;
}

/** Names and positions of the plan's places (see the module comment). */
export function usePlanPlaces(parts: PlanParts): PlacesLookup {
  const ids = collectPlaceIds(parts);
  const key = JSON.stringify(ids);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `ids`.
  const wanted = useMemo(() => ids, [key]);
  const towns = useTowns();
  const queries = useQueries({
    queries: (['attraction', 'restaurant', 'stay'] as const).flatMap((kind) => wanted[kind].map((id) => placeQueryOptions(kind, id))),
  });

  return useMemo(() => {
    const known = new Map<string, PlaceInfo>();
    const failed = new Set<string>();
    let index = 0;
    for (const kind of ['attraction', 'restaurant', 'stay'] as const) {
      for (const id of wanted[kind]) {
        const query = queries[index];
        index += 1;
        if (query?.data) known.set(`${kind}:${id}`, query.data);
        else if (query?.isError) failed.add(`${kind}:${id}`);
      }
    }
    const townOf = (id: string) => towns.data?.find((town) => town.id === id || town.englishName === id) ?? null;
    const names = (kind: PlaceKind, id: string): LocalizedText | null => (kind === 'town' ? (townOf(id)?.name ?? null) : (known.get(`${kind}:${id}`)?.name ?? null));
    return {
      names,
      name: (kind, id, locale) => {
        const found = names(kind, id);
        if (found) return found[locale];
        if (kind === 'town') return towns.isError || towns.data ? id : null;
        return failed.has(`${kind}:${id}`) ? id : null;
      },
      location: (kind, id) => (kind === 'town' ? (townOf(id)?.location ?? null) : (known.get(`${kind}:${id}`)?.location ?? null)),
      dishName: (restaurantId, dishId, locale) => known.get(`restaurant:${restaurantId}`)?.dishes?.[dishId]?.[locale] ?? null,
      settled: queries.every((query) => !query.isPending) && !towns.isPending,
    };
  }, [queries, towns.data, towns.isError, towns.isPending, wanted]);
}
