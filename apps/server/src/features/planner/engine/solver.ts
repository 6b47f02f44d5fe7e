/**
 * The deterministic itinerary solver of the AI travel planner (spec §3 planner form, §4 itinerary
 * generation). Same request + catalog snapshot + clock → same plan: no randomness, no reading of
 * the system clock except as the documented default, ties broken by catalog id.
 *
 * Hard constraints of every delivered plan (checked independently by checker/check-plan.ts): every
 * item is a catalog record; visits fall inside opening hours (Asia/Shanghai) and never on closed
 * days; travel between consecutive items fits the gap; no attraction twice; every must-visit is in;
 * meals fit the diet (lunch and dinner every day); lodging has the requested type and nightly band;
 * the total is within the budget. When no plan can meet them the answer says which constraint fails
 * and offers alternatives that were each solved and found feasible.
 *
 * Method: resolve the request (context.ts), spread must-visits over the days they are open, pick
 * the first night's stay, build each day greedily (day-builder.ts), choose each further night's
 * stay after dinner (lodging.ts), then put each day's stops in the order that travels least
 * (route-order.ts). Over budget, rebuild with the cheapest lodging, no breakfast,
 * money weighed heavily and a shrinking allowance for tickets of optional sights.
 *
 * Scope: the trip is planned from the first morning at the first night's lodging (or, on a day trip,
 * in the town with the best sights in reach) to dinner on the last day; getting to Dali is not
 * planned (`departureLocation` and `specialRequirements` are kept, not interpreted). Without dates
 * the trip is planned on the first dates from tomorrow on which it can be (the plan says so).
 */
import type { BudgetCapCategory, InfeasibleResult, PlanResult, PlanSection, PlannerRequest, PlannerRequestPatch, TravelPlan } from '@dali/shared/contracts/planner';
import type { CatalogSnapshot, PlaceRef } from './catalog-snapshot.js';
import { assemblePlan, draftCosts, type Draft, type DraftCosts, type DraftDay } from './assemble-plan.js';
import { applyRequestPatch, proposeAlternatives } from './alternatives.js';
import { LATEST_LODGING_ARRIVAL, namedTownIds, resolveRequest, tripDays, type UnknownHours, type Candidate, type Failure, type PlanningContext, type StayChoice } from './context.js';
import { buildDay, transitMinutes, type DayResult, type DraftItem } from './day-builder.js';
import type { OrderPair } from './visit-order.js';
import { localizeParams } from './localize.js';
import { shortestRoutes } from './route-order.js';
import { chooseInitialStay, chooseNightStay, chooseStartTown, type LodgingMode } from './lodging.js';
import { addDays, chinaToday } from './time.js';

/**
 * Options of {@link solveItinerary}: "today" for refusing past dates, whether to offer alternatives
 * when infeasible, and a callback for streaming sections.
 */
export interface SolveOptions {
  /** The instant "now" (dates before today in China are refused); default: the system clock. */
  clock?: Date;
  /** Offer verified alternatives when infeasible (default true; alternatives are solved without). */
  alternatives?: boolean;
  /** Called with each plan section in stream order once the plan is decided. */
  onSection?: (section: PlanSection) => void;
}

interface BuildParams {
  lodgingMode: LodgingMode;
  /** Party fen allowed for tickets of optional sights; null = no limit. */
  ticketAllowanceFen: number | null;
  breakfast: boolean;
  extraMoneyWeight: number;
}

const PREFERRED: BuildParams = { lodgingMode: 'preferred', ticketAllowanceFen: null, breakfast: true, extraMoneyWeight: 0 };
/** Visiting minutes a day can hold (08:30–20:30 less meals and travel), for spreading must-visits. */
const DAY_CAPACITY_MINUTES = 8 * 60;

type BuildResult = { ok: true; draft: Draft } | { ok: false; failures: Failure[] };

const mustFailure = (ctx: PlanningContext, m: Candidate, reason: string): Failure => ({
  constraint: 'mustVisit',
  reason,
  params: { attraction: m.attraction.name[ctx.request.language], attractionId: m.attraction.id },
});

const opensOn = (ctx: PlanningContext, m: Candidate, dayIndex: number) => {
  const day = ctx.days[dayIndex - 1];
  return day !== undefined && ctx.windows('attraction', m.attraction.id, day).some(([from, to]) => to - from >= m.minMinutes);
};

