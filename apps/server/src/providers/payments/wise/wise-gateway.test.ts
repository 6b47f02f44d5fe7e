/**
 * The Wise adapter against the local fake Wise (integrations.md §4): references, payer
 * instructions, webhook signatures and parsing, statement reads, confirm, refund and failures.
 */
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWiseServer, type FakeWiseServer } from '../../../test/fake-wise-server.js';
import { PaymentGatewayError, type GatewayOrder, type PaymentRequest } from '../payment-gateway.js';
import { createWiseGateway, type WiseConfig, type WiseGateway } from './wise-gateway.js';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const MINUTE = 60_000;
const DAY = 86_400_000;

let fake: FakeWiseServer;

beforeAll(async () => {
  fake = await startFakeWiseServer();
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  fake.sca = false;
  fake.failWith = null;
  fake.delayMs = 0;
  fake.requests.length = 0;
});

function gateway(overrides: Partial<WiseConfig> = {}): WiseGateway {
  return createWiseGateway({
    apiToken: fake.token,
    profileId: fake.profileId,
    baseUrl: fake.baseUrl,
    webhookPublicKey: fake.publicKeyPem,
    accountDetails: { USD: ['Account holder: Dali Guide Ltd', 'ACH routing: 026073150', 'Account: 8310054321'] },
    payLink: null,
    timeoutMs: 2_000,
    now: () => NOW,
    ...overrides,
  });
}

function request(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    orderId: 'AAAAAAAAAAAAAAAAAAAAAA',
    amountMinor: 990,
    currency: 'USD',
    description: 'Dali Guide Pro, 1 year',
    locale: 'en-US',
    returnUrl: 'https://example.test/pay/return',
    cancelUrl: 'https://example.test/pay/cancel',
    notifyUrl: 'https://example.test/api/payments/wise/webhook',
    clientIp: '203.0.113.9',
    expiresAt: NOW + DAY,
    reference: 'DGTEST2345',
    ...overrides,
  };
}

/** An order created ten minutes before NOW with its own fresh reference, so tests do not see each other's credits. */
function order(wise: WiseGateway, overrides: Partial<GatewayOrder> = {}): GatewayOrder {
  return { orderId: 'BBBBBBBBBBBBBBBBBBBBBB', providerRef: null, captureId: null, reference: wise.newReference(), amountMinor: 990, currency: 'USD', createdAt: NOW - 10 * MINUTE, ...overrides };
}

async function failure(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentGatewayError);
  return error as PaymentGatewayError;
}

describe('newReference', () => {
  it('is DG and 8 unambiguous characters, unique over 10 000 draws', () => {
    const wise = gateway();
    const seen = new Set<string>();
    for (let i = 0; i < 10_000; i++) {
      const reference = wise.newReference();
      expect(reference).toMatch(/^DG[A-HJKMNP-Z2-9]{8}$/);
      expect(reference.length).toBeLessThanOrEqual(10);
      seen.add(reference);
    }
    expect(seen.size).toBe(10_000);
  });
});

describe('instructions and start', () => {
  it('shows the account details of the currency, case-insensitively, and nothing for others', () => {
    const wise = gateway({ payLink: 'https://wise.com/pay/business/daliguide' });
    expect(wise.instructions('usd')).toEqual({
      accountDetails: ['Account holder: Dali Guide Ltd', 'ACH routing: 026073150', 'Account: 8310054321'],
      payLink: 'https://wise.com/pay/business/daliguide',
    });
    expect(wise.instructions('EUR')).toEqual({ accountDetails: [], payLink: 'https://wise.com/pay/business/daliguide' });
  });

  it('starts without calling Wise: the pay link, the reference and the details', async () => {
    const wise = gateway({ payLink: 'https://wise.com/pay/business/daliguide' });
    const started = await wise.start(request());
    expect(started).toEqual({
      providerRef: null,
      paymentUrl: 'https://wise.com/pay/business/daliguide',
      codeUrl: null,
      raw: { reference: 'DGTEST2345', amount: '9.90', currency: 'USD', accountDetails: ['Account holder: Dali Guide Ltd', 'ACH routing: 026073150', 'Account: 8310054321'] },
    });
    expect(fake.requests).toEqual([]);
    expect(wise.provider).toBe('wise');
    expect(wise.testMode).toBe(true);
    expect(gateway({ baseUrl: 'https://api.wise.com' }).testMode).toBe(false);
    expect(gateway({ baseUrl: 'https://api.wise-sandbox.com' }).testMode).toBe(true);
  });

  it('starts with a pay link alone, and refuses a currency with neither details nor link', async () => {
    expect((await gateway({ accountDetails: {}, payLink: 'https://wise.com/pay/x' }).start(request({ currency: 'EUR' }))).paymentUrl).toBe('https://wise.com/pay/x');
    const error = await failure(gateway().start(request({ currency: 'EUR' })));
    expect(error.details).toMatchObject({ provider: 'wise', code: 'CURRENCY_NOT_CONFIGURED', retryable: false });
  });

  it('refuses an order without a reference', async () => {
    const error = await failure(gateway().start(request({ reference: null })));
    expect(error.details).toMatchObject({ code: 'NO_REFERENCE', retryable: false });
  });
});

