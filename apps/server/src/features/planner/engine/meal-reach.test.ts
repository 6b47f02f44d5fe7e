import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANNER_TRANSPORTATION, PlannerRequestSchema, type MealKind, type PlannerRequestInput, type Transportation } from '@dali/shared/contracts/planner';
import { writeSyntheticCatalog } from '../../../../../../bench/synthetic-catalog.js';
import { REPO_ROOT } from '../../../config/env.js';
import { buildCatalogSnapshot, loadCatalogSnapshotFromDir, type CatalogSnapshot, type PlaceRef } from './catalog-snapshot.js';
import { resolveRequest, type PlanningContext } from './context.js';
import { estimateInTownLeg, inTownMinutesAtLeast } from './estimates.js';
import { NO_MEAL_REACHABLE, mealOpenings, sightEndLimits, type MealOpening, type SightRef } from './meal-reach.js';

/** Noon in China on 2026-11-20; the trips below run from Tuesday 2026-12-01 to Monday 2026-12-07. */
const CLOCK = new Date('2026-11-20T04:00:00Z');
const MEALS: MealKind[] = ['breakfast', 'lunch', 'dinner'];

/** The definition the fast limits must meet: every sight against every opening, one snapshot leg each. */
function scannedLimits(snapshot: CatalogSnapshot, transportation: Transportation, sights: readonly SightRef[], openings: readonly MealOpening[]): Map<string, number> {
  const limits = new Map<string, number>();
  for (const sight of sights) {
    let limit = NO_MEAL_REACHABLE;
    for (const opening of openings) {
      const leg = snapshot.travel(sight.ref, opening.choice.ref, transportation);
      if (leg) limit = Math.max(limit, opening.latestStart - leg.minutes);
    }
    limits.set(sight.attraction.id, limit);
  }
  return limits;
}

/** Fast and scanned limits of every sight, with how many are equal and how many later than the scan (must be none). */
function compare(snapshot: CatalogSnapshot, transportation: Transportation, sights: readonly SightRef[], openings: readonly MealOpening[]) {
  const fast = sightEndLimits(snapshot, transportation, openings);
  const scanned = scannedLimits(snapshot, transportation, sights, openings);
  let equal = 0;
  const later: string[] = [];
  const differing: string[] = [];
  for (const sight of sights) {
    const id = sight.attraction.id;
    const a = fast.limitOf(sight);
    const b = scanned.get(id) ?? NO_MEAL_REACHABLE;
    if (a === b) equal++;
    else differing.push(`${id}: ${a} vs ${b}`);
    if (a > b) later.push(`${id}: ${a} > ${b}`);
  }
  return { equal, total: sights.length, later, differing };
}

const request = (transportation: Transportation, extra: Partial<PlannerRequestInput> = {}) =>
  PlannerRequestSchema.parse({ startDate: '2026-12-01', endDate: '2026-12-07', travelerCount: 2, transportation, pace: 'moderate', ...extra });

/** Requests over every transportation, with and without diets, at two paces (meal lengths differ). */
const REQUESTS = [
  request('public'),
  request('selfDriving', { dietaryRestrictions: ['vegetarian'], pace: 'packed' }),
  request('privateCar', { dietaryRestrictions: ['no-seafood'], pace: 'relaxed' }),
  request('cycling', { dietaryRestrictions: ['halal'] }),
  request('public', { dietaryRestrictions: ['no-pork', 'no-spicy'], pace: 'packed' }),
];

/** Where the night is spent (dinner must leave time to get there): none, and stays in two towns. */
function nightEnds(ctx: PlanningContext): (PlaceRef | null)[] {
  const oldTown = ctx.snapshot.stayList.find((s) => s.townId === 'dali-old-town');
  const elsewhere = ctx.snapshot.stayList.find((s) => s.townId !== 'dali-old-town');
  return [null, ...[oldTown, elsewhere].flatMap((s) => (s ? [{ kind: 'stay' as const, id: s.id }] : []))];
}

function contextOf(snapshot: CatalogSnapshot, input: ReturnType<typeof request>): PlanningContext {
  const resolved = resolveRequest(input, snapshot, CLOCK);
  if (!resolved.ok) throw new Error(`request does not resolve: ${JSON.stringify(resolved.failures)}`);
  return resolved.context;
}

