/**
 * WeChat Pay API v3 Native payment adapter (直连商户; integrations.md §2): a QR-code `code_url`
 * per order, order query/close, refunds and verified payment callbacks, on plain `fetch` and
 * node:crypto (no SDK, integrations.md §2.6). Every request carries the merchant signature
 * (§2.3); every 2xx answer must carry a valid platform signature or it is treated as forged
 * (§2.4). Amounts are fen (CNY minor units) throughout. Keys never appear in errors or logs.
 */
import type {
  GatewayOrder,
  ObservedPayment,
  ObservedState,
  PaymentGateway,
  PaymentRequest,
  PaymentStart,
  RefundResult,
} from '../payment-gateway.js';
import { PaymentGatewayError } from '../payment-gateway.js';
import type { z } from 'zod/mini';
import { describeIssue } from '../wire-issue.js';
import { buildAuthorization, decryptResource, randomNonce, WeChatPaySignatureError } from './wechatpay-crypto.js';
import { headerLookupFromRecord, PlatformKeys, type HeaderLookup } from './wechatpay-platform-keys.js';
import {
  errorBodySchema,
  nativeOrderAnswerSchema,
  notificationEnvelopeSchema,
  refundAnswerSchema,
  wireTransactionSchema,
  type WireTransaction,
} from './wechatpay-wire.js';

export { WeChatPaySignatureError } from './wechatpay-crypto.js';

/** Everything the adapter needs from configuration (integrations.md §2, §2.3, §2.4). */
export interface WeChatPayConfig {
  /** `appid` of the official account / mini program / app the merchant is bound to (`wx…`). */
  appId: string;
  /** Merchant id (`mchid`). */
  mchId: string;
  /** Serial of the merchant API certificate (`serial_no` in Authorization). */
  merchantSerialNo: string;
  /** Merchant API private key `apiclient_key.pem`, PKCS#8 PEM. */
  merchantPrivateKey: string;
  /** APIv3 key: 32 ASCII characters, the AES-256-GCM key of callbacks and certificate downloads. */
  apiV3Key: string;
  /** Platform public key (public-key mode, id `PUB_KEY_ID_…`); null for certificate mode only. */
  platformPublicKey: { id: string; pem: string } | null;
  /** `https://api.mch.weixin.qq.com` (or api2) in production; a fake's URL in tests. */
  baseUrl: string;
  /** Per request, ms. */
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Clock, epoch ms (signature timestamps, ±300 s check, certificate expiry). */
  now?: () => number;
}

/** One verified, decrypted callback (integrations.md §2.5). */
export interface WeChatPayNotification {
  /** Callback `id`, e.g. `EV-2018…`: dedupe on it (WeChat retries). */
  eventId: string;
  /** e.g. `TRANSACTION.SUCCESS`, `REFUND.SUCCESS`. */
  eventType: string;
  /** The decrypted resource mapped like a query answer; still only an observation. */
  observed: ObservedPayment;
}

/** {@link PaymentGateway} for WeChat Pay plus what only WeChat has: callbacks and order close. */
export interface WeChatPayGateway extends PaymentGateway {
  readonly provider: 'wechat';
  /**
   * Verify and decrypt a callback POSTed to `notify_url` (integrations.md §2.4–2.5).
   * `headers` as Node gives them (any key case); `rawBody` the exact body text received.
   * @throws WeChatPaySignatureError for missing headers, unknown serial, stale timestamp (> 300 s),
   * signature probes, bad signatures, failed decryption or an unreadable body;
   * PaymentGatewayError when a needed certificate download fails (answer 5xx; WeChat retries).
   */
  parseNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<WeChatPayNotification>;
  /**
   * Close an unpaid order so it can no longer be paid (integrations.md §2.2; 204).
   * @throws PaymentGatewayError (e.g. code `ORDER_PAID`… from WeChat, retryable false).
   */
  close(orderId: string): Promise<void>;
}

/** The spec's WeChat order states (spec §4: paid, not paid, closed, revoked, error, refunded, unknown). */
export type WeChatSpecTradeState = 'SUCCESS' | 'NOTPAY' | 'CLOSED' | 'REVOKED' | 'PAYERROR' | 'REFUND' | 'UNKNOWN';

