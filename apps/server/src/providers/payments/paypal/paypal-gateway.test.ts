import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakePayPalServer, type FakePayPalServer } from '../../../test/fake-paypal-server.js';
import { PaymentGatewayError, type GatewayOrder, type PaymentRequest } from '../payment-gateway.js';
import { createPayPalGateway, PAYPAL_BASE_URLS, type PayPalConfig } from './paypal-gateway.js';

let fake: FakePayPalServer;

beforeAll(async () => {
  fake = await startFakePayPalServer();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.tokenLifetimeSeconds = 32_400;
});

const gatewayWith = (config: Partial<PayPalConfig> = {}) =>
  createPayPalGateway({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    baseUrl: fake.baseUrl,
    webhookId: fake.webhookId,
    brandName: 'Dali Guide',
    timeoutMs: 5000,
    ...config,
  });

let serial = 0;
/** A fresh 22-character order id per test, so request ids never collide across tests. */
const newOrderId = () => `ord${String(++serial).padStart(4, '0')}${'x'.repeat(15)}`;

const requestFor = (orderId: string, overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  orderId,
  amountMinor: 390,
  currency: 'USD',
  description: 'Dali Guide Pro, 30 days',
  locale: 'en-US',
  returnUrl: 'https://app.example/api/pay/paypal/return',
  cancelUrl: 'https://app.example/api/pay/paypal/cancel',
  notifyUrl: 'https://app.example/api/pay/paypal/webhook',
  clientIp: '203.0.113.9',
  expiresAt: Date.now() + 3_600_000,
  reference: null,
  ...overrides,
});

const gatewayOrder = (orderId: string, providerRef: string | null, overrides: Partial<GatewayOrder> = {}): GatewayOrder => ({
  orderId,
  providerRef,
  captureId: null,
  reference: null,
  amountMinor: 390,
  currency: 'USD',
  createdAt: Date.now(),
  ...overrides,
});

const tokenRequests = () => fake.requests.filter((r) => r.path === '/v1/oauth2/token');
const callsTo = (suffix: string) => fake.requests.filter((r) => r.path.endsWith(suffix));

/** The error a promise rejects with, checked to be a PaymentGatewayError. */
async function failureOf(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof PaymentGatewayError)) throw new Error(`expected PaymentGatewayError, got ${String(error)}`);
  return error;
}

/** Create an order at the fake and return our id with PayPal's. */
async function started(gateway = gatewayWith(), overrides: Partial<PaymentRequest> = {}) {
  const orderId = newOrderId();
  const start = await gateway.start(requestFor(orderId, overrides));
  if (!start.providerRef) throw new Error('no providerRef');
  return { orderId, providerRef: start.providerRef, start };
}

/** An order the payer approved and we captured. */
async function paid(gateway = gatewayWith()) {
  const { orderId, providerRef } = await started(gateway);
  fake.approve(providerRef, { payerId: 'PAYER123', email: 'amy@example.com', givenName: 'Amy', surname: 'Li', country: 'HK' });
  const observed = await gateway.confirm(gatewayOrder(orderId, providerRef));
  return { orderId, providerRef, observed };
}

