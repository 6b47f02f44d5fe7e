/**
 * The questions both chat engines ask of the catalog (spec §4 chat send; docs/decisions/
 * 0017-chat-assistant.md): plain functions over a {@link ChatCatalog} with JSON-serialisable results
 * in one locale, so the local engine composes answers from them and the model engine exposes them as
 * tools. Nothing here invents a fact: a value the catalog does not hold is null. Units: money CNY
 * fen, times of day HH:MM Asia/Shanghai, travel minutes, distances km.
 */
import type { ChatReference, OpenState } from '@dali/shared/contracts/chat';
import type { Locale } from '@dali/shared/locales';
import { openStatusAt, type OpeningPeriod } from '../../../lib/opening-hours.js';
import { searchKeywords } from './catalog-search.js';
import {
  entityOf,
  townIdOf,
  type ChatAttraction,
  type ChatCatalog,
  type ChatEntity,
  type ChatEntityKind,
  type ChatEntityRef,
  type ChatFood,
  type ChatRestaurant,
  type ChatStay,
  type ChatTown,
} from './chat-catalog.js';
import { findMentions, type EntityMention } from './name-index.js';

/** Diet facts a dish's tags may carry (catalog/README.md foods.json `tags`). */
export const DIET_TAGS = ['vegetarian', 'vegan', 'contains-pork', 'contains-dairy', 'raw', 'spicy', 'halal-friendly'] as const;
/** One of {@link DIET_TAGS}. */
export type DietTag = (typeof DIET_TAGS)[number];

/**
 * Web path of an entity's page: attraction `/attractions/{id}`, dish `/gourmetFood/{id}`,
 * restaurant `/gourmetFood/restaurant/{id}`, stay `/stay/reserve?id={id}`, town the stay list
 * filtered by it, `/stay?town={englishName}` (the stay page's `town` filter takes the English name).
 */
export function pathOf(entity: ChatEntity): string {
  switch (entity.kind) {
    case 'attraction':
      return `/attractions/${encodeURIComponent(entity.id)}`;
    case 'food':
      return `/gourmetFood/${encodeURIComponent(entity.id)}`;
    case 'restaurant':
      return `/gourmetFood/restaurant/${encodeURIComponent(entity.id)}`;
    case 'stay':
      return `/stay/reserve?id=${encodeURIComponent(entity.id)}`;
    case 'town':
      return `/stay?town=${encodeURIComponent(entity.englishName)}`;
  }
}

/** Open state of a place at `now` (epoch ms), with the closing or next opening time when known. */
export interface OpenNow {
  state: OpenState;
  /** HH:MM the place closes today; null when open all day or not open. */
  until: string | null;
  /** HH:MM it opens later today; null when not today or not known. */
  opensAt: string | null;
}

/**
 * Whether an attraction or restaurant is open at `now` (Asia/Shanghai; lib/opening-hours.ts): hours
 * `[]` → `always`, null → `unknown`, the operator's closing flag → `closed`. Null for other kinds.
 */
export function openNowOf(entity: ChatEntity, now: number): OpenNow | null {
  if (entity.kind !== 'attraction' && entity.kind !== 'restaurant') return null;
  const closedFlag = entity.kind === 'attraction' && entity.temporarilyClosed;
  if (!closedFlag && entity.hours !== null && entity.hours.length === 0) return { state: 'always', until: null, opensAt: null };
  const status = openStatusAt(entity.hours === null ? null : [...entity.hours], closedFlag, new Date(now));
  switch (status.status) {
    case 'open':
      return { state: 'open', until: status.until, opensAt: null };
    case 'closed':
      return { state: 'closed', until: null, opensAt: status.opensAt };
    case 'temporarilyClosed':
      return { state: 'closed', until: null, opensAt: null };
    case 'unknown':
      return { state: 'unknown', until: null, opensAt: null };
  }
}

/**
 * The contract's reference card of an entity (packages/shared/src/contracts/chat.ts
 * `ChatReference`): name and town in `locale`, page path, open state at `now` (epoch ms) for
 * attractions and restaurants, and the price that kind has (ticket, average per person, nightly
 * from, per portion; fen, null = unknown).
 */
export function referenceOf(entity: ChatEntity, locale: Locale, now: number): ChatReference {
  const base = { kind: entity.kind, id: entity.id, name: entity.name[locale], path: pathOf(entity), openNow: openNowOf(entity, now)?.state ?? null };
  switch (entity.kind) {
    case 'attraction':
      return { ...base, town: entity.townName?.[locale] ?? null, priceFen: entity.ticketFen, priceKind: 'ticket' };
    case 'restaurant':
      return { ...base, town: entity.townName?.[locale] ?? null, priceFen: entity.avgPriceFen, priceKind: 'perPerson' };
    case 'stay':
      return { ...base, town: entity.townName?.[locale] ?? null, priceFen: entity.priceFromFen, priceKind: 'perNight' };
    case 'food':
      return { ...base, town: null, priceFen: entity.priceMinFen, priceKind: 'perPortion' };
    case 'town':
      return { ...base, town: null, priceFen: null, priceKind: null };
  }
}

