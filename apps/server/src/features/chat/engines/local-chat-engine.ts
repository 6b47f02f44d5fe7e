/**
 * The embedded chat engine (spec §4 chat send; docs/decisions/0017-chat-assistant.md): answers the
 * common travel questions from the catalog alone, without any network — hours and "open now",
 * tickets, how to get there and travel between towns, dishes (taste, ingredients, diet facts) and
 * where to eat them, restaurants and stays by town, type and price, sights by interest, comparisons,
 * and "plan me N days" through the planner's itinerary preview. Follow-ups without a name use the
 * first entry the previous answer cited. Anything else (weather, visas, emergencies, places the
 * catalog lacks) gets a plain refusal that says what it can do. Answers are Markdown in the
 * question's language; every entry named is linked to its page and listed in the references.
 */
import type { ChatReference } from '@dali/shared/contracts/chat';
import type { Locale } from '@dali/shared/locales';
import type { ChatEngine, ChatEngineEvent, ChatHistoryTurn, ChatTurnInput } from '../chat-engine.js';
import { entityOf, type ChatCatalog, type ChatEntity, type ChatEntityKind, type ChatTown } from '../knowledge/chat-catalog.js';
import { referenceOf, searchCatalog } from '../knowledge/chat-queries.js';
import { findMentions, normalizeForMatch } from '../knowledge/name-index.js';
import { findUnknownPlaceNames } from '../grounding.js';
import { AnswerBuilder } from './local/answer-builder.js';
import { answerDish, answerDishDiet, answerDishes, answerDishWhere, answerInterests, answerRestaurants, answerStays } from './local/compose-food-stay.js';
import { answerAttraction, answerCompare, answerRestaurant, answerStay, answerTown, answerTravelFrom, answerTravelTime, mainAttractionOf, type PlaceFacets } from './local/compose-places.js';
import { detectAnswerLocale } from './local/detect-language.js';
import { cuesOf, maxPriceFenOf, stayTypeOf, type IntentCues } from './local/intents.js';
import type { PlanPreview } from './plan-preview.js';

/** What the local engine needs: the current chat catalog and the planner's itinerary preview. */
export interface LocalChatEngineDeps {
  /** The current catalog (knowledge/chat-catalog-cache.ts `current`). */
  catalog: () => Promise<ChatCatalog>;
  /** The planner's preview (features/planner/itinerary-preview.ts, wired by app.ts). */
  planPreview: PlanPreview;
}

/** Entities a question names, each a list of candidates sharing the name. */
type Named = ChatEntity[][];

/** Kinds in order of preference for each kind of question. */
const PLACE_FIRST: readonly ChatEntityKind[] = ['attraction', 'restaurant', 'stay', 'food', 'town'];
const TOWN_FIRST: readonly ChatEntityKind[] = ['town', 'attraction', 'restaurant', 'stay', 'food'];

const pick = (candidates: readonly ChatEntity[], order: readonly ChatEntityKind[]): ChatEntity | undefined =>
  [...candidates].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind))[0];

/** The town an entity is in (a town is its own), or null. */
function townOfEntity(catalog: ChatCatalog, entity: ChatEntity | undefined): ChatTown | null {
  if (!entity) return null;
  if (entity.kind === 'town') return entity;
  if (entity.kind === 'food') return null;
  const town = entity.townId === null ? null : entityOf(catalog, { kind: 'town', id: entity.townId });
  return town?.kind === 'town' ? town : null;
}

/** The entry the last assistant turn cited first: the subject of a follow-up ("and its tickets?"). */
function focusOf(catalog: ChatCatalog, history: readonly ChatHistoryTurn[]): ChatEntity | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i];
    if (turn?.role !== 'assistant') continue;
    const first = turn.references[0];
    return first ? entityOf(catalog, first) : null;
  }
  return null;
}

/** The user's previous question, whose intent a bare follow-up ("what about Xizhou?") inherits. */
function previousQuestion(history: readonly ChatHistoryTurn[]): string | null {
  for (let i = history.length - 1; i >= 0; i--) if (history[i]?.role === 'user') return history[i]?.content ?? null;
  return null;
}

