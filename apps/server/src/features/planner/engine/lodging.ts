/**
 * Where the party sleeps (spec §3 accommodation type and nightly budget): only stay options of the
 * requested type and band with a known price are ever considered (context.ts). Among them the first
 * night's stay balances price and comfort against the daily commute to the best sights; each later
 * night's stay is reachable after dinner by 23:00, near the next day's must-visits and the best
 * sights still to see, and the same as the night before unless moving pays off. In budget repair
 * the cheapest option wins.
 */
import type { PlaceRef } from './catalog-snapshot.js';
import { LATEST_LODGING_ARRIVAL, type Candidate, type PlanningContext, type StayChoice } from './context.js';
import { moneyWeight, travelWeight } from './scoring.js';

/** `preferred`: balance price, comfort and location; `cheapest`: price first (budget repair). */
export type LodgingMode = 'preferred' | 'cheapest';

const TYPE_COMFORT: Readonly<Record<string, number>> = { hotel: 3, inn: 2, homestay: 2, hostel: 0 };
const MOVE_PENALTY = 8;
/** A base is left and reached again most days, with detours: its commute counts three times. */
const COMMUTE_WEIGHT = 3;

const idOrder = (a: StayChoice, b: StayChoice) =>
  a.stay.id < b.stay.id ? -1 : a.stay.id > b.stay.id ? 1 : (a.option.position ?? -1) - (b.option.position ?? -1);

/** Price and comfort part of a stay option's cost (lower is better). */
function priceCost(ctx: PlanningContext, choice: StayChoice, mode: LodgingMode): number {
  if (mode === 'cheapest') return choice.nightlyTotalFen / 100;
  const comfortFactor = ctx.request.priorityFactors.includes('comfort') ? 3 : 1;
  let comfort = TYPE_COMFORT[choice.stay.type] ?? 1;
  if (choice.capacity >= 2) comfort += 2;
  // A party sharing dorm beds is a last resort unless they asked for a hostel.
  if (choice.capacity === 1 && ctx.travelers > 1 && ctx.request.accommodationType !== 'hostel') comfort -= 3;
  // Money per person, like time: a larger party shares the room bill but each sits through the commute.
  return (moneyWeight(ctx.request) * choice.nightlyTotalFen) / 100 / ctx.travelers - comfort * comfortFactor;
}

/** Travel-weighted distance from a place to each must-visit (unreachable counts heavily). */
function mustVisitDistance(ctx: PlanningContext, from: PlaceRef, mustVisits: readonly Candidate[]): number {
  const tw = travelWeight(ctx.request);
  let total = 0;
  for (const m of mustVisits) total += tw * (ctx.snapshot.travel(from, m.ref, ctx.profile)?.minutes ?? 1000);
  return total;
}

/**
 * The `k` best-scored sights among `candidates` (at least one when there are any), best first, ties
 * by id: the sights {@link commuteCost} measures against. Chosen once per lodging decision, not per
 * stay option, since it does not depend on the option (sorting every candidate for each of
 * thousands of options dominated a plan's time on large catalogs).
 */
function commuteTargets(candidates: readonly Candidate[], k: number): Candidate[] {
  return [...candidates].sort((a, b) => b.score - a.score || (a.attraction.id < b.attraction.id ? -1 : 1)).slice(0, Math.max(1, k));
}

/**
 * Daily commute cost of sleeping at `from`: the mean travel minutes to `best` (from
 * {@link commuteTargets}), weighted like any travel. Unreachable sights count 10 hours.
 */
function commuteCost(ctx: PlanningContext, from: PlaceRef, best: readonly Candidate[]): number {
  if (best.length === 0) return 0;
  const minutes = best.reduce((sum, c) => sum + (ctx.snapshot.travel(from, c.ref, ctx.profile)?.minutes ?? 600), 0) / best.length;
  return COMMUTE_WEIGHT * travelWeight(ctx.request) * minutes;
}

/**
 * The first night's stay, where day 1 also starts: best sights in reach, near the first two days'
 * must-visits, for its price. Null when there are no options.
 */
