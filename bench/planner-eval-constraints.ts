/**
 * `npm run eval:planner -- --set constraints`: are the constraints a traveller states in the
 * planner's quick-text box kept, or at least reported, by the deterministic itinerary planner?
 *
 * The set (bench/planner-constraint-requests.ts: 168 requests, a third each in zh-CN, zh-HK and
 * en-US, half formal and half casual, 1–3 stated constraints each) follows the constraint families
 * of ChinaTravel (J.-J. Shao et al., "ChinaTravel: A Real-World Benchmark for Language Agents in
 * Chinese Travel Planning", arXiv:2412.13682; code and DSL at github.com/LAMDASZ-ML/ChinaTravel,
 * e.g. chinatravel/agent/nesy_agent/nl2sl_hybrid.py and the `hard_logic_nl` examples of its
 * README such as "总预算为1800元", "市内交通选择taxi"). ChinaTravel's logical constraints are
 * written in its DSL as `{'…'}<=attraction_names` (required sights), negated name sets (forbidden
 * sights), `spot_type` sets (kinds of sight), `cost<=` (total budget), per-category costs
 * (`hotel_price<=`, `food_price<=`, tickets), `transport_type<={'metro','taxi','walk'}` (inner-city
 * transport modes allowed or excluded), `rooms==`, `room_type==`, `hotel_feature`, plus the
 * day/time-of-day and order requests of its human-written queries. They are adapted to Dali's
 * catalog: places required / forbidden (attractions and towns), kinds of sight excluded, a sight on
 * a given day, visiting order, time of day, attraction counts (trip or per day, at most / at
 * least / exactly), free sights, meals every day, cost caps by category (lodging, tickets, food,
 * local transport, total, per day), transfer modes excluded or the only ones allowed, walking and
 * daily transfer minutes, lodging type, number of rooms and room type.
 *
 * Each text goes through the planner's own path: `extractRequestFromText` (the embedded rule
 * extractor) then `PlannerRequestSchema.safeParse({ language, ...extracted.request })`, exactly as
 * planner.service.ts does, then `solveItinerary` on the real catalog folder with a fixed clock.
 * Every stated constraint is judged on the delivered plan by this file, independently of the
 * engine and its checker, and classified:
 * - `kept`: the delivered plan meets it;
 * - `reported`: not met, but the traveller was told — the words that state it (`phrase`) overlap a
 *   phrase the extractor listed as unrecognised, or the request came back infeasible with a
 *   failure naming a reason key;
 *   A lodging type the plan's overview names as substituted (`lodgingSubstitute`) counts as
 *   reported too: the plan itself tells the traveller;
 * - `dropped`: not met and not reported (the traveller gets a plan that silently ignores it).
 * Infeasible requests whose extracted total budget equals a stated category cap (tickets, lodging,
 * food, local transport, per day) are listed as `budgetFromCategoryCap`: the cap was read as the
 * trip's budget, so "reported" there means refused for a misread.
 * Per request: extraction valid, delivered or infeasible (failing constraints and reason keys),
 * the engine checker's verdict (checker/check-plan.ts) on delivered plans.
 *
 * Requirements (exit code 1 when one fails): ≥ 97 % of the constraints of delivered plans kept;
 * 100 % of constraints not kept reported; 100 % of delivered plans pass the engine checker.
 * Writes bench/results/planner-eval-constraints.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PlannerRequestSchema, type PlanResult, type TravelPlan } from '@dali/shared/contracts/planner';
import { isMessageKey } from '@dali/shared/messages';
import { loadCatalogSnapshotFromDir, type CatalogSnapshot } from '../apps/server/src/features/planner/engine/catalog-snapshot.js';
import { solveItinerary } from '../apps/server/src/features/planner/engine/solver.js';
import { checkPlan } from '../apps/server/src/features/planner/checker/check-plan.js';
import { extractRequestFromText } from '../apps/server/src/features/planner/extract/extract-request.js';
import {
  CONSTRAINT_REQUESTS,
  EXPECTATION_KINDS,
  type ConstraintRequest,
  type EvalLanguage,
  type EvalStyle,
  type Expectation,
  type ExpectationKind,
} from './planner-constraint-requests.js';
import { ROOT, CLOCK, resultHeader } from './planner-eval-common.js';

const LANGUAGES: readonly EvalLanguage[] = ['zh-CN', 'zh-HK', 'en-US'];
const STYLES: readonly EvalStyle[] = ['formal', 'casual'];
const KEPT_REQUIRED_PERCENT = 97;

type Status = 'kept' | 'reported' | 'dropped';

interface Verdict {
  met: boolean;
  /** Why it is not met (empty when met). */
  detail: string;
}

