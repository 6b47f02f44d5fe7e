/**
 * `npm run eval:planner`: evaluation of the itinerary engine on seeded random planner requests.
 *
 * Draws PLANNER_EVAL_COUNT requests (default 240) from a seeded PRNG (PLANNER_EVAL_SEED, default
 * below; printed) over 1–7 days with and without dates, 1–8 travellers, budgets from far too low to
 * generous, every diet key plus unknown words, every preference, pace and transport, lodging types
 * and nightly bands, and random must-visits (ids, names in three languages, unknown names). Each is
 * solved on the real catalog folder with a fixed clock; every delivered plan is validated against
 * the TravelPlan contract and judged by the independent checker; every infeasible answer must name
 * a failing constraint with a message key, and every alternative it offers is solved again and its
 * plan checked too. Timing: per-request solve time (median, p95, max) and a fixed 7-day plan.
 * Day plans as a traveller sees them (`dayPlans`): time in transit per day (median, p95 minutes),
 * the same restaurant twice in a day and again in the trip, lunches and dinners listing no main
 * dish, meals reached by a leg over 90 minutes, and days that leave a town and come back to it.
 *
 * Requirements (exit code 1 when one fails): 100 % pass of every hard constraint on delivered plans;
 * no item outside the catalog; every plan matches the contract; every infeasible request reported
 * with a reason key; every offered alternative feasible and clean; the 7-day plan in under 1 s
 * (p95 over repeats). Writes bench/results/planner-eval.json.
 *
 * `npm run eval:planner -- --set realistic` and `-- --set constraints` run the traveller-phrased set
 * (bench/planner-eval-realistic.ts) and the stated-constraint set (bench/planner-eval-constraints.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  DIET_KEYS,
  PLAN_CONSTRAINTS,
  PLANNER_ACCOMMODATION_BUDGETS,
  PLANNER_ACCOMMODATION_TYPES,
  PLANNER_ACTIVITY_PREFERENCES,
  PLANNER_ATTRACTION_PREFERENCES,
  PLANNER_INTERESTS,
  PLANNER_PACES,
  PLANNER_PRIORITY_FACTORS,
  PLANNER_SPECIAL_NEEDS,
  PLANNER_TRANSPORTATION,
  PlannerRequestSchema,
  TravelPlanSchema,
  type PlanResult,
  type PlannerRequest,
  type PlannerRequestInput,
  type TravelPlan,
} from '@dali/shared/contracts/planner';
import { isMessageKey } from '@dali/shared/messages';
import { loadCatalogSnapshotFromDir, type CatalogSnapshot } from '../apps/server/src/features/planner/engine/catalog-snapshot.js';
import { solveItinerary } from '../apps/server/src/features/planner/engine/solver.js';
import { applyRequestPatch } from '../apps/server/src/features/planner/engine/alternatives.js';
import { dishRole } from '../apps/server/src/features/planner/engine/dish-roles.js';
import { checkPlan } from '../apps/server/src/features/planner/checker/check-plan.js';
import { SEVEN_DAY_REQUEST } from './planner-requests.js';
import { ROOT, CLOCK, itemsOutsideCatalog, quantile, round2, resultHeader } from './planner-eval-common.js';

const SEED = Number(process.env.PLANNER_EVAL_SEED ?? 20261123);
const COUNT = Number(process.env.PLANNER_EVAL_COUNT ?? 240);
const SEVEN_DAY_REPEATS = 25;

/** mulberry32: small, fast, good enough to draw test inputs reproducibly. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)] as T;
  const subset = <T>(list: readonly T[], chance: number): T[] => list.filter(() => next() < chance);
  return { next, int, pick, subset, chance: (p: number) => next() < p };
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** One random planner form, as a client could send it (strings, comma lists, blanks included). */
function randomRequest(r: ReturnType<typeof prng>, snapshot: CatalogSnapshot): PlannerRequestInput {
  const days = r.int(1, 7);
  const travelers = r.int(1, 8);
  const request: Record<string, unknown> = { travelerCount: r.chance(0.2) ? String(travelers) : travelers };
  const today = '2026-11-20';
  const dateMode = r.next();
  if (dateMode < 0.4) request.durationDays = days;
  else {
    // Mostly future dates; a few in the past, which must be refused with a reason.
    const start = addDays(today, r.chance(0.05) ? -r.int(1, 30) : r.int(1, 60));
    request.startDate = start;
    if (dateMode < 0.7) request.endDate = addDays(start, days - 1);
    else request.durationDays = days;
  }
  if (r.chance(0.6)) {
    // Budget per person per day, log-uniform from ¥30 (hopeless) to ¥3000 (generous).
    const perPersonDay = Math.exp(Math.log(30) + r.next() * (Math.log(3000) - Math.log(30)));
    request.budget = Math.round(perPersonDay * travelers * days);
  }
  request.interests = r.subset(PLANNER_INTERESTS, 0.35);
  request.attractionPreferences = r.subset(PLANNER_ATTRACTION_PREFERENCES, 0.25);
  request.activityPreferences = r.subset(PLANNER_ACTIVITY_PREFERENCES, 0.25);
  request.priorityFactors = r.subset(PLANNER_PRIORITY_FACTORS, 0.3);
  request.specialNeeds = r.subset(PLANNER_SPECIAL_NEEDS, 0.15);
  request.pace = r.pick(PLANNER_PACES);
  request.transportation = r.pick(PLANNER_TRANSPORTATION);
  request.language = r.pick(['zh-CN', 'zh-HK', 'en-US', 'zh-TW']);
  if (r.chance(0.5)) request.accommodationType = r.pick(PLANNER_ACCOMMODATION_TYPES);
  if (r.chance(0.35)) request.accommodationBudget = r.pick(PLANNER_ACCOMMODATION_BUDGETS);
  const diet = r.subset(DIET_KEYS, 0.08) as string[];
  if (r.chance(0.08)) diet.push(r.pick(['peanut allergy', '不吃香菜', 'low sugar']));
  if (diet.length > 0) request.dietaryRestrictions = r.chance(0.5) ? diet.join(', ') : diet;
  const must: string[] = [];
  // Mostly sights of Dali prefecture; now and then one elsewhere in Yunnan, which has no travel times.
  const dali = snapshot.attractionList.filter((a) => a.region === 'Dali');
  for (let i = r.int(0, 3) - (r.chance(0.4) ? 1 : 0); i > 0; i--) {
    const a = r.pick(r.chance(0.85) ? dali : snapshot.attractionList);
    must.push(r.pick([a.id, a.id, a.name['en-US'], a.name['zh-CN'], a.name['zh-HK']]));
  }
  if (r.chance(0.05)) must.push('Atlantis');
  if (must.length > 0) request.mustVisit = r.chance(0.5) ? must.join(', ') : must;
  if (r.chance(0.2)) {
    const towns = r.subset(snapshot.townList.filter((t) => t.region === 'Dali'), 0.15).map((t) => r.pick([t.id, t.englishName, t.name['zh-CN']]));
    if (towns.length > 0) request.destinations = towns;
  }
  if (r.chance(0.1)) request.specialRequirements = 'We travel with a grandmother who walks slowly.';
  if (r.chance(0.3)) request.departureLocation = r.pick(['Kunming', '上海', 'Hong Kong']);
  return request as PlannerRequestInput;
}


