/**
 * The translator's language rules (spec §4): source and target differ, and Cantonese pairs only
 * with Mandarin or English. A change that breaks a rule is not refused: the other side is moved to
 * the nearest allowed language and the caller shows a warning.
 */
import { TRANSLATOR_LANGUAGES, type TranslatorLanguage } from '@dali/shared/contracts/translation';
import { isAllowedLanguagePair } from '@dali/shared/contracts/voice';

/** A source → target pair. */
export interface LanguagePair {
  source: TranslatorLanguage;
  target: TranslatorLanguage;
}

/** A pair after the rules, and whether a side had to move (then a warning is due). */
export interface AdjustedPair extends LanguagePair {
  adjusted: boolean;
  /** Which rule moved a side: the same language on both sides, or Cantonese with a third language. */
  reason?: 'same' | 'cantonese';
}

// The side that moves goes to the first of these that fits: the two languages every other one
// pairs with, then the rest in the spec's order.
const FALLBACKS: readonly TranslatorLanguage[] = ['en', 'zh', ...TRANSLATOR_LANGUAGES.filter((code) => code !== 'en' && code !== 'zh')];

/**
 * Apply the rules to `pair` after the user changed `changed`: that side stays as chosen and the
 * other moves when the pair is not allowed; when it was the same as the chosen one, it takes the
 * chosen side's old value `previous` if that fits.
 */
export function adjustPair(pair: LanguagePair, changed: 'source' | 'target', previous?: TranslatorLanguage): AdjustedPair {
  if (isAllowedLanguagePair(pair.source, pair.target)) return { ...pair, adjusted: false };
  const fixed = changed === 'source' ? pair.source : pair.target;
  const fits = (other: TranslatorLanguage) => (changed === 'source' ? isAllowedLanguagePair(fixed, other) : isAllowedLanguagePair(other, fixed));
  // Picking the other side's language is a swap in effect: the other side takes the old value.
  const swapped = pair.source === pair.target && previous !== undefined && fits(previous);
  const other = swapped ? previous : (FALLBACKS.find(fits) ?? 'en');
  const reason = pair.source === pair.target ? 'same' : 'cantonese';
  return changed === 'source' ? { source: fixed, target: other, adjusted: true, reason } : { source: other, target: fixed, adjusted: true, reason };
}

/** Swap source and target, under the same rules (the rules are symmetric, so an allowed pair swaps as is). */
export function swapPair(pair: LanguagePair): AdjustedPair {
  return adjustPair({ source: pair.target, target: pair.source }, 'source');
}
