/**
 * Nearest feasible alternatives to an infeasible planner request (spec §4): for each failure, the
 * smallest changes that could lift it (other dates, leaving out a must-visit, another stay type or
 * nightly band, a higher budget, fewer or more days, a lighter diet requirement), each expressed as
 * a request patch and offered only after solving the patched request and finding it feasible.
 */
import {
  PLANNER_ACCOMMODATION_BUDGETS,
  PLANNER_ACCOMMODATION_TYPES,
  PLANNER_MAX_DAYS,
  PlannerRequestSchema,
  type PlannerRequest,
  type PlannerRequestPatch,
} from '@dali/shared/contracts/planner';
import type { CatalogSnapshot } from './catalog-snapshot.js';
import { resolveByName, stayChoices, tripDays, type Failure } from './context.js';
import { suggestDestinations } from './destinations.js';
import { describe } from './localize.js';
import { addDays, chinaToday, openIntervals, weekdayOf } from './time.js';

/** An alternative as offered: message key, params, patch. */
export interface Alternative {
  description: string;
  params: Record<string, string | number>;
  patch: PlannerRequestPatch;
}

/** Most alternatives offered, and most patched requests solved to find them. */
const MAX_OFFERED = 3;
const MAX_TRIED = 16;
/** Most changes combined in one alternative. */
const MAX_STEPS = 3;
/** How far ahead other dates are looked for, in days. */
const DATE_SEARCH_DAYS = 14;

/** Apply a patch (null removes a field) and validate the result; null when it does not validate. */
export function applyRequestPatch(request: PlannerRequest, patch: PlannerRequestPatch): PlannerRequest | null {
  const entries = Object.entries(patch).filter(([, value]) => value !== undefined);
  const removed = new Set(entries.flatMap(([key, value]) => (value === null ? [key] : [])));
  const merged = Object.fromEntries(Object.entries({ ...request, ...Object.fromEntries(entries) }).filter(([key]) => !removed.has(key)));
  const parsed = PlannerRequestSchema.safeParse(merged);
  return parsed.success ? parsed.data : null;
}

/** A patch setting the trip length to `days`, keeping the start date. */
function lengthPatch(request: PlannerRequest, days: number): PlannerRequestPatch {
  if (request.startDate !== undefined && request.endDate !== undefined) return { endDate: addDays(request.startDate, days - 1), durationDays: null };
  return { durationDays: days };
}

/** A patch starting the trip on `startDate` with the same length. */
function startPatch(request: PlannerRequest, startDate: string): { patch: PlannerRequestPatch; endDate: string } {
  const length = tripDays(request).length;
  const endDate = addDays(startDate, length - 1);
  return { patch: request.endDate !== undefined ? { startDate, endDate } : { startDate }, endDate };
}

