/**
 * Text helpers shared by the server-written page heads (apps/server/src/features/seo/page-head.ts)
 * and the web's own head updates (apps/web/src/lib/page-meta.ts), so both describe a page alike.
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
 * An instant (ISO 8601) as date and time in the locale's style, China time ("Nov 1, 2026, 10:30
 * AM"); the text itself when it is not a date. Used by the web's plan pages and by the server's
 * first paint of a shared plan, so both write the same line.
 */
export function formatInstant(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(date);
}
