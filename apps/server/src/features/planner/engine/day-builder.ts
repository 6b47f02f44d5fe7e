/**
 * Builds one day of an itinerary greedily: an optional breakfast near the start, a morning of
 * sights, lunch, an afternoon of sights, dinner. Every step is placed only where it is feasible:
 * inside the place's open stretches of that weekday (Asia/Shanghai), after the travel time from the
 * previous place (estimates of the catalog snapshot), and only if the next meal can still be reached
 * inside its window at a restaurant that fits the diet. Must-visits of the day outrank everything;
 * otherwise the next sight is the one with the best score net of travel, waiting and money.
 * Deterministic: ties go to the smaller catalog id.
 */
import { choiceServesMeal } from './dish-roles.js';
import type { MealKind } from '@dali/shared/contracts/planner';
import { sameRef, type PlaceRef, type TravelLeg } from './catalog-snapshot.js';
import { LATEST_LODGING_ARRIVAL, MEAL_START_WINDOWS, type Candidate, type PlanningContext, type RestaurantChoice, type StayChoice, type TripDay } from './context.js';
import { latestDinnerForNight, mealMinutes, mealOpenings, sightEndLimits, type SightEndLimits } from './meal-reach.js';
import { moneyWeight, travelWeight } from './scoring.js';
import { earliestFit, type Interval } from './time.js';

/**
 * Minutes a restaurant already eaten at on the trip counts as, per visit: enough that another
 * restaurant of the same town wins (legs inside a town are 15–25 minutes), too little to send the
 * party to another town for a meal (a 140-minute drive to a new kitchen is worse than a second
 * dinner at a good one). A second visit is then said in the plan's tips.
 */
const REPEAT_PENALTY = 30;

/** A planned entry before it is written out as a contract item; times in minutes since midnight. */
export type DraftItem =
  | { kind: 'attraction'; candidate: Candidate; start: number; end: number }
  | { kind: 'meal'; meal: MealKind; choice: RestaurantChoice; start: number; end: number }
  | { kind: 'transfer'; from: PlaceRef; to: PlaceRef; start: number; end: number; leg: TravelLeg }
  | { kind: 'lodging'; choice: StayChoice; start: number; nightIndex: number };

/** Minutes in transit of a day's items (every transfer, the leg to the lodging included). */
export function transitMinutes(items: readonly DraftItem[]): number {
  return items.reduce((sum, item) => sum + (item.kind === 'transfer' ? item.leg.minutes : 0), 0);
}

/** What one day is built from. */
export interface DayInput {
  ctx: PlanningContext;
  day: TripDay;
  /** Where the day starts (the lodging, or a town on a trip without nights). */
  start: PlaceRef;
  /** Must-visits assigned to this day. */
  mandatory: readonly Candidate[];
  /** Attractions already in the plan (never visited twice). */
  used: ReadonlySet<string>;
  /** Party fen still allowed for tickets of optional sights; null = no limit. */
  ticketAllowanceFen: number | null;
  breakfast: boolean;
  /** How often each restaurant has been used so far (to vary meals). */
  restaurantUses: ReadonlyMap<string, number>;
  /** Only must-visits, no optional sights (second attempt when a must-visit did not fit). */
  onlyMandatory: boolean;
  /**
   * Most sights the day may add beyond its must-visits (the trip-wide limit less what is planned
   * and what must still come); Infinity when the traveller set none.
   */
  optionalSightsLeft: number;
  /** Extra weight per yuan of fares and tickets (budget repair). */
  extraMoneyWeight: number;
  /** Free sights (catalog ticket ¥0) the trip still lacks of `minFreeAttractions`; 0 = none asked. */
  freeSightsWanted: number;
  /** Where the night is likely spent (dinner must leave time to get there by 23:00); null on the last day. */
  endAt: PlaceRef | null;
}

/** A built day, or the meal that could not be reached. */
export type DayResult =
  | { ok: true; items: DraftItem[]; at: PlaceRef; time: number; placed: Candidate[]; missing: Candidate[] }
  | { ok: false; meal: MealKind };

