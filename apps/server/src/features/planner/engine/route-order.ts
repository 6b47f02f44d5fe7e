/**
 * Puts the stops of each built day in the order that travels least (issue of routes: "each day
 * clusters sights by area and orders them to keep travel short; no out-and-back when a loop
 * exists"). The day builder picks sights one at a time, so a day can leave a town for lunch and
 * come back to it in the afternoon; here every order of the day's sights and meals is searched and
 * the one with the fewest minutes in transit that keeps every rule of the day is taken.
 *
 * Rules every order keeps (the same the day builder places by, checked by the independent checker):
 * - each sight inside its open stretches of that weekday, with its planned minutes, started by its
 *   latest start (`visitTimes`), and after every sight of the day asked to come before it (`order`);
 * - meals in their order (breakfast, lunch, dinner), each started inside its start window
 *   (MEAL_START_WINDOWS) and the restaurant's hours; breakfast stays the first stop;
 * - after dinner only sights asked for the evening (`visitTimes`), and the night's lodging reached
 *   by LATEST_LODGING_ARRIVAL;
 * - no more sights before lunch than the day already had or half the pace's sights, so afternoons
 *   are not left empty.
 * Places, restaurants and visit lengths never change: only their order and times. A day is changed
 * only when the new order is strictly shorter in transit minutes (the leg to the night's lodging
 * counted), so the result is deterministic and never worse.
 */
import { sameRef, type PlaceRef } from './catalog-snapshot.js';
import type { Draft, DraftDay } from './assemble-plan.js';
import { LATEST_LODGING_ARRIVAL, MEAL_START_WINDOWS, type PlanningContext, type TripDay } from './context.js';
import { transitMinutes, type DraftItem } from './day-builder.js';
import { latestDinnerForNight } from './meal-reach.js';
import { earliestFit } from './time.js';

/** Most orders tried per day: a packed day of eight stops has at most 8!/3! = 6720, pruned far below. */
const SEARCH_LIMIT = 20_000;

/** A stop of a day: a sight or a meal. */
export type Stop = Extract<DraftItem, { kind: 'attraction' } | { kind: 'meal' }>;
/** The night's lodging item of a day. */
export type Lodging = Extract<DraftItem, { kind: 'lodging' }>;

const refOf = (stop: Stop): PlaceRef => (stop.kind === 'attraction' ? stop.candidate.ref : stop.choice.ref);

/**
 * The earliest start of `stop` on `day` for a party arriving at `arrival` (minutes since midnight)
 * that keeps its length inside its open stretches: a sight by its latest start, a meal inside its
 * start window and, for dinner, early enough to reach the night's lodging `endAt`. Null when none.
 */
function earliestStart(ctx: PlanningContext, day: TripDay, stop: Stop, arrival: number, endAt: PlaceRef | null): number | null {
  const duration = stop.end - stop.start;
  if (stop.kind === 'attraction') return earliestFit(ctx.windows('attraction', stop.candidate.attraction.id, day), arrival, duration, ctx.latestStart.get(stop.candidate.attraction.id));
  const window = MEAL_START_WINDOWS[stop.meal];
  const latest = Math.min(window.latest, stop.meal === 'dinner' ? latestDinnerForNight(ctx, stop.choice, endAt) : Infinity);
  return earliestFit(ctx.windows('restaurant', stop.choice.restaurant.id, day), Math.max(arrival, window.earliest), duration, latest);
}

/**
 * The day `day` (which starts at `start`, the place its first transfer leaves from) with its stops
 * in the shortest order that keeps the module's rules, or `day` itself when none is shorter.
 */
