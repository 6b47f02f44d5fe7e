/**
 * The chat assistant's view of the catalog (spec §4 chat send; docs/decisions/0017-chat-assistant.md):
 * every active town, attraction (POI), dish, restaurant and stay with the facts an answer may quote,
 * JSON columns already parsed, plus the name index (name-index.ts) and the keyword index
 * (catalog-search.ts) built once per catalog version. Immutable: engines share one value between
 * concurrent turns. Units: money CNY fen, times HH:MM Asia/Shanghai, durations minutes or hours as
 * named, distances km, points WGS-84.
 */
import type { Locale, LocalizedText } from '@dali/shared/locales';
import type { GeoPoint } from '../../../lib/geo.js';
import type { OpeningPeriod } from '../../../lib/opening-hours.js';
import type { KeywordIndex } from './catalog-search.js';
import type { NameIndex } from './name-index.js';

/** Kinds of catalog entity the assistant knows (the contract's `ChatReferenceKind`). */
export type ChatEntityKind = 'attraction' | 'food' | 'restaurant' | 'stay' | 'town';

/** A pointer to one entity: JSON-serialisable, what tools pass around. */
export interface ChatEntityRef {
  kind: ChatEntityKind;
  id: string;
}

interface EntityBase {
  id: string;
  /** Name in the three interface languages. */
  name: LocalizedText;
}

/** A town or area (towns.json); `englishName` is the key other tables' `town` columns use. */
export interface ChatTown extends EntityBase {
  kind: 'town';
  englishName: string;
  region: string;
  point: GeoPoint | null;
}

/** An attraction (POI). `hours`: `[]` = open at all times, null = unknown (catalog/README.md). */
export interface ChatAttraction extends EntityBase {
  kind: 'attraction';
  /** Town id, or null when the row's town names no active town. */
  townId: string | null;
  /** That town's name, for answers and references. */
  townName: LocalizedText | null;
  region: string;
  /** `natural`, `cultural`, `historical`, `religious` or `entertainment`. */
  type: string;
  point: GeoPoint | null;
  address: LocalizedText;
  hours: readonly OpeningPeriod[] | null;
  /** Note on seasonal hours or conflicting sources, in each language. */
  hoursNote: LocalizedText;
  /** Operator flag: closed for now whatever the hours say. */
  temporarilyClosed: boolean;
  /** Adult ticket, CNY fen; 0 = free; null = unknown. */
  ticketFen: number | null;
  ticketNote: LocalizedText;
  phone: string | null;
  website: string | null;
  recommendedDurationHours: number;
  transport: LocalizedText;
  intro: LocalizedText;
  highlights: readonly LocalizedText[];
  visitTips: readonly LocalizedText[];
  /** English keywords (`lake`, `hiking`, `family-friendly`, …). */
  tags: readonly string[];
}

/** A dish, snack or drink (foods.json). Diet facts are the `tags` (vegetarian, contains-pork, …). */
export interface ChatFood extends EntityBase {
  kind: 'food';
  category: string;
  culturalBackground: LocalizedText;
  bestSeason: LocalizedText;
  recommendedPlace: LocalizedText;
  cookingMethod: LocalizedText;
  eatingMethod: LocalizedText;
  tips: LocalizedText;
  /** Per portion, CNY fen; null = no price in the catalog. */
  priceMinFen: number | null;
  priceMaxFen: number | null;
  /** What the price describes, in each language; null = none. */
  priceNote: LocalizedText | null;
  /** English keywords. */
  ingredients: readonly string[];
  taste: readonly string[];
  tags: readonly string[];
  /** Active restaurants known for the dish, catalog order. */
  restaurantIds: readonly string[];
}

/** A restaurant, café, shop or food street (restaurants.json). */
export interface ChatRestaurant extends EntityBase {
  kind: 'restaurant';
  townId: string | null;
  townName: LocalizedText | null;
  point: GeoPoint | null;
  address: LocalizedText;
  cuisine: readonly string[];
  /** Average spend per person, CNY fen; null = unknown. */
  avgPriceFen: number | null;
  hours: readonly OpeningPeriod[] | null;
  phone: string | null;
  note: LocalizedText;
  /** A source says it offers vegetarian dishes / is halal: true or false, null when none says. */
  diet: { vegetarianOptions: boolean | null; halal: boolean | null };
  /** Dishes (foods.json ids) the place is known for, in catalog order. */
  dishIds: readonly string[];
}

/** A room type of a stay; `priceFen` per night, null = unknown; `capacity` guests, null = unknown. */
export interface ChatStayRoom {
  name: LocalizedText;
  priceFen: number | null;
  capacity: number | null;
}

/** A lodging (stays.json); `type` is `homestay`, `hotel`, `inn` or `hostel`. */
export interface ChatStay extends EntityBase {
  kind: 'stay';
  townId: string | null;
  townName: LocalizedText | null;
  type: string;
  point: GeoPoint | null;
  address: LocalizedText;
  /** Lowest nightly price reported, CNY fen; null = unknown. */
  priceFromFen: number | null;
  /** What the price describes, in each language; null = none. */
  priceNote: LocalizedText | null;
  rooms: readonly ChatStayRoom[];
  amenities: readonly string[];
  phone: string | null;
  website: string | null;
}

/** Road distance and times between two towns (travel_times.json); symmetric. */
export interface ChatTravelTime {
  fromTownId: string;
  toTownId: string;
  km: number;
  minutesByCar: number;
  /** Scheduled bus time, minutes; null = no source gives one. */
  minutesByBus: number | null;
  /** English note on where the figures come from. */
  note: string;
}

/** Any entity. */
export type ChatEntity = ChatTown | ChatAttraction | ChatFood | ChatRestaurant | ChatStay;

/** The tables of a chat catalog before its indexes are built. */
export interface ChatCatalogData {
  towns: readonly ChatTown[];
  attractions: readonly ChatAttraction[];
  foods: readonly ChatFood[];
  restaurants: readonly ChatRestaurant[];
  stays: readonly ChatStay[];
  travelTimes: readonly ChatTravelTime[];
}

/** The chat catalog: the tables, lookups by key, and the name and keyword indexes. */
export interface ChatCatalog extends ChatCatalogData {
  /** `kind:id` → entity. */
  readonly byKey: ReadonlyMap<string, ChatEntity>;
  /** Name forms → entities, for finding mentions (name-index.ts). */
  readonly names: NameIndex;
  /** Keyword index over names, intros, tags (catalog-search.ts). */
  readonly search: KeywordIndex;
}

/** `kind:id`, the key of {@link ChatCatalog.byKey}. */
export const entityKey = (ref: ChatEntityRef): string => `${ref.kind}:${ref.id}`;

/** The entity `ref` points at, or null when the catalog has none (retired, unknown id). */
export function entityOf(catalog: ChatCatalog, ref: ChatEntityRef): ChatEntity | null {
  return catalog.byKey.get(entityKey(ref)) ?? null;
}

/** The entity's town id (a town is its own town); null for dishes and unplaced rows. */
export function townIdOf(entity: ChatEntity): string | null {
  if (entity.kind === 'town') return entity.id;
  if (entity.kind === 'food') return null;
  return entity.townId;
}

/** A localised text in `locale` (every stored text has all three; architecture.md §4). */
export const textIn = (text: LocalizedText, locale: Locale): string => text[locale];
