/**
 * Wise as a way to receive a bank transfer (docs/integrations.md §4). Wise has no checkout API for
 * ordinary merchants, so "starting" a payment calls nobody: the payer is shown our Wise account
 * details for the currency (and an optional payment link made by hand in the Wise app) and pays
 * with a short reference we generate. We learn about the money in two ways:
 *
 * - webhooks `balances#credit` (schema 2.0.0, deprecated, no payer reference) and
 *   `balances#update` (4.0.0, credits and debits, with `transfer_reference`), signed with
 *   `X-Signature-SHA256` = base64 RSA-SHA256 over the raw body with Wise's public key;
 * - the balance statement (`GET /v1/profiles/{profileId}/balance-statements/{balanceId}/statement.json`),
 *   whose CREDIT transactions carry the payer's reference in `details.paymentReference` /
 *   `details.description`. Only accounts based in US/CA/AU/NZ/SG/MY may read it with a personal
 *   token; in the UK/EEA it is SCA-protected and answers 403.
 *
 * Everything the adapter reports is an observation: the payments feature compares amount and
 * currency with its order. Money is in minor units (integers), times are epoch ms.
 */
import { createHash, createPublicKey, randomInt, verify as verifySignature, type KeyObject } from 'node:crypto';
import { decimalToMinor, minorToDecimal } from '../../../lib/money.js';
import {
  PaymentGatewayError,
  statusOnly,
  type GatewayOrder,
  type ObservedPayment,
  type PaymentGateway,
  type PaymentRequest,
  type PaymentStart,
  type RefundResult,
} from '../payment-gateway.js';
import { describeIssue } from '../wire-issue.js';
import { balancesSchema, balanceWebhookDataSchema, statementSchema, webhookEnvelopeSchema } from './wise-wire.js';

/** Wise's production API host (integrations.md §4); any other base URL means test mode. */
export const WISE_PRODUCTION_URL = 'https://api.wise.com';
/** Wise's sandbox API host (integrations.md §4). */
export const WISE_SANDBOX_URL = 'https://api.wise-sandbox.com';
/** The longest interval one balance statement may cover (integrations.md §4), in days. */
export const WISE_MAX_STATEMENT_DAYS = 469;

/** How far around an order's life `confirm` looks in the statement: clocks and bank dates drift. */
const CONFIRM_SLACK_MS = 5 * 60_000;
const DAY_MS = 86_400_000;
/** No 0/O, 1/I/L: payers copy the reference by hand into bank forms. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const REFERENCE_PREFIX = 'DG';
const REFERENCE_RANDOM_LENGTH = 8;

/** Settings of the Wise adapter (env wiring: WISE_API_TOKEN, WISE_PROFILE_ID, WISE_BASE_URL, …). */
export interface WiseConfig {
  /** Personal (or partner) API token for the statement; null → statements are not read (webhooks/admin only). */
  apiToken: string | null;
  /** Wise profile id (business profile) owning the balances; null → statements are not read. */
  profileId: string | null;
  /** https://api.wise.com, sandbox https://api.wise-sandbox.com, or a local fake. */
  baseUrl: string;
  /** Wise's webhook public key (PEM, SPKI); null → every webhook fails verification. */
  webhookPublicKey: string | null;
  /** Per currency (ISO 4217), the lines shown to the payer, e.g. `{USD: ['Account holder: …', 'ACH routing: …']}`. */
  accountDetails: Record<string, string[]>;
  /** A payment link made by hand in the Wise app, shown next to the details; null when none. */
  payLink: string | null;
  /** Timeout of each Wise API call, ms. */
  timeoutMs: number;
  /** Injected fetch (tests); default the global one. */
  fetch?: typeof fetch;
  /** Clock, epoch ms; default Date.now. */
  now?: () => number;
}

/** What the payer sees for one currency. Empty `accountDetails` → Wise is not set up for it. */
export interface WiseInstructions {
  accountDetails: string[];
  payLink: string | null;
}

/** Request headers as Fastify/node give them (any case; repeated headers as arrays). */
export type WiseWebhookHeaders = Record<string, string | string[] | undefined>;

