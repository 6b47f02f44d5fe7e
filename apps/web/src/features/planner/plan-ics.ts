/**
 * Calendar export of a plan (iCalendar, RFC 5545, through the `ics` package): one event per timed
 * item — visits, meals, transfers, and the night's check-in (30 minutes from arrival). Plan times
 * are China time (Asia/Shanghai, UTC+8 all year, no daylight saving since 1991), so each is turned
 * into its UTC instant and written with a `Z`: every calendar app then shows it at the right local
 * time without needing a VTIMEZONE block. Plans without dates cannot be placed on a calendar.
 */
import type { EventAttributes } from 'ics';
import type { PlanItem, TravelPlan } from '@dali/shared/contracts/planner';

/** China Standard Time offset from UTC, ms. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
/** How long the check-in event of a night lasts, minutes. */
const CHECK_IN_MINUTES = 30;

/** The UTC instant (ms) of `HH:MM` China time on the China day `YYYY-MM-DD` ("24:00" is the next midnight). */
export function chinaTimeToUtc(date: string, clock: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, hours, minutes) - CHINA_OFFSET_MS;
}

/** Title, place and notes of one event, in the visitor's language. */
export interface IcsItemText {
  title: string;
  location?: string;
  description?: string;
}

export interface PlanIcsOptions {
  planId: string;
  /** Calendar name (X-WR-CALNAME). */
  calendarName: string;
  /** Texts of one item of day `dayIndex`. */
  describe: (item: PlanItem, dayIndex: number) => IcsItemText;
  /** Link to the plan, put on every event. */
  url?: string;
}

/** True when the plan has dates, so it can go on a calendar. */
export function canExportToCalendar(plan: TravelPlan): boolean {
  return plan.days.length > 0 && plan.days.every((day) => day.date !== null);
}

/** The events of a plan (see the module comment); empty without dates. */
export function planEvents(plan: TravelPlan, options: PlanIcsOptions): EventAttributes[] {
  const events: EventAttributes[] = [];
  for (const day of plan.days) {
    if (!day.date) continue;
    const date = day.date;
    day.items.forEach((item, index) => {
      const text = options.describe(item, day.dayIndex);
      const start = chinaTimeToUtc(date, item.start);
      const end = item.kind === 'lodging' ? start + CHECK_IN_MINUTES * 60_000 : chinaTimeToUtc(date, item.end);
      events.push({
        uid: `${options.planId}-d${day.dayIndex}-${index}@dali-guide`,
        start,
        startInputType: 'utc',
        startOutputType: 'utc',
        end: Math.max(end, start + 60_000),
        endInputType: 'utc',
        endOutputType: 'utc',
        title: text.title,
        ...(text.location ? { location: text.location } : {}),
        ...(text.description ? { description: text.description } : {}),
        ...(options.url ? { url: options.url } : {}),
        busyStatus: 'BUSY',
        categories: [item.kind],
      });
    });
  }
  return events;
}

/**
 * The plan as an `.ics` file's text (VCALENDAR with one VEVENT per timed item).
 * @throws Error when the plan has no dates or the calendar library rejects an event.
 */
export async function buildPlanIcs(plan: TravelPlan, options: PlanIcsOptions): Promise<string> {
  if (!canExportToCalendar(plan)) throw new Error('A plan without dates cannot be exported to a calendar');
  // The library (and its validator) loads only when someone exports.
  const { createEvents } = await import('ics');
  const { error, value } = createEvents(planEvents(plan, options), { productId: 'dali-guide/planner', calName: options.calendarName });
  if (error || !value) throw error ?? new Error('The calendar could not be written');
  return value;
}
