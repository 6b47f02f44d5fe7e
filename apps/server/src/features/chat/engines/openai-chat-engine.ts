/**
 * The chat engine over an OpenAI-compatible language model (spec §4 chat send; integrations.md §5;
 * docs/decisions/0017-chat-assistant.md): a tool-using assistant whose tools are the catalog
 * queries of knowledge/chat-queries.ts and the planner's itinerary preview, so every fact it states
 * can come from the catalog. The system prompt requires catalog places only, linked to their
 * pages; the grounding check (grounding.ts, run by the service) removes sentences that name a
 * place the catalog does not hold anyway.
 *
 * A turn is at most {@link MAX_TOOL_ROUNDS} streamed completions: text pieces are relayed as they
 * arrive; when a completion ends asking for tools, they run and their JSON results go back to the
 * model. The answer's references are the catalog entries its text links to or names.
 */
import type { ChatReference } from '@dali/shared/contracts/chat';
import type { Locale } from '@dali/shared/locales';
import { z } from 'zod/mini';
import { LanguageModelError, type ChatMessage, type LanguageModel, type ToolCall, type ToolDefinition } from '../../../providers/ai/language-model.js';
import { ChatEngineError, type ChatEngine, type ChatEngineEvent, type ChatTurnInput } from '../chat-engine.js';
import { entityKey, entityOf, type ChatCatalog, type ChatEntityRef } from '../knowledge/chat-catalog.js';
import {
  dishFacts,
  findEntities,
  placeDetails,
  referenceOf,
  restaurantsInTown,
  restaurantsServing,
  searchCatalog,
  staysMatching,
  travelTimeBetween,
} from '../knowledge/chat-queries.js';
import type { PlanPreview } from './plan-preview.js';

/** Most completions of one turn (the last one is asked to answer without tools). */
export const MAX_TOOL_ROUNDS = 4;

/** What the engine needs. */
export interface OpenAiChatEngineDeps {
  languageModel: LanguageModel;
  /** The current chat catalog (knowledge/chat-catalog-cache.ts). */
  catalog: () => Promise<ChatCatalog>;
  /** The planner's itinerary preview ("plan me N days"). */
  planPreview: PlanPreview;
}

const KINDS = ['attraction', 'food', 'restaurant', 'stay', 'town'] as const;

/** Tool arguments as the model must write them (checked before a tool runs). */
const ToolArgs = {
  search_catalog: z.object({
    query: z.optional(z.string()),
    tags: z.optional(z.array(z.string())),
    kinds: z.optional(z.array(z.enum(KINDS))),
    town_id: z.optional(z.string()),
    limit: z.optional(z.int().check(z.minimum(1), z.maximum(20))),
  }),
  list_towns: z.object({}),
  place_details: z.object({ kind: z.enum(KINDS), id: z.string() }),
  travel_time: z.object({ from_town_id: z.string(), to_town_id: z.string() }),
  dish_facts: z.object({ food_id: z.string() }),
  restaurants_serving: z.object({ food_id: z.string(), town_id: z.optional(z.string()) }),
  restaurants_in_town: z.object({ town_id: z.string() }),
  find_stays: z.object({ town_id: z.optional(z.string()), type: z.optional(z.enum(['homestay', 'hotel', 'inn', 'hostel'])), max_price_cny: z.optional(z.number().check(z.positive())) }),
  make_plan: z.object({ request: z.string().check(z.minLength(3), z.maxLength(500)) }),
} as const;
type ToolName = keyof typeof ToolArgs;

const idParam = (description: string) => ({ type: 'string', description });

