/**
 * Which restaurants can still serve a meal on a trip day, how late, and how late a visit to each
 * sight may end so that one of them is still reached in time.
 *
 * The limit of a sight s is, by definition, max over restaurants r open for the meal of
 * (latest start at r − travel minutes s → r), and at least NO_MEAL_REACHABLE; times are minutes
 * since midnight, legs are the snapshot's own (`snapshot.travel`). Scanning every pair costs
 * sights × restaurants legs per meal and day, about 10⁸ at a hundred times today's catalog, so
 * {@link sightEndLimits} reaches the same value asking for a handful of legs per sight, and only
 * for the sights the day builder asks about. It relies on how legs are estimated
 * (catalog-snapshot.ts, estimates.ts):
 * - between towns a leg depends only on the town pair and the access km of both ends (distance
 *   from the town's point), and does not shrink when either grows. So within another town a
 *   restaurant with a later-or-equal start and a shorter-or-equal access is always at least as
 *   good: only the Pareto front of (latest start, access km) is looked at, latest start first,
 *   until even the leg to the town's nearest restaurant cannot beat the best found; and a town is
 *   passed over whole when even the leg from the sight's town point (no access at all) cannot;
 * - inside a town a leg depends only on the road km between the points (unknownPointKm when either
 *   is missing): restaurants without a point are all one leg away from a given sight (only the
 *   latest of them counts), a sight without a point is one leg away from every restaurant of its
 *   town (only the town's latest counts), and the rest lie in a grid searched ring by ring outwards
 *   from the sight; cells, restaurants and the rest of the rings are skipped once
 *   {@link inTownMinutesAtLeast} of their least possible distance shows they cannot beat the best.
 *   The in-town estimate is not monotone in km (a short taxi ride beats a long walk), which is why
 *   the search stops on that bound and never on the estimate at the distance reached.
 *
 * Every value taken is a real leg's (latest start − minutes), so a limit is never later than the
 * definition's; the bounds that skip restaurants are true lower bounds of their legs, so it is
 * never earlier either: the result equals the scan's (meal-reach.test.ts compares both on the real
 * catalog and on a synthetic 10× one). Geometry no catalog of this guide has — a town across the
 * antimeridian or within half a degree of a pole — could only make a limit earlier, never later.
 */
import { choiceServesMeal } from './dish-roles.js';
import type { MealKind } from '@dali/shared/contracts/planner';
import type { GeoPoint } from '../../../lib/geo.js';
import { accessRoadKm, type CatalogSnapshot, type PlaceRef, type SnapshotAttraction } from './catalog-snapshot.js';
import { LATEST_LODGING_ARRIVAL, MEAL_START_WINDOWS, type PaceProfile, type PlanningContext, type RestaurantChoice, type TripDay } from './context.js';
import { TRAVEL_ASSUMPTIONS, inTownMinutesAtLeast, type TravelProfile } from './estimates.js';

/** The limit of a sight from which no restaurant open for the meal can be reached (minutes since midnight). */
export const NO_MEAL_REACHABLE = -1;

/** A restaurant that can serve the meal, and the latest minute (since midnight) the meal can start there. */
export interface MealOpening {
  choice: RestaurantChoice;
  latestStart: number;
}

/** A sight whose limit is wanted: its place ref (kind `attraction`) and catalog record. */
export interface SightRef {
  ref: PlaceRef;
  attraction: SnapshotAttraction;
}

/** Minutes a meal lasts at the context's pace. */
export function mealMinutes(pace: PaceProfile, meal: MealKind): number {
  return meal === 'breakfast' ? pace.breakfastMinutes : meal === 'lunch' ? pace.lunchMinutes : pace.dinnerMinutes;
}

/**
 * Latest start (minutes since midnight) of dinner at `choice` that still reaches the night's
 * lodging `endAt` by LATEST_LODGING_ARRIVAL: Infinity when there is no night (`endAt` null),
 * -Infinity when the lodging cannot be reached from the restaurant at all.
 */
