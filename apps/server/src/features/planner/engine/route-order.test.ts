/**
 * Day routes (route-order.ts): an out-and-back day is put in its loop order, the rules of the day
 * hold in the new order, and delivered plans have no day a shorter order of the same stops keeps
 * every rule for.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PlannerRequestSchema, type PlanDay, type PlannerRequestInput } from '@dali/shared/contracts/planner';
import type { CatalogSnapshot, PlaceRef } from './catalog-snapshot.js';
import { resolveRequest, type PlanningContext } from './context.js';
import { transitMinutes, type DraftItem } from './day-builder.js';
import { layOutDay, shortestDayOrder, type Lodging, type Stop } from './route-order.js';
import { loadRepoCatalog, solverFor, TEST_CLOCK } from './solver-test-support.js';
import { fromClock } from './time.js';

let snapshot: CatalogSnapshot;
beforeAll(async () => {
  snapshot = await loadRepoCatalog();
});
const { planOf } = solverFor(() => snapshot);

function contextOf(input: PlannerRequestInput): PlanningContext {
  const resolved = resolveRequest(PlannerRequestSchema.parse(input), snapshot, TEST_CLOCK);
  if (!resolved.ok) throw new Error(JSON.stringify(resolved.failures));
  return resolved.context;
}

/** A sight stop of `minutes` (times are laid out again by layOutDay). */
function sight(ctx: PlanningContext, id: string, minutes = 90): Stop {
  const candidate = ctx.candidates.find((c) => c.attraction.id === id);
  if (!candidate) throw new Error(`no candidate ${id}`);
  return { kind: 'attraction', candidate, start: 0, end: minutes };
}

function meal(ctx: PlanningContext, meal: 'lunch' | 'dinner', id: string): Stop {
  const choice = ctx.restaurants.find((r) => r.restaurant.id === id);
  if (!choice) throw new Error(`no restaurant ${id}`);
  return { kind: 'meal', meal, choice, start: 0, end: 60 };
}

function lodgingAt(ctx: PlanningContext, townId: string): Lodging {
  const choice = ctx.stays.find((s) => s.stay.townId === townId);
  if (!choice) throw new Error(`no stay in ${townId}`);
  return { kind: 'lodging', choice, start: 0, nightIndex: 1 };
}

/** Town of each stop in order, consecutive repeats merged. */
function townRoute(items: readonly DraftItem[]): string[] {
  const towns = items.flatMap((item) => (item.kind === 'attraction' ? [item.candidate.attraction.townId] : item.kind === 'meal' ? [item.choice.restaurant.townId] : []));
  return towns.filter((town, i) => town !== towns[i - 1]);
}

const BASE: PlannerRequestInput = { durationDays: 2, travelerCount: 2, pace: 'moderate', transportation: 'privateCar' };

/**
 * Day 1 of `input` from an old-town stay: two Xizhou sights in the given order around lunch, then
 * dinner, all in the old town's restaurants; laid out, and searched again by shortestDayOrder.
 */
function xizhouDay(input: PlannerRequestInput, sights: [string, string]) {
  const ctx = contextOf(input);
  const day = ctx.days[0];
  if (!day) throw new Error('no day');
  const lodging = lodgingAt(ctx, 'dali-old-town');
  const stops = [sight(ctx, sights[0]), meal(ctx, 'lunch', 'bailixiang-restaurant'), sight(ctx, sights[1]), meal(ctx, 'dinner', 'yiheng-restaurant')];
  const items = layOutDay(ctx, day, lodging.choice.ref, stops, lodging);
  if (!items) throw new Error('the day as given must be feasible');
  const given = { day, startTownId: 'dali-old-town', items };
  return { ctx, lodging, items, given, shorter: shortestDayOrder(ctx, given, lodging.choice.ref) };
}