/** Spread must-visits over days they are open: fewest possible days first, least loaded day, same town together. */
function assignMustVisits(ctx: PlanningContext): { ok: true; byDay: Map<number, Candidate[]> } | { ok: false; failures: Failure[] } {
  const byDay = new Map<number, Candidate[]>(ctx.days.map((d) => [d.index, []]));
  const load = new Map<number, number>(ctx.days.map((d) => [d.index, 0]));
  // A pinned must-visit may only go on its day.
  const openDays = new Map(
    ctx.mustVisits.map((m) => [m.attraction.id, ctx.days.filter((d) => (m.pinnedDay === null || d.index === m.pinnedDay) && opensOn(ctx, m, d.index)).map((d) => d.index)]),
  );
  for (const m of ctx.mustVisits) {
    if (m.pinnedDay !== null && (openDays.get(m.attraction.id)?.length ?? 0) === 0) {
      const failure = mustFailure(ctx, m, 'planner.infeasible.pinnedDayClosed');
      return { ok: false, failures: [{ ...failure, params: { ...failure.params, day: m.pinnedDay } }] };
    }
  }
  // Sights asked to come after others are placed after them (their depth in the order), so an
  // earlier sight is never squeezed out of the days before a later one already placed.
  const depth = new Map<string, number>();
  const depthOf = (id: string, seen: ReadonlySet<string> = new Set()): number => {
    const known = depth.get(id);
    if (known !== undefined) return known;
    const before = ctx.order.filter((pair) => pair.then === id && !seen.has(pair.first));
    const value = before.length === 0 ? 0 : 1 + Math.max(...before.map((pair) => depthOf(pair.first, new Set([...seen, id]))));
    depth.set(id, value);
    return value;
  };
  const leads = (id: string) => (ctx.order.some((pair) => pair.first === id) ? 0 : 1);
  const order = [...ctx.mustVisits].sort(
    (a, b) =>
      depthOf(a.attraction.id) - depthOf(b.attraction.id) ||
      leads(a.attraction.id) - leads(b.attraction.id) ||
      (openDays.get(a.attraction.id)?.length ?? 0) - (openDays.get(b.attraction.id)?.length ?? 0) ||
      (a.attraction.id < b.attraction.id ? -1 : 1),
  );
  // A sight asked to come after another goes on its day or later; one asked to come before, on its day or earlier.
  const dayOf = new Map<string, number>();
  const keepsOrder = (id: string, d: number) =>
    ctx.order.every((pair) => (pair.then === id ? (dayOf.get(pair.first) ?? 0) <= d : pair.first === id ? d <= (dayOf.get(pair.then) ?? Infinity) : true));
  for (const m of order) {
    const roomy = (openDays.get(m.attraction.id) ?? []).filter(
      (d) => (load.get(d) ?? 0) + m.minMinutes <= DAY_CAPACITY_MINUTES && (byDay.get(d)?.length ?? 0) < (ctx.request.maxAttractionsPerDay ?? Infinity),
    );
    const options = roomy
      .filter((d) => keepsOrder(m.attraction.id, d))
      .map((d) => {
        const together = (byDay.get(d) ?? []).some((o) => (ctx.snapshot.travel(o.ref, m.ref, ctx.profile)?.minutes ?? 999) <= 40);
        // A sight others must follow ("先去巍山") goes early, leaving them days after it.
        const early = leads(m.attraction.id) === 0 ? 240 * d : 0;
        return { d, key: (load.get(d) ?? 0) - (together ? 120 : 0) + early };
      })
      .sort((a, b) => a.key - b.key || a.d - b.d);
    const chosen = options[0];
    if (!chosen) {
      const pair = ctx.order.find((p) => p.first === m.attraction.id || p.then === m.attraction.id);
      // The order is the cause only when a day with room exists but the order rules it out.
      if (pair && roomy.length > 0) return { ok: false, failures: [orderFailure(ctx, pair)] };
      return { ok: false, failures: [mustFailure(ctx, m, 'planner.infeasible.mustVisitNoTime')] };
    }
    dayOf.set(m.attraction.id, chosen.d);
    byDay.get(chosen.d)?.push(m);
    load.set(chosen.d, (load.get(chosen.d) ?? 0) + m.preferredMinutes + 60);
  }
  return { ok: true, byDay };
}

