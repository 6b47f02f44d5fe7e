/**
 * The embedded default translator (kind `local`, no network; spec §3 "Local (embedded default, no
 * network)"): it translates only what it holds — the phrasebook's travel phrases (catalog/
 * phrasebook.json, any language → any language through the phrase id) and the catalog's names
 * between Chinese (zh, zh-CN names), Cantonese (zh_cantonese, zh-HK names) and English. Anything
 * else throws TranslationProviderError('unsupported'), which the route answers with
 * TRANSLATION_UNAVAILABLE (503, "needs a translation provider") without charging the caller.
 *
 * Matching (docs/decisions/0020-phrasebook-and-phrase-cards.md):
 * 1. exact after normalisation: Unicode NFKC (full-width → half-width), lower case, traditional →
 *    simplified Chinese (opencc-js, Hong Kong and Taiwan variants), punctuation, symbols and spaces
 *    removed — so "Thank you!", "ＴＨＡＮＫ ＹＯＵ" and "thank you" are one key, as are 多謝 and 多谢;
 * 2. approximate: candidates from a MiniSearch index of character bigrams of the normalised texts,
 *    accepted when the Dice coefficient of bigrams is at least {@link APPROXIMATE_MIN_DICE} and one
 *    candidate is strictly best (a tie is ambiguous and not translated). A text that several
 *    entries share exactly is answered by the first of them in data order.
 * The data comes by injection (providers never import features): the feature wires the loaded
 * phrasebook and a reader of the catalog names.
 */
import MiniSearch from 'minisearch';
import * as OpenCC from 'opencc-js';
import type { Phrase, Phrasebook } from '@dali/shared/contracts/phrasebook';
import type { TranslatorLanguage } from '@dali/shared/contracts/translation';
import { TranslationProviderError, type TextTranslator } from './text-translator.js';

/** One catalog name in the three stored scripts (an attraction, stay, restaurant, food or town). */
export interface NameEntry {
  /** Simplified Chinese (zh-CN). */
  zh: string;
  /** Traditional Chinese as used in Hong Kong (zh-HK), the Cantonese side. */
  zhHant: string;
  /** English (en-US). */
  en: string;
}

/** What {@link createLocalTranslator} translates from. */
export interface LocalTranslatorDeps {
  /** The validated phrasebook (features/translation/phrasebook-loader.ts). */
  phrasebook: Phrasebook;
  /**
   * The catalog's current names; called on every translation that no phrase answers, so it should
   * be cached by the caller (a version-keyed cache). Its errors propagate as `provider` failures.
   */
  catalogNames: () => Promise<readonly NameEntry[]>;
}

/** Lowest Dice coefficient of character bigrams an approximate match needs (0–1). */
export const APPROXIMATE_MIN_DICE = 0.75;

const fromHongKong = OpenCC.Converter({ from: 'hk', to: 'cn' });
const fromTaiwan = OpenCC.Converter({ from: 'tw', to: 'cn' });

/**
 * The comparison key of a text (see module comment, step 1): NFKC, lower case, simplified Chinese,
 * letters, marks and digits only. Empty when the text is only punctuation.
 */
export function normalisePhrase(text: string): string {
  const simplified = fromTaiwan(fromHongKong(text.normalize('NFKC')));
  return simplified
    .toLocaleLowerCase('en-US')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '');
}

/** Character bigrams of a key (a one-character key is its own bigram). */
function bigrams(key: string): string[] {
  const chars = [...key];
  if (chars.length < 2) return chars;
  return chars.slice(0, -1).map((char, i) => char + (chars[i + 1] ?? ''));
}

/** Dice coefficient of two bigram multisets (0–1). */
function dice(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const g of a) counts.set(g, (counts.get(g) ?? 0) + 1);
  let shared = 0;
  for (const g of b) {
    const n = counts.get(g) ?? 0;
    if (n > 0) {
      shared += 1;
      counts.set(g, n - 1);
    }
  }
  return (2 * shared) / (a.length + b.length);
}

interface IndexedText {
  id: number;
  key: string;
  grams: string[];
  /** Index of the phrase (or name) the text belongs to. */
  ref: number;
}

/** Exact and approximate lookup of normalised texts in one language. */
class TextIndex {
  private readonly exact = new Map<string, number[]>();
  private readonly docs: IndexedText[] = [];
  private search: MiniSearch<IndexedText> | null = null;

  add(text: string, ref: number): void {
    const key = normalisePhrase(text);
    if (key === '') return;
    const refs = this.exact.get(key) ?? [];
    if (!refs.includes(ref)) refs.push(ref);
    this.exact.set(key, refs);
    this.docs.push({ id: this.docs.length, key, grams: bigrams(key), ref });
    this.search = null;
  }

