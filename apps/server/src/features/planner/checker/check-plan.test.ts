import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PLAN_CONSTRAINTS,
  PlanCheckResultSchema,
  PlannerRequestSchema,
  type PlanConstraint,
  type PlanItem,
  type PlannerRequest,
  type PlannerRequestInput,
  type TravelPlan,
} from '@dali/shared/contracts/planner';
import { REPO_ROOT } from '../../../config/env.js';
import { loadCatalogSnapshotFromDir, type CatalogSnapshot } from '../engine/catalog-snapshot.js';
import { fixtureSnapshot } from '../../../test/planner-fixture-snapshot.js';
import { solveItinerary } from '../engine/solver.js';
import { checkPlan } from './check-plan.js';

const CLOCK = new Date('2026-11-20T04:00:00Z');

let snapshot: CatalogSnapshot;
beforeAll(async () => {
  snapshot = await loadCatalogSnapshotFromDir(path.join(REPO_ROOT, 'catalog'));
});

function solved(input: PlannerRequestInput, on: CatalogSnapshot = snapshot): { request: PlannerRequest; plan: TravelPlan } {
  const request = PlannerRequestSchema.parse(input);
  const result = solveItinerary(request, on, { clock: CLOCK });
  if (!result.feasible) throw new Error(`expected a plan, got ${JSON.stringify(result.failures)}`);
  return { request, plan: result.plan };
}

/** A copy of `plan` changed by `change`. */
function mutated(plan: TravelPlan, change: (copy: TravelPlan) => void): TravelPlan {
  const copy = structuredClone(plan);
  change(copy);
  return copy;
}

const verdict = (plan: TravelPlan, request: PlannerRequest, on: CatalogSnapshot = snapshot) => {
  const result = checkPlan(plan, request, on);
  return (constraint: PlanConstraint) => result.results.find((r) => r.constraint === constraint)?.passed;
};

/** Every item of the plan with its day and index, in order. */
const itemsOf = (plan: TravelPlan) => plan.days.flatMap((day) => day.items.map((item, index) => ({ day, item, index })));
const find = <K extends PlanItem['kind']>(plan: TravelPlan, kind: K, test: (item: Extract<PlanItem, { kind: K }>) => boolean = () => true) => {
  const hit = itemsOf(plan).find(({ item }) => item.kind === kind && test(item as Extract<PlanItem, { kind: K }>));
  if (!hit) throw new Error(`no ${kind} item`);
  return hit as { day: TravelPlan['days'][number]; item: Extract<PlanItem, { kind: K }>; index: number };
};

// A dated, vegetarian trip with a must-visit, guesthouse lodging under ¥100 a night and a budget.
const BASE: PlannerRequestInput = {
  startDate: '2026-12-01',
  durationDays: 3,
  travelerCount: 2,
  mustVisit: 'three-pagodas-chongsheng-temple',
  accommodationType: 'guesthouse',
  accommodationBudget: 'under100',
  dietaryRestrictions: 'vegetarian',
  budget: 5000,
};

