/**
 * Constraints a traveller states beyond the form's basics (spec §3 planner request): caps on parts
 * of the cost, ways of travel ruled out, sights in an order, and at least N sights or free sights.
 * Each is planned by the solver and verified by the independent checker, which fails a plan that
 * breaks it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PlannerRequestSchema, type PlannerRequestInput, type TravelPlan } from '@dali/shared/contracts/planner';
import { checkPlan } from '../checker/check-plan.js';
import type { CatalogSnapshot } from './catalog-snapshot.js';
import { estimateInTownLeg, inTownMinutesAtLeast, travelProfile } from './estimates.js';
import { loadRepoCatalog, solverFor } from './solver-test-support.js';
import { resolveOrderPlace } from './visit-order.js';

let snapshot: CatalogSnapshot;
beforeAll(async () => {
  snapshot = await loadRepoCatalog();
});

const { solve, planOf } = solverFor(() => snapshot);
const failedOn = (plan: TravelPlan, input: PlannerRequestInput) =>
  checkPlan(plan, PlannerRequestSchema.parse(input), snapshot)
    .results.filter((r) => !r.passed)
    .map((r) => r.constraint);
const visits = (plan: TravelPlan) =>
  plan.days.flatMap((d) => d.items.flatMap((i) => (i.kind === 'attraction' ? [{ id: i.catalogId, day: d.dayIndex, start: i.start, end: i.end, ticketFen: i.ticketFen }] : [])));
const transfers = (plan: TravelPlan) => plan.days.flatMap((d) => d.items.flatMap((i) => (i.kind === 'transfer' ? [i] : [])));

const BASE: PlannerRequestInput = { startDate: '2026-12-01', durationDays: 3, travelerCount: 2, destinations: ['Dali Old Town', 'Xizhou'] };

describe('caps on parts of the cost', () => {
  it('keeps lodging, tickets, food and local transport under their caps, as the checker confirms', () => {
    const free = planOf(BASE).plan;
    // Caps just below what the unconstrained plan spends, so each one has to change the plan.
    const caps = {
      lodging: Math.floor(free.costs.lodgingFen / 100) - 1,
      tickets: Math.max(0, Math.floor(free.costs.ticketsFen / 100) - 1),
    };
    expect(caps.lodging).toBeGreaterThan(0);
    const { plan } = planOf({ ...BASE, budgetCaps: caps });
    expect(plan.costs.lodgingFen).toBeLessThanOrEqual(caps.lodging * 100);
    expect(plan.costs.ticketsFen).toBeLessThanOrEqual(caps.tickets * 100);
    // The unconstrained plan breaks both caps: the checker names the constraint.
    expect(failedOn(free, { ...BASE, budgetCaps: caps })).toEqual(['budgetCaps']);
  });

  it('reads a cap per day as the trip total over its days', () => {
    const free = planOf(BASE).plan;
    const perDay = Math.ceil(free.costs.totalFen / 100 / 3) - 20;
    const { plan } = planOf({ ...BASE, budgetCaps: { perDay } });
    expect(plan.costs.totalFen).toBeLessThanOrEqual(perDay * 3 * 100);
    expect(failedOn(free, { ...BASE, budgetCaps: { perDay } })).toContain('budgetCaps');
  });

  it('answers a cap no plan can keep with the least it costs and a verified higher cap', () => {
    const { result } = solve({ ...BASE, budgetCaps: { lodging: 10 } });
    if (result.feasible) throw new Error('expected no plan');
    expect(result.failures).toEqual([expect.objectContaining({ constraint: 'budgetCaps', reason: 'planner.infeasible.overCap' })]);
    const failure = result.failures[0];
    expect(failure?.params).toMatchObject({ categoryKey: 'lodging', category: 'lodging', cap: 10 });
    expect(Number(failure?.params.minimum)).toBeGreaterThan(10);
    const raise = result.alternatives.find((a) => a.description === 'planner.alternative.raiseCap');
    expect(raise?.patch.budgetCaps?.lodging).toBeGreaterThan(Number(failure?.params.minimum));
    // The caps are worded in the plan's language.
    const zh = solve({ ...BASE, language: 'zh-CN', budgetCaps: { lodging: 10 } }).result;
    expect(zh.feasible ? null : zh.failures[0]?.params.category).toBe('住宿');
  });

  it('carries the best plan that keeps everything else: the first alternative\'s, day by day', () => {
    const { result } = solve({ ...BASE, budgetCaps: { lodging: 10 } });
    if (result.feasible) throw new Error('expected no plan');
    const nearest = result.nearestPlan;
    expect(nearest?.alternative).toBe(0);
    // It is the plan the first alternative gives, solved again here.
    const first = result.alternatives[0];
    const again = first ? solve({ ...BASE, budgetCaps: { ...first.patch.budgetCaps } }).result : null;
    if (!again?.feasible) throw new Error('the first alternative has no plan');
    expect(nearest?.days.map((d) => d.attractionIds)).toEqual(again.plan.days.map((d) => d.items.flatMap((i) => (i.kind === 'attraction' ? [i.catalogId] : []))));
    expect(nearest?.days).toHaveLength(3);
  });

  it('refuses a negative cap at the edge', () => {
    expect(PlannerRequestSchema.safeParse({ ...BASE, budgetCaps: { tickets: -5 } }).success).toBe(false);
    expect(PlannerRequestSchema.safeParse({ ...BASE, budgetCaps: { tickets: '300' } }).success).toBe(true);
  });
});

describe('ways of travel ruled out', () => {
  it('plans no taxi when taxis are ruled out: short stretches on foot, longer ones by local bus', () => {
    const free = planOf({ ...BASE, destinations: ['Dali Old Town'] }).plan;
    expect(transfers(free).some((t) => t.mode === 'taxi')).toBe(true);
    const { plan } = planOf({ ...BASE, destinations: ['Dali Old Town'], excludeModes: ['taxi'] });
    expect(transfers(plan).some((t) => t.mode === 'taxi')).toBe(false);
    expect(failedOn(free, { ...BASE, destinations: ['Dali Old Town'], excludeModes: ['taxi'] })).toContain('transport');
  });

  it('goes between towns by taxi when buses are ruled out, and by chartered car when both are', () => {
    const noBus = planOf({ ...BASE, excludeModes: ['bus'] }).plan;
    expect(transfers(noBus).some((t) => t.mode === 'bus')).toBe(false);
    const neither = planOf({ ...BASE, excludeModes: ['bus', 'taxi'] }).plan;
    expect(transfers(neither).every((t) => t.mode === 'walk' || t.mode === 'charteredCar')).toBe(true);
  });

  it('keeps the in-town lower bound under every estimate of each profile', () => {
    for (const excludeModes of [[], ['taxi'], ['bus'], ['taxi', 'bus']] as const) {
      for (const transportation of ['public', 'cycling', 'selfDriving', 'privateCar'] as const) {
        const profile = travelProfile({ transportation, excludeModes });
        for (let km = 0; km <= 40; km += 0.1) {
          const bound = inTownMinutesAtLeast(km, profile);
          for (let more = km; more <= km + 10; more += 0.5) expect(estimateInTownLeg(more, profile).minutes, `${profile} ${km}→${more}`).toBeGreaterThanOrEqual(bound);
        }
      }
    }
  });
});

describe('walking and breakfast', () => {
  it('walks no stretch longer than asked: longer ones are made by vehicle', () => {
    const free = planOf({ ...BASE, destinations: ['Dali Old Town'] }).plan;
    const longest = Math.max(...transfers(free).filter((t) => t.mode === 'walk').map((t) => t.minutes));
    expect(longest).toBeGreaterThan(10);
    const { plan } = planOf({ ...BASE, destinations: ['Dali Old Town'], maxWalkMinutes: 10 });
    expect(transfers(plan).filter((t) => t.mode === 'walk').every((t) => t.minutes <= 10)).toBe(true);
    // Judged as that traveller travels, the long walk is refused (and the fares it implies differ).
    expect(failedOn(free, { ...BASE, destinations: ['Dali Old Town'], maxWalkMinutes: 10 })).toContain('transport');
  });

  it('plans breakfast every day when asked, and the checker holds it to that', () => {
    const { plan } = planOf({ ...BASE, breakfastDaily: true });
    for (const day of plan.days) expect(day.items.some((i) => i.kind === 'meal' && i.meal === 'breakfast'), `day ${day.dayIndex}`).toBe(true);
    // A tight budget drops breakfasts first, but not the ones asked for.
    const tight = planOf(BASE).plan;
    const withoutBreakfast = { ...tight, days: tight.days.map((d) => ({ ...d, items: d.items.filter((i) => !(i.kind === 'meal' && i.meal === 'breakfast')) })) };
    expect(failedOn(withoutBreakfast, { ...BASE, breakfastDaily: true })).toContain('diet');
  });
});

describe('time in transit a day', () => {
  it('keeps every day within the minutes in transit asked, the way to the night included', () => {
    const free = planOf(BASE).plan;
    const perDay = (plan: TravelPlan) => plan.days.map((d) => d.items.reduce((sum, i) => sum + (i.kind === 'transfer' ? i.minutes : 0), 0));
    const cap = Math.max(...perDay(free)) - 15;
    expect(cap).toBeGreaterThanOrEqual(15);
    const { plan } = planOf({ ...BASE, maxTransferMinutesPerDay: cap });
    for (const minutes of perDay(plan)) expect(minutes).toBeLessThanOrEqual(cap);
    expect(failedOn(free, { ...BASE, maxTransferMinutesPerDay: cap })).toEqual(['transport']);
  });

  it('answers a limit a must-see cannot keep with what the day needs and a verified wider limit', () => {
    const { result } = solve({ startDate: '2026-12-01', durationDays: 2, mustVisit: ['xizhou-ancient-town', 'three-pagodas-chongsheng-temple'], maxTransferMinutesPerDay: 15 });
    if (result.feasible) throw new Error('expected no plan');
    expect(result.failures.map((f) => f.constraint)).toContain('transport');
    // Raised to what the days need (one step per day that overruns), verified by solving.
    expect(result.alternatives.some((a) => (a.patch.maxTransferMinutesPerDay ?? 0) > 15)).toBe(true);
  });
});

describe('rooms and their kind', () => {
  it('books the kind and number of rooms asked, where the catalog names such rooms', () => {
    const { plan } = planOf({ startDate: '2026-12-01', durationDays: 2, travelerCount: 4, rooms: 2, roomType: 'twin' });
    for (const night of plan.lodging) {
      expect(night.rooms).toBe(2);
      expect(night.roomType?.['en-US']).toMatch(/twin/i);
    }
    const free = planOf({ startDate: '2026-12-01', durationDays: 2, travelerCount: 4 }).plan;
    if (free.lodging.some((night) => !/twin/i.test(night.roomType?.['en-US'] ?? ''))) {
      expect(failedOn(free, { startDate: '2026-12-01', durationDays: 2, travelerCount: 4, roomType: 'twin' })).toContain('lodgingType');
    }
  });

  it('answers rooms that cannot sleep the party with the reason and a verified alternative', () => {
    const { result } = solve({ startDate: '2026-12-01', durationDays: 2, travelerCount: 6, rooms: 1, roomType: 'double' });
    expect(result.feasible ? [] : result.failures).toEqual([expect.objectContaining({ reason: 'planner.infeasible.noRoomOfKind' })]);
    expect(result.feasible ? [] : result.alternatives.map((a) => a.description)).toContain('planner.alternative.anyRooms');
  });
});

describe('a town on a given day', () => {
  it('plans the sight named after the town on that day, as the checker confirms', () => {
    const { plan } = planOf({ ...BASE, dayPins: [{ place: '双廊', day: 2 }] });
    expect(visits(plan).find((v) => v.id === 'shuanglang-ancient-town')?.day).toBe(2);
    const elsewhere = planOf({ ...BASE, dayPins: [{ place: '双廊', day: 3 }] }).plan;
    expect(failedOn(elsewhere, { ...BASE, dayPins: [{ place: '双廊', day: 2 }] })).toContain('mustVisit');
  });
});

describe('sights in an order', () => {
  it('reads a town as the sight named after it', () => {
    expect(resolveOrderPlace('喜洲', snapshot)?.id).toBe('xizhou-ancient-town');
    expect(resolveOrderPlace('Shaxi', snapshot)?.id).toBe('shaxi-ancient-town');
    expect(resolveOrderPlace('三塔', snapshot)?.id).toBe('three-pagodas-chongsheng-temple');
    expect(resolveOrderPlace('Atlantis', snapshot)).toBeNull();
  });

  it('visits the first of each pair before the second ("先去喜洲，再去三塔")', () => {
    const order = [{ first: '喜洲', then: '三塔' }];
    const { plan } = planOf({ ...BASE, visitOrder: order });
    const v = visits(plan);
    const first = v.find((x) => x.id === 'xizhou-ancient-town');
    const then = v.find((x) => x.id === 'three-pagodas-chongsheng-temple');
    expect(first && then).toBeTruthy();
    if (!first || !then) return;
    expect(first.day < then.day || (first.day === then.day && first.end <= then.start)).toBe(true);
    // The reverse order is planned too, and each plan fails the other's order.
    const reverse = planOf({ ...BASE, visitOrder: [{ first: '三塔', then: '喜洲' }] }).plan;
    expect(failedOn(reverse, { ...BASE, visitOrder: order })).toEqual(['order']);
  });

  it('keeps a chain of three in order on a one-day trip', () => {
    const chain = [
      { first: 'three-pagodas-chongsheng-temple', then: 'butterfly-spring' },
      { first: 'butterfly-spring', then: 'xizhou-ancient-town' },
    ];
    const { plan } = planOf({ startDate: '2026-12-01', durationDays: 2, visitOrder: chain });
    const at = (id: string) => visits(plan).findIndex((x) => x.id === id);
    expect(at('three-pagodas-chongsheng-temple')).toBeLessThan(at('butterfly-spring'));
    expect(at('butterfly-spring')).toBeLessThan(at('xizhou-ancient-town'));
  });

  it('answers a circular order and an unknown place with the reason', () => {
    const circle = solve({ ...BASE, visitOrder: [{ first: '喜洲', then: '三塔' }, { first: '三塔', then: '喜洲' }] }).result;
    expect(circle.feasible ? [] : circle.failures.map((f) => f.reason)).toContain('planner.infeasible.orderCycle');
    expect(circle.feasible ? [] : circle.alternatives.map((a) => a.description)).toContain('planner.alternative.dropOrder');
    const unknown = solve({ ...BASE, visitOrder: [{ first: 'Atlantis', then: '三塔' }] }).result;
    expect(unknown.feasible ? [] : unknown.failures).toEqual([expect.objectContaining({ reason: 'planner.infeasible.mustVisitUnknown', params: { value: 'Atlantis' } })]);
  });
});

describe('at least N sights, at least N free sights', () => {
  it('plans at least the number asked, and exactly when the least and the most agree', () => {
    const { plan } = planOf({ ...BASE, pace: 'relaxed', minAttractionsTotal: 8 });
    expect(visits(plan).length).toBeGreaterThanOrEqual(8);
    const exact = planOf({ ...BASE, minAttractionsTotal: 4, maxAttractionsTotal: 4 }).plan;
    expect(visits(exact).length).toBe(4);
    expect(failedOn(exact, { ...BASE, minAttractionsTotal: 5 })).toEqual(['counts']);
  });

  it('plans the free sights asked for', () => {
    const free = planOf(BASE).plan;
    const have = visits(free).filter((v) => v.ticketFen === 0).length;
    const { plan } = planOf({ ...BASE, minFreeAttractions: have + 2 });
    expect(visits(plan).filter((v) => v.ticketFen === 0).length).toBeGreaterThanOrEqual(have + 2);
    expect(failedOn(free, { ...BASE, minFreeAttractions: have + 2 })).toEqual(['counts']);
  });

  it('answers more sights than the days can hold with how many fit', () => {
    const { result } = solve({ startDate: '2026-12-01', durationDays: 1, maxAttractionsPerDay: 2, minAttractionsTotal: 3 });
    expect(result.feasible ? [] : result.failures).toEqual([expect.objectContaining({ constraint: 'counts', reason: 'planner.infeasible.tooFewSights', params: { count: 2, minimum: 3 } })]);
    expect(PlannerRequestSchema.safeParse({ durationDays: 2, minAttractionsTotal: 5, maxAttractionsTotal: 4 }).error?.issues[0]?.message).toBe('validation.planner.sightCountOrder');
  });
});