export function latestDinnerForNight(ctx: PlanningContext, choice: RestaurantChoice, endAt: PlaceRef | null): number {
  if (endAt === null) return Infinity;
  const leg = ctx.snapshot.travel(choice.ref, endAt, ctx.profile);
  return leg ? LATEST_LODGING_ARRIVAL - ctx.pace.dinnerMinutes - leg.minutes : -Infinity;
}

/**
 * Latest start (minutes since midnight) of `meal` at `choice` on `day` that lies in the meal's start
 * window, leaves the whole meal inside the restaurant's open stretches and, for dinner, reaches the
 * night's lodging `endAt` in time; null when there is none.
 */
export function latestMealStart(ctx: PlanningContext, day: TripDay, choice: RestaurantChoice, meal: MealKind, endAt: PlaceRef | null): number | null {
  const window = MEAL_START_WINDOWS[meal];
  const duration = mealMinutes(ctx.pace, meal);
  const cap = Math.min(window.latest, meal === 'dinner' ? latestDinnerForNight(ctx, choice, endAt) : Infinity);
  let latest: number | null = null;
  for (const [from, to] of ctx.windows('restaurant', choice.restaurant.id, day)) {
    const start = Math.min(cap, to - duration);
    if (start >= Math.max(from, window.earliest)) latest = Math.max(latest ?? start, start);
  }
  return latest;
}

/** Every restaurant of the context (diet already applied) that can serve `meal` on `day`, in context order. */
export function mealOpenings(ctx: PlanningContext, day: TripDay, meal: MealKind, endAt: PlaceRef | null): MealOpening[] {
  const openings: MealOpening[] = [];
  for (const choice of ctx.restaurants) {
    if (!choiceServesMeal(choice, ctx.snapshot.foods, meal)) continue;
    const latestStart = latestMealStart(ctx, day, choice, meal, endAt);
    if (latestStart !== null) openings.push({ choice, latestStart });
  }
  return openings;
}

/** Mean Earth radius of lib/geo.ts, km per degree of latitude. */
const KM_PER_DEGREE = (6371.0088 * Math.PI) / 180;
/**
 * Grid distances are scaled down by this factor before they bound a leg, against floating-point
 * error; weaker bounds only mean a few more legs looked at, never a different result.
 */
const DISTANCE_SAFETY = 0.999;
/** distanceKm rounds to 0.1 km, so it can be up to 0.05 km below the true distance (plus slack). */
const DISTANCE_ROUNDING_KM = 0.051;
/** A grid cell is at least this wide (km) and a grid at most this many cells wide or high. */
const MIN_CELL_KM = 0.25;
const MAX_CELLS_PER_SIDE = 64;
/** Latitude margin (degrees) for the great circle bulging polewards between two points of a town. */
const LATITUDE_MARGIN = 0.5;
/** Step (km) and number of entries (reaching 100 km) of the tables of {@link fewestMinutesTable}. */
const TABLE_STEP_KM = 0.01;
const TABLE_STEPS = 10_000;

const cosDegrees = (degrees: number) => Math.cos((Math.min(89.9, degrees) * Math.PI) / 180);

/**
 * Per travel profile, entry q = the fewest minutes of an in-town leg between points at least
 * q × TABLE_STEP_KM apart (great-circle km): inTownMinutesAtLeast of the least road km distanceKm
 * can give at that distance. Non-decreasing in q; looking up ⌊d / step⌋ bounds every leg of d km or
 * more from below. Depends only on the estimates, so built once per process.
 */
const fewestMinutesTables = new Map<TravelProfile, Float64Array>();
function fewestMinutesTable(profile: TravelProfile): Float64Array {
  let table = fewestMinutesTables.get(profile);
  if (!table) {
    const A = TRAVEL_ASSUMPTIONS;
    table = new Float64Array(TABLE_STEPS);
    for (let q = 0; q < TABLE_STEPS; q++) {
      const roadKm = Math.max(A.minInTownKm, Math.max(0, q * TABLE_STEP_KM - DISTANCE_ROUNDING_KM) * A.roadFactor);
      table[q] = inTownMinutesAtLeast(roadKm, profile);
    }
    fewestMinutesTables.set(profile, table);
  }
  return table;
}

