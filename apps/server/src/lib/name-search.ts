/**
 * Name matching for catalog lists (spec §2 "search by name"): Chinese in either script, English,
 * and pinyin with or without tone marks or tone numbers, full or initials.
 */
import { pinyin } from 'pinyin-pro';
import { LocalizedTextSchema } from '@dali/shared/locales';
import { readJsonColumn } from './json-column.js';

/** Forms of one name that a query is matched against. */
export interface NameKeys {
  /** zh-CN and zh-HK names, as written. */
  chinese: string[];
  /** English name and pinyin spellings, lower-case, no spaces or diacritics. */
  latin: string[];
}

const stripDiacritics = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const compactLatin = (text: string) => stripDiacritics(text.toLowerCase()).replace(/[^a-z0-9]/g, '');

/**
 * Match keys of a localised name: both Chinese scripts as written; the English name, full pinyin and
 * pinyin initials, each lower-case without spaces or diacritics.
 */
export function nameKeys(name: { 'zh-CN': string; 'zh-HK': string; 'en-US': string }): NameKeys {
  const syllables = pinyin(name['zh-CN'], { toneType: 'none', type: 'array', nonZh: 'removed' });
  return {
    chinese: [name['zh-CN'], name['zh-HK']],
    latin: [compactLatin(name['en-US']), syllables.join(''), syllables.map((s) => s.charAt(0)).join('')].filter(Boolean),
  };
}

/** Normalised query: Chinese text as typed; Latin text compacted, tone digits dropped. */
export function normaliseQuery(query: string): { chinese: string; latin: string } {
  const trimmed = query.trim();
  return { chinese: trimmed.replace(/\s+/g, ''), latin: compactLatin(trimmed).replace(/[1-5]/g, '') };
}

/** True when the query occurs in any form of the name. */
export function matchesName(keys: NameKeys, query: { chinese: string; latin: string }): boolean {
  if (query.chinese && /\p{Script=Han}/u.test(query.chinese)) return keys.chinese.some((name) => name.includes(query.chinese));
  if (!query.latin) return false;
  return keys.latin.some((key) => key.includes(query.latin));
}

/** A catalog row whose localised `name` JSON can be searched; `contentHash` changes with it. */
export interface SearchableRow {
  id: string;
  contentHash: string;
  name: string;
}

/**
 * A matcher over rows of `table` that keeps each row's match keys until its content hash changes
 * (pinyin costs a dictionary lookup per character, so keys are not rebuilt on every request).
 * The matcher throws JsonColumnError (lib/json-column.ts) for a row whose name is corrupt.
 */
export function createNameMatcher(table: string): (row: SearchableRow, query: { chinese: string; latin: string }) => boolean {
  const cache = new Map<string, { hash: string; keys: NameKeys }>();
  return (row, query) => {
    let entry = cache.get(row.id);
    if (entry?.hash !== row.contentHash) {
      entry = { hash: row.contentHash, keys: nameKeys(readJsonColumn(LocalizedTextSchema, row.name, { table, column: 'name', id: row.id })) };
      cache.set(row.id, entry);
    }
    return matchesName(entry.keys, query);
  };
}

/**
 * Each spelling of `word` with two neighbouring letters swapped ("erhia" → "rehia", "ehria", …):
 * Damerau's transposition, one typo, which plain edit distance counts as two.
 */
export function transpositions(word: string): string[] {
  const variants: string[] = [];
  for (let i = 0; i + 1 < word.length; i += 1) {
    if (word[i] === word[i + 1]) continue;
    variants.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return variants;
}
