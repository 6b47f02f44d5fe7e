/**
 * The grounding check every chat answer goes through, whichever engine wrote it (spec §4 chat send;
 * docs/decisions/0017-chat-assistant.md): which catalog entries the answer names, and which words
 * look like a place but are no catalog entry. Place-like words are:
 * - Chinese: a Han run ending in a place word (寺 塔 山 湖 岛 古镇 古城 村 街 客栈 酒店 饭店 餐厅
 *   市场 …), at most four characters before it, cut after function words (去, 在, 的, 和 …);
 * - English: capitalised words ending in a place noun (Temple, Pagoda, Lake, Island, Village, Town,
 *   Hotel, Inn, Hostel, Guesthouse, Restaurant, Café, Market, Museum, Mountain …);
 * - the text of Markdown links to catalog pages, and of bold runs that end like a place.
 * A place-like word is grounded when a catalog name covers its place word, or when the catalog's own
 * descriptive text uses it (an intro's "Xi'an's Small Wild Goose Pagoda" is a sourced fact, not an
 * entry); otherwise it is unknown. A link to a catalog page whose id is not in the catalog is unknown
 * too. The cleaned text drops every sentence holding an unknown name; the service stores that for
 * the model engine and logs the counts for both.
 */
import type { ChatCatalog, ChatEntityKind, ChatEntityRef } from './knowledge/chat-catalog.js';
import { entityOf } from './knowledge/chat-catalog.js';
import { findMentions, normalizeForMatch, type EntityMention } from './knowledge/name-index.js';

/** Outcome of {@link checkGrounding}. */
export interface GroundingResult {
  /** Catalog entries the text names (links and names), first appearance first, no repeats. */
  named: ChatEntityRef[];
  /** Place-like names that are no catalog entry and appear nowhere in the catalog's text. */
  unknownNames: string[];
  /** Place-like names that are no entry but are quoted from the catalog's own descriptions. */
  quotedNames: string[];
  /** How many place-like names were judged (grounded + quoted + unknown). */
  placeLikeCount: number;
  /** The text without the sentences that hold an unknown name (unchanged when there is none). */
  cleanedText: string;
  /** The sentences removed, as written. */
  removedSentences: string[];
}

const ZH_PLACE_WORDS = [
  '古镇', '古城', '客栈', '酒店', '饭店', '餐厅', '餐馆', '市场', '公园', '博物馆', '码头', '景区', '广场', '温泉', '民宿', '青旅', '旅馆', '宾馆', '咖啡馆', '大院',
  '瀑布', '峡谷', '酒吧', '茶馆', '度假村', '观景台', '沙滩', '殿',
  '寺', '塔', '山', '湖', '岛', '村', '街', '庙', '宫', '桥', '泉', '楼', '阁', '洞', '峰', '谷', '院',
];
const ZH_PLACE = new RegExp(ZH_PLACE_WORDS.sort((a, b) => b.length - a.length).join('|'), 'g');
// A candidate starts after the last of these: verbs and particles that never end a name.
const ZH_CUT = /.*(?:去|到|在|的|和|与|及|是|从|往|游览|参观|推荐|前往|还有|以及|附近|周边|当地|本地|其他|特色|这|那|个|座|家|间|一|或|、|看|逛|住|吃|爬|登|上|下|有|条|各|每|些|所|处|多|几|哪|什么|按|查|找|问|适合|喜欢|想|要|睇|去过)/;
// What comes before a place word in ordinary phrases ("清真餐厅", "海景客栈"): kinds, not names.
const ZH_GENERIC = /^(?:清真|素食|素|白族|西式|西餐|中式|藏式|傣味|云南|当地|本地|特色|好吃|便宜|实惠|高档|豪华|经济|舒适|网红|热门|有名|著名|家庭|亲子|海景|湖景|山景|精品|连锁|国际|青年|背包客|老|新|大|小|好)+$/;
const EN_PLACE_NOUNS =
  'Temple|Temples|Pagoda|Pagodas|Lake|Island|Islet|Village|Town|City|Hotel|Inn|Hostel|Guesthouse|Guest House|Restaurant|Café|Cafe|Market|Museum|Mountain|Mountains|Park|Street|Bridge|Spring|Springs|Pier|Tower|Gate|Garden|Palace|Monastery|Valley|Cave|Grottoes|Resort|Lodge|Bakery|Square|Hall|Waterfall|Falls|Beach|Bay|Gorge|Peak|Hill|Canyon|Forest|Bar';