/** Margin for floating-point rounding when a sight's utility bound is compared with the best utility. */
const UTILITY_SLACK = 1e-6;
/** Utility a free sight gains while the trip has fewer free sights than asked (below a must-visit's 1000). */
const FREE_SIGHT_BONUS = 500;

const idOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Build one day; see the module comment. */
export function buildDay(input: DayInput): DayResult {
  const { ctx, day } = input;
  const { snapshot, pace, request } = ctx;
  const transportation = ctx.profile;
  const tw = travelWeight(request);
  const mw = moneyWeight(request) + input.extraMoneyWeight;
  const items: DraftItem[] = [];
  const placed: Candidate[] = [];
  const placedIds = new Set<string>();
  let at = input.start;
  let cursor = pace.dayStart;
  let allowance = input.ticketAllowanceFen;
  const travel = (from: PlaceRef, to: PlaceRef) => snapshot.travel(from, to, transportation);
  const mandatoryIds = new Set(input.mandatory.map((c) => c.attraction.id));

  /** Go from `at` to `to`, arriving exactly at `start` (leaving as late as possible). */
  // Minutes in transit so far today, against the traveller's daily limit (maxTransferMinutesPerDay).
  let transitMinutes = 0;
  const transitCap = request.maxTransferMinutesPerDay ?? Infinity;
  const arriveAt = (to: PlaceRef, leg: TravelLeg, start: number) => {
    if (!sameRef(at, to)) {
      items.push({ kind: 'transfer', from: at, to, start: start - leg.minutes, end: start, leg });
      transitMinutes += leg.minutes;
    }
    at = to;
  };

  const mealWindows = (choice: RestaurantChoice) => ctx.windows('restaurant', choice.restaurant.id, day);

  /** Latest time a sight may end so that `meal` is still reachable from it (meal-reach.ts). */
  const endLimits = (meal: MealKind): SightEndLimits => sightEndLimits(snapshot, transportation, mealOpenings(ctx, day, meal, input.endAt));

  // The most utility a sight could reach today, wherever the day stands: its score, the must-visit
  // bonus, the money of its tickets and the whole full-length bonus, with no travel, waiting or
  // fare (all weights are ≥ 0, so each only lowers the utility). Looking at sights in falling order
  // of it, the search for the next sight stops once the rest cannot reach the best found: the same
  // sight wins as in a scan of every candidate, and on a large catalog most are never looked at.
  const prunable = tw >= 0 && mw >= 0;
  // While the trip still lacks free sights the traveller asked for, a free one outranks any
  // optional paid one (a must-visit still comes first).
  const freeBonus = (candidate: Candidate) => (input.freeSightsWanted > 0 && candidate.attraction.ticketFen === 0 ? FREE_SIGHT_BONUS : 0);
  const byBound = ctx.candidates.map((candidate) => ({
    candidate,
    bound: prunable
      ? candidate.score + (mandatoryIds.has(candidate.attraction.id) ? 1000 : 0) + freeBonus(candidate) - (mw * ((candidate.attraction.ticketFen ?? 0) * ctx.travelers)) / 100 / ctx.travelers + 3
      : Infinity,
  }));
  if (prunable) byBound.sort((a, b) => b.bound - a.bound);

  type MealPick = { choice: RestaurantChoice; leg: TravelLeg; start: number; key: number };

  /** The best restaurant among `choices` for `meal` from where the day stands, or null. */
  const pickMeal = (choices: readonly RestaurantChoice[], meal: MealKind, homeRef: PlaceRef | null, maxLeg: number, withinTransitCap: boolean): MealPick | null => {
    const window = MEAL_START_WINDOWS[meal];
    const duration = mealMinutes(pace, meal);
    let best: MealPick | null = null;
    for (const choice of choices) {
      const leg = travel(at, choice.ref);
      if (!leg || leg.minutes > maxLeg || (withinTransitCap && transitMinutes + leg.minutes > transitCap)) continue;
      const latest = Math.min(window.latest, meal === 'dinner' ? latestDinnerForNight(ctx, choice, input.endAt) : Infinity);
      const start = earliestFit(mealWindows(choice), Math.max(cursor + leg.minutes, window.earliest), duration, latest);
      if (start === null) continue;
      const home = homeRef ? (travel(choice.ref, homeRef)?.minutes ?? 120) : 0;
      // Must-visits still to come pull the meal towards them.
      const pending = input.mandatory.filter((c) => !placedIds.has(c.attraction.id));
      const toPending = pending.length === 0 ? 0 : Math.min(...pending.map((c) => travel(choice.ref, c.ref)?.minutes ?? 600));
      const key =
        start + 0.5 * leg.minutes + 0.5 * home + toPending + REPEAT_PENALTY * (input.restaurantUses.get(choice.restaurant.id) ?? 0) - (choice.dishIds.length > 0 ? 10 : 0);
      if (!best || key < best.key || (key === best.key && idOrder(choice.restaurant.id, best.choice.restaurant.id) < 0)) best = { choice, leg, start, key };
    }
    return best;
  };

  const placeMeal = (meal: MealKind, homeRef: PlaceRef | null, maxLeg = Infinity): boolean => {
    // Lunch or dinner only where the party's dishes make a meal (dish-roles.ts), and the same
    // restaurant twice in a day only when no other can serve the meal (the plan then says so).
    const eatenToday = new Set(items.flatMap((item) => (item.kind === 'meal' ? [item.choice.restaurant.id] : [])));
    const servable = ctx.restaurants.filter((choice) => choiceServesMeal(choice, snapshot.foods, meal));
    // Within the daily transit limit when a meal can be; else the meal still happens and the day
    // is reported over the limit with the minutes it needs.
    const pick = (withinTransitCap: boolean) =>
      pickMeal(servable.filter((choice) => !eatenToday.has(choice.restaurant.id)), meal, homeRef, maxLeg, withinTransitCap) ??
      pickMeal(servable.filter((choice) => eatenToday.has(choice.restaurant.id)), meal, homeRef, maxLeg, withinTransitCap);
    const best = pick(true) ?? (transitCap === Infinity ? null : pick(false));
    if (!best) return false;
    const duration = mealMinutes(pace, meal);
    arriveAt(best.choice.ref, best.leg, best.start);
    items.push({ kind: 'meal', meal, choice: best.choice, start: best.start, end: best.start + duration });
    cursor = best.start + duration;
    return true;
  };

  const freeLeft = () => input.freeSightsWanted - placed.filter((c) => c.attraction.ticketFen === 0).length;
  const fillSights = (limits: SightEndLimits, cap: number, only: (candidate: Candidate) => boolean = () => true) => {
    for (;;) {
      const mandatoryLeft = input.mandatory.some((c) => !placedIds.has(c.attraction.id) && only(c));
      // The traveller's own daily limit holds for must-visits too (one left over moves to another day).
      if (placed.length >= cap && !mandatoryLeft) return;
      if (placed.length >= (ctx.request.maxAttractionsPerDay ?? Infinity)) return;
      const optionalPlaced = placed.filter((c) => !mandatoryIds.has(c.attraction.id)).length;
      const freeStillWanted = freeLeft() > 0;
      let best: { candidate: Candidate; leg: TravelLeg; start: number; minutes: number; utility: number; partyTicket: number } | null = null;
      for (const { candidate, bound } of byBound) {
        // Rounding in the utility's sum is far below UTILITY_SLACK: a sight skipped here is
        // strictly worse than the best, so it could not have won, not even a tie on id.
        if (best && bound + UTILITY_SLACK < best.utility) break;
        const id = candidate.attraction.id;
        const mandatory = mandatoryIds.has(id);
        if (input.used.has(id) || placedIds.has(id) || !only(candidate)) continue;
        // A sight asked to come after others waits until they are planned.
        if (ctx.order.some((pair) => pair.then === id && !input.used.has(pair.first) && !placedIds.has(pair.first))) continue;
        if (!mandatory && (input.onlyMandatory || placed.length >= cap || optionalPlaced >= input.optionalSightsLeft)) continue;
        // Another day's must-visit waits for its own day.
        if (!mandatory && candidate.mustVisit) continue;
        const partyTicket = (candidate.attraction.ticketFen ?? 0) * ctx.travelers;
        if (!mandatory && allowance !== null && partyTicket > allowance) continue;
        const leg = travel(at, candidate.ref);
        if (!leg) continue;
        // Within the daily transit limit, keeping enough of it to get back for the night (a
        // must-visit goes anyway: a day it overruns is reported with the minutes it needs).
        if (!mandatory && transitCap !== Infinity && transitMinutes + leg.minutes + (travel(candidate.ref, input.endAt ?? input.start)?.minutes ?? 0) > transitCap) continue;
        const arrive = cursor + leg.minutes;
        const windows: Interval[] = ctx.windows('attraction', id, day);
        const start = earliestFit(windows, arrive, candidate.minMinutes, ctx.latestStart.get(id));
        if (start === null) continue;
        const limit = limits.limitOf(candidate);
        if (start + candidate.minMinutes > limit) continue;
        const stretchEnd = windows.find(([from, to]) => from <= start && start < to)?.[1] ?? start;
        const minutes = Math.floor(Math.min(candidate.preferredMinutes, stretchEnd - start, limit - start) / 5) * 5;
        if (minutes < candidate.minMinutes) continue;
        const fare = snapshot.fareFen(leg, ctx.travelers);
        // Going far also means coming back: half the way home counts too.
        const homeward = travel(candidate.ref, input.endAt ?? input.start)?.minutes ?? 0;
        const utility =
          candidate.score +
          (mandatory ? 1000 : 0) +
          (freeStillWanted ? freeBonus(candidate) : 0) -
          tw * (leg.minutes + 0.5 * homeward) -
          0.03 * (start - arrive) -
          (mw * (fare + partyTicket)) / 100 / ctx.travelers +
          (3 * minutes) / candidate.preferredMinutes;
        if (!best || utility > best.utility || (utility === best.utility && idOrder(id, best.candidate.attraction.id) < 0)) {
          best = { candidate, leg, start, minutes, utility, partyTicket };
        }
      }
      if (!best) return;
      arriveAt(best.candidate.ref, best.leg, best.start);
      items.push({ kind: 'attraction', candidate: best.candidate, start: best.start, end: best.start + best.minutes });
      placed.push(best.candidate);
      placedIds.add(best.candidate.attraction.id);
      if (allowance !== null && !mandatoryIds.has(best.candidate.attraction.id)) allowance -= best.partyTicket;
      cursor = best.start + best.minutes;
    }
  };

  // Breakfast asked for every day ("每天都要吃早餐"): wherever one can be had, never undone.
  if (ctx.request.breakfastDaily) {
    if (!placeMeal('breakfast', null, 20) && !placeMeal('breakfast', null)) return { ok: false, meal: 'breakfast' };
  } else if (input.breakfast) {
    // Otherwise breakfast only close to where the day starts, and only if it does not hold the morning up.
    const before = cursor;
    if (placeMeal('breakfast', null, 20) && cursor > before + pace.breakfastMinutes + 45) {
      // Too late to be worth it: undo and start the morning straight away.
      items.length = 0;
      at = input.start;
      cursor = before;
    }
  }
  // At most half the day's sights before lunch, so afternoons are not left empty.
  fillSights(endLimits('lunch'), Math.ceil(pace.maxSights / 2));
  if (!placeMeal('lunch', null)) return { ok: false, meal: 'lunch' };
  fillSights(endLimits('dinner'), pace.maxSights);
  if (!placeMeal('dinner', input.start)) return { ok: false, meal: 'dinner' };
  // A must-visit asked for the evening ("晚上逛古城") comes after dinner, while the night's lodging
  // is still reached by LATEST_LODGING_ARRIVAL.
  if (input.mandatory.some((c) => !placedIds.has(c.attraction.id) && ctx.timedIds.has(c.attraction.id))) {
    const home = input.endAt ?? input.start;
    fillSights({ limitOf: (sight) => LATEST_LODGING_ARRIVAL - (travel(sight.ref, home)?.minutes ?? LATEST_LODGING_ARRIVAL) }, 0, (c) => ctx.timedIds.has(c.attraction.id));
  }
  return { ok: true, items, at, time: cursor, placed, missing: input.mandatory.filter((c) => !placedIds.has(c.attraction.id)) };
}