/** The order of `pair` cannot be kept (their days or hours do not allow it). */
function orderFailure(ctx: PlanningContext, pair: OrderPair): Failure {
  const name = (id: string) => ctx.snapshot.attractions.get(id)?.name[ctx.request.language] ?? id;
  return { constraint: 'order', reason: 'planner.infeasible.orderImpossible', params: { first: name(pair.first), then: name(pair.then) } };
}

/**
 * The trip-wide counts a built itinerary must reach ("at least N sights", "at least N free
 * sights"), or the failure saying how many it could hold.
 */
function countFailure(ctx: PlanningContext, draft: Draft): Failure | null {
  const sights = draft.days.flatMap((day) => day.items.flatMap((item) => (item.kind === 'attraction' ? [item.candidate.attraction] : [])));
  const minimum = ctx.request.minAttractionsTotal;
  if (minimum !== undefined && sights.length < minimum) return { constraint: 'counts', reason: 'planner.infeasible.tooFewSights', params: { count: sights.length, minimum } };
  const free = sights.filter((a) => a.ticketFen === 0).length;
  const freeMinimum = ctx.request.minFreeAttractions;
  if (freeMinimum !== undefined && free < freeMinimum) return { constraint: 'counts', reason: 'planner.infeasible.tooFewFreeSights', params: { count: free, minimum: freeMinimum } };
  return null;
}

function mealFailure(ctx: PlanningContext, dayIndex: number, meal?: string): Failure {
  if (meal === 'breakfast') return { constraint: 'diet', reason: 'planner.infeasible.noBreakfast', params: { day: dayIndex } };
  if (ctx.diets.length > 0) return { constraint: 'diet', reason: 'planner.infeasible.noDietMeal', params: { day: dayIndex, diet: ctx.diets.join(',') } };
  return { constraint: 'travelTime', reason: 'planner.infeasible.noMealReachable', params: { day: dayIndex } };
}

