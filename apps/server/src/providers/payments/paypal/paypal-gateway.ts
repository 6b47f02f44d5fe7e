/**
 * PayPal Orders v2 over plain `fetch` (docs/integrations.md §3; §3.7 explains why no SDK): OAuth2
 * client credentials (§3.1), create order with a payer-action / approve link (§3.2), capture after
 * the payer approved (§3.3), get order (§3.4), capture refunds, `PayPal-Request-Id` idempotency
 * (§3.5) and webhooks checked by PayPal's verify-webhook-signature postback (§3.6).
 *
 * Every POST carries a `PayPal-Request-Id` derived from our order id, so a retried start, capture
 * or refund returns PayPal's first answer instead of doing the thing twice. Amounts cross the wire
 * as PayPal's decimal text and are converted with lib/money.ts, never as floats. Nothing here logs;
 * error messages name the call and PayPal's status and issue, never credentials or tokens.
 */
import type { z } from 'zod/mini';
import { decimalToMinor, minorToDecimal } from '../../../lib/money.js';
import {
  PaymentGatewayError,
  statusOnly,
  type GatewayOrder,
  type ObservedPayment,
  type ObservedState,
  type Payer,
  type PaymentGateway,
  type PaymentRequest,
  type PaymentStart,
  type RefundResult,
} from '../payment-gateway.js';
import { describeIssue } from '../wire-issue.js';
import {
  captureResourceSchema,
  orderSchema,
  refundSchema,
  tokenSchema,
  verifyAnswerSchema,
  webhookEventSchema,
  type WireAmount,
  type WireCapture,
  type WireLink,
  type WireOrder,
  type WirePayer,
} from './paypal-wire.js';

/** PayPal's REST hosts (integrations.md §3). Anything other than `live` counts as test mode. */
export const PAYPAL_BASE_URLS = { sandbox: 'https://api-m.sandbox.paypal.com', live: 'https://api-m.paypal.com' } as const;

/** Settings of the PayPal adapter (integrations.md §3). */
export interface PayPalConfig {
  /** REST app client id (PAYPAL_CLIENT_ID). */
  clientId: string;
  /** REST app secret (PAYPAL_CLIENT_SECRET); only ever sent in the token request's Basic header. */
  clientSecret: string;
  /** {@link PAYPAL_BASE_URLS} sandbox or live, or a local fake in tests; a trailing slash is ignored. */
  baseUrl: string;
  /** Id of the webhook registered for our notify URL (PAYPAL_WEBHOOK_ID); null: every webhook fails verification. */
  webhookId: string | null;
  /** Shown to the payer on PayPal's pages (`experience_context.brand_name`, ≤ 127 characters). */
  brandName: string;
  /** Limit of each HTTP call, ms (token requests included). */
  timeoutMs: number;
  /** For tests: the fetch to use; default the global one. */
  fetch?: typeof fetch;
  /** For tests: the clock, epoch ms (token expiry, the 3 h approval window). */
  now?: () => number;
}

/** What a PayPal webhook says, read from its raw body (integrations.md §3.6). */
export interface PayPalWebhookEvent {
  /** PayPal's event id (`WH-…`): the key to drop redelivered events. */
  eventId: string;
  /** e.g. `PAYMENT.CAPTURE.COMPLETED`. */
  eventType: string;
  /** The payment as the event reports it; null for event types we do not act on. */
  observed: ObservedPayment | null;
}