const EN_PLACE = new RegExp(`\\b((?:[A-Z][\\p{L}'’.-]*\\s+){1,4}(?:${EN_PLACE_NOUNS}))\\b`, 'gu');
const EN_LEADING_STOP = /^(?:(?:The|A|An|This|That|These|Those|Its|Our|Your|Each|Every|Any|Visit|See|From|To|In|At|And|Or|Then|Near|Try|Stay|Old)\s+)+/;
const CATALOG_PATHS: readonly [RegExp, ChatEntityKind][] = [
  [/^\/attractions\/([^/?#\s]+)$/, 'attraction'],
  [/^\/gourmetFood\/restaurant\/([^/?#\s]+)$/, 'restaurant'],
  [/^\/gourmetFood\/([^/?#\s]+)$/, 'food'],
  [/^\/stay\/reserve\?id=([^&#\s]+)$/, 'stay'],
];
const MARKDOWN_LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const BOLD = /\*\*([^*]+)\*\*/g;

const corpusCache = new WeakMap<ChatCatalog, string>();

/** The catalog's own descriptive texts, normalised, as one string (built once per catalog). */
function catalogCorpus(catalog: ChatCatalog): string {
  let corpus = corpusCache.get(catalog);
  if (corpus !== undefined) return corpus;
  const texts: string[] = [];
  const add = (...values: ({ 'zh-CN': string; 'en-US': string; 'zh-HK'?: string } | string | null)[]) => {
    for (const v of values) {
      if (v === null) continue;
      if (typeof v === 'string') texts.push(v);
      else texts.push(v['zh-CN'], v['en-US'], v['zh-HK'] ?? '');
    }
  };
  for (const a of catalog.attractions) add(a.intro, a.transport, a.ticketNote, a.address, a.hoursNote, ...a.highlights, ...a.visitTips);
  for (const f of catalog.foods) add(f.culturalBackground, f.recommendedPlace, f.cookingMethod, f.eatingMethod, f.tips, f.bestSeason, f.priceNote);
  for (const r of catalog.restaurants) add(r.note, r.address);
  for (const s of catalog.stays) add(s.address, s.priceNote, ...s.rooms.map((room) => room.name));
  for (const t of catalog.travelTimes) add(t.note);
  corpus = ` ${texts.map(normalizeForMatch).join(' | ')} `;
  corpusCache.set(catalog, corpus);
  return corpus;
}

/** The entity a catalog page path points at, or undefined when `href` is no catalog page. */
function refOfPath(href: string): ChatEntityRef | undefined {
  for (const [pattern, kind] of CATALOG_PATHS) {
    const match = pattern.exec(href);
    if (match?.[1]) return { kind, id: decodeURIComponent(match[1]) };
  }
  return undefined;
}

interface Candidate {
  /** As written in the answer. */
  name: string;
  /** Normalised form and the span of its place word within it. */
  normalized: string;
  placeStart: number;
  placeEnd: number;
}

/** Chinese place-like words of a text (see the file comment). */
function chineseCandidates(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const run of text.matchAll(/\p{Script=Han}+/gu)) {
    const simplified = normalizeForMatch(run[0]).replace(/ /g, '');
    if (simplified.length !== run[0].length) continue;
    ZH_PLACE.lastIndex = 0;
    for (const place of simplified.matchAll(ZH_PLACE)) {
      const before = simplified.slice(Math.max(0, place.index - 4), place.index).replace(ZH_CUT, '');
      const minimum = place[0].length > 1 ? 1 : 2;
      if (before.length < minimum || ZH_GENERIC.test(before)) continue;
      const start = place.index - before.length;
      const end = place.index + place[0].length;
      found.push({ name: run[0].slice(start, end), normalized: simplified.slice(start, end), placeStart: before.length, placeEnd: before.length + place[0].length });
    }
  }
  return found;
}

/** English place-like phrases of a text (see the file comment). */
function englishCandidates(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(EN_PLACE)) {
    const phrase = (match[1] ?? '').replace(EN_LEADING_STOP, '');
    if (!/\s/.test(phrase)) continue;
    const normalized = normalizeForMatch(phrase);
    const lastSpace = normalized.lastIndexOf(' ');
    found.push({ name: phrase, normalized, placeStart: lastSpace + 1, placeEnd: normalized.length });
  }
  return found;
}

/** True when a catalog name found in `candidate` covers its place word. */
function coveredByName(mentions: EntityMention[], candidate: Candidate): boolean {
  return mentions.some((m) => m.refs.length > 0 && m.start <= candidate.placeStart && m.end >= candidate.placeEnd);
}

/**
 * Check an answer against the catalog (see the file comment).
 * @param text the answer as Markdown, any language.
 * @returns named entries, unknown and quoted place-like names, and the cleaned text. Pure.
 */
export function checkGrounding(text: string, catalog: ChatCatalog): GroundingResult {
  const named: ChatEntityRef[] = [];
  const addNamed = (ref: ChatEntityRef) => {
    if (!named.some((r) => r.kind === ref.kind && r.id === ref.id)) named.push(ref);
  };
  const unknownNames: string[] = [];
  const quotedNames: string[] = [];
  let placeLikeCount = 0;
  const judged = new Set<string>();
  const corpus = catalogCorpus(catalog);

  const judge = (candidate: Candidate) => {
    const key = candidate.normalized;
    if (judged.has(key)) return;
    judged.add(key);
    placeLikeCount++;
    const mentions = findMentions(catalog.names, candidate.normalized);
    if (coveredByName(mentions, candidate)) return;
    if (corpus.includes(candidate.normalized)) quotedNames.push(candidate.name);
    else unknownNames.push(candidate.name);
  };

  // Links: a catalog path must point at an entry; its text is then that entry, whatever it says.
  const linkTexts = new Set<string>();
  for (const link of text.matchAll(MARKDOWN_LINK)) {
    const ref = refOfPath(link[2] ?? '');
    if (!ref) continue;
    placeLikeCount++;
    linkTexts.add(link[0]);
    if (entityOf(catalog, ref)) addNamed(ref);
    else unknownNames.push(link[1] ?? '');
  }
  // Outside catalog links, judge the place-like words (bold runs are plain text to these scanners).
  let rest = text;
  for (const link of linkTexts) rest = rest.split(link).join(' ');
  rest = rest.replace(BOLD, ' $1 ');
  for (const mention of findMentions(catalog.names, rest)) {
    const ref = mention.refs[0];
    if (ref) addNamed(ref);
  }
  for (const candidate of [...chineseCandidates(rest), ...englishCandidates(rest)]) judge(candidate);

  if (unknownNames.length === 0) return { named, unknownNames, quotedNames, placeLikeCount, cleanedText: text, removedSentences: [] };
  const removedSentences: string[] = [];
  const lines = text.split('\n').map((line) => {
    const sentences = line.match(/[^.!?。！？]+(?:[.!?。！？]+|$)/gu) ?? [line];
    const kept = sentences.filter((sentence) => {
      const holds = unknownNames.some((name) => sentence.includes(name));
      if (holds) removedSentences.push(sentence.trim());
      return !holds;
    });
    return { line, kept: kept.join('') };
  });
  const cleanedText = lines
    .filter(({ line, kept }) => kept.trim() !== '' || line.trim() === '')
    .map(({ kept }) => kept.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { named, unknownNames, quotedNames, placeLikeCount, cleanedText, removedSentences };
}

/**
 * Place-like names in a question that the catalog does not know, counting only the unmistakable
 * ones (English phrases, and Chinese names ending in a two-character place word such as 酒店 or
 * 古镇): the local engine then says plainly that it has no such place instead of answering about
 * something else. Single-character place words (寺, 山) are left out: in questions they are more
 * often ordinary words ("想睇寺廟").
 */
export function findUnknownPlaceNames(text: string, catalog: ChatCatalog): string[] {
  const strong = new RegExp(`(?:${ZH_PLACE_WORDS.filter((w) => w.length > 1).join('|')})$`);
  return checkGrounding(text, catalog).unknownNames.filter((name) => !/\p{Script=Han}/u.test(name) || strong.test(normalizeForMatch(name).replace(/ /g, '')));
}
