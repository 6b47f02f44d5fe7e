/**
 * A local stand-in for the parts of the Wise API the Wise payment adapter reads
 * (integrations.md §4), for tests: `GET /v1/profiles`, `GET /v4/profiles/{id}/balances?types=STANDARD`
 * and `GET /v1/profiles/{id}/balance-statements/{balanceId}/statement.json` answered from
 * transactions the test adds. Every call needs `Authorization: Bearer <token>` (401 otherwise).
 * Knobs: `sca` (statements answer 403 with an `x-2fa-approval` token, as UK/EEA accounts do),
 * `failWith` (every call answers that status), `delayMs` (answers wait, for timeout tests).
 * It also holds an RSA key pair and produces webhook deliveries signed as Wise signs them
 * (`X-Signature-SHA256`: base64 RSA-SHA256 over the raw body), and can POST them to a URL.
 * Every request is recorded.
 */
import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A transaction to put on a balance statement; amounts are decimal text in major units, as Wise writes them. */
export interface FakeWiseTransactionInput {
  /** ISO 4217; a balance in that currency is opened when there is none. */
  currency: string;
  /** Major units, e.g. `'9.90'` (served as the JSON number 9.9, like Wise). */
  amount: string;
  paymentReference?: string | null;
  senderName?: string | null;
  /** Default: `Received money from <sender> with reference <reference>`. */
  description?: string | null;
  /** Epoch ms; default now. */
  at?: number;
  /** Default `TRANSFER-<serial>`. */
  referenceNumber?: string;
}

/** A statement transaction as the fake serves it (COMPACT shape, integrations.md §4). */
export interface FakeWiseTransaction {
  type: 'CREDIT' | 'DEBIT';
  date: string;
  amount: { value: number; currency: string };
  totalFees: { value: number; currency: string };
  details: { type: 'DEPOSIT' | 'TRANSFER'; description: string; senderName: string | null; senderAccount: string | null; paymentReference: string | null };
  runningBalance: { value: number; currency: string };
  referenceNumber: string;
}

/** Options of one signed webhook delivery. */
export interface FakeWiseWebhookOptions {
  /** Major units, e.g. `'9.90'`. */
  amount: string;
  currency: string;
  /** `data.occurred_at`, epoch ms; default now. */
  occurredAt?: number;
  /** `X-Delivery-Id`; default a random UUID; null → header left out. */
  deliveryId?: string | null;
  /** `balances#update` only: default `credit`. */
  transactionType?: 'credit' | 'debit';
  /** `balances#update` only: default `BNK-<serial>`. */
  transferReference?: string;
  /** Change the body after signing (the signature no longer matches). */
  tamper?: boolean;
  /** Sign with this private key instead of the fake's own (PEM or KeyObject). */
  signWith?: KeyObject | string;
}

/** A webhook delivery as Wise would POST it: headers (lower case) and the exact body bytes as text. */
export interface FakeWiseWebhook {
  headers: Record<string, string>;
  rawBody: string;
}

/** One request as the fake saw it. */
export interface RecordedWiseRequest {
  method: string;
  /** Path without query. */
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
}

/** Handle on a started fake Wise. */
export interface FakeWiseServer {
  /** `http://127.0.0.1:<port>`: the adapter's `baseUrl`. */
  baseUrl: string;
  /** The Bearer token the fake accepts. */
  token: string;
  /** The profile id it serves (as text, like WISE_PROFILE_ID). */
  profileId: string;
  /** The webhook public key (PEM, SPKI): the adapter's `webhookPublicKey`. */
  publicKeyPem: string;
  requests: RecordedWiseRequest[];
  /** Open balances: currency → balance id. USD and EUR exist from the start. */
  balances: Map<string, number>;
  /** Put a CREDIT (a bank deposit) on the statement of its currency. */
  addCredit(input: FakeWiseTransactionInput): FakeWiseTransaction;
  /** Put a DEBIT (money sent out) on the statement of its currency. */
  addDebit(input: FakeWiseTransactionInput): FakeWiseTransaction;
  /** Statements answer 403 with `x-2fa-approval` (UK/EEA SCA) while true. */
  sca: boolean;
  /** Every call answers this HTTP status while set. */
  failWith: number | null;
  /** Every answer waits this long, ms. */
  delayMs: number;
  /** A webhook delivery signed like Wise signs (schema 2.0.0 for `balances#credit`, 4.0.0 for `balances#update`). */
  webhook(event: 'balances#credit' | 'balances#update', options: FakeWiseWebhookOptions): FakeWiseWebhook;
  /** POST `delivery` to `url` as Wise would; resolves with the HTTP status. */
  deliver(url: string, delivery: FakeWiseWebhook): Promise<number>;
  close(): Promise<void>;
}