describe('plan checker', () => {
  it('passes the solver’s plan on every constraint, in contract shape', () => {
    const { request, plan } = solved(BASE);
    const result = checkPlan(plan, request, snapshot);
    expect(PlanCheckResultSchema.safeParse(result).success).toBe(true);
    expect(result.results.map((r) => r.constraint)).toEqual([...PLAN_CONSTRAINTS]);
    expect(result.results.filter((r) => !r.passed)).toEqual([]);
    expect(result.passed).toBe(true);
  });

  it('catalogIds: an attraction or a dish that is not in the catalog', () => {
    const { request, plan } = solved(BASE);
    expect(verdict(mutated(plan, (p) => void (find(p, 'attraction').item.catalogId = 'atlantis')), request)('catalogIds')).toBe(false);
    const withForeignDish = mutated(plan, (p) => void find(p, 'meal').item.dishIds.push('xuanwei-ham'));
    expect(verdict(withForeignDish, request)('catalogIds')).toBe(false);
    expect(verdict(mutated(plan, (p) => void (find(p, 'transfer').item.toId = 'nowhere')), request)('catalogIds')).toBe(false);
  });

  it('openingHours: a visit starting before opening fails, one ending exactly at closing passes', () => {
    const { request, plan } = solved(BASE);
    // The Three Pagodas open 07:00–19:00 every day.
    const early = mutated(plan, (p) => void (find(p, 'attraction', (i) => i.catalogId === 'three-pagodas-chongsheng-temple').item.start = '06:30'));
    expect(verdict(early, request)('openingHours')).toBe(false);
    const atClosing = mutated(plan, (p) => {
      const visit = find(p, 'attraction', (i) => i.catalogId === 'three-pagodas-chongsheng-temple').item;
      visit.start = '17:00';
      visit.end = '19:00';
    });
    expect(verdict(atClosing, request)('openingHours')).toBe(true);
    const pastClosing = mutated(atClosing, (p) => void (find(p, 'attraction', (i) => i.catalogId === 'three-pagodas-chongsheng-temple').item.end = '19:05'));
    expect(verdict(pastClosing, request)('openingHours')).toBe(false);
  });

  it('closedDays: a sight on its closed day, or in a plan without dates; a day of unknown hours only when flagged', () => {
    // 2026-12-07 is a Monday, when the prefecture museum is closed.
    const monday = solved({ ...BASE, startDate: '2026-12-07' });
    const museum = snapshot.attractions.get('dali-prefecture-museum');
    const onMonday = mutated(monday.plan, (p) => {
      const visit = find(p, 'attraction', () => true);
      if (visit.day.date !== '2026-12-07') throw new Error('first visit not on the Monday');
      visit.item.catalogId = 'dali-prefecture-museum';
      visit.item.townId = museum?.townId ?? '';
      visit.item.start = '10:00';
      visit.item.end = '11:00';
    });
    expect(verdict(onMonday, monday.request)('closedDays')).toBe(false);
    const undated = solved({ durationDays: 2 });
    const anyDay = mutated(undated.plan, (p) => {
      const visit = find(p, 'attraction').item;
      visit.catalogId = 'jizu-mountain';
      visit.townId = 'jizushan';
    });
    const undatedAnyDay = { ...anyDay, days: anyDay.days.map((d) => ({ ...d, date: null, weekday: null })) };
    expect(verdict(undatedAnyDay, undated.request)('closedDays')).toBe(false);
    // Jizu Mountain publishes no weekend hours: a Saturday visit inside the assumed daytime hours
    // passes when flagged as not confirmed, and fails when presented as confirmed.
    const saturday = solved({ ...BASE, startDate: '2026-12-05' });
    const onSaturday = (hoursAssumed: boolean) =>
      mutated(saturday.plan, (p) => {
        const visit = find(p, 'attraction', () => true);
        if (visit.day.date !== '2026-12-05') throw new Error('first visit not on the Saturday');
        Object.assign(visit.item, { catalogId: 'jizu-mountain', townId: 'jizushan', start: '10:00', end: '11:00', hoursAssumed });
      });
    expect(verdict(onSaturday(true), saturday.request)('closedDays')).toBe(true);
    expect(verdict(onSaturday(true), saturday.request)('openingHours')).toBe(true);
    expect(verdict(onSaturday(false), saturday.request)('openingHours')).toBe(false);
  });

  it('travelTime: a transfer shorter than the estimate, a missing transfer, overlapping items', () => {
    const { request, plan } = solved(BASE);
    const shortRide = mutated(plan, (p) => void (find(p, 'transfer', (t) => t.minutes >= 15).item.minutes = 1));
    expect(verdict(shortRide, request)('travelTime')).toBe(false);
    const noRide = mutated(plan, (p) => {
      const { day, index } = find(p, 'transfer', (t) => t.fromKind !== t.toKind || t.fromId !== t.toId);
      day.items.splice(index, 1);
    });
    expect(verdict(noRide, request)('travelTime')).toBe(false);
    const overlap = mutated(plan, (p) => {
      const { day, index, item } = find(p, 'meal', (m) => m.meal === 'lunch');
      const previous = day.items[index - 2];
      if (previous && previous.kind !== 'lodging') item.start = previous.start;
    });
    expect(verdict(overlap, request)('travelTime')).toBe(false);
  });

  it('noRepeat: the same attraction on two days', () => {
    const { request, plan } = solved({ ...BASE, durationDays: 2 });
    const twice = mutated(plan, (p) => {
      const first = p.days[0]?.items.find((i) => i.kind === 'attraction');
      const second = p.days[1]?.items.find((i) => i.kind === 'attraction');
      if (first?.kind !== 'attraction' || second?.kind !== 'attraction') throw new Error('need a visit on both days');
      second.catalogId = first.catalogId;
      second.townId = first.townId;
    });
    expect(verdict(twice, request)('noRepeat')).toBe(false);
  });

  it('mustVisit: a plan without the must-visit, or a must-visit that names nothing', () => {
    const { request, plan } = solved(BASE);
    const without = mutated(plan, (p) => void (find(p, 'attraction', (i) => i.catalogId === 'three-pagodas-chongsheng-temple').item.catalogId = 'wuhua-tower'));
    expect(verdict(without, request)('mustVisit')).toBe(false);
    expect(verdict(plan, { ...request, mustVisit: ['Atlantis'] })('mustVisit')).toBe(false);
  });

  it('diet: a fish restaurant for a vegetarian, a meat dish listed, a day without dinner', () => {
    const { request, plan } = solved(BASE);
    const fish = mutated(plan, (p) => {
      const meal = find(p, 'meal', (m) => m.meal === 'lunch').item;
      meal.restaurantId = 'jixianghong-shuanglang';
      meal.townId = 'shuanglang';
      meal.dishIds = ['dali-suanla-yu'];
    });
    expect(verdict(fish, request)('diet')).toBe(false);
    const meat = mutated(plan, (p) => {
      // Bailixiang serves shaguo-yu (fish with pork), a dish a vegetarian cannot eat.
      const meal = find(p, 'meal', (m) => m.meal === 'dinner').item;
      meal.restaurantId = 'bailixiang-restaurant';
      meal.townId = snapshot.restaurants.get('bailixiang-restaurant')?.townId ?? '';
      meal.dishIds = ['shaguo-yu'];
    });
    expect(verdict(meat, request)('diet')).toBe(false);
    const noDinner = mutated(plan, (p) => {
      const { day, index } = find(p, 'meal', (m) => m.meal === 'dinner');
      day.items.splice(index, 1);
    });
    expect(verdict(noDinner, request)('diet')).toBe(false);
  });

  it('lodgingType: a hostel for a guesthouse request, a missing night', () => {
    const { request, plan } = solved(BASE);
    const hostel = mutated(plan, (p) => {
      const night = find(p, 'lodging').item;
      const option = snapshot.stays.get('five-elements-hostel')?.roomOptions[0];
      Object.assign(night, { stayId: 'five-elements-hostel', townId: 'dali-old-town', roomPosition: option?.position ?? null, roomType: option?.name ?? null });
      night.nightlyPriceFen = option?.priceFen ?? 0;
      night.priceEstimated = option?.estimate !== null;
      night.capacityPerRoom = 1;
      night.rooms = 2;
    });
    expect(verdict(hostel, request)('lodgingType')).toBe(false);
    expect(verdict(hostel, request)('lodgingBudget')).toBe(true);
    const homeless = mutated(plan, (p) => {
      const { day, index } = find(p, 'lodging');
      day.items.splice(index, 1);
    });
    expect(verdict(homeless, request)('lodgingType')).toBe(false);
  });

  it('lodgingBudget: a stay above the nightly band, a price that is not the catalog’s, too few rooms', () => {
    const { request, plan } = solved(BASE);
    const dear = mutated(plan, (p) => {
      const night = find(p, 'lodging').item;
      Object.assign(night, { stayId: 'haiti-life-shuanglang', townId: 'shuanglang', roomPosition: 0, roomType: snapshot.stays.get('haiti-life-shuanglang')?.roomOptions[0]?.name ?? null });
      night.nightlyPriceFen = 28000;
      night.capacityPerRoom = 2;
      night.rooms = 1;
    });
    expect(verdict(dear, request)('lodgingBudget')).toBe(false);
    expect(verdict(dear, request)('lodgingType')).toBe(true);
    expect(verdict(mutated(plan, (p) => void (find(p, 'lodging').item.nightlyPriceFen -= 100)), request)('lodgingBudget')).toBe(false);
    expect(verdict(mutated(plan, (p) => void (find(p, 'lodging').item.rooms = 0)), { ...request, travelerCount: 2 })('lodgingBudget')).toBe(false);
  });

  it('totalBudget: a total over the budget, and costs that do not add up', () => {
    const { request, plan } = solved(BASE);
    expect(verdict(plan, { ...request, budget: plan.costs.totalFen / 100 - 1 })('totalBudget')).toBe(false);
    expect(verdict(mutated(plan, (p) => void (p.costs.totalFen -= 100)), request)('totalBudget')).toBe(false);
    expect(verdict(mutated(plan, (p) => void (find(p, 'transfer', (t) => t.costFen > 0).item.costFen = 0)), request)('totalBudget')).toBe(false);
  });
});

