/**
 * Exactly one grant per paid order under a storm (spec §4 payment states and full flow: one
 * completion, one grant; §7 notify / return / status calls; §8 no 500 for a repeat; integrations.md
 * §2.5 and §3.6 redelivered notifications): 50 deliveries of the same provider notification plus 50
 * return-URL / status calls, all in flight at once, for PayPal (capture webhook, success return URL,
 * GET /api/orders/:id) and WeChat Pay (notify, query). On SQLite, on PostgreSQL, and on two app
 * instances sharing one PostgreSQL (each with its own adapters and connection pool, requests split
 * between them as a load balancer would). Checked in the rows: one COMPLETED order, one
 * membership_grants row, the membership extended once, the notification's id stored once.
 */
import { generateKeyPairSync } from 'node:crypto';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentOrder } from '@dali/shared/contracts/payments';
import { openDatabase, type DatabaseEngine } from '../../db/database.js';
import { createPayPalGateway } from '../../providers/payments/paypal/paypal-gateway.js';
import { createWeChatPayGateway } from '../../providers/payments/wechat/wechatpay-gateway.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { startFakePayPalServer, type FakePayPalServer } from '../../test/fake-paypal-server.js';
import { startFakeWeChatPayServer, type FakeWeChatPayServer } from '../../test/fake-wechatpay-server.js';
import { createTestUser, type TestUser } from '../../test/test-auth.js';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/test-databases.js';

const DUPLICATES = 50;
const OTHER_CALLS = 50;
const DAY_MS = 24 * 3_600_000;
const API_V3_KEY = 'abcdefghijklmnopqrstuvwxyz012345';
const MERCHANT_SERIAL = '408B07E79B8269FEC3D5D3E6AB8ED163A6A380DB';
const MCH_ID = '1900009191';
const APP_ID = 'wxd678efh567hg6787';
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchantPem = merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

interface Setup {
  name: string;
  engine: DatabaseEngine;
  instances: 1 | 2;
}

const setups: Setup[] = testEngines().flatMap((engine): Setup[] => [
  { name: `one instance on ${engine}`, engine, instances: 1 },
  ...(engine === 'postgres' ? [{ name: 'two instances on one PostgreSQL', engine, instances: 2 as const }] : []),
]);

