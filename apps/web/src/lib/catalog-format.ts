/**
 * Formatting of catalog facts for the three interface locales (docs/design.md "Voice": numbers with
 * units, 24-hour times for Chinese, 12/24 by locale for English). Pure functions: the words around
 * the numbers live in the `catalog` translation namespace.
 */
import type { Locale, LocalizedText } from '@dali/shared/locales';
import { formatNumber } from '@dali/shared/page-text';

export { formatNumber, formatYuan, otherScriptText } from '@dali/shared/page-text';

/** The text of `text` in `locale`. */
export function textIn(text: LocalizedText, locale: Locale): string {
  return text[locale];
}

/** Kilometres with one decimal under 100 km, whole above ("3.2", "148"). */
export function formatKm(km: number, locale: Locale): string {
  return formatNumber(km, locale, km < 100 ? 1 : 0);
}

/**
 * A China-time clock reading "HH:MM" (as the API gives opening times) in the locale's style:
 * "19:00" for Chinese, "7:00 PM" for US English. "24:00" (end of day) stays "24:00" everywhere,
 * since "12:00 AM" would read as the start of the day. Malformed input is returned unchanged.
 * Written as `Intl.DateTimeFormat` writes it (a test compares), without loading ICU's date data
 * during a page's render (see {@link formatNumber}).
 */
export function formatClock(hhmm: string, locale: Locale): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  const hours = Number(match[1]);
  const minutes = match[2] ?? '00';
  if (hours >= 24) return hhmm;
  if (locale === 'en-US') return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  // CLDR's 24-hour patterns: "HH:mm" for Hong Kong Chinese, "H:mm" for Simplified Chinese.
  return `${locale === 'zh-HK' ? String(hours).padStart(2, '0') : hours}:${minutes}`;
}

const DAY_CODES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** CLDR's short weekday names, Sunday first. */
const WEEKDAY_NAMES: Record<Locale, readonly string[]> = {
  'en-US': DAY_CODES,
  'zh-CN': ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
  'zh-HK': ['週日', '週一', '週二', '週三', '週四', '週五', '週六'],
};

function weekdayName(code: string, locale: Locale): string | null {
  const index = DAY_CODES.indexOf(code as (typeof DAY_CODES)[number]);
  return index < 0 ? null : (WEEKDAY_NAMES[locale][index] ?? null);
}

/**
 * The catalog's day list ("Mon-Fri,Sun", catalog/README.md `openingHours`) with weekday names in
 * `locale`: "Mon–Fri, Sun" / "周一至周五、周日". `everyDay` is used for "Mon-Sun". Unknown day codes
 * leave the text as it came.
 */
export function formatDays(days: string, locale: Locale, everyDay: string): string {
  if (days.trim() === 'Mon-Sun') return everyDay;
  const chinese = locale !== 'en-US';
  const parts: string[] = [];
  for (const part of days.split(',')) {
    const [from, to] = part.trim().split('-');
    const start = from ? weekdayName(from, locale) : null;
    const end = to === undefined ? null : weekdayName(to, locale);
    if (!start || (to !== undefined && !end)) return days;
    parts.push(end ? `${start}${chinese ? '至' : '–'}${end}` : start);
  }
  return parts.join(chinese ? '、' : ', ');
}

/** A date (ISO 8601) in the locale's medium style: "22 Nov 2026" / "2026年11月22日". */
export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}
