import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  InfeasibleResultSchema,
  PlanSectionSchema,
  PlannerRequestSchema,
  TravelPlanSchema,
  type InfeasibleResult,
  type PlanResult,
  type PlanSection,
  type PlannerRequestInput,
  type TravelPlan,
} from '@dali/shared/contracts/planner';
import { isMessageKey } from '@dali/shared/messages';
import { REPO_ROOT } from '../../../config/env.js';
import { checkPlan } from '../checker/check-plan.js';
import { applyRequestPatch } from './alternatives.js';
import { loadCatalogSnapshotFromDir, type CatalogSnapshot } from './catalog-snapshot.js';
import { solveItinerary, streamItinerary } from './solver.js';

/** Noon in China on Friday 2026-11-20: dates from 2026-11-20 on are not in the past. */
const CLOCK = new Date('2026-11-20T04:00:00Z');

let snapshot: CatalogSnapshot;
beforeAll(async () => {
  snapshot = await loadCatalogSnapshotFromDir(path.join(REPO_ROOT, 'catalog'));
});

const solve = (input: PlannerRequestInput) => {
  const request = PlannerRequestSchema.parse(input);
  return { request, result: solveItinerary(request, snapshot, { clock: CLOCK }) };
};

/** Solve, require a plan, and require the independent checker to pass it. */
function plan(input: PlannerRequestInput): TravelPlan {
  const { request, result } = solve(input);
  if (!result.feasible) throw new Error(`expected a plan, got ${JSON.stringify(result.failures)}`);
  expect(TravelPlanSchema.safeParse(result.plan).success).toBe(true);
  const check = checkPlan(result.plan, request, snapshot);
  expect(check.results.filter((r) => !r.passed)).toEqual([]);
  return result.plan;
}

/** Solve, require infeasibility, and verify every alternative by solving and checking it. */
function infeasible(input: PlannerRequestInput): InfeasibleResult {
  const { request, result } = solve(input);
  if (result.feasible) throw new Error('expected no plan');
  expect(InfeasibleResultSchema.safeParse(result).success).toBe(true);
  expect(result.failures.length).toBeGreaterThan(0);
  for (const f of result.failures) expect(isMessageKey(f.reason), f.reason).toBe(true);
  for (const alternative of result.alternatives) {
    expect(isMessageKey(alternative.description)).toBe(true);
    const patched = applyRequestPatch(request, alternative.patch);
    expect(patched).not.toBeNull();
    if (!patched) continue;
    const again = solveItinerary(patched, snapshot, { clock: CLOCK });
    expect(again.feasible).toBe(true);
    if (again.feasible) expect(checkPlan(again.plan, patched, snapshot).passed).toBe(true);
  }
  return result;
}

const attractionsOf = (p: TravelPlan) => p.days.flatMap((d) => d.items.flatMap((i) => (i.kind === 'attraction' ? [i.catalogId] : [])));