/**
 * WeChat's `trade_state` (integrations.md §2.2) → the spec's WeChat order state (spec §4).
 * `USERPAYING` (payer still entering a password, payment-code only) counts as not paid yet;
 * any word WeChat may add later is `UNKNOWN` rather than a guess.
 */
export function wechatTradeStateForSpec(tradeState: string): WeChatSpecTradeState {
  switch (tradeState) {
    case 'SUCCESS':
    case 'NOTPAY':
    case 'CLOSED':
    case 'REVOKED':
    case 'PAYERROR':
    case 'REFUND':
      return tradeState;
    case 'USERPAYING':
      return 'NOTPAY';
    default:
      return 'UNKNOWN';
  }
}

/** `trade_state` → our observed state (integrations.md §2.2); unknown words stay pending. */
function observedStateFor(tradeState: string): ObservedState {
  switch (wechatTradeStateForSpec(tradeState)) {
    case 'SUCCESS':
      return 'paid';
    case 'REFUND':
      return 'refunded';
    case 'CLOSED':
    case 'REVOKED':
      return 'cancelled';
    case 'PAYERROR':
      return 'failed';
    default:
      return 'pending';
  }
}

const PRODUCTION_HOSTS = new Set(['api.mch.weixin.qq.com', 'api2.mch.weixin.qq.com']);
const DESCRIPTION_MAX_CHARS = 127;
const OUT_REFUND_NO_MAX = 64;
const USER_AGENT = `dali-guide-server (node ${process.version})`;

/** `2025-06-08T10:34:56+08:00` for an epoch-ms instant: RFC3339 in China time, as WeChat writes it (§2.1). */
function rfc3339China(epochMs: number): string {
  const shifted = new Date(Math.floor(epochMs / 1000) * 1000 + 8 * 60 * 60 * 1000).toISOString();
  return `${shifted.slice(0, 19)}+08:00`;
}

/** Cut to at most `max` code points, so no surrogate pair is split. */
function cutCodePoints(text: string, max: number): string {
  const points = Array.from(text);
  return points.length <= max ? text : points.slice(0, max).join('');
}

/**
 * A transaction record → {@link ObservedPayment}. A refund resource maps to refunded once its
 * refund succeeded, else to pending: it carries no payment amount, so it must never read as a
 * payment (the order it belongs to is already COMPLETED, and pending changes nothing there).
 */
function toObserved(transaction: WireTransaction, raw: unknown): ObservedPayment {
  const refundStatus = transaction.refund_status;
  const providerStatus = transaction.trade_state ?? refundStatus ?? 'UNKNOWN';
  const state: ObservedState =
    transaction.trade_state !== undefined ? observedStateFor(transaction.trade_state) : refundStatus === 'SUCCESS' ? 'refunded' : 'pending';
  const total = transaction.amount?.total;
  const paidAt = transaction.success_time ? Date.parse(transaction.success_time) : Number.NaN;
  return {
    state,
    orderId: transaction.out_trade_no ?? null,
    providerRef: transaction.transaction_id ?? null,
    captureId: null,
    amountMinor: typeof total === 'number' && Number.isSafeInteger(total) && total >= 0 ? total : null,
    currency: transaction.amount?.currency ?? null,
    payer: transaction.payer?.openid ? { id: transaction.payer.openid } : null,
    providerStatus,
    paidAt: transaction.trade_state === 'SUCCESS' && Number.isFinite(paidAt) ? paidAt : null,
    raw,
  };
}

interface WireResponse {
  status: number;
  body: string;
  json: unknown;
}

/**
 * Create the WeChat Pay adapter. `testMode` is true only when `baseUrl` is not WeChat's
 * production host (so a fake or a proxy in tests).
 * @throws Error when the merchant or platform key PEM does not parse (configuration error).
 */
