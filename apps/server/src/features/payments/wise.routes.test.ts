/**
 * Wise bank transfers end to end against the local fake Wise (spec §4 payment states and full flow,
 * §7 `/wise/orders/create`, `/wise/orders/status/check`, `/wise/webhook`, §8 payment errors;
 * integrations.md §4): the order gets a DG… reference and our account details, a signed
 * `balances#credit` delivery is answered at once and the credit is matched by reference in the
 * statement afterwards, a repeated delivery id does nothing more, forged deliveries answer 400
 * without a trace, a credit matching no order or paying only part of one goes to the review list
 * and completes nothing, and an operator's manual settlement completes and grants once. On SQLite
 * and PostgreSQL; every claim is checked in the database rows.
 */
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentOrder } from '@dali/shared/contracts/payments';
import { createWiseGateway } from '../../providers/payments/wise/wise-gateway.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { startFakeWiseServer, type FakeWiseServer, type FakeWiseWebhook } from '../../test/fake-wise-server.js';
import { paymentRows } from '../../test/payment-rows.js';
import { createTestUser, type TestUser } from '../../test/test-auth.js';
import { testEngines } from '../../test/test-databases.js';

const HOUR_MS = 3_600_000;
const ACCOUNT_DETAILS = ['Account holder: Dali Guide Ltd', 'ACH routing: 026073150', 'Account: 8310054321'];
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });

