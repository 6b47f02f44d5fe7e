import { describe, expect, it } from 'vitest';
import * as shared from '../../lib/catalog-format';
import { formatKm, formatNumber, formatYuan } from './number-format';

describe('cached number formatting', () => {
  it('gives exactly what the shared catalog formatting gives, in every locale', () => {
    for (const locale of ['en-US', 'zh-CN', 'zh-HK'] as const) {
      for (const value of [0, 1.5, 2, 3.25, 4.26, 99.95, 148.4, 1234.5]) {
        expect(formatNumber(value, locale)).toBe(shared.formatNumber(value, locale));
        expect(formatNumber(value, locale, 2)).toBe(shared.formatNumber(value, locale, 2));
        expect(formatKm(value, locale)).toBe(shared.formatKm(value, locale));
      }
      for (const fen of [0, 1250, 4000, 12345, 1_000_000]) expect(formatYuan(fen, locale)).toBe(shared.formatYuan(fen, locale));
    }
  });
});