describe('PayPal gateway: start', () => {
  it('creates a CAPTURE order with our id as request id and returns the payer-action link', async () => {
    const gateway = gatewayWith();
    expect(gateway).toMatchObject({ provider: 'paypal', testMode: true });
    const orderId = newOrderId();
    const start = await gateway.start(requestFor(orderId, { locale: 'zh-HK', description: '大理'.repeat(100) }));
    expect(start.providerRef).toMatch(/^[A-Z0-9]{17}$/);
    expect(start.paymentUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${start.providerRef ?? ''}`);
    expect(start.codeUrl).toBeNull();
    const [create] = callsTo('/v2/checkout/orders');
    expect(create?.headers).toMatchObject({ 'paypal-request-id': orderId, prefer: 'return=representation', 'content-type': 'application/json' });
    expect(create?.headers.authorization).toMatch(/^Bearer A21AA/);
    expect(create?.body).toEqual({
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: 'default', custom_id: orderId, invoice_id: orderId, amount: { currency_code: 'USD', value: '3.90' }, description: '大理'.repeat(100).slice(0, 127) }],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: 'https://app.example/api/pay/paypal/return',
            cancel_url: 'https://app.example/api/pay/paypal/cancel',
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
            brand_name: 'Dali Guide',
            locale: 'zh-HK',
          },
        },
      },
    });
  });

  it('returns the first PayPal order when the same order is started again', async () => {
    const gateway = gatewayWith();
    const orderId = newOrderId();
    const first = await gateway.start(requestFor(orderId));
    const second = await gateway.start(requestFor(orderId));
    expect(second.providerRef).toBe(first.providerRef);
    expect(second.paymentUrl).toBe(first.paymentUrl);
  });

  it('writes amounts in the currency’s own digits and reports PayPal’s refusal with its issue', async () => {
    const { start } = await started(gatewayWith(), { amountMinor: 500, currency: 'JPY' });
    expect(start.raw).toMatchObject({ purchase_units: [{ amount: { currency_code: 'JPY', value: '500' } }] });
    // KWD has 3 digits, which the fake (like PayPal for most currencies) refuses.
    const error = await failureOf(gatewayWith().start(requestFor(newOrderId(), { amountMinor: 1234, currency: 'KWD' })));
    expect(error.details).toMatchObject({ provider: 'paypal', status: 400, code: 'INVALID_PARAMETER_VALUE', retryable: false });
  });

  it('is in test mode everywhere but the live host', () => {
    expect(gatewayWith({ baseUrl: PAYPAL_BASE_URLS.sandbox }).testMode).toBe(true);
    expect(gatewayWith({ baseUrl: `${PAYPAL_BASE_URLS.live}/` }).testMode).toBe(false);
  });
});

describe('PayPal gateway: OAuth token', () => {
  it('asks for a token with Basic client credentials once and reuses it across calls', async () => {
    const gateway = gatewayWith();
    const { orderId, providerRef } = await started(gateway);
    await gateway.confirm(gatewayOrder(orderId, providerRef));
    expect(tokenRequests()).toHaveLength(1);
    expect(tokenRequests()[0]).toMatchObject({
      method: 'POST',
      rawBody: 'grant_type=client_credentials',
      headers: { authorization: `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
    });
    const bearers = new Set(fake.requests.filter((r) => r.path.startsWith('/v2/')).map((r) => r.headers.authorization));
    expect(bearers.size).toBe(1);
  });

  it('shares one token request among concurrent callers', async () => {
    const gateway = gatewayWith();
    await Promise.all([1, 2, 3].map(() => gateway.start(requestFor(newOrderId()))));
    expect(tokenRequests()).toHaveLength(1);
    expect(callsTo('/v2/checkout/orders')).toHaveLength(3);
  });

  it('fetches a new token from 60 s before the old one expires', async () => {
    let clock = 1_800_000_000_000;
    fake.tokenLifetimeSeconds = 3600;
    const gateway = gatewayWith({ now: () => clock });
    await started(gateway);
    clock += 3600_000 - 61_000;
    await started(gateway);
    expect(tokenRequests()).toHaveLength(1);
    clock += 2_000;
    await started(gateway);
    expect(tokenRequests()).toHaveLength(2);
  });

  it('drops a token PayPal no longer accepts and retries the call once', async () => {
    const gateway = gatewayWith();
    const { orderId, providerRef } = await started(gateway);
    fake.revokeTokens();
    expect((await gateway.confirm(gatewayOrder(orderId, providerRef))).state).toBe('pending');
    expect(tokenRequests()).toHaveLength(2);
    expect(callsTo(providerRef)).toHaveLength(2);
  });

  it('gives up after the second 401', async () => {
    const gateway = gatewayWith();
    await started(gateway);
    fake.failNext({ status: 401, pathPrefix: '/v2/' });
    fake.failNext({ status: 401, pathPrefix: '/v2/' });
    const error = await failureOf(gateway.start(requestFor(newOrderId())));
    expect(error.details).toMatchObject({ status: 401, retryable: false });
    expect(callsTo('/v2/checkout/orders')).toHaveLength(3);
  });

  it('reports wrong credentials without putting the secret in the message', async () => {
    const error = await failureOf(gatewayWith({ clientSecret: 'wrong-secret-value' }).start(requestFor(newOrderId())));
    expect(error.details).toMatchObject({ status: 401, code: 'invalid_client', retryable: false });
    expect(error.message).not.toMatch(/wrong-secret-value|fake-secret/);
  });
});

