/**
 * Place names of the catalog snapshot as the request extractor finds them in free text: towns (→
 * destinations) and attractions (→ must-visits), by their names in zh-CN, zh-HK and en-US, the
 * towns' English names, and the ids. Everything here is derived from the snapshot; the only words
 * of our own are generic Chinese place suffixes (古城, 古镇, 市区) and the bracket convention of the
 * catalog's names ("下关（大理市区）" is also called "下关").
 */
import { pinyin } from 'pinyin-pro';
import type { CatalogSnapshot } from '../engine/catalog-snapshot.js';
import { normalizeText, type ExtractionText } from './text.js';

/** What a name stands for: one town, one attraction, or every town of a region. */
export interface PlaceTarget {
  kind: 'town' | 'attraction' | 'region';
  /** Town ids (kind town: one; region: every town of the region, catalog order) or the attraction id. */
  ids: readonly string[];
}

/** A place name found in the text; `start`/`end` index `ExtractionText.lower`. */
export interface PlaceMatch {
  start: number;
  end: number;
  targets: readonly PlaceTarget[];
}

/** Names of a snapshot, normalised, with what each stands for. Build once per snapshot. */
export interface Gazetteer {
  /** Normalised name → targets (a town and an attraction may share a name, e.g. an old town). */
  readonly names: ReadonlyMap<string, readonly PlaceTarget[]>;
  /** Normalised beginnings of names: "大理" of "大理古城", "erhai" of "erhai lake". */
  readonly prefixes: ReadonlySet<string>;
  /** Longest names first: how the text is scanned. */
  readonly pattern: RegExp;
  /** {@link compactKey} of each name → its targets (the best-ranked name wins a shared key). */
  readonly compact: ReadonlyMap<string, readonly PlaceTarget[]>;
}

/**
 * A name without what travellers vary in Latin script: spaces, hyphens, apostrophes, dots and
 * pinyin tone numbers ("Da4li3 Gu-cheng" and "dali gucheng" → "daligucheng"); applied after
 * {@link normalizeText}. Chinese is left as it is.
 */