describe('itinerary solver on the Dali catalog', () => {
  it('plans a 3-day trip: lunch and dinner every day, a lodging each night, nothing twice', () => {
    const p = plan({ durationDays: 3, travelerCount: 2 });
    expect(p.days).toHaveLength(3);
    expect(p.lodging).toHaveLength(2);
    // No dates given: planned from tomorrow (the clock is Friday 20 November in China).
    expect(p.overview).toMatchObject({ dayCount: 3, nightCount: 2, travelerCount: 2, weekdayAgnostic: false, datesChosen: true, startDate: '2026-11-21', endDate: '2026-11-23' });
    expect(p.days.map((d) => d.date)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
    for (const day of p.days) {
      expect(day.items.filter((i) => i.kind === 'meal' && i.meal === 'lunch')).toHaveLength(1);
      expect(day.items.filter((i) => i.kind === 'meal' && i.meal === 'dinner')).toHaveLength(1);
    }
    const visited = attractionsOf(p);
    expect(new Set(visited).size).toBe(visited.length);
    expect(p.costs.totalFen).toBe(p.costs.ticketsFen + p.costs.lodgingFen + p.costs.foodFen + p.costs.localTransportFen);
    expect(p.tips.some((t) => t.source === 'catalog')).toBe(true);
  });

  it('is deterministic: the same request, catalog and clock give the same plan', () => {
    const input: PlannerRequestInput = { startDate: '2026-12-01', durationDays: 5, travelerCount: 3, interests: ['culture', 'nature'], pace: 'packed' };
    expect(solve(input).result).toEqual(solve(input).result);
  });

  it('plans seven days in well under a second', () => {
    const input: PlannerRequestInput = { startDate: '2026-12-01', endDate: '2026-12-07', travelerCount: 4, pace: 'packed', budget: 12000 };
    solve(input);
    const started = performance.now();
    const p = plan(input);
    expect(performance.now() - started).toBeLessThan(500);
    expect(p.days.map((d) => d.date)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07']);
  });

  it('includes must-visits named by id or by name in any language', () => {
    const p = plan({ durationDays: 2, mustVisit: '崇圣寺三塔, Xizhou Ancient Town' });
    expect(attractionsOf(p)).toEqual(expect.arrayContaining(['three-pagodas-chongsheng-temple', 'xizhou-ancient-town']));
    expect(p.overview.mustVisitIds).toEqual(['three-pagodas-chongsheng-temple', 'xizhou-ancient-town']);
  });

  it('visits a weekday-only sight on a weekday of the trip, inside its hours', () => {
    // Jizu Mountain is open Mon–Fri 08:00–17:00; 2026-12-05 is a Saturday, 2026-12-07 a Monday.
    const p = plan({ startDate: '2026-12-05', durationDays: 3, mustVisit: 'jizu-mountain', transportation: 'selfDriving' });
    const day = p.days.find((d) => d.items.some((i) => i.kind === 'attraction' && i.catalogId === 'jizu-mountain'));
    expect(day?.date).toBe('2026-12-07');
    const visit = day?.items.find((i) => i.kind === 'attraction' && i.catalogId === 'jizu-mountain');
    if (visit?.kind !== 'attraction') throw new Error('no visit');
    expect(visit.start >= '08:00' && visit.end <= '17:00').toBe(true);
  });

  it('reports a must-visit closed on every day of the trip and offers dates when it is open', () => {
    // The prefecture museum is closed on Mondays; 2026-12-07 is a Monday.
    const result = infeasible({ startDate: '2026-12-07', durationDays: 1, mustVisit: 'dali-prefecture-museum' });
    expect(result.failures).toEqual([
      expect.objectContaining({ constraint: 'mustVisit', reason: 'planner.infeasible.mustVisitClosed', params: expect.objectContaining({ attractionId: 'dali-prefecture-museum' }) }),
    ]);
    expect(result.alternatives[0]).toMatchObject({ description: 'planner.alternative.shiftDates', patch: { startDate: '2026-12-08' } });
  });

  it('visits a sight whose weekend hours are unknown on a weekday of the trip, else on the weekend flagged as not confirmed', () => {
    const visitOf = (p: TravelPlan) => p.days.flatMap((d) => d.items.map((item) => ({ d, item }))).find(({ item }) => item.kind === 'attraction' && item.catalogId === 'jizu-mountain');
    // Saturday 5 to Monday 7 December: Monday is known to be open.
    const withWeekday = plan({ startDate: '2026-12-05', endDate: '2026-12-07', mustVisit: 'jizu-mountain' });
    expect(visitOf(withWeekday)?.d.date).toBe('2026-12-07');
    expect(visitOf(withWeekday)?.item).toMatchObject({ hoursAssumed: false });
    // Saturday and Sunday only: unknown, not closed, so it is planned and flagged.
    const weekend = plan({ startDate: '2026-12-05', endDate: '2026-12-06', mustVisit: 'jizu-mountain' });
    const visit = visitOf(weekend);
    expect(['2026-12-05', '2026-12-06']).toContain(visit?.d.date);
    expect(visit?.item).toMatchObject({ hoursAssumed: true });
    expect(weekend.tips.some((t) => t.source === 'engine' && t.key === 'planner.tip.hoursAssumed' && t.params.placeId === 'jizu-mountain')).toBe(true);
  });

  it('without dates visits a weekday-only must-visit on the first weekday dates from tomorrow', () => {
    // Friday 20 November: a two-day trip from Saturday has no weekday; from Sunday it has Monday.
    const p = plan({ durationDays: 2, mustVisit: 'jizu-mountain' });
    expect(p.overview).toMatchObject({ startDate: '2026-11-22', datesChosen: true });
    const visit = p.days.find((d) => d.items.some((i) => i.kind === 'attraction' && i.catalogId === 'jizu-mountain'));
    expect(visit?.date).toBe('2026-11-23');
  });

  it('reports unknown and unreachable must-visits', () => {
    const unknown = infeasible({ durationDays: 2, mustVisit: 'Atlantis, wuhua-tower' });
    expect(unknown.failures).toEqual([{ constraint: 'mustVisit', reason: 'planner.infeasible.mustVisitUnknown', params: { value: 'Atlantis' } }]);
    expect(unknown.alternatives[0]?.patch).toEqual({ mustVisit: ['wuhua-tower'] });
    // The catalog has no travel times between Dali prefecture and Lijiang.
    const far = infeasible({ durationDays: 3, mustVisit: 'lijiang-old-town' });
    expect(far.failures[0]?.reason).toBe('planner.infeasible.mustVisitUnreachable');
    expect(far.alternatives[0]?.description).toBe('planner.alternative.dropMustVisit');
  });

  it('refuses dates in the past and offers the same trip from tomorrow', () => {
    const result = infeasible({ startDate: '2026-11-01', endDate: '2026-11-03' });
    expect(result.failures[0]).toMatchObject({ constraint: 'dates', reason: 'planner.infeasible.datesInPast' });
    expect(result.alternatives[0]?.patch).toEqual({ startDate: '2026-11-21', endDate: '2026-11-23' });
  });

  it('keeps a vegetarian party to restaurants and dishes that fit, even where such places are few', () => {
    // Shuanglang has no vegetarian restaurant in the catalog: meals are taken elsewhere.
    const p = plan({ durationDays: 3, dietaryRestrictions: '素食', destinations: 'Shuanglang' });
    const meals = p.days.flatMap((d) => d.items.filter((i) => i.kind === 'meal'));
    for (const meal of meals) {
      if (meal.kind !== 'meal') continue;
      const restaurant = snapshot.restaurants.get(meal.restaurantId);
      const vouched = restaurant?.cuisine.includes('vegetarian') ?? false;
      expect(vouched || meal.dishIds.length > 0, meal.restaurantId).toBe(true);
      for (const dish of meal.dishIds) expect(snapshot.foods.get(dish)?.tags).toContain('vegetarian');
      expect(meal.restaurantId).not.toBe('jixianghong-shuanglang');
    }
    expect(p.overview.dietaryRestrictions).toEqual(['vegetarian']);
    expect(p.tips).toContainEqual({ source: 'engine', key: 'planner.tip.dietAsk', params: {} });
  });

  it('keeps unrecognised diet words and reports them', () => {
    const p = plan({ durationDays: 1, dietaryRestrictions: 'no pork, peanut allergy' });
    expect(p.overview.dietaryRestrictions).toEqual(['no-pork']);
    expect(p.overview.unrecognisedDietaryRestrictions).toEqual(['peanut allergy']);
    expect(p.tips).toContainEqual({ source: 'engine', key: 'planner.tip.unrecognisedDiet', params: { words: 'peanut allergy' } });
  });

  it('reports a diet no catalog restaurant is known to serve, offering the nearest diet that works', () => {
    // One catalog kitchen is known to cook vegan, none both vegan and halal.
    const result = infeasible({ durationDays: 2, dietaryRestrictions: ['vegan', 'halal'], language: 'en-US' });
    expect(result.failures).toEqual([
      { constraint: 'diet', reason: 'planner.infeasible.noDietRestaurant', params: { diet: 'vegan, halal', dietKey: 'vegan,halal' } },
    ]);
    expect(result.alternatives.map((a) => a.patch.dietaryRestrictions)).toEqual([['halal'], ['vegan'], ['vegetarian']]);
  });

  it('cuts paid sights to fit a tight budget and stays within it', () => {
    const free = plan({ durationDays: 3, travelerCount: 2, pace: 'packed' });
    const budgetCny = Math.floor((free.costs.totalFen - free.costs.ticketsFen) / 100) + 20;
    expect(free.costs.ticketsFen).toBeGreaterThan(2000);
    const tight = plan({ durationDays: 3, travelerCount: 2, pace: 'packed', budget: budgetCny });
    expect(tight.costs.totalFen).toBeLessThanOrEqual(budgetCny * 100);
    expect(tight.costs.budgetFen).toBe(budgetCny * 100);
  });

  it('reports a budget too low for any plan with the minimum, and verified alternatives', () => {
    const result = infeasible({ durationDays: 3, travelerCount: 2, budget: 300 });
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]).toMatchObject({ constraint: 'totalBudget', reason: 'planner.infeasible.overBudget', params: { budget: 300 } });
    const minimum = Number(result.failures[0]?.params.minimum);
    expect(minimum).toBeGreaterThan(300);
    const raise = result.alternatives.find((a) => a.description === 'planner.alternative.raiseBudget');
    expect(raise?.patch.budget).toBeGreaterThanOrEqual(minimum);
    expect(result.alternatives.some((a) => a.description === 'planner.alternative.fewerDays')).toBe(true);
  });

  it('sleeps every night in the requested type and nightly band', () => {
    const p = plan({ durationDays: 4, travelerCount: 3, accommodationType: 'guesthouse', accommodationBudget: 'under100' });
    for (const night of p.lodging) {
      expect(snapshot.stays.get(night.stayId)?.type).toBe('inn');
      expect(night.nightlyPriceFen).toBeLessThan(10000);
    }
    // A single room of one person each for three travellers.
    const lodging = p.days[0]?.items.at(-1);
    expect(lodging?.kind === 'lodging' && lodging.rooms * lodging.capacityPerRoom).toBeGreaterThanOrEqual(3);
  });

  it('books the nearest lodging type when no homestay can be booked, says so, and the checker holds it to that', () => {
    // The catalog's homestays have neither a price nor a band to estimate one from.
    const request = PlannerRequestSchema.parse({ durationDays: 3, accommodationType: 'homestay' });
    const result = solveItinerary(request, snapshot, { clock: CLOCK });
    if (!result.feasible) throw new Error(JSON.stringify(result.failures));
    expect(result.plan.overview.lodgingSubstitute).toEqual({ requested: 'homestay', used: 'guesthouse' });
    for (const night of result.plan.lodging) expect(snapshot.stays.get(night.stayId)?.type).toBe('inn');
    expect(checkPlan(result.plan, request, snapshot).passed).toBe(true);
    // A substitute the catalog does not justify fails: a hotel for a guesthouse request, which has guesthouses.
    const asGuesthouse = PlannerRequestSchema.parse({ durationDays: 3, accommodationType: 'guesthouse' });
    const claimed = { ...result.plan, overview: { ...result.plan.overview, lodgingSubstitute: { requested: 'guesthouse' as const, used: 'hotel' as const } } };
    const verdict = checkPlan(claimed, asGuesthouse, snapshot);
    expect(verdict.results.find((r) => r.constraint === 'lodgingType')?.details.map((d) => d.message)).toContain('guesthouse can be booked, yet hotel was used');
    // Without a substitute, guesthouses for a homestay request are the wrong type.
    const silent = { ...result.plan, overview: { ...result.plan.overview, lodgingSubstitute: null } };
    expect(checkPlan(silent, request, snapshot).results.find((r) => r.constraint === 'lodgingType')?.passed).toBe(false);
  });

  it('keeps the nightly band and changes the type when no stay of the type is in the band', () => {
    // Hotels: priced under ¥100 and over ¥300, estimated ¥90–200 in Weishan, which only touches ¥200.
    const request = PlannerRequestSchema.parse({ durationDays: 3, accommodationType: 'hotel', accommodationBudget: '200to300' });
    const result = solveItinerary(request, snapshot, { clock: CLOCK });
    if (!result.feasible) throw new Error(JSON.stringify(result.failures));
    expect(result.plan.overview.lodgingSubstitute).toEqual({ requested: 'hotel', used: 'guesthouse' });
    for (const night of result.plan.lodging) expect(night.nightlyPriceFen).toBeGreaterThanOrEqual(20000);
    expect(checkPlan(result.plan, request, snapshot).passed).toBe(true);
  });

  it('sleeps in a stay without a price when its town and type band reaches into the nightly band, marked as estimated and unverified', () => {
    const request = PlannerRequestSchema.parse({ durationDays: 3, accommodationType: 'hotel', accommodationBudget: '100to200', budget: 5000 });
    const result = solveItinerary(request, snapshot, { clock: CLOCK });
    if (!result.feasible) throw new Error(JSON.stringify(result.failures));
    const night = result.plan.lodging[0];
    const stay = snapshot.stays.get(night?.stayId ?? '');
    expect(stay?.roomOptions[0]?.estimate).not.toBeNull();
    // The middle of the part of ¥90–200 inside ¥100–200.
    expect(night).toMatchObject({ priceEstimated: true, nightlyPriceFen: 15000 });
    expect(result.plan.costs).toMatchObject({ lodgingEstimated: true });
    expect(result.plan.costs.estimatedPriceCount).toBeGreaterThanOrEqual(2);
    const check = checkPlan(result.plan, request, snapshot);
    expect(check.passed).toBe(true);
    const lodgingBudget = check.results.find((r) => r.constraint === 'lodgingBudget');
    expect(lodgingBudget?.unverified.length).toBe(2);
    expect(check.results.find((r) => r.constraint === 'totalBudget')?.unverified[0]?.message).toMatch(/^within the budget with \d+ estimated prices$/);
  });

  it('needs no lodging on a one-day trip, whatever the lodging wishes', () => {
    const p = plan({ durationDays: 1, accommodationType: 'homestay' });
    expect(p.lodging).toEqual([]);
    expect(p.days[0]?.items.some((i) => i.kind === 'lodging')).toBe(false);
  });

  it('moves between towns with transfers as long as the catalog pair says, and starts each day at the last night’s lodging', () => {
    const p = plan({ durationDays: 3, mustVisit: 'shaxi-ancient-town, shuanglang-ancient-town', transportation: 'selfDriving' });
    for (let d = 1; d < p.days.length; d++) {
      const night = p.days[d - 1]?.items.at(-1);
      const first = p.days[d]?.items[0];
      expect(night?.kind).toBe('lodging');
      if (night?.kind === 'lodging' && first?.kind === 'transfer') expect(first).toMatchObject({ fromKind: 'stay', fromId: night.stayId });
    }
    const transfers = p.days.flatMap((d) => d.items.filter((i) => i.kind === 'transfer'));
    const interTown = transfers.filter((t) => t.kind === 'transfer' && snapshot.place({ kind: t.fromKind, id: t.fromId })?.townId !== snapshot.place({ kind: t.toKind, id: t.toId })?.townId);
    expect(interTown.length).toBeGreaterThan(0);
    for (const t of interTown) {
      if (t.kind !== 'transfer') continue;
      const leg = snapshot.travel({ kind: t.fromKind, id: t.fromId }, { kind: t.toKind, id: t.toId }, 'selfDriving');
      expect(t.minutes).toBe(leg?.minutes);
      expect(t.mode).toBe('drive');
    }
  });
});

