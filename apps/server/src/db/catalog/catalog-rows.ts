/**
 * Maps validated catalog records to table rows: CNY → fen, texts → `{zh-CN, zh-HK, en-US}` JSON
 * (zh-HK converted from zh-CN with OpenCC when the source has none; architecture.md §4), and a
 * content hash per record so re-imports touch only what changed.
 */
import { createHash } from 'node:crypto';
import * as OpenCC from 'opencc-js';
import type { LocalizedText } from '@dali/shared/locales';
import type { Insertable } from 'kysely';
import type {
  AttractionsTable,
  FoodsTable,
  GuideStopsTable,
  GuidesTable,
  PriceBandsTable,
  RestaurantsTable,
  StayRoomsTable,
  StaysTable,
  TownsTable,
  TravelTimesTable,
} from '../schema.js';
import type {
  AttractionRecord,
  FoodRecord,
  GuideRecord,
  PriceBandRecord,
  RestaurantRecord,
  SourceText,
  StayRecord,
  Region,
  TownRecord,
  TravelTimeRecord,
} from './catalog.schema.js';

// Simplified (mainland) → Traditional with Hong Kong variants, the design brief's s2hk.
const toHongKong = OpenCC.Converter({ from: 'cn', to: 'hk' });

/** Fill zh-HK from zh-CN when the source has none; never fall back to English. */
export function localize(text: SourceText): LocalizedText {
  return { 'zh-CN': text['zh-CN'], 'zh-HK': text['zh-HK'] ?? toHongKong(text['zh-CN']), 'en-US': text['en-US'] };
}

const json = (value: unknown): string => JSON.stringify(value);
const jsonText = (text: SourceText): string => json(localize(text));
const jsonTexts = (texts: SourceText[]): string => json(texts.map(localize));

/** true/false → 1/0; null or absent (no source says) → null. */
const flag = (value: boolean | null | undefined): number | null => (value === undefined || value === null ? null : value ? 1 : 0);

/** CNY (up to 2 decimals) → integer fen; null stays null. */
export function toFen(cny: number | null): number | null {
  return cny === null ? null : Math.round(cny * 100);
}

/** sha256 of the record as delivered; any change of any field changes it. */
export function hashRecord(record: unknown): string {
  return createHash('sha256').update(JSON.stringify(record)).digest('hex');
}

/** Point columns of a located record: WGS-84 degrees, null when the catalog has no point. */
function locationColumns(r: { location: { lat: number; lng: number } | null; locationNote: SourceText }) {
  return { lat: r.location?.lat ?? null, lng: r.location?.lng ?? null, locationNote: jsonText(r.locationNote) };
}

/** Catalog columns only: no counters, no timestamps (set by the importer). */
type CatalogColumns<T> = Omit<
  Insertable<T>,
  'createdAt' | 'updatedAt' | 'retiredAt' | 'viewCount' | 'bookingCount' | 'reviewCount' | 'ratingSum' | 'temporarilyClosed'
>;

/**
 * towns.json record → `towns` row. A town of `region`'s prefecture carries the prefecture's full
 * and short names (`{full, short}` JSON), so the planner can resolve "大理州" without region.json;
 * they count in the content hash, so renaming the prefecture rewrites its towns.
 */
export function toTownRow(r: TownRecord, region: Pick<Region, 'region' | 'name' | 'shortName'>): CatalogColumns<TownsTable> {
  const prefecture = r.region === region.region ? { full: region.name, short: region.shortName } : null;
  return {
    id: r.id,
    contentHash: hashRecord({ ...r, prefecture }),
    name: jsonText(r.name),
    englishName: r.englishName,
    region: r.region,
    county: r.county === undefined ? null : json(r.county),
    aliases: json(r.aliases ?? []),
    prefecture: prefecture === null ? null : json(prefecture),
    ...locationColumns(r),
    sources: json(r.sources),
  };
}

/** attractions.json record → `attractions` row (ticket price in fen, hours as JSON, null = unknown). */
export function toAttractionRow(r: AttractionRecord): CatalogColumns<AttractionsTable> {
  return {
    id: r.id,
    contentHash: hashRecord(r),
    name: jsonText(r.name),
    type: r.type,
    region: r.region,
    town: r.town,
    ...locationColumns(r),
    address: jsonText(r.address),
    openingHours: r.openingHours === null ? null : json(r.openingHours),
    hoursUnknownDays: r.hoursUnknownDays ?? null,
    hoursNote: jsonText(r.hoursNote),
    ticketPriceFen: toFen(r.ticket.priceCny),
    ticketNote: jsonText(r.ticket.note),
    phone: r.phone,
    website: r.website,
    bookingUrl: r.bookingUrl,
    recommendedDurationHours: r.recommendedDurationHours,
    transport: jsonText(r.transport),
    intro: jsonText(r.intro),
    highlights: jsonTexts(r.highlights),
    visitTips: jsonTexts(r.visitTips),
    tags: json(r.tags),
    images: r.images && r.images.length > 0 ? json(r.images) : null,
    sources: json(r.sources),
    featuredRank: r.featuredRank ?? null,
  };
}