/** Build a whole itinerary with `params`; see the module comment. */
function buildItinerary(ctx: PlanningContext, params: BuildParams): BuildResult {
  const assignment = assignMustVisits(ctx);
  if (!assignment.ok) return assignment;
  const byDay = assignment.byDay;
  const firstStay = ctx.nights > 0 ? chooseInitialStay(ctx, [...(byDay.get(1) ?? []), ...(byDay.get(2) ?? [])], params.lodgingMode) : null;
  let start: PlaceRef | null = firstStay?.ref ?? chooseStartTown(ctx, byDay.get(1) ?? []);
  if (start === null) return { ok: false, failures: [mealFailure(ctx, 1)] };

  const used = new Set<string>();
  const restaurantUses = new Map<string, number>();
  let ticketAllowance = params.ticketAllowanceFen;
  let freePlaced = 0;
  const days: DraftDay[] = [];
  const nights: StayChoice[] = [];
  let previous: StayChoice | null = firstStay;

  for (const day of ctx.days) {
    const mandatory = byDay.get(day.index) ?? [];
    const input = {
      ctx,
      day,
      start,
      mandatory,
      used,
      ticketAllowanceFen: ticketAllowance,
      breakfast: params.breakfast,
      restaurantUses,
      extraMoneyWeight: params.extraMoneyWeight,
      freeSightsWanted: Math.max(0, (ctx.request.minFreeAttractions ?? 0) - freePlaced),
      // Tonight's stay is the current one unless a better one is found after dinner; plan dinner so it is reachable.
      endAt: day.index <= ctx.nights ? start : null,
    };
    // The trip-wide limit of sights: what is left after those planned and the must-visits to come.
    const mustToCome = ctx.mustVisits.filter((m) => !used.has(m.attraction.id)).length;
    const optionalSightsLeft = ctx.request.maxAttractionsTotal === undefined ? Infinity : Math.max(0, ctx.request.maxAttractionsTotal - used.size - mustToCome);
    let result: DayResult = buildDay({ ...input, onlyMandatory: false, optionalSightsLeft });
    if (result.ok && result.missing.length > 0) {
      const retry = buildDay({ ...input, onlyMandatory: true, optionalSightsLeft });
      if (retry.ok && retry.missing.length < result.missing.length) result = retry;
    }
    // Over the traveller's daily minutes in transit (the way to tonight's likely stay counted):
    // the same day with one optional sight fewer, and no breakfast unless asked for, until it fits.
    const transitCap = ctx.request.maxTransferMinutesPerDay;
    if (transitCap !== undefined) {
      const home = input.endAt;
      const transitOf = (items: DraftItem[], at: PlaceRef) =>
        transitMinutes(items) + (home ? (ctx.snapshot.travel(at, home, ctx.profile)?.minutes ?? 0) : 0);
      for (let fewer = result.ok ? result.placed.filter((c) => !c.mustVisit).length - 1 : -1; result.ok && fewer >= 0 && transitOf(result.items, result.at) > transitCap; fewer--) {
        const retry = buildDay({ ...input, breakfast: false, onlyMandatory: false, optionalSightsLeft: Math.min(optionalSightsLeft, fewer) });
        if (!retry.ok || retry.missing.length > result.missing.length) break;
        result = retry;
      }
    }
    if (!result.ok) return { ok: false, failures: [mealFailure(ctx, day.index, result.meal)] };
    for (const m of result.missing) {
      // A must-visit that did not fit moves to the next day it is open; one that must come before
      // a sight already planned cannot move.
      const later = ctx.days.find((d) => d.index > day.index && opensOn(ctx, m, d.index));
      if (!later) return { ok: false, failures: [mustFailure(ctx, m, 'planner.infeasible.mustVisitNoTime')] };
      const before = ctx.order.find((pair) => pair.first === m.attraction.id && (used.has(pair.then) || result.items.some((i) => i.kind === 'attraction' && i.candidate.attraction.id === pair.then)));
      if (before) return { ok: false, failures: [orderFailure(ctx, before)] };
      byDay.get(later.index)?.push(m);
    }
    const items = [...result.items];
    for (const item of items) {
      if (item.kind === 'attraction') {
        used.add(item.candidate.attraction.id);
        if (item.candidate.attraction.ticketFen === 0) freePlaced++;
        if (ticketAllowance !== null && !item.candidate.mustVisit) ticketAllowance -= (item.candidate.attraction.ticketFen ?? 0) * ctx.travelers;
      }
      if (item.kind === 'meal') restaurantUses.set(item.choice.restaurant.id, (restaurantUses.get(item.choice.restaurant.id) ?? 0) + 1);
    }
    const startTownId = ctx.snapshot.place(start)?.townId ?? '';
    if (day.index <= ctx.nights) {
      const choice =
        day.index === 1 && firstStay
          ? firstStay
          : chooseNightStay(ctx, {
              from: result.at,
              time: result.time,
              nextMustVisits: byDay.get(day.index + 1) ?? [],
              previous,
              mode: params.lodgingMode,
              remaining: ctx.candidates.filter((c) => !used.has(c.attraction.id)),
              remainingDays: ctx.days.length - day.index,
            });
      const leg = choice ? ctx.snapshot.travel(result.at, choice.ref, ctx.profile) : null;
      if (!choice || !leg || result.time + leg.minutes > LATEST_LODGING_ARRIVAL) {
        return { ok: false, failures: [{ constraint: 'travelTime', reason: 'planner.infeasible.noStayReachable', params: { day: day.index } }] };
      }
      const arrival = result.time + leg.minutes;
      if (leg.minutes > 0) items.push({ kind: 'transfer', from: result.at, to: choice.ref, start: result.time, end: arrival, leg });
      items.push({ kind: 'lodging', choice, start: arrival, nightIndex: day.index });
      nights.push(choice);
      previous = choice;
      start = choice.ref;
    }
    days.push({ day, startTownId, items });
    const transit = transitMinutes(items);
    const cap = ctx.request.maxTransferMinutesPerDay;
    if (cap !== undefined && transit > cap) {
      return { ok: false, failures: [{ constraint: 'transport', reason: 'planner.infeasible.transitCap', params: { day: day.index, minutes: transit, cap } }] };
    }
  }
  const draft = { days, nights };
  const counts = countFailure(ctx, draft);
  return counts ? { ok: false, failures: [counts] } : { ok: true, draft };
}

/** A limit on the money a draft spends: the total budget or a cap on one part of the cost. */
interface SpendLimit {
  category: 'total' | BudgetCapCategory;
  /** The limit, fen (perDay: per day). */
  limitFen: number;
  /** What the draft spends on it, fen (perDay: total ÷ days, rounded up). */
  of(costs: DraftCosts): number;
}