export function compactKey(normalized: string): string {
  return normalized.replace(/([a-z])[1-5]/g, '$1').replace(/[\s\-'’‘.·]/g, '');
}

// Rank of a name: primary names beat the shortened and bracketed forms, so "石林" stays the town
// even though "石林风景区" is also written "Stone Forest (Shilin)".
const PRIMARY = 0;
const SHORT = 1;
const ALIAS = 2;

const BRACKETS = /\s*[(（]([^)）]*)[)）]\s*/g;
// Generic suffixes of Chinese town names; the stem names the same place in everyday speech.
const TOWN_SUFFIXES = /(古城|古镇|市区)$/;
const isCjk = (text: string) => /[\u3400-\u9fff]/.test(text);

/**
 * Shorter forms of a compound name, by the catalog's own conventions: "感通寺与感通索道" is
 * "感通寺" and "感通索道"; "噶丹·松赞林寺" is also "松赞林寺"; "South Gate and City Wall of …" is
 * "South Gate". Parts of under three Chinese characters or two English words are too generic.
 */
function partsOf(stem: string): string[] {
  const parts = isCjk(stem) ? stem.split(/[与和·]/) : stem.split(/\s+and\s+|\s*&\s*/);
  if (parts.length < 2) return [];
  return parts.map((p) => p.trim()).filter((p) => (isCjk(p) ? [...p].length >= 3 : p.split(/\s+/).length >= 2));
}

// Characters that end a Chinese place word (temple, pagoda, mountain, lake, island, garden…), and
// the English nouns that do the same.
const PLACE_WORD_END = /[寺塔山湖岛园镇村城馆泉街楼桥洞门谷海潭池宫庙阁]$/;
const PLACE_NOUN_EN = / (?:temples?|pagodas?|mountains?|lakes?|islands?|islets?|gardens?|parks?|towns?|villages?|museums?|springs?|streets?|towers?|gates?|piers?|caves?|valleys?|monaster(?:y|ies)|churches?|markets?|cableways?|grottoes)$/;

/**
 * A name's beginning (three Chinese characters or two English words and more) or a Chinese name's
 * ending (two characters and more) that ends like a place word and begins or ends no other place's
 * name ("崇圣寺" of "崇圣寺三塔", "Three Pagodas" of "Three
 * Pagodas of Chongsheng Temple") names that place too; travellers shorten names this way. Other
 * beginnings ("大理天" of "大理天主教堂") would match ordinary words ("大理天气").
 */
function addUniquePrefixes(ranked: Map<string, { rank: number; targets: PlaceTarget[] }>): void {
  const owners = new Map<string, Set<string>>();
  for (const [name, entry] of ranked) {
    if (!isCjk(name)) continue;
    const key = entry.targets.map((t) => `${t.kind}:${t.ids.join()}`).join('|');
    const chars = [...name];
    for (let n = 3; n < chars.length; n++) {
      const prefix = chars.slice(0, n).join('');
      owners.set(prefix, (owners.get(prefix) ?? new Set()).add(key));
    }
  }
  // Endings too: "三塔" of "崇圣寺三塔", as travellers say it (two characters at least, ending
  // like a place word, owned by one place only: "古城" ends many names and is left alone).
  for (const [name, entry] of ranked) {
    if (!isCjk(name)) continue;
    const key = entry.targets.map((t) => `${t.kind}:${t.ids.join()}`).join('|');
    const chars = [...name];
    for (let n = 2; n < chars.length; n++) {
      const suffix = chars.slice(chars.length - n).join('');
      if (!PLACE_WORD_END.test(suffix) || !isCjk(suffix)) continue;
      owners.set(suffix, (owners.get(suffix) ?? new Set()).add(key));
    }
  }
  for (const [name, entry] of ranked) {
    if (isCjk(name)) continue;
    const key = entry.targets.map((t) => `${t.kind}:${t.ids.join()}`).join('|');
    const words = name.split(' ');
    for (let n = 2; n < words.length; n++) {
      const prefix = words.slice(0, n).join(' ');
      if (PLACE_NOUN_EN.test(prefix)) owners.set(prefix, (owners.get(prefix) ?? new Set()).add(key));
    }
  }
  for (const [prefix, keys] of owners) {
    if (keys.size !== 1 || ranked.has(prefix) || !(PLACE_WORD_END.test(prefix) || PLACE_NOUN_EN.test(prefix))) continue;
    const [key] = [...keys];
    const source = [...ranked.values()].find((entry) => entry.targets.map((t) => `${t.kind}:${t.ids.join()}`).join('|') === key);
    if (source) ranked.set(prefix, { rank: ALIAS, targets: [...source.targets] });
  }
}

/**
 * Pinyin of a Chinese name, syllables apart and without tone marks ("洱海" → "er hai"); the text
 * pattern lets the spaces be left out, so "Erhai", "er hai" and "Ěrhǎi" all match. "" for a name
 * with no Chinese characters.
 */
function pinyinOf(name: string): string {
  if (!isCjk(name)) return '';
  return pinyin(name, { toneType: 'none', type: 'array', nonZh: 'removed', v: true }).join(' ');
}

// The everyday name of an autonomous county: "巍山彝族回族自治县" is called "巍山县", "Weishan Yi and
// Hui Autonomous County" "Weishan County" (the ethnic part and 自治 are left out in speech).
function everydayCountyName(name: string): string {
  return name.replace(/^([\u3400-\u9fff]{2,}?)(?:[\u3400-\u9fff]{1,2}族)+自治县$/u, '$1县').replace(/^(\S+) .*Autonomous County$/, '$1 County');
}

// A county's or prefecture's bare name: "巍山县" → "巍山", "大理州" → "大理", "Binchuan County" →
// "Binchuan", "Dali City" → "Dali". Two Chinese characters at least stay.
function adminStem(name: string): string {
  const cjk = /^([\u3400-\u9fff]{2,})[县市州]$/u.exec(name);
  if (cjk?.[1]) return cjk[1];
  return name.replace(/ (?:County|City|Prefecture)$/, '');
}

const cache = new WeakMap<CatalogSnapshot, Gazetteer>();

/** The gazetteer of `snapshot` (built once and cached for the snapshot's lifetime). */
export function gazetteerOf(snapshot: CatalogSnapshot): Gazetteer {
  let gazetteer = cache.get(snapshot);
  if (!gazetteer) {
    gazetteer = buildGazetteer(snapshot);
    cache.set(snapshot, gazetteer);
  }
  return gazetteer;
}

function buildGazetteer(snapshot: CatalogSnapshot): Gazetteer {
  const ranked = new Map<string, { rank: number; targets: PlaceTarget[] }>();
  const add = (rawName: string, rank: number, target: PlaceTarget) => {
    const name = normalizeText(rawName).trim();
    // One Latin letter or one Chinese character names nothing reliably.
    if ([...name].length < 2 || (!isCjk(name) && name.length < 3)) return;
    const entry = ranked.get(name);
    if (!entry || rank < entry.rank) {
      ranked.set(name, { rank, targets: [target] });
    } else if (rank === entry.rank && !entry.targets.some((t) => t.kind === target.kind && t.ids.join() === target.ids.join())) {
      entry.targets.push(target);
    }
  };
  const forms = (name: string): { full: string; stem: string; inner: string[] } => {
    const inner: string[] = [];
    const stem = name.replace(BRACKETS, (_, content: string) => {
      inner.push(content.trim());
      return ' ';
    }).trim();
    return { full: name, stem, inner };
  };

  const townsByRegion = new Map<string, string[]>();
  for (const town of snapshot.townList) townsByRegion.set(town.region, [...(townsByRegion.get(town.region) ?? []), town.id]);
  const regionTarget = (region: string): PlaceTarget => ({ kind: 'region', ids: townsByRegion.get(region) ?? [] });

  for (const town of snapshot.townList) {
    const target: PlaceTarget = { kind: 'town', ids: [town.id] };
    add(town.id, PRIMARY, target);
    add(town.englishName, PRIMARY, target);
    for (const name of Object.values(town.name)) {
      const { full, stem } = forms(name);
      add(full, PRIMARY, target);
      add(stem, PRIMARY, target);
      // "大理古城" → "大理": a town called "<region> Old Town" lends its stem to the whole region;
      // any other town keeps the stem for itself ("昆明市区" → "昆明").
      const suffix = isCjk(stem) ? TOWN_SUFFIXES.exec(stem) : null;
      if (suffix && suffix.index >= 2) {
        const namesRegion = town.englishName.toLowerCase().startsWith(`${town.region.toLowerCase()} `);
        add(stem.slice(0, suffix.index), SHORT, namesRegion ? regionTarget(town.region) : target);
      }
    }
  }
  for (const region of townsByRegion.keys()) add(region, SHORT, regionTarget(region));

  // Other names of a town (catalog aliases: "大理市区", "Dali New Town") and the pinyin of its
  // Chinese name ("Xiaguan", "Dàlǐ Gǔchéng" once the marks are gone), for travellers who write it so.
  for (const town of snapshot.townList) {
    const target: PlaceTarget = { kind: 'town', ids: [town.id] };
    for (const alias of town.aliases) add(alias, PRIMARY, target);
    add(pinyinOf(forms(town.name['zh-CN']).stem), ALIAS, target);
  }
  // Administrative areas above the towns, each standing for every catalog town inside it: the
  // prefecture (full and short name: 大理白族自治州, 大理州, Dali Prefecture) and the county-level
  // divisions (大理市, 巍山彝族回族自治县 and its everyday 巍山县, Binchuan County and Binchuan).
  const areas = new Map<string, { names: string[]; stems: string[]; ids: string[] }>();
  const addArea = (names: string[], stems: string[], townId: string) => {
    const key = names.join('|');
    const area = areas.get(key) ?? { names, stems, ids: [] };
    area.ids.push(townId);
    areas.set(key, area);
  };
  for (const town of snapshot.townList) {
    if (town.prefecture) {
      const { full, short } = town.prefecture;
      addArea([...Object.values(full), ...Object.values(short)], Object.values(short).map(adminStem), town.id);
    }
    if (town.county) {
      const names = Object.values(town.county);
      addArea([...names, ...names.map(everydayCountyName)], names.map((name) => adminStem(everydayCountyName(name))), town.id);
    }
  }
  for (const { names, stems, ids } of areas.values()) {
    const target: PlaceTarget = { kind: 'region', ids };
    for (const name of names) add(name, PRIMARY, target);
    for (const stem of stems) add(stem, SHORT, target);
    add(pinyinOf(adminStem(names[0] ?? '')), ALIAS, target);
  }

  for (const attraction of snapshot.attractionList) {
    const target: PlaceTarget = { kind: 'attraction', ids: [attraction.id] };
    add(attraction.id, PRIMARY, target);
    add(pinyinOf(forms(attraction.name['zh-CN']).stem), ALIAS, target);
    for (const name of Object.values(attraction.name)) {
      const { full, stem, inner } = forms(name);
      add(full, PRIMARY, target);
      add(stem, PRIMARY, target);
      // Bracketed other names ("Cang Mountains", "寺登街") are names too; very short ones
      // ("CAS") are abbreviations that would match too much.
      for (const alias of inner) if ([...alias].length >= (isCjk(alias) ? 2 : 4)) add(alias, ALIAS, target);
      for (const part of partsOf(stem)) add(part, ALIAS, target);
    }
  }
  addUniquePrefixes(ranked);

  const names = new Map([...ranked].map(([name, entry]) => [name, Object.freeze(entry.targets)] as const));
  const compactRank = new Map<string, number>();
  const compact = new Map<string, readonly PlaceTarget[]>();
  for (const [name, entry] of ranked) {
    const key = compactKey(name);
    const rank = compactRank.get(key);
    if (rank === undefined || entry.rank < rank) {
      compactRank.set(key, entry.rank);
      compact.set(key, Object.freeze(entry.targets));
    }
  }
  // Beginnings of names (two Chinese characters or one English word and more) are not unknown
  // places: "大理" or "Erhai" are the start of catalog names, only too short to pick one.
  const prefixes = new Set<string>();
  for (const name of names.keys()) {
    if (isCjk(name)) {
      const chars = [...name];
      for (let n = 2; n < chars.length; n++) prefixes.add(chars.slice(0, n).join(''));
    } else {
      const words = name.split(/[\s-]+/);
      for (let n = 1; n < words.length; n++) prefixes.add(words.slice(0, n).join(' '));
    }
  }
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const sorted = [...names.keys()].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  const pattern = new RegExp(
    sorted.map((name) => (isCjk(name) ? escape(name) : `(?<![a-z0-9])${escape(name).replace(/[ -]/g, '[\\s-]?')}(?![a-z0-9])`)).join('|'),
    'g',
  );
  return Object.freeze({ names, prefixes, pattern, compact });
}

/**
 * Every catalog name in `text`, longest first where names overlap (an attraction whose name
 * contains a town's name is one match, the attraction), skipping explained characters. Claims the
 * characters of each match.
 */
export function findPlaces(text: ExtractionText, gazetteer: Gazetteer): PlaceMatch[] {
  const found: PlaceMatch[] = [];
  // The alternation is ordered longest first, but a regex takes the leftmost match: a shorter name
  // starting earlier would hide a longer one starting one character later. Candidates are therefore
  // collected everywhere and taken longest first.
  const candidates: { start: number; end: number; name: string }[] = [];
  for (let from = 0; from < text.lower.length; from++) {
    gazetteer.pattern.lastIndex = from;
    const match = gazetteer.pattern.exec(text.lower);
    if (!match) break;
    candidates.push({ start: match.index, end: match.index + match[0].length, name: match[0] });
    from = match.index;
  }
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  for (const candidate of candidates) {
    if (!text.isFree(candidate.start, candidate.end)) continue;
    const targets = gazetteer.names.get(canonicalName(candidate.name, gazetteer));
    if (!targets) continue;
    text.claim(candidate.start, candidate.end);
    found.push({ start: candidate.start, end: candidate.end, targets });
  }
  return found.sort((a, b) => a.start - b.start);
}

// English names match with flexible spaces and hyphens; map the matched text back to its key.
function canonicalName(matched: string, gazetteer: Gazetteer): string {
  if (gazetteer.names.has(matched)) return matched;
  const squeeze = (s: string) => s.replace(/[\s-]/g, '');
  const wanted = squeeze(matched);
  for (const name of gazetteer.names.keys()) if (squeeze(name) === wanted) return name;
  return matched;
}

/**
 * What one name the traveller (or a model) gave stands for: the exact catalog name (normalised),
 * else the same name written with other spacing, hyphens or pinyin tone numbers ({@link
 * compactKey}), else null. Used for the planner form's places and to keep only real places in a
 * model's answer.
 */
export function resolvePlaceName(name: string, gazetteer: Gazetteer): readonly PlaceTarget[] | null {
  const key = normalizeText(name).trim();
  const unbracketed = key.replace(BRACKETS, ' ').trim();
  return gazetteer.names.get(key) ?? gazetteer.names.get(unbracketed) ?? gazetteer.compact.get(compactKey(key)) ?? gazetteer.compact.get(compactKey(unbracketed)) ?? null;
}