describe('plan sections for streaming', () => {
  const order = (sections: PlanSection[]) => sections.map((s) => s.section);

  it('hands every section to onSection in stream order, each matching its contract', () => {
    const sections: PlanSection[] = [];
    const request = PlannerRequestSchema.parse({ durationDays: 3 });
    const result = solveItinerary(request, snapshot, { clock: CLOCK, onSection: (s) => sections.push(s) });
    expect(result.feasible).toBe(true);
    expect(order(sections)).toEqual(['overview', 'day', 'day', 'day', 'lodging', 'tips', 'costs']);
    for (const section of sections) expect(PlanSectionSchema.safeParse(section).success).toBe(true);
  });

  it('streams the same sections and then the result', async () => {
    const request = PlannerRequestSchema.parse({ durationDays: 2 });
    const events: string[] = [];
    let result: PlanResult | undefined;
    for await (const event of streamItinerary(request, snapshot, { clock: CLOCK })) {
      if (event.type === 'section') events.push(event.section.section);
      else result = event.result;
    }
    expect(events).toEqual(['overview', 'day', 'day', 'lodging', 'tips', 'costs']);
    expect(result).toEqual(solveItinerary(request, snapshot, { clock: CLOCK }));
  });

  it('streams only the result when no plan can be made', async () => {
    const request = PlannerRequestSchema.parse({ durationDays: 2, dietaryRestrictions: 'vegan, halal' });
    const events = [];
    for await (const event of streamItinerary(request, snapshot, { clock: CLOCK })) events.push(event.type);
    expect(events).toEqual(['result']);
  });
});
