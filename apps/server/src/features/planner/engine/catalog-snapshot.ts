/**
 * The immutable, typed catalog the itinerary engine plans on (spec §3 entities; catalog/README.md):
 * towns, attractions, dishes, restaurants, stays and travel-time pairs, plus the travel and price
 * estimates of estimates.ts. Built once from the database (active rows only) or from a catalog
 * folder (validated by the importer's own reader), then shared by any number of planning runs and by
 * the independent plan checker.
 *
 * Units: CNY fen, minutes, km, WGS-84 degrees; opening hours as catalog periods in Asia/Shanghai.
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { MealKind } from '@dali/shared/contracts/planner';
import { LocalizedTextSchema, type LocalizedText } from '@dali/shared/locales';
import type { Database } from '../../../db/schema.js';
import { readCatalog, formatProblem } from '../../../db/catalog/read-catalog.js';
import { toAttractionRow, toFoodRow, toPriceBandRow, toRestaurantRow, toStayRoomRows, toStayRow, toTownRow, toTravelTimeRow } from '../../../db/catalog/catalog-rows.js';
import { distanceKm, type GeoPoint } from '../../../lib/geo.js';
import { parseDays, type OpeningPeriod } from '../../../lib/opening-hours.js';
import {
  ASSUMED_HOURS,
  ASSUMED_ROOM_CAPACITY,
  MEAL_COST_ASSUMPTIONS,
  TRAVEL_ASSUMPTIONS,
  estimateFareFen,
  estimateInTownLeg,
  estimateInterTownLeg,
  type TravelLeg,
  type TravelProfile,
} from './estimates.js';
import { createPlannerCatalogRepository, type PlannerCatalogRows } from './planner-catalog.repository.js';
import {
  LocalizedTextListColumnSchema,
  OpeningHoursColumnSchema,
  StringListColumnSchema,
  jsonColumnsOf,
  readJsonColumn,
  type JsonColumnRef,
} from '../../../lib/json-column.js';

export type { TravelLeg } from './estimates.js';

/** Kinds of place a plan moves between. */
export type PlaceKind = 'attraction' | 'restaurant' | 'stay' | 'town';
/** A place named by kind and catalog id. */
export interface PlaceRef {
  kind: PlaceKind;
  id: string;
}

/** Whether `a` and `b` name the same place (same kind and catalog id). */
export const sameRef = (a: PlaceRef, b: PlaceRef): boolean => a.kind === b.kind && a.id === b.id;

/** Opening hours as used for planning: the catalog's, or the assumed ones when it has none. */
export interface EffectiveHours {
  /** `[]` = open at all times. */
  periods: readonly OpeningPeriod[];
  /** True when the catalog had no hours and {@link ASSUMED_HOURS} apply. */
  assumed: boolean;
  /**
   * Weekdays (0 = Sunday) the sources give no hours for although they do for others: unknown, not
   * closed (attractions.json `hoursUnknownDays`). Empty for most places.
   */
  unknownWeekdays: readonly number[];
}

/** A town (towns.json): WGS-84 point or null. */
export interface SnapshotTown {
  id: string;
  name: LocalizedText;
  englishName: string;
  region: string;
  /** Its county-level division (大理市, 剑川县…); null when the catalog does not record it. */
  county: LocalizedText | null;
  /** Other names travellers use for it (any script). */
  aliases: readonly string[];
  /** The prefecture's full and short names for a town of catalog/region.json's prefecture, else null. */
  prefecture: Readonly<{ full: LocalizedText; short: LocalizedText }> | null;
  point: GeoPoint | null;
}

const PrefectureColumnSchema = z.object({ full: LocalizedTextSchema, short: LocalizedTextSchema });

/** An attraction (attractions.json) as planned: town id, point, effective hours, ticket in fen, visit minutes. */
export interface SnapshotAttraction {
  id: string;
  name: LocalizedText;
  type: string;
  region: string;
  townId: string;
  point: GeoPoint | null;
  hours: EffectiveHours;
  /** Operator flag: closed whatever the hours say. */
  temporarilyClosed: boolean;
  /** Adult ticket per person, fen; null = unknown. */
  ticketFen: number | null;
  /** Catalog `recommendedDurationHours` in minutes. */
  recommendedMinutes: number;
  tags: readonly string[];
  visitTips: readonly LocalizedText[];
}

