/**
 * Maps stored orders to the contract DTO `PaymentOrder` of packages/shared/src/contracts/payments.ts
 * (spec §3 payment order and payment config), in the request locale.
 */
import QRCode from 'qrcode';
import type { PaymentMethod, PaymentOrder, PaymentProvider, OrderStatus } from '@dali/shared/contracts/payments';
import type { Locale } from '@dali/shared/locales';
import { formatMessage } from '@dali/shared/messages';
import { currencyDigits } from '../../lib/money.js';
import type { OrderRow } from './payments.repository.js';

const iso = (epochMs: number | null) => (epochMs === null ? null : new Date(epochMs).toISOString());

/** What the presenter needs besides the row. */
export interface OrderPresentation {
  /** Package name in the request locale (the id when the package left the configuration). */
  packageName: string;
  /** Our receiving account for a bank-transfer order, line by line; empty otherwise. */
  accountDetails: string[];
  /** PNG data URL of the order's QR code, or null. */
  qrImage: string | null;
}

/**
 * A PNG data URL of `text` as a QR code (WeChat `code_url`, or the sandbox checkout URL), 240 px,
 * error correction M. Null when `text` is null or cannot be encoded (the client then shows its
 * "QR generation failed" placeholder, spec §8).
 */
export async function qrImageOf(text: string | null): Promise<string | null> {
  if (text === null) return null;
  try {
    return await QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  } catch {
    return null;
  }
}

/** Lines shown instead of bank details when the test checkout stands in for Wise. */
export function sandboxAccountDetails(locale: Locale): string[] {
  return [formatMessage('server.sandboxAccountDetails', locale)];
}

/** Spec §3 payment order: amounts in minor and major units, times ISO 8601 (UTC). */
export function presentOrder(order: OrderRow, presentation: OrderPresentation): PaymentOrder {
  return {
    orderId: order.id,
    packageId: order.packageId,
    packageName: presentation.packageName,
    method: order.method as PaymentMethod,
    provider: order.provider as PaymentProvider,
    testMode: order.testMode === 1,
    status: order.status as OrderStatus,
    providerStatus: order.providerStatus,
    amount: order.amountMinor / 10 ** currencyDigits(order.currency),
    amountMinor: order.amountMinor,
    currency: order.currency,
    paymentUrl: order.status === 'PENDING' ? order.paymentUrl : null,
    qrImage: order.status === 'PENDING' ? presentation.qrImage : null,
    reference: order.reference,
    accountDetails: presentation.accountDetails,
    payerId: order.payerId,
    payerEmail: order.payerEmail,
    payerName: order.payerName,
    payerCountry: order.payerCountry,
    createdAt: new Date(order.createdAt).toISOString(),
    expiresAt: new Date(order.expiresAt).toISOString(),
    paidAt: iso(order.paidAt),
    cancelledAt: iso(order.cancelledAt),
    refundedAt: iso(order.refundedAt),
  };
}