interface GridEntry {
  opening: MealOpening;
  x: number;
  y: number;
}

/**
 * A town's openings with a point, on a plane where distances never exceed great-circle ones:
 * y = latitude × km per degree, x = longitude × km per degree × cos(latitudeBound), where
 * latitudeBound is the openings' largest absolute latitude plus a margin, so a degree of longitude
 * is never counted longer than it is anywhere between two of them. A sight farther from the
 * equator scales its distances down by the ratio of cosines (see `limitOf`).
 */
interface TownGrid {
  latitudeBound: number;
  kx: number;
  x0: number;
  y0: number;
  cellKm: number;
  cols: number;
  rows: number;
  /** Per cell (row-major), its openings latest start first, or undefined when empty. */
  cells: (GridEntry[] | undefined)[];
  cellLatest: number[];
  latest: number;
}

interface TownOpenings {
  townId: string;
  ref: PlaceRef;
  /** The town's opening with the latest start (the first such in input order). */
  latest: MealOpening;
  /** The latest opening without a point, or null. */
  latestWithoutPoint: MealOpening | null;
  grid: TownGrid | null;
  /** Pareto front of (latest start ↓, access km ↑), latest start first; access km strictly falls along it. */
  front: MealOpening[];
}

const laterFirst = (a: { latestStart: number }, b: { latestStart: number }) => b.latestStart - a.latestStart;

function buildGrid(entries: { opening: MealOpening; point: GeoPoint }[]): TownGrid {
  const latitudeBound = Math.max(...entries.map((e) => Math.abs(e.point.lat))) + LATITUDE_MARGIN;
  const kx = KM_PER_DEGREE * cosDegrees(latitudeBound);
  const placed = entries.map(({ opening, point }) => ({ opening, x: point.lng * kx, y: point.lat * KM_PER_DEGREE }));
  const x0 = Math.min(...placed.map((e) => e.x));
  const y0 = Math.min(...placed.map((e) => e.y));
  const width = Math.max(...placed.map((e) => e.x)) - x0;
  const height = Math.max(...placed.map((e) => e.y)) - y0;
  const cellKm = Math.max(MIN_CELL_KM, Math.max(width, height) / MAX_CELLS_PER_SIDE);
  const cols = Math.floor(width / cellKm) + 1;
  const rows = Math.floor(height / cellKm) + 1;
  const cells = new Array<GridEntry[] | undefined>(cols * rows).fill(undefined);
  for (const entry of placed) {
    const i = Math.min(cols - 1, Math.floor((entry.x - x0) / cellKm));
    const j = Math.min(rows - 1, Math.floor((entry.y - y0) / cellKm));
    (cells[j * cols + i] ??= []).push(entry);
  }
  const cellLatest = cells.map((list) => {
    if (!list) return -Infinity;
    list.sort((a, b) => laterFirst(a.opening, b.opening));
    return list[0]?.opening.latestStart ?? -Infinity;
  });
  return { latitudeBound, kx, x0, y0, cellKm, cols, rows, cells, cellLatest, latest: Math.max(...cellLatest) };
}

function indexTown(snapshot: CatalogSnapshot, townId: string, list: readonly MealOpening[]): TownOpenings {
  const townPoint = snapshot.towns.get(townId)?.point ?? null;
  // Stable sort: among equal starts the first in input order comes first.
  const later = [...list].sort(laterFirst);
  const pointed = later.flatMap((opening) => (opening.choice.restaurant.point ? [{ opening, point: opening.choice.restaurant.point }] : []));
  const front: MealOpening[] = [];
  let frontAccess = Infinity;
  for (const opening of later) {
    const access = accessRoadKm(opening.choice.restaurant.point, townPoint);
    if (access < frontAccess) {
      front.push(opening);
      frontAccess = access;
    }
  }
  return {
    townId,
    ref: { kind: 'town', id: townId },
    latest: later[0] as MealOpening,
    latestWithoutPoint: later.find((o) => o.choice.restaurant.point === null) ?? null,
    grid: pointed.length > 0 ? buildGrid(pointed) : null,
    front,
  };
}