describe('PayPal gateway: confirm and capture', () => {
  it('reports pending before the payer approved, without trying to capture', async () => {
    const gateway = gatewayWith();
    const { orderId, providerRef } = await started(gateway);
    expect(await gateway.confirm(gatewayOrder(orderId, providerRef))).toMatchObject({
      state: 'pending',
      providerStatus: 'PAYER_ACTION_REQUIRED',
      orderId,
      providerRef,
      captureId: null,
      amountMinor: 390,
      currency: 'USD',
      paidAt: null,
    });
    expect(callsTo('/capture')).toHaveLength(0);
  });

  it('captures an approved order and reports it paid with payer, amount and capture id', async () => {
    const before = Date.now() - 1000;
    const { orderId, providerRef, observed } = await paid();
    expect(observed).toMatchObject({
      state: 'paid',
      providerStatus: 'COMPLETED',
      orderId,
      providerRef,
      amountMinor: 390,
      currency: 'USD',
      payer: { id: 'PAYER123', email: 'amy@example.com', name: 'Amy Li', country: 'HK' },
    });
    expect(observed.captureId).toMatch(/^[A-Z0-9]{17}$/);
    expect(observed.paidAt).toBeGreaterThanOrEqual(before);
    const [capture] = callsTo('/capture');
    expect(capture).toMatchObject({ method: 'POST', rawBody: '{}', headers: { 'paypal-request-id': `capture-${orderId}`, prefer: 'return=representation' } });
  });

  it('still reports paid when the capture is sent again, replayed or after the request id expired', async () => {
    const gateway = gatewayWith();
    const { orderId, providerRef, observed } = await paid(gateway);
    const order = gatewayOrder(orderId, providerRef);
    expect(await gateway.capture(order)).toMatchObject({ state: 'paid', captureId: observed.captureId });
    fake.forgetRequestIds();
    fake.requests.length = 0;
    expect(await gateway.capture(order)).toMatchObject({ state: 'paid', captureId: observed.captureId, amountMinor: 390 });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`POST /v2/checkout/orders/${providerRef}/capture`, `GET /v2/checkout/orders/${providerRef}`]);
    expect(await gateway.confirm(order)).toMatchObject({ state: 'paid' });
  });

  it('reports a declined instrument as failed, and paid once the payer fixed it', async () => {
    const gateway = gatewayWith();
    const { orderId, providerRef } = await started(gateway);
    fake.approve(providerRef);
    fake.declineNextCapture();
    const order = gatewayOrder(orderId, providerRef);
    expect(await gateway.confirm(order)).toMatchObject({ state: 'failed', providerStatus: 'INSTRUMENT_DECLINED', orderId, providerRef });
    expect(await gateway.confirm(order)).toMatchObject({ state: 'paid' });
  });

  it('reports capture before approval as pending', async () => {
    const gateway = gatewayWith();
    const { orderId, providerRef } = await started(gateway);
    expect(await gateway.capture(gatewayOrder(orderId, providerRef))).toMatchObject({ state: 'pending', providerStatus: 'ORDER_NOT_APPROVED' });
  });

  it.each([
    ['DECLINED', 'failed'],
    ['PENDING', 'pending'],
  ] as const)('trusts the capture status, not the order status: capture %s → %s', async (captureStatus, state) => {
    const gateway = gatewayWith();
    const { orderId, providerRef } = await started(gateway);
    fake.approve(providerRef, {}, { captureStatus });
    expect(await gateway.confirm(gatewayOrder(orderId, providerRef))).toMatchObject({ state, providerStatus: captureStatus, paidAt: null });
    expect(fake.order(providerRef)).toMatchObject({ status: 'COMPLETED' });
  });

  it('reports a voided order as cancelled', async () => {
    const gateway = gatewayWith();
    const { orderId, providerRef } = await started(gateway);
    fake.voidOrder(providerRef);
    expect(await gateway.confirm(gatewayOrder(orderId, providerRef))).toMatchObject({ state: 'cancelled', providerStatus: 'VOIDED' });
  });

  it('reports an order PayPal does not know as pending inside the 3 h window, cancelled after it', async () => {
    const gateway = gatewayWith();
    const orderId = newOrderId();
    expect(await gateway.confirm(gatewayOrder(orderId, 'NOSUCHORDER00000X'))).toMatchObject({ state: 'pending', providerStatus: 'NOT_FOUND' });
    const old = Date.now() - 3 * 3600_000 - 1000;
    expect(await gateway.confirm(gatewayOrder(orderId, 'NOSUCHORDER00000X', { createdAt: old }))).toMatchObject({ state: 'cancelled', providerStatus: 'NOT_FOUND' });
    expect(await gateway.confirm(gatewayOrder(orderId, null, { createdAt: old }))).toMatchObject({ state: 'cancelled', providerStatus: 'NOT_FOUND' });
  });
});

