/**
 * Contracts of payments: orders for service packages paid through PayPal, WeChat Pay or Wise, or
 * the embedded test checkout (spec §2 package pricing and payment flows, §3 payment config and
 * payment order, §4 payment states, §5 payment validation, §7 payment calls, §8 payment errors).
 *
 * Calls (login required for all but provider callbacks; HTTP 401 otherwise):
 * - `POST /api/v1/api/orders/create` {@link CreateOrderRequest} → `data` {@link PaymentOrder}: a new
 *   order for the package, priced from the package data in the method's currency, and what the
 *   client needs to pay it (payment URL, QR image, bank reference). 409 `MEMBERSHIP_ACTIVE` (with
 *   `data` {@link ActiveMembershipNotice}) while a membership is active and `confirmExtend` is not
 *   true; 400 `PAYMENT_METHOD_UNAVAILABLE`; 404 `NOT_FOUND` for an unknown package; 502
 *   `PAYMENT_PROVIDER_FAILED` (the order stays PENDING and is reconciled).
 * - `POST /api/v1/wechat/pay/native/simple` {@link CreateProviderOrderRequest} → `data` PaymentOrder
 *   with `qrImage` (a PNG data URL of WeChat's `code_url`).
 * - `GET /api/v1/wechat/pay/query/{orderId}` → `data` {@link WeChatOrderQuery}.
 * - `POST /api/v1/wise/orders/create` {@link CreateProviderOrderRequest} → `data` PaymentOrder with
 *   `reference` and `accountDetails`.
 * - `POST /api/v1/wise/orders/status/check` {@link OrderIdRequest} → `data` PaymentOrder.
 * - `GET /api/v1/api/orders/{orderId}` → `data` PaymentOrder, asking the provider first while the
 *   order is PENDING (the status query of spec §4). 404 `ORDER_NOT_FOUND` unless the caller owns it.
 * - `POST /api/v1/api/orders/{orderId}/cancel` → `data` PaymentOrder (CANCELLED unless it was paid
 *   meanwhile).
 * - `GET /api/v1/api/orders` → `data { orders: PaymentOrder[] }`, newest first ("my orders").
 * - `GET /api/v1/payments/methods` (no login) → `data { methods: PaymentMethodInfo[] }`: which
 *   methods this server offers and which of them run on the test checkout (TEST MODE), so the
 *   method choice can say so before any order exists.
 * - Provider redirects and callbacks: `GET /api/v1/payment/paypal/success?token&PayerID` and
 *   `/cancel?token` (302 to `/payment/return?orderId=…`), `POST /api/v1/payment/paypal/webhook`,
 *   `POST /api/v1/wechat/pay/notify`, `POST /api/v1/wise/webhook`.
 *
 * Amounts: `amountMinor` in the currency's minor unit (cents, fen); `amount` the same in major
 * units for display. Times are ISO 8601 strings with offset.
 */
import { z } from 'zod/mini';
import { successEnvelope } from '../errors.js';