/**
 * A day that leaves a town and comes back to it later (its start town, where the party sleeps,
 * excepted): the out-and-back a loop would avoid. Read from the plan alone, by town ids.
 */
function returnsToATownItLeft(day: TravelPlan['days'][number], snapshot: CatalogSnapshot): boolean {
  const towns = day.items.flatMap((item) => (item.kind === 'attraction' || item.kind === 'meal' ? [item.townId] : []));
  const route = towns.filter((town, i) => town !== towns[i - 1]);
  const home = new Set(day.items.flatMap((item) => (item.kind === 'lodging' ? [item.townId] : [])));
  const first = day.items.find((item) => item.kind === 'transfer');
  if (first?.kind === 'transfer' && first.fromKind === 'stay') home.add(snapshot.stays.get(first.fromId)?.townId ?? '');
  if (first?.kind === 'transfer' && first.fromKind === 'town') home.add(first.fromId);
  return route.some((town, i) => !home.has(town) && route.indexOf(town) !== i);
}

async function main(): Promise<void> {
  console.log(`planner eval: seed ${SEED}, ${COUNT} requests, clock ${CLOCK.toISOString()}`);
  const loadStart = performance.now();
  const snapshot = await loadCatalogSnapshotFromDir(path.join(ROOT, 'catalog'));
  const snapshotLoadMs = performance.now() - loadStart;
  const r = prng(SEED);

  const passes = Object.fromEntries(PLAN_CONSTRAINTS.map((c) => [c, 0])) as Record<string, number>;
  const problems: { request: number; kind: string; detail: string }[] = [];
  const solveMs: number[] = [];
  const sevenDayMs: number[] = [];
  const infeasibleBy: Record<string, number> = {};
  const infeasibleByReason: Record<string, number> = {};
  let delivered = 0;
  let infeasible = 0;
  let invalidRequests = 0;
  let outsideCatalog = 0;
  let contractViolations = 0;
  let alternativesOffered = 0;
  let alternativesVerified = 0;
  let infeasibleWithAlternative = 0;
  let infeasibleWithoutReason = 0;
  // What a traveller would notice in a delivered plan: time in transit per day, the same
  // restaurant twice in a day, a lunch or dinner of sides or drinks alone.
  const dayTransferMinutes: number[] = [];
  let sameDayRestaurantRepeats = 0;
  let sameTripRestaurantRepeats = 0;
  let mealsWithoutMain = 0;
  let mealLegsOver90 = 0;
  let outAndBackDays = 0;
  let meals = 0;
  const noteMeals = (plan: TravelPlan) => {
    const tripMeals = new Map<string, number>();
    for (const day of plan.days) {
      outAndBackDays += returnsToATownItLeft(day, snapshot) ? 1 : 0;
      day.items.forEach((item, index) => {
        const next = day.items[index + 1];
        if (item.kind === 'transfer' && item.minutes > 90 && next?.kind === 'meal') mealLegsOver90++;
        if (item.kind === 'meal' && item.meal !== 'breakfast') tripMeals.set(item.restaurantId, (tripMeals.get(item.restaurantId) ?? 0) + 1);
      });
      dayTransferMinutes.push(day.items.reduce((sum, item) => sum + (item.kind === 'transfer' ? item.minutes : 0), 0));
      const eaten = new Set<string>();
      for (const item of day.items) {
        if (item.kind !== 'meal') continue;
        meals++;
        if (eaten.has(item.restaurantId)) sameDayRestaurantRepeats++;
        eaten.add(item.restaurantId);
        const listed = item.dishIds.map((id) => snapshot.foods.get(id)).filter((food) => food !== undefined);
        if (item.meal !== 'breakfast' && listed.length > 0 && !listed.some((food) => dishRole(food) === 'main')) mealsWithoutMain++;
      }
    }
    for (const count of tripMeals.values()) sameTripRestaurantRepeats += count - 1;
  };

  const judge = (plan: TravelPlan, request: PlannerRequest, index: number, kind: string) => {
    if (!TravelPlanSchema.safeParse(plan).success) {
      contractViolations++;
      problems.push({ request: index, kind: `${kind}: contract`, detail: 'plan does not match TravelPlanSchema' });
    }
    const outside = itemsOutsideCatalog(plan, snapshot);
    outsideCatalog += outside.length;
    if (outside.length > 0) problems.push({ request: index, kind: `${kind}: catalog`, detail: outside.join(', ') });
    return checkPlan(plan, request, snapshot);
  };

  for (let i = 0; i < COUNT; i++) {
    const input = randomRequest(r, snapshot);
    const parsed = PlannerRequestSchema.safeParse(input);
    if (!parsed.success) {
      invalidRequests++;
      problems.push({ request: i, kind: 'invalid request', detail: JSON.stringify(parsed.error.issues.map((x) => x.message)) });
      continue;
    }
    const request = parsed.data;
    const start = performance.now();
    const result: PlanResult = solveItinerary(request, snapshot, { clock: CLOCK });
    const ms = performance.now() - start;
    solveMs.push(ms);
    if (result.feasible) {
      delivered++;
      noteMeals(result.plan);
      if (result.plan.overview.dayCount === 7) sevenDayMs.push(ms);
      const check = judge(result.plan, request, i, 'plan');
      for (const c of check.results) {
        if (c.passed) passes[c.constraint] = (passes[c.constraint] ?? 0) + 1;
        else problems.push({ request: i, kind: `plan: ${c.constraint}`, detail: c.details.map((d) => `d${d.dayIndex}#${d.itemIndex} ${d.message}`).join('; ') });
      }
      continue;
    }
    infeasible++;
    if (result.failures.length === 0 || result.failures.some((f) => !isMessageKey(f.reason))) {
      infeasibleWithoutReason++;
      problems.push({ request: i, kind: 'infeasible without reason', detail: JSON.stringify(result.failures) });
    }
    for (const f of result.failures) infeasibleBy[f.constraint] = (infeasibleBy[f.constraint] ?? 0) + 1;
    for (const f of result.failures) infeasibleByReason[f.reason] = (infeasibleByReason[f.reason] ?? 0) + 1;
    if (result.alternatives.length > 0) infeasibleWithAlternative++;
    for (const alternative of result.alternatives) {
      alternativesOffered++;
      const patched = applyRequestPatch(request, alternative.patch);
      const again = patched ? solveItinerary(patched, snapshot, { clock: CLOCK, alternatives: false }) : null;
      if (!patched || !again?.feasible || !isMessageKey(alternative.description)) {
        problems.push({ request: i, kind: 'alternative not feasible', detail: JSON.stringify(alternative) });
        continue;
      }
      const check = judge(again.plan, patched, i, 'alternative');
      if (check.passed) alternativesVerified++;
      else problems.push({ request: i, kind: 'alternative plan fails check', detail: JSON.stringify(check.results.filter((c) => !c.passed)) });
    }
  }

  // A fixed 7-day plan, solved repeatedly: the figure the product promise is measured by.
  const sevenDay = SEVEN_DAY_REQUEST;
  const fixedMs: number[] = [];
  let fixedFeasible = true;
  for (let i = 0; i < SEVEN_DAY_REPEATS; i++) {
    const start = performance.now();
    const result = solveItinerary(sevenDay, snapshot, { clock: CLOCK });
    fixedMs.push(performance.now() - start);
    if (!result.feasible || !checkPlan(result.plan, sevenDay, snapshot).passed) fixedFeasible = false;
  }

  const sortedSolve = [...solveMs].sort((a, b) => a - b);
  const sortedFixed = [...fixedMs].sort((a, b) => a - b);
  const sortedSeven = [...sevenDayMs].sort((a, b) => a - b);
  const passRates = Object.fromEntries(PLAN_CONSTRAINTS.map((c) => [c, delivered === 0 ? null : round2((100 * (passes[c] ?? 0)) / delivered)]));
  const requirements = [
    { name: 'every hard constraint passes on every delivered plan', met: PLAN_CONSTRAINTS.every((c) => passes[c] === delivered) },
    { name: 'no item outside the catalog', met: outsideCatalog === 0 },
    { name: 'every plan matches the TravelPlan contract', met: contractViolations === 0 },
    { name: 'every infeasible request reported with a reason key', met: infeasibleWithoutReason === 0 },
    { name: 'every offered alternative is feasible and passes the checker', met: alternativesVerified === alternativesOffered },
    { name: 'every generated request is valid', met: invalidRequests === 0 },
    { name: 'fixed 7-day plan feasible, clean, p95 under 1000 ms', met: fixedFeasible && quantile(sortedFixed, 0.95) < 1000 },
  ];

  const results = {
    ...resultHeader('planner-eval'),
    seed: SEED,
    requests: COUNT,
    snapshotLoadMs: round2(snapshotLoadMs),
    delivered,
    infeasible,
    invalidRequests,
    infeasibleByConstraint: infeasibleBy,
    infeasibleByReason,
    infeasibleWithAlternative,
    alternativesOffered,
    alternativesVerified,
    passRatesPercent: passRates,
    itemsOutsideCatalog: outsideCatalog,
    contractViolations,
    dayPlans: {
      days: dayTransferMinutes.length,
      transferMinutesPerDayMedian: quantile([...dayTransferMinutes].sort((a, b) => a - b), 0.5),
      transferMinutesPerDayP95: quantile([...dayTransferMinutes].sort((a, b) => a - b), 0.95),
      meals,
      sameDayRestaurantRepeats,
      sameTripRestaurantRepeats,
      lunchOrDinnerWithoutMain: mealsWithoutMain,
      mealsReachedByLegsOver90Minutes: mealLegsOver90,
      outAndBackDays,
    },
    timingMs: {
      solveMedian: round2(quantile(sortedSolve, 0.5)),
      solveP95: round2(quantile(sortedSolve, 0.95)),
      solveMax: round2(sortedSolve[sortedSolve.length - 1] ?? 0),
      sevenDayDeliveredCount: sortedSeven.length,
      sevenDayDeliveredMedian: round2(quantile(sortedSeven, 0.5)),
      sevenDayDeliveredMax: round2(sortedSeven[sortedSeven.length - 1] ?? 0),
      fixedSevenDayRepeats: SEVEN_DAY_REPEATS,
      fixedSevenDayMedian: round2(quantile(sortedFixed, 0.5)),
      fixedSevenDayP95: round2(quantile(sortedFixed, 0.95)),
      fixedSevenDayFirst: round2(fixedMs[0] ?? 0),
    },
    requirements,
    problems: problems.slice(0, 50),
  };

  console.log(`delivered ${delivered}, infeasible ${infeasible} (${JSON.stringify(infeasibleBy)}), invalid ${invalidRequests}`);
  console.log(`infeasible by reason: ${JSON.stringify(infeasibleByReason)}`);
  console.log(`alternatives: ${alternativesOffered} offered, ${alternativesVerified} verified; infeasible with an alternative: ${infeasibleWithAlternative}/${infeasible}`);
  console.log('pass rates on delivered plans (%):');
  for (const [constraint, rate] of Object.entries(passRates)) console.log(`  ${constraint.padEnd(14)} ${rate}`);
  console.log(`items outside the catalog: ${outsideCatalog}; contract violations: ${contractViolations}`);
  const dp = results.dayPlans;
  console.log(`days: ${dp.days}; transfer minutes per day: median ${dp.transferMinutesPerDayMedian}, p95 ${dp.transferMinutesPerDayP95}; meals ${dp.meals}, same restaurant twice in a day ${dp.sameDayRestaurantRepeats}, in the trip ${dp.sameTripRestaurantRepeats}, lunch or dinner without a main ${dp.lunchOrDinnerWithoutMain}, meals reached by legs over 90 min ${dp.mealsReachedByLegsOver90Minutes}, out-and-back days ${dp.outAndBackDays}`);
  const t = results.timingMs;
  console.log(`solve ms: median ${t.solveMedian}, p95 ${t.solveP95}, max ${t.solveMax}; delivered 7-day plans: ${t.sevenDayDeliveredCount}, median ${t.sevenDayDeliveredMedian}, max ${t.sevenDayDeliveredMax}`);
  console.log(`fixed 7-day plan ×${SEVEN_DAY_REPEATS}: median ${t.fixedSevenDayMedian} ms, p95 ${t.fixedSevenDayP95} ms, first ${t.fixedSevenDayFirst} ms`);
  for (const req of requirements) console.log(`${req.met ? 'PASS' : 'FAIL'}  ${req.name}`);
  for (const p of problems.slice(0, 20)) console.log(`  #${p.request} ${p.kind}: ${p.detail.slice(0, 300)}`);

  const out = path.join(ROOT, 'bench', 'results', 'planner-eval.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`wrote ${path.relative(ROOT, out)}`);
  if (requirements.some((req) => !req.met)) process.exitCode = 1;
}

// `--set realistic` and `--set constraints` run the other evaluation sets (their modules say what
// they measure); no flag runs the random set above.
const setFlag = process.argv.indexOf('--set');
const set = setFlag >= 0 ? process.argv[setFlag + 1] : process.argv.find((arg) => arg.startsWith('--set='))?.slice('--set='.length);
if (set === undefined || set === 'random') await main();
else if (set === 'realistic') await (await import('./planner-eval-realistic.js')).runRealisticEval();
else if (set === 'constraints') await (await import('./planner-eval-constraints.js')).runConstraintEval();
else {
  console.error(`unknown evaluation set "${set}": use random, realistic or constraints`);
  process.exitCode = 2;
}