/** Candidate alternatives for one failure, nearest first (not yet verified). */
function proposalsFor(failure: Failure, request: PlannerRequest, snapshot: CatalogSnapshot, clock: Date): Alternative[] {
  const out: Alternative[] = [];
  const days = tripDays(request).length;
  const tomorrow = addDays(chinaToday(clock), 1);
  const firstStart = request.startDate !== undefined && request.startDate >= tomorrow ? request.startDate : tomorrow;
  const withoutMustVisit = (attractionId: string) => {
    const word = request.mustVisit.find((w) => resolveByName(snapshot.attractionList, w)?.id === attractionId);
    return word === undefined ? null : request.mustVisit.filter((w) => w !== word);
  };
  const lodgingRelaxations = () => {
    if (request.accommodationBudget !== undefined) out.push({ description: 'planner.alternative.anyBand', params: {}, patch: { accommodationBudget: null } });
    if (request.accommodationType !== undefined) out.push({ description: 'planner.alternative.anyStayType', params: {}, patch: { accommodationType: null } });
  };
  const shorter = () => {
    for (let n = days - 1; n >= 1; n--) out.push({ description: 'planner.alternative.fewerDays', params: { days: n }, patch: lengthPatch(request, n) });
  };

  switch (failure.reason) {
    case 'planner.infeasible.datesInPast': {
      const { patch, endDate } = startPatch(request, tomorrow);
      out.push({ description: 'planner.alternative.shiftDates', params: { startDate: tomorrow, endDate }, patch });
      break;
    }
    case 'planner.infeasible.unknownDestination':
    case 'planner.infeasible.unknownDestinationSuggest': {
      const value = String(failure.params.value);
      // The closest catalog places first (a typo: "Xizou" → Xizhou), then the trip without the word.
      for (const suggestion of suggestDestinations(value, snapshot)) {
        out.push({
          description: 'planner.alternative.replaceDestination',
          params: { value, suggestion: suggestion.name[request.language] },
          patch: { destinations: request.destinations.map((d) => (d === value ? suggestion.id : d)) },
        });
      }
      out.push({ description: 'planner.alternative.dropDestination', params: { value }, patch: { destinations: request.destinations.filter((d) => d !== value) } });
      break;
    }
    case 'planner.infeasible.mustVisitUnknown': {
      const value = String(failure.params.value);
      out.push({ description: 'planner.alternative.dropMustVisitEntry', params: { value }, patch: { mustVisit: request.mustVisit.filter((w) => w !== value) } });
      break;
    }
    case 'planner.infeasible.pinnedDayOutside':
    case 'planner.infeasible.pinnedDayClosed': {
      // Keep the sight, on whichever day suits it.
      const attractionId = String(failure.params.attractionId);
      const pins = request.dayPins.filter((pin) => resolveByName(snapshot.attractionList, pin.place)?.id !== attractionId && pin.place !== attractionId);
      out.push({ description: 'planner.alternative.anyDay', params: { attraction: String(failure.params.attraction), attractionId }, patch: { dayPins: pins, mustVisit: [...request.mustVisit, attractionId] } });
      break;
    }
    case 'planner.infeasible.mustVisitAvoided': {
      const attractionId = String(failure.params.attractionId);
      const rest = withoutMustVisit(attractionId);
      if (rest) out.push({ description: 'planner.alternative.dropMustVisit', params: { attraction: String(failure.params.attraction), attractionId }, patch: { mustVisit: rest } });
      break;
    }
    case 'planner.infeasible.mustVisitClosed':
    case 'planner.infeasible.mustVisitNeedsDates':
    case 'planner.infeasible.mustVisitNoTime':
    case 'planner.infeasible.mustVisitUnreachable': {
      const attractionId = String(failure.params.attractionId);
      const attraction = snapshot.attractions.get(attractionId);
      if (attraction && !attraction.temporarilyClosed && failure.reason !== 'planner.infeasible.mustVisitUnreachable') {
        // The first start date from which some day of the trip has the sight open.
        for (let shift = 0; shift <= DATE_SEARCH_DAYS; shift++) {
          const start = addDays(firstStart, shift);
          if (start === request.startDate) continue;
          const open = Array.from({ length: days }, (_, i) => openIntervals(attraction.hours.periods, weekdayOf(addDays(start, i)))).some((w) => w.length > 0);
          if (open) {
            const { patch, endDate } = startPatch(request, start);
            out.push({ description: 'planner.alternative.shiftDates', params: { startDate: start, endDate }, patch });
            break;
          }
        }
      }
      if (failure.reason === 'planner.infeasible.mustVisitNoTime') {
        if (days < PLANNER_MAX_DAYS) out.push({ description: 'planner.alternative.moreDays', params: { days: days + 1 }, patch: lengthPatch(request, days + 1) });
        lodgingRelaxations();
      }
      const rest = withoutMustVisit(attractionId);
      if (rest) out.push({ description: 'planner.alternative.dropMustVisit', params: { attraction: String(failure.params.attraction), attractionId }, patch: { mustVisit: rest } });
      break;
    }
    case 'planner.infeasible.noDietRestaurant':
    case 'planner.infeasible.noDietMeal': {
      const diets = String(failure.params.diet).split(',').filter((d) => d !== '');
      if (failure.reason === 'planner.infeasible.noDietMeal') {
        // The restaurant that fits may just be closed that weekday: the trip a day later.
        if (request.startDate !== undefined) {
          const { patch, endDate } = startPatch(request, addDays(firstStart, firstStart === request.startDate ? 1 : 0));
          out.push({ description: 'planner.alternative.shiftDates', params: { startDate: patch.startDate ?? '', endDate }, patch });
        }
        lodgingRelaxations();
        if (request.destinations.length > 0) out.push({ description: 'planner.alternative.dropDestination', params: { value: request.destinations.join(', ') }, patch: { destinations: null } });
      }
      if (diets.includes('vegan')) {
        const replaced = [...new Set(request.dietaryRestrictions.map((d) => (d === 'vegan' ? 'vegetarian' : d)))];
        out.push({ description: 'planner.alternative.replaceDiet', params: { from: 'vegan', to: 'vegetarian', diet: 'vegan' }, patch: { dietaryRestrictions: replaced } });
      }
      for (const diet of diets) {
        const patch: PlannerRequestPatch = { dietaryRestrictions: request.dietaryRestrictions.filter((d) => d !== diet) };
        if (diet === 'vegetarian' && request.specialNeeds.includes('vegetarian')) patch.specialNeeds = request.specialNeeds.filter((n) => n !== 'vegetarian');
        out.push({ description: 'planner.alternative.dropDiet', params: { diet }, patch });
      }
      break;
    }
    case 'planner.infeasible.noStayOfType':
    case 'planner.infeasible.noStayInBand': {
      const band = request.accommodationBudget;
      if (failure.reason === 'planner.infeasible.noStayInBand' && band !== undefined) {
        // Nearest bands first, the next higher one before the next lower one.
        const index = PLANNER_ACCOMMODATION_BUDGETS.indexOf(band);
        const others = PLANNER_ACCOMMODATION_BUDGETS.filter((b) => b !== band).sort((a, b) => {
          const da = PLANNER_ACCOMMODATION_BUDGETS.indexOf(a) - index;
          const db = PLANNER_ACCOMMODATION_BUDGETS.indexOf(b) - index;
          return Math.abs(da) - Math.abs(db) || db - da;
        });
        for (const other of others) {
          if (stayChoices(snapshot, { accommodationType: request.accommodationType, accommodationBudget: other }, 1).length > 0) {
            out.push({ description: 'planner.alternative.band', params: { band: other }, patch: { accommodationBudget: other } });
          }
        }
      }
      for (const type of PLANNER_ACCOMMODATION_TYPES) {
        if (type === request.accommodationType) continue;
        if (stayChoices(snapshot, { accommodationType: type, accommodationBudget: band }, 1).length > 0) {
          out.push({ description: 'planner.alternative.stayType', params: { type }, patch: { accommodationType: type } });
        }
      }
      lodgingRelaxations();
      break;
    }
    case 'planner.infeasible.overBudget': {
      const minimum = Number(failure.params.minimum);
      // Whole tens of yuan, a little above the cheapest plan found.
      const budget = Math.ceil((minimum + 1) / 10) * 10;
      out.push({ description: 'planner.alternative.raiseBudget', params: { budget }, patch: { budget } });
      // The longest trip the budget could pay for at the cheapest plan's cost per day.
      const affordable = Math.min(days - 1, Math.floor(((request.budget ?? 0) * days) / Math.max(1, minimum)));
      if (affordable >= 1) out.push({ description: 'planner.alternative.fewerDays', params: { days: affordable }, patch: lengthPatch(request, affordable) });
      if (affordable > 1) out.push({ description: 'planner.alternative.fewerDays', params: { days: affordable - 1 }, patch: lengthPatch(request, affordable - 1) });
      lodgingRelaxations();
      break;
    }
    case 'planner.infeasible.overCap': {
      const category = String(failure.params.category);
      const minimum = Number(failure.params.minimum);
      // Whole tens of yuan a little above the least the plan spends on it; the other caps are kept.
      const cap = Math.ceil((minimum + 1) / 10) * 10;
      out.push({ description: 'planner.alternative.raiseCap', params: { category, cap }, patch: { budgetCaps: { ...request.budgetCaps, [category]: cap } } });
      if (category === 'lodging') lodgingRelaxations();
      if (category !== 'perDay' && category !== 'localTransport') shorter();
      break;
    }
    case 'planner.infeasible.transitCap': {
      // Whole quarter hours at or above what the day needed.
      const cap = Math.min(600, Math.ceil(Number(failure.params.minutes) / 15) * 15);
      out.push({ description: 'planner.alternative.raiseTransitCap', params: { cap }, patch: { maxTransferMinutesPerDay: cap } });
      break;
    }
    case 'planner.infeasible.noRoomOfKind':
      out.push({ description: 'planner.alternative.anyRooms', params: {}, patch: { rooms: null, roomType: null } });
      break;
    case 'planner.infeasible.noBreakfast':
      out.push({ description: 'planner.alternative.noBreakfastDaily', params: {}, patch: { breakfastDaily: null } });
      break;
    case 'planner.infeasible.orderImpossible':
    case 'planner.infeasible.orderCycle':
      out.push({ description: 'planner.alternative.dropOrder', params: {}, patch: { visitOrder: null } });
      break;
    case 'planner.infeasible.tooFewSights':
    case 'planner.infeasible.tooFewFreeSights': {
      const count = Number(failure.params.count);
      const field = failure.reason === 'planner.infeasible.tooFewSights' ? 'minAttractionsTotal' : 'minFreeAttractions';
      out.push({ description: 'planner.alternative.fewerSights', params: { count }, patch: { [field]: count >= 1 ? count : null } });
      if (days < PLANNER_MAX_DAYS) out.push({ description: 'planner.alternative.moreDays', params: { days: days + 1 }, patch: lengthPatch(request, days + 1) });
      break;
    }
    default:
      lodgingRelaxations();
      shorter();
      if (request.destinations.length > 0) out.push({ description: 'planner.alternative.dropDestination', params: { value: request.destinations.join(', ') }, patch: { destinations: null } });
  }
  return out;
}

