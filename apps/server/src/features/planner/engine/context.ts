/**
 * Turns a validated planner request (spec §3) into what the solver works with: trip days with dates
 * and weekdays, resolved catalog towns and must-visits, the restaurants that fit the diet, the stay
 * options that fit the lodging type and nightly band, and scored attraction candidates. Problems
 * that make any plan impossible before a single day is built are reported here as failures.
 */
import {
  ACCOMMODATION_BUDGET_BANDS,
  DIET_KEYS,
  NEAREST_ACCOMMODATION_TYPES,
  STAY_TYPE_FOR_ACCOMMODATION,
  daysBetweenIsoDates,
  isInAccommodationBand,
  type AccommodationBudget,
  type AccommodationType,
  type DietKey,
  type PlannerFailureConstraint,
  type PlannerPace,
  type PlannerRequest,
} from '@dali/shared/contracts/planner';
import type { LocalizedText } from '@dali/shared/locales';
import {
  estimateFen,
  roomCapacity,
  type CatalogSnapshot,
  type EffectiveHours,
  type PlaceRef,
  type SnapshotAttraction,
  type SnapshotRestaurant,
  type SnapshotRoomOption,
  type SnapshotStay,
} from './catalog-snapshot.js';
import { resolveDestination, suggestDestinations, suggestionList } from './destinations.js';
import { dietOffer } from './diet.js';
import { ASSUMED_HOURS, travelProfile, type TravelProfile } from './estimates.js';
import { scoreAttraction } from './scoring.js';
import { isAvoided, resolveAvoided } from './avoid.js';
import { resolveOrderPlace, resolveVisitOrder, resolveVisitTimes, type OrderPair } from './visit-order.js';
import { isRoomOfType } from './room-types.js';
import { addDays, chinaToday, openIntervals, weekdayOf, type Interval } from './time.js';

/**
 * Day shape per pace: when the day starts (minutes since midnight), how many sights at most, how
 * much of a sight's recommended time to plan (factor, cap) and how long meals last (minutes).
 */
export interface PaceProfile {
  dayStart: number;
  maxSights: number;
  visitFactor: number;
  maxVisitMinutes: number;
  breakfastMinutes: number;
  lunchMinutes: number;
  dinnerMinutes: number;
}

export const PACE_PROFILES: Readonly<Record<PlannerPace, PaceProfile>> = {
  relaxed: { dayStart: 9 * 60, maxSights: 2, visitFactor: 1, maxVisitMinutes: 240, breakfastMinutes: 45, lunchMinutes: 75, dinnerMinutes: 90 },
  moderate: { dayStart: 8 * 60 + 30, maxSights: 3, visitFactor: 0.85, maxVisitMinutes: 210, breakfastMinutes: 30, lunchMinutes: 60, dinnerMinutes: 75 },
  packed: { dayStart: 8 * 60, maxSights: 5, visitFactor: 0.7, maxVisitMinutes: 180, breakfastMinutes: 30, lunchMinutes: 45, dinnerMinutes: 60 },
};

/** When meals may start (minutes since midnight, Asia/Shanghai). */
export const MEAL_START_WINDOWS = {
  breakfast: { earliest: 7 * 60, latest: 9 * 60 + 30 },
  lunch: { earliest: 11 * 60, latest: 14 * 60 },
  dinner: { earliest: 17 * 60, latest: 20 * 60 + 30 },
} as const;

/** Latest arrival at the night's lodging. */
export const LATEST_LODGING_ARRIVAL = 23 * 60;

/** One day of the trip; `date`/`weekday` null when the request has no dates. */
export interface TripDay {
  index: number;
  date: string | null;
  weekday: number | null;
}

/** A restaurant that fits the diet and the dishes to list there. */
export interface RestaurantChoice {
  restaurant: SnapshotRestaurant;
  ref: PlaceRef;
  dishIds: string[];
  /** Its kitchen serves the party's diet (diet.ts): a full meal there whatever dishes are listed. */
  kitchenOfDiet: boolean;
}

