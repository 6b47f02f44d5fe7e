/**
 * Text helpers shared by the server-written page heads (apps/server/src/features/seo/page-head.ts)
 * and first paint (apps/server/src/plugins/app-shell.ts) and the web's own pages and head updates
 * (apps/web/src/lib/page-meta.ts, catalog-format.ts, planner plan-format.ts), so both write a page
 * alike: names, sentences, numbers, yuan and plan dates.
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

/*
 * Dates and times in the three interface locales, written here rather than by Intl.DateTimeFormat:
 * the first DateTimeFormat of a page loads the locale's ICU calendar data, 17–50 ms of main-thread
 * work on a desktop and four times that on a phone, in the middle of the first render of a plan
 * page (bench:lighthouse total blocking time). The patterns are what Intl writes for these locales
 * (CLDR medium date, short time, short weekday), which a test checks against Intl for each locale.
 */

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const EN_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const ZH_WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'] as const;
/** China Standard Time is UTC+8 all year (no daylight saving since 1991), in ms. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Calendar fields of a UTC date: year, month 1–12, day, weekday 0 (Sunday)–6, hour 0–23, minute. */
interface DateFields {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

function fieldsOf(date: Date): DateFields {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), weekday: date.getUTCDay(), hour: date.getUTCHours(), minute: date.getUTCMinutes() };
}

/** Medium date: "Nov 22, 2026" / "2026年11月22日". */
function mediumDate(f: DateFields, locale: Locale): string {
  return locale === 'en-US' ? `${EN_MONTHS[f.month - 1]} ${f.day}, ${f.year}` : `${f.year}年${f.month}月${f.day}日`;
}

/** Short time: "10:30 AM" / "10:30" (24-hour) / "上午10:30". */
function shortTime(f: DateFields, locale: Locale): string {
  const minute = String(f.minute).padStart(2, '0');
  if (locale === 'zh-CN') return `${String(f.hour).padStart(2, '0')}:${minute}`;
  const hour12 = f.hour % 12 || 12;
  if (locale === 'en-US') return `${hour12}:${minute} ${f.hour < 12 ? 'AM' : 'PM'}`;
  return `${f.hour < 12 ? '上午' : '下午'}${hour12}:${minute}`;
}

/**
 * An instant (ISO 8601) as date and time in the locale's style, China time ("Nov 1, 2026, 10:30
 * AM" / "2026年11月1日 10:30" / "2026年11月1日 上午10:30"); the text itself when it is not a date.
 * Used by the web's plan pages and by the server's first paint of a shared plan, so both write the
 * same line.
 */
export function formatInstant(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const fields = fieldsOf(new Date(date.getTime() + CHINA_OFFSET_MS));
  return locale === 'en-US' ? `${mediumDate(fields, locale)}, ${shortTime(fields, locale)}` : `${mediumDate(fields, locale)} ${shortTime(fields, locale)}`;
}

/** The calendar fields of a `YYYY-MM-DD` day, or null when it is not one. */
function dayFields(iso: string): DateFields | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  return fieldsOf(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/**
 * A `YYYY-MM-DD` China calendar day in the locale's medium style ("Nov 22, 2026" / "2026年11月22日");
 * the text itself when it is not a day.
 */
export function formatPlanDate(iso: string, locale: Locale): string {
  const fields = dayFields(iso);
  return fields ? mediumDate(fields, locale) : iso;
}

/** A `YYYY-MM-DD` day with its weekday, short ("Sun, Nov 22" / "11月22日周日" / "11月22日週日"); the text itself when it is not a day. */
export function formatPlanDay(iso: string, locale: Locale): string {
  const fields = dayFields(iso);
  if (!fields) return iso;
  if (locale === 'en-US') return `${EN_WEEKDAYS[fields.weekday]}, ${EN_MONTHS[fields.month - 1]} ${fields.day}`;
  return `${fields.month}月${fields.day}日${locale === 'zh-HK' ? '週' : '周'}${ZH_WEEKDAYS[fields.weekday]}`;
}
