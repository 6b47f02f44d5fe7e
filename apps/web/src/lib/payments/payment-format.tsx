/**
 * Small pieces every payment screen shares: an amount in its currency, the TEST MODE badge, the
 * localised order status and what each status means to the payer (spec §4 payment states).
 */
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus, type PaymentOrder } from '@dali/shared/contracts/payments';
import type { Locale } from '@dali/shared/locales';
import type { ResultTone } from '../ui/result-state';
import './payments.css';

const formats = new Map<string, Intl.NumberFormat>();

/** `amount` (major units) in `currency` for `locale`, e.g. 9.9 USD → "$9.90", 70 CNY → "¥70.00" / "CN¥70.00". */
export function formatAmount(amount: number, currency: string, locale: Locale): string {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formats.set(key, format);
  }
  return format.format(amount);
}

/** A date and time of an order (ISO 8601) in the locale, 24-hour for Chinese (design.md voice). */
export function formatOrderTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', hourCycle: locale === 'en-US' ? undefined : 'h23' }).format(date);
}

/** A status the client knows, or `unknown` for anything else (spec §4 "unknown"). */
export type ShownStatus = OrderStatus | 'unknown';

/** `status` as one of the known statuses, else `unknown`. */
export function shownStatus(status: string): ShownStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : 'unknown';
}

/** Tone of a status (design.md: success, warning, error colours of spec §4 states). */
export const STATUS_TONES: Record<ShownStatus, ResultTone> = {
  COMPLETED: 'success',
  PENDING: 'warning',
  FAILED: 'error',
  CANCELLED: 'warning',
  REFUNDED: 'info',
  unknown: 'info',
};

/** The "TEST MODE" badge shown on every order that moves no real money (`order.testMode`). */
export function TestModeBadge({ order }: { order: Pick<PaymentOrder, 'testMode'> }) {
  const { t } = useTranslation('payment');
  if (!order.testMode) return null;
  return (
    <span className="payment-test-badge" title={t('testModeNote')}>
      {t('testMode')}
    </span>
  );
}

/** The status of an order as a coloured, localised label. */
export function OrderStatusLabel({ status }: { status: string }) {
  const { t } = useTranslation('payment');
  const shown = shownStatus(status);
  return <span className={`payment-status payment-status-${STATUS_TONES[shown]}`}>{t(`status.${shown}`)}</span>;
}
