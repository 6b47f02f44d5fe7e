/**
 * Dates and times of plans in the three interface locales, shared by the server's first paint of a
 * shared plan (apps/server/src/plugins/app-shell.ts) and the web's plan pages (planner
 * plan-format.ts), so both write the same line. A module of its own so that pages without plans do
 * not download it.
 */
import type { Locale } from './locales.js';

/*
 * Written here rather than by Intl.DateTimeFormat:
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
