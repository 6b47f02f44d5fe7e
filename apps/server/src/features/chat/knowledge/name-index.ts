/**
 * Finding catalog entities named in free text (spec §4 chat send: "answers name catalog entries"),
 * in Simplified or Traditional Chinese, English, or pinyin with or without spaces and tone marks.
 *
 * Every form is derived from the catalog rows: the three names; the parts of bracketed and compound
 * names ("洱海公园（团山公园）" is also "团山公园", "感通寺与感通索道" is "感通寺"); a Chinese name's
 * beginning or end that ends in a place word and belongs to one entity only ("崇圣寺" and "三塔" of
 * "崇圣寺三塔"); an English name without its generic last noun ("Erhai" of "Erhai Lake"); the "X of
 * Y" halves; the pinyin of the Chinese name; the id's words. A shorter form that several entities
 * share, or that begins another entity's name, is dropped: "大理" names nothing by itself.
 * Primary names beat shortened forms, so "喜洲" is the town even though "喜洲古镇" shortens to it.
 */
import * as OpenCC from 'opencc-js';
import { pinyin } from 'pinyin-pro';
import type { LocalizedText } from '@dali/shared/locales';
import type { ChatCatalogData, ChatEntity, ChatEntityRef } from './chat-catalog.js';

const fromHongKong = OpenCC.Converter({ from: 'hk', to: 'cn' });
const fromTaiwan = OpenCC.Converter({ from: 'tw', to: 'cn' });

const HAN = /\p{Script=Han}/u;

/**
 * The matching form of a text: NFKC, Traditional → Simplified, lower case, Latin diacritics and
 * apostrophes dropped, any other punctuation a space, runs of space one space. Catalog names and
 * questions go through the same function, so both sides meet.
 */
export function normalizeForMatch(text: string): string {
  return foldForMatch(fromTaiwan(fromHongKong(text.normalize('NFKC'))));
}

/**
 * {@link normalizeForMatch} for text already in Simplified Chinese or English (the catalog's zh-CN
 * and en-US texts): the same folding without the script conversion, which is the costly part.
 */
export function foldForMatch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A name found in a text: its span in the normalised text and the entities it may stand for. */
export interface EntityMention {
  /** The words as normalised (lower-case, Simplified). */
  text: string;
  /** Offsets into `normalizeForMatch(text)`. */
  start: number;
  end: number;
  /** One entity, or several that share the name (a town and its old-town attraction), best first. */
  refs: ChatEntityRef[];
}

/** Name forms of a catalog, normalised: Chinese forms by text, Latin forms with spaces removed. */
export interface NameIndex {
  readonly cjk: ReadonlyMap<string, readonly ChatEntityRef[]>;
  readonly latin: ReadonlyMap<string, readonly ChatEntityRef[]>;
  /** Chinese forms, longest first, as one alternation (flag g). */
  readonly cjkPattern: RegExp | null;
  /** Most words a Latin form spans. */
  readonly maxLatinWords: number;
}

const PRIMARY = 0;
const SHORT = 1;
const ALIAS = 2;

// Characters that end a Chinese place word, and English generic nouns that end a place name.
const PLACE_CHAR_END = /[寺塔山湖岛园镇村城馆泉街楼桥洞门谷海潭池宫庙阁院]$/;
const GENERIC_EN_TAIL = / (?:lake|mountain|mountains|island|islet|park|temple|spring|springs|pier|tower|village|market|valley|compound)$/;
const BRACKETS = /\s*[(（]([^)）]*)[)）]\s*/g;
// Ends of Chinese names that are kinds of place, not names ("巍山古城" must not make "古城" its name).
const GENERIC_ZH = /^(?:古城|古镇|公园|码头|索道|大院|景区|石窟|广场|老街|古村|寺庙|湖泊|山脉|大索道|国家公园)$/;

interface Candidate {
  rank: number;
  refs: ChatEntityRef[];
}

const compact = (normalized: string) => normalized.replace(/ /g, '');
const sameRef = (a: ChatEntityRef, b: ChatEntityRef) => a.kind === b.kind && a.id === b.id;

