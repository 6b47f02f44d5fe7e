/**
 * Open status from structured opening hours (catalog/README.md `openingHours`), computed in the
 * Asia/Shanghai time zone whatever the server's own zone (catalog issue: "not stored as text").
 *
 * Hours are `[{ days: "Mon-Fri,Sun", open: "08:00", close: "17:30" }]`; `[]` means open at all
 * times; null means unknown. A range whose close is not after its open (e.g. 20:00–02:00) runs past
 * midnight into the next day; `24:00` closes at the end of the day.
 */

/**
 * One entry of a catalog `openingHours` array: `days` like `Mon-Fri,Sun`, `open`/`close` HH:MM
 * Asia/Shanghai (a close not after its open runs past midnight).
 */
export interface OpeningPeriod {
  days: string;
  open: string;
  close: string;
}

/** Open status of a place at an instant (spec §3 "open status"). */
export type OpenStatus =
  | { status: 'open'; until: string | null }
  | { status: 'closed'; opensAt: string | null }
  | { status: 'temporarilyClosed' }
  | { status: 'unknown' };

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const CHINA_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Shanghai',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Weekday (0 = Sunday) and minutes since midnight of `instant` in Asia/Shanghai. */
export function chinaClock(instant: Date): { weekday: number; minutes: number } {
  const parts = Object.fromEntries(CHINA_TIME.formatToParts(instant).map((p) => [p.type, p.value]));
  const weekday = DAY_NAMES.indexOf(parts.weekday as (typeof DAY_NAMES)[number]);
  return { weekday, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The Asia/Shanghai calendar day of `instant` as `YYYY-MM-DD` (daily view counting). */
export function chinaDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** Weekday numbers (0 = Sunday) named by a `days` string such as `Mon-Fri,Sun` or `Sat-Mon`. */
export function parseDays(days: string): Set<number> {
  const result = new Set<number>();
  for (const part of days.split(',')) {
    const [from, to] = part.trim().split('-') as [string, string | undefined];
    const start = DAY_NAMES.indexOf(from as (typeof DAY_NAMES)[number]);
    const end = to === undefined ? start : DAY_NAMES.indexOf(to as (typeof DAY_NAMES)[number]);
    if (start < 0 || end < 0) throw new Error(`Unknown day in "${days}"`);
    for (let day = start; ; day = (day + 1) % 7) {
      result.add(day);
      if (day === end) break;
    }
  }
  return result;
}

const toMinutes = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/**
 * Open status of a place at `instant`.
 * @param hours catalog hours (`[]` always open, null unknown)
 * @param temporarilyClosed the operator's flag, which wins over the hours
 */
export function openStatusAt(hours: OpeningPeriod[] | null, temporarilyClosed: boolean, instant: Date): OpenStatus {
  if (temporarilyClosed) return { status: 'temporarilyClosed' };
  if (hours === null) return { status: 'unknown' };
  if (hours.length === 0) return { status: 'open', until: null };
  const { weekday, minutes } = chinaClock(instant);
  const yesterday = (weekday + 6) % 7;
  for (const period of hours) {
    const days = parseDays(period.days);
    const open = toMinutes(period.open);
    const close = toMinutes(period.close);
    if (close > open) {
      if (days.has(weekday) && minutes >= open && minutes < close) return { status: 'open', until: period.close === '24:00' ? null : period.close };
    } else {
      // Past midnight: the evening part today, or the early-morning tail of yesterday's period.
      if (days.has(weekday) && minutes >= open) return { status: 'open', until: period.close };
      if (days.has(yesterday) && minutes < close) return { status: 'open', until: period.close };
    }
  }
  return { status: 'closed', opensAt: nextOpening(hours, weekday, minutes) };
}

/** The next opening time today (HH:MM), or null when the place does not open again today. */
function nextOpening(hours: OpeningPeriod[], weekday: number, minutes: number): string | null {
  const later = hours
    .filter((period) => parseDays(period.days).has(weekday) && toMinutes(period.open) > minutes)
    .map((period) => period.open)
    .sort();
  return later[0] ?? null;
}
