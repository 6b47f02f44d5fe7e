import { describe, expect, it } from 'vitest';
import { PlannerRequestSchema, type PlanResult, type PlannerRequestInput, type TravelPlan } from '@dali/shared/contracts/planner';
import { checkPlan } from '../checker/check-plan.js';
import type { CatalogSnapshot } from './catalog-snapshot.js';
import { fixtureSnapshot, type FixtureAttraction, type FixtureRestaurant, type FixtureStay } from '../../../test/planner-fixture-snapshot.js';
import { applyRequestPatch } from './alternatives.js';
import { solveItinerary } from './solver.js';

/** Noon in China on Friday 2026-11-20. 2026-11-23 is a Monday. */
const CLOCK = new Date('2026-11-20T04:00:00Z');

const DINER: FixtureRestaurant = { id: 'alpha-diner', town: 'Alpha', hours: null, dishIds: ['pork-noodles', 'greens'] };
const FISH: FixtureRestaurant = { id: 'beta-fish', town: 'Beta', hours: null, dishIds: ['lake-fish'] };
const HOSTEL: FixtureStay = { id: 'alpha-hostel', town: 'Alpha', type: 'hostel', priceCny: 80 };
const HOTEL: FixtureStay = { id: 'beta-hotel', town: 'Beta', type: 'hotel', priceCny: 250 };
const PARK: FixtureAttraction = { id: 'free-park', town: 'Beta', hours: [], ticketCny: 0, hours_recommended: 2 };
const MUSEUM: FixtureAttraction = { id: 'museum', town: 'Alpha', hours: [{ days: 'Mon-Sun', open: '09:00', close: '17:00' }], ticketCny: 80, hours_recommended: 2 };

function world(parts: { attractions?: FixtureAttraction[]; restaurants?: FixtureRestaurant[]; stays?: FixtureStay[] } = {}): CatalogSnapshot {
  return fixtureSnapshot({
    attractions: parts.attractions ?? [MUSEUM, PARK],
    restaurants: parts.restaurants ?? [DINER, FISH],
    stays: parts.stays ?? [HOSTEL, HOTEL],
  });
}

function run(snapshot: CatalogSnapshot, input: PlannerRequestInput): { result: PlanResult; passed: boolean | null } {
  const request = PlannerRequestSchema.parse(input);
  const result = solveItinerary(request, snapshot, { clock: CLOCK });
  return { result, passed: result.feasible ? checkPlan(result.plan, request, snapshot).passed : null };
}

function planOf(snapshot: CatalogSnapshot, input: PlannerRequestInput): TravelPlan {
  const { result, passed } = run(snapshot, input);
  if (!result.feasible) throw new Error(`expected a plan, got ${JSON.stringify(result.failures)}`);
  expect(passed).toBe(true);
  return result.plan;
}

const visitOf = (plan: TravelPlan, id: string) =>
  plan.days.flatMap((d) => d.items.map((item) => ({ day: d, item }))).find(({ item }) => item.kind === 'attraction' && item.catalogId === id);

describe('opening-hour edges', () => {
  it('plans a visit that ends exactly at closing time', () => {
    // Two hours recommended, so at least one hour is planned; the place opens for exactly one.
    const shortWindow: FixtureAttraction = { id: 'short-window', town: 'Alpha', hours: [{ days: 'Mon-Sun', open: '10:00', close: '11:00' }], hours_recommended: 2 };
    const plan = planOf(world({ attractions: [shortWindow, MUSEUM] }), { durationDays: 1, mustVisit: 'short-window' });
    expect(visitOf(plan, 'short-window')?.item).toMatchObject({ start: '10:00', end: '11:00' });
  });

  it('never starts a visit before opening: an early day waits for the doors', () => {
    const plan = planOf(world(), { durationDays: 1, pace: 'packed', mustVisit: 'museum' });
    const visit = visitOf(plan, 'museum')?.item;
    expect(visit?.kind === 'attraction' && visit.start >= '09:00' && visit.end <= '17:00').toBe(true);
  });

  it('reports a must-visit whose hours are too short for any sensible visit', () => {
    const tiny: FixtureAttraction = { id: 'tiny', town: 'Alpha', hours: [{ days: 'Mon-Sun', open: '10:00', close: '10:20' }], hours_recommended: 2 };
    const { result } = run(world({ attractions: [tiny, MUSEUM] }), { durationDays: 1, mustVisit: 'tiny' });
    expect(result.feasible).toBe(false);
    if (!result.feasible) expect(result.failures.map((f) => f.reason)).toEqual(['planner.infeasible.mustVisitNoTime']);
  });

  it('uses an overnight period only on the days it names', () => {
    // Open Fri and Sat evenings until 02:00: a Friday evening visit fits, a Monday trip has none.
    const night: FixtureAttraction = { id: 'night-market', town: 'Alpha', hours: [{ days: 'Fri-Sat', open: '16:00', close: '02:00' }], hours_recommended: 1 };
    const friday = planOf(world({ attractions: [night, MUSEUM] }), { startDate: '2026-11-27', durationDays: 1, mustVisit: 'night-market' });
    const visit = visitOf(friday, 'night-market')?.item;
    expect(visit?.kind === 'attraction' && visit.start >= '16:00').toBe(true);
    const { result } = run(world({ attractions: [night, MUSEUM] }), { startDate: '2026-11-23', durationDays: 1, mustVisit: 'night-market' });
    expect(!result.feasible && result.failures[0]?.reason).toBe('planner.infeasible.mustVisitClosed');
  });
});