/** The tools offered to the model (chat completions `tools`, JSON Schema parameters). */
export const CHAT_TOOLS: ToolDefinition[] = [
  {
    name: 'search_catalog',
    description: 'Search the Dali catalog (attractions, dishes, restaurants, stays, towns) by words, interest tags (e.g. hiking, temple, photography, family-friendly, lake), kind and town.',
    parameters: {
      type: 'object',
      properties: {
        query: { type: 'string', description: 'Words in any language' },
        tags: { type: 'array', items: { type: 'string' } },
        kinds: { type: 'array', items: { type: 'string', enum: [...KINDS] } },
        town_id: idParam('Only entries in this town (ids from list_towns)'),
        limit: { type: 'integer', minimum: 1, maximum: 20 },
      },
    },
  },
  { name: 'list_towns', description: 'Every town and area of the catalog with its id.', parameters: { type: 'object', properties: {} } },
  {
    name: 'place_details',
    description: 'Everything the catalog holds about one entry: opening hours and whether it is open now, ticket or price (fen), address, how to get there, tips, page path.',
    parameters: { type: 'object', properties: { kind: { type: 'string', enum: [...KINDS] }, id: idParam('Catalog id') }, required: ['kind', 'id'] },
  },
  {
    name: 'travel_time',
    description: 'Road distance (km) and travel time (minutes by car and by bus) between two towns.',
    parameters: { type: 'object', properties: { from_town_id: idParam('Town id'), to_town_id: idParam('Town id') }, required: ['from_town_id', 'to_town_id'] },
  },
  {
    name: 'dish_facts',
    description: 'A dish: taste, ingredients, diet facts (vegetarian, contains pork, halal-friendly…), price per portion, where it is eaten.',
    parameters: { type: 'object', properties: { food_id: idParam('Dish id') }, required: ['food_id'] },
  },
  {
    name: 'restaurants_serving',
    description: 'Restaurants of the catalog known for a dish, optionally in one town.',
    parameters: { type: 'object', properties: { food_id: idParam('Dish id'), town_id: idParam('Town id') }, required: ['food_id'] },
  },
  {
    name: 'restaurants_in_town',
    description: 'Restaurants and snack places of the catalog in one town.',
    parameters: { type: 'object', properties: { town_id: idParam('Town id') }, required: ['town_id'] },
  },
  {
    name: 'find_stays',
    description: 'Lodgings by town, type (homestay, hotel, inn, hostel) and highest nightly price in CNY; cheapest first.',
    parameters: {
      type: 'object',
      properties: { town_id: idParam('Town id'), type: { type: 'string', enum: ['homestay', 'hotel', 'inn', 'hostel'] }, max_price_cny: { type: 'number' } },
    },
  },
  {
    name: 'make_plan',
    description: 'Make a compact day-by-day itinerary with the trip planner from the traveller\'s request in their words (days, places, party).',
    parameters: { type: 'object', properties: { request: { type: 'string', description: 'The request, e.g. "3 days in Dali with kids"' } }, required: ['request'] },
  },
];

const LANGUAGE_NAMES: Record<Locale, string> = { 'zh-CN': 'Simplified Chinese', 'zh-HK': 'Traditional Chinese (Hong Kong)', 'en-US': 'English' };

/** The system prompt of a turn asked at `now` (epoch ms) with interface language `language`. */
export function chatSystemPrompt(language: Locale, now: number): string {
  const local = new Date(now).toLocaleString('en-GB', { timeZone: 'Asia/Shanghai', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' });
  return [
    'You are the Dali Guide assistant for visitors to Dali Bai Autonomous Prefecture, Yunnan, China.',
    `Answer in the language the user writes in (Simplified Chinese, Traditional Chinese or English); if unclear, in ${LANGUAGE_NAMES[language]}.`,
    'Use the tools for every fact about places, dishes, restaurants, lodging, opening hours, tickets, prices and travel times.',
    'Name only attractions, dishes, restaurants, lodgings and towns that a tool returned, and link each one the first time with Markdown using its `path`, e.g. [Name](/attractions/some-id).',
    'When a tool gives null or nothing for a fact, say it is not known; never guess a name, price, time or phone number.',
    'Prices from tools are in fen: divide by 100 for CNY (¥). Times are Asia/Shanghai.',
    'For weather, visas, emergencies, transport bookings or anything outside this catalog, say plainly that you cannot help with that and say what you can do (sights, hours, tickets, dishes, restaurants, stays, travel times, trip plans).',
    'Keep answers short: a few sentences or a short list.',
    `It is now ${local} in Dali.`,
  ].join('\n');
}

/** Links of `text` to catalog pages, as entity refs in text order. */
function linkedRefs(text: string): ChatEntityRef[] {
  const refs: ChatEntityRef[] = [];
  const pattern = /\]\((\/(?:attractions|gourmetFood(?:\/restaurant)?|stay\/reserve)[^)\s]*)\)/g;
  for (const match of text.matchAll(pattern)) {
    const url = new URL(match[1] ?? '', 'http://x');
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    if (parts[0] === 'attractions' && parts[1]) refs.push({ kind: 'attraction', id: parts[1] });
    else if (parts[0] === 'gourmetFood' && parts[1] === 'restaurant' && parts[2]) refs.push({ kind: 'restaurant', id: parts[2] });
    else if (parts[0] === 'gourmetFood' && parts[1]) refs.push({ kind: 'food', id: parts[1] });
    else if (parts[0] === 'stay' && url.searchParams.get('id')) refs.push({ kind: 'stay', id: url.searchParams.get('id') ?? '' });
  }
  return refs;
}

/**
 * The catalog entries an answer cites: those it links to, then those it names, each once, in
 * order; towns only when linked (a town named in passing is not a card).
 */
export function referencesInAnswer(catalog: ChatCatalog, text: string, locale: Locale, now: number): ChatReference[] {
  const seen = new Set<string>();
  const references: ChatReference[] = [];
  const add = (ref: ChatEntityRef) => {
    const entity = entityOf(catalog, ref);
    if (!entity || seen.has(entityKey(ref))) return;
    seen.add(entityKey(ref));
    references.push(referenceOf(entity, locale, now));
  };
  for (const ref of linkedRefs(text)) add(ref);
  for (const mention of findEntities(catalog, text)) {
    const ref = mention.refs.find((r) => r.kind !== 'town');
    if (ref) add(ref);
  }
  return references;
}