const hasIntent = (c: IntentCues) =>
  c.plan ||
  c.compare ||
  c.travelTime ||
  c.transport ||
  c.hours ||
  c.ticket ||
  c.diet ||
  c.where ||
  c.dishFacts ||
  c.restaurants ||
  c.stays ||
  c.duration ||
  c.dishes ||
  c.interests.length > 0;

/** Names found in `text`, and the text with those names blanked (so names do not read as intent words). */
function readQuestion(catalog: ChatCatalog, text: string): { named: Named; cues: IntentCues; normalized: string } {
  const normalized = normalizeForMatch(text);
  const mentions = findMentions(catalog.names, text);
  let blanked = normalized;
  for (const m of mentions) blanked = `${blanked.slice(0, m.start)}${' '.repeat(m.end - m.start)}${blanked.slice(m.end)}`;
  const named = mentions.map((m) => m.refs.map((r) => entityOf(catalog, r)).filter((e): e is ChatEntity => e !== null)).filter((list) => list.length > 0);
  const cues = cuesOf(blanked);
  // "How long should I spend there" is about the visit, not the road.
  return { named, cues: cues.duration ? { ...cues, travelTime: false } : cues, normalized };
}

/** One subject for a place question: an attraction stands in for a town named after it. */
function placeSubject(catalog: ChatCatalog, candidates: readonly ChatEntity[]): ChatEntity | undefined {
  const chosen = pick(candidates, PLACE_FIRST);
  if (chosen?.kind === 'town') return mainAttractionOf(catalog, chosen) ?? chosen;
  return chosen;
}

/** Facts of one place for the facets asked. */
function answerPlace(b: AnswerBuilder, catalog: ChatCatalog, entity: ChatEntity, facets: PlaceFacets): void {
  switch (entity.kind) {
    case 'attraction':
      return answerAttraction(b, catalog, entity, facets);
    case 'restaurant':
      return answerRestaurant(b, catalog, entity, facets);
    case 'stay':
      return answerStay(b, catalog, entity);
    case 'food':
      return facets.hours || facets.ticket ? answerDishWhere(b, catalog, entity, null) : answerDish(b, catalog, entity);
    case 'town':
      return answerTown(b, catalog, entity);
  }
}

/**
 * The plain refusal, with what the engine can do (examples linked to real entries): a question out
 * of scope, a place the catalog lacks, or words the engine could not read.
 */
function refuse(b: AnswerBuilder, catalog: ChatCatalog, why: 'outOfScope' | 'unknownPlace' | 'notUnderstood'): void {
  b.paragraph(why === 'unknownPlace' ? b.p.unknownEntity : why === 'notUnderstood' ? b.p.notUnderstood : b.p.refusal);
  suggest(b, catalog);
}

/**
 * What the engine can do, with two examples linked to real entries (a priced sight, a town with
 * stays); the examples are not cited, so a follow-up after a refusal does not take them as its subject.
 */
function suggest(b: AnswerBuilder, catalog: ChatCatalog): void {
  b.paragraph(b.p.capabilities);
  const sight = catalog.attractions.find((a) => a.ticketFen !== null && a.ticketFen > 0);
  const town = catalog.towns.find((t) => catalog.stays.filter((s) => s.townId === t.id).length > 1 && t.id !== sight?.townId) ?? catalog.towns[0];
  if (sight && town) b.paragraph(b.p.suggestion(b.link(sight, false), b.link(town, false)));
}

/**
 * Last resort before refusing: entries whose names or tags carry the question's words ("any hot
 * springs?" → the sights tagged hot-spring). False when nothing matches.
 */
function answerByKeywords(b: AnswerBuilder, catalog: ChatCatalog, query: string): boolean {
  const hits = searchCatalog(catalog, { query, strict: true, limit: 6 }, b.locale, b.now);
  if (hits.length === 0) return false;
  b.paragraph(b.p.keywordIntro);
  b.list(
    hits.flatMap((hit) => {
      const entity = entityOf(catalog, hit);
      if (!entity) return [];
      const town = townOfEntity(catalog, entity);
      return [`${b.link(entity)}${town && entity.kind !== 'town' ? ` · ${b.link(town)}` : ''}`];
    }),
  );
  return true;
}

/** A greeting answered in kind, with what the engine can do. */
function greet(b: AnswerBuilder, catalog: ChatCatalog): void {
  b.paragraph(b.p.greeting);
  suggest(b, catalog);
}