/** Money arrived on a balance, as a webhook tells it (integrations.md §4). */
export interface WiseWebhookCredit {
  /** Minor units of `currency`. */
  amountMinor: number;
  /** ISO 4217. */
  currency: string;
  /** `data.occurred_at`, epoch ms: Wise does not deliver in order, so this is the event's time. */
  occurredAt: number;
  /** The balance that was credited (`balance_id`, else `resource.id`), null when absent. */
  balanceId: string | null;
  /** `transfer_reference` (4.0.0 only, e.g. `BNK-1234567`): Wise's id of the transfer, not the payer's reference. */
  transferReference: string | null;
}

/** One webhook delivery, parsed. */
export interface WiseWebhook {
  /** `X-Delivery-Id`, else the SHA-256 of the body (hex): key for handling each delivery once. */
  deliveryId: string;
  /** `event_type`, e.g. `balances#credit`, `balances#update`. */
  eventType: string;
  /** The credit, or null for debits and other events. */
  credit: WiseWebhookCredit | null;
}

/** Which part of which balance statement to read. */
export interface CreditQuery {
  /** ISO 4217: the balance whose statement is read. */
  currency: string;
  /** Interval start, epoch ms (moved forward when the interval is longer than 469 days). */
  since: number;
  /** Interval end, epoch ms. */
  until: number;
}

/** A CREDIT transaction of a balance statement (integrations.md §4). */
export interface StatementCredit {
  /** Wise's id of the transaction, e.g. `TRANSFER-123456`: unique, use it for idempotency. */
  referenceNumber: string;
  /** Minor units; null when the statement's amount is not an exact decimal for the currency (a mismatch, never a guess). */
  amountMinor: number | null;
  /** ISO 4217, as the statement says. */
  currency: string;
  /** `date`, epoch ms; null when unreadable. */
  at: number | null;
  /** `details.paymentReference`: what the payer typed as reference, when the bank passed it on. */
  paymentReference: string | null;
  /** `details.description`, e.g. `Received money from A B with reference DG…`. */
  description: string | null;
  /** `details.senderName`. */
  senderName: string | null;
}

/** The Wise adapter: the payment port plus what only bank transfers need. */
export interface WiseGateway extends PaymentGateway {
  readonly provider: 'wise';
  /** A fresh payment reference: `DG` + 8 characters of an unambiguous alphabet, crypto random (10 characters, no spaces). */
  newReference(): string;
  /** What to show the payer for `currency` (ISO 4217). Empty details → not configured for that currency. */
  instructions(currency: string): WiseInstructions;
  /**
   * True when `X-Signature-SHA256` is a valid base64 RSA-SHA256 signature of exactly `rawBody`
   * with the configured Wise public key. False when no key is configured or the header is missing
   * or garbled. Pass the body as received: re-serialised JSON does not verify.
   */
  verifyWebhook(headers: WiseWebhookHeaders, rawBody: string | Buffer): boolean;
  /**
   * Read a webhook body (verify it first). `balances#credit` and credit `balances#update` give a
   * credit; debits and other events give `credit: null`.
   * @throws PaymentGatewayError (code `BAD_WEBHOOK`, not retryable) when the body is not JSON of that shape.
   */
  parseWebhook(rawBody: string | Buffer, headers: WiseWebhookHeaders): WiseWebhook;
  /**
   * CREDIT transactions of the `currency` balance statement over `[since, until]`.
   * Returns [] when there is no balance in that currency.
   * @throws PaymentGatewayError `NO_STATEMENT_ACCESS` (no token/profile), `SCA_REQUIRED` (403: UK/EEA
   *   statements need SCA), `BAD_RESPONSE` (an answer not of the shape in wise-wire.ts), all not retryable;
   *   retryable on timeouts, network errors, 429 and 5xx.
   */
  findCredits(query: CreditQuery): Promise<StatementCredit[]>;
}

/**
 * The Wise adapter for `config`.
 * @throws Error when `baseUrl` is not a URL or `webhookPublicKey` is not a PEM public key: a
 *   misconfiguration should stop the server, not silently reject every webhook.
 */