/** The request's money limits (`budget`, `budgetCaps`), fen for the whole party. */
function spendLimits(ctx: PlanningContext): SpendLimit[] {
  const limits: SpendLimit[] = [];
  if (ctx.budgetFen !== null) limits.push({ category: 'total', limitFen: ctx.budgetFen, of: (c) => c.totalFen });
  const caps = ctx.request.budgetCaps;
  const fen = (cny: number) => Math.round(cny * 100);
  if (caps.lodging !== undefined) limits.push({ category: 'lodging', limitFen: fen(caps.lodging), of: (c) => c.lodgingFen });
  if (caps.tickets !== undefined) limits.push({ category: 'tickets', limitFen: fen(caps.tickets), of: (c) => c.ticketsFen });
  if (caps.food !== undefined) limits.push({ category: 'food', limitFen: fen(caps.food), of: (c) => c.foodFen });
  if (caps.localTransport !== undefined) limits.push({ category: 'localTransport', limitFen: fen(caps.localTransport), of: (c) => c.localTransportFen });
  if (caps.perDay !== undefined) limits.push({ category: 'perDay', limitFen: fen(caps.perDay), of: (c) => Math.ceil(c.totalFen / ctx.days.length) });
  return limits;
}

/** The limits a draft's costs exceed, with the overshoot in fen. */
const exceeded = (limits: SpendLimit[], costs: DraftCosts) =>
  limits.map((limit) => ({ limit, over: limit.of(costs) - limit.limitFen })).filter((x) => x.over > 0);

/** Why no plan keeps a limit: the budget (with the cheapest plan's cost) or the capped part. */
function limitFailure(limit: SpendLimit, cheapest: number): Failure {
  const minimum = Math.ceil(cheapest / 100);
  if (limit.category === 'total') {
    return { constraint: 'totalBudget', reason: 'planner.infeasible.overBudget', params: { budget: limit.limitFen / 100, minimum } };
  }
  return { constraint: 'budgetCaps', reason: 'planner.infeasible.overCap', params: { category: limit.category, cap: limit.limitFen / 100, minimum } };
}

/**
 * Build within the budget and the caps on parts of the cost, repairing as the module comment
 * says. The floor — cheapest lodging, no breakfast, no paid optional sight — is tried first: when
 * even it breaks a limit no repair can help and its cost is the minimum reported. Otherwise the
 * allowance for optional tickets starts at what the budget and the ticket cap leave and shrinks by
 * each overshoot, keeping as many paid sights as fit.
 */
function solveWithinBudget(ctx: PlanningContext): BuildResult {
  const first = buildItinerary(ctx, PREFERRED);
  const limits = spendLimits(ctx);
  if (!first.ok || limits.length === 0 || exceeded(limits, draftCosts(ctx, first.draft)).length === 0) return first;
  const repair: BuildParams = { lodgingMode: 'cheapest', ticketAllowanceFen: 0, breakfast: false, extraMoneyWeight: 0.3 };
  const floor = buildItinerary(ctx, repair);
  if (!floor.ok) return floor;
  const floorCosts = draftCosts(ctx, floor.draft);
  const broken = exceeded(limits, floorCosts)[0];
  if (broken) {
    const firstCosts = draftCosts(ctx, first.draft);
    return { ok: false, failures: [limitFailure(broken.limit, Math.min(broken.limit.of(floorCosts), broken.limit.of(firstCosts)))] };
  }
  // What the limits leave for paid optional sights: the budget's slack, the ticket cap's slack.
  const slack = limits
    .filter((limit) => limit.category === 'total' || limit.category === 'tickets' || limit.category === 'perDay')
    .map((limit) => (limit.limitFen - limit.of(floorCosts)) * (limit.category === 'perDay' ? ctx.days.length : 1));
  let allowance = slack.length === 0 ? 0 : Math.min(...slack);
  for (let round = 0; round < 6 && allowance > 0; round++) {
    const attempt = buildItinerary(ctx, { ...repair, ticketAllowanceFen: allowance });
    if (!attempt.ok) break;
    const costs = draftCosts(ctx, attempt.draft);
    const over = exceeded(limits, costs);
    if (over.length === 0) return attempt;
    // Paid sights also change the route and its fares: cut by the largest overshoot (and at least one fen).
    const overshoot = Math.max(...over.map((x) => x.over * (x.limit.category === 'perDay' ? ctx.days.length : 1)));
    allowance = Math.min(allowance - 1, costs.optionalTicketsFen - overshoot);
  }
  return floor;
}

