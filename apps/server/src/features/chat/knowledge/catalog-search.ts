/**
 * Keyword search over the chat catalog (architecture.md §1 "search": an in-process MiniSearch index
 * built from the catalog; Chinese as characters and character bigrams, English as words). The chat
 * uses it for "what suits an interest" and for a model's free-text lookups; names are found with
 * name-index.ts instead.
 */
import MiniSearch from 'minisearch';
import type { ChatCatalogData, ChatEntity, ChatEntityKind, ChatEntityRef } from './chat-catalog.js';
import { foldForMatch, normalizeForMatch } from './name-index.js';

/** The keyword index of one catalog. */
export type KeywordIndex = MiniSearch<IndexedDoc>;

interface IndexedDoc {
  key: string;
  name: string;
  tags: string;
  body: string;
}

const stem = (word: string) => (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word) ? word.slice(0, -1) : word);

/**
 * Index terms of a text: Han characters and bigrams; Latin words (plural "s" removed). Questions are
 * converted to Simplified first; `simplified` skips that for catalog texts, which already are.
 */
export function keywordTerms(text: string, simplified = false): string[] {
  const normalized = simplified ? foldForMatch(text) : normalizeForMatch(text);
  const terms: string[] = [];
  for (const run of normalized.match(/\p{Script=Han}+/gu) ?? []) {
    const chars = [...run];
    terms.push(...chars);
    for (let i = 0; i + 1 < chars.length; i++) terms.push(`${chars[i] ?? ''}${chars[i + 1] ?? ''}`);
  }
  for (const word of normalized.match(/[a-z0-9]+/g) ?? []) terms.push(stem(word));
  return terms;
}

function documentOf(entity: ChatEntity): IndexedDoc {
  const names = Object.values(entity.name).join(' ');
  const tagList: string[] = [];
  const body: string[] = [];
  switch (entity.kind) {
    case 'attraction':
      tagList.push(...entity.tags, entity.type);
      body.push(entity.intro['zh-CN'], entity.intro['en-US'], ...entity.highlights.flatMap((h) => [h['zh-CN'], h['en-US']]));
      break;
    case 'food':
      tagList.push(...entity.tags, entity.category, ...entity.taste, ...entity.ingredients);
      body.push(entity.culturalBackground['zh-CN'], entity.culturalBackground['en-US']);
      break;
    case 'restaurant':
      tagList.push(...entity.cuisine);
      body.push(entity.note['zh-CN'], entity.note['en-US']);
      break;
    case 'stay':
      tagList.push(entity.type, ...entity.amenities);
      break;
    case 'town':
      tagList.push(entity.region);
      break;
  }
  return { key: `${entity.kind}:${entity.id}`, name: names, tags: tagList.map((t) => t.replace(/-/g, ' ')).join(' '), body: body.join(' ') };
}

/** Build the keyword index of `data`. */
export function buildKeywordIndex(data: ChatCatalogData): KeywordIndex {
  const index = new MiniSearch<IndexedDoc>({
    idField: 'key',
    fields: ['name', 'tags', 'body'],
    // Documents hold zh-CN and en-US text only; queries may be Traditional.
    tokenize: (text, fieldName) => keywordTerms(text, fieldName !== undefined),
    processTerm: (term) => term,
    searchOptions: { boost: { name: 3, tags: 2 }, combineWith: 'OR' },
  });
  index.addAll([...data.towns, ...data.attractions, ...data.foods, ...data.restaurants, ...data.stays].map(documentOf));
  return index;
}

/** A keyword search hit: the entity and MiniSearch's relevance score (higher is better). */
export interface KeywordHit extends ChatEntityRef {
  score: number;
}

// Words that say nothing about a place; a strict search ignores them, and single Han characters.
const STOP_WORDS = new Set(
  'the a an and or of in on at to for from with is are was be can could should would will do does did i we you my our me any some what which where when who how there here good best nice place places visit see go buy get find eat try want like near about tell watch view enjoy recommend recommended take have has thing things dali please'.split(' '),
);

/**
 * Entities matching `query` by keyword, best first, optionally of some kinds only. `strict` matches
 * only names and tags, needs every remaining word, and ignores stop words and single Han characters
 * (a last resort for questions no intent explains, which must not match on filler words).
 */
export function searchKeywords(index: KeywordIndex, query: string, kinds: readonly ChatEntityKind[] | null, limit: number, strict = false): KeywordHit[] {
  const hits: KeywordHit[] = [];
  const options = strict
    ? { fields: ['name', 'tags'], combineWith: 'AND' as const, processTerm: (term: string) => (STOP_WORDS.has(term) || /^\p{Script=Han}$/u.test(term) ? null : term) }
    : {};
  for (const result of index.search(query, options)) {
    const [kind, id] = String(result.id).split(/:(.*)/s) as [ChatEntityKind, string];
    if (kinds && !kinds.includes(kind)) continue;
    hits.push({ kind, id, score: Math.round(result.score * 1000) / 1000 });
    if (hits.length >= limit) break;
  }
  return hits;
}