describe('verifyWebhook', () => {
  it('accepts the signed raw body (string or bytes, any header case)', () => {
    const wise = gateway();
    const delivery = fake.webhook('balances#credit', { amount: '9.90', currency: 'USD' });
    expect(wise.verifyWebhook(delivery.headers, delivery.rawBody)).toBe(true);
    expect(wise.verifyWebhook(delivery.headers, Buffer.from(delivery.rawBody))).toBe(true);
    expect(wise.verifyWebhook({ 'X-Signature-SHA256': delivery.headers['x-signature-sha256'] }, delivery.rawBody)).toBe(true);
  });

  it('rejects a tampered body and the same JSON serialised with other spacing', () => {
    const wise = gateway();
    const tampered = fake.webhook('balances#credit', { amount: '9.90', currency: 'USD', tamper: true });
    expect(tampered.rawBody).toContain('"amount":19.9');
    expect(wise.verifyWebhook(tampered.headers, tampered.rawBody)).toBe(false);
    const delivery = fake.webhook('balances#update', { amount: '9.90', currency: 'USD' });
    const reserialised = JSON.stringify(JSON.parse(delivery.rawBody) as unknown, null, 2);
    expect(wise.verifyWebhook(delivery.headers, reserialised)).toBe(false);
  });

  it('rejects another key, a missing or garbled header, and everything when no key is configured', () => {
    const wise = gateway();
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const foreign = fake.webhook('balances#credit', { amount: '9.90', currency: 'USD', signWith: other.privateKey });
    expect(wise.verifyWebhook(foreign.headers, foreign.rawBody)).toBe(false);
    const delivery = fake.webhook('balances#credit', { amount: '9.90', currency: 'USD' });
    expect(wise.verifyWebhook({ 'content-type': 'application/json' }, delivery.rawBody)).toBe(false);
    expect(wise.verifyWebhook({ 'x-signature-sha256': 'not base64 at all!' }, delivery.rawBody)).toBe(false);
    expect(wise.verifyWebhook({ 'x-signature-sha256': 'AAAA' }, delivery.rawBody)).toBe(false);
    expect(gateway({ webhookPublicKey: null }).verifyWebhook(delivery.headers, delivery.rawBody)).toBe(false);
  });

  it('verifies a delivery the fake POSTs, as received by an HTTP server', async () => {
    const wise = gateway();
    const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
    const receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(wise.verifyWebhook(req.headers, Buffer.concat(chunks)) ? 204 : 401).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
      expect(await fake.deliver(url, fake.webhook('balances#update', { amount: '9.90', currency: 'USD' }))).toBe(204);
      expect(await fake.deliver(url, fake.webhook('balances#update', { amount: '9.90', currency: 'USD', tamper: true }))).toBe(401);
      expect(received[0]?.headers['x-delivery-id']).toEqual(expect.any(String));
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('refuses a webhook key that is not PEM at creation', () => {
    expect(() => gateway({ webhookPublicKey: 'not a key' })).toThrow(/not a PEM public key/);
  });
});

describe('parseWebhook', () => {
  it('reads balances#credit (2.0.0)', () => {
    const delivery = fake.webhook('balances#credit', { amount: '9.90', currency: 'USD', occurredAt: NOW, deliveryId: 'delivery-1' });
    expect(gateway().parseWebhook(delivery.rawBody, delivery.headers)).toEqual({
      deliveryId: 'delivery-1',
      eventType: 'balances#credit',
      credit: { amountMinor: 990, currency: 'USD', occurredAt: NOW, balanceId: String(fake.balances.get('USD')), transferReference: null },
    });
  });

  it('reads a credit balances#update (4.0.0) and ignores a debit', () => {
    const wise = gateway();
    const credit = fake.webhook('balances#update', { amount: '1234', currency: 'JPY', occurredAt: NOW, transferReference: 'BNK-7654321' });
    const parsed = wise.parseWebhook(credit.rawBody, credit.headers);
    expect(parsed.eventType).toBe('balances#update');
    expect(parsed.deliveryId).toBe(credit.headers['x-delivery-id']);
    expect(parsed.credit).toEqual({ amountMinor: 1234, currency: 'JPY', occurredAt: NOW, balanceId: String(fake.balances.get('JPY')), transferReference: 'BNK-7654321' });
    const debit = fake.webhook('balances#update', { amount: '5.00', currency: 'USD', transactionType: 'debit' });
    expect(wise.parseWebhook(debit.rawBody, debit.headers).credit).toBeNull();
  });

  it('names a delivery without X-Delivery-Id by the hash of its body; other events have no credit', () => {
    const wise = gateway();
    const delivery = fake.webhook('balances#credit', { amount: '9.90', currency: 'USD', deliveryId: null });
    const first = wise.parseWebhook(delivery.rawBody, delivery.headers);
    expect(first.deliveryId).toMatch(/^[0-9a-f]{64}$/);
    expect(wise.parseWebhook(delivery.rawBody, {}).deliveryId).toBe(first.deliveryId);
    const other = JSON.stringify({ event_type: 'transfers#state-change', schema_version: '2.0.0', data: { resource: { id: 1 } } });
    expect(wise.parseWebhook(other, { 'x-delivery-id': 'd2' })).toEqual({ deliveryId: 'd2', eventType: 'transfers#state-change', credit: null });
  });

  it('throws a non-retryable error on an unparseable body', () => {
    const wise = gateway();
    for (const body of ['{not json', '[]', JSON.stringify({ event_type: 'balances#credit', data: { amount: 'x', currency: 'USD', occurred_at: 'now' } })]) {
      let caught: unknown = null;
      try {
        wise.parseWebhook(body, {});
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(PaymentGatewayError);
      expect((caught as PaymentGatewayError).details).toMatchObject({ code: 'BAD_WEBHOOK', retryable: false });
    }
  });
});

describe('findCredits', () => {
  it('looks the balance up once, then reads the statement for the interval and returns only credits', async () => {
    const wise = gateway();
    const reference = wise.newReference();
    fake.addCredit({ currency: 'USD', amount: '12.34', paymentReference: reference, senderName: 'ALICE EXAMPLE', at: NOW - 2 * DAY });
    fake.addDebit({ currency: 'USD', amount: '5.00', senderName: 'SOMEONE', at: NOW - 2 * DAY });
    fake.addCredit({ currency: 'USD', amount: '1.00', paymentReference: 'OLD', senderName: 'BOB', at: NOW - 40 * DAY });
    const credits = await wise.findCredits({ currency: 'usd', since: NOW - 7 * DAY, until: NOW });
    expect(credits).toEqual([
      {
        referenceNumber: expect.stringMatching(/^TRANSFER-\d+$/) as unknown,
        amountMinor: 1234,
        currency: 'USD',
        at: NOW - 2 * DAY,
        paymentReference: reference,
        description: `Received money from ALICE EXAMPLE with reference ${reference}`,
        senderName: 'ALICE EXAMPLE',
      },
    ]);
    await wise.findCredits({ currency: 'USD', since: NOW - DAY, until: NOW });
    expect(fake.requests.map((r) => r.path)).toEqual([
      `/v4/profiles/${fake.profileId}/balances`,
      `/v1/profiles/${fake.profileId}/balance-statements/${fake.balances.get('USD')}/statement.json`,
      `/v1/profiles/${fake.profileId}/balance-statements/${fake.balances.get('USD')}/statement.json`,
    ]);
    expect(fake.requests[0]?.query).toEqual({ types: 'STANDARD' });
    expect(fake.requests[1]?.query).toEqual({ currency: 'USD', intervalStart: new Date(NOW - 7 * DAY).toISOString(), intervalEnd: new Date(NOW).toISOString(), type: 'COMPACT' });
    expect(fake.requests[1]?.authorization).toBe(`Bearer ${fake.token}`);
  });

  it('clamps the interval to 469 days and returns [] for a currency without a balance', async () => {
    const wise = gateway();
    await wise.findCredits({ currency: 'USD', since: NOW - 1000 * DAY, until: NOW });
    expect(fake.requests.at(-1)?.query.intervalStart).toBe(new Date(NOW - 469 * DAY).toISOString());
    expect(await wise.findCredits({ currency: 'CHF', since: NOW - DAY, until: NOW })).toEqual([]);
  });

  it('throws NO_STATEMENT_ACCESS without a token or profile', async () => {
    for (const overrides of [{ apiToken: null }, { profileId: null }]) {
      const error = await failure(gateway(overrides).findCredits({ currency: 'USD', since: NOW - DAY, until: NOW }));
      expect(error.details).toMatchObject({ code: 'NO_STATEMENT_ACCESS', retryable: false });
    }
    expect(fake.requests).toEqual([]);
  });

  it('throws SCA_REQUIRED on a 403 statement', async () => {
    fake.sca = true;
    const error = await failure(gateway().findCredits({ currency: 'USD', since: NOW - DAY, until: NOW }));
    expect(error.details).toMatchObject({ status: 403, code: 'SCA_REQUIRED', retryable: false });
  });

  it('throws a non-retryable error on a wrong token, never showing the token', async () => {
    const error = await failure(gateway({ apiToken: 'wrong-secret-token' }).findCredits({ currency: 'USD', since: NOW - DAY, until: NOW }));
    expect(error.details).toMatchObject({ status: 401, retryable: false });
    expect(`${error.message} ${JSON.stringify(error.details)}`).not.toContain('wrong-secret-token');
  });
});

describe('confirm', () => {
  it('reports paid for the credit carrying the reference, in another case and with spaces', async () => {
    const wise = gateway();
    const paying = order(wise);
    const typed = `${paying.reference?.slice(0, 4).toLowerCase() ?? ''} ${paying.reference?.slice(4).toLowerCase() ?? ''}`;
    const credit = fake.addCredit({ currency: 'USD', amount: '9.90', paymentReference: `Order ${typed}`, senderName: 'CAROL PAYER', at: NOW - 2 * MINUTE });
    const observed = await wise.confirm(paying);
    expect(observed).toMatchObject({
      state: 'paid',
      orderId: null,
      providerRef: credit.referenceNumber,
      captureId: null,
      amountMinor: 990,
      currency: 'USD',
      payer: { name: 'CAROL PAYER' },
      providerStatus: 'CREDIT',
      paidAt: NOW - 2 * MINUTE,
    });
  });

  it('matches the reference in the description when the bank dropped paymentReference', async () => {
    const wise = gateway();
    const paying = order(wise);
    fake.addCredit({ currency: 'USD', amount: '9.90', paymentReference: null, description: `ACH CREDIT ${paying.reference ?? ''} DAVE`, senderName: 'DAVE', at: NOW - MINUTE });
    expect((await wise.confirm(paying)).state).toBe('paid');
  });

  it('reports a partial payment as the statement says', async () => {
    const wise = gateway();
    const paying = order(wise);
    fake.addCredit({ currency: 'USD', amount: '5.00', paymentReference: paying.reference, senderName: 'ERIN', at: NOW - MINUTE });
    expect(await wise.confirm(paying)).toMatchObject({ state: 'paid', amountMinor: 500, currency: 'USD' });
  });

  it('stays pending when no credit carries the reference, or it is outside the window', async () => {
    const wise = gateway();
    const paying = order(wise);
    fake.addCredit({ currency: 'USD', amount: '9.90', paymentReference: 'DGSOMEONE2', senderName: 'FRANK', at: NOW - MINUTE });
    fake.addCredit({ currency: 'USD', amount: '9.90', paymentReference: paying.reference, senderName: 'FRANK', at: NOW - 20 * MINUTE });
    expect(await wise.confirm(paying)).toMatchObject({ state: 'pending', providerStatus: 'NO_MATCHING_CREDIT', amountMinor: null, paidAt: null });
  });

  it('stays pending without statement access instead of failing', async () => {
    const wise = gateway({ apiToken: null });
    expect(await wise.confirm(order(wise))).toMatchObject({ state: 'pending', providerStatus: 'NO_STATEMENT_ACCESS' });
  });

  it('throws SCA_REQUIRED when the statement answers 403', async () => {
    fake.sca = true;
    const wise = gateway();
    const error = await failure(wise.confirm(order(wise)));
    expect(error.details).toMatchObject({ code: 'SCA_REQUIRED', retryable: false });
  });
});

describe('refund and failures', () => {
  it('refuses refunds: an operator sends the money back by bank transfer', async () => {
    const wise = gateway();
    const error = await failure(wise.refund(order(wise)));
    expect(error.details).toMatchObject({ provider: 'wise', code: 'REFUND_NOT_SUPPORTED', retryable: false });
  });

  it('treats a 500 as retryable', async () => {
    fake.failWith = 500;
    const wise = gateway();
    const error = await failure(wise.confirm(order(wise)));
    expect(error.details).toMatchObject({ status: 500, retryable: true });
  });

  it('treats a timeout as retryable', async () => {
    fake.delayMs = 1_000;
    const wise = gateway({ timeoutMs: 100 });
    const error = await failure(wise.findCredits({ currency: 'USD', since: NOW - DAY, until: NOW }));
    expect(error.details).toMatchObject({ code: 'TIMEOUT', retryable: true });
  });

  it('treats a refused connection as retryable', async () => {
    const wise = gateway({ baseUrl: 'http://127.0.0.1:1' });
    const error = await failure(wise.findCredits({ currency: 'USD', since: NOW - DAY, until: NOW }));
    expect(error.details).toMatchObject({ code: 'NETWORK', retryable: true });
  });
});

describe('malformed answers', () => {
  /** A gateway whose balances and statement calls are answered 200 with these bodies. */
  const answering = (balances: unknown, statement: unknown) =>
    gateway({
      fetch: (input) => {
        const url = input instanceof Request ? input.url : input.toString();
        const body = url.includes('/balances?') ? balances : statement;
        return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
      },
    });
  const usd = [{ id: 7, currency: 'USD' }];

  it('refuses a balance list, a statement or a credit of the wrong shape as BAD_RESPONSE, never as paid', async () => {
    const wise = gateway();
    const paying = order(wise);
    const credit = { type: 'CREDIT', date: new Date(NOW - MINUTE).toISOString(), amount: { value: true, currency: 'USD' }, referenceNumber: 'TRANSFER-1', details: { paymentReference: paying.reference } };
    for (const [balances, statement] of [
      [[{ id: 7, currency: 840 }], { transactions: [] }],
      [usd, { transactions: 'none' }],
      [usd, 'statement'],
      [usd, { transactions: [credit] }],
    ] as const) {
      const error = await failure(answering(balances, statement).confirm(paying));
      expect(error.details).toMatchObject({ provider: 'wise', code: 'BAD_RESPONSE', retryable: false });
    }
  });

  it('refuses a credit webhook whose data has the wrong shape', () => {
    const body = JSON.stringify({ event_type: 'balances#credit', data: { amount: '9.90', currency: 'USD', occurred_at: new Date(NOW).toISOString(), balance_id: { id: 7 } } });
    expect(() => gateway().parseWebhook(body, {})).toThrow(expect.objectContaining({ details: expect.objectContaining({ code: 'BAD_WEBHOOK', retryable: false }) as unknown }) as Error);
  });
});
