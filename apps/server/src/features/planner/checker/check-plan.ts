/**
 * Independent checker of itineraries (spec §3 planner, §4 itinerary generation): judges any plan —
 * the solver's, a stored one, a hand-edited one — against the hard constraints of the product
 * promise, from the catalog snapshot alone. It shares no solving code with the solver (the
 * context, day builder, lodging and solver modules are never imported); it reads the catalog and
 * its documented estimates through the snapshot, opening hours through lib/opening-hours.ts
 * `openStatusAt`, and takes only the published definitions of the request's words from engine/
 * (place names: destinations.ts, avoid.ts, visit-order.ts; room kinds: room-types.ts; what makes a meal: dish-roles.ts; diet kitchens:
 * diet.ts), so a disagreement between the two implementations shows up as a failed check.
 *
 * Constraints (PLAN_CONSTRAINTS): catalogIds, openingHours, closedDays, travelTime, noRepeat,
 * mustVisit, diet, lodgingType, lodgingBudget, totalBudget, avoid (places the traveller ruled
 * out), counts (sights a day and in the trip, free sights), order (sights visited in the order
 * asked), visitTimes (sights at the time of day asked), budgetCaps (caps on parts of the cost), transport (no leg by a mode ruled out). Times are `HH:MM` Asia/Shanghai, money CNY fen.
 */
import {
  ACCOMMODATION_BUDGET_BANDS,
  DIET_KEYS,
  NEAREST_ACCOMMODATION_TYPES,
  PLAN_CONSTRAINTS,
  PLANNER_BUDGET_CAP_CATEGORIES,
  STAY_TYPE_FOR_ACCOMMODATION,
  isInAccommodationBand,
  type AccommodationType,
  type BudgetCapCategory,
  type DietKey,
  type PlanCheckResult,
  type PlanConstraint,
  type PlanItem,
  type PlannerRequest,
  type TravelPlan,
} from '@dali/shared/contracts/planner';
import type { LocalizedText } from '@dali/shared/locales';
import { openStatusAt, parseDays, type OpeningPeriod } from '../../../lib/opening-hours.js';
import { estimateFen, roomCapacity, type CatalogSnapshot, type PlaceRef, type SnapshotFood } from '../engine/catalog-snapshot.js';
import { isAvoided, resolveAvoided, type AvoidedPlaces } from '../engine/avoid.js';
import { dietOffer } from '../engine/diet.js';
import { dishRole } from '../engine/dish-roles.js';
import { ASSUMED_HOURS, travelProfile } from '../engine/estimates.js';
import { keepsVisitTime, resolveOrderPlace, resolveVisitOrder, resolveVisitTimes } from '../engine/visit-order.js';
import { isRoomOfType } from '../engine/room-types.js';
import { checkDiet } from './check-diet.js';

type Detail = PlanCheckResult['results'][number]['details'][number];

/** Collects findings per constraint. */
class Findings {
  private readonly byConstraint = new Map<PlanConstraint, Detail[]>(PLAN_CONSTRAINTS.map((c) => [c, []]));
  private readonly unverifiedBy = new Map<PlanConstraint, Detail[]>(PLAN_CONSTRAINTS.map((c) => [c, []]));
  add(constraint: PlanConstraint, dayIndex: number | null, itemIndex: number | null, message: string): void {
    this.byConstraint.get(constraint)?.push({ dayIndex, itemIndex, message });
  }
  /** An item the constraint cannot be verified on (its price is an estimate): neither passed nor failed. */
  unverified(constraint: PlanConstraint, dayIndex: number | null, itemIndex: number | null, message: string): void {
    this.unverifiedBy.get(constraint)?.push({ dayIndex, itemIndex, message });
  }
  result(): PlanCheckResult {
    const results = PLAN_CONSTRAINTS.map((constraint) => {
      const details = this.byConstraint.get(constraint) ?? [];
      return { constraint, passed: details.length === 0, details, unverified: this.unverifiedBy.get(constraint) ?? [] };
    });
    return { passed: results.every((r) => r.passed), results };
  }
}