/** What the question asks and about what, decided; `plan` is answered asynchronously. */
type Decision = { kind: 'plan' } | { kind: 'done' };

/**
 * Compose the answer to `query` into `b` (everything but plans, which need the planner).
 * Precedence: out of scope, plan, dishes, stays, travel time, comparison, restaurants, place facts,
 * interests, overview; a question with no intent word and no name is refused.
 */
function compose(b: AnswerBuilder, catalog: ChatCatalog, query: string, history: readonly ChatHistoryTurn[]): Decision {
  const { named, cues: own } = readQuestion(catalog, query);
  if (own.outOfScope) {
    refuse(b, catalog, 'outOfScope');
    return { kind: 'done' };
  }
  if (named.length === 0 && findUnknownPlaceNames(query, catalog).length > 0) {
    refuse(b, catalog, 'unknownPlace');
    return { kind: 'done' };
  }
  if (own.plan) return { kind: 'plan' };
  // A bare follow-up naming a new place inherits the previous question's intent ("what about Xizhou?").
  const previous = previousQuestion(history);
  const cues = !hasIntent(own) && named.length > 0 && previous ? { ...readQuestion(catalog, previous).cues, compare: false, plan: false } : own;
  const focus = named.length === 0 ? focusOf(catalog, history) : null;
  const subjects: Named = named.length > 0 ? named : focus ? [[focus]] : [];
  const first = subjects[0];
  const second = subjects[1];

  if (!first) {
    if (cues.stays) answerStays(b, catalog, { town: null, type: stayTypeOf(normalizeForMatch(query)), maxPriceFen: maxPriceFenOf(normalizeForMatch(query)) });
    else if (cues.interests.length > 0) answerInterests(b, catalog, cues.interests, null);
    else if (cues.dishes || (cues.diet && cues.cuisines.length > 0)) answerDishes(b, catalog, cues.cuisines);
    else if (cues.restaurants && !cues.hours && !cues.ticket) answerRestaurants(b, catalog, null, cues.cuisines);
    else if (cues.greeting) greet(b, catalog);
    else if (!answerByKeywords(b, catalog, query)) refuse(b, catalog, hasIntent(cues) ? 'notUnderstood' : 'outOfScope');
    return { kind: 'done' };
  }

  const food = subjects.flat().find((e): e is Extract<ChatEntity, { kind: 'food' }> => e.kind === 'food');
  const townOfFirst = townOfEntity(catalog, pick(first, TOWN_FIRST));
  if (food && !(cues.compare && second)) {
    const town = townOfEntity(catalog, subjects.map((s) => pick(s, TOWN_FIRST)).find((e) => e?.kind !== 'food'));
    if (cues.diet) answerDishDiet(b, food);
    else if (cues.where || cues.restaurants) answerDishWhere(b, catalog, food, town);
    else answerDish(b, catalog, food);
    return { kind: 'done' };
  }
  const normalizedQuery = normalizeForMatch(query);
  if (cues.stays && !cues.hours && !cues.ticket) {
    const subject = pick(first, PLACE_FIRST);
    if (subject?.kind === 'stay' && named.length > 0) answerStay(b, catalog, subject);
    else answerStays(b, catalog, { town: townOfFirst, type: stayTypeOf(normalizedQuery), maxPriceFen: maxPriceFenOf(normalizedQuery) });
    return { kind: 'done' };
  }
  // With one name, a comparison or distance is with the previous answer's subject.
  const other = second ? pick(second, TOWN_FIRST) : named.length === 1 ? (focusOf(catalog, history) ?? undefined) : undefined;
  if ((cues.travelTime || (cues.transport && second)) && other) {
    const from = second ? pick(first, TOWN_FIRST) : other;
    const to = second ? other : pick(first, TOWN_FIRST);
    if (from && to) {
      answerTravelTime(b, catalog, from, to);
      return { kind: 'done' };
    }
  }
  if (cues.compare && other) {
    const a = second ? placeSubject(catalog, first) : other;
    const c = second ? placeSubject(catalog, second) : placeSubject(catalog, first);
    if (a && c && a !== c) {
      answerCompare(b, catalog, a, c);
      return { kind: 'done' };
    }
  }
  if ((cues.restaurants || cues.dishes) && !cues.hours && !cues.ticket && pick(first, PLACE_FIRST)?.kind !== 'restaurant') {
    answerRestaurants(b, catalog, townOfFirst, cues.cuisines);
    return { kind: 'done' };
  }
  const facets: PlaceFacets = {
    hours: cues.hours,
    ticket: cues.ticket,
    transport: cues.transport || cues.location || (cues.travelTime && !other),
    duration: cues.duration,
    weekdays: cues.weekdays,
  };
  if (!facets.hours && !facets.ticket && !facets.transport && cues.interests.length > 0) {
    const subject = pick(first, PLACE_FIRST);
    answerInterests(b, catalog, cues.interests, townOfFirst, subject?.kind === 'attraction' ? subject : null);
    return { kind: 'done' };
  }
  const only = named.length === 1 ? pick(first, PLACE_FIRST) : undefined;
  if (only?.kind === 'town' && (cues.travelTime || cues.transport) && !mainAttractionOf(catalog, only)) {
    // "How do I get from Xiaguan to …" with nothing else named: the roads from that town.
    answerTravelFrom(b, catalog, only);
    return { kind: 'done' };
  }
  for (const candidates of subjects.slice(0, 2)) {
    const subject = placeSubject(catalog, candidates);
    if (subject) answerPlace(b, catalog, subject, facets);
  }
  return { kind: 'done' };
}