const minutesOf = (time: string): number => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** A visit of a place in the plan: its day and start minute; for a town, its sights (else its meals). */
interface Visit {
  day: number;
  start: number;
  end: number;
}

function visitsOf(plan: TravelPlan, id: string, snapshot: CatalogSnapshot): Visit[] {
  const sights: Visit[] = [];
  const meals: Visit[] = [];
  const isTown = !snapshot.attractions.has(id) && snapshot.towns.has(id);
  for (const day of plan.days) {
    for (const item of day.items) {
      if (item.kind === 'attraction' && (isTown ? item.townId === id : item.catalogId === id)) {
        sights.push({ day: day.dayIndex, start: minutesOf(item.start), end: minutesOf(item.end) });
      }
      if (isTown && item.kind === 'meal' && item.townId === id) meals.push({ day: day.dayIndex, start: minutesOf(item.start), end: minutesOf(item.end) });
    }
  }
  return sights.length > 0 ? sights : meals;
}

const firstVisit = (visits: Visit[]): Visit | undefined =>
  [...visits].sort((a, b) => a.day - b.day || a.start - b.start)[0];

const ok: Verdict = { met: true, detail: '' };
const fail = (detail: string): Verdict => ({ met: false, detail });

/** Judge one stated constraint on a delivered plan, independently of the engine. */
function judge(e: Expectation, plan: TravelPlan, snapshot: CatalogSnapshot): Verdict {
  const days = plan.days;
  const items = days.flatMap((d) => d.items.map((item) => ({ day: d.dayIndex, item })));
  const sights = items.flatMap(({ day, item }) => (item.kind === 'attraction' ? [{ day, item }] : []));
  const transfers = items.flatMap(({ day, item }) => (item.kind === 'transfer' ? [{ day, item }] : []));
  const lodgings = items.flatMap(({ day, item }) => (item.kind === 'lodging' ? [{ day, item }] : []));
  switch (e.kind) {
    case 'includePlace':
      return visitsOf(plan, e.id, snapshot).length > 0 ? ok : fail(`${e.id} not in the plan`);
    case 'excludePlace': {
      if (snapshot.attractions.has(e.id)) return sights.some((s) => s.item.catalogId === e.id) ? fail(`${e.id} planned`) : ok;
      const inTown = items.filter(({ item }) => (item.kind === 'attraction' || item.kind === 'meal' || item.kind === 'lodging') && item.townId === e.id);
      return inTown.length > 0 ? fail(`${inTown.length} items in ${e.id}`) : ok;
    }
    case 'excludeCategory': {
      const hit = sights.filter((s) => snapshot.attractions.get(s.item.catalogId)?.type === e.category);
      return hit.length > 0 ? fail(`${e.category}: ${hit.map((s) => s.item.catalogId).join(', ')}`) : ok;
    }
    case 'onDay': {
      const target = e.day === 'last' ? days.length : e.day;
      const visits = visitsOf(plan, e.id, snapshot);
      if (visits.length === 0) return fail(`${e.id} not in the plan`);
      return visits.some((v) => v.day === target) ? ok : fail(`${e.id} on day ${visits.map((v) => v.day).join(',')}, wanted ${target}`);
    }
    case 'order': {
      const a = firstVisit(visitsOf(plan, e.first, snapshot));
      const b = firstVisit(visitsOf(plan, e.then, snapshot));
      if (!a || !b) return fail(`${!a ? e.first : e.then} not in the plan`);
      const before = a.day < b.day || (a.day === b.day && a.start < b.start);
      return before ? ok : fail(`${e.first} d${a.day}@${a.start} not before ${e.then} d${b.day}@${b.start}`);
    }
    case 'timeWindow': {
      const visits = visitsOf(plan, e.id, snapshot);
      if (visits.length === 0) return fail(`${e.id} not in the plan`);
      const fits = (v: Visit) =>
        (e.after === undefined || v.start >= minutesOf(e.after)) &&
        (e.before === undefined || v.end <= minutesOf(e.before)) &&
        (e.at === undefined || v.start === minutesOf(e.at));
      return visits.every(fits) ? ok : fail(`${e.id} at ${visits.map((v) => `d${v.day} ${v.start}-${v.end}min`).join(', ')}`);
    }
    case 'attractionCount': {
      const inRange = (n: number) => (e.min === undefined || n >= e.min) && (e.max === undefined || n <= e.max);
      if (e.scope === 'trip') return inRange(sights.length) ? ok : fail(`${sights.length} sights in the trip`);
      const perDay = days.map((d) => d.items.filter((i) => i.kind === 'attraction').length);
      return perDay.every(inRange) ? ok : fail(`sights per day ${perDay.join(',')}`);
    }
    case 'freeSights': {
      const n = sights.filter((s) => s.item.ticketFen === 0).length;
      return n >= e.min ? ok : fail(`${n} free sights`);
    }
    case 'mealsPerDay': {
      const missing = days.filter((d) => !d.items.some((i) => i.kind === 'meal' && i.meal === e.meal)).map((d) => d.dayIndex);
      return missing.length === 0 ? ok : fail(`no ${e.meal} on day ${missing.join(',')}`);
    }
    case 'cap': {
      const c = plan.costs;
      const fen =
        e.category === 'lodging'
          ? c.lodgingFen
          : e.category === 'tickets'
            ? c.ticketsFen
            : e.category === 'food'
              ? c.foodFen
              : e.category === 'localTransport'
                ? c.localTransportFen
                : e.category === 'total'
                  ? c.totalFen
                  : c.totalFen / Math.max(1, days.length);
      return fen <= e.maxCny * 100 ? ok : fail(`${e.category} ¥${Math.round(fen) / 100} > ¥${e.maxCny}`);
    }
    case 'noMode': {
      const n = transfers.filter((t) => t.item.mode === e.mode).length;
      return n === 0 ? ok : fail(`${n} ${e.mode} transfers`);
    }
    case 'onlyModes': {
      const other = [...new Set(transfers.map((t) => t.item.mode).filter((m) => !e.modes.includes(m)))];
      return other.length === 0 ? ok : fail(`also ${other.join(', ')}`);
    }
    case 'maxWalkMinutes': {
      const longest = Math.max(0, ...transfers.filter((t) => t.item.mode === 'walk').map((t) => t.item.minutes));
      return longest <= e.minutes ? ok : fail(`a walk of ${longest} min`);
    }
    case 'maxTransferMinutesPerDay': {
      const perDay = days.map((d) => d.items.reduce((sum, i) => sum + (i.kind === 'transfer' ? i.minutes : 0), 0));
      return perDay.every((m) => m <= e.minutes) ? ok : fail(`transfer minutes per day ${perDay.join(',')}`);
    }
    case 'lodgingType': {
      if (lodgings.length === 0) return days.length <= 1 ? ok : fail('no lodging');
      const other = lodgings.filter((l) => snapshot.stays.get(l.item.stayId)?.type !== e.type);
      return other.length === 0 ? ok : fail(`stays ${[...new Set(other.map((l) => `${l.item.stayId}(${snapshot.stays.get(l.item.stayId)?.type ?? '?'})`))].join(', ')}`);
    }
    case 'rooms': {
      if (lodgings.length === 0) return days.length <= 1 ? ok : fail('no lodging');
      const other = lodgings.filter((l) => l.item.rooms !== e.count);
      return other.length === 0 ? ok : fail(`rooms ${lodgings.map((l) => l.item.rooms).join(',')}`);
    }
    case 'roomType': {
      if (lodgings.length === 0) return days.length <= 1 ? ok : fail('no lodging');
      const words = e.contains.map((w) => w.toLowerCase());
      const matches = (text: Record<string, string | undefined> | null) =>
        text !== null && Object.values(text).some((t) => t !== undefined && words.some((w) => t.toLowerCase().includes(w)));
      const other = lodgings.filter((l) => !matches(l.item.roomType));
      return other.length === 0 ? ok : fail(`room types ${[...new Set(other.map((l) => l.item.roomType?.['en-US'] ?? 'none'))].join(', ')}`);
    }
  }
}

