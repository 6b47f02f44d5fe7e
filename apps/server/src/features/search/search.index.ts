/**
 * The in-process catalog index (architecture.md §1 "search": MiniSearch, rebuilt from the
 * database when the catalog changes). Terms are pre-tokenised by search.tokens.ts into two
 * MiniSearch indexes over the same document ids, because typo tolerance walks the term tree and a
 * tree holding thousands of Chinese characters beside the Latin words would make every fuzzy
 * lookup visit them all:
 * - Chinese: `name` (characters, bigrams and words of the zh-CN and zh-HK names) × 3 and
 *   `secondary` (towns, type or category, dishes) × 1;
 * - Latin: `name` (English words) × 3, `pinyin` of the Chinese name × 2, pinyin `initials` × 1.5,
 *   `secondary` (English and pinyin of towns, labels, tags, dishes) × 1.
 *
 * Matching: the Chinese part of a query needs most of its bigrams in a document (all up to two,
 * else two thirds, so 喜洲粑粑 finds 喜洲破酥粑粑); the Latin part needs every word, each as a
 * prefix and, from five letters on, with one typo per five letters (at most two) unless the word is
 * a pinyin syllable of the catalog (so "chong" never turns into "zhong"); from four letters on, two
 * neighbouring letters typed the wrong way round count as one typo too ("erhia" → erhai: Damerau's
 * transposition, which plain edit distance counts as two); several Latin
 * words may also match run together ("chong sheng si" = "chongshengsi"). A query with both parts
 * needs both. Scores are MiniSearch's BM25, multiplied by 4 when the query is a whole name (in any
 * script, English or pinyin) and by 2 when a name starts with it. An attraction's name also counts
 * whole without its generic last word ("Xizhou Ancient Town", 喜洲古镇 → Xizhou, 喜洲), so the
 * place ranks above the restaurants and dishes named after it. The catalog's editorial picks
 * (`featuredRank`) score ×1.5, so the famous place wins among similar matches ("pagodas").
 */
import MiniSearch, { type Query } from 'minisearch';
import { transpositions } from '../../lib/name-search.js';
import type { SearchGroup, SearchKind } from '@dali/shared/contracts/search';
import type { SearchDocument } from './search.presenter.js';
import {
  compactForm,
  hanTerms,
  latinTerms,
  pinyinCompact,
  pinyinTerms,
  planQuery,
  requiredHanMatches,
  type QueryPlan,
} from './search.tokens.js';

export interface IndexSearchOptions {
  /** Items per group (the group's `total` still counts every match). */
  limit: number;
  /** Only this kind, when given. */
  kind?: SearchKind;
}

/** A built index over one catalog version. */
export interface SearchIndex {
  /** Number of indexed documents. */
  readonly size: number;
  /** Groups with at least one hit, the group holding the best hit first; items best first. */
  search(query: string, options: IndexSearchOptions): SearchGroup[];
}

interface HanFields {
  id: number;
  name: string;
  secondary: string;
}

interface LatinFields extends HanFields {
  pinyin: string;
  initials: string;
}

const FIELD_BOOST = { name: 3, pinyin: 2, initials: 1.5, secondary: 1 };
const EXACT_NAME_BONUS = 4;
const FEATURED_BONUS = 1.5;
const NAME_PREFIX_BONUS = 2;
const MIN_FUZZY_LENGTH = 5;
const MIN_TRANSPOSE_LENGTH = 4;

/**
 * Generic last words of place names (English folded, Chinese in both scripts): a query naming the
 * place without them ("Xizhou", 喜洲) is a whole-name match of "Xizhou Ancient Town" / 喜洲古镇.
 */
const GENERIC_PLACE_WORDS = [
  'ancient town', 'ancient city', 'old town', 'ancient village', 'village', 'town', 'scenic area', 'scenic spot',
  '古镇', '古鎮', '古城', '古村', '村', '镇', '鎮', '景区', '景區', '风景区', '風景區',
];

// Documents arrive pre-tokenised as space-separated unique terms; queries are planned the same way.
const splitTerms = (text: string) => text.split(' ');
const keepTerm = (term: string) => term || null;
const joinTerms = (terms: Iterable<string>) => [...new Set(terms)].join(' ');