describe('PayPal gateway: refund', () => {
  it('refunds the whole capture idempotently and the order then reads as refunded', async () => {
    const gateway = gatewayWith();
    const { orderId, providerRef, observed } = await paid(gateway);
    const order = gatewayOrder(orderId, providerRef, { captureId: observed.captureId });
    expect(await gateway.refund(order)).toMatchObject({ providerStatus: 'COMPLETED', raw: { amount: { currency_code: 'USD', value: '3.90' } } });
    const [refund] = callsTo('/refund');
    expect(refund).toMatchObject({ path: `/v2/payments/captures/${observed.captureId ?? ''}/refund`, rawBody: '{}', headers: { 'paypal-request-id': `refund-${orderId}` } });
    expect(await gateway.refund(order)).toMatchObject({ providerStatus: 'COMPLETED' });
    fake.forgetRequestIds();
    expect(await gateway.refund(order)).toMatchObject({ providerStatus: 'COMPLETED', raw: { details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] } });
    expect(await gateway.confirm(order)).toMatchObject({ state: 'refunded', providerStatus: 'REFUNDED', amountMinor: 390 });
  });

  it('finds the capture id from the order when the caller has none', async () => {
    const gateway = gatewayWith();
    const { orderId, providerRef } = await paid(gateway);
    expect(await gateway.refund(gatewayOrder(orderId, providerRef))).toMatchObject({ providerStatus: 'COMPLETED' });
    const error = await failureOf(gateway.refund(gatewayOrder(orderId, null)));
    expect(error.details).toMatchObject({ code: 'NO_CAPTURE', retryable: false });
  });
});

