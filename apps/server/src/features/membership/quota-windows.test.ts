import { describe, expect, it } from 'vitest';
import { membershipWindow, shanghaiDay } from './quota-windows.js';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

describe('Asia/Shanghai days', () => {
  it('turns at 16:00 UTC, which is midnight in Shanghai', () => {
    expect(shanghaiDay(at('2026-03-01T15:59:59.999Z'))).toEqual({ key: 'd:2026-03-01', end: at('2026-03-01T16:00:00Z') });
    expect(shanghaiDay(at('2026-03-01T16:00:00Z'))).toEqual({ key: 'd:2026-03-02', end: at('2026-03-02T16:00:00Z') });
  });

  it('agrees with the Asia/Shanghai calendar through a year, month ends and a leap day', () => {
    const format = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let t = at('2027-12-31T00:00:00Z'); t < at('2029-01-02T00:00:00Z'); t += 7 * HOUR + 13 * 60_000) {
      expect(shanghaiDay(t).key).toBe(`d:${format.format(new Date(t))}`);
    }
    expect(shanghaiDay(at('2028-02-29T12:00:00+08:00')).key).toBe('d:2028-02-29');
  });
});

describe('membership windows', () => {
  const start = at('2026-05-05T02:00:00Z');

  it('follow one another from the membership start, whatever the calendar', () => {
    expect(membershipWindow(start, 24, start)).toEqual({ key: `w:${start}:24:0`, end: start + 24 * HOUR });
    expect(membershipWindow(start, 24, start + 24 * HOUR - 1).key).toBe(`w:${start}:24:0`);
    expect(membershipWindow(start, 24, start + 24 * HOUR)).toEqual({ key: `w:${start}:24:1`, end: start + 48 * HOUR });
    expect(membershipWindow(start, 168, start + 200 * HOUR)).toEqual({ key: `w:${start}:168:1`, end: start + 336 * HOUR });
  });

  it('keep the start and length in the key, so another membership or level never shares a counter', () => {
    expect(membershipWindow(start, 72, start + HOUR).key).not.toBe(membershipWindow(start + 1, 72, start + HOUR).key);
    expect(membershipWindow(start, 72, start + HOUR).key).not.toBe(membershipWindow(start, 24, start + HOUR).key);
  });

  it('count a clock slightly before the start as the first window', () => {
    expect(membershipWindow(start, 24, start - 5).key).toBe(`w:${start}:24:0`);
  });
});
