/**
 * Text → index terms for the catalog search (architecture.md §1 "search"). One set of rules for
 * documents and queries, so both sides always agree:
 * - Chinese (Han runs, Simplified and Traditional alike): single characters and character bigrams,
 *   plus the longer words `Intl.Segmenter` finds. Bigrams make partial words match (崇圣 in
 *   崇圣寺三塔) without a dictionary that knows every place name.
 * - Pinyin of Chinese names, tone-less: every syllable, compacts of 2–4 neighbouring syllables and of
 *   whole runs and segmenter words ("erhai", "chongshengsi", "santa"), and initials ("csssst").
 * - Latin text (English names, pinyin typed by visitors): lower case, diacritics and tone digits
 *   dropped (Ěrhǎi, er3hai3 → erhai), split into words, a trailing plural "s" removed.
 */
import { pinyin } from 'pinyin-pro';

const HAN_RUN = /\p{Script=Han}+/gu;
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** Longest syllable n-gram whose compact is indexed (longer words come from the segmenter). */
const MAX_SYLLABLE_NGRAM = 4;

/** Unicode-normalised, lower-case, without combining marks (ü → u, ě → e). */
export function foldLatin(text: string): string {
  return text.normalize('NFKC').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/** Light English stemming shared by both sides: "pagodas" → "pagoda"; "grass", "bus" stay. */
export function stemLatin(word: string): string {
  return word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word) ? word.slice(0, -1) : word;
}

/**
 * Words of Latin text, folded, unstemmed. Tone digits right after a letter split syllables
 * ("er3hai3" → er, hai); other digits stay ("No. 88" → no, 88).
 */
export function latinWords(text: string): string[] {
  const folded = foldLatin(text).replace(/(?<=[a-z])[1-5]/g, ' ');
  return folded.split(/[^a-z0-9]+/).filter(Boolean);
}

/** The Han runs of a text, in order. */
export function hanRuns(text: string): string[] {
  return text.normalize('NFKC').match(HAN_RUN) ?? [];
}

/** Character bigrams of a run; a one-character run yields itself. */
export function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  return chars.slice(1).map((char, i) => `${chars[i] ?? ''}${char}`);
}

/** Words of three or more characters that `Intl.Segmenter` finds in a run (shorter ones are bigrams). */
export function segmenterWords(run: string): string[] {
  return [...segmenter.segment(run)].filter((s) => s.isWordLike && [...s.segment].length >= 3).map((s) => s.segment);
}

/** Index terms of Chinese text: characters, bigrams and segmenter words of every Han run. */
export function hanTerms(text: string): string[] {
  return hanRuns(text).flatMap((run) => [...run, ...bigrams(run), ...segmenterWords(run)]);
}

/** Index terms of Latin text: folded, stemmed words. */
export function latinTerms(text: string): string[] {
  return latinWords(text).map(stemLatin);
}

/** Tone-less syllables of a Han run, one per character (ü folded to u). */
function syllablesOf(run: string): string[] {
  const syllables = pinyin(run, { toneType: 'none', type: 'array', nonZh: 'removed' }).map(foldLatin);
  return syllables.length === [...run].length ? syllables : [];
}

/** Pinyin terms of a name, its initials and its plain syllables; see the module comment. */
export function pinyinTerms(text: string): { pinyin: string[]; initials: string[]; syllables: string[] } {
  const terms: string[] = [];
  const initials: string[] = [];
  const plain: string[] = [];
  for (const run of hanRuns(text)) {
    const syllables = syllablesOf(run);
    if (syllables.length === 0) continue;
    plain.push(...syllables);
    terms.push(...syllables, syllables.join(''));
    for (let n = 2; n <= MAX_SYLLABLE_NGRAM; n += 1) {
      for (let i = 0; i + n <= syllables.length; i += 1) terms.push(syllables.slice(i, i + n).join(''));
    }
    let offset = 0;
    for (const { segment } of segmenter.segment(run)) {
      const length = [...segment].length;
      if (length > MAX_SYLLABLE_NGRAM) terms.push(syllables.slice(offset, offset + length).join(''));
      offset += length;
    }
    if (syllables.length > 1) initials.push(syllables.map((s) => s.charAt(0)).join(''));
  }
  return { pinyin: terms, initials, syllables: plain };
}

/** Compact form for whole-name comparison: Han as written, Latin folded, no spaces or punctuation. */
export function compactForm(text: string): string {
  return foldLatin(text).replace(/[^\p{Script=Han}a-z0-9]/gu, '');
}

/** Pinyin of a name's Chinese characters run together ("崇圣寺三塔" → "chongshengsisanta"). */
export function pinyinCompact(text: string): string {
  return hanRuns(text).map((run) => syllablesOf(run).join('')).join('');
}

/** A parsed query: what the index is asked and what exact-name comparison uses. */
export interface QueryPlan {
  /** Bigrams (or single characters) of the Chinese part; a document needs most of them. */
  hanTerms: string[];
  /** Segmenter words of the Chinese part: raise the score, never required. */
  hanBonusTerms: string[];
  /** Folded, stemmed Latin words; a document needs all of them (prefix and typo tolerant). */
  latinTerms: string[];
  /** Folded Latin words as typed (unstemmed), in order. */
  latinWords: string[];
  /** The Latin words run together ("chong sheng si" → "chongshengsi"), when there are several. */
  latinCompact: string | null;
  /** Compact of the whole query, compared with each name's compact forms. */
  compact: string;
}

/** Parse a trimmed query into a {@link QueryPlan}; every list is empty for a query without words. */
export function planQuery(query: string): QueryPlan {
  const runs = hanRuns(query);
  const words = latinWords(query.replace(HAN_RUN, ' '));
  return {
    hanTerms: [...new Set(runs.flatMap(bigrams))],
    hanBonusTerms: [...new Set(runs.flatMap(segmenterWords))],
    latinTerms: [...new Set(words.map(stemLatin))],
    latinWords: words,
    latinCompact: words.length > 1 ? words.join('') : null,
    compact: compactForm(foldLatin(query).replace(/(?<=[a-z])[1-5]/g, '')),
  };
}

/** How many of `total` required Chinese terms a document must hold: all up to two, else two thirds. */
export function requiredHanMatches(total: number): number {
  return total <= 2 ? total : Math.ceil((total * 2) / 3);
}
