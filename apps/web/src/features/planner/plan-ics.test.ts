import { describe, expect, it } from 'vitest';
import { buildPlanIcs, canExportToCalendar, chinaTimeToUtc, planEvents } from './plan-ics';
import { plan } from './test/fixtures';

const options = { planId: 'plan-1', calendarName: 'Dali', describe: (item: { kind: string }) => ({ title: item.kind }) };

describe('calendar export', () => {
  it('reads plan times as China time', () => {
    expect(new Date(chinaTimeToUtc('2026-11-22', '09:00')).toISOString()).toBe('2026-11-22T01:00:00.000Z');
    expect(new Date(chinaTimeToUtc('2026-11-22', '07:30')).toISOString()).toBe('2026-11-21T23:30:00.000Z');
    expect(new Date(chinaTimeToUtc('2026-11-22', '24:00')).toISOString()).toBe('2026-11-22T16:00:00.000Z');
  });

  it('writes one event per timed item, the night as a 30-minute check-in', async () => {
    const events = planEvents(plan(), options);
    expect(events).toHaveLength(12);
    const ics = await buildPlanIcs(plan(), options);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(12);
    expect(ics).toContain('X-WR-CALNAME:Dali');
    expect(ics).toContain('UID:plan-1-d1-0@dali-guide');
    // Check-in at 20:00 China time, for half an hour.
    expect(ics).toContain('DTSTART:20261122T120000Z');
    expect(ics).toContain('DTEND:20261122T123000Z');
  });

  it('refuses a plan without dates', async () => {
    expect(canExportToCalendar(plan(false))).toBe(false);
    await expect(buildPlanIcs(plan(false), options)).rejects.toThrow();
  });
});