/** A way to sleep the whole party in one stay for one night. */
export interface StayChoice {
  stay: SnapshotStay;
  ref: PlaceRef;
  option: SnapshotRoomOption;
  capacity: number;
  rooms: number;
  /** price × rooms, fen. */
  nightlyTotalFen: number;
}

/** An attraction the plan may include, with its planned visit length (minutes). */
export interface Candidate {
  attraction: SnapshotAttraction;
  ref: PlaceRef;
  score: number;
  preferredMinutes: number;
  minMinutes: number;
  mustVisit: boolean;
  /**
   * A must-visit only because it is the best sight of a town the traveller named (`anchorTowns`):
   * planned like one, never reported as one.
   */
  anchor: boolean;
  /** The trip day (1-based) the traveller pinned it to, or null. */
  pinnedDay: number | null;
}

/** A reason no plan can be made: constraint, message key, params. */
export interface Failure {
  constraint: PlannerFailureConstraint;
  reason: string;
  params: Record<string, string | number>;
}

/** Everything the solver needs, resolved once per request. */
export interface PlanningContext {
  request: PlannerRequest;
  snapshot: CatalogSnapshot;
  /** How the party gets around: transportation and the modes it rules out (legs are by this). */
  profile: TravelProfile;
  travelers: number;
  pace: PaceProfile;
  days: TripDay[];
  nights: number;
  destinationTownIds: ReadonlySet<string>;
  diets: DietKey[];
  unrecognisedDiet: string[];
  budgetFen: number | null;
  restaurants: RestaurantChoice[];
  stays: StayChoice[];
  /** The lodging type booked instead of the requested one, which has no bookable stay in the band; null = as requested. */
  lodgingSubstitute: { requested: AccommodationType; used: AccommodationType } | null;
  candidates: Candidate[];
  mustVisits: Candidate[];
  /** Sights to visit in order (visit-order.ts): each `first` ends before its `then` starts. */
  order: OrderPair[];
  /** Sights asked for at an exact time: the latest their visit may start (minutes). */
  latestStart: ReadonlyMap<string, number>;
  /** Sights asked for at a time of day (visitTimes); one asked for the evening may follow dinner. */
  timedIds: ReadonlySet<string>;
  /** Open stretches of a place on a trip day (cached). */
  windows(kind: 'attraction' | 'restaurant', id: string, day: TripDay): Interval[];
}

/** Result of {@link resolveRequest}. */
export type ResolveResult = { ok: true; context: PlanningContext } | { ok: false; failures: Failure[] };

const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
const nameOf = (name: LocalizedText, language: PlannerRequest['language']) => name[language];

/**
 * Catalog record a visitor's word names: the id, or a name in any locale (case-insensitive); else
 * the only record whose name contains the word (two characters at least). Undefined when none or
 * several match.
 */
export function resolveByName<T extends { id: string; name: LocalizedText }>(list: readonly T[], word: string, extraNames: (item: T) => string[] = () => []): T | undefined {
  const wanted = norm(word);
  const names = (item: T) => [item.id, item.name['zh-CN'], item.name['zh-HK'], item.name['en-US'], ...extraNames(item)].map(norm);
  const exact = list.find((item) => names(item).includes(wanted));
  if (exact || [...wanted].length < 2) return exact;
  const partial = list.filter((item) => names(item).some((n) => n.includes(wanted)));
  return partial.length === 1 ? partial[0] : undefined;
}

/** Diet keys of the request: dietaryRestrictions' recognised keys plus specialNeeds.vegetarian. */
function dietsOf(request: PlannerRequest): { diets: DietKey[]; unrecognised: string[] } {
  const keys = new Set<DietKey>();
  const unrecognised: string[] = [];
  for (const word of request.dietaryRestrictions) {
    if ((DIET_KEYS as readonly string[]).includes(word)) keys.add(word as DietKey);
    else unrecognised.push(word);
  }
  if (request.specialNeeds.includes('vegetarian')) keys.add('vegetarian');
  return { diets: DIET_KEYS.filter((k) => keys.has(k)), unrecognised };
}