/** Every section of a plan in stream order: overview, each day, lodging, tips, costs. */
export function planSections(plan: TravelPlan): PlanSection[] {
  return [
    { section: 'overview', overview: plan.overview },
    ...plan.days.map((day): PlanSection => ({ section: 'day', day })),
    { section: 'lodging', lodging: plan.lodging },
    { section: 'tips', tips: plan.tips },
    { section: 'costs', costs: plan.costs },
  ];
}

/**
 * Plan a trip.
 * @param request a request validated by PlannerRequestSchema
 * @param snapshot the catalog to plan from
 * @returns `{ feasible: true, plan }` or an InfeasibleResult (failures with message keys, verified
 *   alternatives as request patches). Never throws for a valid request.
 */
export function solveItinerary(request: PlannerRequest, snapshot: CatalogSnapshot, options: SolveOptions = {}): PlanResult {
  const clock = options.clock ?? new Date();
  const solved = solveOnDates(request, snapshot, clock);
  if (solved.ok) {
    const assembled = assemblePlan(solved.context, solved.draft);
    const plan = { ...assembled, overview: { ...assembled.overview, datesChosen: solved.datesChosen } };
    if (options.onSection) for (const section of planSections(plan)) options.onSection(section);
    return { feasible: true, plan };
  }
  const { failures } = solved;
  // Alternatives patch the request as the client sent it (without dates, when it had none), and
  // each is verified the same way, dates chosen again.
  // Plans of the alternatives found feasible, by patched request: the first is the nearest plan.
  const feasible = new Map<string, Extract<DatedResult, { ok: true }>>();
  const alternatives =
    options.alternatives === false
      ? []
      : proposeAlternatives({
          request,
          snapshot,
          clock,
          failures,
          language: request.language,
          attempt: (candidate) => {
            const outcome = solveOnDates(candidate, snapshot, clock);
            if (!outcome.ok) return outcome.failures;
            feasible.set(JSON.stringify(candidate), outcome);
            return null;
          },
        });
  const result: InfeasibleResult = {
    feasible: false,
    failures: failures.map((f) => ({ ...f, params: localizeParams(f.params, request.language) })),
    alternatives: alternatives.map((a) => ({ ...a, params: localizeParams(a.params, request.language) })),
    nearestPlan: nearestPlanOf(request, alternatives[0]?.patch ?? null, feasible),
  };
  return result;
}

/**
 * The best plan that keeps everything else asked: the first offered alternative's plan (kept from
 * when it was solved and found feasible before it was offered, in `feasible` by patched request),
 * outlined day by day, or null without one.
 */
function nearestPlanOf(request: PlannerRequest, patch: PlannerRequestPatch | null, feasible: ReadonlyMap<string, Extract<DatedResult, { ok: true }>>): InfeasibleResult['nearestPlan'] {
  const patched = patch === null ? null : applyRequestPatch(request, patch);
  const solved = patched === null ? undefined : feasible.get(JSON.stringify(patched));
  if (!solved) return null;
  const plan = assemblePlan(solved.context, solved.draft);
  return {
    alternative: 0,
    days: plan.days.map((day) => ({
      dayIndex: day.dayIndex,
      date: day.date,
      townIds: [...new Set(day.items.flatMap((item) => (item.kind === 'attraction' ? [item.townId] : [])))],
      attractionIds: day.items.flatMap((item) => (item.kind === 'attraction' ? [item.catalogId] : [])),
    })),
  };
}

type DatedResult = { ok: true; context: PlanningContext; draft: Draft; datesChosen: boolean } | { ok: false; failures: Failure[] };

/**
 * Resolve and build a request on its dates. A request without dates (spec §3: "durationDays
 * alone") is planned on real dates: the first start from tomorrow (China calendar, on the injected
 * clock) on which the trip can be made, so a sight open only some weekdays is visited on one of
 * them. Opening hours depend on the weekday only, so seven starts cover every case; when none works
 * the failures are those of the first start on which no must-visit is closed, else tomorrow's.
 * `datesChosen` tells the plan to say the dates were chosen.
 */
