/**
 * PayPal end to end against the local fake PayPal (spec §4 payment states and full flow, §7 payment
 * calls, §8 payment errors; integrations.md §3): the order is created at PayPal with a payer-action
 * link, the return URL captures it and grants once, the cancel URL only redirects, a signed
 * PAYMENT.CAPTURE.COMPLETED webhook completes an order whose return never came and its repeat
 * changes nothing, forged or re-serialised bodies are refused without a trace, an unknown order
 * answers 404, a capture of another amount stays PENDING for review, and a provider failure during
 * the status query leaves the order PENDING until reconciliation completes it. On SQLite and
 * PostgreSQL; every claim is checked in the database rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentOrder } from '@dali/shared/contracts/payments';
import type { GatewayOrder, ObservedPayment } from '../../providers/payments/payment-gateway.js';
import { createPayPalGateway, type PayPalGateway } from '../../providers/payments/paypal/paypal-gateway.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { startFakePayPalServer, type FakePayPalServer } from '../../test/fake-paypal-server.js';
import { paymentRows } from '../../test/payment-rows.js';
import { createTestUser, type TestUser } from '../../test/test-auth.js';
import { testEngines } from '../../test/test-databases.js';

const HOUR_MS = 3_600_000;
const UNKNOWN_ORDER_ID = 'AAAAAAAAAAAAAAAAAAAAAA';

type JsonObject = Record<string, unknown>;
const asObject = (value: unknown): JsonObject => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : {});

describe.each(testEngines())('PayPal payments against the fake PayPal on %s', (engine) => {
  let fake: FakePayPalServer;
  let t: TestApp;
  /** The adapter the app does not use: captures "at PayPal" behind the app's back. */
  let direct: PayPalGateway;
  /** When set, the app's adapter reports this amount (minor units) for every capture and query. */
  let reportedAmount: number | null = null;

  beforeAll(async () => {
    fake = await startFakePayPalServer();
    const settings = { baseUrl: fake.baseUrl, clientId: fake.clientId, clientSecret: fake.clientSecret, webhookId: fake.webhookId, brandName: 'Dali Guide', timeoutMs: 2_000 };
    const real = createPayPalGateway(settings);
    direct = createPayPalGateway(settings);
    const distort = (observed: ObservedPayment): ObservedPayment => (reportedAmount === null ? observed : { ...observed, amountMinor: reportedAmount });
    const paypal: PayPalGateway = {
      ...real,
      capture: async (order: GatewayOrder) => distort(await real.capture(order)),
      confirm: async (order: GatewayOrder) => distort(await real.confirm(order)),
    };
    t = await buildTestApp({ engine, testAuth: true, payments: { gateways: { paypal } } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const db = () => t.database.db;
  const orderOf = (response: { json(): unknown }) => (response.json() as { data: PaymentOrder }).data;
  const { row, grantsOf, membershipOf, eventsWithId, reviewsOf } = paymentRows(db, 'paypal');

  /** A new user's PayPal order for one day, created through the API; returns it with its PayPal order id. */
  async function createOrder(): Promise<{ user: TestUser; order: PaymentOrder; paypalId: string }> {
    const user = await createTestUser(db());
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/api/orders/create',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: { packageId: 'one-day', method: 'paypal', agreedToTerms: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = orderOf(response);
    const paypalId = (await row(order.orderId)).providerRef;
    if (!paypalId) throw new Error('the order has no PayPal order id');
    return { user, order, paypalId };
  }

  /** The payer approved at PayPal and PayPal captured, but the payer's browser never came back to us. */
  async function paidBehindOurBack(): Promise<{ user: TestUser; order: PaymentOrder; paypalId: string }> {
    const created = await createOrder();
    fake.approve(created.paypalId);
    const captured = await direct.capture({ orderId: created.order.orderId, providerRef: created.paypalId, captureId: null, reference: null, amountMinor: 390, currency: 'USD', createdAt: Date.now() });
    expect(captured.state).toBe('paid');
    expect((await row(created.order.orderId)).status).toBe('PENDING');
    return created;
  }

  const postWebhook = (headers: Record<string, string>, rawBody: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/payment/paypal/webhook', headers: { ...headers, 'content-type': 'application/json' }, payload: rawBody });

  it('creates the order at PayPal: the payer-action link of the PayPal order, amount fixed from the package', async () => {
    const { order, paypalId } = await createOrder();
    expect(order).toMatchObject({ provider: 'paypal', method: 'paypal', testMode: true, status: 'PENDING', amountMinor: 390, currency: 'USD' });
    expect(order.paymentUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${paypalId}`);
    expect(fake.order(paypalId)).toMatchObject({ status: 'PAYER_ACTION_REQUIRED', purchase_units: [{ custom_id: order.orderId, amount: { currency_code: 'USD', value: '3.90' } }] });
  });

  it('the return URL captures the approved order: 302 approved, COMPLETED with the payer, granted once however often it comes back', async () => {
    const { user, order, paypalId } = await createOrder();
    fake.approve(paypalId, { payerId: 'PAYERX7Q2M9', email: 'ann.lee@example.com', givenName: 'Ann', surname: 'Lee', country: 'GB' });
    const url = `/api/v1/payment/paypal/success?token=${paypalId}&PayerID=PAYERX7Q2M9`;
    const back = await t.app.inject({ method: 'GET', url });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(`/payment/return?orderId=${order.orderId}&outcome=approved`);

    const completed = await row(order.orderId);
    expect(completed).toMatchObject({ status: 'COMPLETED', payerId: 'PAYERX7Q2M9', payerEmail: 'ann.lee@example.com', payerName: 'Ann Lee', payerCountry: 'GB', providerStatus: 'COMPLETED', reviewReason: null });
    expect(completed.captureId).toMatch(/^[A-Z0-9]{17}$/);
    expect(completed.paidAt).not.toBeNull();

    // The browser comes back again, the status is asked again: nothing more.
    expect((await t.app.inject({ method: 'GET', url })).headers.location).toBe(`/payment/return?orderId=${order.orderId}&outcome=approved`);
    expect(orderOf(await t.app.inject({ method: 'GET', url: `/api/v1/api/orders/${order.orderId}`, headers: user.headers })).status).toBe('COMPLETED');
    expect(await grantsOf(order.orderId)).toHaveLength(1);
    const membership = await membershipOf(user.id);
    expect(membership?.level).toBe('BASIC');
    expect(Number(membership?.expireAt) - Number(membership?.startAt)).toBe(24 * HOUR_MS);
    expect((await row(order.orderId)).updatedAt).toBe(completed.updatedAt);
  });

  it('the cancel URL sends the payer back with outcome=cancelled and changes nothing; an unknown token goes back without an order', async () => {
    const { order, paypalId } = await createOrder();
    const before = await row(order.orderId);
    const cancelled = await t.app.inject({ method: 'GET', url: `/api/v1/payment/paypal/cancel?token=${paypalId}` });
    expect(cancelled.statusCode).toBe(302);
    expect(cancelled.headers.location).toBe(`/payment/return?orderId=${order.orderId}&outcome=cancelled`);
    expect(await row(order.orderId)).toEqual(before);

    expect((await t.app.inject({ method: 'GET', url: '/api/v1/payment/paypal/cancel?token=NOSUCHPAYPALORDER' })).headers.location).toBe('/payment/return?outcome=cancelled');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/payment/paypal/success?token=NOSUCHPAYPALORDER&PayerID=X' })).headers.location).toBe('/payment/return?outcome=failed');
    expect(await grantsOf(order.orderId)).toHaveLength(0);
  });

  it('a signed PAYMENT.CAPTURE.COMPLETED completes an order whose return never came; its repeat changes nothing', async () => {
    const { user, order, paypalId } = await paidBehindOurBack();
    const event = fake.webhookEvent('PAYMENT.CAPTURE.COMPLETED', paypalId);
    const eventId = String(event.id);
    const signed = fake.signEvent(event);

    const first = await postWebhook(signed.headers, signed.rawBody);
    expect(first.statusCode, first.body).toBe(200);
    const completed = await row(order.orderId);
    expect(completed).toMatchObject({ status: 'COMPLETED', providerRef: paypalId, captureId: asObject(event.resource).id, reviewReason: null });
    expect(await grantsOf(order.orderId)).toHaveLength(1);
    const membership = await membershipOf(user.id);

    // PayPal delivers again (same event id, a new transmission): acknowledged, nothing changes.
    const again = fake.signEvent(signed.rawBody);
    const second = await postWebhook(again.headers, again.rawBody);
    expect(second.statusCode).toBe(200);
    expect(await eventsWithId(eventId)).toHaveLength(1);
    expect(await grantsOf(order.orderId)).toHaveLength(1);
    expect(await row(order.orderId)).toEqual(completed);
    expect(await membershipOf(user.id)).toEqual(membership);
  });

  it('a forged or re-serialised webhook answers 400 and leaves no trace; the genuine one still counts afterwards', async () => {
    const { order, paypalId } = await paidBehindOurBack();
    const event = fake.webhookEvent('PAYMENT.CAPTURE.COMPLETED', paypalId);
    const eventId = String(event.id);
    const signed = fake.signEvent(event);
    const before = await row(order.orderId);

    const tampered = signed.rawBody.replace('"value":"3.90"', '"value":"0.01"');
    expect(tampered).not.toBe(signed.rawBody);
    const reserialised = JSON.stringify(JSON.parse(signed.rawBody) as unknown, null, 2);
    const otherWebhook = fake.signEvent(event, { webhookId: 'WH-SOMEONE-ELSE' });
    const unsignedHeaders = Object.fromEntries(Object.entries(signed.headers).filter(([name]) => name !== 'paypal-transmission-sig'));
    for (const [headers, body] of [
      [signed.headers, tampered],
      [signed.headers, reserialised],
      [otherWebhook.headers, otherWebhook.rawBody],
      [unsignedHeaders, signed.rawBody],
    ] as const) {
      const response = await postWebhook(headers, body);
      expect(response.statusCode).toBe(400);
    }
    expect(await eventsWithId(eventId)).toHaveLength(0);
    expect(await row(order.orderId)).toEqual(before);
    expect(await grantsOf(order.orderId)).toHaveLength(0);

    expect((await postWebhook(signed.headers, signed.rawBody)).statusCode).toBe(200);
    expect((await row(order.orderId)).status).toBe('COMPLETED');
    expect(await grantsOf(order.orderId)).toHaveLength(1);
  });

  it('a genuine webhook for an order we do not have answers 404 and completes nothing', async () => {
    const { order, paypalId } = await paidBehindOurBack();
    const event = fake.webhookEvent('PAYMENT.CAPTURE.COMPLETED', paypalId);
    const resource = asObject(event.resource);
    const foreign = { ...event, resource: { ...resource, custom_id: UNKNOWN_ORDER_ID, supplementary_data: { related_ids: { order_id: 'PAYPALORDERNOTOURS' } } } };
    const signed = fake.signEvent(foreign);
    const response = await postWebhook(signed.headers, signed.rawBody);
    expect(response.statusCode).toBe(404);
    expect((await row(order.orderId)).status).toBe('PENDING');
    expect(await db().selectFrom('orders').select('id').where('id', '=', UNKNOWN_ORDER_ID).execute()).toEqual([]);
    expect(await grantsOf(order.orderId)).toHaveLength(0);
  });

  it('a capture of another amount leaves the order PENDING, flagged, on the review list and not granted (webhook and return URL)', async () => {
    // Through the webhook: PayPal signs a capture of 1.00 USD for an order of 3.90 USD.
    const viaWebhook = await paidBehindOurBack();
    const event = fake.webhookEvent('PAYMENT.CAPTURE.COMPLETED', viaWebhook.paypalId);
    const resource = asObject(event.resource);
    const signed = fake.signEvent({ ...event, resource: { ...resource, amount: { currency_code: 'USD', value: '1.00' } } });
    expect((await postWebhook(signed.headers, signed.rawBody)).statusCode).toBe(200);
    const flagged = await row(viaWebhook.order.orderId);
    expect(flagged.status).toBe('PENDING');
    expect(flagged.reviewReason).toContain('amount 100');
    const reviews = await reviewsOf(viaWebhook.order.orderId);
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({ provider: 'paypal', settledAt: null });
    expect(await grantsOf(viaWebhook.order.orderId)).toHaveLength(0);
    expect(await membershipOf(viaWebhook.user.id)).toBeUndefined();

    // Through the return URL: the capture answer reports another amount.
    const viaReturn = await createOrder();
    fake.approve(viaReturn.paypalId);
    reportedAmount = 1;
    try {
      const back = await t.app.inject({ method: 'GET', url: `/api/v1/payment/paypal/success?token=${viaReturn.paypalId}&PayerID=X` });
      expect(back.statusCode).toBe(302);
      // The page polls the status meanwhile: the same mismatch is listed once, not once per poll.
      for (let poll = 0; poll < 3; poll++) {
        expect((await t.app.inject({ method: 'GET', url: `/api/v1/api/orders/${viaReturn.order.orderId}`, headers: viaReturn.user.headers })).statusCode).toBe(200);
      }
    } finally {
      reportedAmount = null;
    }
    const stillPending = await row(viaReturn.order.orderId);
    expect(stillPending.status).toBe('PENDING');
    expect(stillPending.reviewReason).toContain('amount 1 is not 390');
    expect(await reviewsOf(viaReturn.order.orderId)).toHaveLength(1);
    expect(await grantsOf(viaReturn.order.orderId)).toHaveLength(0);
  });

  it('PayPal failing during the status query leaves the order PENDING (200); reconciliation then completes and grants it once', async () => {
    const { user, order, paypalId } = await createOrder();
    fake.approve(paypalId);
    fake.failNext({ status: 500, pathPrefix: `/v2/checkout/orders/${paypalId}` });
    const query = await t.app.inject({ method: 'GET', url: `/api/v1/api/orders/${order.orderId}`, headers: user.headers });
    expect(query.statusCode).toBe(200);
    expect(orderOf(query).status).toBe('PENDING');
    expect((await row(order.orderId)).status).toBe('PENDING');
    expect(fake.order(paypalId)).toMatchObject({ status: 'APPROVED' });
    expect(await grantsOf(order.orderId)).toHaveLength(0);

    const result = await t.app.payments.reconcile();
    expect(result.completed).toBeGreaterThanOrEqual(1);
    expect(await row(order.orderId)).toMatchObject({ status: 'COMPLETED', providerStatus: 'COMPLETED' });
    expect(await grantsOf(order.orderId)).toHaveLength(1);

    await t.app.payments.reconcile();
    expect(await grantsOf(order.orderId)).toHaveLength(1);
    const membership = await membershipOf(user.id);
    expect(Number(membership?.expireAt) - Number(membership?.startAt)).toBe(24 * HOUR_MS);
  });
});
