/**
 * Stay duration (spec §2 "stay duration"): nights from 1 to STAY_MAX_NIGHTS (30, the longest stay
 * the API computes totals for), and room totals on the reserve page.
 */
import { STAY_MAX_NIGHTS } from '@dali/shared/contracts/stays';

/** Shortest stay, nights. */
export const STAY_MIN_NIGHTS = 1;

/**
 * Nights from user or URL input: an integer within 1–30. Out-of-range numbers are clamped to the
 * nearest end, fractions rounded down; anything that is not a number gives `fallback`.
 */
export function clampNights(value: unknown, fallback = STAY_MIN_NIGHTS): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) return fallback;
  return Math.min(STAY_MAX_NIGHTS, Math.max(STAY_MIN_NIGHTS, Math.floor(number)));
}

/**
 * Total in fen of a room for `nights` nights at `priceFen` a night; null when the nightly price is
 * not known. The list's lowest-price totals come from the API (`totalFen`); the API gives rooms only
 * their nightly price, so their totals are worked out here the same way (price × nights, no fees).
 */
export function roomTotalFen(priceFen: number | null, nights: number): number | null {
  return priceFen === null ? null : priceFen * clampNights(nights);
}