export function shortestDayOrder(ctx: PlanningContext, day: DraftDay, start: PlaceRef): DraftDay {
  const stops = day.items.filter((item): item is Stop => item.kind === 'attraction' || item.kind === 'meal');
  const lodging = day.items.find((item): item is Lodging => item.kind === 'lodging') ?? null;
  const breakfast = stops[0]?.kind === 'meal' && stops[0].meal === 'breakfast' ? stops[0] : null;
  const free = breakfast ? stops.slice(1) : stops;
  const sights = free.filter((s) => s.kind === 'attraction');
  if (sights.length < 2 && free.length < 3) return day;
  const meals = free.filter((s): s is Extract<Stop, { kind: 'meal' }> => s.kind === 'meal');
  const lunchIndex = free.findIndex((s) => s.kind === 'meal' && s.meal === 'lunch');
  const sightsBeforeLunch = lunchIndex < 0 ? Infinity : free.slice(0, lunchIndex).filter((s) => s.kind === 'attraction').length;
  const beforeLunchCap = Math.max(sightsBeforeLunch, Math.ceil(ctx.pace.maxSights / 2));
  const lunch = meals.find((m) => m.meal === 'lunch') ?? null;
  const dinner = meals.find((m) => m.meal === 'dinner') ?? null;
  const endAt = lodging?.choice.ref ?? null;
  const travel = (from: PlaceRef, to: PlaceRef) => ctx.snapshot.travel(from, to, ctx.profile);
  const before = new Map(sights.map((s) => [s.candidate.attraction.id, ctx.order.filter((p) => p.then === s.candidate.attraction.id).map((p) => p.first)]));
  const inDay = new Set(sights.map((s) => s.candidate.attraction.id));

  const original = transitMinutes(day.items);
  // The shortest order found so far (a holder, as the search below assigns it).
  const found: { best: { minutes: number; sequence: Stop[] } | null } = { best: null };
  let tried = 0;
  const sequence: Stop[] = [];
  const placed = new Set<Stop>();

  // Depth-first over orders; `minutes` so far only grows, so a branch at or above the best is cut.
  const search = (at: PlaceRef, cursor: number, minutes: number, mealIndex: number, beforeLunch: number) => {
    if (++tried > SEARCH_LIMIT || minutes >= (found.best?.minutes ?? original)) return;
    if (sequence.length === free.length) {
      const home = endAt === null ? null : travel(at, endAt);
      if (endAt !== null && (home === null || cursor + home.minutes > LATEST_LODGING_ARRIVAL)) return;
      const total = minutes + (home?.minutes ?? 0);
      if (total < (found.best?.minutes ?? original)) found.best = { minutes: total, sequence: [...sequence] };
      return;
    }
    const afterDinner = dinner !== null && placed.has(dinner);
    for (const stop of free) {
      if (placed.has(stop)) continue;
      if (stop.kind === 'meal' && stop !== meals[mealIndex]) continue;
      if (stop.kind === 'attraction') {
        const id = stop.candidate.attraction.id;
        if (afterDinner && !ctx.timedIds.has(id)) continue;
        if ((before.get(id) ?? []).some((first) => inDay.has(first) && !sequence.some((s) => s.kind === 'attraction' && s.candidate.attraction.id === first))) continue;
        if (lunch !== null && !placed.has(lunch) && beforeLunch >= beforeLunchCap) continue;
      }
      const leg = travel(at, refOf(stop));
      if (!leg) continue;
      const begin = earliestStart(ctx, day.day, stop, cursor + leg.minutes, endAt);
      if (begin === null) continue;
      const morning = stop.kind === 'attraction' && lunch !== null && !placed.has(lunch);
      sequence.push(stop);
      placed.add(stop);
      search(refOf(stop), begin + (stop.end - stop.start), minutes + leg.minutes, stop.kind === 'meal' ? mealIndex + 1 : mealIndex, morning ? beforeLunch + 1 : beforeLunch);
      placed.delete(stop);
      sequence.pop();
    }
  };

  // Breakfast stays first: the search starts after it, with the minutes it took to get there.
  if (breakfast) search(refOf(breakfast), breakfast.end, transitMinutes(day.items.slice(0, day.items.indexOf(breakfast))), 0, 0);
  else search(start, ctx.pace.dayStart, 0, 0, 0);
  const best = found.best;
  if (best === null) return day;
  return { ...day, items: layOutDay(ctx, day.day, start, breakfast ? [breakfast, ...best.sequence] : best.sequence, lodging) ?? day.items };
}

/**
 * The items of a day that starts at `start` and visits `order` (visit and meal lengths as their
 * `end − start`): each stop at its earliest start, arrived at just in time, then the night's
 * `lodging` if any. Null when a stop has no leg to it or no time that keeps its hours and window.
 */
export function layOutDay(ctx: PlanningContext, day: TripDay, start: PlaceRef, order: readonly Stop[], lodging: Lodging | null): DraftItem[] | null {
  const items: DraftItem[] = [];
  let at = start;
  let cursor = ctx.pace.dayStart;
  const endAt = lodging?.choice.ref ?? null;
  for (const stop of order) {
    const to = refOf(stop);
    const leg = ctx.snapshot.travel(at, to, ctx.profile);
    if (!leg) return null;
    const duration = stop.end - stop.start;
    const begin = earliestStart(ctx, day, stop, cursor + leg.minutes, endAt);
    if (begin === null) return null;
    if (!sameRef(at, to)) items.push({ kind: 'transfer', from: at, to, start: begin - leg.minutes, end: begin, leg });
    items.push({ ...stop, start: begin, end: begin + duration });
    at = to;
    cursor = begin + duration;
  }
  if (lodging) {
    const leg = ctx.snapshot.travel(at, lodging.choice.ref, ctx.profile);
    if (!leg || cursor + leg.minutes > LATEST_LODGING_ARRIVAL) return null;
    if (leg.minutes > 0) items.push({ kind: 'transfer', from: at, to: lodging.choice.ref, start: cursor, end: cursor + leg.minutes, leg });
    items.push({ ...lodging, start: cursor + leg.minutes });
  }
  return items;
}

/**
 * Every day of `draft` in its shortest order ({@link shortestDayOrder}). Day 1 starts where its
 * first transfer leaves from (or at its first stop); each later day at the night's stay before it.
 */
export function shortestRoutes(ctx: PlanningContext, draft: Draft): Draft {
  let changed = false;
  const days = draft.days.map((day, index) => {
    const previous = index > 0 ? draft.nights[index - 1] : undefined;
    const firstMove = day.items.find((item) => item.kind === 'transfer' || item.kind === 'attraction' || item.kind === 'meal');
    const start: PlaceRef | null = previous?.ref ?? (firstMove?.kind === 'transfer' ? firstMove.from : firstMove ? refOf(firstMove) : null);
    if (start === null) return day;
    const shorter = shortestDayOrder(ctx, day, start);
    if (shorter !== day) changed = true;
    return shorter;
  });
  return changed ? { ...draft, days } : draft;
}
