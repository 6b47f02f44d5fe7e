import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

// Local times, so the test holds in any time zone.
const now = new Date(2026, 10, 27, 9, 30);
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString();

describe('relativeTime (spec §2 history entries)', () => {
  it('shows the time of day for today: 24-hour in Chinese, the locale’s style in English', () => {
    expect(relativeTime(at(27, 14, 5), now, 'zh-CN')).toEqual({ kind: 'today', time: '14:05' });
    expect(relativeTime(at(27, 0, 10), now, 'zh-HK')).toEqual({ kind: 'today', time: '00:10' });
    expect(relativeTime(at(27, 14, 5), now, 'en-US')).toEqual({ kind: 'today', time: '2:05 PM' });
  });

  it('says yesterday by calendar day, then N days ago under 7, then a date', () => {
    expect(relativeTime(at(26, 23, 50), now, 'en-US')).toEqual({ kind: 'yesterday' });
    expect(relativeTime(at(25, 9), now, 'en-US')).toEqual({ kind: 'daysAgo', days: 2 });
    expect(relativeTime(at(21, 9), now, 'en-US')).toEqual({ kind: 'daysAgo', days: 6 });
    expect(relativeTime(at(20, 9), now, 'en-US')).toEqual({ kind: 'date', date: 'Nov 20' });
    expect(relativeTime(at(20, 9), now, 'zh-CN')).toEqual({ kind: 'date', date: '11月20日' });
    expect(relativeTime(new Date(2025, 0, 3).toISOString(), now, 'en-US')).toEqual({ kind: 'date', date: 'Jan 3, 2025' });
  });

  it('counts a time in the future as today and keeps an unreadable one as it is', () => {
    expect(relativeTime(at(28, 1), now, 'zh-CN').kind).toBe('today');
    expect(relativeTime('not a date', now, 'en-US')).toEqual({ kind: 'date', date: 'not a date' });
  });
});
