/**
 * When a history entry was last active, as spec §2 words it: the time of day if today,
 * "yesterday", "N days ago" under 7 days, else a date. Days are calendar days in the browser's
 * time zone, so 23:50 yesterday is "yesterday" at 00:10 today.
 */
import type { Locale } from '@dali/shared/locales';

/** The kind of label an entry gets, with what it shows. */
export type RelativeTime =
  | { kind: 'today'; time: string }
  | { kind: 'yesterday' }
  | { kind: 'daysAgo'; days: number }
  | { kind: 'date'; date: string };

const DAY_MS = 86_400_000;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/**
 * The label of `iso` (ISO 8601 with offset) seen at `now` in `locale`: clock times are 24-hour in
 * Chinese and the locale's own style in English (design.md "Voice"). A time in the future (a
 * skewed clock) counts as today; an unreadable time as a date of itself.
 */
export function relativeTime(iso: string, now: Date, locale: Locale): RelativeTime {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return { kind: 'date', date: iso };
  // Rounded: a day with a daylight-saving change is 23 or 25 hours long.
  const days = Math.max(0, Math.round((startOfDay(now) - startOfDay(when)) / DAY_MS));
  if (days === 0) {
    const clock: Intl.DateTimeFormatOptions = locale === 'en-US' ? { hour: 'numeric', minute: '2-digit' } : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
    const time = new Intl.DateTimeFormat(locale, clock).format(when);
    return { kind: 'today', time };
  }
  if (days === 1) return { kind: 'yesterday' };
  if (days < 7) return { kind: 'daysAgo', days };
  const sameYear = when.getFullYear() === now.getFullYear();
  const date = new Intl.DateTimeFormat(locale, { year: sameYear ? undefined : 'numeric', month: 'short', day: 'numeric' }).format(when);
  return { kind: 'date', date };
}