describe('inTownMinutesAtLeast', () => {
  it('is the least in-town estimate at any road distance from km on, for every transportation', () => {
    // Road km from 0 to 40 in 10 m steps, plus points just past the walking and cycling limits.
    const kms = [...Array.from({ length: 4001 }, (_, i) => i / 100), 1.5 + 1e-9, 25 + 1e-9].sort((a, b) => a - b);
    for (const transportation of PLANNER_TRANSPORTATION) {
      let suffixMin = Infinity;
      const least = new Array<number>(kms.length);
      for (let i = kms.length - 1; i >= 0; i--) {
        suffixMin = Math.min(suffixMin, estimateInTownLeg(kms[i] as number, transportation).minutes);
        least[i] = suffixMin;
      }
      let previous = 0;
      kms.forEach((km, i) => {
        const bound = inTownMinutesAtLeast(km, transportation);
        expect(bound, `${transportation} at ${km} km`).toBe(least[i]);
        expect(bound).toBeGreaterThanOrEqual(previous);
        previous = bound;
      });
    }
    // The estimate itself is not monotone: a short taxi ride beats a long walk.
    expect(estimateInTownLeg(1.5, 'public').minutes).toBe(20);
    expect(estimateInTownLeg(1.6, 'public').minutes).toBe(15);
    expect(inTownMinutesAtLeast(1.2, 'public')).toBe(15);
  });
});