/** A dish (foods.json) with its diet facts; prices per portion in fen or null. */
export interface SnapshotFood {
  id: string;
  name: LocalizedText;
  category: string;
  ingredients: readonly string[];
  tags: readonly string[];
  priceMinFen: number | null;
  priceMaxFen: number | null;
}

/** A restaurant (restaurants.json) with its active dishes and effective hours. */
export interface SnapshotRestaurant {
  id: string;
  name: LocalizedText;
  townId: string;
  point: GeoPoint | null;
  cuisine: readonly string[];
  /** Average spend per person, fen; null = unknown. */
  avgPriceFen: number | null;
  hours: EffectiveHours;
  /** foods.json ids the place is known for, in catalog order (active dishes only). */
  dishIds: readonly string[];
}

/**
 * A way to book a stay: a catalog room type with a known price, or (`position` null, `name` null)
 * the stay's lowest reported nightly price when no priced room type is listed. `capacity` null =
 * the catalog gives none; {@link ASSUMED_ROOM_CAPACITY} applies.
 */
export interface SnapshotRoomOption {
  position: number | null;
  name: LocalizedText | null;
  /** Nightly price, fen: the catalog's, or for an {@link estimate} the middle of the band in whole yuan. */
  priceFen: number;
  capacity: number | null;
  /**
   * Set when the catalog has no price for the stay: `priceFen` is then estimated from the typical
   * nightly range of its type in its town (price_bands.json, `minFen`–`maxFen`, seen `seen`).
   */
  estimate: PriceEstimate | null;
}

/** The typical nightly range a price is estimated from (price_bands.json), fen, both ends included. */
export type PriceEstimate = Readonly<{ bandId: string; minFen: number; maxFen: number; seen: string }>;

/** A stay (stays.json) with the ways it can be booked at a known price. */
export interface SnapshotStay {
  id: string;
  name: LocalizedText;
  /** Catalog type: `homestay`, `hotel`, `inn` or `hostel`. */
  type: string;
  townId: string;
  point: GeoPoint | null;
  /**
   * Bookable options with a known or estimated price; empty = the stay has neither a price nor a
   * band of its type and town to estimate one from, so it is never planned.
   */
  roomOptions: readonly SnapshotRoomOption[];
}

/** The catalog as the engine sees it. Maps are keyed by id; lists are sorted by id. */
export interface CatalogSnapshot {
  readonly towns: ReadonlyMap<string, SnapshotTown>;
  readonly attractions: ReadonlyMap<string, SnapshotAttraction>;
  readonly foods: ReadonlyMap<string, SnapshotFood>;
  readonly restaurants: ReadonlyMap<string, SnapshotRestaurant>;
  readonly stays: ReadonlyMap<string, SnapshotStay>;
  readonly townList: readonly SnapshotTown[];
  readonly attractionList: readonly SnapshotAttraction[];
  readonly restaurantList: readonly SnapshotRestaurant[];
  readonly stayList: readonly SnapshotStay[];
  /** The place a ref names, or undefined when the catalog has no such record. */
  place(ref: PlaceRef): { townId: string; point: GeoPoint | null } | undefined;
  /** True when a catalog travel-time pair links the two towns (or they are the same town). */
  townsConnected(a: string, b: string): boolean;
  /**
   * Door-to-door estimate between two places for the request's transportation (see
   * TRAVEL_ASSUMPTIONS); null when either place is unknown or no catalog pair links their towns.
   */
  travel(from: PlaceRef, to: PlaceRef, profile: TravelProfile): TravelLeg | null;
  /** Fare of a leg for the party, CNY fen (FARE_ASSUMPTIONS). */
  fareFen(leg: TravelLeg, travelers: number): number;
  /** Spend per person for a meal at a restaurant, fen, and whether it is an estimate. */
  mealCost(restaurant: SnapshotRestaurant, meal: MealKind): { fen: number; estimated: boolean };
}