/** Normalised for comparing phrases: lower case, no spaces or punctuation. */
const norm = (text: string) => text.toLowerCase().replace(/[\s,，。.;；:：!！?？、'’"“”]/g, '');

/** True when a listed unrecognised phrase and the constraint's phrase share their words. */
function phraseReported(phrase: string, unrecognised: readonly string[]): string | null {
  const p = norm(phrase);
  for (const u of unrecognised) {
    const n = norm(u);
    if (n.length < 2) continue;
    // The listed words hold the phrase, or make up at least half of it.
    if (n.includes(p) || (p.includes(n) && 2 * n.length >= p.length)) return u;
  }
  return null;
}

interface ConstraintOutcome {
  kind: ExpectationKind;
  status: Status;
  phrase: string;
  detail: string;
  expectation: Expectation;
}

interface RequestOutcome {
  id: string;
  language: EvalLanguage;
  style: EvalStyle;
  text: string;
  extractionValid: boolean;
  extractionIssues: string[];
  extracted: unknown;
  unrecognised: string[];
  outcome: 'delivered' | 'infeasible' | 'unreadable';
  /** The extracted total budget equals a stated non-total cap: the cap was read as the budget. */
  budgetFromCategoryCap: boolean;
  failures: { constraint: string; reason: string; reasonIsKey: boolean }[];
  checkerPassed: boolean | null;
  checkerFailures: string[];
  constraints: ConstraintOutcome[];
}

function evaluate(req: ConstraintRequest, snapshot: CatalogSnapshot): RequestOutcome {
  const extracted = extractRequestFromText({ text: req.text, language: req.language, snapshot, clock: CLOCK });
  const unrecognised = extracted.unrecognised;
  const parsed = PlannerRequestSchema.safeParse({ language: req.language, ...extracted.request });
  const budget = Number(extracted.request.budget);
  const budgetFromCategoryCap = req.constraints.some((e) => e.kind === 'cap' && e.category !== 'total' && e.maxCny === budget);
  const base = { id: req.id, language: req.language, style: req.style, text: req.text, extracted: extracted.request, unrecognised, budgetFromCategoryCap };
  const reportedBy = (e: Expectation) => phraseReported(e.phrase, unrecognised);
  if (!parsed.success) {
    // The service answers PLANNER_TEXT_UNREADABLE: no plan; a constraint counts as reported only
    // when its own words were listed as unrecognised.
    return {
      ...base,
      extractionValid: false,
      extractionIssues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
      outcome: 'unreadable',
      failures: [],
      checkerPassed: null,
      checkerFailures: [],
      constraints: req.constraints.map((e) => {
        const by = reportedBy(e);
        return { kind: e.kind, status: by ? 'reported' : 'dropped', phrase: e.phrase, detail: by ? `unrecognised "${by}" (request unreadable)` : 'request unreadable', expectation: e };
      }),
    };
  }
  const request = parsed.data;
  const result: PlanResult = solveItinerary(request, snapshot, { clock: CLOCK });
  if (!result.feasible) {
    const failures = result.failures.map((f) => ({ constraint: f.constraint, reason: f.reason, reasonIsKey: isMessageKey(f.reason) }));
    const told = failures.length > 0 && failures.every((f) => f.reasonIsKey);
    return {
      ...base,
      extractionValid: true,
      extractionIssues: [],
      outcome: 'infeasible',
      failures,
      checkerPassed: null,
      checkerFailures: [],
      constraints: req.constraints.map((e) => {
        const by = reportedBy(e);
        const status: Status = told || by ? 'reported' : 'dropped';
        return { kind: e.kind, status, phrase: e.phrase, detail: told ? `infeasible: ${failures.map((f) => f.constraint).join(', ')}` : by ? `unrecognised "${by}"` : 'infeasible without reason', expectation: e };
      }),
    };
  }
  const check = checkPlan(result.plan, request, snapshot);
  return {
    ...base,
    extractionValid: true,
    extractionIssues: [],
    outcome: 'delivered',
    failures: [],
    checkerPassed: check.passed,
    checkerFailures: check.results.filter((r) => !r.passed).map((r) => `${r.constraint}: ${r.details.map((d) => d.message).join('; ').slice(0, 200)}`),
    constraints: req.constraints.map((e) => {
      const verdict = judge(e, result.plan, snapshot);
      if (verdict.met) return { kind: e.kind, status: 'kept', phrase: e.phrase, detail: '', expectation: e };
      const by = reportedBy(e);
      if (by) return { kind: e.kind, status: 'reported', phrase: e.phrase, detail: `${verdict.detail}; unrecognised "${by}"`, expectation: e };
      // The plan itself says the lodging type asked for could not be booked (overview.lodgingSubstitute).
      const substitute = result.plan.overview.lodgingSubstitute;
      if (e.kind === 'lodgingType' && substitute !== null) {
        return { kind: e.kind, status: 'reported', phrase: e.phrase, detail: `${verdict.detail}; plan notice lodgingSubstitute ${substitute.requested}→${substitute.used}`, expectation: e };
      }
      return { kind: e.kind, status: 'dropped', phrase: e.phrase, detail: verdict.detail, expectation: e };
    }),
  };
}

interface Tally {
  constraints: number;
  kept: number;
  reported: number;
  dropped: number;
}
const emptyTally = (): Tally => ({ constraints: 0, kept: 0, reported: 0, dropped: 0 });
const addTo = (tally: Tally, status: Status) => {
  tally.constraints++;
  tally[status]++;
};
const pct = (part: number, whole: number) => (whole === 0 ? null : Math.round((10_000 * part) / whole) / 100);

export async function runConstraintEval(): Promise<void> {
  console.log(`planner constraint eval: ${CONSTRAINT_REQUESTS.length} requests, clock ${CLOCK.toISOString()}`);
  const snapshot = await loadCatalogSnapshotFromDir(path.join(ROOT, 'catalog'));
  const started = performance.now();
  const outcomes = CONSTRAINT_REQUESTS.map((req) => evaluate(req, snapshot));
  const elapsedMs = performance.now() - started;

  const byKind = Object.fromEntries(EXPECTATION_KINDS.map((k) => [k, emptyTally()])) as Record<ExpectationKind, Tally>;
  const byLanguage = Object.fromEntries(LANGUAGES.map((l) => [l, emptyTally()])) as Record<EvalLanguage, Tally>;
  const byStyle = Object.fromEntries(STYLES.map((s) => [s, emptyTally()])) as Record<EvalStyle, Tally>;
  const byKindLanguage = Object.fromEntries(EXPECTATION_KINDS.map((k) => [k, Object.fromEntries(LANGUAGES.map((l) => [l, emptyTally()]))])) as Record<
    ExpectationKind,
    Record<EvalLanguage, Tally>
  >;
  const total = emptyTally();
  const onDelivered = emptyTally();
  for (const o of outcomes) {
    for (const c of o.constraints) {
      addTo(total, c.status);
      addTo(byKind[c.kind], c.status);
      addTo(byLanguage[o.language], c.status);
      addTo(byStyle[o.style], c.status);
      addTo(byKindLanguage[c.kind][o.language], c.status);
      if (o.outcome === 'delivered') addTo(onDelivered, c.status);
    }
  }
  const delivered = outcomes.filter((o) => o.outcome === 'delivered');
  const infeasible = outcomes.filter((o) => o.outcome === 'infeasible');
  const unreadable = outcomes.filter((o) => o.outcome === 'unreadable');
  const checkerFailed = delivered.filter((o) => o.checkerPassed !== true);
  const notKept = total.reported + total.dropped;
  const keptPercentOnDelivered = pct(onDelivered.kept, onDelivered.constraints);
  const unrepresentableReportedPercent = notKept === 0 ? 100 : pct(total.reported, notKept);
  const checkerPassPercent = delivered.length === 0 ? null : pct(delivered.length - checkerFailed.length, delivered.length);
  const dropped = outcomes.flatMap((o) =>
    o.constraints.filter((c) => c.status === 'dropped').map((c) => ({ id: o.id, language: o.language, style: o.style, kind: c.kind, phrase: c.phrase, detail: c.detail, text: o.text })),
  );
  const reported = outcomes.flatMap((o) =>
    o.constraints.filter((c) => c.status === 'reported').map((c) => ({ id: o.id, kind: c.kind, phrase: c.phrase, detail: c.detail, text: o.text })),
  );
  const requirements = [
    { name: `≥ ${KEPT_REQUIRED_PERCENT} % of the constraints of delivered plans kept`, value: keptPercentOnDelivered, met: keptPercentOnDelivered !== null && keptPercentOnDelivered >= KEPT_REQUIRED_PERCENT },
    { name: '100 % of the constraints not kept reported to the traveller', value: unrepresentableReportedPercent, met: total.dropped === 0 },
    { name: '100 % of delivered plans pass the engine checker', value: checkerPassPercent, met: checkerFailed.length === 0 },
  ];

  // Table by kind × language: kept/reported/dropped.
  const cell = (t: Tally) => (t.constraints === 0 ? '-' : `${t.kept}/${t.reported}/${t.dropped}`).padStart(9);
  console.log(`\n${'kind (kept/reported/dropped)'.padEnd(28)}${LANGUAGES.map((l) => l.padStart(9)).join('')}${'all'.padStart(10)}`);
  for (const k of EXPECTATION_KINDS) {
    console.log(`${k.padEnd(28)}${LANGUAGES.map((l) => cell(byKindLanguage[k][l])).join('')} ${cell(byKind[k])}`);
  }
  console.log(`${'all'.padEnd(28)}${LANGUAGES.map((l) => cell(byLanguage[l])).join('')} ${cell(total)}`);
  console.log(`by style: ${STYLES.map((s) => `${s} ${byStyle[s].kept}/${byStyle[s].reported}/${byStyle[s].dropped}`).join(', ')}`);
  console.log(`\nrequests: ${outcomes.length}; delivered ${delivered.length}, infeasible ${infeasible.length}, unreadable ${unreadable.length}; checker failures ${checkerFailed.length}`);
  console.log(`kept on delivered plans: ${keptPercentOnDelivered} % (${onDelivered.kept}/${onDelivered.constraints}); reported of not kept: ${unrepresentableReportedPercent} % (${total.reported}/${notKept})`);
  for (const o of infeasible) console.log(`  infeasible ${o.id}: ${o.failures.map((f) => `${f.constraint} ${f.reason}`).join('; ')}${o.budgetFromCategoryCap ? ' (a category cap read as the total budget)' : ''}`);
  for (const o of unreadable) console.log(`  unreadable ${o.id}: ${o.extractionIssues.join('; ')} — ${o.text}`);
  for (const o of checkerFailed) console.log(`  checker ${o.id}: ${o.checkerFailures.join(' | ')}`);
  for (const req of requirements) console.log(`${req.met ? 'PASS' : 'FAIL'}  ${req.name} (${req.value ?? 'n/a'})`);

  const results = {
    ...resultHeader('planner-eval-constraints'),
    source: 'ChinaTravel constraint families (Shao et al., arXiv:2412.13682; github.com/LAMDASZ-ML/ChinaTravel), adapted to Dali',
    elapsedMs: Math.round(elapsedMs),
    requests: outcomes.length,
    requestsByLanguage: Object.fromEntries(LANGUAGES.map((l) => [l, outcomes.filter((o) => o.language === l).length])),
    requestsByStyle: Object.fromEntries(STYLES.map((s) => [s, outcomes.filter((o) => o.style === s).length])),
    extractionValid: outcomes.filter((o) => o.extractionValid).length,
    delivered: delivered.length,
    infeasible: infeasible.length,
    unreadable: unreadable.length,
    deliveredPercent: pct(delivered.length, outcomes.length),
    checkerPassed: delivered.length - checkerFailed.length,
    budgetFromCategoryCap: outcomes.filter((o) => o.budgetFromCategoryCap).map((o) => ({ id: o.id, outcome: o.outcome, text: o.text })),
    totals: total,
    onDeliveredPlans: onDelivered,
    byKind,
    byLanguage,
    byStyle,
    byKindLanguage,
    keptPercentOnDelivered,
    unrepresentableReportedPercent,
    requirements,
    dropped,
    reported,
    perRequest: outcomes.map((o) => ({
      id: o.id,
      language: o.language,
      style: o.style,
      text: o.text,
      extractionValid: o.extractionValid,
      extractionIssues: o.extractionIssues,
      extracted: o.extracted,
      unrecognised: o.unrecognised,
      outcome: o.outcome,
      budgetFromCategoryCap: o.budgetFromCategoryCap,
      failures: o.failures,
      checkerPassed: o.checkerPassed,
      checkerFailures: o.checkerFailures,
      constraints: o.constraints.map((c) => ({ kind: c.kind, status: c.status, phrase: c.phrase, detail: c.detail })),
    })),
  };
  const out = path.join(ROOT, 'bench', 'results', 'planner-eval-constraints.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`wrote ${path.relative(ROOT, out)}`);
  if (requirements.some((r) => !r.met)) process.exitCode = 1;
}