export function createWiseGateway(config: WiseConfig): WiseGateway {
  const baseUrl = new URL(config.baseUrl);
  const testMode = baseUrl.hostname !== new URL(WISE_PRODUCTION_URL).hostname;
  const doFetch = config.fetch ?? fetch;
  const now = config.now ?? Date.now;
  const publicKey: KeyObject | null = config.webhookPublicKey === null ? null : parsePublicKey(config.webhookPublicKey);
  const accountDetails = new Map(Object.entries(config.accountDetails).map(([currency, lines]) => [currency.toUpperCase(), [...lines]]));
  /** Balance id per currency: ids never change, so one lookup per currency is enough. */
  const balanceIds = new Map<string, string>();

  const fail = (message: string, details: { status?: number; code: string; retryable: boolean; cause?: unknown }) =>
    new PaymentGatewayError(message, { provider: 'wise', ...details });

  /** GET `path` (with query) as JSON. The token never goes into an error: messages name only the path. */
  async function getJson(path: string, what: string, token: string): Promise<unknown> {
    const url = new URL(path, baseUrl);
    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, {
        method: 'GET',
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw fail(`Wise ${what}: ${timedOut ? `no answer within ${config.timeoutMs} ms` : 'network error'}`, {
        code: timedOut ? 'TIMEOUT' : 'NETWORK',
        retryable: true,
        cause: error,
      });
    }
    if (response.status === 403 && what === 'statement') {
      // UK/EEA statements answer 403 with an `x-2fa-approval` one-time token; personal tokens can no longer sign it.
      throw fail('Wise statement: 403, strong customer authentication required (UK/EEA account)', { status: 403, code: 'SCA_REQUIRED', retryable: false });
    }
    if (!response.ok) {
      const retryable = response.status >= 500 || response.status === 429;
      throw fail(`Wise ${what}: HTTP ${response.status}`, { status: response.status, code: retryable ? 'UNAVAILABLE' : `HTTP_${response.status}`, retryable });
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw fail(`Wise ${what}: answer is not JSON`, { status: response.status, code: 'BAD_RESPONSE', retryable: false, cause: error });
    }
  }

  async function balanceIdOf(currency: string, token: string, profileId: string): Promise<string | null> {
    const cached = balanceIds.get(currency);
    if (cached !== undefined) return cached;
    const answer = balancesSchema.safeParse(await getJson(`/v4/profiles/${encodeURIComponent(profileId)}/balances?types=STANDARD`, 'balances', token));
    if (!answer.success) throw fail(`Wise balances: answer is not a list of balances (${describeIssue(answer.error)})`, { code: 'BAD_RESPONSE', retryable: false });
    for (const balance of answer.data) {
      if (typeof balance.currency === 'string' && (typeof balance.id === 'number' || typeof balance.id === 'string')) {
        balanceIds.set(balance.currency.toUpperCase(), String(balance.id));
      }
    }
    // A currency without a balance is looked up again next time: it may be opened later.
    return balanceIds.get(currency) ?? null;
  }

  async function findCredits(query: CreditQuery): Promise<StatementCredit[]> {
    const token = config.apiToken;
    const profileId = config.profileId;
    if (!token || !profileId) {
      throw fail('Wise statement: no API token or profile id configured', { code: 'NO_STATEMENT_ACCESS', retryable: false });
    }
    const currency = query.currency.toUpperCase();
    const until = query.until;
    // Wise refuses longer intervals; the most recent 469 days are the ones that matter.
    const since = Math.max(query.since, until - WISE_MAX_STATEMENT_DAYS * DAY_MS);
    if (!(since <= until)) return [];
    const balanceId = await balanceIdOf(currency, token, profileId);
    if (balanceId === null) return [];
    const params = new URLSearchParams({
      currency,
      intervalStart: new Date(since).toISOString(),
      intervalEnd: new Date(until).toISOString(),
      type: 'COMPACT',
    });
    const answer = await getJson(
      `/v1/profiles/${encodeURIComponent(profileId)}/balance-statements/${encodeURIComponent(balanceId)}/statement.json?${params.toString()}`,
      'statement',
      token,
    );
    const statement = statementSchema.safeParse(answer);
    if (!statement.success) throw fail(`Wise statement: no readable transactions list (${describeIssue(statement.error)})`, { code: 'BAD_RESPONSE', retryable: false });
    const credits: StatementCredit[] = [];
    for (const transaction of statement.data.transactions) {
      if (transaction.type !== 'CREDIT') continue;
      const creditCurrency = typeof transaction.amount?.currency === 'string' ? transaction.amount.currency.toUpperCase() : currency;
      const at = typeof transaction.date === 'string' ? Date.parse(transaction.date) : Number.NaN;
      credits.push({
        referenceNumber: stringOrNull(transaction.referenceNumber) ?? '',
        amountMinor: readAmount(transaction.amount?.value, creditCurrency),
        currency: creditCurrency,
        at: Number.isFinite(at) ? at : null,
        paymentReference: stringOrNull(transaction.details?.paymentReference),
        description: stringOrNull(transaction.details?.description),
        senderName: stringOrNull(transaction.details?.senderName),
      });
    }
    return credits;
  }

  function instructions(currency: string): WiseInstructions {
    return { accountDetails: [...(accountDetails.get(currency.toUpperCase()) ?? [])], payLink: config.payLink };
  }

  return {
    provider: 'wise',
    testMode,

    newReference() {
      let reference = REFERENCE_PREFIX;
      // randomInt draws uniformly (no modulo bias) from a CSPRNG.
      for (let i = 0; i < REFERENCE_RANDOM_LENGTH; i++) reference += REFERENCE_ALPHABET.charAt(randomInt(REFERENCE_ALPHABET.length));
      return reference;
    },

    instructions,

    async start(request: PaymentRequest): Promise<PaymentStart> {
      const shown = instructions(request.currency);
      if (shown.accountDetails.length === 0 && shown.payLink === null) {
        throw fail(`Wise: no account details or pay link configured for ${request.currency}`, { code: 'CURRENCY_NOT_CONFIGURED', retryable: false });
      }
      if (!request.reference) {
        // The payer's reference is the only thing that ties a bank credit to the order; the caller stores it first.
        throw fail('Wise: the order has no payment reference', { code: 'NO_REFERENCE', retryable: false });
      }
      let amount: string;
      try {
        amount = minorToDecimal(request.amountMinor, request.currency);
      } catch (error) {
        throw fail(`Wise: bad amount ${request.amountMinor}`, { code: 'BAD_AMOUNT', retryable: false, cause: error });
      }
      return {
        providerRef: null,
        paymentUrl: shown.payLink,
        codeUrl: null,
        raw: { reference: request.reference, amount, currency: request.currency.toUpperCase(), accountDetails: shown.accountDetails },
      };
    },

    async confirm(order: GatewayOrder): Promise<ObservedPayment> {
      const pending = (providerStatus: string, raw: unknown): ObservedPayment => statusOnly({ state: 'pending', providerStatus, raw });
      if (!order.reference) return pending('NO_REFERENCE', null);
      let credits: StatementCredit[];
      try {
        credits = await findCredits({ currency: order.currency, since: order.createdAt - CONFIRM_SLACK_MS, until: now() + CONFIRM_SLACK_MS });
      } catch (error) {
        // Without statement access the order waits for the webhook or an admin; that is not a failure.
        if (error instanceof PaymentGatewayError && error.details.code === 'NO_STATEMENT_ACCESS') return pending('NO_STATEMENT_ACCESS', null);
        throw error;
      }
      const wanted = normaliseReference(order.reference);
      const matches = credits.filter(
        (credit) => normaliseReference(credit.paymentReference ?? '').includes(wanted) || normaliseReference(credit.description ?? '').includes(wanted),
      );
      // Prefer a credit of exactly the order's money (a payer who topped up a short payment);
      // otherwise the first one, reported as the statement says so the caller sees the mismatch.
      const match = matches.find((credit) => credit.amountMinor === order.amountMinor && credit.currency === order.currency.toUpperCase()) ?? matches[0];
      if (match === undefined) return pending('NO_MATCHING_CREDIT', { searched: credits.length });
      return {
        state: 'paid',
        orderId: null,
        providerRef: match.referenceNumber || null,
        captureId: null,
        amountMinor: match.amountMinor,
        currency: match.currency,
        payer: { name: match.senderName },
        providerStatus: 'CREDIT',
        paidAt: match.at,
        raw: { credit: match, matches },
      };
    },

    async refund(): Promise<RefundResult> {
      throw fail('Wise: an incoming bank credit cannot be sent back through the API; refund it by bank transfer', { code: 'REFUND_NOT_SUPPORTED', retryable: false });
    },

    verifyWebhook(headers: WiseWebhookHeaders, rawBody: string | Buffer): boolean {
      if (publicKey === null) return false;
      const signature = header(headers, 'x-signature-sha256');
      if (signature === null || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature.trim())) return false;
      try {
        return verifySignature('sha256', toBuffer(rawBody), publicKey, Buffer.from(signature.trim(), 'base64'));
      } catch {
        // A signature of the wrong length for the key is garbled, not an error.
        return false;
      }
    },

    parseWebhook(rawBody: string | Buffer, headers: WiseWebhookHeaders): WiseWebhook {
      const bytes = toBuffer(rawBody);
      const deliveryId = header(headers, 'x-delivery-id') ?? createHash('sha256').update(bytes).digest('hex');
      let body: unknown;
      try {
        body = JSON.parse(bytes.toString('utf8')) as unknown;
      } catch (error) {
        throw fail('Wise webhook: body is not JSON', { code: 'BAD_WEBHOOK', retryable: false, cause: error });
      }
      const envelope = webhookEnvelopeSchema.safeParse(body);
      if (!envelope.success) throw fail('Wise webhook: no event_type', { code: 'BAD_WEBHOOK', retryable: false });
      const eventType = envelope.data.event_type;
      if (eventType !== 'balances#credit' && eventType !== 'balances#update') return { deliveryId, eventType, credit: null };
      if (!isRecord(envelope.data.data)) throw fail(`Wise webhook ${eventType}: no data`, { code: 'BAD_WEBHOOK', retryable: false });
      const parsed = balanceWebhookDataSchema.safeParse(envelope.data.data);
      if (!parsed.success) throw fail(`Wise webhook ${eventType}: unexpected data (${describeIssue(parsed.error)})`, { code: 'BAD_WEBHOOK', retryable: false });
      const data = parsed.data;
      // balances#update also reports debits; balances#credit only credits (it still says so).
      const transactionType = typeof data.transaction_type === 'string' ? data.transaction_type.toLowerCase() : eventType === 'balances#credit' ? 'credit' : '';
      if (transactionType !== 'credit') return { deliveryId, eventType, credit: null };
      const currency = typeof data.currency === 'string' ? data.currency.toUpperCase() : '';
      const amountMinor = /^[A-Z]{3}$/.test(currency) ? readAmount(data.amount, currency) : null;
      const occurredAt = typeof data.occurred_at === 'string' ? Date.parse(data.occurred_at) : Number.NaN;
      if (amountMinor === null || !Number.isFinite(occurredAt)) {
        throw fail(`Wise webhook ${eventType}: unreadable amount, currency or occurred_at`, { code: 'BAD_WEBHOOK', retryable: false });
      }
      return {
        deliveryId,
        eventType,
        credit: {
          amountMinor,
          currency,
          occurredAt,
          balanceId: idOrNull(data.balance_id) ?? idOrNull(data.resource?.id),
          transferReference: stringOrNull(data.transfer_reference),
        },
      };
    },

    findCredits,
  };
}

/** Upper case without white space: payers type `dg ab12 cd34` as readily as `DGAB12CD34`. */
function normaliseReference(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** Wise amounts are decimals in major units (`9.9`, `"9.90"`); credits are positive, a sign is dropped. */
function readAmount(value: unknown, currency: string): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const text = String(value).trim().replace(/^[+-]/, '');
  try {
    return decimalToMinor(text, currency);
  } catch {
    // Intl rejects a malformed currency code.
    return null;
  }
}

function parsePublicKey(pem: string): KeyObject {
  try {
    return createPublicKey(pem);
  } catch (error) {
    throw new Error('Wise webhook public key is not a PEM public key', { cause: error });
  }
}

/** First value of header `name`, looked up without regard to case. */
function header(headers: WiseWebhookHeaders, name: string): string | null {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    const first = Array.isArray(value) ? value[0] : value;
    return typeof first === 'string' && first !== '' ? first : null;
  }
  return null;
}

function toBuffer(body: string | Buffer): Buffer {
  return typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function idOrNull(value: unknown): string | null {
  return typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value) : null;
}