/** Wait until `check` holds (it runs after the webhook was answered), at most 2 s. */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 2_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within 2 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testEngines())('Wise bank transfers against the fake Wise on %s', (engine) => {
  let fake: FakeWiseServer;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeWiseServer();
    const wise = createWiseGateway({
      apiToken: fake.token,
      profileId: fake.profileId,
      baseUrl: fake.baseUrl,
      webhookPublicKey: fake.publicKeyPem,
      accountDetails: { USD: ACCOUNT_DETAILS },
      payLink: null,
      timeoutMs: 2_000,
    });
    t = await buildTestApp({ engine, testAuth: true, payments: { gateways: { wise } } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const db = () => t.database.db;
  const { row, grantsOf, membershipOf, eventsWithId, reviewsOf } = paymentRows(db, 'wise');
  /** Review entries that name Wise delivery `deliveryId` in their details. */
  const reviewsOfDelivery = async (deliveryId: string) =>
    (await db().selectFrom('paymentReviews').selectAll().where('provider', '=', 'wise').execute()).filter((review) => review.detailsJson.includes(deliveryId));

  async function createOrder(): Promise<{ user: TestUser; order: PaymentOrder; reference: string }> {
    const user = await createTestUser(db());
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wise/orders/create',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: { packageId: 'one-day', agreedToTerms: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = (response.json() as { data: PaymentOrder }).data;
    if (order.reference === null) throw new Error('the Wise order has no reference');
    return { user, order, reference: order.reference };
  }

  const post = (delivery: FakeWiseWebhook) => t.app.inject({ method: 'POST', url: '/api/v1/wise/webhook', headers: { ...delivery.headers, 'content-type': 'application/json' }, payload: delivery.rawBody });
  const statusCheck = async (user: TestUser, orderId: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/wise/orders/status/check', headers: { ...user.headers, 'content-type': 'application/json' }, payload: { orderId } });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: PaymentOrder }).data;
  };

  it('reconciliation still finds the credit of a transfer made days ago (Wise orders are looked at for 14 days, others for one)', async () => {
    const { order, reference } = await createOrder();
    // The order was made three days ago; no delivery ever came, the credit is in the statement.
    const threeDaysAgo = Date.now() - 72 * HOUR_MS;
    await db().updateTable('orders').set({ createdAt: threeDaysAgo }).where('id', '=', order.orderId).execute();
    fake.addCredit({ currency: 'USD', amount: '3.90', paymentReference: reference, senderName: 'LI WEI', at: threeDaysAgo + HOUR_MS });
    const result = await t.app.payments.reconcile();
    expect(result.completed).toBeGreaterThanOrEqual(1);
    expect((await row(order.orderId)).status).toBe('COMPLETED');
    expect(await grantsOf(order.orderId)).toHaveLength(1);
  });

  it('creates a bank-transfer order with a DG reference and our USD account details', async () => {
    const { order, reference } = await createOrder();
    expect(order).toMatchObject({ method: 'wise', provider: 'wise', testMode: true, status: 'PENDING', amountMinor: 390, currency: 'USD', accountDetails: ACCOUNT_DETAILS });
    expect(reference).toMatch(/^DG[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);
    expect((await row(order.orderId)).reference).toBe(reference);
  });

  it('answers a signed credit delivery at once, then matches it by reference in the statement: COMPLETED, granted once; the same delivery again does nothing more', async () => {
    const { user, order, reference } = await createOrder();
    const credit = fake.addCredit({ currency: 'USD', amount: '3.90', paymentReference: reference, senderName: 'ANN LEE' });
    const delivery = fake.webhook('balances#credit', { amount: '3.90', currency: 'USD' });
    const deliveryId = delivery.headers['x-delivery-id'] ?? '';
    expect(deliveryId).not.toBe('');

    // Wise answers slowly (the match reads balances, then the statement: ≥ 600 ms): the webhook is
    // answered while the order is still PENDING, the match completes it afterwards.
    fake.delayMs = 300;
    try {
      const response = await post(delivery);
      expect(response.statusCode, response.body).toBe(200);
      expect((await row(order.orderId)).status).toBe('PENDING');
      // The grant follows the completion in the same background task: wait for both.
      await eventually(async () => (await row(order.orderId)).status === 'COMPLETED' && (await grantsOf(order.orderId)).length > 0, 'the order completes and is granted');
    } finally {
      fake.delayMs = 0;
    }
    const completed = await row(order.orderId);
    expect(completed).toMatchObject({ providerRef: credit.referenceNumber, providerStatus: 'CREDIT', payerName: 'ANN LEE', reviewReason: null });
    expect(await grantsOf(order.orderId)).toHaveLength(1);
    const membership = await membershipOf(user.id);
    expect(Number(membership?.expireAt) - Number(membership?.startAt)).toBe(24 * HOUR_MS);
    expect(await eventsWithId(deliveryId)).toHaveLength(1);

    const reviewsBefore = (await db().selectFrom('paymentReviews').select('id').execute()).length;
    const requestsBefore = fake.requests.length;
    expect((await post(delivery)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fake.requests.length).toBe(requestsBefore);
    expect(await eventsWithId(deliveryId)).toHaveLength(1);
    expect(await grantsOf(order.orderId)).toHaveLength(1);
    expect(await row(order.orderId)).toEqual(completed);
    expect((await db().selectFrom('paymentReviews').select('id').execute()).length).toBe(reviewsBefore);
  });

  it('forged deliveries answer 400 and leave no trace', async () => {
    const { order, reference } = await createOrder();
    fake.addCredit({ currency: 'USD', amount: '3.90', paymentReference: reference });
    const tampered = fake.webhook('balances#credit', { amount: '3.90', currency: 'USD', tamper: true });
    const strangers = fake.webhook('balances#credit', { amount: '3.90', currency: 'USD', signWith: stranger.privateKey });
    const genuine = fake.webhook('balances#credit', { amount: '3.90', currency: 'USD' });
    const unsigned = { headers: Object.fromEntries(Object.entries(genuine.headers).filter(([name]) => name !== 'x-signature-sha256')), rawBody: genuine.rawBody };
    const requestsBefore = fake.requests.length;
    for (const delivery of [tampered, strangers, unsigned]) {
      expect((await post(delivery)).statusCode).toBe(400);
      expect(await eventsWithId(delivery.headers['x-delivery-id'] ?? '')).toHaveLength(0);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fake.requests.length).toBe(requestsBefore);
    expect((await row(order.orderId)).status).toBe('PENDING');
    expect(await grantsOf(order.orderId)).toHaveLength(0);
    // The money did arrive; the genuine delivery still completes the order.
    expect((await post(genuine)).statusCode).toBe(200);
    await eventually(async () => (await row(order.orderId)).status === 'COMPLETED' && (await grantsOf(order.orderId)).length > 0, 'the genuine delivery completes the order');
    expect(await grantsOf(order.orderId)).toHaveLength(1);
  });

  it('a credit whose reference matches no order, and one whose amount matches no order, go to the review list and complete nothing', async () => {
    const { order } = await createOrder();
    fake.addCredit({ currency: 'USD', amount: '3.90', paymentReference: 'DGNOTOURS9' });
    const strangeReference = fake.webhook('balances#credit', { amount: '3.90', currency: 'USD' });
    expect((await post(strangeReference)).statusCode).toBe(200);
    const strangeId = strangeReference.headers['x-delivery-id'] ?? '';
    await eventually(async () => (await reviewsOfDelivery(strangeId)).length === 1, 'a review entry for the credit');
    const [review] = await reviewsOfDelivery(strangeId);
    expect(review).toMatchObject({ provider: 'wise', settledAt: null, reason: expect.stringContaining('not confirmed by the statement') });
    // Every PENDING 3.90 USD order was a candidate (this one among them), none was confirmed.
    expect(review?.detailsJson).toContain(order.orderId);
    expect((await row(order.orderId)).status).toBe('PENDING');
    expect(await grantsOf(order.orderId)).toHaveLength(0);

    fake.addCredit({ currency: 'USD', amount: '7.77', paymentReference: 'DGNOTOURS8' });
    const strangeAmount = fake.webhook('balances#credit', { amount: '7.77', currency: 'USD' });
    expect((await post(strangeAmount)).statusCode).toBe(200);
    const amountId = strangeAmount.headers['x-delivery-id'] ?? '';
    await eventually(async () => (await reviewsOfDelivery(amountId)).length === 1, 'a review entry for the credit');
    expect(await reviewsOfDelivery(amountId)).toMatchObject([{ provider: 'wise', orderId: null, reason: 'credit matches no pending order' }]);
    expect(await db().selectFrom('orders').select('id').where('provider', '=', 'wise').where('status', '=', 'COMPLETED').where('amountMinor', '=', 777).execute()).toEqual([]);
  });

  it('a partial payment is reviewed and leaves the order PENDING; the operator’s manual settlement completes and grants once', async () => {
    const { user, order, reference } = await createOrder();
    fake.addCredit({ currency: 'USD', amount: '2.00', paymentReference: reference, senderName: 'BOB WU' });
    const partial = fake.webhook('balances#credit', { amount: '2.00', currency: 'USD' });
    expect((await post(partial)).statusCode).toBe(200);
    const partialId = partial.headers['x-delivery-id'] ?? '';
    await eventually(async () => (await reviewsOfDelivery(partialId)).length === 1, 'a review entry for the partial credit');
    expect((await row(order.orderId)).status).toBe('PENDING');

    // The status check finds the credit by its reference: the amount does not match, so it is flagged.
    expect((await statusCheck(user, order.orderId)).status).toBe('PENDING');
    const flagged = await row(order.orderId);
    expect(flagged).toMatchObject({ status: 'PENDING', reviewReason: 'amount 200 is not 390 (minor units)' });
    expect(await reviewsOf(order.orderId)).toMatchObject([{ provider: 'wise', settledAt: null }]);
    expect(await grantsOf(order.orderId)).toHaveLength(0);
    expect(await membershipOf(user.id)).toBeUndefined();

    // The payer sent the rest by another route; the operator checked it by hand.
    const settled = await t.app.payments.settleManually(order.orderId, 'rest paid, checked against the bank statement');
    expect(settled).toMatchObject({ status: 'COMPLETED', providerStatus: 'SETTLED_BY_OPERATOR', reviewReason: null });
    expect(await grantsOf(order.orderId)).toHaveLength(1);
    const reviews = await reviewsOf(order.orderId);
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) expect(review.settlement).toBe('granted: rest paid, checked against the bank statement');
    const membership = await membershipOf(user.id);
    expect(Number(membership?.expireAt) - Number(membership?.startAt)).toBe(24 * HOUR_MS);

    await t.app.payments.settleManually(order.orderId, 'clicked twice');
    expect(await grantsOf(order.orderId)).toHaveLength(1);
    expect(await membershipOf(user.id)).toEqual(membership);
    expect((await row(order.orderId)).status).toBe('COMPLETED');
  });
});