/** Raw name forms of one localised name with their ranks (not yet normalised). */
function rawForms(name: LocalizedText): { text: string; rank: number }[] {
  const forms: { text: string; rank: number }[] = [];
  for (const full of new Set([name['zh-CN'], name['zh-HK'], name['en-US']])) {
    forms.push({ text: full, rank: PRIMARY });
    const inner: string[] = [];
    const stem = full.replace(BRACKETS, (_, content: string) => {
      inner.push(content.trim());
      return ' ';
    }).trim();
    if (stem !== full) forms.push({ text: stem, rank: SHORT });
    for (const part of [stem, ...inner]) {
      if (part !== stem) forms.push({ text: part, rank: SHORT });
      // "和" is not a separator: it is inside names ("中和寺").
      const pieces = HAN.test(part) ? part.split(/[与·、]/) : part.split(/\s+and\s+|\s*&\s*|\s*,\s*/);
      if (pieces.length > 1) for (const piece of pieces) if (!GENERIC_ZH.test(piece.trim())) forms.push({ text: piece.trim(), rank: SHORT });
      if (!HAN.test(part)) {
        const of = /^(.+?) of (?:the )?(.+)$/i.exec(part);
        if (of?.[1] && of[2]) forms.push({ text: of[1], rank: ALIAS }, { text: of[2], rank: ALIAS });
      }
    }
  }
  return forms;
}

// Beginnings that are words of their own, not names ("南诏" is the kingdom as often as the island).
const NOT_A_HEAD = /^(?:南诏|中国|云南|大理|nanzhao|zhongguo|yunnan|dali)$/;
// Two-character ends of dish names that are kinds of food, not one dish.
const GENERIC_DISH = /^(?:小吃|美食|点心|米线|火锅|豆腐|米饭|面条|烧烤|早餐|甜品|饮料|鸡汤|鱼汤|凉粉|饵块|饵丝)$/;
// English endings that name the same kind of place ("Dali Ancient Town" is "Dali Old Town").
const EN_TAIL_SYNONYMS: readonly (readonly string[])[] = [
  ['old town', 'ancient town', 'ancient city', 'old city'],
  ['mountain', 'mountains', 'mount'],
  ['spring', 'springs'],
  ['pagoda', 'pagodas'],
  ['island', 'isle'],
];

/**
 * Shortened forms of an entity's name, kept by {@link buildNameIndex} only when no other entity
 * gives the same form or a name beginning with it:
 * - Chinese: a beginning (three characters and more) or an end (two and more) that ends in a place
 *   word ("崇圣寺", "三塔" of "崇圣寺三塔"; "南门" of "大理古城南门与城墙"); a sight's name without its
 *   first word ("洗马潭大索道"); a sight's first two characters ("才村" of "才村码头"); a dish without
 *   the place in front ("砂锅鱼") or its first three characters ("野生菌");
 * - English and pinyin: a name without its generic noun ("Erhai"), its first word and noun ("Nanzhao
 *   Island"), its first two words ("Jade Dragon"), the same kind of place in other words ("Dali
 *   Ancient Town"), a sight's first two pinyin syllables ("caicun"); a dish without its first word
 *   or with one word left out ("Crossing-the-Bridge Noodles").
 */
