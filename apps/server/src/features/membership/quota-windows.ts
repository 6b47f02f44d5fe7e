/**
 * The windows quota counters count in (docs/decisions/0009-quotas.md):
 * - daily: the Asia/Shanghai calendar day, so every allowance resets at midnight in China (spec §6
 *   "daily"), whatever the server's own time zone;
 * - membership windows of `timeLimitHours`: back-to-back windows anchored at the membership start,
 *   window index = floor((now − start) / hours), so a one-week pass bought on Tuesday 10:00 counts
 *   its total from Tuesday 10:00 to the next Tuesday 10:00, and an extension gets fresh windows.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// China has kept UTC+8 all year since 1991 (no daylight saving), so the Asia/Shanghai day is the
// UTC+8 day; plain arithmetic is exact and much cheaper than Intl on every metered call.
const SHANGHAI_OFFSET_MS = 8 * HOUR_MS;

/** A counting window: its key in `quota_counters.window_key` and its end (epoch ms, exclusive). */
export interface QuotaWindow {
  key: string;
  end: number;
}

/** The Asia/Shanghai day of `now` (epoch ms): key `d:YYYY-MM-DD`, ending at the next Shanghai midnight. */
export function shanghaiDay(now: number): QuotaWindow {
  const dayStart = Math.floor((now + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS;
  return { key: `d:${new Date(dayStart).toISOString().slice(0, 10)}`, end: dayStart + DAY_MS - SHANGHAI_OFFSET_MS };
}

/**
 * The `hours`-long membership window holding `now`, counted from `startAt` (both epoch ms):
 * key `w:<startAt>:<hours>:<index>`. The start and length are in the key, so a new membership or a
 * level with another window length never shares a counter with an earlier one.
 */
export function membershipWindow(startAt: number, hours: number, now: number): QuotaWindow {
  const length = hours * HOUR_MS;
  const index = Math.max(0, Math.floor((now - startAt) / length));
  return { key: `w:${startAt}:${hours}:${index}`, end: startAt + (index + 1) * length };
}
