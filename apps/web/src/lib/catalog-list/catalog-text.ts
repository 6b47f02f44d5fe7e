/**
 * Money and keyword text of the catalog pages (stay, food), on top of lib/catalog-format.ts (which
 * holds the shared rules: locale text, other-script name, clock and days).
 */
import type { Locale } from '@dali/shared/locales';
import { formatYuan } from '../catalog-format';

/** A price in fen (1/100 yuan, as every money field of the API) as yuan text: `¥1,280`, `¥12.5`. */
export function formatFen(fen: number, locale: Locale): string {
  return `¥${formatYuan(fen, locale)}`;
}

/** `some-keyword` → `Some keyword`: the last resort label of a catalog keyword with no translation. */
export function humaniseKeyword(keyword: string): string {
  const words = keyword.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A price range in fen as yuan text: `¥20–30`, or one price when both ends agree; null when unknown. */
export function formatFenRange(minFen: number | null, maxFen: number | null, locale: Locale): string | null {
  if (minFen === null && maxFen === null) return null;
  if (minFen === null || maxFen === null || minFen === maxFen) return formatFen(minFen ?? maxFen ?? 0, locale);
  return `${formatFen(minFen, locale)}–${formatYuan(maxFen, locale)}`;
}