/**
 * Most travel legs a snapshot keeps per transportation (see `travel`): several times the ≈ 110
 * thousand distinct legs a 7-day plan asks for at a hundred times today's catalog, and about 40 MB
 * of heap (≈ 80 bytes a leg).
 */
const LEG_MEMO_LIMIT = 500_000;

/**
 * Road km between two places of the same town as travel estimates use it: the straight line ×
 * roadFactor, at least minInTownKm (points are only good to about ±1 km); unknownPointKm when
 * either point is unknown.
 */
function inTownRoadKm(a: GeoPoint | null, b: GeoPoint | null): number {
  const A = TRAVEL_ASSUMPTIONS;
  return a && b ? Math.max(A.minInTownKm, distanceKm(a, b) * A.roadFactor) : A.unknownPointKm;
}

/**
 * Road km from a place to its town's point, which a leg between towns adds at each end: the
 * straight line × roadFactor; 0 when the place or the town has no point.
 */
export function accessRoadKm(point: GeoPoint | null, townPoint: GeoPoint | null): number {
  return point && townPoint ? distanceKm(point, townPoint) * TRAVEL_ASSUMPTIONS.roadFactor : 0;
}

const pointOf = (row: { lat?: number | null; lng?: number | null }): GeoPoint | null =>
  row.lat === null || row.lat === undefined || row.lng === null || row.lng === undefined ? null : { lat: row.lat, lng: row.lng };
const byId = <T extends { id: string }>(list: T[]) => list.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** Reader of one row's JSON columns, as {@link jsonColumnsOf} makes it. */
type JsonColumns<R extends { id: string }> = ReturnType<typeof jsonColumnsOf<R>>;

/**
 * The rows of catalog table `table` as frozen snapshot records sorted by id: each has the row's id,
 * its `name` column read as localised text, then the fields `fields` makes from the row and a reader
 * of its JSON columns.
 * @throws JsonColumnError when a JSON column holds a value of the wrong shape (table, column and row named).
 */
function snapshotRecords<R extends { id: string; name: string }, T extends object>(
  table: string,
  rows: readonly R[],
  fields: (row: R, json: JsonColumns<R>) => T,
): Readonly<{ id: string; name: LocalizedText } & T>[] {
  return byId(
    rows.map((row) => {
      const json = jsonColumnsOf(table, row);
      return Object.freeze({ id: row.id, name: readJsonColumn(LocalizedTextSchema, row.name, { table, column: 'name', id: row.id }), ...fields(row, json) });
    }),
  );
}

function hoursOf(text: string | null | undefined, assumed: readonly OpeningPeriod[], ref: JsonColumnRef, unknownDays?: string | null): EffectiveHours {
  const unknownWeekdays = Object.freeze(unknownDays ? [...parseDays(unknownDays)].sort() : []);
  return Object.freeze(
    text === null || text === undefined
      ? { periods: assumed, assumed: true, unknownWeekdays: Object.freeze([]) }
      : { periods: Object.freeze(readJsonColumn(OpeningHoursColumnSchema, text, ref)), assumed: false, unknownWeekdays },
  );
}

/**
 * Build a snapshot from catalog rows (database shape, JSON columns as text).
 * @throws Error when a record names a town that is not in the rows (the importer prevents this).
 */
