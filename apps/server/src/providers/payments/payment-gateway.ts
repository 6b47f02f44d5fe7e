/**
 * The port every payment provider adapter implements (spec §2 payment flows, §4 payment states,
 * §7 payment calls; docs/integrations.md §2–4). The payments feature creates an order, asks the
 * gateway to start a payment for it, and later asks the gateway what the provider's record says.
 * What the provider reports is only ever an observation: the feature checks amount, currency and
 * order reference against its own order before anything is granted.
 *
 * Money is always in the currency's minor unit (fen for CNY, cents for USD) as a safe integer;
 * times are epoch ms. Adapters never import features/.
 */

/** Who takes the money. `sandbox` is the embedded test checkout served by the app itself. */
export type PaymentProviderId = 'sandbox' | 'paypal' | 'wechat' | 'wise';

/** What the payer chose on the pricing page (spec §4): the sandbox stands in for any of them. */
export type PaymentMethod = 'paypal' | 'wechat' | 'wise';

/** What a provider says about one payment, mapped to the spec's order statuses (§4). */
export type ObservedState = 'paid' | 'pending' | 'failed' | 'cancelled' | 'refunded';

/** Everything an adapter needs to start paying one order. */
export interface PaymentRequest {
  /** Our order id: 22 base64url characters, also valid as WeChat `out_trade_no` and PayPal `custom_id`. */
  orderId: string;
  amountMinor: number;
  /** ISO 4217, e.g. `USD`, `CNY`. */
  currency: string;
  /** What is bought, in the payer's language, ≤ 127 characters (WeChat's limit). */
  description: string;
  /** `zh-CN` | `zh-HK` | `en-US`: the checkout's language where the provider has one. */
  locale: string;
  /** Where the provider sends the payer back after approving (absolute URL). */
  returnUrl: string;
  /** Where the provider sends the payer back after cancelling (absolute URL). */
  cancelUrl: string;
  /** Where the provider posts its notifications (absolute URL without query; WeChat rule). */
  notifyUrl: string;
  /** The payer's address as we saw it (WeChat `scene_info.payer_client_ip`). */
  clientIp: string;
  /** When an unpaid order should stop being payable, epoch ms. */
  expiresAt: number;
  /** Short bank-transfer reference (Wise), else null. */
  reference: string | null;
}

/** What the client needs to pay, as the provider answered. */
export interface PaymentStart {
  /** The provider's id of this payment (PayPal order id), null where the provider keys by our id. */
  providerRef: string | null;
  /** Page to open (PayPal approve/payer-action link, sandbox checkout, configured Wise link). */
  paymentUrl: string | null;
  /** Text to render as a QR code (WeChat `code_url`), else null. */
  codeUrl: string | null;
  /** The provider's answer, kept for audit. */
  raw: unknown;
}

/** Who paid, as far as the provider tells. */
export interface Payer {
  id?: string | null;
  email?: string | null;
  name?: string | null;
  /** ISO 3166-1 alpha-2 where known. */
  country?: string | null;
}

/** One observation of a payment at its provider. */
export interface ObservedPayment {
  state: ObservedState;
  /** Our order id as the provider echoes it (PayPal `custom_id`, WeChat `out_trade_no`); null when not echoed. */
  orderId: string | null;
  /** The provider's id of the payment (PayPal order id, WeChat `transaction_id`). */
  providerRef: string | null;
  /** The settled money's id where refunds need it (PayPal capture id), else null. */
  captureId: string | null;
  /** Amount the provider recorded, minor units; null when it did not say. */
  amountMinor: number | null;
  currency: string | null;
  payer: Payer | null;
  /** The provider's own status word (e.g. `NOTPAY`, `COMPLETED`), for logs and the spec's WeChat states. */
  providerStatus: string;
  /** When the provider says it was paid, epoch ms. */
  paidAt: number | null;
  /** The provider's record, kept for audit. */
  raw: unknown;
}

/** The order as an adapter sees it when asked about it again. */
export interface GatewayOrder {
  orderId: string;
  providerRef: string | null;
  captureId: string | null;
  reference: string | null;
  amountMinor: number;
  currency: string;
  /** Epoch ms. */
  createdAt: number;
}

/** Result of a refund at the provider. */
export interface RefundResult {
  /** The provider's refund status word, e.g. `COMPLETED`, `PROCESSING`, `SUCCESS`. */
  providerStatus: string;
  raw: unknown;
}

/**
 * One payment provider. Adapters throw {@link PaymentGatewayError} for a provider that refused,
 * failed or timed out; the caller then leaves the order as it was (PENDING stays PENDING).
 */
export interface PaymentGateway {
  readonly provider: PaymentProviderId;
  /** True when no real money moves (sandbox, or a provider's sandbox environment). */
  readonly testMode: boolean;
  /** Start paying `request` at the provider. */
  start(request: PaymentRequest): Promise<PaymentStart>;
  /**
   * Bring the provider's record of `order` up to date and report it: e.g. PayPal captures an
   * approved order here, WeChat Pay queries by `out_trade_no`, Wise looks for the credit in the
   * balance statement. Never grants anything itself.
   */
  confirm(order: GatewayOrder): Promise<ObservedPayment>;
  /** Give the whole amount of a paid `order` back. */
  refund(order: GatewayOrder): Promise<RefundResult>;
}

/** Why a provider call failed. `retryable`: a timeout, a network error or a 5xx. */
export class PaymentGatewayError extends Error {
  constructor(
    message: string,
    readonly details: { provider: PaymentProviderId; status?: number; code?: string; retryable: boolean; cause?: unknown },
  ) {
    super(message, { cause: details.cause });
    this.name = 'PaymentGatewayError';
  }
}

/**
 * An observation that carries only a state (not found, not approved, declined, no matching credit):
 * no amount, currency, payer or payment time, so it can never complete an order.
 */
export function statusOnly(input: { state: ObservedState; providerStatus: string; raw: unknown; orderId?: string | null; providerRef?: string | null; captureId?: string | null }): ObservedPayment {
  return {
    state: input.state,
    orderId: input.orderId ?? null,
    providerRef: input.providerRef ?? null,
    captureId: input.captureId ?? null,
    amountMinor: null,
    currency: null,
    payer: null,
    providerStatus: input.providerStatus,
    paidAt: null,
    raw: input.raw,
  };
}