describe('sight end limits on the Dali catalog', () => {
  let snapshot: CatalogSnapshot;
  beforeAll(async () => {
    snapshot = await loadCatalogSnapshotFromDir(path.join(REPO_ROOT, 'catalog'));
  });

  it('equal the limits of scanning every restaurant, for every day, meal, night, transportation and diet', () => {
    let compared = 0;
    for (const input of REQUESTS) {
      const ctx = contextOf(snapshot, input);
      for (const day of ctx.days) {
        for (const meal of MEALS) {
          for (const endAt of nightEnds(ctx)) {
            const openings = mealOpenings(ctx, day, meal, endAt);
            const result = compare(snapshot, input.transportation, ctx.candidates, openings);
            expect(result.differing, `${input.transportation} day ${day.index} ${meal} ${endAt?.id ?? 'no night'}`).toEqual([]);
            compared += result.total;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(5 * 7 * 3 * 3 * 30);
  });

  it('give every sight no meal when no restaurant fits the diet', () => {
    const resolved = resolveRequest(request('public'), snapshot, CLOCK);
    if (!resolved.ok) throw new Error('request does not resolve');
    const limits = sightEndLimits(snapshot, 'public', []);
    for (const candidate of resolved.context.candidates) expect(limits.limitOf(candidate)).toBe(NO_MEAL_REACHABLE);
  });
});

describe('sight end limits on a synthetic catalog ten times the size', () => {
  let dir: string;
  let snapshot: CatalogSnapshot;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meal-reach-'));
    writeSyntheticCatalog({ sourceDir: path.join(REPO_ROOT, 'catalog'), outDir: dir, factor: 10 });
    snapshot = await loadCatalogSnapshotFromDir(dir);
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('are never later than scanning every restaurant and almost always equal', () => {
    let equal = 0;
    let total = 0;
    for (const input of REQUESTS) {
      const ctx = contextOf(snapshot, input);
      expect(ctx.candidates.length).toBeGreaterThan(300);
      // Tuesday, Friday and Sunday: the weekdays whose opening hours differ most.
      for (const day of ctx.days.filter((d) => [2, 5, 0].includes(d.weekday ?? -1))) {
        for (const meal of MEALS) {
          for (const endAt of nightEnds(ctx)) {
            const result = compare(snapshot, input.transportation, ctx.candidates, mealOpenings(ctx, day, meal, endAt));
            expect(result.later, `${input.transportation} day ${day.index} ${meal} ${endAt?.id ?? 'no night'}`).toEqual([]);
            equal += result.equal;
            total += result.total;
          }
        }
      }
    }
    expect(total).toBeGreaterThan(5 * 3 * 3 * 3 * 300);
    // Only geometry no catalog has (a town across the antimeridian) could make a limit earlier; on
    // this catalog every limit is equal today.
    expect(equal / total).toBeGreaterThanOrEqual(0.999);
  }, 60_000);
});

describe('sight end limits in made-up geometry', () => {
  // Towns: home and near (linked, 20 km), far (not linked to either). Random points up to ±0.3°
  // (≈ 30 km) from each town's point, some places without a point, random latest starts.
  const towns = [
    { id: 'home', englishName: 'Home', lat: 25.6, lng: 100.2 },
    { id: 'near', englishName: 'Near', lat: 25.8, lng: 100.25 },
    { id: 'far', englishName: 'Far', lat: 27.0, lng: 100.2 },
  ];
  const text = (s: string) => JSON.stringify({ 'zh-CN': s, 'zh-HK': s, 'en-US': s });

  function world(seed: number) {
    let a = seed >>> 0;
    const random = () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    // Mostly close to the town's point (walking and short taxi distances), some far out.
    const place = (i: number) => {
      const town = towns[i % 3] as (typeof towns)[number];
      const spread = random() < 0.7 ? 0.02 : 0.3;
      const point = random() < 0.1 ? null : { lat: town.lat + (random() * 2 - 1) * spread, lng: town.lng + (random() * 2 - 1) * spread };
      return { town: town.englishName, lat: point?.lat ?? null, lng: point?.lng ?? null };
    };
    const snapshot = buildCatalogSnapshot({
      towns: towns.map((t) => ({ id: t.id, name: text(t.englishName), englishName: t.englishName, region: 'Dali', lat: t.lat, lng: t.lng })),
      attractions: Array.from({ length: 150 }, (_, i) => ({
        id: `sight-${i}`,
        name: text(`sight ${i}`),
        type: 'cultural',
        region: 'Dali',
        ...place(i),
        openingHours: null,
        ticketPriceFen: 0,
        recommendedDurationHours: 1,
        visitTips: '[]',
        tags: '[]',
      })),
      foods: [],
      restaurants: Array.from({ length: 120 }, (_, i) => ({
        id: `restaurant-${i}`,
        name: text(`restaurant ${i}`),
        ...place(i),
        cuisine: '[]',
        avgPriceFen: null,
        openingHours: null,
      })),
      restaurantDishes: [],
      stays: [],
      stayRooms: [],
      travelTimes: [{ fromTownId: 'home', toTownId: 'near', km: 20, minutesByCar: 30, minutesByBus: null }],
    });
    const sights: SightRef[] = snapshot.attractionList.map((attraction) => ({ attraction, ref: { kind: 'attraction', id: attraction.id } }));
    // Latest starts on a 5-minute grid, as meal windows and legs are, so ties are common.
    const openings: MealOpening[] = snapshot.restaurantList.map((restaurant) => ({
      choice: { restaurant, ref: { kind: 'restaurant', id: restaurant.id }, dishIds: [], kitchenOfDiet: false },
      latestStart: 12 * 60 + 5 * Math.floor(random() * 36),
    }));
    return { snapshot, sights, openings };
  }

  it('equal the limits of scanning every restaurant, for every transportation', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const { snapshot, sights, openings } = world(seed);
      for (const transportation of PLANNER_TRANSPORTATION) {
        const result = compare(snapshot, transportation, sights, openings);
        expect(result.differing, `seed ${seed} ${transportation}`).toEqual([]);
        // Some openings of a third of the towns are unreachable, but the limits are not all empty.
        expect(sights.some((s) => sightEndLimits(snapshot, transportation, openings).limitOf(s) > NO_MEAL_REACHABLE)).toBe(true);
      }
    }
  });

  it('take the nearer-in-time restaurant when the nearer-in-distance one is a longer walk', () => {
    const { snapshot } = world(1);
    const sight = snapshot.attractionList.find((a) => a.townId === 'home' && a.point !== null);
    if (!sight?.point) throw new Error('fixture has no sight with a point');
    const ref: PlaceRef = { kind: 'attraction', id: sight.id };
    // A restaurant 1.4 road km away (a 20-minute walk) and one 1.7 road km away (15 minutes by taxi).
    const at = (km: number) => ({ lat: (sight.point?.lat ?? 0) + km / 1.3 / 111.195, lng: sight.point?.lng ?? 0 });
    const restaurants = [
      { id: 'walk', point: at(1.4) },
      { id: 'taxi', point: at(1.7) },
    ];
    const local = buildCatalogSnapshot({
      towns: towns.map((t) => ({ id: t.id, name: text(t.englishName), englishName: t.englishName, region: 'Dali', lat: t.lat, lng: t.lng })),
      attractions: [{ id: sight.id, name: text(sight.id), type: 'cultural', region: 'Dali', town: 'Home', lat: sight.point.lat, lng: sight.point.lng, openingHours: null, ticketPriceFen: 0, recommendedDurationHours: 1, visitTips: '[]', tags: '[]' }],
      foods: [],
      restaurants: restaurants.map((r) => ({ id: r.id, name: text(r.id), town: 'Home', lat: r.point.lat, lng: r.point.lng, cuisine: '[]', avgPriceFen: null, openingHours: null })),
      restaurantDishes: [],
      stays: [],
      stayRooms: [],
      travelTimes: [],
    });
    const openings: MealOpening[] = local.restaurantList.map((restaurant) => ({ choice: { restaurant, ref: { kind: 'restaurant', id: restaurant.id }, dishIds: [], kitchenOfDiet: false }, latestStart: 840 }));
    expect(local.travel(ref, { kind: 'restaurant', id: 'walk' }, 'public')).toMatchObject({ minutes: 20, mode: 'walk' });
    expect(local.travel(ref, { kind: 'restaurant', id: 'taxi' }, 'public')).toMatchObject({ minutes: 15, mode: 'taxi' });
    const attraction = local.attractionList[0];
    if (!attraction) throw new Error('no sight');
    expect(sightEndLimits(local, 'public', openings).limitOf({ ref, attraction })).toBe(840 - 15);
  });
});
