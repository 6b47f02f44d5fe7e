/**
 * `npm run eval:chat`: evaluation of the embedded (local) chat engine on the questions of
 * bench/chat-questions.ts — a third each in zh-CN, zh-HK and en-US, including out-of-scope ones.
 *
 * The catalog folder is imported into a temporary SQLite database; the engine runs directly (no
 * HTTP) on the chat catalog read from it (knowledge/chat-catalog-cache.ts) with the planner's
 * itinerary preview. For each question the eval derives the facts its answer must contain from the
 * catalog rows at run time (ticket figure, opening times, open state at the asking time, km and
 * car minutes, diet facts, restaurant and stay names…), so nothing here is a copy of the data.
 *
 * Reports: answered % and correct-fact % on in-scope questions; grounded % (answers whose
 * place-like names all resolve to catalog entries or the catalog's own text, grounding.ts); refusal
 * correctness on out-of-scope questions and false refusals on in-scope ones; first-piece and
 * complete latency p50/p95 (one warm-up question per language is not counted); a per-language
 * breakdown and every failure. Targets (exit code 1 when one fails): ≥ 90 % answered-correct on
 * in-scope questions, 100 % grounded, every out-of-scope question refused, first piece p95 ≤ 100 ms.
 * Writes bench/results/chat-eval.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChatReference } from '@dali/shared/contracts/chat';
import type { Locale } from '@dali/shared/locales';
import { importCatalog } from '../apps/server/src/db/catalog/import-catalog.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import type { ChatHistoryTurn } from '../apps/server/src/features/chat/chat-engine.js';
import { createLocalChatEngine } from '../apps/server/src/features/chat/engines/local-chat-engine.js';
import { checkGrounding } from '../apps/server/src/features/chat/grounding.js';
import { createChatCatalogCache } from '../apps/server/src/features/chat/knowledge/chat-catalog-cache.js';
import type { ChatAttraction, ChatCatalog, ChatEntity } from '../apps/server/src/features/chat/knowledge/chat-catalog.js';
import { loadCatalogSnapshotFromDatabase } from '../apps/server/src/features/planner/engine/catalog-snapshot.js';
import { createItineraryPreview } from '../apps/server/src/features/planner/itinerary-preview.js';
import { openStatusAt, parseDays } from '../apps/server/src/lib/opening-hours.js';
import { CHAT_EVAL_QUESTIONS, type ChatEvalQuestion } from './chat-questions.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Noon in China on Friday 2026-11-20, and 23:00 the same day. */
const NOON = Date.parse('2026-11-20T04:00:00Z');
const NIGHT = Date.parse('2026-11-20T15:00:00Z');

/** One requirement on an answer: a label for the report and a test of the Markdown text. */
interface FactCheck {
  label: string;
  test: (answer: string) => boolean;
}

// Words of the answer language that say a fact is unknown, free, always open, open, closed.
const UNKNOWN: Record<Locale, RegExp> = { 'zh-CN': /没有|不详/, 'zh-HK': /沒有|不詳/, 'en-US': /not known|no [a-z ]+ in our data|cannot say/i };
const FREE: Record<Locale, RegExp> = { 'zh-CN': /免费/, 'zh-HK': /免費/, 'en-US': /\bfree\b/i };
const ALWAYS: Record<Locale, RegExp> = { 'zh-CN': /全天/, 'zh-HK': /全天/, 'en-US': /all times/i };
const OPEN: Record<Locale, RegExp> = { 'zh-CN': /现在开放/, 'zh-HK': /現在開放/, 'en-US': /open now/i };
const CLOSED: Record<Locale, RegExp> = { 'zh-CN': /关闭/, 'zh-HK': /關閉/, 'en-US': /closed/i };
const CLOSED_ON_DAY: Record<Locale, RegExp> = { 'zh-CN': /不开放|关闭/, 'zh-HK': /不開放|關閉/, 'en-US': /closed/i };
const NO_STAY: Record<Locale, RegExp> = { 'zh-CN': /没有找到/, 'zh-HK': /找不到/, 'en-US': /no stay/i };
const REFUSAL = /^(?:抱歉|Sorry)/;
// Diet tags (catalog/README.md) → a word the answer must use for them.
const DIET_WORDS: Record<string, Record<Locale, RegExp>> = {
  vegetarian: { 'zh-CN': /素/, 'zh-HK': /素/, 'en-US': /vegetarian/i },
  vegan: { 'zh-CN': /纯素/, 'zh-HK': /純素/, 'en-US': /vegan/i },
  'contains-pork': { 'zh-CN': /猪肉/, 'zh-HK': /豬肉/, 'en-US': /pork/i },
  'contains-dairy': { 'zh-CN': /奶/, 'zh-HK': /奶/, 'en-US': /dairy/i },
  raw: { 'zh-CN': /生/, 'zh-HK': /生/, 'en-US': /raw/i },
  spicy: { 'zh-CN': /辣/, 'zh-HK': /辣/, 'en-US': /spicy/i },
  'halal-friendly': { 'zh-CN': /清真/, 'zh-HK': /清真/, 'en-US': /halal/i },
};