describe.each(setups)('one grant per order under duplicate notifications and concurrent calls: $name', ({ engine, instances }) => {
  let database: TestDatabase;
  let secondPool: ReturnType<typeof openDatabase> | null = null;
  const apps: TestApp[] = [];
  let paypalFake: FakePayPalServer;
  let wechatFake: FakeWeChatPayServer;
  /** The instance that serves request `i` (round robin). */
  const pick = (i: number): TestApp => {
    const app = apps[i % apps.length];
    if (!app) throw new Error('no app instance');
    return app;
  };

  beforeAll(async () => {
    paypalFake = await startFakePayPalServer();
    wechatFake = await startFakeWeChatPayServer({ mode: 'public-key', merchantPublicKey: merchant.publicKey, merchantSerialNo: MERCHANT_SERIAL, mchId: MCH_ID, appId: APP_ID, apiV3Key: API_V3_KEY });
    database = await createTestDatabase(engine);
    // Each instance has its own adapters (own token cache), as separate processes would.
    const payments = () => ({
      gateways: {
        paypal: createPayPalGateway({ baseUrl: paypalFake.baseUrl, clientId: paypalFake.clientId, clientSecret: paypalFake.clientSecret, webhookId: paypalFake.webhookId, brandName: 'Dali Guide', timeoutMs: 5_000 }),
        wechat: createWeChatPayGateway({
          appId: APP_ID,
          mchId: MCH_ID,
          merchantSerialNo: MERCHANT_SERIAL,
          merchantPrivateKey: merchantPem,
          apiV3Key: API_V3_KEY,
          platformPublicKey: wechatFake.platformPublicKey,
          baseUrl: wechatFake.baseUrl,
          timeoutMs: 5_000,
        }),
      },
    });
    apps.push(await buildTestApp({ database, testAuth: true, payments: payments() }));
    if (instances === 2) {
      // The second instance gets its own connection pool to the same schema, like a second process.
      const pool = openDatabase({ url: process.env.TEST_DATABASE_URL ?? '', baseDir: os.tmpdir(), schema: database.schema, poolMax: 5 });
      secondPool = pool;
      apps.push(await buildTestApp({ database: { ...pool, schema: database.schema, cleanup: () => pool.destroy() }, testAuth: true, payments: payments() }));
    }
  });
  afterAll(async () => {
    for (const t of apps.reverse()) await t.close();
    await secondPool?.destroy();
    await database.cleanup();
    await paypalFake.close();
    await wechatFake.close();
  });

  const db = () => database.db;

  async function createOrder(url: string, body: Record<string, unknown>): Promise<{ user: TestUser; order: PaymentOrder }> {
    const user = await createTestUser(db());
    const response = await pick(0).app.inject({ method: 'POST', url, headers: { ...user.headers, 'content-type': 'application/json' }, payload: body });
    expect(response.statusCode, response.body).toBe(200);
    return { user, order: (response.json() as { data: PaymentOrder }).data };
  }

  /** The rows that must show one completion and one grant. */
  async function expectGrantedOnce(input: { user: TestUser; orderId: string; provider: string; eventId: string; statuses: number[] }) {
    expect(input.statuses).toHaveLength(DUPLICATES + OTHER_CALLS);
    expect(input.statuses.filter((status) => status < 200 || status >= 400)).toEqual([]);
    const order = await db().selectFrom('orders').selectAll().where('id', '=', input.orderId).executeTakeFirstOrThrow();
    expect(order.status).toBe('COMPLETED');
    expect(await db().selectFrom('orders').select('id').where('userId', '=', input.user.id).where('status', '=', 'COMPLETED').execute()).toHaveLength(1);
    const grants = await db().selectFrom('membershipGrants').selectAll().where('orderId', '=', input.orderId).execute();
    expect(grants).toHaveLength(1);
    expect(await db().selectFrom('membershipGrants').select('id').where('userId', '=', input.user.id).execute()).toHaveLength(1);
    const membership = await db().selectFrom('memberships').selectAll().where('userId', '=', input.user.id).executeTakeFirstOrThrow();
    expect(Number(membership.expireAt) - Number(membership.startAt)).toBe(DAY_MS);
    expect(Number(membership.expireAt)).toBe(Number(grants[0]?.expireAt));
    const events = await db().selectFrom('paymentEvents').selectAll().where('provider', '=', input.provider).where('eventId', '=', input.eventId).execute();
    expect(events).toHaveLength(1);
    expect(events[0]?.orderId).toBe(input.orderId);
  }

  it('PayPal: 50 deliveries of one capture webhook, 25 return URLs and 25 status queries at once', async () => {
    const { user, order } = await createOrder('/api/v1/api/orders/create', { packageId: 'one-day', method: 'paypal', agreedToTerms: true });
    const paypalId = (await db().selectFrom('orders').select('providerRef').where('id', '=', order.orderId).executeTakeFirstOrThrow()).providerRef ?? '';
    paypalFake.approve(paypalId);
    // PayPal captured (the payer's browser is on its way back, the webhook is being sent).
    await createPayPalGateway({ baseUrl: paypalFake.baseUrl, clientId: paypalFake.clientId, clientSecret: paypalFake.clientSecret, webhookId: null, brandName: 'Dali Guide', timeoutMs: 5_000 }).capture({
      orderId: order.orderId,
      providerRef: paypalId,
      captureId: null,
      reference: null,
      amountMinor: 390,
      currency: 'USD',
      createdAt: Date.now(),
    });
    const event = paypalFake.webhookEvent('PAYMENT.CAPTURE.COMPLETED', paypalId);
    const rawBody = JSON.stringify(event);

    const responses = await Promise.all([
      ...Array.from({ length: DUPLICATES }, (_, i) => {
        // Each redelivery is a new transmission of the same event.
        const signed = paypalFake.signEvent(rawBody);
        return pick(i).app.inject({ method: 'POST', url: '/api/v1/payment/paypal/webhook', headers: { ...signed.headers, 'content-type': 'application/json' }, payload: signed.rawBody });
      }),
      ...Array.from({ length: OTHER_CALLS }, (_, i) =>
        i % 2 === 0
          ? pick(i).app.inject({ method: 'GET', url: `/api/v1/payment/paypal/success?token=${paypalId}&PayerID=PAYER${i}` })
          : pick(i).app.inject({ method: 'GET', url: `/api/v1/api/orders/${order.orderId}`, headers: user.headers }),
      ),
    ]);
    for (const response of responses.slice(DUPLICATES)) {
      if (response.statusCode === 302) expect(response.headers.location).toBe(`/payment/return?orderId=${order.orderId}&outcome=approved`);
    }
    await expectGrantedOnce({ user, orderId: order.orderId, provider: 'paypal', eventId: String(event.id), statuses: responses.map((r) => r.statusCode) });
  }, 60_000);

  it('WeChat Pay: 50 deliveries of one payment callback and 50 order queries at once', async () => {
    const { user, order } = await createOrder('/api/v1/wechat/pay/native/simple', { packageId: 'one-day', agreedToTerms: true });
    wechatFake.pay(order.orderId);
    const eventId = `EV-storm-${order.orderId}`;

    const responses = await Promise.all([
      ...Array.from({ length: DUPLICATES }, (_, i) => {
        // WeChat retries with the same callback id, freshly encrypted and signed each time.
        const { headers, rawBody } = wechatFake.notification(order.orderId, { eventId });
        return pick(i).app.inject({ method: 'POST', url: '/api/v1/wechat/pay/notify', headers: { ...headers, 'content-type': 'application/json' }, payload: rawBody });
      }),
      ...Array.from({ length: OTHER_CALLS }, (_, i) => pick(i).app.inject({ method: 'GET', url: `/api/v1/wechat/pay/query/${order.orderId}`, headers: user.headers })),
    ]);
    for (const response of responses.slice(DUPLICATES)) {
      expect((response.json() as { data: { tradeState: string } }).data.tradeState).toMatch(/^(SUCCESS|NOTPAY)$/);
    }
    await expectGrantedOnce({ user, orderId: order.orderId, provider: 'wechat', eventId, statuses: responses.map((r) => r.statusCode) });
  }, 60_000);
});
