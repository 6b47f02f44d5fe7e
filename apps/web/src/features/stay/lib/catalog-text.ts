/**
 * Small formatting rules for catalog content on the stay pages (design.md "Voice"): the current
 * locale's text of a localised object, the other script's name shown small beneath, and prices in
 * yuan from the API's fen.
 */
import type { Locale, LocalizedText } from '@dali/shared/locales';

/**
 * The text of `value` in `locale`. An empty zh-HK text falls back to zh-CN (never silently to
 * English, architecture.md §4); an empty en-US or zh-CN text falls back to the other Chinese one.
 */
export function pickText(value: LocalizedText, locale: Locale): string {
  const own = value[locale].trim();
  if (own) return own;
  if (locale === 'zh-HK') return value['zh-CN'];
  return value['zh-CN'].trim() || value['zh-HK'];
}

/**
 * The name in the other script, for the small line under a title (design.md "Cards"): the
 * Simplified name under an English title, the English name under a Chinese one. Null when it would
 * repeat the title (many businesses have only a Latin-script name).
 */
export function otherScriptName(name: LocalizedText, locale: Locale): string | null {
  const shown = pickText(name, locale).trim();
  const other = (locale === 'en-US' ? name['zh-CN'] : name['en-US']).trim();
  if (!other || other.toLowerCase() === shown.toLowerCase()) return null;
  return other;
}

/**
 * A price in fen (1/100 yuan, as every money field of the API) as yuan text: `¥1,280`, or
 * `¥12.50` when it has fen. Grouping follows the locale.
 */
export function formatFen(fen: number, locale: Locale): string {
  const yuan = fen / 100;
  const digits = Number.isInteger(yuan) ? 0 : 2;
  return `¥${new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(yuan)}`;
}

/** `some-keyword` → `Some keyword`: the last resort label of a catalog keyword with no translation. */
export function humaniseKeyword(keyword: string): string {
  const words = keyword.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
