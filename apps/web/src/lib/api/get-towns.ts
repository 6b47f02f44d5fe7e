/**
 * `GET /api/v1/towns`: the catalog's towns with localised names, for town filters and for showing
 * a place's town (catalog rows name their town in English, e.g. "Dali Old Town").
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ListTownsResponseSchema, type Town } from '@dali/shared/contracts/stays';
import type { Locale } from '@dali/shared/locales';
import { request } from '../api-client';

/**
 * Every town of the catalog (`GET /api/v1/towns`). Silent: lists show their own failure note.
 * @throws ApiError when the call fails.
 */
export async function getTowns(signal?: AbortSignal): Promise<Town[]> {
  const body = await request('/api/v1/towns', { schema: ListTownsResponseSchema, silent: true, signal });
  return body.data;
}

/** Query options; towns change only with a catalog import. */
export const townsQueryOptions = queryOptions({
  queryKey: ['catalog', 'towns'],
  queryFn: ({ signal }) => getTowns(signal),
  staleTime: 60 * 60 * 1000,
});

/** Towns for filters and town names; fresh for an hour. */
export function useTowns() {
  return useQuery(townsQueryOptions);
}

/**
 * A town's name in `locale`, found by its English name or id; the given text itself when the town
 * is not in the list (yet), so nothing is hidden.
 */
export function townName(towns: readonly Town[] | undefined, town: string, locale: Locale): string {
  const found = towns?.find((t) => t.englishName === town || t.id === town);
  return found ? found.name[locale] : town;
}
