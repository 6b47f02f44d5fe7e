/**
 * Text helpers shared by the server-written page heads (apps/server/src/features/seo/page-head.ts)
 * and first paint (apps/server/src/plugins/app-shell.ts) and the web's own pages and head updates
 * (apps/web/src/lib/page-meta.ts, catalog-format.ts), so both write a page alike: names, sentences,
 * numbers and yuan. Plan dates and times are in plan-dates.ts.
 */

import type { Locale, LocalizedText } from './locales.js';

/**
 * The name in the other script, shown small under the main one (design.md "Cards"): Chinese under
 * an English name, English under a Chinese one; null when it adds nothing (same text, or empty).
 * Used by the web's cards and detail pages and by the server's first paint of a detail page.
 */
export function otherScriptText(text: LocalizedText, locale: Locale): string | null {
  const other = locale === 'en-US' ? text['zh-CN'] : text['en-US'];
  const main = text[locale];
  return other && other !== main ? other : null;
}

/** Longest page description, in characters (search results cut near 160). */
export const DESCRIPTION_MAX = 160;

/**
 * The first sentence of `text` (up to the first 。！？ or a `.!?` followed by a space), at most
 * {@link DESCRIPTION_MAX} characters with "…" when cut: a detail page's description, the same on
 * the server-written head and after client navigation.
 */
export function firstSentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const end = /[。！？]|[.!?](?=\s|$)/u.exec(trimmed);
  const sentence = end ? trimmed.slice(0, end.index + end[0].length) : trimmed;
  const chars = [...sentence];
  return chars.length <= DESCRIPTION_MAX ? sentence : `${chars.slice(0, DESCRIPTION_MAX - 1).join('').trimEnd()}…`;
}

/**
 * A web locale text with its `{{name}}` placeholders filled from `values` (i18next's interpolation
 * syntax, without its escaping: callers escape for where the text goes). An unknown name becomes
 * empty. Used where the server writes the web's texts itself (page heads, first paint).
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}


/**
 * A number for display: grouped by thousands, at most `digits` decimals (1.50 → "1.5", 2.00 → "2",
 * 12345.6 → "12,345.6"), halves rounded away from zero.
 *
 * The three interface locales share the symbols (`,` groups of three, `.` decimal), so this is
 * what `Intl.NumberFormat(locale, { maximumFractionDigits })` writes (a test checks it against
 * Intl for each locale). It does not use Intl because the first Intl formatter of a session loads
 * the locale's ICU data: tens of milliseconds of main-thread work on a phone, in the middle of
 * the render that shows a page's results.
 */
export function formatNumber(value: number, _locale: Locale, digits = 1): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole, fraction] = roundDecimal(Math.abs(value), digits);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = fraction ? `${grouped}.${fraction}` : grouped;
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/**
 * `value` (≥ 0) rounded half away from zero to at most `digits` decimals, as [whole, fraction]
 * digit strings without trailing zeros. Like ICU it rounds the shortest decimal that reads back as
 * the same double (1.005 → "1.01"), not the binary value (which `toFixed` would round to "1.00").
 */
function roundDecimal(value: number, digits: number): [string, string] {
  const shortest = String(value);
  if (/e/i.test(shortest)) {
    // Beyond 1e21 or below 1e-6: no catalog figure is; toFixed's rounding is close enough there.
    const [whole = '0', fraction = ''] = value.toFixed(digits).split('.');
    return [whole, fraction.replace(/0+$/, '')];
  }
  const [whole = '0', fraction = ''] = shortest.split('.');
  if (fraction.length <= digits) return [whole, fraction.replace(/0+$/, '')];
  const kept = BigInt(whole + fraction.slice(0, digits)) + (Number(fraction[digits]) >= 5 ? 1n : 0n);
  const padded = kept.toString().padStart(digits + 1, '0');
  const cut = padded.length - digits;
  return [padded.slice(0, cut), padded.slice(cut).replace(/0+$/, '')];
}

/** Yuan from fen (1 CNY = 100 fen): "40", "12.5"; the ¥ sign comes from the translation. */
export function formatYuan(fen: number, locale: Locale): string {
  return formatNumber(fen / 100, locale, 2);
}
