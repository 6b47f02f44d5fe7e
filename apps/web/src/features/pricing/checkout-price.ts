/**
 * The price a payer is charged for a package with a method (spec §2 "show the price in the method's
 * currency"): WeChat Pay charges CNY from the package's `prices`, the other methods the main
 * currency (the first entry, else the package's own `price`/`currency`).
 */
import type { ServicePackage } from '@dali/shared/contracts/membership';
import type { PaymentMethod } from '@dali/shared/contracts/payments';

/** An amount in major units with its ISO 4217 currency. */
export interface Price {
  price: number;
  currency: string;
}

/** Currency each method charges in; null: the package's main currency. */
const METHOD_CURRENCY: Record<PaymentMethod, string | null> = { wise: null, paypal: null, wechat: 'CNY' };

/** What `pkg` costs when paid with `method`. */
export function priceFor(pkg: ServicePackage, method: PaymentMethod): Price {
  const wanted = METHOD_CURRENCY[method];
  const main = pkg.prices[0] ?? { price: pkg.price, currency: pkg.currency };
  if (wanted === null) return { price: main.price, currency: main.currency };
  const match = pkg.prices.find((entry) => entry.currency === wanted);
  return match ? { price: match.price, currency: match.currency } : { price: main.price, currency: main.currency };
}