/** What the payer chooses on the pricing page (spec §4 full flow). */
export const PAYMENT_METHODS = ['wise', 'paypal', 'wechat'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Who takes the money; `sandbox` is the embedded test checkout standing in for any method. */
export const PAYMENT_PROVIDERS = ['sandbox', 'paypal', 'wechat', 'wise'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Order statuses (spec §4 payment status values; `unknown` is what a client shows for anything else). */
export const ORDER_STATUSES = ['PENDING', 'COMPLETED', 'FAILED', 'CANCELLED', 'REFUNDED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** WeChat order states of spec §4 (not paid, closed, revoked, error, unknown) plus paid and refunded. */
export const WECHAT_ORDER_STATES = ['SUCCESS', 'NOTPAY', 'CLOSED', 'REVOKED', 'PAYERROR', 'REFUND', 'UNKNOWN'] as const;
export type WeChatOrderState = (typeof WECHAT_ORDER_STATES)[number];

/** How long an unpaid order stays payable, ms (PayPal's approval window is 3 h; WeChat takes our `time_expire`). */
export const ORDER_PAYABLE_MS = 2 * 3_600_000;

/** Seconds the client waits after opening a payment before asking whether it is done (spec §9). */
export const PAYMENT_CONFIRM_DELAY_MS = 5_000;

const OrderIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/), z.describe('22 base64url characters'));

/** Spec §5: refund policy and service description agreed, method and plan chosen. */
export const CreateOrderRequestSchema = z.strictObject({
  packageId: z.string().check(z.minLength(1), z.maxLength(40)),
  method: z.enum(PAYMENT_METHODS),
  /** Must be true: the payer agreed to the refund policy and the service description. */
  agreedToTerms: z.literal(true),
  /** True once a member has seen the current plan and expiry and chose to extend it (spec §6). */
  confirmExtend: z.optional(z.boolean()),
});
export type CreateOrderRequest = z.infer<typeof CreateOrderRequestSchema>;

/** The provider-specific create calls: the method is in the path. */
export const CreateProviderOrderRequestSchema = z.strictObject({
  packageId: z.string().check(z.minLength(1), z.maxLength(40)),
  agreedToTerms: z.literal(true),
  confirmExtend: z.optional(z.boolean()),
});
export type CreateProviderOrderRequest = z.infer<typeof CreateProviderOrderRequestSchema>;

/** `{ orderId }` bodies (Wise status check). */
export const OrderIdRequestSchema = z.strictObject({ orderId: OrderIdSchema });
export type OrderIdRequest = z.infer<typeof OrderIdRequestSchema>;

/** `{orderId}` path parameters. */
export const OrderIdParamsSchema = z.strictObject({ orderId: OrderIdSchema });

/** A payment order as its owner sees it (spec §3 payment order and payment config). */
export const PaymentOrderSchema = z.object({
  orderId: z.string(),
  packageId: z.string(),
  /** Package name in the request locale. */
  packageName: z.string(),
  method: z.enum(PAYMENT_METHODS),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** True when no real money moves (the sandbox, or a provider's sandbox): the client says TEST MODE. */
  testMode: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  /** The provider's own status word (e.g. WeChat `NOTPAY`), null before the provider was asked. */
  providerStatus: z.nullable(z.string()),
  amount: z.number().check(z.describe('Major units, e.g. 3.9')),
  amountMinor: z.int().check(z.describe('Minor units (cents, fen), e.g. 390')),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  /** Page that takes the payment (PayPal, sandbox checkout, a configured Wise link), else null. */
  paymentUrl: z.nullable(z.string()),
  /** PNG data URL of the QR code to scan (WeChat Pay, or the sandbox page for WeChat in test mode). */
  qrImage: z.nullable(z.string()),
  /** Bank-transfer reference the payer must write (Wise), else null. */
  reference: z.nullable(z.string()),
  /** Our receiving account, line by line (Wise), else empty. */
  accountDetails: z.array(z.string()),
  payerId: z.nullable(z.string()),
  payerEmail: z.nullable(z.string()),
  payerName: z.nullable(z.string()),
  payerCountry: z.nullable(z.string()),
  createdAt: z.string(),
  /** Until when the order can be paid. */
  expiresAt: z.string(),
  paidAt: z.nullable(z.string()),
  cancelledAt: z.nullable(z.string()),
  refundedAt: z.nullable(z.string()),
});
export type PaymentOrder = z.infer<typeof PaymentOrderSchema>;

export const PaymentOrderResponseSchema = successEnvelope(PaymentOrderSchema);
export type PaymentOrderResponse = z.infer<typeof PaymentOrderResponseSchema>;

/** `GET /api/v1/api/orders`. */
export const PaymentOrdersResponseSchema = successEnvelope(z.object({ orders: z.array(PaymentOrderSchema) }));
export type PaymentOrdersResponse = z.infer<typeof PaymentOrdersResponseSchema>;

/** `GET /api/v1/wechat/pay/query/{orderId}`: the order and its WeChat state. */
export const WeChatOrderQuerySchema = z.object({ order: PaymentOrderSchema, tradeState: z.enum(WECHAT_ORDER_STATES) });
export type WeChatOrderQuery = z.infer<typeof WeChatOrderQuerySchema>;
export const WeChatOrderQueryResponseSchema = successEnvelope(WeChatOrderQuerySchema);

/** `data` of a 409 MEMBERSHIP_ACTIVE: what the member already has (spec §6). */
export const ActiveMembershipNoticeSchema = z.object({
  planName: z.string(),
  userLevel: z.string(),
  membershipExpireTime: z.string(),
});
export type ActiveMembershipNotice = z.infer<typeof ActiveMembershipNoticeSchema>;

/** One payment method as this server offers it. */
export const PaymentMethodInfoSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  /** False when neither its provider nor the test checkout is configured: the method is not offered. */
  available: z.boolean(),
  /** True when the test checkout (or a provider's sandbox) takes it: no real money moves. */
  testMode: z.boolean(),
  /** Currency the method charges in when it is not the package's own (WeChat Pay: CNY); null: the package's currency. */
  currency: z.nullable(z.string()),
});
export type PaymentMethodInfo = z.infer<typeof PaymentMethodInfoSchema>;

/** `GET /api/v1/payments/methods`. */
export const PaymentMethodsResponseSchema = successEnvelope(z.object({ methods: z.array(PaymentMethodInfoSchema) }));
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponseSchema>;

/** Query of `/payment/return` as the server redirects there. */
export const PaymentReturnQuerySchema = z.object({
  orderId: z.optional(z.string()),
  /** What the redirect already knows; the page still asks the server. */
  outcome: z.optional(z.enum(['approved', 'cancelled', 'failed'])),
});
