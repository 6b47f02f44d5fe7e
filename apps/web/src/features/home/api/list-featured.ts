/**
 * Featured places on home (spec §2): the first attractions of `GET /api/v1/attractions` and the
 * first lodgings of `GET /api/v1/stays`, both in their `recommended` order.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ListAttractionsResponseSchema, type AttractionSummary } from '@dali/shared/contracts/attractions';
import { ListStaysResponseSchema, type StaySummary } from '@dali/shared/contracts/stays';
import { request } from '../../../lib/api-client';

/** How many attractions home features (two rows of three on a desktop). */
export const FEATURED_ATTRACTIONS = 6;
/** How many lodgings home features (one row of four on a desktop). */
export const FEATURED_STAYS = 4;

/** The top attractions by the list's `recommended` sort. Quiet: the section shows its own error. */
export async function listFeaturedAttractions(signal?: AbortSignal): Promise<AttractionSummary[]> {
  const body = await request('/api/v1/attractions', {
    schema: ListAttractionsResponseSchema,
    query: { sort: 'recommended', pageSize: FEATURED_ATTRACTIONS },
    quiet: true,
    signal,
  });
  return body.data.items;
}

/** The top lodgings by the list's `recommended` sort. Quiet: the section shows its own error. */
export async function listFeaturedStays(signal?: AbortSignal): Promise<StaySummary[]> {
  const body = await request('/api/v1/stays', { schema: ListStaysResponseSchema, query: { sort: 'recommended', pageSize: FEATURED_STAYS }, quiet: true, signal });
  return body.data.items;
}

/** Query options of the featured attractions. */
export const featuredAttractionsQueryOptions = queryOptions({
  queryKey: ['home', 'featured', 'attractions'],
  queryFn: ({ signal }) => listFeaturedAttractions(signal),
  staleTime: 5 * 60_000,
});

/** Query options of the featured lodgings. */
export const featuredStaysQueryOptions = queryOptions({
  queryKey: ['home', 'featured', 'stays'],
  queryFn: ({ signal }) => listFeaturedStays(signal),
  staleTime: 5 * 60_000,
});

/** Featured attractions for home (spec §2): the first of the `recommended` list. */
export function useFeaturedAttractions() {
  return useQuery(featuredAttractionsQueryOptions);
}

/** Featured lodgings for home (spec §2): the first of the `recommended` stay list. */
export function useFeaturedStays() {
  return useQuery(featuredStaysQueryOptions);
}