/** The PayPal adapter: the payment port plus the PayPal-only calls the payments feature needs. */
export interface PayPalGateway extends PaymentGateway {
  readonly provider: 'paypal';
  /**
   * Capture an approved order (integrations.md §3.3) and report it. Idempotent: the request id is
   * `capture-<orderId>`, and a 422 `ORDER_ALREADY_CAPTURED` is answered by reading the order.
   * `ORDER_NOT_APPROVED` / `PAYER_ACTION_REQUIRED` report pending; `INSTRUMENT_DECLINED` reports
   * failed (the payer may go back to the approve link and pick another funding source). An order
   * without a providerRef reports `NOT_FOUND`: pending within the 3 h approval window, then cancelled.
   * @throws PaymentGatewayError for other refusals (retryable false), network errors, timeouts and 5xx (retryable true).
   */
  capture(order: GatewayOrder): Promise<ObservedPayment>;
  /**
   * True when PayPal confirms that `rawBody` with these transmission headers was sent by PayPal to
   * our webhook (POST /v1/notifications/verify-webhook-signature, integrations.md §3.6). The raw
   * body is spliced unchanged into the request, because the signature covers its exact bytes.
   * False without a configured webhook id, with a header missing, with a body that is not a JSON
   * object, or when PayPal answers FAILURE or refuses the request (4xx).
   * @throws PaymentGatewayError (retryable true) on a network error, timeout or 5xx: answer the webhook with a 5xx so PayPal redelivers;
   * (retryable false, code `BAD_RESPONSE`) when PayPal's 2xx answer is not of the documented shape.
   */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<boolean>;
  /**
   * Read a webhook body (verify it first). Capture events map COMPLETED → paid, PENDING → pending,
   * DENIED → failed, REFUNDED → refunded (its resource is the refund: amount is the refunded
   * amount, captureId comes from the refund's `up` link); CHECKOUT.ORDER.APPROVED → pending.
   * @throws PaymentGatewayError (retryable false, code `INVALID_WEBHOOK_EVENT`) when the body is not a PayPal event
   * or the resource of an event we act on is not of the documented shape (paypal-wire.ts).
   */
  parseWebhookEvent(rawBody: string): PayPalWebhookEvent;
}

/** Orders can be approved for 3 h after creation (integrations.md §3.2). */
const APPROVAL_WINDOW_MS = 3 * 60 * 60 * 1000;
/** A cached token is replaced this long before PayPal says it expires, so no call races its expiry. */
const TOKEN_MARGIN_MS = 60_000;
/** PayPal's limit for `description` and `brand_name`. */
const TEXT_LIMIT = 127;

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null);
const asString = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** `object.a.b.c` without throwing on a missing level. */
const at = (value: unknown, ...keys: (string | number)[]): unknown => {
  let current = value;
  for (const key of keys) {
    if (typeof key === 'number') current = asArray(current)[key];
    else current = asObject(current)?.[key];
  }
  return current;
};

/** First `max` characters by code point, so a cut never splits a surrogate pair. */
const truncate = (text: string, max: number): string => Array.from(text).slice(0, max).join('');

/** Our locales → PayPal's BCP 47 checkout locales; unknown ones fall back by language. */
function paypalLocale(locale: string): string {
  const lower = locale.toLowerCase();
  if (lower === 'zh-cn' || lower === 'zh-hans' || lower === 'zh') return 'zh-CN';
  if (lower === 'zh-hk' || lower === 'zh-hant' || lower === 'zh-mo') return 'zh-HK';
  if (lower === 'zh-tw') return 'zh-TW';
  return 'en-US';
}

/** PayPal's text, with an empty string read as absent. */
const nonEmpty = (value: string | undefined): string | null => (value !== undefined && value !== '' ? value : null);

function epochOf(value: string | undefined): number | null {
  const text = nonEmpty(value);
  if (!text) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}

/** `{currency_code, value}` → minor units and currency; nulls when PayPal's text cannot be read exactly. */
function readAmount(amount: WireAmount | undefined): { amountMinor: number | null; currency: string | null } {
  const currency = nonEmpty(amount?.currency_code);
  const value = nonEmpty(amount?.value);
  if (!currency || !value) return { amountMinor: null, currency };
  try {
    return { amountMinor: decimalToMinor(value, currency), currency };
  } catch {
    // Intl rejects a currency code it does not know: the amount is unreadable, not a crash.
    return { amountMinor: null, currency };
  }
}

/** Payer of an order: `payer`, else the newer `payment_source.paypal` which carries the same fields. */
function readPayer(...sources: (WirePayer | undefined)[]): Payer | null {
  for (const payer of sources) {
    if (!payer) continue;
    const given = nonEmpty(payer.name?.given_name);
    const surname = nonEmpty(payer.name?.surname);
    const result: Payer = {
      id: nonEmpty(payer.payer_id) ?? nonEmpty(payer.account_id),
      email: nonEmpty(payer.email_address),
      name: [given, surname].filter((part) => part !== null).join(' ') || null,
      country: nonEmpty(payer.address?.country_code),
    };
    if (result.id || result.email || result.name || result.country) return result;
  }
  return null;
}