/** What a tool runs against: the catalog, the planner's preview, and the turn's language and time. */
interface ToolContext {
  catalog: ChatCatalog;
  planPreview: PlanPreview;
  locale: Locale;
  /** Epoch ms. */
  now: number;
}

const NOT_FOUND = { error: 'not in the catalog' };

/** Each tool over its validated arguments; results are JSON-serialisable. */
const TOOL_HANDLERS: { [K in ToolName]: (args: z.infer<(typeof ToolArgs)[K]>, c: ToolContext) => unknown } = {
  search_catalog: (a, c) => searchCatalog(c.catalog, { query: a.query, tags: a.tags, kinds: a.kinds, townId: a.town_id, limit: a.limit }, c.locale, c.now),
  list_towns: (_a, c) => c.catalog.towns.map((town) => ({ id: town.id, name: town.name[c.locale], englishName: town.englishName })),
  place_details: (a, c) => placeDetails(c.catalog, a, c.locale, c.now) ?? NOT_FOUND,
  travel_time: (a, c) => travelTimeBetween(c.catalog, a.from_town_id, a.to_town_id, c.locale, c.now) ?? NOT_FOUND,
  dish_facts: (a, c) => dishFacts(c.catalog, a.food_id, c.locale, c.now) ?? NOT_FOUND,
  restaurants_serving: (a, c) => restaurantsServing(c.catalog, a.food_id, a.town_id === undefined ? {} : { townId: a.town_id }, c.locale, c.now),
  restaurants_in_town: (a, c) => restaurantsInTown(c.catalog, a.town_id, c.locale, c.now),
  find_stays: (a, c) =>
    staysMatching(c.catalog, { townId: a.town_id, type: a.type, maxPriceFen: a.max_price_cny === undefined ? undefined : Math.round(a.max_price_cny * 100) }, c.locale, c.now),
  make_plan: (a, c) => c.planPreview({ text: a.request, language: c.locale, now: c.now }),
};

/** Run one tool call; the result, or `{ error }` the model can read, as JSON text. */
async function runTool(call: ToolCall, context: ToolContext): Promise<string> {
  if (!Object.hasOwn(ToolArgs, call.name)) return JSON.stringify({ error: `unknown tool ${call.name}` });
  const name = call.name as ToolName;
  let raw: unknown;
  try {
    raw = JSON.parse(call.arguments || '{}');
  } catch {
    return JSON.stringify({ error: 'arguments are not JSON' });
  }
  const parsed = z.safeParse(ToolArgs[name] as z.ZodMiniType, raw);
  if (!parsed.success) return JSON.stringify({ error: `invalid arguments: ${z.prettifyError(parsed.error)}` });
  const handler = TOOL_HANDLERS[name] as (args: unknown, c: ToolContext) => unknown;
  return JSON.stringify(await handler(parsed.data, context));
}

/** Build the model engine (see module comment). */
export function createOpenAiChatEngine({ languageModel, catalog: currentCatalog, planPreview }: OpenAiChatEngineDeps): ChatEngine {
  return {
    kind: 'openai-compatible',
    async *answer(input: ChatTurnInput): AsyncGenerator<ChatEngineEvent> {
      const { signal } = input;
      const catalog = await currentCatalog();
      const messages: ChatMessage[] = [
        { role: 'system', content: chatSystemPrompt(input.language, input.now) },
        ...input.history.map((turn): ChatMessage => (turn.role === 'user' ? { role: 'user', content: turn.content } : { role: 'assistant', content: turn.content })),
        { role: 'user', content: input.query },
      ];
      let answer = '';
      try {
        for (let round = 1; round <= MAX_TOOL_ROUNDS; round++) {
          const last = round === MAX_TOOL_ROUNDS;
          const stream = languageModel.stream({ messages, tools: CHAT_TOOLS, toolChoice: last ? 'none' : 'auto', temperature: 0.3 }, { signal });
          let roundText = '';
          for await (const piece of stream) {
            roundText += piece;
            yield { type: 'text', text: piece };
          }
          answer += roundText;
          const toolCalls = stream.summary?.toolCalls ?? [];
          if (toolCalls.length === 0 || signal.aborted) break;
          messages.push({ role: 'assistant', content: roundText === '' ? null : roundText, toolCalls });
          for (const call of toolCalls) messages.push({ role: 'tool', toolCallId: call.id, content: await runTool(call, { catalog, planPreview, locale: input.language, now: input.now }) });
        }
      } catch (error) {
        if (signal.aborted || (error instanceof LanguageModelError && error.kind === 'aborted')) return;
        throw new ChatEngineError(error instanceof Error ? error.message : 'the language model failed', { cause: error });
      }
      if (signal.aborted) return;
      yield { type: 'references', references: referencesInAnswer(catalog, answer, input.language, input.now) };
    },
  };
}