/** The part of a name before a bracketed alias: "沙溪古镇（寺登街）" → "沙溪古镇". */
const mainPart = (name: string) => name.split(/[（(]/)[0] ?? name;

/** An English name without its leading article ("The Linden Centre" → "Linden Centre"), or null. */
function withoutArticle(name: string): string | null {
  const match = /^the\s+(.+)$/i.exec(name.trim());
  return match?.[1] ?? null;
}

/** `name` without one generic place word at its end, or null when it has none (or is nothing else). */
function withoutGenericWord(name: string): string | null {
  const trimmed = name.trim();
  const lower = trimmed.toLowerCase();
  for (const word of GENERIC_PLACE_WORDS) {
    if (lower.endsWith(word) && lower.length > word.length) return trimmed.slice(0, trimmed.length - word.length);
  }
  return null;
}

/**
 * Compact spellings a query is compared with for the exact/prefix bonus: each script, the English
 * name without "The", and for attractions their short names.
 */
function nameForms(hit: SearchDocument['hit']): string[] {
  const { name } = hit;
  const names = [name['zh-CN'], name['zh-HK'], name['en-US']].map(mainPart);
  const english = withoutArticle(names[2] ?? '');
  if (english) names.push(english);
  if (hit.kind === 'attraction') names.push(...names.map(withoutGenericWord).filter((short): short is string => short !== null));
  const forms = [name['zh-CN'], name['zh-HK'], name['en-US'], ...names].map(compactForm);
  forms.push(pinyinCompact(name['zh-CN']), ...names.map(pinyinCompact));
  return [...new Set(forms.filter(Boolean))];
}


/** Terms of one secondary text; the same town, label or dish recurs across many documents. */
type SecondaryTerms = (text: string) => { han: string[]; latin: string[] };

function memoisedSecondaryTerms(): SecondaryTerms {
  const seen = new Map<string, { han: string[]; latin: string[] }>();
  return (text) => {
    let terms = seen.get(text);
    if (!terms) {
      terms = { han: hanTerms(text), latin: [...latinTerms(text), ...pinyinTerms(text).pinyin] };
      seen.set(text, terms);
    }
    return terms;
  };
}

function indexedFields(
  document: SearchDocument,
  id: number,
  context: { syllables: Set<string>; secondaryTerms: SecondaryTerms },
): { han: HanFields; latin: LatinFields } {
  const { name } = document.hit;
  const names = `${name['zh-CN']} ${name['zh-HK']} ${name['en-US']}`;
  const pinyin = pinyinTerms(name['zh-CN']);
  for (const syllable of pinyin.syllables) context.syllables.add(syllable);
  const secondary = document.secondary.map(context.secondaryTerms);
  return {
    han: { id, name: joinTerms(hanTerms(names)), secondary: joinTerms(secondary.flatMap((terms) => terms.han)) },
    latin: {
      id,
      name: joinTerms(latinTerms(names)),
      pinyin: joinTerms(pinyin.pinyin),
      initials: joinTerms(pinyin.initials),
      secondary: joinTerms(secondary.flatMap((terms) => terms.latin)),
    },
  };
}

function createMiniSearch<T extends HanFields>(fields: (keyof T & string)[]): MiniSearch<T> {
  return new MiniSearch<T>({
    fields,
    tokenize: splitTerms,
    processTerm: keepTerm,
    searchOptions: { tokenize: splitTerms, processTerm: keepTerm, boost: FIELD_BOOST },
  });
}

/** ×4 for a whole name, ×2 for the start of one (`prefixApplies`: queries of two characters or more). */
function nameBonus(forms: string[], compact: string, prefixApplies: boolean): number {
  if (!compact) return 1;
  if (forms.includes(compact)) return EXACT_NAME_BONUS;
  if (prefixApplies && forms.some((form) => form.startsWith(compact))) return NAME_PREFIX_BONUS;
  return 1;
}

/** Build the index of `documents` (ids are positions in that list). Synchronous; ~ms per hundred. */
export function buildSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const hanIndex = createMiniSearch<HanFields>(['name', 'secondary']);
  const latinIndex = createMiniSearch<LatinFields>(['name', 'pinyin', 'initials', 'secondary']);
  const syllables = new Set<string>();
  const context = { syllables, secondaryTerms: memoisedSecondaryTerms() };
  const fields = documents.map((document, id) => indexedFields(document, id, context));
  hanIndex.addAll(fields.map((f) => f.han));
  latinIndex.addAll(fields.map((f) => f.latin));
  const forms = documents.map((document) => nameForms(document.hit));
  // Every Latin term of the index: a swapped spelling of a query word is asked only when it is one.
  const latinVocabulary = new Set(fields.flatMap((f) => [f.latin.name, f.latin.pinyin, f.latin.secondary].flatMap(splitTerms)));

  function searchHan(plan: QueryPlan): Map<number, number> {
    const required = new Set(plan.hanTerms);
    const needed = requiredHanMatches(required.size);
    const results = hanIndex.search(joinTerms([...plan.hanTerms, ...plan.hanBonusTerms]), { combineWith: 'OR', prefix: false, fuzzy: false });
    const scores = new Map<number, number>();
    for (const result of results) {
      const matched = result.queryTerms.filter((term) => required.has(term)).length;
      if (matched >= needed) scores.set(result.id as number, result.score);
    }
    return scores;
  }

  /** Swapped spellings of a query word that are terms of the index (none for a known word). */
  function swappedSpellings(word: string): string[] {
    if (word.length < MIN_TRANSPOSE_LENGTH || syllables.has(word) || latinVocabulary.has(word)) return [];
    return transpositions(word).filter((variant) => latinVocabulary.has(variant));
  }

  /** One query word, or that word OR its swapped spellings that are terms of the index. */
  function wordQuery(word: string): Query {
    const swapped = swappedSpellings(word);
    return swapped.length === 0 ? word : { combineWith: 'OR', queries: [word, ...swapped] };
  }

  /** The query's compact with each word swapped into the one index term it stands for, when it is one. */
  function correctedCompact(plan: QueryPlan): string | null {
    if (plan.hanTerms.length > 0 || plan.latinTerms.length === 0) return null;
    let changed = false;
    const words = plan.latinWords.map((word) => {
      const swapped = swappedSpellings(word);
      if (swapped.length !== 1) return word;
      changed = true;
      return swapped[0] ?? word;
    });
    return changed ? words.join('') : null;
  }

  function searchLatin(plan: QueryPlan): Map<number, number> {
    const words: Query = { combineWith: 'AND', queries: plan.latinTerms.map(wordQuery) };
    // The run-together alternative is matched exactly or as a prefix: a typo allowance on a long
    // compact word costs a wide fuzzy walk of the term tree for little gain.
    const query: Query = plan.latinCompact ? { combineWith: 'OR', queries: [words, { queries: [plan.latinCompact], fuzzy: false }] } : words;
    const results = latinIndex.search(query, {
      combineWith: 'AND',
      prefix: true,
      fuzzy: (term) => (term.length >= MIN_FUZZY_LENGTH && !syllables.has(term) ? 0.2 : false),
      maxFuzzy: 2,
    });
    return new Map(results.map((result) => [result.id as number, result.score]));
  }

  return {
    size: documents.length,
    search(query, { limit, kind }) {
      const plan = planQuery(query);
      const han = plan.hanTerms.length > 0 ? searchHan(plan) : null;
      const latin = plan.latinTerms.length > 0 ? searchLatin(plan) : null;
      let scores: Map<number, number>;
      if (han && latin) scores = new Map([...han].filter(([id]) => latin.has(id)).map(([id, score]) => [id, score + (latin.get(id) ?? 0)]));
      else scores = han ?? latin ?? new Map();

      const bonusApplies = [...plan.compact].length >= 2;
      const corrected = correctedCompact(plan);
      const ranked: { id: number; score: number }[] = [];
      for (const [id, score] of scores) {
        if (kind && documents[id]?.hit.kind !== kind) continue;
        const bonus = nameBonus(forms[id] ?? [], plan.compact, bonusApplies);
        const featured = documents[id]?.featured ? FEATURED_BONUS : 1;
        const total = score * featured * (corrected ? Math.max(bonus, nameBonus(forms[id] ?? [], corrected, bonusApplies)) : bonus);
        ranked.push({ id, score: Math.round(total * 1000) / 1000 });
      }
      // Equal scores keep catalog order (documents are sorted by kind, then id): stable answers.
      ranked.sort((a, b) => b.score - a.score || a.id - b.id);

      const groups = new Map<SearchKind, SearchGroup>();
      for (const { id, score } of ranked) {
        const hit = documents[id]?.hit;
        if (!hit) continue;
        let group = groups.get(hit.kind);
        if (!group) {
          group = { kind: hit.kind, total: 0, items: [] };
          groups.set(hit.kind, group);
        }
        group.total += 1;
        if (group.items.length < limit) group.items.push({ ...hit, score });
      }
      // Hits are sorted, so groups were created in the order of their best hit.
      return [...groups.values()];
    },
  };
}