/**
 * How late a visit to a sight may end for one meal on one day: {@link SightEndLimits.limitOf}.
 * Built by {@link sightEndLimits}.
 */
export interface SightEndLimits {
  /**
   * Latest end (minutes since midnight) of a visit to `sight` from which some opening is still
   * reached by its latest start: max over openings of (latestStart − snapshot leg minutes), or
   * NO_MEAL_REACHABLE when that is earlier or no opening can be reached. Computed on first request
   * and kept; equal to scanning every opening (see the module comment).
   */
  limitOf(sight: SightRef): number;
}

class MealReach implements SightEndLimits {
  private readonly towns = new Map<string, TownOpenings>();
  private readonly limits = new Map<string, number>();
  /** Per other town, the fewest minutes any sight of a town needs to reach it (null: not linked). */
  private readonly townFloors = new Map<string, number | null>();
  private readonly fewest: Float64Array;
  private best = NO_MEAL_REACHABLE;

  constructor(
    private readonly snapshot: CatalogSnapshot,
    private readonly profile: TravelProfile,
    openings: readonly MealOpening[],
  ) {
    const byTown = new Map<string, MealOpening[]>();
    for (const opening of openings) {
      const townId = opening.choice.restaurant.townId;
      const list = byTown.get(townId);
      if (list) list.push(opening);
      else byTown.set(townId, [opening]);
    }
    for (const [townId, list] of byTown) this.towns.set(townId, indexTown(snapshot, townId, list));
    this.fewest = fewestMinutesTable(profile);
  }

  limitOf(sight: SightRef): number {
    let limit = this.limits.get(sight.attraction.id);
    if (limit === undefined) {
      limit = this.compute(sight);
      this.limits.set(sight.attraction.id, limit);
    }
    return limit;
  }

  private consider(sight: SightRef, opening: MealOpening): void {
    const leg = this.snapshot.travel(sight.ref, opening.choice.ref, this.profile);
    if (leg) this.best = Math.max(this.best, opening.latestStart - leg.minutes);
  }

  /** Lower bound of the minutes of an in-town leg between points `km` or more apart (great circle). */
  private fewestMinutes(km: number): number {
    const q = Math.floor(km / TABLE_STEP_KM);
    if (q < TABLE_STEPS) return this.fewest[q] as number;
    const A = TRAVEL_ASSUMPTIONS;
    return inTownMinutesAtLeast(Math.max(A.minInTownKm, (km - DISTANCE_ROUNDING_KM) * A.roadFactor), this.profile);
  }

  /** Fewest minutes from any sight of `fromTownId` to any opening of `town`: legs between towns grow with the access km at both ends, and a town's own point has none. */
  private townFloor(fromTownId: string, town: TownOpenings): number | null {
    const key = `${fromTownId}|${town.townId}`;
    let floor = this.townFloors.get(key);
    if (floor === undefined) {
      // The front's last opening has the town's shortest access.
      const nearest = town.front[town.front.length - 1] as MealOpening;
      floor = this.snapshot.travel({ kind: 'town', id: fromTownId }, nearest.choice.ref, this.profile)?.minutes ?? null;
      this.townFloors.set(key, floor);
    }
    return floor;
  }

  private compute(sight: SightRef): number {
    const { townId, point } = sight.attraction;
    this.best = NO_MEAL_REACHABLE;
    const home = this.towns.get(townId);
    if (home && !point) this.consider(sight, home.latest);
    if (home && point && home.latestWithoutPoint) this.consider(sight, home.latestWithoutPoint);
    if (home?.grid && point) this.searchGrid(sight, point, home.grid);

    for (const town of this.towns.values()) {
      if (town.townId === townId) continue;
      // No leg from the town's point means no catalog pair links the towns: none is reachable.
      const floor = this.townFloor(townId, town);
      if (floor === null || town.latest.latestStart - floor <= this.best) continue;
      const nearest = town.front[town.front.length - 1] as MealOpening;
      const shortest = this.snapshot.travel(sight.ref, nearest.choice.ref, this.profile);
      if (!shortest) continue;
      // Every leg from this sight to the town takes at least as long as the one to its nearest opening.
      this.best = Math.max(this.best, nearest.latestStart - shortest.minutes);
      for (const opening of town.front) {
        if (opening.latestStart - shortest.minutes <= this.best) break;
        this.consider(sight, opening);
      }
    }
    return this.best;
  }