/** The trip's days from the request's dates or duration. */
export function tripDays(request: PlannerRequest): TripDay[] {
  const count =
    request.startDate !== undefined && request.endDate !== undefined ? daysBetweenIsoDates(request.startDate, request.endDate) + 1 : (request.durationDays ?? 1);
  return Array.from({ length: count }, (_, i) => {
    const date = request.startDate === undefined ? null : addDays(request.startDate, i);
    return { index: i + 1, date, weekday: date === null ? null : weekdayOf(date) };
  });
}

// Open stretches depend only on a place's hours and the weekday: computed once per snapshot record
// (the hours object is frozen with it) and reused by every request.
const intervalCache = new WeakMap<EffectiveHours, Interval[][]>();
function cachedIntervals(hours: EffectiveHours, weekday: number | null): Interval[] {
  let byDay = intervalCache.get(hours);
  if (!byDay) {
    byDay = [];
    intervalCache.set(hours, byDay);
  }
  const slot = weekday ?? 7;
  let intervals = byDay[slot];
  if (!intervals) {
    intervals = openIntervals(hours.periods, weekday);
    byDay[slot] = intervals;
  }
  return intervals;
}

const roundTo15 = (minutes: number) => Math.round(minutes / 15) * 15;

/**
 * How a day the sources publish no hours for (EffectiveHours.unknownWeekdays) is planned: as closed
 * (a plan on known days is sought first) or with the assumed daytime hours, flagged as not confirmed.
 */
export type UnknownHours = 'closed' | 'assumed';

// The hours planned on such a day: the catalog's assumption for attractions without hours.
const UNKNOWN_DAY_HOURS: EffectiveHours = Object.freeze({ periods: ASSUMED_HOURS.attraction, assumed: true, unknownWeekdays: Object.freeze([]) });

/** True when `day` is a weekday whose hours the sources do not give for a place that has hours. */
export function isUnknownDay(hours: EffectiveHours, day: Pick<TripDay, 'weekday'>): boolean {
  return day.weekday !== null && hours.unknownWeekdays.includes(day.weekday);
}

/**
 * Resolve `request` against `snapshot` at `clock`.
 * @returns the context, or every failure found (dates in the past, unknown names, closed or
 *   unreachable must-visits, no restaurant for the diet, no stay of the type or band).
 */
/**
 * The single towns the request's destinations name (a town or one of its names; not an area such
 * as the prefecture or a county, and not an attraction), catalog ids without repeats.
 */
export function namedTownIds(request: Pick<PlannerRequest, 'destinations'>, snapshot: CatalogSnapshot): string[] {
  const ids = new Set<string>();
  for (const word of request.destinations) {
    const destination = resolveDestination(word, snapshot);
    if (destination && destination.attractionId === null && destination.townIds.length === 1) ids.add(destination.townIds[0] ?? '');
  }
  return [...ids].filter((id) => id !== '');
}

/** Options of {@link resolveRequest}. */
export interface ResolveOptions {
  /** Days the sources give no hours for: 'closed' while a plan on known days is sought, then 'assumed'. */
  unknownHours?: UnknownHours;
  /** Plan the best sight of each named town as a must-visit (see {@link Candidate.anchor}). */
  anchorTowns?: boolean;
}

