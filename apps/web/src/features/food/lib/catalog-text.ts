/**
 * Small formatting rules for catalog content on the food pages (design.md "Voice"): the current
 * locale's text of a localised object, the other script's name shown small beneath, prices in
 * yuan from the API's fen, and times of day (24-hour for Chinese, 12-hour for English).
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

/** A price range in fen as yuan text: `¥20–30`, or one price when both ends agree; null when unknown. */
export function formatFenRange(minFen: number | null, maxFen: number | null, locale: Locale): string | null {
  if (minFen === null && maxFen === null) return null;
  if (minFen === null || maxFen === null || minFen === maxFen) return formatFen(minFen ?? maxFen ?? 0, locale);
  return `${formatFen(minFen, locale)}–${formatFen(maxFen, locale).slice(1)}`;
}

/**
 * A catalog time of day (`HH:MM`, China Standard Time) for display: unchanged 24-hour text in
 * Chinese, `10:00 AM` style in English (design.md "Voice"). `24:00` (end of day) stays `24:00` in
 * Chinese and reads `12:00 AM` in English. Anything unparseable is returned as given.
 */
export function formatClock(time: string, locale: Locale): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (locale !== 'en-US') return `${String(hours).padStart(2, '0')}:${match[2]}`;
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, hours % 24, minutes)),
  );
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * A catalog `days` string (`Mon-Sat`, `Mon-Fri,Sun`) in the locale's weekday names, e.g. `周一至周六`
 * or `Mon–Sat`; `rangeJoin` is the locale's word between two days ("–", "至"). Unknown parts are
 * kept as written.
 */
export function formatDays(days: string, locale: Locale, rangeJoin: string): string {
  const name = (day: string) => {
    const index = WEEKDAYS.indexOf(day.trim() as (typeof WEEKDAYS)[number]);
    // 2000-01-02 was a Sunday.
    return index < 0 ? day.trim() : new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 2 + index)));
  };
  return days
    .split(',')
    .map((part) => part.split('-').map(name).join(rangeJoin))
    .join(locale === 'en-US' ? ', ' : '、');
}