describe('closed days', () => {
  const mondayClosed: FixtureAttraction = { id: 'monday-closed', town: 'Alpha', hours: [{ days: 'Tue-Sun', open: '09:00', close: '17:00' }], hours_recommended: 2 };

  it('moves a must-visit closed on Mondays to the Tuesday of a Monday–Tuesday trip', () => {
    const plan = planOf(world({ attractions: [mondayClosed, MUSEUM, PARK] }), { startDate: '2026-11-23', durationDays: 2, mustVisit: 'monday-closed' });
    expect(visitOf(plan, 'monday-closed')?.day.date).toBe('2026-11-24');
    // Nor is it planned as an optional sight on the Monday.
    expect(plan.days[0]?.items.some((i) => i.kind === 'attraction' && i.catalogId === 'monday-closed')).toBe(false);
  });

  it('reports a must-visit closed on every day of a Monday trip and offers the Tuesday', () => {
    const { result } = run(world({ attractions: [mondayClosed, MUSEUM] }), { startDate: '2026-11-23', durationDays: 1, mustVisit: 'monday-closed' });
    if (result.feasible) throw new Error('expected no plan');
    expect(result.failures[0]).toMatchObject({ constraint: 'mustVisit', reason: 'planner.infeasible.mustVisitClosed' });
    expect(result.alternatives[0]).toMatchObject({ description: 'planner.alternative.shiftDates', patch: { startDate: '2026-11-24' } });
  });

  it('without dates plans on the first dates from tomorrow on which every must-visit is open, and says they were chosen', () => {
    // The clock is Friday 20 November; tomorrow is Saturday. A sight open on Mondays only makes
    // Sunday–Monday the first two-day trip that can include it.
    const mondayOnly: FixtureAttraction = { ...MUSEUM, id: 'monday-only', hours: [{ days: 'Mon', open: '09:00', close: '17:00' }] };
    const plan = planOf(world({ attractions: [mondayOnly, PARK] }), { durationDays: 2, mustVisit: 'monday-only' });
    expect(plan.overview).toMatchObject({ startDate: '2026-11-22', endDate: '2026-11-23', datesChosen: true, weekdayAgnostic: false });
    expect(visitOf(plan, 'monday-only')?.day.date).toBe('2026-11-23');
    // Nothing to wait for: the trip starts tomorrow.
    expect(planOf(world(), { durationDays: 2 }).overview).toMatchObject({ startDate: '2026-11-21', datesChosen: true });
    // Given dates are the traveller's own.
    expect(planOf(world(), { startDate: '2026-11-25', durationDays: 2 }).overview).toMatchObject({ startDate: '2026-11-25', datesChosen: false });
  });

  it('without dates reports a must-visit no day can hold, with alternatives that apply to the dateless request', () => {
    const brief: FixtureAttraction = { ...MUSEUM, id: 'brief', hours: [{ days: 'Mon', open: '09:00', close: '09:20' }] };
    const snapshot = world({ attractions: [brief, PARK] });
    const input: PlannerRequestInput = { durationDays: 2, mustVisit: 'brief' };
    const { result } = run(snapshot, input);
    if (result.feasible) throw new Error('expected no plan');
    expect(result.failures[0]).toMatchObject({ constraint: 'mustVisit', reason: 'planner.infeasible.mustVisitNoTime' });
    expect(result.alternatives.length).toBeGreaterThan(0);
    for (const alternative of result.alternatives) {
      const patched = applyRequestPatch(PlannerRequestSchema.parse(input), alternative.patch);
      expect(patched, alternative.description).not.toBeNull();
      if (patched) expect(solveItinerary(patched, snapshot, { clock: CLOCK }).feasible, alternative.description).toBe(true);
    }
  });

  it('reports a temporarily closed must-visit', () => {
    const closed: FixtureAttraction = { ...MUSEUM, id: 'closed-now', temporarilyClosed: true };
    const { result } = run(world({ attractions: [closed, PARK] }), { durationDays: 1, mustVisit: 'closed-now' });
    expect(!result.feasible && result.failures[0]?.reason).toBe('planner.infeasible.mustVisitClosed');
  });
});

