/**
 * The embedded test checkout: a payment "provider" served by the app itself, so that the whole
 * purchase works out of the box with no account anywhere (docs/decisions/0016-payments.md). Its
 * checkout page (`/payment/sandbox/{orderId}`, TEST MODE on every view) lets a tester pay, cancel
 * or fail; what they chose is kept in `sandbox_payments` and read back by `confirm()` exactly as a
 * real provider's record is, so the order goes through the same checks and the same completion.
 * No money moves. Refused in production unless PAYMENTS_SANDBOX=true.
 */
import { randomInt } from 'node:crypto';
import type { GatewayOrder, ObservedPayment, PaymentGateway, PaymentRequest, PaymentStart, RefundResult } from '../../../providers/payments/payment-gateway.js';
import type { PaymentsRepository } from '../payments.repository.js';

/** What a tester can do on the sandbox checkout page. */
export type SandboxAction = 'pay' | 'cancel' | 'fail';

const STATE_OF_ACTION: Record<SandboxAction, string> = { pay: 'paid', cancel: 'cancelled', fail: 'failed' };
// Bank reference fields: letters and digits without look-alikes (0/O, 1/I/L).
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The sandbox gateway plus what its checkout page does. */
export interface SandboxGateway extends PaymentGateway {
  readonly provider: 'sandbox';
  /** Record what the tester did for `order` on the checkout page (the amount is the order's). */
  act(order: GatewayOrder, action: SandboxAction): Promise<void>;
  /** A test bank reference in the same shape as Wise references (`TS` + 8 characters). */
  newReference(): string;
}

/** Build the sandbox gateway over the payments repository; `now` epoch ms. */
export function createSandboxGateway(input: { repository: PaymentsRepository; now: () => number }): SandboxGateway {
  const { repository, now } = input;
  return {
    provider: 'sandbox',
    testMode: true,

    async start(request: PaymentRequest): Promise<PaymentStart> {
      const paymentUrl = new URL(`/payment/sandbox/${request.orderId}`, request.returnUrl).toString();
      return { providerRef: null, paymentUrl, codeUrl: null, raw: { checkout: paymentUrl, amountMinor: request.amountMinor, currency: request.currency } };
    },

    async confirm(order: GatewayOrder): Promise<ObservedPayment> {
      const row = await repository.findSandboxPayment(order.orderId);
      const base = { orderId: order.orderId, providerRef: null, captureId: null, payer: null, raw: row ?? null };
      if (!row) return { ...base, state: 'pending', amountMinor: null, currency: null, providerStatus: 'NOT_PAID', paidAt: null };
      const state = row.state === 'paid' ? 'paid' : row.state === 'cancelled' ? 'cancelled' : row.state === 'failed' ? 'failed' : row.state === 'refunded' ? 'refunded' : 'pending';
      return {
        ...base,
        state,
        amountMinor: row.amountMinor,
        currency: row.currency,
        payer: state === 'paid' ? { id: 'sandbox-payer', name: 'Test payer', email: null, country: null } : null,
        providerStatus: row.state.toUpperCase(),
        paidAt: state === 'paid' ? row.updatedAt : null,
      };
    },

    async refund(order: GatewayOrder): Promise<RefundResult> {
      await repository.saveSandboxPayment({ orderId: order.orderId, state: 'refunded', amountMinor: order.amountMinor, currency: order.currency, now: now() });
      return { providerStatus: 'REFUNDED', raw: { orderId: order.orderId, refundedMinor: order.amountMinor } };
    },

    async act(order: GatewayOrder, action: SandboxAction): Promise<void> {
      await repository.saveSandboxPayment({ orderId: order.orderId, state: STATE_OF_ACTION[action], amountMinor: order.amountMinor, currency: order.currency, now: now() });
    },

    newReference(): string {
      let text = 'TS';
      for (let i = 0; i < 8; i += 1) text += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
      return text;
    },
  };
}