  /**
   * The sight's town's openings with a point, ring by ring of grid cells outwards from the sight:
   * cells, openings and whole rings whose least possible leg cannot beat the best found are skipped.
   */
  private searchGrid(sight: SightRef, point: GeoPoint, grid: TownGrid): void {
    // A sight farther from the equator than the grid's bound has shorter degrees of longitude.
    const scale = DISTANCE_SAFETY * Math.min(1, cosDegrees(Math.abs(point.lat) + LATITUDE_MARGIN) / cosDegrees(grid.latitudeBound));
    const sx = point.lng * grid.kx;
    const sy = point.lat * KM_PER_DEGREE;
    const ci = Math.floor((sx - grid.x0) / grid.cellKm);
    const cj = Math.floor((sy - grid.y0) / grid.cellKm);
    // Every point of a cell at Chebyshev distance k from the sight's cell is at least k − 1 cells
    // away. Rings that miss the grid are skipped at both ends.
    const firstRing = Math.max(0, -ci, ci - (grid.cols - 1), -cj, cj - (grid.rows - 1));
    const lastRing = Math.max(ci, grid.cols - 1 - ci, cj, grid.rows - 1 - cj);
    for (let k = firstRing; k <= lastRing; k++) {
      if (grid.latest - this.fewestMinutes(Math.max(0, k - 1) * grid.cellKm * scale) <= this.best) return;
      if (k === 0) {
        this.searchCell(sight, sx, sy, scale, grid, ci, cj);
        continue;
      }
      for (let i = Math.max(0, ci - k); i <= Math.min(grid.cols - 1, ci + k); i++) {
        this.searchCell(sight, sx, sy, scale, grid, i, cj - k);
        this.searchCell(sight, sx, sy, scale, grid, i, cj + k);
      }
      for (let j = Math.max(0, cj - k + 1); j <= Math.min(grid.rows - 1, cj + k - 1); j++) {
        this.searchCell(sight, sx, sy, scale, grid, ci - k, j);
        this.searchCell(sight, sx, sy, scale, grid, ci + k, j);
      }
    }
  }

  private searchCell(sight: SightRef, sx: number, sy: number, scale: number, grid: TownGrid, i: number, j: number): void {
    if (i < 0 || j < 0 || i >= grid.cols || j >= grid.rows) return;
    const entries = grid.cells[j * grid.cols + i];
    if (!entries) return;
    const left = grid.x0 + i * grid.cellKm;
    const bottom = grid.y0 + j * grid.cellKm;
    const dx = Math.max(0, left - sx, sx - (left + grid.cellKm));
    const dy = Math.max(0, bottom - sy, sy - (bottom + grid.cellKm));
    const cellFloor = this.fewestMinutes(Math.hypot(dx, dy) * scale);
    if ((grid.cellLatest[j * grid.cols + i] as number) - cellFloor <= this.best) return;
    for (const entry of entries) {
      // Openings are latest first: once the cell's floor rules one out, it rules out the rest.
      if (entry.opening.latestStart - cellFloor <= this.best) return;
      if (entry.opening.latestStart - this.fewestMinutes(Math.hypot(entry.x - sx, entry.y - sy) * scale) <= this.best) continue;
      this.consider(sight, entry.opening);
    }
  }
}

/**
 * How late a visit to each sight may end so that one of `openings` (a meal on one day) is still
 * reached, with legs by `profile`; see {@link SightEndLimits}. Indexes the openings by town
 * (O(openings)); each sight's limit is then computed when first asked for.
 */
export function sightEndLimits(snapshot: CatalogSnapshot, profile: TravelProfile, openings: readonly MealOpening[]): SightEndLimits {
  return new MealReach(snapshot, profile, openings);
}
