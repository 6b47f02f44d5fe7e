import { describe, expect, it } from 'vitest';
import { chinaClock, chinaDay, openStatusAt, parseDays } from './opening-hours.js';

// 2026-11-23 is a Monday. China Standard Time is UTC+8 all year.
const at = (isoChinaTime: string) => new Date(`${isoChinaTime}+08:00`);
const DAILY = [{ days: 'Mon-Sun', open: '08:00', close: '17:30' }];

describe('open status in Asia/Shanghai', () => {
  it('reads the clock in China time whatever the instant is written in', () => {
    expect(chinaClock(new Date('2026-11-23T00:30:00Z'))).toEqual({ weekday: 1, minutes: 8 * 60 + 30 });
    // 23:30 UTC Sunday is already Monday 07:30 in Dali.
    expect(chinaClock(new Date('2026-11-22T23:30:00Z'))).toEqual({ weekday: 1, minutes: 7 * 60 + 30 });
    expect(chinaDay(new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
    expect(chinaDay(new Date('2026-11-22T15:59:59Z'))).toBe('2026-11-22');
  });

  it('is open inside the hours and closed outside, at the exact edges', () => {
    expect(openStatusAt(DAILY, false, at('2026-11-23T07:59:00'))).toEqual({ status: 'closed', opensAt: '08:00' });
    expect(openStatusAt(DAILY, false, at('2026-11-23T08:00:00'))).toEqual({ status: 'open', until: '17:30' });
    expect(openStatusAt(DAILY, false, at('2026-11-23T17:29:00'))).toEqual({ status: 'open', until: '17:30' });
    expect(openStatusAt(DAILY, false, at('2026-11-23T17:30:00'))).toEqual({ status: 'closed', opensAt: null });
  });

  it('gives the same answer for the same instant written in another zone', () => {
    const utc = new Date('2026-11-23T01:00:00Z'); // 09:00 in Dali
    const newYork = new Date('2026-11-22T20:00:00-05:00');
    expect(openStatusAt(DAILY, false, utc)).toEqual(openStatusAt(DAILY, false, newYork));
    expect(openStatusAt(DAILY, false, utc).status).toBe('open');
  });

  it('honours weekdays, including a range that wraps the week', () => {
    const weekdays = [{ days: 'Mon-Fri', open: '09:00', close: '17:00' }];
    expect(openStatusAt(weekdays, false, at('2026-11-22T10:00:00')).status).toBe('closed'); // Sunday
    expect(openStatusAt(weekdays, false, at('2026-11-23T10:00:00')).status).toBe('open'); // Monday
    expect([...parseDays('Sat-Mon')].sort()).toEqual([0, 1, 6]);
    expect([...parseDays('Mon-Fri,Sun')].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('runs a period past midnight into the next day', () => {
    const night = [{ days: 'Fri-Sat', open: '20:00', close: '02:00' }];
    expect(openStatusAt(night, false, at('2026-11-27T23:00:00')).status).toBe('open'); // Friday night
    expect(openStatusAt(night, false, at('2026-11-28T01:30:00'))).toEqual({ status: 'open', until: '02:00' }); // Saturday small hours
    expect(openStatusAt(night, false, at('2026-11-30T01:30:00')).status).toBe('closed'); // Monday small hours: Sunday is not listed
    expect(openStatusAt(night, false, at('2026-11-28T02:00:00')).status).toBe('closed');
  });

  it('treats 24:00 as the end of the day', () => {
    const late = [{ days: 'Mon-Sun', open: '06:00', close: '24:00' }];
    expect(openStatusAt(late, false, at('2026-11-23T23:59:00'))).toEqual({ status: 'open', until: null });
    expect(openStatusAt(late, false, at('2026-11-24T00:30:00')).status).toBe('closed');
  });

  it('knows "always open", "unknown" and the temporarily-closed flag, which wins', () => {
    expect(openStatusAt([], false, at('2026-11-23T03:00:00'))).toEqual({ status: 'open', until: null });
    expect(openStatusAt(null, false, at('2026-11-23T10:00:00'))).toEqual({ status: 'unknown' });
    expect(openStatusAt(DAILY, true, at('2026-11-23T10:00:00'))).toEqual({ status: 'temporarilyClosed' });
    expect(openStatusAt([], true, at('2026-11-23T10:00:00'))).toEqual({ status: 'temporarilyClosed' });
  });
});