/** Capture status (integrations.md §3.3) → our state. */
function captureState(status: string | null): ObservedState {
  switch (status) {
    case 'COMPLETED':
      return 'paid';
    case 'DECLINED':
    case 'FAILED':
      return 'failed';
    case 'REFUNDED':
    case 'PARTIALLY_REFUNDED':
      return 'refunded';
    default:
      return 'pending';
  }
}

/** When the money was taken: for a paid capture its last update, for a refunded one its creation. */
function paidAtOf(state: ObservedState, capture: WireCapture | undefined): number | null {
  if (state === 'paid') return epochOf(capture?.update_time) ?? epochOf(capture?.create_time);
  if (state === 'refunded') return epochOf(capture?.create_time);
  return null;
}

/** An order representation (GET, capture answer) → observation (integrations.md §3.3–3.4); `raw` is kept as received. */
function observeOrder(order: WireOrder, raw: unknown): ObservedPayment {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  const orderStatus = nonEmpty(order.status) ?? 'UNKNOWN';
  const captureStatus = nonEmpty(capture?.status);
  let state: ObservedState;
  let providerStatus = orderStatus;
  if (orderStatus === 'COMPLETED') {
    // A completed order can hold a declined capture: only the capture's status says paid (§3.3).
    state = captureState(captureStatus);
    providerStatus = captureStatus ?? orderStatus;
  } else if (orderStatus === 'VOIDED') {
    state = 'cancelled';
  } else {
    state = 'pending';
  }
  const { amountMinor, currency } = readAmount(capture?.amount ?? unit?.amount);
  return {
    state,
    orderId: nonEmpty(unit?.custom_id),
    providerRef: nonEmpty(order.id),
    captureId: nonEmpty(capture?.id),
    amountMinor,
    currency,
    payer: readPayer(order.payer, order.payment_source?.paypal),
    providerStatus,
    paidAt: paidAtOf(state, capture),
    raw,
  };
}

/** What the pure-status observations (not found, not approved, declined) share. */
function bare(order: GatewayOrder, state: ObservedState, providerStatus: string, raw: unknown): ObservedPayment {
  return statusOnly({ state, providerStatus, raw, orderId: order.orderId, providerRef: order.providerRef, captureId: order.captureId });
}