function shortFormsOf(entity: ChatEntity): { key: string; isCjk: boolean }[] {
  const forms: { key: string; isCjk: boolean }[] = [];
  const cjk = (key: string) => forms.push({ key, isCjk: true });
  const latin = (text: string) => forms.push({ key: compact(text), isCjk: false });
  const isSight = entity.kind === 'attraction';
  const zh = entity.name['zh-CN'].replace(BRACKETS, ' ').trim().replace(/\s+/g, '');
  if (HAN.test(zh)) {
    for (const part of new Set([zh, ...zh.split(/[与·、]/)])) {
      const chars = [...part];
      for (let n = 2; n < chars.length; n++) {
        const head = chars.slice(0, n).join('');
        const tail = chars.slice(n).join('');
        const cut = PLACE_CHAR_END.test(chars[n - 1] ?? '');
        if (n >= 3 && PLACE_CHAR_END.test(head)) cjk(head);
        if (cut && tail.length >= 2 && PLACE_CHAR_END.test(tail) && !GENERIC_ZH.test(tail)) cjk(tail);
        if (isSight && cut && tail.length >= 4) cjk(tail);
      }
    }
    const chars = [...zh];
    if (isSight && chars.length >= 4 && !NOT_A_HEAD.test(chars.slice(0, 2).join(''))) cjk(chars.slice(0, 2).join(''));
    if (entity.kind === 'food') {
      for (let n = 1; chars.length - n >= 3; n++) cjk(chars.slice(n).join(''));
      if (chars.length >= 4) cjk(chars.slice(0, 3).join(''));
      // The dish word of each part ("酸奶" of "大理酸奶与乳品小吃"), unless it is a kind of food.
      for (const part of zh.split(/[与·、]/)) {
        const tail = [...part].slice(-2).join('');
        if (part.length > 2 && !GENERIC_DISH.test(tail)) cjk(tail);
      }
    }
    if (isSight && chars.length >= 3) {
      const head = pinyin(chars.slice(0, 2).join(''), { toneType: 'none', type: 'array', nonZh: 'removed' }).join('');
      if (head.length >= 5 && !NOT_A_HEAD.test(head)) latin(head);
    }
  }
  const stems = [entity.name['en-US'], ...[...entity.name['en-US'].matchAll(/[(（]([^)）]*)[)）]/g)].map((m) => m[1] ?? '')].map((n) => normalizeForMatch(n.replace(BRACKETS, ' ')));
  for (const en of stems.filter(Boolean)) {
    const words = en.split(' ');
    if (isSight || entity.kind === 'town') {
      const bare = en.replace(GENERIC_EN_TAIL, '');
      if (bare !== en && !bare.includes(' ')) latin(bare);
      if (words.length >= 3 && bare !== en) latin(`${words[0] ?? ''}${words[words.length - 1] ?? ''}`);
      if (isSight && words.length >= 3 && !/^(?:the|of|and)$/.test(words[1] ?? '')) latin(words.slice(0, 2).join(' '));
      for (const group of EN_TAIL_SYNONYMS) {
        const tail = group.find((t) => en.endsWith(` ${t}`));
        if (tail) for (const other of group) if (other !== tail) latin(`${en.slice(0, -tail.length)}${other}`);
      }
    }
    if (entity.kind === 'food') {
      if (words.length >= 2) latin(words.slice(1).join(' '));
      if (words.length >= 3) latin(`${words[0] ?? ''} ${words[words.length - 1] ?? ''}`);
      if (words.length >= 4) for (let i = 0; i < words.length; i++) latin(words.filter((_, j) => j !== i).join(' '));
      if (words.length >= 3 && !/^(?:the|of|and)$/.test(words[1] ?? '')) latin(words.slice(0, 2).join(' '));
    }
  }
  return forms;
}

/**
 * Build the name index of `data` (see the file comment). Pure; deterministic for the same rows.
 */
