/**
 * Prices of the pricing page: `Intl.NumberFormat` in the package's own currency and the page
 * locale ("$9.90" in en-US, "US$9.90" in zh-CN and zh-HK), one formatter per locale and currency
 * for the session (building one costs far more than using it).
 */
import type { Locale } from '@dali/shared/locales';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * `amount` (major units, e.g. 9.9) in `currency` (ISO 4217, e.g. "USD") for `locale`, with the
 * currency's usual decimals (9.9 USD → "$9.90").
 */
export function formatPrice(amount: number, currency: string, locale: Locale): string {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formats.set(key, format);
  }
  return format.format(amount);
}