describe('transfers between towns and overnight', () => {
  it('sleeps in the other town: each day ends with the ride to the lodging and starts with the ride back', () => {
    // The only hotel is in Beta; the sights are in Alpha. Bus 60 min + 15 at stations = 75.
    const plan = planOf(world({ attractions: [MUSEUM, { ...MUSEUM, id: 'gallery' }] }), { durationDays: 2, accommodationType: 'hotel' });
    const day1 = plan.days[0]?.items ?? [];
    expect(day1.at(-1)).toMatchObject({ kind: 'lodging', stayId: 'beta-hotel', nightIndex: 1 });
    // The ride to Beta ends the sightseeing (dinner is then in Beta, not a second time at the
    // Alpha diner of lunch), and nothing after it leaves Beta.
    const rideIndex = day1.findLastIndex((i) => i.kind === 'transfer' && i.mode === 'bus' && i.minutes === 75);
    expect(rideIndex).toBeGreaterThan(0);
    for (const item of day1.slice(rideIndex + 1)) if (item.kind !== 'transfer') expect(item.townId).toBe('beta');
    const day2 = plan.days[1]?.items ?? [];
    expect(day2[0]).toMatchObject({ kind: 'transfer', fromKind: 'stay', fromId: 'beta-hotel' });
    expect(day2.some((i) => i.kind === 'lodging')).toBe(false);
  });

  it('drives the same legs faster by car than by bus', () => {
    const plan = planOf(world({ attractions: [MUSEUM] }), { durationDays: 2, accommodationType: 'hotel', transportation: 'selfDriving' });
    expect(plan.days[0]?.items.some((i) => i.kind === 'transfer' && i.mode === 'drive' && i.minutes === 50)).toBe(true);
  });
});

describe('diets with few options', () => {
  const vegHouse: FixtureRestaurant = { id: 'veg-house', town: 'Alpha', hours: [{ days: 'Tue-Sun', open: '10:00', close: '21:00' }], cuisine: ['vegetarian'] };

  it('takes a vegetarian party to the one vegetarian place, or a place with a vegetarian dish', () => {
    const plan = planOf(world({ restaurants: [DINER, FISH, vegHouse] }), { startDate: '2026-11-24', durationDays: 2, specialNeeds: ['vegetarian'] });
    const meals = plan.days.flatMap((d) => d.items.filter((i) => i.kind === 'meal'));
    expect(meals.length).toBeGreaterThanOrEqual(4);
    for (const meal of meals) {
      if (meal.kind !== 'meal') continue;
      expect(['veg-house', 'alpha-diner']).toContain(meal.restaurantId);
      // At the diner only its vegetarian dish is listed.
      if (meal.restaurantId === 'alpha-diner') expect(meal.dishIds).toEqual(['greens']);
    }
  });

  it('reports a day without a meal that fits when the only fitting place is closed that day', () => {
    const { result } = run(world({ restaurants: [FISH, vegHouse, { ...DINER, dishIds: ['pork-noodles'] }] }), {
      startDate: '2026-11-23',
      durationDays: 1,
      dietaryRestrictions: 'vegetarian',
    });
    if (result.feasible) throw new Error('expected no plan');
    expect(result.failures).toEqual([expect.objectContaining({ constraint: 'diet', reason: 'planner.infeasible.noDietMeal', params: expect.objectContaining({ day: 1 }) })]);
    expect(result.alternatives.map((a) => a.description)).toContain('planner.alternative.shiftDates');
  });

  it('keeps fish off the table for a no-seafood party', () => {
    const plan = planOf(world(), { durationDays: 2, dietaryRestrictions: 'no seafood', accommodationType: 'hotel' });
    const restaurants = plan.days.flatMap((d) => d.items.flatMap((i) => (i.kind === 'meal' ? [i.restaurantId] : [])));
    expect(restaurants).not.toContain('beta-fish');
  });
});

describe('budget and lodging bands on a small catalog', () => {
  it('drops the paid museum before the free park when money is short', () => {
    const generous = planOf(world(), { durationDays: 1, travelerCount: 2 });
    expect(visitOf(generous, 'museum')).toBeDefined();
    const budget = (generous.costs.totalFen - generous.costs.ticketsFen) / 100 + 10;
    const tight = planOf(world(), { durationDays: 1, travelerCount: 2, budget });
    expect(visitOf(tight, 'museum')).toBeUndefined();
    expect(tight.costs.totalFen).toBeLessThanOrEqual(budget * 100);
  });

  it('offers the band that has a stay when the requested one has none', () => {
    const { result } = run(world(), { durationDays: 2, accommodationType: 'hotel', accommodationBudget: 'over300' });
    if (result.feasible) throw new Error('expected no plan');
    expect(result.failures[0]).toMatchObject({ constraint: 'lodgingBudget', reason: 'planner.infeasible.noStayInBand' });
    expect(result.alternatives[0]).toMatchObject({ description: 'planner.alternative.band', patch: { accommodationBudget: '200to300' } });
  });

  it('books enough rooms for the party', () => {
    const plan = planOf(world({ stays: [{ ...HOSTEL, capacity: 1 }] }), { durationDays: 2, travelerCount: 3 });
    expect(plan.lodging[0]).toMatchObject({ stayId: 'alpha-hostel', rooms: 3, nightlyPriceFen: 8000, totalFen: 24000 });
  });
});