export function resolveRequest(request: PlannerRequest, snapshot: CatalogSnapshot, clock: Date, options: ResolveOptions = {}): ResolveResult {
  const unknownHours = options.unknownHours ?? 'closed';
  const failures: Failure[] = [];
  const language = request.language;
  const days = tripDays(request);
  const nights = days.length - 1;
  const travelers = request.travelerCount;
  // "At most N sights a day" tightens the pace's own day shape; "at least N in the trip" widens it
  // to the days' share of N (never past the daily limit).
  const paceSights = Math.max(PACE_PROFILES[request.pace].maxSights, Math.ceil((request.minAttractionsTotal ?? 0) / days.length));
  const pace = { ...PACE_PROFILES[request.pace], maxSights: Math.min(paceSights, request.maxAttractionsPerDay ?? Infinity) };

  if (request.startDate !== undefined && request.startDate < chinaToday(clock)) {
    failures.push({ constraint: 'dates', reason: 'planner.infeasible.datesInPast', params: { startDate: request.startDate } });
  }

  // A destination names towns (a prefecture or county: all its catalog towns) or an attraction,
  // which is then also a must-visit (destinations.ts).
  const destinationTownIds = new Set<string>();
  const destinationAttractionIds = new Set<string>();
  for (const word of request.destinations) {
    const destination = resolveDestination(word, snapshot);
    if (destination) {
      for (const id of destination.townIds) destinationTownIds.add(id);
      if (destination.attractionId !== null) destinationAttractionIds.add(destination.attractionId);
      continue;
    }
    const suggestions = suggestDestinations(word, snapshot);
    failures.push(
      suggestions.length > 0
        ? { constraint: 'catalogIds', reason: 'planner.infeasible.unknownDestinationSuggest', params: { value: word, suggestions: suggestionList(suggestions, language) } }
        : { constraint: 'catalogIds', reason: 'planner.infeasible.unknownDestination', params: { value: word } },
    );
  }

  const avoided = resolveAvoided(request, snapshot);
  const { diets, unrecognised } = dietsOf(request);
  const restaurants: RestaurantChoice[] = [];
  for (const restaurant of snapshot.restaurantList) {
    if (avoided.townIds.has(restaurant.townId)) continue;
    const offer = dietOffer(restaurant, snapshot.foods, diets);
    if (offer) restaurants.push({ restaurant, ref: { kind: 'restaurant', id: restaurant.id }, dishIds: offer.dishIds, kitchenOfDiet: offer.kitchenOfDiet });
  }
  if (restaurants.length === 0) {
    failures.push({ constraint: 'diet', reason: 'planner.infeasible.noDietRestaurant', params: { diet: diets.join(',') } });
  }

  // No bookable stay of the requested type in the band: the nearest type that has one, said in the plan.
  const notAvoided = (choices: StayChoice[]) => choices.filter((choice) => !avoided.townIds.has(choice.stay.townId));
  let stays = notAvoided(stayChoices(snapshot, request, travelers));
  let lodgingSubstitute: PlanningContext['lodgingSubstitute'] = null;
  if (nights > 0 && stays.length === 0 && request.accommodationType !== undefined) {
    for (const used of NEAREST_ACCOMMODATION_TYPES[request.accommodationType]) {
      const choices = notAvoided(stayChoices(snapshot, { accommodationType: used, accommodationBudget: request.accommodationBudget, rooms: request.rooms, roomType: request.roomType }, travelers));
      if (choices.length === 0) continue;
      stays = choices;
      lodgingSubstitute = { requested: request.accommodationType, used };
      break;
    }
  }
  if (nights > 0 && stays.length === 0) failures.push(lodgingFailure(snapshot, request));

  // Times of day asked for sights (visitTimes): the visit keeps to [from, to] and, for an exact
  // time, starts by `latestStart`.
  const timeWindowOf = new Map<string, Interval>();
  const latestStart = new Map<string, number>();
  const withinAskedTime = (id: string, intervals: Interval[]): Interval[] => {
    const asked = timeWindowOf.get(id);
    if (!asked) return intervals;
    return intervals.flatMap(([from, to]): Interval[] => {
      const start = Math.max(from, asked[0]);
      const end = Math.min(to, asked[1]);
      return end > start ? [[start, end]] : [];
    });
  };
  const windows = (kind: 'attraction' | 'restaurant', id: string, day: TripDay): Interval[] => {
    if (kind === 'attraction' && timeWindowOf.has(id)) return withinAskedTime(id, openWindows(kind, id, day));
    return openWindows(kind, id, day);
  };
  const openWindows = (kind: 'attraction' | 'restaurant', id: string, day: TripDay): Interval[] => {
    const place = kind === 'attraction' ? snapshot.attractions.get(id) : snapshot.restaurants.get(id);
    if (!place || (kind === 'attraction' && snapshot.attractions.get(id)?.temporarilyClosed === true)) return [];
    // A day the sources publish no hours for is unknown, not closed: shut while a plan on known
    // days is sought, the assumed daytime hours (flagged in the plan) after that.
    if (isUnknownDay(place.hours, day)) return unknownHours === 'assumed' ? cachedIntervals(UNKNOWN_DAY_HOURS, day.weekday) : [];
    return cachedIntervals(place.hours, day.weekday);
  };

  // A sight is in reach when a restaurant of the diet and (for trips with nights) a stay of the
  // request lie in its town or in a town linked to it by a catalog travel-time pair.
  const mealTowns = new Set(restaurants.map((r) => r.restaurant.townId));
  const stayTowns = new Set(stays.map((s) => s.stay.townId));
  const linked = (townId: string, towns: ReadonlySet<string>) => [...towns].some((t) => snapshot.townsConnected(townId, t));
  const reachable = (townId: string) => linked(townId, mealTowns) && (nights === 0 || linked(townId, stayTowns));

  // A sight pinned to a day ("第二天…", "on the last day…") is a must-visit on that day.
  const pinnedDay = new Map<string, number>();
  for (const pin of request.dayPins) {
    // A town pinned to a day ("第二天去双廊") is its namesake sight, as in an order (visit-order.ts).
    const attraction = resolveByName(snapshot.attractionList, pin.place) ?? resolveOrderPlace(pin.place, snapshot) ?? undefined;
    const dayIndex = pin.day === 'last' ? days.length : pin.day;
    if (!attraction) failures.push({ constraint: 'mustVisit', reason: 'planner.infeasible.mustVisitUnknown', params: { value: pin.place } });
    else if (dayIndex > days.length) failures.push({ constraint: 'mustVisit', reason: 'planner.infeasible.pinnedDayOutside', params: { attraction: nameOf(attraction.name, language), attractionId: attraction.id, day: dayIndex, days: days.length } });
    else pinnedDay.set(attraction.id, dayIndex);
  }
  // Sights wanted in an order are must-visits; the first of each pair ends before the second starts.
  const order = resolveVisitOrder(request, snapshot);
  for (const value of order.unknown) failures.push({ constraint: 'mustVisit', reason: 'planner.infeasible.mustVisitUnknown', params: { value } });
  if (order.cycle) {
    const name = (id: string) => nameOf(snapshot.attractions.get(id)?.name ?? { 'zh-CN': id, 'zh-HK': id, 'en-US': id }, language);
    failures.push({ constraint: 'order', reason: 'planner.infeasible.orderCycle', params: { first: name(order.cycle.first), then: name(order.cycle.then) } });
  }
  // Sights wanted at a time of day are must-visits whose open hours are cut to that time.
  const visitTimes = resolveVisitTimes(request, snapshot);
  for (const value of visitTimes.unknown) failures.push({ constraint: 'mustVisit', reason: 'planner.infeasible.mustVisitUnknown', params: { value } });
  for (const time of visitTimes.times) {
    const from = Math.max(time.after ?? 0, time.at ?? 0);
    const to = time.before ?? 1440;
    const previous = timeWindowOf.get(time.id);
    timeWindowOf.set(time.id, [Math.max(from, previous?.[0] ?? 0), Math.min(to, previous?.[1] ?? 1440)]);
    if (time.at !== null) latestStart.set(time.id, Math.min(time.at, latestStart.get(time.id) ?? Infinity));
  }
  const mustIds = new Set<string>([
    ...destinationAttractionIds,
    ...pinnedDay.keys(),
    ...order.pairs.flatMap((pair) => [pair.first, pair.then]),
    ...visitTimes.times.map((time) => time.id),
  ]);
  for (const word of request.mustVisit) {
    const attraction = resolveByName(snapshot.attractionList, word);
    if (!attraction) failures.push({ constraint: 'mustVisit', reason: 'planner.infeasible.mustVisitUnknown', params: { value: word } });
    else mustIds.add(attraction.id);
  }

  const candidates: Candidate[] = [];
  for (const attraction of snapshot.attractionList) {
    const must = mustIds.has(attraction.id);
    const params = { attraction: nameOf(attraction.name, language), attractionId: attraction.id };
    const preferredMinutes = Math.min(pace.maxVisitMinutes, Math.max(30, roundTo15(attraction.recommendedMinutes * pace.visitFactor)));
    const minMinutes = Math.min(preferredMinutes, 180, Math.max(30, roundTo15(attraction.recommendedMinutes * 0.5)));
    if (isAvoided(attraction, request, avoided)) {
      // Asked for and ruled out at once: the traveller must choose.
      if (must) failures.push({ constraint: 'avoid', reason: 'planner.infeasible.mustVisitAvoided', params });
      continue;
    }
    if (attraction.temporarilyClosed) {
      if (must) failures.push({ constraint: 'mustVisit', reason: 'planner.infeasible.mustVisitClosed', params });
      continue;
    }
    if (!reachable(attraction.townId)) {
      // Without restaurants or stays in reach the cause is the diet or the lodging, reported above.
      if (must && restaurants.length > 0 && (nights === 0 || stays.length > 0)) {
        failures.push({ constraint: 'mustVisit', reason: 'planner.infeasible.mustVisitUnreachable', params });
      }
      continue;
    }
    const openDays = days.filter((day) => windows('attraction', attraction.id, day).length > 0);
    const fitDays = openDays.filter((day) => windows('attraction', attraction.id, day).some(([from, to]) => to - from >= minMinutes));
    if (fitDays.length === 0) {
      if (must) {
        // Closed every day, or open but never long enough for the shortest sensible visit.
        const closedReason = days[0]?.weekday === null ? 'planner.infeasible.mustVisitNeedsDates' : 'planner.infeasible.mustVisitClosed';
        failures.push({ constraint: 'mustVisit', reason: openDays.length === 0 ? closedReason : 'planner.infeasible.mustVisitNoTime', params });
      }
      continue;
    }
    candidates.push({
      attraction,
      ref: { kind: 'attraction', id: attraction.id },
      score: scoreAttraction(attraction, request, destinationTownIds),
      preferredMinutes,
      minMinutes,
      mustVisit: must,
      anchor: false,
      pinnedDay: pinnedDay.get(attraction.id) ?? null,
    });
  }

  // A town the traveller named ("大理古城和双廊") is visited: its best sight is planned as a
  // must-visit when none of theirs lies there. Only on request (the solver tries with, then without).
  if (options.anchorTowns) {
    for (const townId of namedTownIds(request, snapshot)) {
      if (candidates.some((c) => c.mustVisit && c.attraction.townId === townId)) continue;
      const best = candidates
        .filter((c) => c.attraction.townId === townId)
        .sort((a, b) => b.score - a.score || (a.attraction.id < b.attraction.id ? -1 : 1))[0];
      if (best) {
        best.mustVisit = true;
        best.anchor = true;
      }
    }
  }

  const mustCount = candidates.filter((c) => c.mustVisit).length;
  if (request.maxAttractionsTotal !== undefined && mustCount > request.maxAttractionsTotal) {
    failures.push({ constraint: 'counts', reason: 'planner.infeasible.tooManyMustVisits', params: { count: mustCount, maximum: request.maxAttractionsTotal } });
  }
  if (request.maxAttractionsPerDay !== undefined && mustCount > request.maxAttractionsPerDay * days.length) {
    failures.push({ constraint: 'counts', reason: 'planner.infeasible.tooManyMustVisits', params: { count: mustCount, maximum: request.maxAttractionsPerDay * days.length } });
  }

  // "At least N sights", "at least N free sights": more than the trip's days can hold, or than the
  // catalog offers in reach, cannot be planned.
  const dayLimit = Math.min(8, request.maxAttractionsPerDay ?? 8);
  if (request.minAttractionsTotal !== undefined && request.minAttractionsTotal > Math.min(candidates.length, dayLimit * days.length)) {
    failures.push({ constraint: 'counts', reason: 'planner.infeasible.tooFewSights', params: { count: Math.min(candidates.length, dayLimit * days.length), minimum: request.minAttractionsTotal } });
  }
  const freeCount = candidates.filter((c) => c.attraction.ticketFen === 0).length;
  if (request.minFreeAttractions !== undefined && request.minFreeAttractions > Math.min(freeCount, dayLimit * days.length)) {
    failures.push({ constraint: 'counts', reason: 'planner.infeasible.tooFewFreeSights', params: { count: Math.min(freeCount, dayLimit * days.length), minimum: request.minFreeAttractions } });
  }

  if (failures.length > 0) return { ok: false, failures };
  return {
    ok: true,
    context: {
      request,
      snapshot,
      profile: travelProfile(request),
      travelers,
      pace,
      days,
      nights,
      destinationTownIds,
      diets,
      unrecognisedDiet: unrecognised,
      budgetFen: request.budget === undefined ? null : Math.round(request.budget * 100),
      restaurants,
      stays,
      lodgingSubstitute,
      candidates,
      mustVisits: candidates.filter((c) => c.mustVisit),
      order: order.pairs,
      latestStart,
      timedIds: new Set(visitTimes.times.map((time) => time.id)),
      windows,
    },
  };
}