/**
 * Catalog entities named in `text` (names in zh-CN, zh-HK, en-US, short forms, pinyin), in text
 * order; a mention lists every entity sharing that name (a town and its old-town sight).
 */
export function findEntities(catalog: ChatCatalog, text: string): EntityMention[] {
  return findMentions(catalog.names, text);
}

/** A search result: reference fields plus the tags that matched. */
export interface CatalogHit extends ChatReference {
  matchedTags: string[];
}

/** Filters of {@link searchCatalog}; all optional, combined with AND. */
export interface CatalogSearch {
  /** Free words (any of the three languages) matched against names, tags and descriptions. */
  query?: string;
  /** Catalog tags of which an entity must carry at least one (e.g. `hiking`, `family-friendly`). */
  tags?: readonly string[];
  kinds?: readonly ChatEntityKind[];
  /** Only entities in this town. */
  townId?: string;
  /** Most results (default 8). */
  limit?: number;
  /** Match `query` against names and tags only, ignoring filler words (default false). */
  strict?: boolean;
}

const tagsOf = (entity: ChatEntity): readonly string[] => {
  switch (entity.kind) {
    case 'attraction':
      return [...entity.tags, entity.type];
    case 'food':
      return entity.tags;
    case 'restaurant':
      return entity.cuisine;
    case 'stay':
      return [entity.type, ...entity.amenities];
    case 'town':
      return [];
  }
};

/**
 * Entities by keyword, interest tags, kind and town: with `tags`, those carrying the most of them
 * first (ties by keyword score, then catalog order); otherwise by keyword score. Empty when nothing
 * matches.
 */
export function searchCatalog(catalog: ChatCatalog, search: CatalogSearch, locale: Locale, now: number): CatalogHit[] {
  const limit = search.limit ?? 8;
  const kinds = search.kinds && search.kinds.length > 0 ? search.kinds : null;
  const scores = new Map<string, number>();
  if (search.query?.trim()) for (const hit of searchKeywords(catalog.search, search.query, kinds, 200, search.strict ?? false)) scores.set(`${hit.kind}:${hit.id}`, hit.score);
  const wanted = search.tags ?? [];
  const pool: ChatEntity[] = [...catalog.attractions, ...catalog.foods, ...catalog.restaurants, ...catalog.stays, ...catalog.towns];
  const ranked = pool
    .map((entity, order) => {
      const matchedTags = wanted.filter((tag) => tagsOf(entity).includes(tag));
      return { entity, order, matchedTags, score: scores.get(`${entity.kind}:${entity.id}`) ?? 0 };
    })
    .filter(({ entity, matchedTags, score }) => {
      if (kinds && !kinds.includes(entity.kind)) return false;
      if (search.townId && townIdOf(entity) !== search.townId) return false;
      if (wanted.length > 0 && matchedTags.length === 0) return false;
      if (search.query?.trim() && wanted.length === 0 && score === 0) return false;
      return true;
    })
    .sort((a, b) => b.matchedTags.length - a.matchedTags.length || b.score - a.score || a.order - b.order);
  return ranked.slice(0, limit).map(({ entity, matchedTags }) => ({ ...referenceOf(entity, locale, now), matchedTags }));
}

/** Everything the catalog says of an attraction, in one locale. */
export interface AttractionDetails extends ChatReference {
  kind: 'attraction';
  type: string;
  address: string;
  /** `[]` = open at all times, null = not known. */
  hours: OpeningPeriod[] | null;
  hoursNote: string;
  open: OpenNow;
  ticketFen: number | null;
  ticketNote: string;
  transport: string;
  intro: string;
  highlights: string[];
  visitTips: string[];
  recommendedDurationHours: number;
  phone: string | null;
  website: string | null;
  tags: string[];
}

/** Everything the catalog says of a restaurant, in one locale. */
export interface RestaurantDetails extends ChatReference {
  kind: 'restaurant';
  address: string;
  hours: OpeningPeriod[] | null;
  open: OpenNow;
  avgPriceFen: number | null;
  cuisine: string[];
  note: string;
  phone: string | null;
  dishes: ChatReference[];
}

