/**
 * Payment routes with the embedded test checkout (spec §2, §4, §5, §7, §8): order creation and its
 * validation in three locales, the checkout page, pay / cancel / fail, status query, my orders,
 * MEMBERSHIP_ACTIVE, refunds and manual settlement, on SQLite and PostgreSQL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@dali/shared/errors';
import type { PaymentOrder } from '@dali/shared/contracts/payments';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTestUser, type TestUser } from '../../test/test-auth.js';
import { testEngines } from '../../test/test-databases.js';

type Json = { code: number; message: string; data: unknown };

describe.each(testEngines())('payment routes (test checkout) on %s', (engine) => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await buildTestApp({ engine, testAuth: true });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    await t.database.db.deleteFrom('memberships').execute();
  });

  const create = async (body: Record<string, unknown>, headers: Record<string, string> = user.headers, url = '/api/v1/api/orders/create') =>
    t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: body });
  const orderOf = (response: { json(): unknown }) => (response.json() as { data: PaymentOrder }).data;
  const membershipOf = async (userId: string) => t.database.db.selectFrom('memberships').selectAll().where('userId', '=', userId).executeTakeFirst();
  const grantsOf = async (orderId: string) => t.database.db.selectFrom('membershipGrants').selectAll().where('orderId', '=', orderId).execute();

  it('needs a login to create an order (401 NOT_LOGGED_IN)', async () => {
    const response = await create({ packageId: 'one-day', method: 'paypal', agreedToTerms: true }, {});
    expect(response.statusCode).toBe(401);
    expect((response.json() as Json).code).toBe(ERRORS.NOT_LOGGED_IN.code);
  });

  it('refuses an order without agreeing to the terms, an unknown method, or an unknown package — and stores nothing', async () => {
    user = await createTestUser(t.database.db);
    for (const [body, status, code] of [
      [{ packageId: 'one-day', method: 'paypal' }, 400, ERRORS.BAD_REQUEST.code],
      [{ packageId: 'one-day', method: 'paypal', agreedToTerms: false }, 400, ERRORS.BAD_REQUEST.code],
      [{ packageId: 'one-day', method: 'alipay', agreedToTerms: true }, 400, ERRORS.BAD_REQUEST.code],
      [{ packageId: 'one-year', method: 'paypal', agreedToTerms: true }, 404, ERRORS.NOT_FOUND.code],
    ] as const) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect((response.json() as Json).code).toBe(code);
    }
    const zh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/api/orders/create',
      headers: { ...user.headers, 'accept-language': 'zh-CN', 'content-type': 'application/json' },
      payload: { packageId: 'one-day', method: 'paypal' },
    });
    expect(zh.statusCode).toBe(400);
    expect(/[\u4e00-\u9fff]/.test((zh.json() as Json).message)).toBe(true);
    expect(await t.database.db.selectFrom('orders').selectAll().where('userId', '=', user.id).execute()).toEqual([]);
  });

  it('creates a PayPal-method order on the test checkout with the package price fixed, then pays it once and grants once', async () => {
    user = await createTestUser(t.database.db);
    const created = await create({ packageId: 'one-week', method: 'paypal', agreedToTerms: true });
    expect(created.statusCode).toBe(200);
    const order = orderOf(created);
    expect(order).toMatchObject({ packageId: 'one-week', method: 'paypal', provider: 'sandbox', testMode: true, status: 'PENDING', amountMinor: 990, amount: 9.9, currency: 'USD', reference: null, qrImage: null });
    expect(order.orderId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(order.paymentUrl).toMatch(new RegExp(`/payment/sandbox/${order.orderId}$`));

    const page = await t.app.inject({ method: 'GET', url: `/payment/sandbox/${order.orderId}`, headers: { 'accept-language': 'en-US' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('$9.90');
    expect(page.body).toContain('Awaiting payment');
    expect(page.body).toContain(`/api/v1/payment/sandbox/${order.orderId}/pay`);

    const pending = await t.app.inject({ method: 'GET', url: `/api/v1/api/orders/${order.orderId}`, headers: user.headers });
    expect(orderOf(pending).status).toBe('PENDING');

    // As the page's form posts it: form-encoded and empty.
    const paid = await t.app.inject({ method: 'POST', url: `/api/v1/payment/sandbox/${order.orderId}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/payment/return?orderId=${order.orderId}&outcome=approved`);
    const after = orderOf(await t.app.inject({ method: 'GET', url: `/api/v1/api/orders/${order.orderId}`, headers: user.headers }));
    expect(after).toMatchObject({ status: 'COMPLETED', paymentUrl: null, payerName: 'Test payer' });
    expect(after.paidAt).not.toBeNull();

    // Paying again, querying again: nothing more is granted.
    await t.app.inject({ method: 'POST', url: `/api/v1/payment/sandbox/${order.orderId}/pay` });
    await t.app.inject({ method: 'GET', url: `/api/v1/api/orders/${order.orderId}`, headers: user.headers });
    expect(await grantsOf(order.orderId)).toHaveLength(1);
    const membership = await membershipOf(user.id);
    expect(membership?.level).toBe('STANDARD');
    expect(Number(membership?.expireAt) - Number(membership?.startAt)).toBe(168 * 3_600_000);

    const events = await t.database.db.selectFrom('paymentEvents').select('kind').where('orderId', '=', order.orderId).execute();
    expect(events.map((e) => e.kind)).toContain('create');
  });

  it('prices WeChat Pay in CNY from the package data and gives a QR image of the test checkout', async () => {
    user = await createTestUser(t.database.db);
    const order = orderOf(await create({ packageId: 'one-day', agreedToTerms: true }, user.headers, '/api/v1/wechat/pay/native/simple'));
    expect(order).toMatchObject({ method: 'wechat', provider: 'sandbox', currency: 'CNY', amountMinor: 2800, amount: 28 });
    expect(order.qrImage).toMatch(/^data:image\/png;base64,/);
    const query = await t.app.inject({ method: 'GET', url: `/api/v1/wechat/pay/query/${order.orderId}`, headers: user.headers });
    expect((query.json() as { data: { tradeState: string } }).data.tradeState).toBe('NOTPAY');
    await t.app.inject({ method: 'POST', url: `/api/v1/payment/sandbox/${order.orderId}/pay` });
    const done = (await t.app.inject({ method: 'GET', url: `/api/v1/wechat/pay/query/${order.orderId}`, headers: user.headers })).json() as { data: { tradeState: string; order: PaymentOrder } };
    expect(done.data.tradeState).toBe('SUCCESS');
    expect(done.data.order.qrImage).toBeNull();
  });

  it('gives a Wise order a bank reference and the test account note, and completes it through the status check', async () => {
    user = await createTestUser(t.database.db);
    const order = orderOf(await create({ packageId: 'one-day', agreedToTerms: true }, { ...user.headers, 'accept-language': 'zh-HK' }, '/api/v1/wise/orders/create'));
    expect(order.reference).toMatch(/^TS[A-Z2-9]{8}$/);
    expect(order.accountDetails.join(' ')).toContain('測試模式');
    const unpaid = await t.app.inject({ method: 'POST', url: '/api/v1/wise/orders/status/check', headers: user.headers, payload: { orderId: order.orderId } });
    expect(orderOf(unpaid).status).toBe('PENDING');
    await t.app.inject({ method: 'POST', url: `/api/v1/payment/sandbox/${order.orderId}/pay` });
    const paid = await t.app.inject({ method: 'POST', url: '/api/v1/wise/orders/status/check', headers: user.headers, payload: { orderId: order.orderId } });
    expect(orderOf(paid).status).toBe('COMPLETED');
  });

  it('cancels and fails orders from the checkout, and a payment after a cancel still completes the order', async () => {
    user = await createTestUser(t.database.db);
    const cancelled = orderOf(await create({ packageId: 'one-day', method: 'paypal', agreedToTerms: true }));
    const response = await t.app.inject({ method: 'POST', url: `/api/v1/payment/sandbox/${cancelled.orderId}/cancel` });
    expect(response.headers.location).toContain('outcome=cancelled');
    expect(orderOf(await t.app.inject({ method: 'GET', url: `/api/v1/api/orders/${cancelled.orderId}`, headers: user.headers })).status).toBe('CANCELLED');

    const failed = orderOf(await create({ packageId: 'one-day', method: 'paypal', agreedToTerms: true }));
    await t.app.inject({ method: 'POST', url: `/api/v1/payment/sandbox/${failed.orderId}/fail` });
    expect(orderOf(await t.app.inject({ method: 'GET', url: `/api/v1/api/orders/${failed.orderId}`, headers: user.headers })).status).toBe('FAILED');
    expect(await membershipOf(user.id)).toBeUndefined();

    // The payer cancels in our page, but the provider took the money after all: the order completes.
    const late = orderOf(await create({ packageId: 'one-day', method: 'paypal', agreedToTerms: true }));
    expect(orderOf(await t.app.inject({ method: 'POST', url: `/api/v1/api/orders/${late.orderId}/cancel`, headers: user.headers })).status).toBe('CANCELLED');
    const gateway = (await t.app.inject({ method: 'GET', url: `/payment/sandbox/${late.orderId}` })).body;
    expect(gateway).not.toContain('/pay"');
  });

  it('answers 404 ORDER_NOT_FOUND for an unknown order and for someone else’s', async () => {
    user = await createTestUser(t.database.db);
    const other = await createTestUser(t.database.db);
    const order = orderOf(await create({ packageId: 'one-day', method: 'paypal', agreedToTerms: true }));
    for (const [url, headers] of [
      [`/api/v1/api/orders/${order.orderId}`, other.headers],
      ['/api/v1/api/orders/AAAAAAAAAAAAAAAAAAAAAA', user.headers],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(404);
      expect((response.json() as Json).code).toBe(ERRORS.ORDER_NOT_FOUND.code);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/api/orders/not-an-id', headers: user.headers })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/payment/sandbox/AAAAAAAAAAAAAAAAAAAAAA/pay' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/payment/sandbox/AAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
  });

  it('tells a member the current plan and expiry first (409 MEMBERSHIP_ACTIVE), then extends from the expiry when confirmed', async () => {
    user = await createTestUser(t.database.db);
    const first = orderOf(await create({ packageId: 'one-day', method: 'paypal', agreedToTerms: true }));
    await t.app.inject({ method: 'POST', url: `/api/v1/payment/sandbox/${first.orderId}/pay` });
    const before = await membershipOf(user.id);

    const refused = await create({ packageId: 'one-week', method: 'paypal', agreedToTerms: true }, { ...user.headers, 'accept-language': 'en-US' });
    expect(refused.statusCode).toBe(409);
    const body = refused.json() as Json & { data: { planName: string; membershipExpireTime: string } };
    expect(body.code).toBe(ERRORS.MEMBERSHIP_ACTIVE.code);
    expect(body.data.planName).toBe('One-day pass');
    expect(body.data.membershipExpireTime).toBe(new Date(Number(before?.expireAt)).toISOString());
    expect(body.message).toContain('One-day pass');

    const second = orderOf(await create({ packageId: 'one-week', method: 'paypal', agreedToTerms: true, confirmExtend: true }));
    await t.app.inject({ method: 'POST', url: `/api/v1/payment/sandbox/${second.orderId}/pay` });
    const after = await membershipOf(user.id);
    expect(Number(after?.expireAt)).toBe(Number(before?.expireAt) + 168 * 3_600_000);
    expect(after?.level).toBe('STANDARD');
  });

  it('tells anyone which methods are offered and that the test checkout takes them (TEST MODE)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/payments/methods' });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: { methods: unknown[] } }).data.methods).toEqual([
      { method: 'wise', available: true, testMode: true, currency: null },
      { method: 'paypal', available: true, testMode: true, currency: null },
      { method: 'wechat', available: true, testMode: true, currency: 'CNY' },
    ]);
  });

  it('lists the caller’s orders newest first, and only theirs', async () => {
    user = await createTestUser(t.database.db);
    const a = orderOf(await create({ packageId: 'one-day', method: 'paypal', agreedToTerms: true }));
    const b = orderOf(await create({ packageId: 'one-month', method: 'wise', agreedToTerms: true }));
    const other = await createTestUser(t.database.db);
    await create({ packageId: 'one-day', method: 'paypal', agreedToTerms: true }, other.headers);
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/api/orders', headers: user.headers })).json() as { data: { orders: PaymentOrder[] } };
    expect(new Set(list.data.orders.map((o) => o.orderId))).toEqual(new Set([a.orderId, b.orderId]));
    expect((list.data.orders[0]?.createdAt ?? '') >= (list.data.orders[1]?.createdAt ?? '')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/api/orders' })).statusCode).toBe(401);
  });
});

describe('payment methods without a provider and without the test checkout (PAYMENTS_SANDBOX=false)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ testAuth: true, env: { PAYMENTS_SANDBOX: 'false' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('offers no method, and refuses an order with PAYMENT_METHOD_UNAVAILABLE, storing nothing', async () => {
    const methods = (await t.app.inject({ method: 'GET', url: '/api/v1/payments/methods' })).json() as { data: { methods: { available: boolean }[] } };
    expect(methods.data.methods.map((m) => m.available)).toEqual([false, false, false]);
    const user = await createTestUser(t.database.db);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/api/orders/create', headers: user.headers, payload: { packageId: 'one-day', method: 'paypal', agreedToTerms: true } });
    expect(response.statusCode).toBe(400);
    expect((response.json() as Json).code).toBe(ERRORS.PAYMENT_METHOD_UNAVAILABLE.code);
    expect(await t.database.db.selectFrom('orders').selectAll().execute()).toEqual([]);
  });
});
