/**
 * Amounts as providers write them (PayPal `"3.90"`, Wise `9.9`) ↔ integers in the currency's
 * minor unit (cents, fen). Exact: decimal text is split on the point, never multiplied as a
 * float. Minor-unit digits per currency come from ISO 4217 as Node's Intl knows it (USD 2, JPY 0,
 * CNY 2), so no table of our own.
 */

/** Digits after the decimal point of `currency` (ISO 4217), e.g. 2 for USD, 0 for JPY. */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * `390, 'USD'` → `'3.90'`; `500, 'JPY'` → `'500'`: the decimal text providers expect.
 * @throws RangeError when `minor` is not a non-negative safe integer.
 */
export function minorToDecimal(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`bad minor amount ${minor}`);
  const digits = currencyDigits(currency);
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * `'3.90'` / `'3.9'` / `3.9` / `'4'` with `'USD'` → `390`. Returns null for anything that is not a
 * plain non-negative decimal with at most the currency's digits (so `'3.905'` USD is null, never
 * rounded: an amount we cannot read exactly is a mismatch, not a guess).
 */
export function decimalToMinor(value: string | number, currency: string): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const digits = currencyDigits(currency);
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return null;
  const minor = Number(whole + fraction.padEnd(digits, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}