/** Everything the catalog says of a stay, in one locale. */
export interface StayDetails extends ChatReference {
  kind: 'stay';
  type: string;
  address: string;
  priceFromFen: number | null;
  priceNote: string | null;
  rooms: { name: string; priceFen: number | null; capacity: number | null }[];
  amenities: string[];
  phone: string | null;
  website: string | null;
}

/** A town with what the catalog holds in it. */
export interface TownDetails extends ChatReference {
  kind: 'town';
  region: string;
  attractions: ChatReference[];
  restaurants: ChatReference[];
  stays: ChatReference[];
}

/** Details of a place (attraction, restaurant, stay or town; dishes: {@link dishFacts}). */
export type PlaceDetails = AttractionDetails | RestaurantDetails | StayDetails | TownDetails;

/**
 * Details of one place in `locale` with its open state at `now` (epoch ms). Null when `ref` names no
 * active place (or a dish).
 */
export function placeDetails(catalog: ChatCatalog, ref: ChatEntityRef, locale: Locale, now: number): PlaceDetails | null {
  const entity = entityOf(catalog, ref);
  if (!entity || entity.kind === 'food') return null;
  const reference = referenceOf(entity, locale, now);
  const open = openNowOf(entity, now) ?? { state: 'unknown' as const, until: null, opensAt: null };
  switch (entity.kind) {
    case 'attraction':
      return attractionDetails(entity, reference, open, locale);
    case 'restaurant':
      return {
        ...reference,
        kind: 'restaurant',
        address: entity.address[locale],
        hours: entity.hours === null ? null : entity.hours.map((p) => ({ ...p })),
        open,
        avgPriceFen: entity.avgPriceFen,
        cuisine: [...entity.cuisine],
        note: entity.note[locale],
        phone: entity.phone,
        dishes: entity.dishIds.flatMap((id) => {
          const food = entityOf(catalog, { kind: 'food', id });
          return food ? [referenceOf(food, locale, now)] : [];
        }),
      };
    case 'stay':
      return stayDetails(entity, reference, locale);
    case 'town':
      return townDetails(catalog, entity, reference, locale, now);
  }
}

function attractionDetails(entity: ChatAttraction, reference: ChatReference, open: OpenNow, locale: Locale): AttractionDetails {
  return {
    ...reference,
    kind: 'attraction',
    type: entity.type,
    address: entity.address[locale],
    hours: entity.hours === null ? null : entity.hours.map((p) => ({ ...p })),
    hoursNote: entity.hoursNote[locale],
    open,
    ticketFen: entity.ticketFen,
    ticketNote: entity.ticketNote[locale],
    transport: entity.transport[locale],
    intro: entity.intro[locale],
    highlights: entity.highlights.map((h) => h[locale]),
    visitTips: entity.visitTips.map((t) => t[locale]),
    recommendedDurationHours: entity.recommendedDurationHours,
    phone: entity.phone,
    website: entity.website,
    tags: [...entity.tags],
  };
}

function stayDetails(entity: ChatStay, reference: ChatReference, locale: Locale): StayDetails {
  return {
    ...reference,
    kind: 'stay',
    type: entity.type,
    address: entity.address[locale],
    priceFromFen: entity.priceFromFen,
    priceNote: entity.priceNote?.[locale] ?? null,
    rooms: entity.rooms.map((r) => ({ name: r.name[locale], priceFen: r.priceFen, capacity: r.capacity })),
    amenities: [...entity.amenities],
    phone: entity.phone,
    website: entity.website,
  };
}

function townDetails(catalog: ChatCatalog, town: ChatTown, reference: ChatReference, locale: Locale, now: number): TownDetails {
  const inTown = <E extends ChatAttraction | ChatRestaurant | ChatStay>(list: readonly E[]) => list.filter((e) => e.townId === town.id).map((e) => referenceOf(e, locale, now));
  return {
    ...reference,
    kind: 'town',
    region: town.region,
    attractions: inTown(catalog.attractions),
    restaurants: inTown(catalog.restaurants),
    stays: inTown(catalog.stays),
  };
}

/** Road distance and times between two towns, names in one locale. */
export interface TravelTimeFact {
  from: ChatReference;
  to: ChatReference;
  km: number;
  minutesByCar: number;
  /** Null when no source gives a bus time. */
  minutesByBus: number | null;
  /** English note on where the figures come from (sourced or estimated). */
  note: string;
}

/**
 * Travel between two towns (travel_times.json; pairs are symmetric). Null when either is not a
 * town, they are the same, or the catalog has no figure for the pair.
 */