export function buildCatalogSnapshot(rows: PlannerCatalogRows): CatalogSnapshot {
  const towns = snapshotRecords('towns', rows.towns, (r) => {
    const ref = (column: string): JsonColumnRef => ({ table: 'towns', column, id: r.id });
    return {
      englishName: r.englishName,
      region: r.region,
      county: r.county === null || r.county === undefined ? null : readJsonColumn(LocalizedTextSchema, r.county, ref('county')),
      aliases: Object.freeze(r.aliases === undefined ? [] : readJsonColumn(StringListColumnSchema, r.aliases, ref('aliases'))),
      prefecture: r.prefecture === null || r.prefecture === undefined ? null : Object.freeze(readJsonColumn(PrefectureColumnSchema, r.prefecture, ref('prefecture'))),
      point: pointOf(r),
    };
  });
  const townIdByName = new Map(towns.map((t) => [t.englishName, t.id]));
  const townIdOf = (name: string, what: string) => {
    const id = townIdByName.get(name);
    if (id === undefined) throw new Error(`${what}: town "${name}" is not in the catalog`);
    return id;
  };

  const attractions = snapshotRecords('attractions', rows.attractions, (r, json) => ({
    type: r.type,
    region: r.region,
    townId: townIdOf(r.town, `attraction ${r.id}`),
    point: pointOf(r),
    hours: hoursOf(r.openingHours, ASSUMED_HOURS.attraction, { table: 'attractions', column: 'openingHours', id: r.id }, r.hoursUnknownDays),
    temporarilyClosed: (r.temporarilyClosed ?? 0) === 1,
    ticketFen: r.ticketPriceFen ?? null,
    recommendedMinutes: Math.round(r.recommendedDurationHours * 60),
    tags: Object.freeze(json('tags', StringListColumnSchema)),
    visitTips: Object.freeze(json('visitTips', LocalizedTextListColumnSchema)),
  }));

  const foods = snapshotRecords('foods', rows.foods, (r, json) => ({
    category: r.category,
    ingredients: Object.freeze(json('ingredients', StringListColumnSchema)),
    tags: Object.freeze(json('tags', StringListColumnSchema)),
    priceMinFen: r.priceMinFen ?? null,
    priceMaxFen: r.priceMaxFen ?? null,
  }));
  const foodIds = new Set(foods.map((f) => f.id));

  const dishesOf = new Map<string, { foodId: string; position: number }[]>();
  for (const link of rows.restaurantDishes) {
    if (!foodIds.has(link.foodId)) continue;
    const list = dishesOf.get(link.restaurantId) ?? [];
    list.push({ foodId: link.foodId, position: link.position });
    dishesOf.set(link.restaurantId, list);
  }
  const restaurants = snapshotRecords('restaurants', rows.restaurants, (r, json) => {
    const cuisine = json('cuisine', StringListColumnSchema);
    // Breakfast places open early; the keyword is the catalog's own cuisine vocabulary.
    const assumed = cuisine.includes('breakfast') ? ASSUMED_HOURS.breakfastRestaurant : ASSUMED_HOURS.restaurant;
    return {
      townId: townIdOf(r.town, `restaurant ${r.id}`),
      point: pointOf(r),
      cuisine: Object.freeze(cuisine),
      avgPriceFen: r.avgPriceFen ?? null,
      hours: hoursOf(r.openingHours, assumed, { table: 'restaurants', column: 'openingHours', id: r.id }),
      dishIds: Object.freeze((dishesOf.get(r.id) ?? []).sort((a, b) => a.position - b.position).map((d) => d.foodId)),
    };
  });

  // Typical nightly ranges by town (English name, as stays name it) and type.
  const bandOf = new Map((rows.priceBands ?? []).map((band) => [`${band.town}|${band.type}`, band] as const));
  const roomsOf = new Map<string, PlannerCatalogRows['stayRooms']>();
  for (const room of rows.stayRooms) roomsOf.set(room.stayId, [...(roomsOf.get(room.stayId) ?? []), room]);
  const stays = snapshotRecords('stays', rows.stays, (r) => {
    const priced = (roomsOf.get(r.id) ?? [])
      .flatMap((room) => (room.priceFen === null || room.priceFen === undefined ? [] : [{ ...room, priceFen: room.priceFen }]))
      .sort((a, b) => a.position - b.position)
      .map((room) =>
        Object.freeze({
          position: room.position,
          name: readJsonColumn(LocalizedTextSchema, room.name, { table: 'stayRooms', column: 'name', id: `${room.stayId}/${room.position}` }),
          priceFen: room.priceFen,
          capacity: room.capacity ?? null,
          estimate: null,
        }),
      );
    const band = bandOf.get(`${r.town}|${r.type}`);
    const roomOptions: SnapshotRoomOption[] =
      priced.length > 0
        ? priced
        : r.priceFromFen !== null && r.priceFromFen !== undefined
          ? [Object.freeze({ position: null, name: null, priceFen: r.priceFromFen, capacity: null, estimate: null })]
          : band
            ? [
                Object.freeze({
                  position: null,
                  name: null,
                  priceFen: estimateFen(band) ?? band.minFen,
                  // A dorm-bed range prices one bed: one traveller per "room".
                  capacity: band.unit === 'dorm-bed-night' ? 1 : null,
                  estimate: Object.freeze({ bandId: band.id, minFen: band.minFen, maxFen: band.maxFen, seen: band.seen }),
                }),
              ]
            : [];
    return {
      type: r.type,
      townId: townIdOf(r.town, `stay ${r.id}`),
      point: pointOf(r),
      roomOptions: Object.freeze(roomOptions),
    };
  });

  const pairs = new Map<string, { km: number; minutesByCar: number; minutesByBus: number | null }>();
  const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  for (const p of rows.travelTimes) pairs.set(pairKey(p.fromTownId, p.toTownId), { km: p.km, minutesByCar: p.minutesByCar, minutesByBus: p.minutesByBus ?? null });

  const maps = {
    towns: new Map(towns.map((t) => [t.id, t])),
    attractions: new Map(attractions.map((a) => [a.id, a])),
    foods: new Map(foods.map((f) => [f.id, f])),
    restaurants: new Map(restaurants.map((r) => [r.id, r])),
    stays: new Map(stays.map((s) => [s.id, s])),
  };

  const place = (ref: PlaceRef): { townId: string; point: GeoPoint | null } | undefined => {
    switch (ref.kind) {
      case 'attraction':
        return maps.attractions.get(ref.id);
      case 'restaurant':
        return maps.restaurants.get(ref.id);
      case 'stay':
        return maps.stays.get(ref.id);
      case 'town': {
        const town = maps.towns.get(ref.id);
        return town ? { townId: town.id, point: town.point } : undefined;
      }
    }
  };

  // Legs are asked for again and again while a plan is built (the same sight from each place a day
  // reaches); they depend only on the two places and the transportation, so each asked-for leg is
  // kept, keyed by the pair's place indexes. Only asked-for legs are kept, never a table of every
  // pair (placeCount² grows to gigabytes at a hundred times today's catalog), and a memo that
  // reaches LEG_MEMO_LIMIT is dropped and starts again, so a long-running server's memory stays
  // bounded whatever it is asked; a dropped leg is only computed again, to the same value.
  const placeIndex: Record<PlaceKind, Map<string, number>> = { attraction: new Map(), restaurant: new Map(), stay: new Map(), town: new Map() };
  let placeCount = 0;
  for (const [kind, list] of [['attraction', attractions], ['restaurant', restaurants], ['stay', stays], ['town', towns]] as const) {
    for (const item of list) placeIndex[kind].set(item.id, placeCount++);
  }
  const legMemos = new Map<TravelProfile, Map<number, TravelLeg | null>>();
  const computeLeg = (from: PlaceRef, to: PlaceRef, profile: TravelProfile): TravelLeg | null => {
    const a = place(from);
    const b = place(to);
    if (!a || !b) return null;
    if (from.kind === to.kind && from.id === to.id) return { minutes: 0, km: 0, mode: 'walk' };
    if (a.townId === b.townId) {
      const townPoint = maps.towns.get(a.townId)?.point ?? null;
      const pa = a.point ?? (from.kind === 'town' ? townPoint : null);
      const pb = b.point ?? (to.kind === 'town' ? townPoint : null);
      return estimateInTownLeg(inTownRoadKm(pa, pb), profile);
    }
    const pair = pairs.get(pairKey(a.townId, b.townId));
    if (!pair) return null;
    const access = (p: { townId: string; point: GeoPoint | null }) => accessRoadKm(p.point, maps.towns.get(p.townId)?.point ?? null);
    return estimateInterTownLeg(pair, access(a) + access(b), profile);
  };

  return Object.freeze({
    ...maps,
    townList: Object.freeze(towns),
    attractionList: Object.freeze(attractions),
    restaurantList: Object.freeze(restaurants),
    stayList: Object.freeze(stays),
    place,
    townsConnected: (a: string, b: string) => a === b || pairs.has(pairKey(a, b)),
    travel(from: PlaceRef, to: PlaceRef, profile: TravelProfile) {
      const i = placeIndex[from.kind].get(from.id);
      const j = placeIndex[to.kind].get(to.id);
      if (i === undefined || j === undefined) return null;
      let memo = legMemos.get(profile);
      if (!memo) {
        memo = new Map();
        legMemos.set(profile, memo);
      }
      const key = i * placeCount + j;
      let leg = memo.get(key);
      if (leg === undefined) {
        leg = computeLeg(from, to, profile);
        if (memo.size >= LEG_MEMO_LIMIT) memo.clear();
        memo.set(key, leg);
      }
      return leg;
    },
    fareFen: estimateFareFen,
    mealCost(restaurant: SnapshotRestaurant, meal: MealKind) {
      if (restaurant.avgPriceFen === null) return { fen: MEAL_COST_ASSUMPTIONS[meal], estimated: true };
      return { fen: meal === 'breakfast' ? Math.round(restaurant.avgPriceFen / 2) : restaurant.avgPriceFen, estimated: false };
    },
  });
}