export function buildNameIndex(data: ChatCatalogData): NameIndex {
  const cjk = new Map<string, Candidate>();
  const latin = new Map<string, Candidate>();
  const add = (raw: string, rank: number, ref: ChatEntityRef) => {
    const normalized = normalizeForMatch(raw);
    if (!normalized) return;
    const isCjk = HAN.test(normalized);
    const key = isCjk ? normalized.replace(/ /g, '') : compact(normalized);
    // One Chinese character or a very short Latin word names nothing reliably; shortened forms need more.
    if (isCjk ? [...key].length < 2 : key.length < (rank === PRIMARY ? 3 : 4)) return;
    const map = isCjk ? cjk : latin;
    const entry = map.get(key);
    if (!entry || rank < entry.rank) map.set(key, { rank, refs: [ref] });
    else if (rank === entry.rank && !entry.refs.some((r) => sameRef(r, ref))) entry.refs.push(ref);
  };

  const entities: ChatEntity[] = [...data.towns, ...data.attractions, ...data.foods, ...data.restaurants, ...data.stays];
  const shortForms: { key: string; ref: ChatEntityRef; isCjk: boolean }[] = [];
  for (const entity of entities) {
    const ref: ChatEntityRef = { kind: entity.kind, id: entity.id };
    for (const form of rawForms(entity.name)) add(form.text, form.rank, ref);
    if (entity.kind === 'town') add(entity.englishName, PRIMARY, ref);
    add(entity.id.replace(/-/g, ' '), ALIAS, ref);
    const zh = entity.name['zh-CN'].replace(BRACKETS, ' ').trim();
    if (HAN.test(zh)) {
      const syllables = pinyin(zh, { toneType: 'none', type: 'array', nonZh: 'removed' }).filter((s) => /^[a-z]+$/.test(s));
      if (syllables.length >= 2) add(syllables.join(''), ALIAS, ref);
    }
    for (const form of shortFormsOf(entity)) shortForms.push({ ...form, ref });
  }

  // A short form is kept only when exactly one entity gives it and it begins no other entity's name.
  const owners = new Map<string, ChatEntityRef[]>();
  for (const form of shortForms) {
    const list = owners.get(form.key) ?? [];
    if (!list.some((r) => sameRef(r, form.ref))) list.push(form.ref);
    owners.set(form.key, list);
  }
  // Names in sorted order: those beginning with a key follow it directly.
  const sorted = new Map([cjk, latin].map((map) => [map, [...map.keys()].sort()] as const));
  const beginsOther = (key: string, ref: ChatEntityRef, map: Map<string, Candidate>) => {
    const names = sorted.get(map) ?? [];
    let low = 0;
    let high = names.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((names[mid] ?? '') < key) low = mid + 1;
      else high = mid;
    }
    for (let i = low; i < names.length && (names[i] ?? '').startsWith(key); i++) {
      const name = names[i] ?? '';
      if (name !== key && map.get(name)?.refs.some((r) => !sameRef(r, ref))) return true;
    }
    return false;
  };
  for (const form of shortForms) {
    const list = owners.get(form.key) ?? [];
    const map = form.isCjk ? cjk : latin;
    if (list.length !== 1 || map.has(form.key) || beginsOther(form.key, form.ref, map)) continue;
    if ([...form.key].length < (form.isCjk ? 2 : 4)) continue;
    map.set(form.key, { rank: ALIAS, refs: [form.ref] });
  }

  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const cjkKeys = [...cjk.keys()].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  const maxLatinWords = Math.max(1, ...entities.flatMap((e) => Object.values(e.name).map((n) => normalizeForMatch(n).split(' ').length)));
  return {
    cjk: new Map([...cjk].map(([k, v]) => [k, v.refs])),
    latin: new Map([...latin].map(([k, v]) => [k, v.refs])),
    cjkPattern: cjkKeys.length > 0 ? new RegExp(cjkKeys.map((k) => escape(k).replace(/ /g, ' ?')).join('|'), 'g') : null,
    maxLatinWords: Math.min(maxLatinWords + 1, 10),
  };
}

/**
 * Entities named in `text`, in text order, without overlaps (the longest name at each place wins;
 * Chinese and Latin names are found in either script).
 * @param text any question or answer, up to a few thousand characters.
 */
export function findMentions(index: NameIndex, text: string): EntityMention[] {
  const normalized = normalizeForMatch(text);
  const found: EntityMention[] = [];
  const taken = new Uint8Array(normalized.length);
  const free = (start: number, end: number) => taken.subarray(start, end).every((v) => v === 0);
  const take = (start: number, end: number, refs: readonly ChatEntityRef[]) => {
    taken.fill(1, start, end);
    found.push({ text: normalized.slice(start, end), start, end, refs: [...refs] });
  };

  if (index.cjkPattern) {
    index.cjkPattern.lastIndex = 0;
    for (const match of normalized.matchAll(index.cjkPattern)) {
      const refs = index.cjk.get(match[0].replace(/ /g, ''));
      if (refs && free(match.index, match.index + match[0].length)) take(match.index, match.index + match[0].length, refs);
    }
  }

  const words = [...normalized.matchAll(/[a-z0-9]+/g)];
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(index.maxLatinWords, words.length - i); n >= 1; n--) {
      const span = words.slice(i, i + n);
      const first = span[0];
      const last = span[span.length - 1];
      if (!first || !last) continue;
      const refs = index.latin.get(span.map((w) => w[0]).join(''));
      const start = first.index;
      const end = last.index + last[0].length;
      // Words of a span must be neighbours (only spaces between), not across Chinese text.
      if (!refs || !/^[a-z0-9 ]*$/.test(normalized.slice(start, end)) || !free(start, end)) continue;
      take(start, end, refs);
      i += n - 1;
      break;
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