  /**
   * The ref `text` names: the first exact match in data order, else the one best approximate match;
   * null when none, or when two different entries are equally close.
   */
  find(text: string): number | null {
    const key = normalisePhrase(text);
    if (key === '') return null;
    // The same text under several entries (大理古城 is a town and an attraction) is the same
    // words either way: the first entry, in data order, answers.
    const exact = this.exact.get(key)?.[0];
    if (exact !== undefined) return exact;
    const grams = bigrams(key);
    this.search ??= this.build();
    const candidates = this.search.search(grams.join(' '), { combineWith: 'OR' });
    let best: { ref: number; score: number } | null = null;
    let tied = false;
    for (const hit of candidates) {
      const doc = this.docs[hit.id as number];
      if (!doc) continue;
      const score = dice(grams, doc.grams);
      if (score < APPROXIMATE_MIN_DICE) continue;
      if (!best || score > best.score) {
        best = { ref: doc.ref, score };
        tied = false;
      } else if (score === best.score && doc.ref !== best.ref) {
        tied = true;
      }
    }
    return best && !tied ? best.ref : null;
  }

  private build(): MiniSearch<IndexedText> {
    const search = new MiniSearch<IndexedText>({
      fields: ['grams'],
      storeFields: [],
      // The documents are already bigrams: split on the spaces the join put between them.
      extractField: (doc, field) => (field === 'grams' ? doc.grams.join(' ') : String(doc[field as keyof IndexedText])),
      tokenize: (text) => text.split(' ').filter((t) => t !== ''),
      processTerm: (term) => term,
    });
    search.addAll(this.docs);
    return search;
  }
}

/** Which stored script of a catalog name answers each language (other languages have none). */
const NAME_FIELD: Partial<Record<TranslatorLanguage, keyof NameEntry>> = { zh: 'zh', zh_cantonese: 'zhHant', en: 'en' };

/**
 * The embedded translator over `deps` (see module comment).
 * `translate` resolves the target text of the matched phrase or name, or rejects with
 * TranslationProviderError `unsupported` (nothing matched, or the match has no sourced text in the
 * target language) or `provider` (the catalog names could not be read).
 */
export function createLocalTranslator(deps: LocalTranslatorDeps): TextTranslator {
  const phrases: readonly Phrase[] = deps.phrasebook.phrases;
  const phraseIndex = new Map<TranslatorLanguage, TextIndex>();
  phrases.forEach((phrase, ref) => {
    for (const [language, entry] of Object.entries(phrase.texts) as [TranslatorLanguage, { text: string }][]) {
      let index = phraseIndex.get(language);
      if (!index) phraseIndex.set(language, (index = new TextIndex()));
      index.add(entry.text, ref);
    }
  });

  // Catalog name indexes are rebuilt only when the reader hands back a different array.
  let nameSource: readonly NameEntry[] | null = null;
  let nameIndex = new Map<keyof NameEntry, TextIndex>();
  const namesIndexed = async () => {
    const names = await deps.catalogNames();
    if (names !== nameSource) {
      const next = new Map<keyof NameEntry, TextIndex>();
      for (const field of ['zh', 'zhHant', 'en'] as const) {
        const index = new TextIndex();
        names.forEach((name, ref) => index.add(name[field], ref));
        next.set(field, index);
      }
      nameSource = names;
      nameIndex = next;
    }
    return { names, index: nameIndex };
  };

  const unsupported = (from: TranslatorLanguage, to: TranslatorLanguage) =>
    new TranslationProviderError('unsupported', `the offline phrasebook has no ${from} → ${to} translation of this text; it needs a translation provider`);

  return {
    kind: 'local',
    async translate({ text, from, to, signal }) {
      if (signal?.aborted) throw new TranslationProviderError('aborted', 'translation aborted');
      const ref = phraseIndex.get(from)?.find(text);
      if (ref !== undefined && ref !== null) {
        const target = phrases[ref]?.texts[to];
        if (target) return target.text;
        throw unsupported(from, to);
      }
      const fromField = NAME_FIELD[from];
      const toField = NAME_FIELD[to];
      if (!fromField || !toField) throw unsupported(from, to);
      let lookup: Awaited<ReturnType<typeof namesIndexed>>;
      try {
        lookup = await namesIndexed();
      } catch (error) {
        throw new TranslationProviderError('provider', 'the catalog names could not be read', { cause: error });
      }
      // A Chinese name may be typed in either script: both Chinese columns answer both Chinese languages.
      const fields: (keyof NameEntry)[] = fromField === 'en' ? ['en'] : [fromField, fromField === 'zh' ? 'zhHant' : 'zh'];
      for (const field of fields) {
        const nameRef = lookup.index.get(field)?.find(text);
        if (nameRef !== undefined && nameRef !== null) {
          const target = lookup.names[nameRef]?.[toField].trim();
          if (target) return target;
        }
      }
      throw unsupported(from, to);
    },
  };
}
