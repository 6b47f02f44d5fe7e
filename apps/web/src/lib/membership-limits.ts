/**
 * Reading the limits of an API permission (spec §3 `apiPermissions`, §6 levels and limits), shared
 * by the membership dialog and the package pricing page, which are separate features: whether a
 * limit means "unlimited" (999999, spec §9) and how to name the length of a limit's window.
 * Pure functions; the words live in the `membership` translation namespace.
 */
import { UNLIMITED } from '@dali/shared/constants';

/** True when `limit` (a count of uses) is the "unlimited" marker 999999 (spec §6, §9), or above it. */
export function isUnlimited(limit: number): boolean {
  return limit >= UNLIMITED;
}

/**
 * The window of a `totalLimit`, `timeLimitHours` hours long, in the unit a person would say:
 * whole days above one day (72 → 3 days, 168 → 7 days, 720 → 30 days), else hours (24 → 24 hours,
 * since "per 1 day" would read like the daily limit beside it).
 */
export function windowLength(timeLimitHours: number): { unit: 'days' | 'hours'; count: number } {
  if (timeLimitHours > 24 && timeLimitHours % 24 === 0) return { unit: 'days', count: timeLimitHours / 24 };
  return { unit: 'hours', count: timeLimitHours };
}