/**
 * Every (stay, room option) of the requested type and nightly band with a known or estimated price
 * ({@link optionInBand}), with the rooms the party needs (travellers ÷ capacity, rounded up).
 */
export function stayChoices(
  snapshot: CatalogSnapshot,
  request: Pick<PlannerRequest, 'accommodationType' | 'accommodationBudget'> & Partial<Pick<PlannerRequest, 'rooms' | 'roomType'>>,
  travelers: number,
): StayChoice[] {
  const type = request.accommodationType === undefined ? null : STAY_TYPE_FOR_ACCOMMODATION[request.accommodationType];
  const band = request.accommodationBudget;
  const choices: StayChoice[] = [];
  for (const stay of snapshot.stayList) {
    if (type !== null && stay.type !== type) continue;
    for (const listed of stay.roomOptions) {
      const option = optionInBand(listed, band);
      if (option === null) continue;
      // A kind of room asked for ("双床房") is booked only where the catalog names such rooms.
      if (request.roomType !== undefined && !isRoomOfType(option.name, request.roomType)) continue;
      const capacity = roomCapacity(option);
      const needed = Math.ceil(travelers / capacity);
      // A number of rooms asked for is booked as asked, when that many rooms hold the party.
      if (request.rooms !== undefined && request.rooms < needed) continue;
      const rooms = request.rooms ?? needed;
      choices.push({ stay, ref: { kind: 'stay', id: stay.id }, option, capacity, rooms, nightlyTotalFen: option.priceFen * rooms });
    }
  }
  return choices;
}