export function createWeChatPayGateway(config: WeChatPayConfig): WeChatPayGateway {
  const doFetch = config.fetch ?? fetch;
  const now = config.now ?? Date.now;
  const base = new URL(config.baseUrl);
  const provider = 'wechat' as const;

  const fail = (message: string, details: { status?: number; code?: string; retryable: boolean; cause?: unknown }) =>
    new PaymentGatewayError(`WeChat Pay: ${message}`, { provider, ...details });

  /** The signed GET /v3/certificates for the key store; its answer is verified there. */
  const keys = new PlatformKeys({
    platformPublicKey: config.platformPublicKey,
    apiV3Key: config.apiV3Key,
    now,
    downloadCertificates: async () => {
      const { response, body } = await send('GET', '/v3/certificates', undefined);
      if (response.status < 200 || response.status > 299) throw httpError(response.status, body);
      return { header: (name) => response.headers.get(name) ?? undefined, body };
    },
  });

  /** One signed request; network errors and timeouts become retryable errors. */
  async function send(method: 'GET' | 'POST', pathWithQuery: string, payload: unknown): Promise<{ response: Response; body: string }> {
    const url = new URL(pathWithQuery, base);
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const authorization = buildAuthorization({
      mchId: config.mchId,
      merchantSerialNo: config.merchantSerialNo,
      merchantPrivateKey: config.merchantPrivateKey,
      method,
      pathWithQuery: `${url.pathname}${url.search}`,
      body,
      timestampS: Math.floor(now() / 1000),
      nonce: randomNonce(),
    });
    try {
      const response = await doFetch(url, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          'content-type': 'application/json',
          'user-agent': USER_AGENT,
        },
        ...(method === 'POST' ? { body } : {}),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      return { response, body: await response.text() };
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw fail(timedOut ? `${method} ${url.pathname} timed out` : `${method} ${url.pathname} failed: network error`, { retryable: true, cause: error });
    }
  }

  /** Non-2xx → error with WeChat's `code`; 5xx, 429 and SYSTEM_ERROR are retryable (§2.1). */
  function httpError(status: number, body: string): PaymentGatewayError {
    let code: string | undefined;
    let message = '';
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      // Not JSON (a proxy's error page): the status says enough.
    }
    const parsed = errorBodySchema.safeParse(json);
    if (parsed.success) {
      code = parsed.data.code;
      message = parsed.data.message?.slice(0, 200) ?? '';
    }
    const retryable = status >= 500 || status === 429 || code === 'SYSTEM_ERROR' || code === 'FREQUENCY_LIMITED';
    return fail(`HTTP ${status}${code ? ` ${code}` : ''}${message ? `: ${message}` : ''}`, { status, ...(code ? { code } : {}), retryable });
  }

  /**
   * A signed call whose 2xx answer must verify (§2.4); a 2xx that does not is forged, never used.
   * Non-2xx answers are not trusted either: they only ever become errors.
   */
  async function call(method: 'GET' | 'POST', pathWithQuery: string, payload?: unknown): Promise<WireResponse> {
    const { response, body } = await send(method, pathWithQuery, payload);
    if (response.status < 200 || response.status > 299) throw httpError(response.status, body);
    const header: HeaderLookup = (name) => response.headers.get(name) ?? undefined;
    try {
      await keys.verify(header, body);
    } catch (error) {
      if (error instanceof WeChatPaySignatureError) {
        throw fail(`unverifiable ${response.status} answer to ${method} ${new URL(pathWithQuery, base).pathname}: ${error.message}`, {
          status: response.status,
          code: 'INVALID_SIGNATURE',
          retryable: false,
          cause: error,
        });
      }
      throw error;
    }
    let json: unknown = null;
    if (body !== '') {
      try {
        json = JSON.parse(body);
      } catch (error) {
        throw fail(`answer to ${method} is not JSON`, { status: response.status, retryable: false, cause: error });
      }
    }
    return { status: response.status, body, json };
  }

  /**
   * A 2xx answer read with its wire schema; any other shape is refused (non-retryable
   * `BAD_RESPONSE`) rather than read as undefined fields.
   */
  function readAnswer<T>(schema: z.ZodMiniType<T>, what: string, answer: WireResponse): T {
    const parsed = schema.safeParse(answer.json);
    if (!parsed.success) {
      throw fail(`unexpected answer to ${what} (${describeIssue(parsed.error)})`, { status: answer.status, code: 'BAD_RESPONSE', retryable: false });
    }
    return parsed.data;
  }

  const requireCny = (currency: string): void => {
    if (currency !== 'CNY') throw fail(`currency ${currency} not supported (CNY only)`, { code: 'UNSUPPORTED_CURRENCY', retryable: false });
  };

  const orderPath = (orderId: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderId)}`;

  return {
    provider,
    testMode: !PRODUCTION_HOSTS.has(base.hostname),

    async start(request: PaymentRequest): Promise<PaymentStart> {
      requireCny(request.currency);
      const answer = await call('POST', '/v3/pay/transactions/native', {
        appid: config.appId,
        mchid: config.mchId,
        description: cutCodePoints(request.description, DESCRIPTION_MAX_CHARS),
        out_trade_no: request.orderId,
        time_expire: rfc3339China(request.expiresAt),
        notify_url: request.notifyUrl,
        amount: { total: request.amountMinor, currency: 'CNY' },
        scene_info: { payer_client_ip: request.clientIp },
      });
      const { code_url: codeUrl } = readAnswer(nativeOrderAnswerSchema, 'native order (no code_url)', answer);
      return { providerRef: null, paymentUrl: null, codeUrl, raw: answer.json };
    },

    async confirm(order: GatewayOrder): Promise<ObservedPayment> {
      try {
        const answer = await call('GET', `${orderPath(order.orderId)}?mchid=${encodeURIComponent(config.mchId)}`);
        return toObserved(readAnswer(wireTransactionSchema, 'order query', answer), answer.json);
      } catch (error) {
        // WeChat has no record yet (never created there, or not yet visible): nothing paid, so pending.
        if (error instanceof PaymentGatewayError && error.details.status === 404 && error.details.code === 'ORDER_NOT_EXIST') {
          return {
            state: 'pending',
            orderId: order.orderId,
            providerRef: null,
            captureId: null,
            amountMinor: null,
            currency: null,
            payer: null,
            providerStatus: 'ORDER_NOT_EXIST',
            paidAt: null,
            raw: null,
          };
        }
        throw error;
      }
    },

    async refund(order: GatewayOrder): Promise<RefundResult> {
      requireCny(order.currency);
      const answer = await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: order.orderId,
        // Derived from the order so a retried refund is the same refund at WeChat, not a second one.
        out_refund_no: `R${order.orderId}`.slice(0, OUT_REFUND_NO_MAX),
        amount: { refund: order.amountMinor, total: order.amountMinor, currency: 'CNY' },
      });
      const { status } = readAnswer(refundAnswerSchema, 'refund', answer);
      return { providerStatus: status ?? 'UNKNOWN', raw: answer.json };
    },

    async close(orderId: string): Promise<void> {
      await call('POST', `${orderPath(orderId)}/close`, { mchid: config.mchId });
    },

    async parseNotification(headers, rawBody): Promise<WeChatPayNotification> {
      await keys.verify(headerLookupFromRecord(headers), rawBody);
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch (error) {
        throw new WeChatPaySignatureError('callback body is not JSON', { cause: error });
      }
      const envelope = notificationEnvelopeSchema.safeParse(body);
      if (!envelope.success) throw new WeChatPaySignatureError(`callback lacks id, event_type or resource (${describeIssue(envelope.error)})`);
      const event = envelope.data;
      const plaintext = decryptResource(event.resource, config.apiV3Key);
      let resource: unknown;
      try {
        resource = JSON.parse(plaintext);
      } catch (error) {
        throw new WeChatPaySignatureError('decrypted resource is not JSON', { cause: error });
      }
      const transaction = wireTransactionSchema.safeParse(resource);
      if (!transaction.success) throw new WeChatPaySignatureError(`decrypted resource is not a transaction (${describeIssue(transaction.error)})`);
      return { eventId: event.id, eventType: event.event_type, observed: toObserved(transaction.data, resource) };
    },
  };
}