/**
 * The nightly price (fen) the planner assumes for a stay the catalog has no price for: the middle
 * of its town's and type's typical range, rounded to whole yuan; with a requested nightly band
 * (`within`, `[minFen, maxFen)`, null max = open), the middle of the part of the range inside it,
 * so the estimate never lies outside what the traveller asked for. Null when the range does not
 * reach into the band (touching its edge is not enough).
 */
export function estimateFen(range: { minFen: number; maxFen: number }, within?: { minFen: number; maxFen: number | null }): number | null {
  const low = Math.max(range.minFen, within?.minFen ?? 0);
  const high = within?.maxFen === null || within?.maxFen === undefined ? range.maxFen : Math.min(range.maxFen, within.maxFen - 100);
  if (within && (high < low || (low === high && range.minFen !== range.maxFen))) return null;
  return Math.round((low + high) / 200) * 100;
}

/** Capacity of a room option for planning: the catalog's, else {@link ASSUMED_ROOM_CAPACITY}. */
export function roomCapacity(option: SnapshotRoomOption): number {
  return option.capacity ?? ASSUMED_ROOM_CAPACITY;
}

/**
 * Snapshot of a catalog folder (catalog/README.md format), validated by the importer's reader and
 * mapped by its row mappers, so the folder is read exactly as `npm run import:catalog` would import it.
 * @throws Error listing every problem when the folder does not validate.
 */