/** The plan answer: the compact itinerary with links, then the link that opens the planner. */
async function composePlan(b: AnswerBuilder, catalog: ChatCatalog, deps: LocalChatEngineDeps, input: { query: string; locale: Locale; now: number; signal: AbortSignal }): Promise<void> {
  const { query, locale, now, signal } = input;
  // The solver may take a while on a long trip: stop waiting as soon as the turn is aborted.
  const aborted = new Promise<null>((resolve) => signal.addEventListener('abort', () => resolve(null), { once: true }));
  const preview = await Promise.race([deps.planPreview({ text: query, language: locale, now }), aborted]);
  if (preview === null) return;
  if (preview.kind === 'unreadable') {
    b.paragraph(b.p.planUnreadable);
    return;
  }
  if (preview.kind === 'infeasible') {
    b.paragraph(b.p.planInfeasible);
    b.list(preview.reasons);
  } else {
    for (const day of preview.days) {
      b.paragraph(b.p.planDay(day.dayIndex, day.date, day.towns.join(' → ')));
      b.list(
        day.items.flatMap((item) => {
          const entity = entityOf(catalog, { kind: item.kind, id: item.id });
          return entity ? [`${item.start} ${b.link(entity)}`] : [];
        }),
      );
    }
  }
  b.paragraph(`[${b.p.planOpen}](/ai-travel-planner?q=${encodeURIComponent(query)})`);
}

/**
 * The local engine (kind `local`). `answer` yields the answer as several `text` pieces (paragraphs
 * and list lines) and then one `references` event; it ends early, without error, once
 * `input.signal` aborts.
 * @throws (from the iteration) errors of `deps.catalog()` and `deps.planPreview` (database errors).
 */
export function createLocalChatEngine(deps: LocalChatEngineDeps): ChatEngine {
  return {
    kind: 'local',
    async *answer(input: ChatTurnInput): AsyncGenerator<ChatEngineEvent> {
      const { signal } = input;
      if (signal.aborted) return;
      const locale = detectAnswerLocale(input.query, input.language);
      const catalog = await deps.catalog();
      if (signal.aborted) return;
      const b = new AnswerBuilder(locale, input.now);
      const decision = compose(b, catalog, input.query, input.history);
      if (decision.kind === 'plan') {
        // Say what is coming before the solver runs, so the first piece is not held up by it.
        const intro = b.p.planIntro(input.query);
        yield { type: 'text', text: `${intro}\n\n` };
        await composePlan(b, catalog, deps, { query: input.query, locale, now: input.now, signal });
      }
      for (const piece of b.pieces()) {
        if (signal.aborted) return;
        yield { type: 'text', text: piece };
      }
      if (signal.aborted) return;
      const references: ChatReference[] = b.citations().map((entity) => referenceOf(entity, locale, input.now));
      yield { type: 'references', references };
    },
  };
}