/** One patched request to try: the merged patch and the steps it is made of. */
interface Trial {
  patch: PlannerRequestPatch;
  steps: Alternative[];
}

/**
 * Verified alternatives to a request that failed with `failures`: at most three, nearest first,
 * each a patch whose patched request `attempt` solves. Breadth first over up to three steps: when a
 * patched request still fails, the changes its own failures suggest are tried on top of it, so
 * requests failing for several reasons (two unreachable must-visits, a diet and a budget) get a
 * combined alternative. At most {@link MAX_TRIED} requests are solved.
 * @param attempt solves a request; null when feasible, else its failures (params not localised)
 */
export function proposeAlternatives(input: {
  request: PlannerRequest;
  snapshot: CatalogSnapshot;
  clock: Date;
  failures: readonly Failure[];
  language: PlannerRequest['language'];
  attempt: (request: PlannerRequest) => Failure[] | null;
}): Alternative[] {
  const { request, snapshot, clock } = input;
  const queue: Trial[] = input.failures.flatMap((f) => proposalsFor(f, request, snapshot, clock)).map((p) => ({ patch: p.patch, steps: [p] }));
  const offered: Alternative[] = [];
  const seen = new Set<string>();
  let tried = 0;
  for (let trial = queue.shift(); trial && offered.length < MAX_OFFERED && tried < MAX_TRIED; trial = queue.shift()) {
    const key = JSON.stringify(Object.entries(trial.patch).sort(([a], [b]) => (a < b ? -1 : 1)));
    if (seen.has(key)) continue;
    seen.add(key);
    const patched = applyRequestPatch(request, trial.patch);
    if (!patched) continue;
    tried++;
    const failures = input.attempt(patched);
    if (failures === null) {
      offered.push(describeTrial(trial, input.language));
    } else if (trial.steps.length < MAX_STEPS) {
      for (const next of failures.flatMap((f) => proposalsFor(f, patched, snapshot, clock))) {
        // Later steps were computed on the patched request, so they override earlier ones field by field.
        queue.push({ patch: { ...trial.patch, ...next.patch }, steps: [...trial.steps, next] });
      }
    }
  }
  return offered;
}

/** One step as it is; several as `planner.alternative.combined` with each step worded. */
function describeTrial(trial: Trial, language: PlannerRequest['language']): Alternative {
  const [only] = trial.steps;
  if (trial.steps.length === 1 && only) return { ...only, patch: trial.patch };
  const separator = language === 'en-US' ? '; ' : '；';
  return {
    description: 'planner.alternative.combined',
    params: { steps: trial.steps.map((step) => describe(step.description, step.params, language)).join(separator) },
    patch: trial.patch,
  };
}