export function chooseInitialStay(ctx: PlanningContext, earlyMustVisits: readonly Candidate[], mode: LodgingMode): StayChoice | null {
  let best: { choice: StayChoice; cost: number } | null = null;
  const commuteByStay = new Map<string, number>();
  const targets = commuteTargets(ctx.candidates, ctx.pace.maxSights * Math.min(ctx.days.length, 3));
  for (const choice of ctx.stays) {
    let commute = commuteByStay.get(choice.stay.id);
    if (commute === undefined) {
      commute = commuteCost(ctx, choice.ref, targets);
      commuteByStay.set(choice.stay.id, commute);
    }
    const destinationBonus = ctx.destinationTownIds.has(choice.stay.townId) ? 5 : 0;
    const cost = priceCost(ctx, choice, mode) + mustVisitDistance(ctx, choice.ref, earlyMustVisits) + commute - destinationBonus;
    if (!best || cost < best.cost || (cost === best.cost && idOrder(choice, best.choice) < 0)) best = { choice, cost };
  }
  return best?.choice ?? null;
}

/** Where a trip without nights starts: the town with the best sights in reach of it. */
export function chooseStartTown(ctx: PlanningContext, mustVisits: readonly Candidate[]): PlaceRef | null {
  const mealTowns = ctx.restaurants.map((r) => r.restaurant.townId);
  let best: { ref: PlaceRef; cost: number } | null = null;
  const targets = commuteTargets(ctx.candidates, ctx.pace.maxSights);
  for (const town of ctx.snapshot.townList) {
    if (!mealTowns.some((t) => ctx.snapshot.townsConnected(t, town.id))) continue;
    const ref: PlaceRef = { kind: 'town', id: town.id };
    const destinationBonus = ctx.destinationTownIds.has(town.id) ? 5 : 0;
    const cost = mustVisitDistance(ctx, ref, mustVisits) + commuteCost(ctx, ref, targets) - destinationBonus;
    if (!best || cost < best.cost) best = { ref, cost };
  }
  return best?.ref ?? null;
}

/**
 * The stay for the night after dinner at `from` (left at `time`, minutes since midnight): reachable
 * by {@link LATEST_LODGING_ARRIVAL}; near the next day's must-visits; the previous night's stay
 * unless another is worth the move. Null when no option can be reached in time.
 */
export function chooseNightStay(
  ctx: PlanningContext,
  input: {
    from: PlaceRef;
    time: number;
    nextMustVisits: readonly Candidate[];
    previous: StayChoice | null;
    mode: LodgingMode;
    /** Sights not yet in the plan, to stay near the best of them. */
    remaining: readonly Candidate[];
    remainingDays: number;
  },
): StayChoice | null {
  const tw = travelWeight(ctx.request);
  let best: { choice: StayChoice; cost: number } | null = null;
  const commuteByStay = new Map<string, number>();
  const targets = commuteTargets(input.remaining, ctx.pace.maxSights * Math.min(input.remainingDays, 2));
  for (const choice of ctx.stays) {
    let commute = commuteByStay.get(choice.stay.id);
    if (commute === undefined) {
      commute = commuteCost(ctx, choice.ref, targets);
      commuteByStay.set(choice.stay.id, commute);
    }
    const leg = ctx.snapshot.travel(input.from, choice.ref, ctx.profile);
    if (!leg || input.time + leg.minutes > LATEST_LODGING_ARRIVAL) continue;
    const previous = input.previous;
    const move = previous === null ? 0 : previous.stay.id !== choice.stay.id ? MOVE_PENALTY : previous.option.position !== choice.option.position ? 2 : 0;
    const cost = tw * leg.minutes + priceCost(ctx, choice, input.mode) + move + mustVisitDistance(ctx, choice.ref, input.nextMustVisits) + commute;
    if (!best || cost < best.cost || (cost === best.cost && idOrder(choice, best.choice) < 0)) best = { choice, cost };
  }
  return best?.choice ?? null;
}