describe('PayPal gateway: webhooks', () => {
  const signedCompleted = async () => {
    const { providerRef } = await paid();
    return fake.signEvent(fake.webhookEvent('PAYMENT.CAPTURE.COMPLETED', providerRef));
  };

  it('verifies a signed body, sending it unchanged to PayPal', async () => {
    const { headers, rawBody } = await signedCompleted();
    expect(await gatewayWith().verifyWebhook(headers, rawBody)).toBe(true);
    const [verify] = callsTo('/verify-webhook-signature');
    expect(verify?.rawBody.endsWith(`"webhook_event":${rawBody}}`)).toBe(true);
    expect(verify?.body).toMatchObject({ auth_algo: 'SHA256withRSA', webhook_id: fake.webhookId, transmission_id: headers['paypal-transmission-id'] });
    const upperCase = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toUpperCase(), [value]]));
    expect(await gatewayWith().verifyWebhook(upperCase, rawBody)).toBe(true);
  });

  it('keeps the exact text of a body spaced differently from JSON.stringify', async () => {
    const { providerRef } = await paid();
    const pretty = JSON.stringify(fake.webhookEvent('PAYMENT.CAPTURE.COMPLETED', providerRef), null, 2);
    const { headers, rawBody } = fake.signEvent(pretty);
    expect(await gatewayWith().verifyWebhook(headers, rawBody)).toBe(true);
  });

  it('rejects the same event re-serialised, a tampered body, another webhook id and missing headers', async () => {
    const { headers, rawBody } = await signedCompleted();
    const gateway = gatewayWith();
    expect(await gateway.verifyWebhook(headers, JSON.stringify(JSON.parse(rawBody), null, 1))).toBe(false);
    expect(await gateway.verifyWebhook(headers, rawBody.replace('"3.90"', '"0.01"'))).toBe(false);
    expect(await gatewayWith({ webhookId: 'WH-SOMEONE-ELSE' }).verifyWebhook(headers, rawBody)).toBe(false);
    const { 'paypal-transmission-sig': _, ...unsigned } = headers;
    expect(await gateway.verifyWebhook(unsigned, rawBody)).toBe(false);
    expect(await gateway.verifyWebhook({}, rawBody)).toBe(false);
    expect(await gatewayWith({ webhookId: null }).verifyWebhook(headers, rawBody)).toBe(false);
    expect(callsTo('/verify-webhook-signature')).toHaveLength(3);
  });

  it('never splices a body that is not one JSON object', async () => {
    const { headers } = await signedCompleted();
    expect(await gatewayWith().verifyWebhook(headers, '{"id":"x"},"webhook_id":"WH-OTHER"')).toBe(false);
    expect(await gatewayWith().verifyWebhook(headers, '[]')).toBe(false);
    expect(callsTo('/verify-webhook-signature')).toHaveLength(0);
  });

  it('throws a retryable error when PayPal cannot verify now', async () => {
    const { headers, rawBody } = await signedCompleted();
    fake.failNext({ status: 503, pathPrefix: '/v1/notifications' });
    expect((await failureOf(gatewayWith().verifyWebhook(headers, rawBody))).details).toMatchObject({ status: 503, retryable: true });
  });

  it('reads capture completed, denied and refunded events', async () => {
    const gateway = gatewayWith();
    const { orderId, providerRef, observed } = await paid(gateway);
    const completed = fake.webhookEvent('PAYMENT.CAPTURE.COMPLETED', providerRef);
    expect(gateway.parseWebhookEvent(JSON.stringify(completed))).toMatchObject({
      eventId: completed.id,
      eventType: 'PAYMENT.CAPTURE.COMPLETED',
      observed: { state: 'paid', orderId, providerRef, captureId: observed.captureId, amountMinor: 390, currency: 'USD', providerStatus: 'COMPLETED', paidAt: expect.any(Number) as unknown },
    });

    await gateway.refund(gatewayOrder(orderId, providerRef, { captureId: observed.captureId }));
    expect(gateway.parseWebhookEvent(JSON.stringify(fake.webhookEvent('PAYMENT.CAPTURE.REFUNDED', providerRef))).observed).toMatchObject({
      state: 'refunded',
      orderId,
      captureId: observed.captureId,
      amountMinor: 390,
      currency: 'USD',
      providerStatus: 'COMPLETED',
    });

    const declined = await started(gateway);
    fake.approve(declined.providerRef, {}, { captureStatus: 'DECLINED' });
    await gateway.confirm(gatewayOrder(declined.orderId, declined.providerRef));
    expect(gateway.parseWebhookEvent(JSON.stringify(fake.webhookEvent('PAYMENT.CAPTURE.DENIED', declined.providerRef))).observed).toMatchObject({
      state: 'failed',
      orderId: declined.orderId,
      providerRef: declined.providerRef,
      providerStatus: 'DECLINED',
      paidAt: null,
    });
  });

  it('reads an order approval as pending, ignores other events and refuses a body that is no event', async () => {
    const gateway = gatewayWith();
    const { orderId, providerRef } = await started(gateway);
    fake.approve(providerRef, { email: 'amy@example.com' });
    expect(gateway.parseWebhookEvent(JSON.stringify(fake.webhookEvent('CHECKOUT.ORDER.APPROVED', providerRef))).observed).toMatchObject({
      state: 'pending',
      providerStatus: 'APPROVED',
      orderId,
      providerRef,
      payer: { email: 'amy@example.com' },
    });
    expect(gateway.parseWebhookEvent(JSON.stringify({ id: 'WH-1', event_type: 'CUSTOMER.DISPUTE.CREATED', resource: {} }))).toEqual({ eventId: 'WH-1', eventType: 'CUSTOMER.DISPUTE.CREATED', observed: null });
    for (const body of ['not json', '[]', '{"id":"WH-2"}']) {
      let thrown: unknown;
      try {
        gateway.parseWebhookEvent(body);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(PaymentGatewayError);
      expect(thrown).toMatchObject({ details: { code: 'INVALID_WEBHOOK_EVENT', retryable: false } });
    }
  });
});