const CLOCK = /^(?:([01]\d|2[0-3]):([0-5]\d)|24:00)$/;
/** `HH:MM` → minutes, or null when malformed. */
function minutesOf(clock: string): number | null {
  if (!CLOCK.test(clock)) return null;
  const [h, m] = clock.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** A Sunday; day `w` of a plan without dates is checked on this date + w. */
const REFERENCE_SUNDAY = '2024-01-07';
function dateFor(date: string | null, weekday: number): string {
  if (date !== null) return date;
  const [y, m, d] = REFERENCE_SUNDAY.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + weekday)).toISOString().slice(0, 10);
}
const instant = (date: string, minutes: number) =>
  new Date(`${date}T${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00+08:00`);

function weekdayOfDate(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * Whether a stay of [start, end) minutes on `date` is inside the hours: open at `start`, and still
 * open (following back-to-back periods) until `end`.
 */
function openThroughout(periods: readonly OpeningPeriod[], date: string, start: number, end: number): boolean {
  let at = start;
  for (let hop = 0; hop < 8; hop++) {
    if (at >= 1440) return end <= 1440;
    const status = openStatusAt([...periods], false, instant(date, at));
    if (status.status !== 'open') return false;
    if (status.until === null) return true;
    let until = minutesOf(status.until) ?? 0;
    if (until <= at) until += 1440;
    if (end <= until) return true;
    at = until;
  }
  return false;
}

/** True when some period names `weekday` (or an overnight period of the day before runs into it). */
function opensOnWeekday(periods: readonly OpeningPeriod[], weekday: number): boolean {
  if (periods.length === 0) return true;
  return periods.some((p) => parseDays(p.days).has(weekday));
}

const placeOf = (item: PlanItem): PlaceRef | null =>
  item.kind === 'attraction'
    ? { kind: 'attraction', id: item.catalogId }
    : item.kind === 'meal'
      ? { kind: 'restaurant', id: item.restaurantId }
      : item.kind === 'lodging'
        ? { kind: 'stay', id: item.stayId }
        : null;

const sameText = (a: LocalizedText | null, b: LocalizedText | null) => JSON.stringify(a) === JSON.stringify(b);
const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The attraction a must-visit word names: id or exact name, else the only name containing it. */
function mustVisitId(snapshot: CatalogSnapshot, word: string): string | null {
  const wanted = norm(word);
  const names = (a: { id: string; name: LocalizedText }) => [a.id, a.name['zh-CN'], a.name['zh-HK'], a.name['en-US']].map(norm);
  for (const a of snapshot.attractionList) if (names(a).includes(wanted)) return a.id;
  if ([...wanted].length < 2) return null;
  const containing = snapshot.attractionList.filter((a) => names(a).some((n) => n.includes(wanted)));
  return containing.length === 1 ? (containing[0]?.id ?? null) : null;
}

/** The request's diet keys: recognised restriction words plus the vegetarian special need. */
function dietKeys(request: PlannerRequest): DietKey[] {
  const keys = new Set<string>(request.dietaryRestrictions);
  if (request.specialNeeds.includes('vegetarian')) keys.add('vegetarian');
  return DIET_KEYS.filter((k) => keys.has(k));
}

/**
 * Check `plan` against every hard constraint for `request` on `snapshot`.
 * @returns one result per constraint (in PLAN_CONSTRAINTS order) with located findings; never throws
 *   for a plan of the contract's shape.
 */
export function checkPlan(plan: TravelPlan, request: PlannerRequest, snapshot: CatalogSnapshot): PlanCheckResult {
  const f = new Findings();
  const travelers = request.travelerCount;
  const diets = dietKeys(request);
  const seenAttractions = new Map<string, number>();
  const nights = plan.days.length - 1;
  let ticketsFen = 0;
  let lodgingFen = 0;
  let foodFen = 0;
  let transportFen = 0;
  // Items whose cost is an estimate: meals the catalog gives no spend for, fares, unpriced nights.
  let estimatedCount = 0;
  // Places the traveller ruled out (request.avoid, avoidAttractionTypes), read as the engine reads
  // destinations; a plan never holds them, nor a meal or a bed in a ruled-out town.
  const avoided = resolveAvoided(request, snapshot);
  const lodgingType = checkLodgingSubstitute(f, plan, request, snapshot, avoided);
  // Legs are estimated as the traveller travels: their transportation less the modes ruled out.
  const profile = travelProfile(request);

  for (const day of plan.days) {
    const d = day.dayIndex;
    if (!snapshot.towns.has(day.townId)) f.add('catalogIds', d, null, `day town "${day.townId}" is not a catalog town`);
    const weekdays = day.date === null ? [0, 1, 2, 3, 4, 5, 6] : [weekdayOfDate(day.date)];
    let previousEnd: number | null = null;
    let lastPlace: { ref: PlaceRef; end: number; index: number } | null = null;
    let pendingTransfers: { item: Extract<PlanItem, { kind: 'transfer' }>; index: number }[] = [];
    // Where the day starts: the previous night's lodging (day 1: its own night's lodging).
    const startStay = plan.days[d - 2]?.items.findLast((i) => i.kind === 'lodging') ?? (d === 1 ? day.items.findLast((i) => i.kind === 'lodging') : undefined);
    if (startStay?.kind === 'lodging') lastPlace = { ref: { kind: 'stay', id: startStay.stayId }, end: 0, index: -1 };
    const meals = { breakfast: 0, lunch: 0, dinner: 0 };

    day.items.forEach((item, index) => {
      const start = minutesOf(item.start);
      const end = item.kind === 'lodging' ? start : minutesOf(item.end);
      if (start === null || end === null || end < start) {
        f.add('travelTime', d, index, `bad times ${item.start}–${item.kind === 'lodging' ? '' : item.end}`);
        return;
      }
      if (previousEnd !== null && start < previousEnd) f.add('travelTime', d, index, `starts at ${item.start} before the previous item ends`);
      previousEnd = end;

      if (item.kind === 'transfer') {
        if (!snapshot.place({ kind: item.fromKind, id: item.fromId }) || !snapshot.place({ kind: item.toKind, id: item.toId })) {
          f.add('catalogIds', d, index, `transfer ${item.fromKind}:${item.fromId} → ${item.toKind}:${item.toId} names a place not in the catalog`);
        }
        if (end - start < item.minutes) f.add('travelTime', d, index, `transfer of ${item.minutes} min squeezed into ${end - start} min`);
        transportFen += item.costFen;
        if (item.mode !== 'walk' && item.costFen > 0) estimatedCount++;
        if ((request.excludeModes as readonly string[]).includes(item.mode)) f.add('transport', d, index, `a ${item.mode} leg, a way of travel ruled out`);
        if (item.mode === 'walk' && request.maxWalkMinutes !== undefined && item.minutes > request.maxWalkMinutes) {
          f.add('transport', d, index, `a walk of ${item.minutes} min, longer than the ${request.maxWalkMinutes} min asked`);
        }
        pendingTransfers.push({ item, index });
        return;
      }

      const ref = placeOf(item);
      if (ref === null) return;
      // A day without a lodging to start from starts where its first transfer leaves.
      const firstTransfer = pendingTransfers[0]?.item;
      if (!lastPlace && firstTransfer) lastPlace = { ref: { kind: firstTransfer.fromKind, id: firstTransfer.fromId }, end: 0, index: -1 };
      // Travel from the last place to this one must fit in the gap, through the transfers listed.
      if (lastPlace) {
        const leg = snapshot.travel(lastPlace.ref, ref, profile);
        if (!leg) {
          f.add('travelTime', d, index, `no travel estimate from ${lastPlace.ref.kind}:${lastPlace.ref.id} to ${ref.kind}:${ref.id}`);
        } else {
          const moved = lastPlace.ref.kind !== ref.kind || lastPlace.ref.id !== ref.id;
          if (lastPlace.index >= 0 && start - lastPlace.end < leg.minutes) {
            f.add('travelTime', d, index, `${leg.minutes} min of travel from ${lastPlace.ref.id} do not fit in ${start - lastPlace.end} min`);
          }
          const transfer = pendingTransfers[0]?.item;
          if (moved && leg.minutes > 0 && pendingTransfers.length !== 1) {
            f.add('travelTime', d, index, `expected one transfer from ${lastPlace.ref.id} to ${ref.id}, found ${pendingTransfers.length}`);
          } else if (transfer) {
            if (transfer.fromKind !== lastPlace.ref.kind || transfer.fromId !== lastPlace.ref.id || transfer.toKind !== ref.kind || transfer.toId !== ref.id) {
              f.add('travelTime', d, pendingTransfers[0]?.index ?? index, `transfer ${transfer.fromId} → ${transfer.toId} does not join ${lastPlace.ref.id} and ${ref.id}`);
            }
            if (transfer.minutes < leg.minutes) f.add('travelTime', d, pendingTransfers[0]?.index ?? index, `transfer says ${transfer.minutes} min, estimate is ${leg.minutes}`);
            if (lastPlace.index >= 0 && (minutesOf(transfer.start) ?? 0) < lastPlace.end) f.add('travelTime', d, pendingTransfers[0]?.index ?? index, 'transfer leaves before the previous item ends');
            const fare = snapshot.fareFen(leg, travelers);
            if (transfer.costFen !== fare) f.add('totalBudget', d, pendingTransfers[0]?.index ?? index, `transfer fare ${transfer.costFen} ≠ estimate ${fare}`);
          }
        }
      }
      pendingTransfers = [];
      lastPlace = { ref, end, index };

      if (item.kind === 'attraction') {
        const a = snapshot.attractions.get(item.catalogId);
        if (!a) {
          f.add('catalogIds', d, index, `attraction "${item.catalogId}" is not in the catalog`);
          return;
        }
        if (item.townId !== a.townId) f.add('catalogIds', d, index, `attraction town ${item.townId} ≠ catalog ${a.townId}`);
        if (item.ticketFen !== a.ticketFen) f.add('totalBudget', d, index, `ticket ${item.ticketFen} ≠ catalog ${a.ticketFen}`);
        // A day the sources give no hours for (attractions.json hoursUnknownDays) is planned on the
        // assumed daytime hours and must say so; other days keep to the catalog's hours.
        const unknownDay = day.date !== null && a.hours.unknownWeekdays.includes(weekdayOfDate(day.date));
        if (item.hoursAssumed !== (a.hours.assumed || unknownDay)) f.add('openingHours', d, index, 'hoursAssumed does not match the catalog');
        if (isAvoided(a, request, avoided)) f.add('avoid', d, index, `${a.id} is among the places ruled out`);
        ticketsFen += (a.ticketFen ?? 0) * travelers;
        const first = seenAttractions.get(a.id);
        if (first !== undefined) f.add('noRepeat', d, index, `"${a.id}" already visited on day ${first}`);
        else seenAttractions.set(a.id, d);
        checkHours(f, { d, index, what: a.id, periods: unknownDay ? ASSUMED_HOURS.attraction : a.hours.periods, temporarilyClosed: a.temporarilyClosed, date: day.date, weekdays, start, end });
      } else if (item.kind === 'meal') {
        const r = snapshot.restaurants.get(item.restaurantId);
        meals[item.meal]++;
        if (!r) {
          f.add('catalogIds', d, index, `restaurant "${item.restaurantId}" is not in the catalog`);
          return;
        }
        if (item.townId !== r.townId) f.add('catalogIds', d, index, `restaurant town ${item.townId} ≠ catalog ${r.townId}`);
        for (const dishId of item.dishIds) {
          if (!snapshot.foods.has(dishId) || !r.dishIds.includes(dishId)) f.add('catalogIds', d, index, `dish "${dishId}" is not a catalog dish of ${r.id}`);
        }
        if (item.hoursAssumed !== r.hours.assumed) f.add('openingHours', d, index, 'hoursAssumed does not match the catalog');
        const hasMain = item.dishIds.some((id) => {
          const food = snapshot.foods.get(id);
          return food !== undefined && dishRole(food) === 'main';
        });
        // Sides or drinks alone are not a lunch or dinner, except at a kitchen of the party's diet.
        if (item.meal !== 'breakfast' && item.dishIds.length > 0 && !hasMain && dietOffer(r, snapshot.foods, diets)?.kitchenOfDiet !== true) {
          f.add('diet', d, index, `${item.meal} at ${r.id} suggests no main dish: ${item.dishIds.join(', ')}`);
        }
        const cost = snapshot.mealCost(r, item.meal);
        if (item.costFen !== cost.fen) f.add('totalBudget', d, index, `meal cost ${item.costFen} ≠ estimate ${cost.fen}`);
        if (cost.estimated) estimatedCount++;
        if (avoided.townIds.has(r.townId)) f.add('avoid', d, index, `meal in ${r.townId}, a town ruled out`);
        foodFen += item.costFen * travelers;
        checkHours(f, { d, index, what: r.id, periods: r.hours.periods, temporarilyClosed: false, date: day.date, weekdays, start, end });
        const dishes = item.dishIds.map((id) => snapshot.foods.get(id)).filter((x): x is SnapshotFood => x !== undefined);
        for (const problem of checkDiet(r, dishes, r.dishIds.map((id) => snapshot.foods.get(id)).filter((x): x is SnapshotFood => x !== undefined), diets)) {
          f.add('diet', d, index, problem);
        }
      } else {
        if (checkLodging(f, { snapshot, request, lodgingType, item, d, index, travelers, isLast: index === day.items.length - 1 })) estimatedCount++;
        if (avoided.townIds.has(snapshot.stays.get(item.stayId)?.townId ?? '')) f.add('avoid', d, index, `night in ${item.townId}, a town ruled out`);
        lodgingFen += item.nightlyPriceFen * item.rooms;
      }
    });
    for (const t of pendingTransfers) f.add('travelTime', d, t.index, 'transfer leads nowhere: no item follows it');
    if (meals.lunch < 1) f.add('diet', d, null, 'no lunch');
    const transit = day.items.reduce((sum, item) => sum + (item.kind === 'transfer' ? item.minutes : 0), 0);
    if (request.maxTransferMinutesPerDay !== undefined && transit > request.maxTransferMinutesPerDay) {
      f.add('transport', d, null, `${transit} min in transit, more than the ${request.maxTransferMinutesPerDay} min a day asked`);
    }
    if (request.breakfastDaily && meals.breakfast < 1) f.add('diet', d, null, 'no breakfast, asked for every day');
    if (meals.dinner < 1) f.add('diet', d, null, 'no dinner');
    const lodgings = day.items.filter((i) => i.kind === 'lodging');
    if (d <= nights && lodgings.length !== 1) f.add('lodgingType', d, null, `night ${d} needs one lodging, found ${lodgings.length}`);
    if (d > nights && lodgings.length > 0) f.add('lodgingType', d, null, 'lodging on the departure day');
  }

  // Plan-wide references.
  for (const id of plan.overview.townIds) if (!snapshot.towns.has(id)) f.add('catalogIds', null, null, `overview town "${id}" is not in the catalog`);
  for (const night of plan.lodging) if (!snapshot.stays.has(night.stayId)) f.add('catalogIds', null, null, `lodging night ${night.nightIndex}: stay "${night.stayId}" is not in the catalog`);
  for (const tip of plan.tips) {
    if (tip.source !== 'catalog') continue;
    const a = snapshot.attractions.get(tip.attractionId);
    if (!a || !sameText(a.visitTips[tip.tipIndex] ?? null, tip.text)) f.add('catalogIds', null, null, `tip ${tip.attractionId}#${tip.tipIndex} is not a catalog visit tip`);
  }
  for (const id of plan.costs.unpricedAttractionIds) if (!snapshot.attractions.has(id)) f.add('catalogIds', null, null, `unpriced "${id}" is not in the catalog`);

  // Limits on the number of sights, a day and the whole trip.
  const sightsOf = (day: TravelPlan['days'][number]) => day.items.filter((item) => item.kind === 'attraction').length;
  for (const day of plan.days) {
    if (request.maxAttractionsPerDay !== undefined && sightsOf(day) > request.maxAttractionsPerDay) {
      f.add('counts', day.dayIndex, null, `${sightsOf(day)} sights on day ${day.dayIndex}, at most ${request.maxAttractionsPerDay} asked`);
    }
  }
  const totalSights = plan.days.reduce((sum, day) => sum + sightsOf(day), 0);
  if (request.maxAttractionsTotal !== undefined && totalSights > request.maxAttractionsTotal) {
    f.add('counts', null, null, `${totalSights} sights in the trip, at most ${request.maxAttractionsTotal} asked`);
  }
  if (request.minAttractionsTotal !== undefined && totalSights < request.minAttractionsTotal) {
    f.add('counts', null, null, `${totalSights} sights in the trip, at least ${request.minAttractionsTotal} asked`);
  }
  // Free by the catalog's own ticket price (¥0); a sight without a price is not known to be free.
  const freeSights = [...seenAttractions.keys()].filter((id) => snapshot.attractions.get(id)?.ticketFen === 0).length;
  if (request.minFreeAttractions !== undefined && freeSights < request.minFreeAttractions) {
    f.add('counts', null, null, `${freeSights} free sights in the trip, at least ${request.minFreeAttractions} asked`);
  }

  // Sights asked for in an order: the first of each pair ends before the second starts.
  const visits = new Map<string, { day: number; start: number; end: number }>();
  for (const day of plan.days) {
    for (const item of day.items) {
      if (item.kind === 'attraction' && !visits.has(item.catalogId)) visits.set(item.catalogId, { day: day.dayIndex, start: minutesOf(item.start) ?? 0, end: minutesOf(item.end) ?? 0 });
    }
  }
  // Sights asked for at a time of day are visited in it.
  const asked = resolveVisitTimes(request, snapshot);
  for (const word of asked.unknown) f.add('visitTimes', null, null, `"${word}" names no single catalog sight`);
  for (const time of asked.times) {
    const visit = visits.get(time.id);
    if (!visit) f.add('visitTimes', null, null, `${time.id} is not in the plan`);
    else if (!keepsVisitTime(time, visit.start, visit.end)) f.add('visitTimes', visit.day, null, `${time.id} at ${visit.start}–${visit.end} min is outside the time asked`);
  }
  const order = resolveVisitOrder(request, snapshot);
  for (const word of order.unknown) f.add('order', null, null, `"${word}" in the order names no single catalog sight`);
  for (const pair of order.pairs) {
    const first = visits.get(pair.first);
    const then = visits.get(pair.then);
    if (!first || !then) f.add('order', null, null, `${pair.first} → ${pair.then}: ${first ? pair.then : pair.first} is not in the plan`);
    else if (first.day > then.day || (first.day === then.day && first.end > then.start)) {
      f.add('order', then.day, null, `${pair.first} (day ${first.day}) does not end before ${pair.then} (day ${then.day}) starts`);
    }
  }

  // Sights pinned to a day are visited on that day.
  for (const pin of request.dayPins) {
    const id = mustVisitId(snapshot, pin.place) ?? resolveOrderPlace(pin.place, snapshot)?.id ?? null;
    const dayIndex = pin.day === 'last' ? plan.days.length : pin.day;
    if (id === null) f.add('mustVisit', null, null, `pinned "${pin.place}" names no catalog attraction`);
    else if (seenAttractions.get(id) !== dayIndex) f.add('mustVisit', null, null, `"${id}" is pinned to day ${dayIndex}, planned on ${seenAttractions.get(id) ?? 'no day'}`);
  }
  for (const word of request.mustVisit) {
    const id = mustVisitId(snapshot, word);
    if (id === null) f.add('mustVisit', null, null, `must-visit "${word}" names no catalog attraction`);
    else if (!seenAttractions.has(id)) f.add('mustVisit', null, null, `must-visit "${id}" is not in the plan`);
  }

  const total = ticketsFen + lodgingFen + foodFen + transportFen;
  const c = plan.costs;
  const expected = { ticketsFen, lodgingFen, foodFen, localTransportFen: transportFen, totalFen: total, perPersonFen: Math.ceil(total / travelers) };
  for (const [key, value] of Object.entries(expected)) {
    const stated = c[key as keyof typeof expected];
    if (stated !== value) f.add('totalBudget', null, null, `costs.${key} is ${stated}, items add up to ${value}`);
  }
  if (c.estimatedPriceCount !== estimatedCount) f.add('totalBudget', null, null, `costs.estimatedPriceCount is ${c.estimatedPriceCount}, the items hold ${estimatedCount} estimates`);
  if (c.lodgingEstimated !== plan.lodging.some((night) => night.priceEstimated)) f.add('lodgingBudget', null, null, 'costs.lodgingEstimated does not match the nights');
  if (request.budget !== undefined && total > Math.round(request.budget * 100)) {
    f.add('totalBudget', null, null, `total ${total} fen exceeds the budget ${Math.round(request.budget * 100)} fen`);
  } else if (request.budget !== undefined && estimatedCount > 0) {
    // Within the budget as estimated: whether the real prices keep it there cannot be known.
    f.unverified('totalBudget', null, null, `within the budget with ${estimatedCount} estimated prices`);
  }
  if (plan.lodging.length !== nights) f.add('lodgingType', null, null, `${nights} nights but ${plan.lodging.length} lodging entries`);
  checkBudgetCaps(f, request, {
    lodging: { fen: lodgingFen, estimated: plan.lodging.some((night) => night.priceEstimated) },
    tickets: { fen: ticketsFen, estimated: plan.costs.unpricedAttractionIds.length > 0 },
    food: { fen: foodFen, estimated: plan.days.some((day) => day.items.some((item) => item.kind === 'meal' && item.costEstimated)) },
    localTransport: { fen: transportFen, estimated: transportFen > 0 },
    perDay: { fen: Math.ceil(total / Math.max(1, plan.days.length)), estimated: estimatedCount > 0 || plan.costs.unpricedAttractionIds.length > 0 },
  });
  return f.result();
}

/**
 * The caps on parts of the cost (`budgetCaps`, CNY for the party; perDay = total ÷ days) against
 * what the items add up to (fen). Within a cap only as estimated (a night, meal or fare without a
 * catalog price, a sight without a ticket price) is unverified, neither passed nor failed.
 */
function checkBudgetCaps(f: Findings, request: PlannerRequest, spent: Record<BudgetCapCategory, { fen: number; estimated: boolean }>): void {
  for (const category of PLANNER_BUDGET_CAP_CATEGORIES) {
    const cap = request.budgetCaps[category];
    if (cap === undefined) continue;
    const capFen = Math.round(cap * 100);
    const { fen, estimated } = spent[category];
    if (fen > capFen) f.add('budgetCaps', null, null, `${category} costs ${fen} fen, above the cap of ${capFen} fen`);
    else if (estimated) f.unverified('budgetCaps', null, null, `${category} within the cap of ${capFen} fen as estimated`);
  }
}

function checkHours(
  f: Findings,
  v: { d: number; index: number; what: string; periods: readonly OpeningPeriod[]; temporarilyClosed: boolean; date: string | null; weekdays: number[]; start: number; end: number },
): void {
  if (v.temporarilyClosed) {
    f.add('closedDays', v.d, v.index, `${v.what} is temporarily closed`);
    return;
  }
  for (const weekday of v.weekdays) {
    if (!opensOnWeekday(v.periods, weekday)) {
      f.add('closedDays', v.d, v.index, `${v.what} is closed on weekday ${weekday}`);
      return;
    }
    if (!openThroughout(v.periods, dateFor(v.date, weekday), v.start, v.end)) {
      f.add('openingHours', v.d, v.index, `${v.what} is not open throughout the visit on weekday ${weekday}`);
      return;
    }
  }
}

/**
 * Whether some stay of `type` can be booked under the request's nightly band (a price in it, or an
 * estimate that reaches into it), with the kind and number of rooms asked, outside the towns the
 * traveller ruled out.
 */
function typeBookable(snapshot: CatalogSnapshot, type: AccommodationType, request: PlannerRequest, avoided: AvoidedPlaces): boolean {
  const catalogType = STAY_TYPE_FOR_ACCOMMODATION[type];
  const band = request.accommodationBudget;
  const { roomType, rooms } = request;
  return snapshot.stayList.some(
    (stay) =>
      stay.type === catalogType &&
      !avoided.townIds.has(stay.townId) &&
      stay.roomOptions.some(
        (o) =>
          (band === undefined ? true : o.estimate === null ? isInAccommodationBand(o.priceFen, band) : estimateFen(o.estimate, ACCOMMODATION_BUDGET_BANDS[band]) !== null) &&
          (roomType === undefined || isRoomOfType(o.name, roomType)) &&
          (rooms === undefined || rooms * roomCapacity(o) >= request.travelerCount),
      ),
  );
}

/**
 * The lodging type the nights must have: the requested one, or the plan's stated substitute when
 * it is justified (no stay of the requested type can be booked in the band, and none of a nearer
 * type either). An unjustified substitute is a lodgingType failure.
 */
function checkLodgingSubstitute(f: Findings, plan: TravelPlan, request: PlannerRequest, snapshot: CatalogSnapshot, avoided: AvoidedPlaces): AccommodationType | null {
  const requested = request.accommodationType ?? null;
  const substitute = plan.overview.lodgingSubstitute;
  if (substitute === null) return requested;
  if (substitute.requested !== requested) {
    f.add('lodgingType', null, null, `substitute for ${substitute.requested}, but the request asks for ${requested ?? 'any type'}`);
    return requested;
  }
  if (typeBookable(snapshot, substitute.requested, request, avoided)) f.add('lodgingType', null, null, `${substitute.requested} can be booked, yet ${substitute.used} was used`);
  const nearer = NEAREST_ACCOMMODATION_TYPES[substitute.requested];
  for (const type of nearer.slice(0, Math.max(0, nearer.indexOf(substitute.used)))) {
    if (typeBookable(snapshot, type, request, avoided)) f.add('lodgingType', null, null, `${type} is nearer to ${substitute.requested} than ${substitute.used} and can be booked`);
  }
  if (!nearer.includes(substitute.used)) f.add('lodgingType', null, null, `${substitute.used} is not a substitute for ${substitute.requested}`);
  return substitute.used;
}

/**
 * One night's lodging against the catalog and the request (type, nightly band, room capacity).
 * @returns true when the night's price is an estimate (the stay has no catalog price).
 */
function checkLodging(
  f: Findings,
  v: {
    snapshot: CatalogSnapshot;
    request: PlannerRequest;
    /** The type every night must be: the requested one, or its justified substitute; null = any. */
    lodgingType: AccommodationType | null;
    item: Extract<PlanItem, { kind: 'lodging' }>;
    d: number;
    index: number;
    travelers: number;
    isLast: boolean;
  },
): boolean {
  const { item, d, index } = v;
  if (!v.isLast) f.add('lodgingType', d, index, 'lodging is not the last item of the day');
  if (item.nightIndex !== d) f.add('lodgingType', d, index, `night index ${item.nightIndex} on day ${d}`);
  const stay = v.snapshot.stays.get(item.stayId);
  if (!stay) {
    f.add('catalogIds', d, index, `stay "${item.stayId}" is not in the catalog`);
    return false;
  }
  if (item.townId !== stay.townId) f.add('catalogIds', d, index, `stay town ${item.townId} ≠ catalog ${stay.townId}`);
  const option = stay.roomOptions.find((o) => o.position === item.roomPosition && sameText(o.name, item.roomType));
  if (!option) {
    f.add('catalogIds', d, index, `room ${item.roomPosition} is not a priced room of ${stay.id}`);
    return false;
  }
  if (v.lodgingType !== null && stay.type !== STAY_TYPE_FOR_ACCOMMODATION[v.lodgingType]) {
    f.add('lodgingType', d, index, `${stay.id} is a ${stay.type}, not a ${v.lodgingType}`);
  }
  const estimate = option.estimate;
  const band = v.request.accommodationBudget;
  if (item.priceEstimated !== (estimate !== null)) f.add('lodgingBudget', d, index, `priceEstimated is ${String(item.priceEstimated)} for a ${estimate ? 'price the catalog lacks' : 'catalog price'}`);
  if (estimate === null) {
    if (item.nightlyPriceFen !== option.priceFen) f.add('lodgingBudget', d, index, `nightly price ${item.nightlyPriceFen} ≠ catalog ${option.priceFen}`);
    if (band !== undefined && !isInAccommodationBand(option.priceFen, band)) f.add('lodgingBudget', d, index, `${option.priceFen} fen a night is outside ${band}`);
  } else {
    // An unknown price is neither inside nor outside the band: the typical range of the stay's
    // type in its town must reach into it, and the estimate is the middle of the part inside.
    const expected = estimateFen(estimate, band === undefined ? undefined : ACCOMMODATION_BUDGET_BANDS[band]);
    if (expected === null) f.add('lodgingBudget', d, index, `typical range ${estimate.minFen}–${estimate.maxFen} fen of ${stay.id} lies outside ${band ?? ''}`);
    else if (item.nightlyPriceFen !== expected) f.add('lodgingBudget', d, index, `estimated nightly price ${item.nightlyPriceFen} ≠ ${expected} from the typical range`);
    else if (band !== undefined) f.unverified('lodgingBudget', d, index, `${stay.id} has no catalog price; ${expected} fen estimated from the typical range ${estimate.minFen}–${estimate.maxFen} fen`);
  }
  const capacity = roomCapacity(option);
  if (item.capacityPerRoom !== capacity || item.rooms * capacity < v.travelers) {
    f.add('lodgingBudget', d, index, `${item.rooms} × ${item.capacityPerRoom} places for ${v.travelers} travellers (capacity ${capacity})`);
  }
  // The rooms asked for: their kind by the catalog's room name, and their number.
  const roomType = v.request.roomType;
  if (roomType !== undefined && !isRoomOfType(option.name, roomType)) f.add('lodgingType', d, index, `room "${option.name?.['en-US'] ?? 'unnamed'}" of ${stay.id} is not a ${roomType} room`);
  if (v.request.rooms !== undefined && item.rooms !== v.request.rooms) f.add('lodgingType', d, index, `${item.rooms} rooms booked, ${v.request.rooms} asked`);
  return estimate !== null;
}