describe('shortestDayOrder', () => {
  it('turns a day that goes out to Xizhou, back for lunch and out again into one loop', () => {
    const { items, shorter } = xizhouDay(BASE, ['xizhou-ancient-town', 'zhoucheng-tie-dye-village']);
    expect(townRoute(items)).toEqual(['xizhou', 'dali-old-town', 'xizhou', 'dali-old-town']);
    expect(transitMinutes(shorter.items)).toBeLessThan(transitMinutes(items));
    // Both Xizhou sights together; lunch and dinner still in the old town, in their order.
    expect(townRoute(shorter.items)).toEqual(['xizhou', 'dali-old-town']);
    const meals = shorter.items.flatMap((item) => (item.kind === 'meal' ? [item.meal] : []));
    expect(meals).toEqual(['lunch', 'dinner']);
    // Same stops, same lengths; the lodging last; every leg fits between its stops.
    const stops = (list: readonly DraftItem[]) => list.flatMap((item) => (item.kind === 'attraction' ? [`${item.candidate.attraction.id}:${item.end - item.start}`] : []));
    expect(stops(shorter.items).sort()).toEqual(stops(items).sort());
    expect(shorter.items.at(-1)?.kind).toBe('lodging');
    for (let i = 1; i < shorter.items.length; i++) {
      const previous = shorter.items[i - 1];
      const item = shorter.items[i];
      if (previous && item && previous.kind !== 'lodging' && 'end' in previous) expect(item.start).toBeGreaterThanOrEqual(previous.end);
    }
  });

  it('keeps an order the traveller asked for even when another is shorter', () => {
    // Xizhou, then Xiaguan, then Xizhou again: asked so, the day must go out and back.
    const [first, second, third] = ['xizhou-ancient-town', 'erhai-park', 'zhoucheng-tie-dye-village'] as const;
    const asked = [first, second, third];
    const sightsOf = (items: readonly DraftItem[]) => items.flatMap((item) => (item.kind === 'attraction' ? [item.candidate.attraction.id] : []));
    const searched = (input: PlannerRequestInput) => {
      const ctx = contextOf(input);
      const day = ctx.days[0];
      if (!day) throw new Error('no day');
      const lodging = lodgingAt(ctx, 'dali-old-town');
      const [a, b, c] = asked.map((id) => sight(ctx, id, 60));
      if (!a || !b || !c) throw new Error('sights');
      const items = layOutDay(ctx, day, lodging.choice.ref, [a, b, meal(ctx, 'lunch', 'bailixiang-restaurant'), c, meal(ctx, 'dinner', 'yiheng-restaurant')], lodging);
      if (!items) throw new Error('the day as given must be feasible');
      return { items, shorter: shortestDayOrder(ctx, { day, startTownId: 'dali-old-town', items }, lodging.choice.ref).items };
    };
    const must: PlannerRequestInput = { ...BASE, pace: 'packed', mustVisit: asked };
    // Without the order the two Xizhou sights come together…
    const free = searched(must);
    expect(sightsOf(free.shorter)).not.toEqual(asked);
    expect(transitMinutes(free.shorter)).toBeLessThan(transitMinutes(free.items));
    // …with it, the asked order stays.
    const ordered = searched({ ...must, visitOrder: [{ first, then: second }, { first: second, then: third }] });
    expect(sightsOf(ordered.shorter)).toEqual(asked);
  });

  it('leaves a day alone when no other order is shorter', () => {
    const ctx = contextOf({ durationDays: 2, travelerCount: 2, pace: 'moderate', transportation: 'privateCar' });
    const day = ctx.days[0];
    if (!day) throw new Error('no day');
    const lodging = lodgingAt(ctx, 'dali-old-town');
    const loop = [sight(ctx, 'xizhou-ancient-town'), sight(ctx, 'zhoucheng-tie-dye-village'), meal(ctx, 'lunch', 'bailixiang-restaurant'), meal(ctx, 'dinner', 'yiheng-restaurant')];
    const items = layOutDay(ctx, day, lodging.choice.ref, loop, lodging);
    if (!items) throw new Error('feasible');
    const same = { day, startTownId: 'dali-old-town', items };
    expect(shortestDayOrder(ctx, same, lodging.choice.ref)).toBe(same);
  });
});

describe('delivered plans', () => {
  /** A plan day as the engine's draft: its stops and lodging, with the plan's times. */
  function draftOf(ctx: PlanningContext, planDay: PlanDay): DraftItem[] {
    return planDay.items.flatMap((item): DraftItem[] => {
      if (item.kind === 'attraction') return [{ ...sight(ctx, item.catalogId), start: fromClock(item.start), end: fromClock(item.end) }];
      if (item.kind === 'meal') {
        const choice = ctx.restaurants.find((r) => r.restaurant.id === item.restaurantId);
        if (!choice) throw new Error(item.restaurantId);
        return [{ kind: 'meal', meal: item.meal, choice, start: fromClock(item.start), end: fromClock(item.end) }];
      }
      if (item.kind === 'lodging') {
        const choice = ctx.stays.find((s) => s.stay.id === item.stayId);
        if (!choice) throw new Error(item.stayId);
        return [{ kind: 'lodging', choice, start: fromClock(item.start), nightIndex: item.nightIndex }];
      }
      const from = { kind: item.fromKind, id: item.fromId } as PlaceRef;
      const to = { kind: item.toKind, id: item.toId } as PlaceRef;
      const leg = ctx.snapshot.travel(from, to, ctx.profile);
      if (!leg) throw new Error('leg');
      return [{ kind: 'transfer', from, to, start: fromClock(item.start), end: fromClock(item.end), leg }];
    });
  }

  it.each<[string, PlannerRequestInput]>([
    ['a packed four days by public transport', { durationDays: 4, travelerCount: 2, pace: 'packed', transportation: 'public' }],
    ['three days by car with must-sees in three towns', { durationDays: 3, travelerCount: 3, pace: 'moderate', transportation: 'privateCar', mustVisit: ['xizhou-ancient-town', 'shuanglang-ancient-town', 'three-pagodas-chongsheng-temple'] }],
    ['vegetarians for five days', { durationDays: 5, travelerCount: 2, pace: 'relaxed', transportation: 'public', dietaryRestrictions: ['vegetarian'] }],
    ['six people in hotels for a week', { durationDays: 7, travelerCount: 6, pace: 'relaxed', transportation: 'cycling', accommodationType: 'hotel', specialNeeds: ['vegetarian'] }],
  ])('%s: no day has a shorter order of its stops', (_name, input) => {
    const { plan } = planOf(input);
    const ctx = contextOf({ ...input, startDate: plan.days[0]?.date ?? undefined, endDate: plan.days.at(-1)?.date ?? undefined });
    let start: PlaceRef | null = null;
    for (const planDay of plan.days) {
      const day = ctx.days[planDay.dayIndex - 1];
      if (!day) throw new Error('day');
      const items = draftOf(ctx, planDay);
      const first = items.find((item) => item.kind === 'transfer');
      const from: PlaceRef | null = start ?? (first?.kind === 'transfer' ? first.from : null);
      if (from === null) throw new Error('start');
      const draftDay = { day, startTownId: '', items };
      const again = shortestDayOrder(ctx, draftDay, from);
      expect(transitMinutes(again.items), `day ${planDay.dayIndex}`).toBe(transitMinutes(items));
      const lodging = items.find((item) => item.kind === 'lodging');
      start = lodging?.kind === 'lodging' ? lodging.choice.ref : null;
    }
  });
});
