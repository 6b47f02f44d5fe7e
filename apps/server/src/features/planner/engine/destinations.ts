/**
 * The planner form's destinations (spec §3 "destinations"), read at every level the catalog knows:
 * the prefecture (Dali, 大理, 大理州, 大理白族自治州), its county-level divisions (大理市, 剑川县,
 * Weishan County), towns and their other names (大理市区 = Xiaguan, not the old town), and
 * attractions; in either Chinese script, English, or pinyin with or without tone marks or spaces.
 * Names come from the catalog through the request extractor's gazetteer, so the form and the
 * quick-text input read places the same way. A word that names nothing gets the closest names.
 */
import MiniSearch from 'minisearch';
import type { Locale, LocalizedText } from '@dali/shared/locales';
import { gazetteerOf, resolvePlaceName } from '../extract/gazetteer.js';
import { normalizeText } from '../extract/text.js';
import { transpositions } from '../../../lib/name-search.js';
import type { CatalogSnapshot } from './catalog-snapshot.js';

/** What a destination word names. */
export interface ResolvedDestination {
  /**
   * Catalog town ids: the town itself; every catalog town of a prefecture or county; an
   * attraction's town. Catalog order, no repeats.
   */
  townIds: string[];
  /** The attraction the word names (it becomes a must-visit), else null. */
  attractionId: string | null;
}

/**
 * Resolve one destination word (see the module comment).
 * @returns the towns (and attraction) it names; null when it names nothing in the catalog.
 */
export function resolveDestination(word: string, snapshot: CatalogSnapshot): ResolvedDestination | null {
  const targets = resolvePlaceName(word, gazetteerOf(snapshot));
  if (!targets) return null;
  const areas = targets.filter((t) => t.kind !== 'attraction');
  if (areas.length > 0) {
    // A name shared by areas ("大理": the prefecture and Dali City) stands for all of them.
    const ids = new Set(areas.flatMap((t) => t.ids));
    return { townIds: snapshot.townList.filter((t) => ids.has(t.id)).map((t) => t.id), attractionId: null };
  }
  const attraction = targets.flatMap((t) => t.ids).map((id) => snapshot.attractions.get(id)).find((a) => a !== undefined);
  return attraction ? { townIds: [attraction.townId], attractionId: attraction.id } : null;
}

/** A catalog place offered instead of a word that names nothing. */
export interface DestinationSuggestion {
  kind: 'town' | 'attraction';
  /** Catalog id (what the alternative's patch puts in `destinations`). */
  id: string;
  name: LocalizedText;
}

/** One place in the suggestion index: `key` is `kind:placeId` (ids of towns and sights may meet). */
interface SuggestionDocument {
  key: string;
  placeId: string;
  kind: 'town' | 'attraction';
  text: string;
}

const HAN = /[\u3400-\u9fff]/u;
// Latin words as they are, Chinese one character at a time: "大里" shares 大 with 大理, and a
// misspelt "Xizou" is within reach of "xizhou" by edit distance.
const tokenize = (text: string): string[] => normalizeText(text).split(/([\u3400-\u9fff])|[^a-z0-9\u3400-\u9fff]+/u).filter((t): t is string => t !== undefined && t !== '');

const indexes = new WeakMap<CatalogSnapshot, MiniSearch<SuggestionDocument>>();

function suggestionIndex(snapshot: CatalogSnapshot): MiniSearch<SuggestionDocument> {
  let index = indexes.get(snapshot);
  if (!index) {
    index = new MiniSearch<SuggestionDocument>({ fields: ['text'], storeFields: ['placeId', 'kind'], idField: 'key', tokenize, processTerm: (term) => term });
    const documents = [
      ...snapshot.townList.map((t) => ({ key: `town:${t.id}`, placeId: t.id, kind: 'town' as const, text: [...Object.values(t.name), t.englishName, ...t.aliases].join(' ') })),
      ...snapshot.attractionList.map((a) => ({ key: `attraction:${a.id}`, placeId: a.id, kind: 'attraction' as const, text: Object.values(a.name).join(' ') })),
    ];
    index.addAll(documents);
    indexes.set(snapshot, index);
  }
  return index;
}

/**
 * Up to `limit` catalog towns and attractions whose names are closest to `word` (one or two typos
 * in Latin script, shared characters in Chinese), best first; towns of the prefecture before
 * places elsewhere at equal closeness.
 */
export function suggestDestinations(word: string, snapshot: CatalogSnapshot, limit = 3): DestinationSuggestion[] {
  const query = word.trim();
  if (query === '') return [];
  const cjk = HAN.test(query);
  const index = suggestionIndex(snapshot);
  const options = {
    combineWith: 'OR',
    prefix: (term: string) => term.length >= 3,
    // One typo from four letters on, two from eight ("Shuanglan", "Xizou"); a swapped pair of
    // letters counts as one ("erhia"), through the swapped spellings searched below.
    fuzzy: (term: string) => (cjk || term.length < 4 ? false : term.length < 8 ? 1 : 2),
  } as const;
  const spellings = cjk ? [query] : [query, ...transpositions(normalizeText(query).replace(/[^a-z]/g, ''))];
  const seen = new Set<string>();
  const results = spellings.flatMap((spelling) => index.search(spelling, options)).filter((r) => {
    const key = String(r.id);
    return !seen.has(key) && Boolean(seen.add(key));
  });
  results.sort((a, b) => b.score - a.score);
  const queryChars = new Set(tokenize(query).filter((t) => HAN.test(t)));
  const ranked = results.flatMap((result, order) => {
    const kind = result.kind as 'town' | 'attraction';
    const place = kind === 'town' ? snapshot.towns.get(String(result.placeId)) : snapshot.attractions.get(String(result.placeId));
    if (!place) return [];
    // In Chinese, closeness is the number of characters shared; the search score also weighs
    // name length, which would put "香格里拉" (one shared 里) level with "大理古城" for "大里".
    const shared = cjk ? new Set(tokenize(place.name['zh-CN'])).size - new Set(tokenize(place.name['zh-CN']).filter((c) => !queryChars.has(c))).size : 0;
    const townId = 'townId' in place ? place.townId : place.id;
    const inPrefecture = snapshot.towns.get(townId)?.prefecture ? 1 : 0;
    return [{ suggestion: { kind, id: place.id, name: place.name }, shared, inPrefecture, order }];
  });
  ranked.sort((a, b) => b.shared - a.shared || (cjk ? b.inPrefecture - a.inPrefecture : 0) || a.order - b.order);
  return ranked.slice(0, limit).map((r) => r.suggestion);
}

/** Names of `suggestions` in `language`, joined as that language lists things. */
export function suggestionList(suggestions: readonly DestinationSuggestion[], language: Locale): string {
  const separator = language === 'en-US' ? ', ' : '、';
  return suggestions.map((s) => s.name[language]).join(separator);
}