/** A duration of `minutes` as an answer may write it: "90 min", "1 h 30 min", "1 小时 30 分钟", "2 h". */
function durationPattern(minutes: number): RegExp {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return new RegExp(`(?<!\\d)${rest}\\s*(?:min|分)`);
  if (rest === 0) return new RegExp(`(?<![\\d.])${hours}\\s*(?:h\\b|小时|小時)`);
  return new RegExp(`(?<!\\d)${hours}\\s*(?:h|小时|小時)\\s*${rest}\\s*(?:min|分)|(?<!\\d)${minutes}\\s*(?:min|分)`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const number = (value: number) => new RegExp(`(?<![\\d.])${escape(String(value))}(?![\\d])`);
const contains = (label: string, fragment: string): FactCheck => ({ label, test: (answer) => answer.includes(fragment) });
const matches = (label: string, pattern: RegExp): FactCheck => ({ label, test: (answer) => pattern.test(answer) });
const atLeast = (label: string, fragments: string[], count: number): FactCheck => ({
  label: `${label} (${count} of ${fragments.length})`,
  test: (answer) => fragments.filter((f) => answer.includes(f)).length >= count,
});

function requireEntity<K extends ChatEntity['kind']>(catalog: ChatCatalog, kind: K, id: string): Extract<ChatEntity, { kind: K }> {
  const entity = catalog.byKey.get(`${kind}:${id}`);
  if (!entity) throw new Error(`question names unknown ${kind} "${id}"`);
  return entity as Extract<ChatEntity, { kind: K }>;
}

const attractionOf = (catalog: ChatCatalog, id: string) => requireEntity(catalog, 'attraction', id);
const idOf = (question: ChatEvalQuestion, index: number) => {
  const id = question.ids[index];
  if (id === undefined) throw new Error(`question "${question.text}" needs ${index + 1} ids`);
  return id;
};

function ticketChecks(place: ChatAttraction, locale: Locale): FactCheck[] {
  if (place.ticketFen === null) return [matches(`ticket of ${place.id} unknown`, UNKNOWN[locale])];
  if (place.ticketFen === 0) return [matches(`ticket of ${place.id} free`, FREE[locale])];
  return [matches(`ticket of ${place.id} ${place.ticketFen / 100}`, number(place.ticketFen / 100))];
}

/** The facts an answer to `question` must hold, derived from the catalog. */
function expectedFacts(question: ChatEvalQuestion, catalog: ChatCatalog, at: number): FactCheck[] {
  const locale = question.language;
  switch (question.kind) {
    case 'ticket':
      return ticketChecks(attractionOf(catalog, idOf(question, 0)), locale);
    case 'hours': {
      const place = attractionOf(catalog, idOf(question, 0));
      if (place.hours === null) return [matches('hours unknown', UNKNOWN[locale])];
      if (place.hours.length === 0) return [matches('always open', ALWAYS[locale])];
      return place.hours.flatMap((p) => [contains(`opens ${p.open}`, p.open), contains(`closes ${p.close}`, p.close)]);
    }
    case 'openNow': {
      const place = attractionOf(catalog, idOf(question, 0));
      if (place.hours !== null && place.hours.length === 0 && !place.temporarilyClosed) return [matches('always open', ALWAYS[locale])];
      const status = openStatusAt(place.hours === null ? null : [...place.hours], place.temporarilyClosed, new Date(at));
      if (status.status === 'open') return [matches('open now', OPEN[locale]), ...(status.until ? [contains(`until ${status.until}`, status.until)] : [])];
      if (status.status === 'unknown') return [matches('open state unknown', UNKNOWN[locale])];
      return [matches('closed now', CLOSED[locale])];
    }
    case 'transport': {
      const place = attractionOf(catalog, idOf(question, 0));
      return [contains('getting-there text', place.transport[locale].slice(0, 12))];
    }
    case 'travelTime': {
      const [a, b] = [idOf(question, 0), idOf(question, 1)];
      const pair = catalog.travelTimes.find((t) => (t.fromTownId === a && t.toTownId === b) || (t.fromTownId === b && t.toTownId === a));
      if (!pair) throw new Error(`no travel time ${a}–${b}`);
      const car = durationPattern(pair.minutesByCar);
      return [matches(`${pair.km} km`, number(pair.km)), { label: `car ${pair.minutesByCar} min`, test: (answer) => car.test(answer) }];
    }
    case 'dishFacts': {
      const food = requireEntity(catalog, 'food', idOf(question, 0));
      const checks = [contains('cultural background', food.culturalBackground[locale].slice(0, 12))];
      if (locale === 'en-US') checks.push(...food.taste.map((t) => contains(`taste ${t}`, t)));
      return checks;
    }
    case 'dishDiet': {
      const food = requireEntity(catalog, 'food', idOf(question, 0));
      const diet = food.tags.filter((t) => t in DIET_WORDS);
      if (diet.length === 0) return [matches('no diet facts known', UNKNOWN[locale])];
      return diet.map((t) => matches(`diet ${t}`, DIET_WORDS[t]?.[locale] ?? /$^/));
    }
    case 'dishWhere': {
      const food = requireEntity(catalog, 'food', idOf(question, 0));
      const townId = question.ids[1];
      const serving = catalog.restaurants.filter((r) => r.dishIds.includes(food.id));
      const inTown = townId ? serving.filter((r) => r.townId === townId) : serving;
      const shown = inTown.length > 0 ? inTown : serving;
      if (shown.length === 0) return [contains('usual place', food.recommendedPlace[locale].slice(0, 8))];
      return shown.map((r) => contains(`restaurant ${r.id}`, r.name[locale]));
    }
    case 'restaurantsInTown': {
      const town = requireEntity(catalog, 'town', idOf(question, 0));
      const names = catalog.restaurants.filter((r) => r.townId === town.id).map((r) => r.name[locale]);
      return [contains('town name', town.name[locale]), atLeast('restaurants of the town', names, Math.min(3, names.length))];
    }
    case 'staysInTown': {
      const town = requireEntity(catalog, 'town', idOf(question, 0));
      const names = catalog.stays.filter((s) => s.townId === town.id).map((s) => s.name[locale]);
      if (names.length === 0) return [matches('no stay', NO_STAY[locale])];
      return [atLeast('stays of the town', names, Math.min(3, names.length))];
    }
    case 'staysFiltered': {
      const town = requireEntity(catalog, 'town', idOf(question, 0));
      const filter = question.filter ?? {};
      const maxFen = filter.maxPriceYuan === undefined ? null : filter.maxPriceYuan * 100;
      const stays = catalog.stays.filter(
        (s) => s.townId === town.id && (filter.type === undefined || s.type === filter.type) && (maxFen === null || (s.priceFromFen !== null && s.priceFromFen <= maxFen)),
      );
      if (stays.length === 0) return [matches('no stay', NO_STAY[locale])];
      const others = catalog.stays.filter((s) => !stays.includes(s)).map((s) => s.name[locale]);
      return [
        atLeast('matching stays', stays.map((s) => s.name[locale]), Math.min(3, stays.length)),
        { label: 'no stay outside the filter', test: (answer) => others.every((name) => !answer.includes(`[${name}]`)) },
      ];
    }
    case 'interest': {
      const tags = question.tags ?? [];
      const fitting = catalog.attractions.filter((a) => a.tags.some((t) => tags.includes(t))).map((a) => `[${a.name[locale]}]`);
      return [atLeast('sights with the interest', fitting, 2)];
    }
    case 'compare': {
      const [a, b] = [attractionOf(catalog, idOf(question, 0)), attractionOf(catalog, idOf(question, 1))];
      return [contains(`name ${a.id}`, a.name[locale]), contains(`name ${b.id}`, b.name[locale]), ...ticketChecks(a, locale), ...ticketChecks(b, locale)];
    }
    case 'plan':
      return [
        contains('planner link', `/ai-travel-planner?q=${encodeURIComponent(question.text)}`),
        { label: `at least ${question.days ?? 1} sights`, test: (answer) => (answer.match(/\]\(\/attractions\//g) ?? []).length >= (question.days ?? 1) },
      ];
    case 'overview': {
      const place = attractionOf(catalog, idOf(question, 0));
      return [contains('intro', place.intro[locale].slice(0, 12)), ...ticketChecks(place, locale)];
    }
    case 'duration': {
      const place = attractionOf(catalog, idOf(question, 0));
      const minutes = Math.round(place.recommendedDurationHours * 60);
      return [{ label: `visit ${minutes} min`, test: (answer) => durationPattern(minutes).test(answer) }];
    }
    case 'weekday': {
      const place = attractionOf(catalog, idOf(question, 0));
      const day = question.weekday ?? 0;
      if (place.hours === null) return [matches('hours unknown', UNKNOWN[locale])];
      if (place.hours.length === 0) return [matches('always open', ALWAYS[locale])];
      const periods = place.hours.filter((p) => parseDays(p.days).has(day));
      if (periods.length === 0) return [matches(`closed on day ${day}`, CLOSED_ON_DAY[locale])];
      return periods.flatMap((p) => [contains(`opens ${p.open}`, p.open), contains(`closes ${p.close}`, p.close)]);
    }
    case 'location': {
      const place = attractionOf(catalog, idOf(question, 0));
      return [contains('address', place.address[locale].slice(0, 8))];
    }
    case 'dishes': {
      const tags = question.tags ?? [];
      const fitting = catalog.foods.filter((f) => tags.every((t) => f.tags.includes(t)));
      const others = catalog.foods.filter((f) => !fitting.includes(f));
      return [
        atLeast('dishes', fitting.map((f) => `](/gourmetFood/${f.id})`), Math.min(3, fitting.length)),
        { label: 'no dish without the asked tags', test: (answer) => others.every((f) => !answer.includes(`](/gourmetFood/${f.id})`)) },
      ];
    }
    case 'cuisine': {
      const townId = question.ids[0];
      const cuisine = question.cuisine ?? '';
      const fitting = catalog.restaurants.filter((r) => r.cuisine.includes(cuisine) && (townId === undefined || r.townId === townId));
      return fitting.map((r) => contains(`restaurant ${r.id}`, `](/gourmetFood/restaurant/${r.id})`));
    }
    case 'outOfScope':
      return [matches('refusal', REFUSAL)];
  }
}

const quantile = (sorted: number[], q: number) => (sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0));
const round2 = (value: number) => Math.round(value * 100) / 100;
const pct = (part: number, whole: number) => (whole === 0 ? null : round2((100 * part) / whole));

interface Outcome {
  question: ChatEvalQuestion;
  answer: string;
  references: readonly ChatReference[];
  refused: boolean;
  correct: boolean;
  failedChecks: string[];
  unknownNames: string[];
  placeLike: number;
  firstPieceMs: number;
  completeMs: number;
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-chat-eval-'));
  const handle = openDatabase({ url: path.join(dir, 'eval.db'), baseDir: dir });
  try {
    await migrateToLatest(handle.db);
    const imported = await importCatalog(handle.db, { dir: path.join(ROOT, 'catalog') });
    if (!imported.ok) throw new Error(`catalog import failed: ${JSON.stringify(imported)}`);
    const loadStart = performance.now();
    const catalogs = createChatCatalogCache(handle.db);
    const catalog = await catalogs.current();
    const catalogLoadMs = performance.now() - loadStart;
    const snapshot = await loadCatalogSnapshotFromDatabase(handle.db);
    const engine = createLocalChatEngine({ catalog: () => catalogs.current(), planPreview: createItineraryPreview(() => Promise.resolve(snapshot)) });

    const ask = async (text: string, language: Locale, history: ChatHistoryTurn[], now: number) => {
      const start = performance.now();
      let first = -1;
      let answer = '';
      let references: readonly ChatReference[] = [];
      for await (const event of engine.answer({ query: text, language, history, signal: new AbortController().signal, now })) {
        if (event.type === 'text') {
          if (first < 0) first = performance.now() - start;
          answer += event.text;
        } else if (event.type === 'replace') {
          answer = event.text;
        } else {
          references = event.references;
        }
      }
      return { answer, references, firstPieceMs: first, completeMs: performance.now() - start };
    };

    // Warm-up: one question per language, not counted (module and JIT start-up).
    for (const language of ['zh-CN', 'zh-HK', 'en-US'] as const) {
      const sample = CHAT_EVAL_QUESTIONS.find((x) => x.language === language);
      if (sample) await ask(sample.text, language, [], NOON);
    }

    const outcomes: Outcome[] = [];
    for (const question of CHAT_EVAL_QUESTIONS) {
      const now = question.at === 'night' ? NIGHT : NOON;
      const history: ChatHistoryTurn[] = [];
      for (const earlier of question.history ?? []) {
        const reply = await ask(earlier, question.language, [...history], now);
        history.push({ role: 'user', content: earlier, references: [] }, { role: 'assistant', content: reply.answer, references: reply.references });
      }
      const checks = expectedFacts(question, catalog, now);
      const reply = await ask(question.text, question.language, history, now);
      const grounding = checkGrounding(reply.answer, catalog);
      const failedChecks = checks.filter((c) => !c.test(reply.answer)).map((c) => c.label);
      const refused = REFUSAL.test(reply.answer);
      outcomes.push({
        question,
        answer: reply.answer,
        references: reply.references,
        refused,
        correct: failedChecks.length === 0 && (question.kind === 'outOfScope' || !refused),
        failedChecks,
        unknownNames: grounding.unknownNames,
        placeLike: grounding.placeLikeCount,
        firstPieceMs: reply.firstPieceMs,
        completeMs: reply.completeMs,
      });
    }

    const summarise = (list: Outcome[]) => {
      const inScope = list.filter((o) => o.question.kind !== 'outOfScope');
      const outOfScope = list.filter((o) => o.question.kind === 'outOfScope');
      const first = list.map((o) => o.firstPieceMs).sort((a, b) => a - b);
      const complete = list.map((o) => o.completeMs).sort((a, b) => a - b);
      const placeLike = list.reduce((sum, o) => sum + o.placeLike, 0);
      const unknown = list.reduce((sum, o) => sum + o.unknownNames.length, 0);
      return {
        questions: list.length,
        inScope: inScope.length,
        outOfScope: outOfScope.length,
        answeredPercent: pct(inScope.filter((o) => !o.refused).length, inScope.length),
        correctFactPercent: pct(inScope.filter((o) => o.correct).length, inScope.length),
        groundedAnswersPercent: pct(list.filter((o) => o.unknownNames.length === 0).length, list.length),
        groundedPlaceNamesPercent: pct(placeLike - unknown, placeLike),
        placeLikeNames: placeLike,
        unknownPlaceNames: unknown,
        outOfScopeRefusedPercent: pct(outOfScope.filter((o) => o.refused).length, outOfScope.length),
        inScopeFalseRefusals: inScope.filter((o) => o.refused).length,
        latencyMs: {
          firstPieceP50: round2(quantile(first, 0.5)),
          firstPieceP95: round2(quantile(first, 0.95)),
          completeP50: round2(quantile(complete, 0.5)),
          completeP95: round2(quantile(complete, 0.95)),
          completeMax: round2(complete[complete.length - 1] ?? 0),
        },
      };
    };

    const heldOut = { round1: summarise(outcomes.filter((o) => o.question.heldOut === 1)), round2: summarise(outcomes.filter((o) => o.question.heldOut === 2)) };
    const overall = summarise(outcomes);
    const byLanguage = Object.fromEntries((['zh-CN', 'zh-HK', 'en-US'] as const).map((l) => [l, summarise(outcomes.filter((o) => o.question.language === l))]));
    const byKind = Object.fromEntries(
      [...new Set(outcomes.map((o) => o.question.kind))].map((kind) => {
        const list = outcomes.filter((o) => o.question.kind === kind);
        return [kind, { questions: list.length, correct: list.filter((o) => o.correct).length }];
      }),
    );
    const requirements = [
      { name: 'at least 150 questions, a third per language', met: outcomes.length >= 150 && Object.values(byLanguage).every((s) => Math.abs(s.questions - outcomes.length / 3) <= 1) },
      { name: '≥ 90 % answered-correct on in-scope questions', met: (overall.correctFactPercent ?? 0) >= 90 },
      { name: '100 % grounded (no unknown place-like name in any answer)', met: overall.unknownPlaceNames === 0 },
      { name: 'every out-of-scope question refused', met: overall.outOfScopeRefusedPercent === 100 },
      { name: 'first piece p95 ≤ 100 ms', met: overall.latencyMs.firstPieceP95 <= 100 },
    ];
    const failures = outcomes
      .filter((o) => !o.correct || o.unknownNames.length > 0)
      .map((o) => ({ language: o.question.language, kind: o.question.kind, question: o.question.text, failedChecks: o.failedChecks, unknownNames: o.unknownNames, answer: o.answer.slice(0, 600) }));

    const results = {
      name: 'chat-eval',
      engine: 'local',
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
      catalog: 'catalog/ imported into a temporary SQLite database',
      clocks: { noon: new Date(NOON).toISOString(), night: new Date(NIGHT).toISOString() },
      catalogLoadMs: round2(catalogLoadMs),
      warmUpQuestionsNotCounted: 3,
      overall,
      heldOut,
      byLanguage,
      byKind,
      requirements,
      failures,
    };

    const line = (label: string, s: ReturnType<typeof summarise>) =>
      console.log(
        `${label.padEnd(7)} n=${s.questions} answered ${s.answeredPercent}% correct ${s.correctFactPercent}% grounded ${s.groundedAnswersPercent}% (names ${s.groundedPlaceNamesPercent}%) refused OOS ${s.outOfScopeRefusedPercent}% false refusals ${s.inScopeFalseRefusals} | first p50 ${s.latencyMs.firstPieceP50} p95 ${s.latencyMs.firstPieceP95} ms, complete p50 ${s.latencyMs.completeP50} p95 ${s.latencyMs.completeP95} ms`,
      );
    line('all', overall);
    line('held 1', heldOut.round1);
    line('held 2', heldOut.round2);
    for (const [language, s] of Object.entries(byLanguage)) line(language, s);
    for (const req of requirements) console.log(`${req.met ? 'PASS' : 'FAIL'}  ${req.name}`);
    for (const f of failures.slice(0, 40)) console.log(`  [${f.language} ${f.kind}] ${f.question} → ${f.failedChecks.join('; ')} ${f.unknownNames.length ? `unknown: ${f.unknownNames.join(', ')}` : ''}`);

    const out = path.join(ROOT, 'bench', 'results', 'chat-eval.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`wrote ${path.relative(ROOT, out)}`);
    if (requirements.some((r) => !r.met)) process.exitCode = 1;
  } finally {
    await handle.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
