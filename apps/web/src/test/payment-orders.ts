/**
 * Fixtures of the payment tests (pricing checkout, payment modal, /payment/return): a payment order
 * as `@dali/shared/contracts/payments` describes it, and packages with prices per currency.
 */
import { UNLIMITED } from '@dali/shared/constants';
import type { ServicePackage } from '@dali/shared/contracts/membership';
import type { PaymentOrder } from '@dali/shared/contracts/payments';

/** A 22-character order id. */
export const ORDER_ID = 'ord_Abcdefghij0123456789';

/** A PENDING PayPal sandbox order of the one-week pass; `overrides` changes any field. */
export function paymentOrder(overrides: Partial<PaymentOrder> = {}): PaymentOrder {
  return {
    orderId: ORDER_ID,
    packageId: 'one-week',
    packageName: 'One-week pass',
    method: 'paypal',
    provider: 'sandbox',
    testMode: true,
    status: 'PENDING',
    providerStatus: null,
    amount: 9.9,
    amountMinor: 990,
    currency: 'USD',
    paymentUrl: 'https://pay.example.test/checkout/1',
    qrImage: null,
    reference: null,
    accountDetails: [],
    payerId: null,
    payerEmail: null,
    payerName: null,
    payerCountry: null,
    createdAt: '2026-11-26T10:00:00+08:00',
    expiresAt: '2026-11-26T12:00:00+08:00',
    paidAt: null,
    cancelledAt: null,
    refundedAt: null,
    ...overrides,
  };
}

/** The one-week pass: 9.90 USD, 70.00 CNY through WeChat Pay. */
export const WEEK_PACKAGE: ServicePackage = {
  id: 'one-week',
  serviceType: 'one-week',
  name: 'One-week pass',
  description: 'Seven days',
  level: 'STANDARD',
  price: 9.9,
  priceMinor: 990,
  currency: 'USD',
  prices: [
    { currency: 'USD', price: 9.9, priceMinor: 990 },
    { currency: 'CNY', price: 70, priceMinor: 7000 },
  ],
  durationHours: 168,
  paymentUrl: null,
  qrImage: null,
  apiPermissions: [{ apiName: 'planner', totalLimit: 5, timeLimitHours: 168, dailyLimit: UNLIMITED }],
};

/** A 1×1 PNG as a data URL, standing in for a QR image. */
export const QR_IMAGE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