const DAY_MS = 86_400_000;

/** Start the fake on a free port of 127.0.0.1. */
export async function startFakeWiseServer(options: { token?: string; profileId?: number } = {}): Promise<FakeWiseServer> {
  const token = options.token ?? 'fake-wise-token';
  const profileId = options.profileId ?? 15243;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const requests: RecordedWiseRequest[] = [];
  const balances = new Map<string, number>([
    ['USD', 24816],
    ['EUR', 24817],
  ]);
  const transactions: FakeWiseTransaction[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let serial = 0;

  const balanceOf = (currency: string): number => {
    const code = currency.toUpperCase();
    let id = balances.get(code);
    if (id === undefined) {
      id = 24816 + balances.size;
      balances.set(code, id);
    }
    return id;
  };

  const add = (type: 'CREDIT' | 'DEBIT', input: FakeWiseTransactionInput): FakeWiseTransaction => {
    const currency = input.currency.toUpperCase();
    balanceOf(currency);
    serial++;
    const value = Number(input.amount) * (type === 'DEBIT' ? -1 : 1);
    const senderName = input.senderName ?? null;
    const paymentReference = input.paymentReference ?? null;
    const transaction: FakeWiseTransaction = {
      type,
      date: new Date(input.at ?? Date.now()).toISOString(),
      amount: { value, currency },
      totalFees: { value: 0, currency },
      details: {
        type: type === 'CREDIT' ? 'DEPOSIT' : 'TRANSFER',
        description:
          input.description ??
          (type === 'CREDIT' ? `Received money from ${senderName ?? 'UNKNOWN'} with reference ${paymentReference ?? ''}`.trim() : `Sent money to ${senderName ?? 'UNKNOWN'}`),
        senderName,
        senderAccount: type === 'CREDIT' ? '(ACH) 026073150 8310054321' : null,
        paymentReference,
      },
      runningBalance: { value: 0, currency },
      referenceNumber: input.referenceNumber ?? `TRANSFER-${100000 + serial}`,
    };
    transactions.push(transaction);
    return transaction;
  };

  const fake: FakeWiseServer = {
    baseUrl: '',
    token,
    profileId: String(profileId),
    publicKeyPem,
    requests,
    balances,
    addCredit: (input) => add('CREDIT', input),
    addDebit: (input) => add('DEBIT', input),
    sca: false,
    failWith: null,
    delayMs: 0,
    webhook(event, webhookOptions) {
      serial++;
      const currency = webhookOptions.currency.toUpperCase();
      const balanceId = balanceOf(currency);
      const occurredAt = new Date(webhookOptions.occurredAt ?? Date.now()).toISOString();
      const amount = Number(webhookOptions.amount);
      const resource = { type: 'balance-account', id: balanceId, profile_id: profileId };
      const body =
        event === 'balances#credit'
          ? {
              data: { resource, transaction_type: 'credit', amount, currency, post_transaction_balance_amount: amount, occurred_at: occurredAt },
              subscription_id: 'f2264fe5-a0f6-4ce3-8a4d-0b6d04b8b5b5',
              event_type: event,
              schema_version: '2.0.0',
              sent_at: new Date().toISOString(),
            }
          : {
              data: {
                resource,
                amount,
                balance_id: balanceId,
                channel_name: 'TRANSFER',
                currency,
                occurred_at: occurredAt,
                post_transaction_balance_amount: amount,
                step_id: 1000 + serial,
                transaction_type: webhookOptions.transactionType ?? 'credit',
                transfer_reference: webhookOptions.transferReference ?? `BNK-${1234560 + serial}`,
              },
              subscription_id: 'f2264fe5-a0f6-4ce3-8a4d-0b6d04b8b5b5',
              event_type: event,
              schema_version: '4.0.0',
              sent_at: new Date().toISOString(),
            };
      const signedBody = JSON.stringify(body);
      const signature = sign('sha256', Buffer.from(signedBody, 'utf8'), webhookOptions.signWith ?? privateKey).toString('base64');
      // Tampering puts a digit in front of the amount after signing (9.9 → 19.9), keeping the JSON valid.
      const rawBody = webhookOptions.tamper ? signedBody.replace(`"amount":${amount}`, `"amount":1${amount}`) : signedBody;
      const headers: Record<string, string> = { 'content-type': 'application/json', 'x-signature-sha256': signature };
      const deliveryId = webhookOptions.deliveryId === undefined ? randomUUID() : webhookOptions.deliveryId;
      if (deliveryId !== null) headers['x-delivery-id'] = deliveryId;
      return { headers, rawBody };
    },
    async deliver(url, delivery) {
      const response = await fetch(url, { method: 'POST', headers: delivery.headers, body: delivery.rawBody });
      await response.arrayBuffer();
      return response.status;
    },
    close: () =>
      new Promise((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };

  const answer = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push({ method: request.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams), authorization: request.headers.authorization });
    const json = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      if (response.destroyed || response.writableEnded) return;
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(payload));
    };
    const error = (status: number, message: string, headers: Record<string, string> = {}) =>
      json(status, { timestamp: new Date().toISOString(), status, error: http.STATUS_CODES[status] ?? 'Error', message, path: url.pathname }, headers);

    if (fake.failWith !== null) return error(fake.failWith, `fake failure ${fake.failWith}`);
    if (request.method !== 'GET') return error(405, 'method not allowed');
    if (request.headers.authorization !== `Bearer ${token}`) return json(401, { error: 'invalid_token', error_description: 'Invalid token' });

    if (url.pathname === '/v1/profiles') {
      return json(200, [{ id: profileId, type: 'business', details: { name: 'Dali Guide Ltd' } }]);
    }
    const balancesMatch = /^\/v4\/profiles\/(\d+)\/balances$/.exec(url.pathname);
    if (balancesMatch) {
      if (Number(balancesMatch[1]) !== profileId) return error(403, 'not your profile');
      if (url.searchParams.get('types') !== 'STANDARD') return error(400, 'types is required');
      return json(
        200,
        [...balances].map(([currency, id]) => ({ id, currency, type: 'STANDARD', name: null, amount: { value: 0, currency }, reservedAmount: { value: 0, currency }, visible: true })),
      );
    }
    const statementMatch = /^\/v1\/profiles\/(\d+)\/balance-statements\/(\d+)\/statement\.json$/.exec(url.pathname);
    if (statementMatch) {
      if (Number(statementMatch[1]) !== profileId) return error(403, 'not your profile');
      if (fake.sca) return error(403, 'You are forbidden to send this request', { 'x-2fa-approval': randomUUID(), 'x-2fa-approval-result': 'REJECTED' });
      const balanceId = Number(statementMatch[2]);
      const currency = [...balances].find(([, id]) => id === balanceId)?.[0];
      if (currency === undefined) return error(404, 'no such balance');
      const start = Date.parse(url.searchParams.get('intervalStart') ?? '');
      const end = Date.parse(url.searchParams.get('intervalEnd') ?? '');
      const type = url.searchParams.get('type');
      if (url.searchParams.get('currency') !== currency) return error(400, 'currency does not match the balance');
      if (!Number.isFinite(start) || !Number.isFinite(end) || start > end) return error(400, 'bad interval');
      if (end - start > 469 * DAY_MS) return error(400, 'interval longer than 469 days');
      if (type !== 'COMPACT' && type !== 'FLAT') return error(400, 'type must be COMPACT or FLAT');
      const shown = transactions.filter((t) => t.amount.currency === currency && Date.parse(t.date) >= start && Date.parse(t.date) <= end);
      return json(200, {
        accountHolder: { type: 'BUSINESS', businessName: 'Dali Guide Ltd' },
        issuer: { name: 'Wise US Inc', firstLine: '30 W. 26th Street, Sixth Floor', city: 'New York', postCode: 'NY 10010', stateCode: 'NY', country: 'United States' },
        bankDetails: null,
        transactions: shown,
        endOfStatementBalance: { value: 0, currency },
        query: { intervalStart: new Date(start).toISOString(), intervalEnd: new Date(end).toISOString(), currency, accountId: balanceId },
      });
    }
    return error(404, 'not found');
  };

  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (fake.delayMs <= 0) return answer(request, response);
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer(request, response);
      }, fake.delayMs);
      timers.add(timer);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}`;
  return fake;
}