export async function loadCatalogSnapshotFromDir(dir: string): Promise<CatalogSnapshot> {
  const read = await readCatalog(dir);
  if (!read.ok) throw new Error(`Catalog ${dir} is invalid:\n${read.problems.map(formatProblem).join('\n')}`);
  const { records } = read;
  return buildCatalogSnapshot({
    towns: records.towns.map((town) => toTownRow(town, records.region)),
    attractions: records.attractions.map((r) => ({ ...toAttractionRow(r), temporarilyClosed: 0 })),
    foods: records.foods.map(toFoodRow),
    restaurants: records.restaurants.map(toRestaurantRow),
    restaurantDishes: records.restaurants.flatMap((r) => r.dishIds.map((foodId, position) => ({ restaurantId: r.id, foodId, position }))),
    stays: records.stays.map(toStayRow),
    stayRooms: records.stays.flatMap(toStayRoomRows),
    travelTimes: records.travelTimes.map(toTravelTimeRow),
    priceBands: records.priceBands.map(toPriceBandRow),
  });
}

/**
 * Snapshot of the catalog in the database: active rows only (retired records are never planned),
 * with the operator's temporarily-closed flags.
 * @throws on database errors.
 */
export async function loadCatalogSnapshotFromDatabase(db: Kysely<Database>): Promise<CatalogSnapshot> {
  return buildCatalogSnapshot(await createPlannerCatalogRepository(db).readActiveCatalog());
}