/** Capture id of a refund resource: the path of its `rel: "up"` link, `/v2/payments/captures/{id}`. */
function captureIdOfRefund(links: WireLink[] | undefined): string | null {
  for (const link of links ?? []) {
    const href = nonEmpty(link.href);
    if (link.rel !== 'up' || !href) continue;
    const match = /\/v2\/payments\/captures\/([^/?#]+)/.exec(href);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  return null;
}

/** One answer of PayPal: status and parsed JSON body (null when empty). */
interface PayPalAnswer {
  status: number;
  body: unknown;
}

/** Options of one API call. */
interface CallOptions {
  /** JSON text of the body (already serialised so the webhook splice stays byte-exact). */
  body?: string;
  requestId?: string;
  /** Asks for the full resource in the answer (`Prefer: return=representation`). */
  representation?: boolean;
}

/**
 * The PayPal adapter (integrations.md §3). Creating it does no I/O; the first call fetches a token.
 * Methods throw {@link PaymentGatewayError}: retryable for timeouts, network errors and 5xx,
 * not retryable for 4xx with PayPal's `details[0].issue` (else `name`, else OAuth `error`) as code,
 * and not retryable with code `BAD_RESPONSE` for a 2xx answer that does not match paypal-wire.ts.
 */
export function createPayPalGateway(config: PayPalConfig): PayPalGateway {
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const doFetch = config.fetch ?? fetch;
  const now = config.now ?? Date.now;
  const testMode = baseUrl !== PAYPAL_BASE_URLS.live;

  let cached: { token: string; refreshAt: number } | null = null;
  let inFlight: Promise<string> | null = null;

  const fail = (message: string, details: { status?: number; code?: string; retryable: boolean; cause?: unknown }) =>
    new PaymentGatewayError(message, { provider: 'paypal', ...details });

  /** fetch + read the body under one time limit; transport trouble becomes a retryable error. */
  async function exchange(what: string, url: string, init: RequestInit): Promise<PayPalAnswer> {
    let status: number;
    let text: string;
    try {
      const response = await doFetch(url, { ...init, signal: AbortSignal.timeout(config.timeoutMs) });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw fail(timedOut ? `PayPal ${what}: no answer within ${config.timeoutMs} ms` : `PayPal ${what}: network error`, {
        code: timedOut ? 'TIMEOUT' : 'NETWORK',
        retryable: true,
        cause: error,
      });
    }
    if (status >= 500) throw fail(`PayPal ${what}: HTTP ${status}`, { status, code: codeOf(parseJson(text)) ?? undefined, retryable: true });
    const body = parseJson(text);
    if (body === undefined) {
      // A 2xx we cannot read leaves the outcome unknown; every call here is idempotent, so retry.
      throw fail(`PayPal ${what}: HTTP ${status} with a body that is not JSON`, { status, code: 'INVALID_RESPONSE', retryable: status < 300 });
    }
    return { status, body };
  }

  function parseJson(text: string): unknown {
    if (text.trim() === '') return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  }

  /** PayPal's error word: `details[0].issue`, else `name`, else OAuth's `error`. */
  function codeOf(body: unknown): string | null {
    return asString(at(body, 'details', 0, 'issue')) ?? asString(at(body, 'name')) ?? asString(at(body, 'error'));
  }

  /** A bearer token, from the cache or from one token request shared by all concurrent callers (§3.1). */
  function accessToken(): Promise<string> {
    if (cached && now() < cached.refreshAt) return Promise.resolve(cached.token);
    inFlight ??= fetchToken().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`, 'utf8').toString('base64');
    const answer = await exchange('token request', `${baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'grant_type=client_credentials',
    });
    const parsed = answer.status < 300 ? readWire(tokenSchema, 'token request', answer.status, answer.body) : null;
    const token = nonEmpty(parsed?.access_token);
    const expiresIn = parsed?.expires_in;
    if (answer.status >= 300 || !token) {
      throw fail(`PayPal token request refused: HTTP ${answer.status} ${codeOf(answer.body) ?? ''}`.trim(), {
        status: answer.status,
        code: codeOf(answer.body) ?? 'NO_TOKEN',
        retryable: false,
      });
    }
    const lifetimeMs = expiresIn !== undefined && Number.isFinite(expiresIn) ? expiresIn * 1000 : 0;
    cached = { token, refreshAt: now() + lifetimeMs - TOKEN_MARGIN_MS };
    return token;
  }

  /**
   * One authorised API call; answers below 500 are returned (the caller decides about 4xx). A 401
   * means PayPal dropped our token early (revoked, rotated secret): forget it and try once more.
   */
  async function call(what: string, method: 'GET' | 'POST', path: string, options: CallOptions = {}): Promise<PayPalAnswer> {
    for (let attempt = 0; ; attempt++) {
      const token = await accessToken();
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      if (options.requestId) headers['paypal-request-id'] = options.requestId;
      if (options.representation) headers.prefer = 'return=representation';
      const answer = await exchange(what, `${baseUrl}${path}`, { method, headers, body: options.body });
      if (answer.status !== 401 || attempt > 0) return answer;
      // Only drop the token this call used: a concurrent caller may already hold a fresh one.
      if (cached?.token === token) cached = null;
    }
  }

  /** 2xx body, else a non-retryable error carrying PayPal's issue. */
  function expectOk(what: string, answer: PayPalAnswer): unknown {
    if (answer.status >= 200 && answer.status < 300) return answer.body;
    const code = codeOf(answer.body) ?? `HTTP_${answer.status}`;
    throw fail(`PayPal ${what} refused: HTTP ${answer.status} ${code}`, { status: answer.status, code, retryable: false });
  }

  /** A 2xx body read with its wire schema; any other shape is refused (non-retryable `BAD_RESPONSE`). */
  function readWire<T>(schema: z.ZodMiniType<T>, what: string, status: number, body: unknown): T {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw fail(`PayPal ${what}: unexpected answer (${describeIssue(parsed.error)})`, { status, code: 'BAD_RESPONSE', retryable: false });
    return parsed.data;
  }

  /** The order representation of a 2xx answer (else {@link expectOk}'s error), observed. */
  function observeAnswer(what: string, answer: PayPalAnswer): ObservedPayment {
    const body = expectOk(what, answer);
    return observeOrder(readWire(orderSchema, what, answer.status, body), body);
  }

  const orderPath = (providerRef: string) => `/v2/checkout/orders/${encodeURIComponent(providerRef)}`;

  /** Neither a providerRef nor a PayPal record: still payable inside the approval window, then over. */
  function notFound(order: GatewayOrder, raw: unknown): ObservedPayment {
    const young = now() - order.createdAt < APPROVAL_WINDOW_MS;
    return bare(order, young ? 'pending' : 'cancelled', 'NOT_FOUND', raw);
  }

  async function getOrder(providerRef: string): Promise<PayPalAnswer> {
    return call('get order', 'GET', orderPath(providerRef));
  }

  async function capture(order: GatewayOrder): Promise<ObservedPayment> {
    if (!order.providerRef) return notFound(order, null);
    const answer = await call('capture', 'POST', `${orderPath(order.providerRef)}/capture`, {
      body: '{}',
      requestId: `capture-${order.orderId}`,
      representation: true,
    });
    if (answer.status === 422) {
      const issue = codeOf(answer.body);
      if (issue === 'ORDER_ALREADY_CAPTURED') return observeAnswer('get order', await getOrder(order.providerRef));
      if (issue === 'ORDER_NOT_APPROVED' || issue === 'PAYER_ACTION_REQUIRED') return bare(order, 'pending', issue, answer.body);
      if (issue === 'INSTRUMENT_DECLINED') return bare(order, 'failed', issue, answer.body);
    }
    return observeAnswer('capture', answer);
  }

  return {
    provider: 'paypal',
    testMode,

    async start(request: PaymentRequest): Promise<PaymentStart> {
      const body = {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: 'default',
            custom_id: request.orderId,
            invoice_id: request.orderId,
            amount: { currency_code: request.currency, value: minorToDecimal(request.amountMinor, request.currency) },
            description: truncate(request.description, TEXT_LIMIT),
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: request.returnUrl,
              cancel_url: request.cancelUrl,
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
              brand_name: truncate(config.brandName, TEXT_LIMIT),
              locale: paypalLocale(request.locale),
            },
          },
        },
      };
      // Request id = our order id: a retried start returns the first PayPal order (§3.5).
      const answer = await call('create order', 'POST', '/v2/checkout/orders', {
        body: JSON.stringify(body),
        requestId: request.orderId,
        representation: true,
      });
      const createdBody = expectOk('create order', answer);
      const created = readWire(orderSchema, 'create order', answer.status, createdBody);
      const providerRef = nonEmpty(created.id);
      if (!providerRef) throw fail('PayPal create order: answer without an order id', { status: answer.status, code: 'INVALID_RESPONSE', retryable: true });
      // `payer-action` with experience_context, `approve` with the older application_context (§3.2).
      // A replayed create of an order already approved has neither: null, and confirm() takes over.
      const links = created.links ?? [];
      const link = links.find((l) => l.rel === 'payer-action') ?? links.find((l) => l.rel === 'approve');
      return { providerRef, paymentUrl: nonEmpty(link?.href), codeUrl: null, raw: createdBody };
    },

    async confirm(order: GatewayOrder): Promise<ObservedPayment> {
      if (!order.providerRef) return notFound(order, null);
      const answer = await getOrder(order.providerRef);
      if (answer.status === 404) return notFound(order, answer.body);
      const observed = observeAnswer('get order', answer);
      return observed.providerStatus === 'APPROVED' ? capture(order) : observed;
    },

    capture,

    async refund(order: GatewayOrder): Promise<RefundResult> {
      let captureId = order.captureId;
      if (!captureId && order.providerRef) captureId = observeAnswer('get order', await getOrder(order.providerRef)).captureId;
      if (!captureId) throw fail('PayPal refund: the order has no capture', { code: 'NO_CAPTURE', retryable: false });
      const answer = await call('refund', 'POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
        body: '{}',
        requestId: `refund-${order.orderId}`,
        representation: true,
      });
      // After the request id expired (6 h), a repeated full refund is refused as already done: it is.
      if (answer.status === 422 && codeOf(answer.body) === 'CAPTURE_FULLY_REFUNDED') return { providerStatus: 'COMPLETED', raw: answer.body };
      const refund = expectOk('refund', answer);
      return { providerStatus: nonEmpty(readWire(refundSchema, 'refund', answer.status, refund).status) ?? 'UNKNOWN', raw: refund };
    },

    async verifyWebhook(headers, rawBody) {
      if (!config.webhookId) return false;
      const header = (name: string): string | null => {
        const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
        const value = key === undefined ? undefined : headers[key];
        return asString(Array.isArray(value) ? value[0] : value);
      };
      const fields = {
        auth_algo: header('paypal-auth-algo'),
        cert_url: header('paypal-cert-url'),
        transmission_id: header('paypal-transmission-id'),
        transmission_sig: header('paypal-transmission-sig'),
        transmission_time: header('paypal-transmission-time'),
        webhook_id: config.webhookId,
      };
      if (Object.values(fields).some((value) => value === null)) return false;
      // Only a JSON object may be spliced: anything else could smuggle extra keys into the request.
      if (!asObject(parseJson(rawBody))) return false;
      const head = JSON.stringify(fields);
      const body = `${head.slice(0, -1)},"webhook_event":${rawBody}}`;
      const answer = await call('verify webhook signature', 'POST', '/v1/notifications/verify-webhook-signature', { body });
      if (answer.status < 200 || answer.status >= 300) return false;
      return readWire(verifyAnswerSchema, 'verify webhook signature', answer.status, answer.body).verification_status === 'SUCCESS';
    },

    parseWebhookEvent(rawBody: string): PayPalWebhookEvent {
      const invalid = (why: string) => fail(`PayPal webhook: ${why}`, { code: 'INVALID_WEBHOOK_EVENT', retryable: false });
      const body = parseJson(rawBody);
      const parsed = webhookEventSchema.safeParse(body);
      if (!parsed.success) throw invalid(`body is not a PayPal event (${describeIssue(parsed.error)})`);
      const event = parsed.data;
      const eventId = nonEmpty(event.id);
      const eventType = nonEmpty(event.event_type);
      if (!eventId || !eventType) throw invalid('body is not a PayPal event');
      if (!asObject(event.resource)) return { eventId, eventType, observed: null };
      const captureStates: Record<string, ObservedState> = {
        'PAYMENT.CAPTURE.COMPLETED': 'paid',
        'PAYMENT.CAPTURE.PENDING': 'pending',
        'PAYMENT.CAPTURE.DENIED': 'failed',
        'PAYMENT.CAPTURE.REFUNDED': 'refunded',
      };
      const state = captureStates[eventType];
      if (state) {
        const read = captureResourceSchema.safeParse(event.resource);
        if (!read.success) throw invalid(`${eventType} resource is not a capture (${describeIssue(read.error)})`);
        const resource = read.data;
        const refund = eventType === 'PAYMENT.CAPTURE.REFUNDED';
        return {
          eventId,
          eventType,
          observed: {
            state,
            orderId: nonEmpty(resource.custom_id),
            providerRef: nonEmpty(resource.supplementary_data?.related_ids?.order_id),
            captureId: refund ? captureIdOfRefund(resource.links) : nonEmpty(resource.id),
            ...readAmount(resource.amount),
            payer: readPayer(resource.payer),
            providerStatus: nonEmpty(resource.status) ?? eventType,
            paidAt: refund ? null : paidAtOf(state, resource),
            raw: body,
          },
        };
      }
      if (eventType === 'CHECKOUT.ORDER.APPROVED') {
        const read = orderSchema.safeParse(event.resource);
        if (!read.success) throw invalid(`${eventType} resource is not an order (${describeIssue(read.error)})`);
        return { eventId, eventType, observed: { ...observeOrder(read.data, event.resource), state: 'pending', raw: body } };
      }
      return { eventId, eventType, observed: null };
    },
  };
}