describe('plan checker on a handmade catalog: opening-hour edges', () => {
  const world = () =>
    fixtureSnapshot({
      attractions: [
        { id: 'short-window', town: 'Alpha', hours: [{ days: 'Mon-Sun', open: '10:00', close: '11:00' }], hours_recommended: 2 },
        { id: 'late-bar', town: 'Alpha', hours: [{ days: 'Mon-Sun', open: '20:00', close: '02:00' }], hours_recommended: 1 },
      ],
      restaurants: [{ id: 'diner', town: 'Alpha', hours: null, dishIds: ['greens'] }],
      stays: [],
    });

  it('accepts a visit ending exactly at closing and rejects one starting a minute before opening', () => {
    const on = world();
    const { request, plan } = solved({ startDate: '2026-11-23', durationDays: 1, mustVisit: 'short-window' }, on);
    expect(find(plan, 'attraction').item).toMatchObject({ start: '10:00', end: '11:00' });
    expect(verdict(plan, request, on)('openingHours')).toBe(true);
    const early = mutated(plan, (p) => void (find(p, 'attraction').item.start = '09:59'));
    expect(verdict(early, request, on)('openingHours')).toBe(false);
  });

  it('follows a period past midnight: open at 22:00, closed at 03:00', () => {
    const on = world();
    const { request, plan } = solved({ startDate: '2026-11-23', durationDays: 1, mustVisit: 'short-window' }, on);
    const evening = mutated(plan, (p) => {
      const visit = find(p, 'attraction').item;
      Object.assign(visit, { catalogId: 'late-bar', start: '22:00', end: '23:00' });
    });
    expect(verdict(evening, { ...request, mustVisit: [] }, on)('openingHours')).toBe(true);
    const morning = mutated(evening, (p) => void Object.assign(find(p, 'attraction').item, { start: '03:00', end: '04:00' }));
    expect(verdict(morning, { ...request, mustVisit: [] }, on)('openingHours')).toBe(false);
  });
});