export function travelTimeBetween(catalog: ChatCatalog, fromTownId: string, toTownId: string, locale: Locale, now: number): TravelTimeFact | null {
  const from = entityOf(catalog, { kind: 'town', id: fromTownId });
  const to = entityOf(catalog, { kind: 'town', id: toTownId });
  if (!from || !to || fromTownId === toTownId) return null;
  const pair = catalog.travelTimes.find((t) => (t.fromTownId === fromTownId && t.toTownId === toTownId) || (t.fromTownId === toTownId && t.toTownId === fromTownId));
  if (!pair) return null;
  return { from: referenceOf(from, locale, now), to: referenceOf(to, locale, now), km: pair.km, minutesByCar: pair.minutesByCar, minutesByBus: pair.minutesByBus, note: pair.note };
}

/** What the catalog says of a dish, in one locale. */
export interface DishFacts extends ChatReference {
  kind: 'food';
  category: string;
  /** English taste keywords (`sweet`, `spicy`, …). */
  taste: string[];
  /** English ingredient keywords. */
  ingredients: string[];
  /** Diet facts of the typical version ({@link DIET_TAGS}); absent tags say nothing either way. */
  dietTags: DietTag[];
  tags: string[];
  culturalBackground: string;
  cookingMethod: string;
  eatingMethod: string;
  bestSeason: string;
  /** An area or kind of place, never an invented shop. */
  recommendedPlace: string;
  tips: string;
  priceMinFen: number | null;
  priceMaxFen: number | null;
  priceNote: string | null;
  /** Catalog restaurants known for it. */
  restaurants: ChatReference[];
}

/** Facts of one dish; null when `foodId` names no active dish. */
export function dishFacts(catalog: ChatCatalog, foodId: string, locale: Locale, now: number): DishFacts | null {
  const food = entityOf(catalog, { kind: 'food', id: foodId });
  if (!food || food.kind !== 'food') return null;
  return {
    ...referenceOf(food, locale, now),
    kind: 'food',
    category: food.category,
    taste: [...food.taste],
    ingredients: [...food.ingredients],
    dietTags: food.tags.filter((t): t is DietTag => (DIET_TAGS as readonly string[]).includes(t)),
    tags: [...food.tags],
    culturalBackground: food.culturalBackground[locale],
    cookingMethod: food.cookingMethod[locale],
    eatingMethod: food.eatingMethod[locale],
    bestSeason: food.bestSeason[locale],
    recommendedPlace: food.recommendedPlace[locale],
    tips: food.tips[locale],
    priceMinFen: food.priceMinFen,
    priceMaxFen: food.priceMaxFen,
    priceNote: food.priceNote?.[locale] ?? null,
    restaurants: restaurantsServing(catalog, foodId, {}, locale, now),
  };
}

/** Catalog restaurants known for a dish, optionally in one town; catalog order. */
export function restaurantsServing(catalog: ChatCatalog, foodId: string, filter: { townId?: string }, locale: Locale, now: number): ChatReference[] {
  const food = entityOf(catalog, { kind: 'food', id: foodId }) as ChatFood | null;
  if (!food) return [];
  return food.restaurantIds
    .map((id) => entityOf(catalog, { kind: 'restaurant', id }))
    .filter((r): r is ChatRestaurant => r?.kind === 'restaurant' && (filter.townId === undefined || r.townId === filter.townId))
    .map((r) => referenceOf(r, locale, now));
}

/** Catalog restaurants in a town, catalog order. */
export function restaurantsInTown(catalog: ChatCatalog, townId: string, locale: Locale, now: number): ChatReference[] {
  return catalog.restaurants.filter((r) => r.townId === townId).map((r) => referenceOf(r, locale, now));
}

/** Filters of {@link staysMatching}. */
export interface StayFilter {
  townId?: string;
  /** `homestay`, `hotel`, `inn` or `hostel`. */
  type?: string;
  /** Highest "from" nightly price, fen; stays without a known price are left out when set. */
  maxPriceFen?: number;
}

/** A stay in a list: its reference and type. */
export interface StaySummary extends ChatReference {
  type: string;
}

/** Stays by town, type and highest nightly price; cheapest known price first, unknown prices last. */
export function staysMatching(catalog: ChatCatalog, filter: StayFilter, locale: Locale, now: number): StaySummary[] {
  return catalog.stays
    .filter((s) => (filter.townId === undefined || s.townId === filter.townId) && (filter.type === undefined || s.type === filter.type))
    .filter((s) => filter.maxPriceFen === undefined || (s.priceFromFen !== null && s.priceFromFen <= filter.maxPriceFen))
    .map((s, order) => ({ s, order }))
    .sort((a, b) => (a.s.priceFromFen ?? Number.MAX_SAFE_INTEGER) - (b.s.priceFromFen ?? Number.MAX_SAFE_INTEGER) || a.order - b.order)
    .map(({ s }) => ({ ...referenceOf(s, locale, now), type: s.type }));
}