/**
 * A room option as booked under the requested nightly band, or null when it cannot be in it. A
 * known price must lie in the band. An estimated one (no catalog price) is neither inside nor
 * outside: its town's typical range must reach into the band, and the estimate is then the middle
 * of the part inside it ({@link estimateFen}).
 */
export function optionInBand(option: SnapshotRoomOption, band: AccommodationBudget | undefined): SnapshotRoomOption | null {
  if (band === undefined) return option;
  if (option.estimate === null) return isInAccommodationBand(option.priceFen, band) ? option : null;
  const priceFen = estimateFen(option.estimate, ACCOMMODATION_BUDGET_BANDS[band]);
  return priceFen === null ? null : { ...option, priceFen };
}

function lodgingFailure(snapshot: CatalogSnapshot, request: PlannerRequest): Failure {
  const typeParam = request.accommodationType ?? 'any';
  // Stays there are, but none with the rooms asked for: the rooms are the cause.
  if ((request.rooms !== undefined || request.roomType !== undefined) && stayChoices(snapshot, request, request.travelerCount).length === 0 && stayChoices(snapshot, { ...request, rooms: undefined, roomType: undefined }, request.travelerCount).length > 0) {
    return { constraint: 'lodgingType', reason: 'planner.infeasible.noRoomOfKind', params: { rooms: request.rooms ?? 0, roomType: request.roomType ?? '', travelers: request.travelerCount } };
  }
  const ofType = stayChoices(snapshot, { accommodationType: request.accommodationType, accommodationBudget: undefined }, 1);
  if (ofType.length === 0) return { constraint: 'lodgingType', reason: 'planner.infeasible.noStayOfType', params: { type: typeParam } };
  return { constraint: 'lodgingBudget', reason: 'planner.infeasible.noStayInBand', params: { type: typeParam, band: request.accommodationBudget ?? '' } };
}
