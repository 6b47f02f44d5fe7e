/**
 * Numbers of the attraction pages, formatted exactly as lib/catalog-format.ts formats them
 * (`formatNumber`, `formatYuan`, `formatKm`; a test holds them equal) but with one
 * `Intl.NumberFormat` per locale and precision, kept for the session. Constructing a formatter
 * costs about half a millisecond (several on a throttled phone) and a page of cards needs three
 * dozen numbers, which made the render after the list arrives a long task.
 */
import type { Locale } from '@dali/shared/locales';

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, digits: number): Intl.NumberFormat {
  const key = `${locale}|${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
    formats.set(key, format);
  }
  return format;
}

/** A number for display: grouped, at most `digits` decimals (1.50 → "1.5", 2.00 → "2"). */
export function formatNumber(value: number, locale: Locale, digits = 1): string {
  return numberFormat(locale, digits).format(value);
}

/** Yuan from fen (1 CNY = 100 fen): "40", "12.5"; the ¥ sign comes from the translation. */
export function formatYuan(fen: number, locale: Locale): string {
  return formatNumber(fen / 100, locale, 2);
}

/** Kilometres with one decimal under 100 km, whole above ("3.2", "148"). */
export function formatKm(km: number, locale: Locale): string {
  return formatNumber(km, locale, km < 100 ? 1 : 0);
}
