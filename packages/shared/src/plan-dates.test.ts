import { describe, expect, it } from 'vitest';
import type { Locale } from './locales.js';
import { formatInstant, formatPlanDate, formatPlanDay } from './plan-dates.js';

const LOCALES: Locale[] = ['en-US', 'zh-CN', 'zh-HK'];

/** Intl's spacing around AM/PM differs between ICU versions (U+202F or a space): compare without it. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('dates written without Intl', () => {
  it('write an instant in China time as Intl does (medium date, short time), every hour of a year', () => {
    const start = Date.UTC(2026, 0, 1, 0, 0);
    for (let hours = 0; hours < 366 * 24; hours += 7) {
      const instant = new Date(start + hours * 3_600_000 + (hours % 60) * 60_000);
      for (const locale of LOCALES) {
        const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(instant);
        expect(formatInstant(instant.toISOString(), locale), `${locale} ${instant.toISOString()}`).toBe(plain(intl));
      }
    }
  });

  it('write midnight and noon with 12 and the right half of the day', () => {
    expect(formatInstant('2026-11-28T16:00:00Z', 'en-US')).toBe('Nov 29, 2026, 12:00 AM');
    expect(formatInstant('2026-11-28T04:05:00Z', 'en-US')).toBe('Nov 28, 2026, 12:05 PM');
    expect(formatInstant('2026-11-28T16:00:00Z', 'zh-CN')).toBe('2026年11月29日 00:00');
    expect(formatInstant('2026-11-28T04:05:00Z', 'zh-HK')).toBe('2026年11月28日 下午12:05');
    expect(formatInstant('not a date', 'zh-CN')).toBe('not a date');
  });

  it('write a plan day as Intl does, with and without its weekday, every day of two years', () => {
    for (let day = 0; day < 731; day += 1) {
      const date = new Date(Date.UTC(2026, 0, 1 + day));
      const iso = date.toISOString().slice(0, 10);
      for (const locale of LOCALES) {
        expect(formatPlanDate(iso, locale)).toBe(new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date));
        expect(formatPlanDay(iso, locale)).toBe(new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date));
      }
    }
    expect(formatPlanDay('2026-11-3', 'en-US')).toBe('2026-11-3');
    expect(formatPlanDate('tomorrow', 'zh-HK')).toBe('tomorrow');
  });
});
