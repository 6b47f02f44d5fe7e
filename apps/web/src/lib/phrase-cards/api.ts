/**
 * Phrase-card reads (spec §3 "Phrase cards from the trip"; contracts in packages/shared/src/
 * contracts/phrasebook.ts): `GET /api/v1/translation/phrase-cards/place`,
 * `GET /api/v1/translation/phrase-cards/diet`, `GET /api/v1/translation/phrases`, and the catalog
 * search (`GET /api/v1/search`) the panel uses to pick a place. All silent: each card shows its own
 * failure. Answers depend on the interface locale (names in the reader's language), so it is part
 * of every query key.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DietCardResponseSchema, PhraseListResponseSchema, PlaceCardResponseSchema, type PlaceCardKind } from '@dali/shared/contracts/phrasebook';
import type { DietKey } from '@dali/shared/contracts/planner';
import { SearchResponseSchema } from '@dali/shared/contracts/search';
import type { TranslatorLanguage } from '@dali/shared/contracts/translation';
import type { Locale } from '@dali/shared/locales';
import { request } from '../api-client';
import { useLocaleStore } from '../locale';

/** Catalog answers change only with an import: an hour is fresh enough. */
const STALE_MS = 60 * 60 * 1000;

/**
 * The "take me here" card of a place.
 * @throws ApiError (40401 when the place is not in the catalog).
 */
export async function getPlaceCard(kind: PlaceCardKind, id: string, signal?: AbortSignal) {
  return (await request('/api/v1/translation/phrase-cards/place', { schema: PlaceCardResponseSchema, query: { kind, id }, silent: true, signal })).data;
}

/**
 * The diet card of `diets` (at least one key).
 * @throws ApiError.
 */
export async function getDietCard(diets: readonly DietKey[], signal?: AbortSignal) {
  return (await request('/api/v1/translation/phrase-cards/diet', { schema: DietCardResponseSchema, query: { diets: diets.join(',') }, silent: true, signal })).data;
}

/**
 * The phrasebook in the pair `from` → `to`.
 * @throws ApiError.
 */
export async function getPhraseList(from: TranslatorLanguage, to: TranslatorLanguage, signal?: AbortSignal) {
  return (await request('/api/v1/translation/phrases', { schema: PhraseListResponseSchema, query: { from, to }, silent: true, signal })).data;
}

/** The place card of `kind`/`id` in the current locale. */
export function usePlaceCard(kind: PlaceCardKind, id: string) {
  const locale = useLocaleStore((s) => s.locale);
  return useQuery({ queryKey: ['phrase-cards', 'place', kind, id, locale], queryFn: ({ signal }) => getPlaceCard(kind, id, signal), staleTime: STALE_MS });
}

/** The diet card of `diets`; idle while the list is empty. */
export function useDietCard(diets: readonly DietKey[]) {
  const locale = useLocaleStore((s) => s.locale);
  return useQuery({
    queryKey: ['phrase-cards', 'diet', [...diets].sort().join(','), locale],
    queryFn: ({ signal }) => getDietCard(diets, signal),
    enabled: diets.length > 0,
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** The phrase list of a language pair. */
export function usePhraseList(from: TranslatorLanguage, to: TranslatorLanguage) {
  return useQuery({ queryKey: ['phrase-cards', 'phrases', from, to], queryFn: ({ signal }) => getPhraseList(from, to, signal), staleTime: STALE_MS, enabled: from !== to });
}

/** Kinds a "take me here" card can show, among the search's kinds. */
const CARD_KINDS: readonly string[] = ['attraction', 'stay', 'restaurant'];

/** One place the search found, for the card picker. */
export interface PlaceChoice {
  kind: PlaceCardKind;
  id: string;
  name: string;
  subtitle: string;
}

/** Places matching `q` (attractions, stays, restaurants; dishes left out), names in `locale`. */
export async function searchPlaces(q: string, locale: Locale, signal?: AbortSignal): Promise<PlaceChoice[]> {
  const body = await request('/api/v1/search', { schema: SearchResponseSchema, query: { q, limit: 5 }, silent: true, signal });
  return body.data.groups
    .filter((group) => CARD_KINDS.includes(group.kind))
    .flatMap((group) => group.items.map((hit) => ({ kind: hit.kind as PlaceCardKind, id: hit.id, name: hit.name[locale], subtitle: hit.subtitle[locale] })));
}

/** The place search for `q`; idle while `q` is empty. */
export function usePlaceSearch(q: string) {
  const locale = useLocaleStore((s) => s.locale);
  return useQuery({
    queryKey: ['phrase-cards', 'search', q, locale],
    queryFn: ({ signal }) => searchPlaces(q, locale, signal),
    enabled: q.length > 0,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** The translator language of an interface locale (the reader's own language on the cards). */
export function languageOfLocale(locale: Locale): TranslatorLanguage {
  return locale === 'zh-CN' ? 'zh' : locale === 'zh-HK' ? 'zh_cantonese' : 'en';
}