function solveOnDates(request: PlannerRequest, snapshot: CatalogSnapshot, clock: Date): DatedResult {
  // Days the sources give no hours for are tried as closed first, so a sight is visited on a day
  // known to be open when one exists; only then with assumed hours, flagged as not confirmed.
  const lenient = snapshot.attractionList.some((a) => a.hours.unknownWeekdays.length > 0);
  const passes: UnknownHours[] = lenient ? ['closed', 'assumed'] : ['closed'];
  if (request.startDate !== undefined) {
    let outcome: ReturnType<typeof solveAsGiven> = { ok: false, failures: [] };
    for (const unknownHours of passes) {
      outcome = solveAsGiven(request, snapshot, clock, unknownHours);
      if (outcome.ok) return { ...outcome, datesChosen: false };
    }
    return outcome;
  }
  const days = tripDays(request).length;
  const tomorrow = addDays(chinaToday(clock), 1);
  const dated = (start: string): PlannerRequest => ({ ...request, startDate: start, endDate: addDays(start, days - 1) });
  // Reported when no start works: the first start on which no must-visit is simply closed (its
  // failures then say what else stands in the way), else tomorrow's.
  let reported: Failure[] | null = null;
  let closedOnly: Failure[] | null = null;
  for (const unknownHours of passes) {
    for (let shift = 0; shift < 7; shift++) {
      const outcome = solveAsGiven(dated(addDays(tomorrow, shift)), snapshot, clock, unknownHours);
      if (outcome.ok) return { ...outcome, datesChosen: true };
      if (outcome.failures.some((f) => f.reason === 'planner.infeasible.mustVisitClosed')) closedOnly ??= outcome.failures;
      else reported ??= outcome.failures;
    }
  }
  return { ok: false, failures: reported ?? closedOnly ?? [] };
}

function solveAsGiven(
  request: PlannerRequest,
  snapshot: CatalogSnapshot,
  clock: Date,
  unknownHours: UnknownHours,
): { ok: true; context: PlanningContext; draft: Draft } | { ok: false; failures: Failure[] } {
  // Each named town visited when the trip allows it; else the plan as the request alone asks.
  if (namedTownIds(request, snapshot).length > 0) {
    const anchored = resolveRequest(request, snapshot, clock, { unknownHours, anchorTowns: true });
    const built = anchored.ok ? solveWithinBudget(anchored.context) : null;
    if (anchored.ok && built?.ok) return { ok: true, context: anchored.context, draft: withShortestRoutes(anchored.context, built.draft) };
  }
  const resolved = resolveRequest(request, snapshot, clock, { unknownHours });
  if (!resolved.ok) return resolved;
  const built = solveWithinBudget(resolved.context);
  return built.ok ? { ok: true, context: resolved.context, draft: withShortestRoutes(resolved.context, built.draft) } : built;
}

/**
 * `draft` with each day's stops in the order that travels least (route-order.ts), unless the
 * changed legs' fares would break a money limit; the plan as built otherwise.
 */
function withShortestRoutes(ctx: PlanningContext, draft: Draft): Draft {
  const shorter = shortestRoutes(ctx, draft);
  return shorter === draft || exceeded(spendLimits(ctx), draftCosts(ctx, shorter)).length > 0 ? draft : shorter;
}

/** One event of {@link streamItinerary}: a plan section as soon as it is ready, then the result. */
export type PlannerStreamEvent = { type: 'section'; section: PlanSection } | { type: 'result'; result: PlanResult };

/**
 * Plan a trip and hand it over in sections (spec §4 "streaming"), for a streaming route. The whole
 * plan is decided before the first section: budget repair may still change any day, and a section
 * once sent must never be taken back. The sections then follow one per turn of the event loop.
 */
export async function* streamItinerary(request: PlannerRequest, snapshot: CatalogSnapshot, options: Omit<SolveOptions, 'onSection'> = {}): AsyncGenerator<PlannerStreamEvent> {
  const result = solveItinerary(request, snapshot, options);
  if (result.feasible) {
    for (const section of planSections(result.plan)) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      yield { type: 'section', section };
    }
  }
  yield { type: 'result', result };
}
