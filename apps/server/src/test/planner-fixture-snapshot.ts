/**
 * Small handmade catalogs for tests of the itinerary engine and checker: two towns 30 km apart with
 * a few sights, restaurants and stays whose hours, prices and diets a test sets exactly. Not used by
 * the app.
 */
import type { LocalizedText } from '@dali/shared/locales';
import type { OpeningPeriod } from '../lib/opening-hours.js';
import { buildCatalogSnapshot, type CatalogSnapshot } from '../features/planner/engine/catalog-snapshot.js';
import type { PlannerCatalogRows } from '../features/planner/engine/planner-catalog.repository.js';

const text = (en: string): string => JSON.stringify({ 'zh-CN': en, 'zh-HK': en, 'en-US': en } satisfies LocalizedText);

/**
 * An attraction of the fixture catalog; `ticketCny` in yuan (default 0, null = unknown price),
 * `hours_recommended` in hours (default 1).
 */
export interface FixtureAttraction {
  id: string;
  town: 'Alpha' | 'Beta';
  hours: OpeningPeriod[] | null;
  ticketCny?: number | null;
  hours_recommended?: number;
  tags?: string[];
  type?: string;
  point?: { lat: number; lng: number } | null;
  temporarilyClosed?: boolean;
}

/** A restaurant of the fixture world; dishes are ids of {@link FIXTURE_FOODS}. */
export interface FixtureRestaurant {
  id: string;
  town: 'Alpha' | 'Beta';
  hours: OpeningPeriod[] | null;
  cuisine?: string[];
  dishIds?: string[];
}

/** A stay of the fixture world with one priced room. */
export interface FixtureStay {
  id: string;
  town: 'Alpha' | 'Beta';
  type: 'hotel' | 'inn' | 'homestay' | 'hostel';
  priceCny: number | null;
  capacity?: number | null;
}

/** Dishes of the fixture world: one vegetarian, one with pork, one fish. */
export const FIXTURE_FOODS = [
  { id: 'greens', category: 'vegetarian', ingredients: ['greens', 'garlic'], tags: ['vegetarian'] },
  { id: 'pork-noodles', category: 'main dish', ingredients: ['rice-noodles', 'pork'], tags: ['contains-pork'] },
  { id: 'lake-fish', category: 'seafood', ingredients: ['fish', 'chili'], tags: ['lake-fish', 'spicy'] },
] as const;

const ALPHA = { lat: 25.7, lng: 100.16 };
const BETA = { lat: 25.9, lng: 100.19 };

/**
 * A snapshot of the fixture world. Alpha and Beta are 30 km apart (40 min by car, 60 by bus); places
 * without a given point sit at their town's point.
 */
export function fixtureSnapshot(world: { attractions: FixtureAttraction[]; restaurants: FixtureRestaurant[]; stays: FixtureStay[] }): CatalogSnapshot {
  const at = (town: 'Alpha' | 'Beta') => (town === 'Alpha' ? ALPHA : BETA);
  const rows: PlannerCatalogRows = {
    towns: [
      { id: 'alpha', name: text('Alpha'), englishName: 'Alpha', region: 'Dali', lat: ALPHA.lat, lng: ALPHA.lng },
      { id: 'beta', name: text('Beta'), englishName: 'Beta', region: 'Dali', lat: BETA.lat, lng: BETA.lng },
    ],
    attractions: world.attractions.map((a) => {
      const point = a.point === undefined ? at(a.town) : a.point;
      return {
        id: a.id,
        name: text(a.id),
        type: a.type ?? 'cultural',
        region: 'Dali',
        town: a.town,
        lat: point?.lat ?? null,
        lng: point?.lng ?? null,
        openingHours: a.hours === null ? null : JSON.stringify(a.hours),
        ticketPriceFen: a.ticketCny === undefined ? 0 : a.ticketCny === null ? null : Math.round(a.ticketCny * 100),
        recommendedDurationHours: a.hours_recommended ?? 1,
        visitTips: JSON.stringify([{ 'zh-CN': `${a.id} tip`, 'zh-HK': `${a.id} tip`, 'en-US': `${a.id} tip` }]),
        tags: JSON.stringify(a.tags ?? []),
        temporarilyClosed: a.temporarilyClosed ? 1 : 0,
      };
    }),
    foods: FIXTURE_FOODS.map((f) => ({
      id: f.id,
      name: text(f.id),
      category: f.category,
      ingredients: JSON.stringify(f.ingredients),
      tags: JSON.stringify(f.tags),
      priceMinFen: null,
      priceMaxFen: null,
    })),
    restaurants: world.restaurants.map((r) => ({
      id: r.id,
      name: text(r.id),
      town: r.town,
      lat: at(r.town).lat,
      lng: at(r.town).lng,
      cuisine: JSON.stringify(r.cuisine ?? []),
      avgPriceFen: null,
      openingHours: r.hours === null ? null : JSON.stringify(r.hours),
    })),
    restaurantDishes: world.restaurants.flatMap((r) => (r.dishIds ?? []).map((foodId, position) => ({ restaurantId: r.id, foodId, position }))),
    stays: world.stays.map((s) => ({ id: s.id, name: text(s.id), type: s.type, town: s.town, lat: at(s.town).lat, lng: at(s.town).lng, priceFromFen: null })),
    stayRooms: world.stays.map((s) => ({
      stayId: s.id,
      position: 0,
      name: text('Room'),
      priceFen: s.priceCny === null ? null : Math.round(s.priceCny * 100),
      capacity: s.capacity === undefined ? 2 : s.capacity,
    })),
    travelTimes: [{ fromTownId: 'alpha', toTownId: 'beta', km: 30, minutesByCar: 40, minutesByBus: 60 }],
  };
  return buildCatalogSnapshot(rows);
}
