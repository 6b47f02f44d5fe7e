/**
 * Clock and calendar arithmetic of the itinerary solver. Times of day are minutes since midnight in
 * Asia/Shanghai (0–1440); dates are China calendar days `YYYY-MM-DD`, handled as UTC dates so the
 * server's own time zone never shifts them.
 */
import { chinaDay, parseDays, type OpeningPeriod } from '../../../lib/opening-hours.js';

/** A closed range of minutes since midnight, `[from, to]`, from < to. */
export type Interval = readonly [number, number];

const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes since midnight → `HH:MM` (1440 → `24:00`). */
export function toClock(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** `HH:MM` → minutes since midnight. */
export function fromClock(clock: string): number {
  const [h, m] = clock.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** The ISO date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Weekday of an ISO date, 0 = Sunday (the calendar day itself, no time zone involved). */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Today in China (Asia/Shanghai) at `clock`, `YYYY-MM-DD`. */
export function chinaToday(clock: Date): string {
  return chinaDay(clock);
}

function merge(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = merged[merged.length - 1];
    // Touching periods (12:00 close, 12:00 open) make one stretch: a visit may run across the join.
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

function intersect(a: Interval[], b: Interval[]): Interval[] {
  const result: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [af, at] = a[i] as Interval;
    const [bf, bt] = b[j] as Interval;
    const from = Math.max(af, bf);
    const to = Math.min(at, bt);
    if (from < to) result.push([from, to]);
    if (at < bt) i++;
    else j++;
  }
  return result;
}

const clockOrEnd = (clock: string) => (clock === '24:00' ? 1440 : fromClock(clock));

/**
 * The stretches of `weekday` (0 = Sunday) during which a place with these catalog periods is open,
 * merged and sorted. A period whose close is not after its open runs past midnight: its evening
 * part counts on its own days and its early-morning tail on the following days. `[]` = all day.
 * With `weekday` null the result holds on every weekday (the plan has no dates).
 */
export function openIntervals(periods: readonly OpeningPeriod[], weekday: number | null): Interval[] {
  if (periods.length === 0) return [[0, 1440]];
  if (weekday === null) {
    let common: Interval[] = [[0, 1440]];
    for (let day = 0; day < 7; day++) common = intersect(common, openIntervals(periods, day));
    return common;
  }
  const yesterday = (weekday + 6) % 7;
  const stretches: Interval[] = [];
  for (const period of periods) {
    const days = parseDays(period.days);
    const open = fromClock(period.open);
    const close = clockOrEnd(period.close);
    if (close > open) {
      if (days.has(weekday)) stretches.push([open, close]);
    } else {
      if (days.has(weekday)) stretches.push([open, 1440]);
      if (days.has(yesterday) && close > 0) stretches.push([0, close]);
    }
  }
  return merge(stretches);
}

/**
 * The earliest start ≥ `earliest` at which a stay of `duration` minutes fits inside one of
 * `intervals`, with the stay starting no later than `latestStart`; null when none does.
 */
export function earliestFit(intervals: readonly Interval[], earliest: number, duration: number, latestStart = 1440): number | null {
  for (const [from, to] of intervals) {
    const start = Math.max(earliest, from);
    if (start > latestStart) return null;
    if (start + duration <= to) return start;
  }
  return null;
}