/** foods.json record → `foods` row (price range in fen). */
export function toFoodRow(r: FoodRecord): CatalogColumns<FoodsTable> {
  return {
    id: r.id,
    contentHash: hashRecord(r),
    name: jsonText(r.name),
    category: r.category,
    culturalBackground: jsonText(r.culturalBackground),
    bestSeason: jsonText(r.bestSeason),
    recommendedPlace: jsonText(r.recommendedPlace),
    cookingMethod: jsonText(r.cookingMethod),
    eatingMethod: jsonText(r.eatingMethod),
    tips: jsonText(r.tips),
    priceMinFen: toFen(r.priceRangeCny?.min ?? null),
    priceMaxFen: toFen(r.priceRangeCny?.max ?? null),
    priceNote: r.priceNote ? jsonText(r.priceNote) : null,
    ingredients: json(r.ingredients),
    taste: json(r.taste),
    tags: json(r.tags),
    images: r.images && r.images.length > 0 ? json(r.images) : null,
    sources: json(r.sources),
  };
}

/** restaurants.json record → `restaurants` row (dishes go to `restaurant_dishes`). */
export function toRestaurantRow(r: RestaurantRecord): CatalogColumns<RestaurantsTable> {
  return {
    id: r.id,
    contentHash: hashRecord(r),
    name: jsonText(r.name),
    town: r.town,
    ...locationColumns(r),
    address: jsonText(r.address),
    cuisine: json(r.cuisine),
    avgPriceFen: toFen(r.avgPriceCny),
    avgPriceSeen: r.avgPriceSeen ?? null,
    vegetarianOptions: flag(r.diet?.vegetarianOptions),
    halal: flag(r.diet?.halal),
    openingHours: r.openingHours === null ? null : json(r.openingHours),
    phone: r.phone,
    bookable: r.bookable ? 1 : 0,
    note: jsonText(r.note),
    images: r.images && r.images.length > 0 ? json(r.images) : null,
    sources: json(r.sources),
  };
}

/** stays.json record → `stays` row (rooms go to `stay_rooms`). */
export function toStayRow(r: StayRecord): CatalogColumns<StaysTable> {
  return {
    id: r.id,
    contentHash: hashRecord(r),
    name: jsonText(r.name),
    type: r.type,
    town: r.town,
    ...locationColumns(r),
    address: jsonText(r.address),
    priceFromFen: toFen(r.priceFromCny),
    priceSeen: r.priceSeen ?? null,
    priceNote: r.priceNote === null ? null : jsonText(r.priceNote),
    amenities: json(r.amenities),
    phone: r.phone,
    website: r.website,
    images: r.images && r.images.length > 0 ? json(r.images) : null,
    sources: json(r.sources),
    featuredRank: r.featuredRank ?? null,
  };
}

/** price_bands.json record → `price_bands` row (CNY → fen, note localised). */
export function toPriceBandRow(r: PriceBandRecord): CatalogColumns<PriceBandsTable> {
  return {
    id: r.id,
    contentHash: hashRecord(r),
    town: r.town,
    type: r.type,
    minFen: toFen(r.minCny) ?? 0,
    maxFen: toFen(r.maxCny) ?? 0,
    unit: r.unit,
    seen: r.seen,
    note: jsonText(r.note),
    sources: json(r.sources),
  };
}

/** A stay's rooms → `stay_rooms` rows, keyed by their position in the source. */
export function toStayRoomRows(r: StayRecord): Insertable<StayRoomsTable>[] {
  return r.rooms.map((room, position) => ({
    stayId: r.id,
    position,
    name: jsonText(room.type),
    priceFen: toFen(room.priceCny),
    capacity: room.capacity,
  }));
}

/** travel_times.json record → `travel_times` row (km, minutes). */
export function toTravelTimeRow(r: TravelTimeRecord): Omit<Insertable<TravelTimesTable>, 'createdAt' | 'updatedAt'> {
  // Pairs are unordered (catalog/README.md); store them with the smaller id first.
  const [fromTownId, toTownId] = r.from < r.to ? [r.from, r.to] : [r.to, r.from];
  return {
    fromTownId,
    toTownId,
    km: r.km,
    minutesByCar: r.minutesByCar,
    minutesByBus: r.minutesByBus,
    note: r.note,
    sources: json(r.sources),
    contentHash: hashRecord(r),
  };
}

/**
 * guides.json record → `guides` row. `position` is the guide's place in the file; it is part of the
 * hash so that reordering the file reorders the list on the next import.
 */
export function toGuideRow(r: GuideRecord, position: number): CatalogColumns<GuidesTable> {
  return {
    id: r.id,
    contentHash: hashRecord({ position, record: r }),
    title: jsonText(r.title),
    summary: jsonText(r.summary),
    theme: r.theme,
    durationValue: r.duration.value,
    durationUnit: r.duration.unit,
    position,
  };
}

/** A guide's stops → `guide_stops` rows, in route order. */
export function toGuideStopRows(r: GuideRecord): Insertable<GuideStopsTable>[] {
  return r.stops.map((stop, position) => ({ guideId: r.id, position, kind: stop.kind, refId: stop.id, note: jsonText(stop.note) }));
}
