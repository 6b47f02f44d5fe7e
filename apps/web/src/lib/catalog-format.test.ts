import { describe, expect, it } from 'vitest';
import { formatClock, formatDays, formatKm, formatNumber, formatYuan, otherScriptText } from './catalog-format';

describe('catalog formatting', () => {
  it('shows China-time clock readings 24-hour in Chinese and 12-hour in US English', () => {
    expect(formatClock('19:00', 'zh-CN')).toBe('19:00');
    expect(formatClock('07:30', 'zh-HK')).toBe('07:30');
    expect(formatClock('19:00', 'en-US')).toBe('7:00 PM');
    expect(formatClock('24:00', 'en-US')).toBe('24:00');
    expect(formatClock('soon', 'en-US')).toBe('soon');
  });

  it('writes clock times and weekday names as Intl.DateTimeFormat does', () => {
    // Some ICU versions put a narrow no-break space before AM/PM; a space reads the same.
    const intl = (text: string) => text.replace(/\u202f/g, ' ');
    for (const locale of ['en-US', 'zh-CN', 'zh-HK'] as const) {
      for (let hours = 0; hours < 24; hours += 1) {
        for (const minutes of [0, 5, 30, 59]) {
          const expected = new Intl.DateTimeFormat(locale, {
            hour: 'numeric',
            minute: '2-digit',
            timeZone: 'UTC',
            ...(locale === 'en-US' ? {} : { hourCycle: 'h23' as const }),
          }).format(Date.UTC(2000, 0, 3, hours, minutes));
          const hhmm = `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
          expect(formatClock(hhmm, locale), `${hhmm} ${locale}`).toBe(intl(expected));
        }
      }
      ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].forEach((code, index) => {
        const expected = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 2 + index));
        expect(formatDays(code, locale, ''), `${code} ${locale}`).toBe(expected);
      });
    }
  });

  it('names weekdays of the catalog day lists in each locale', () => {
    expect(formatDays('Mon-Sun', 'en-US', 'Every day')).toBe('Every day');
    expect(formatDays('Mon-Fri,Sun', 'en-US', 'Every day')).toBe('Mon–Fri, Sun');
    expect(formatDays('Mon-Fri,Sun', 'zh-CN', '每天')).toBe('周一至周五、周日');
    expect(formatDays('Sat', 'zh-HK', '每天')).toBe('週六');
    expect(formatDays('Holidays', 'en-US', 'Every day')).toBe('Holidays');
  });

  it('formats yuan from fen and kilometres', () => {
    expect(formatYuan(4000, 'en-US')).toBe('40');
    expect(formatYuan(1250, 'zh-CN')).toBe('12.5');
    expect(formatKm(3.25, 'en-US')).toBe('3.3');
    expect(formatKm(148.4, 'en-US')).toBe('148');
  });

  it('gives the other script of a name only when it adds something', () => {
    const name = { 'zh-CN': '崇圣寺三塔', 'zh-HK': '崇聖寺三塔', 'en-US': 'Three Pagodas' };
    expect(otherScriptText(name, 'en-US')).toBe('崇圣寺三塔');
    expect(otherScriptText(name, 'zh-HK')).toBe('Three Pagodas');
    expect(otherScriptText({ 'zh-CN': 'Shaxi', 'zh-HK': 'Shaxi', 'en-US': 'Shaxi' }, 'zh-CN')).toBeNull();
  });

  it('writes numbers exactly as Intl.NumberFormat does in each interface locale', () => {
    const values = [0, 0.004, 0.005, 0.5, 1.005, 1.5, 2, 2.5, 3.25, 4.26, 99.95, 99.995, 148.4, 999.5, 1234.5, 12345.678, 1_000_000, -1.5, -2345.25];
    // A seeded spread of prices in fen and distances, as the catalog has them.
    let seed = 7;
    for (let i = 0; i < 300; i += 1) {
      seed = (seed * 48271) % 2147483647;
      values.push(seed % 5_000_000 / 100, (seed % 30_000) / 1000);
    }
    for (const locale of ['en-US', 'zh-CN', 'zh-HK'] as const) {
      for (const value of values) {
        for (const digits of [0, 1, 2]) {
          const expected = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
          expect(formatNumber(value, locale, digits), `${value} ${locale} ${digits}`).toBe(expected);
        }
      }
    }
    // Where Intl writes a negative zero ("-0"), a guide says 0.
    expect(formatNumber(-0, 'en-US', 1)).toBe('0');
    expect(formatNumber(-0.004, 'zh-CN', 2)).toBe('0');
    expect(formatNumber(1234.5, 'en-US')).toBe('1,234.5');
  });
});