describe('PayPal gateway: failures', () => {
  it('throws a retryable error on a 5xx', async () => {
    const gateway = gatewayWith();
    const { orderId, providerRef } = await started(gateway);
    fake.failNext({ status: 500, pathPrefix: '/v2/' });
    const error = await failureOf(gateway.confirm(gatewayOrder(orderId, providerRef)));
    expect(error.details).toMatchObject({ provider: 'paypal', status: 500, retryable: true });
    expect(error.message).toMatch(/HTTP 500/);
  });

  it('gives up within about timeoutMs with a retryable error', async () => {
    const gateway = gatewayWith({ timeoutMs: 200 });
    const { orderId, providerRef } = await started(gateway);
    fake.delayNext(2000, { pathPrefix: '/v2/' });
    const startedAt = Date.now();
    const error = await failureOf(gateway.confirm(gatewayOrder(orderId, providerRef)));
    expect(Date.now() - startedAt).toBeLessThan(1500);
    expect(error.details).toMatchObject({ code: 'TIMEOUT', retryable: true });
  });

  it('throws a retryable error when PayPal cannot be reached', async () => {
    const closed = await startFakePayPalServer();
    await closed.close();
    const error = await failureOf(gatewayWith({ baseUrl: closed.baseUrl }).start(requestFor(newOrderId())));
    expect(error.details).toMatchObject({ code: 'NETWORK', retryable: true });
  });
});

describe('PayPal gateway: malformed answers', () => {
  /** A gateway whose GET of an order is answered 200 with `body`; everything else goes to the fake. */
  const answeringOrder = (body: unknown) =>
    gatewayWith({
      fetch: (input, init) => {
        const url = input instanceof Request ? input.url : input.toString();
        if (init?.method === 'GET' && url.includes('/v2/checkout/orders/')) {
          return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
        }
        return fetch(input, init);
      },
    });

  it('refuses an order with a numeric amount, a non-text status or a non-object as BAD_RESPONSE and captures nothing', async () => {
    const orderId = newOrderId();
    const completed = {
      id: 'ORDER1234567890ABC',
      status: 'COMPLETED',
      purchase_units: [{ custom_id: orderId, payments: { captures: [{ id: 'CAP1234567890ABCD', status: 'COMPLETED', amount: { currency_code: 'USD', value: 3.9 } }] } }],
    };
    for (const body of [completed, { id: 'ORDER1234567890ABC', status: 5 }, 'APPROVED']) {
      const error = await failureOf(answeringOrder(body).confirm(gatewayOrder(orderId, 'ORDER1234567890ABC')));
      expect(error.details).toMatchObject({ provider: 'paypal', status: 200, code: 'BAD_RESPONSE', retryable: false });
    }
    expect(callsTo('/capture')).toHaveLength(0);
  });

  it('refuses a capture webhook whose amount is not PayPal decimal text', () => {
    const event = { id: 'WH-3', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'CAP1', status: 'COMPLETED', amount: { currency_code: 'USD', value: 3.9 } } };
    expect(() => gatewayWith().parseWebhookEvent(JSON.stringify(event))).toThrow(expect.objectContaining({ details: expect.objectContaining({ code: 'INVALID_WEBHOOK_EVENT', retryable: false }) as unknown }) as Error);
  });
});
