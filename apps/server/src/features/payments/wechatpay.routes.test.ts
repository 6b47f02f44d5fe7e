/**
 * WeChat Pay Native end to end against the local fake WeChat Pay (spec §4 payment states and full
 * flow, §7 `/wechat/pay/native/simple`, `/wechat/pay/query/{orderId}`, `/wechat/pay/notify`, §8
 * payment errors; integrations.md §2): the order is priced in CNY and answered with a QR image of
 * WeChat's code_url, the query says NOTPAY until paid, a signed and encrypted TRANSACTION.SUCCESS
 * callback completes and grants once and its repeat changes nothing, tampered / mis-signed / stale /
 * SIGNTEST callbacks answer 400 without a trace, a payment of another amount stays PENDING for
 * review, an unknown out_trade_no answers 404. In public-key and certificate mode, on SQLite and
 * PostgreSQL; every claim is checked in the database rows.
 */
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentOrder } from '@dali/shared/contracts/payments';
import { createWeChatPayGateway, type WeChatPayGateway } from '../../providers/payments/wechat/wechatpay-gateway.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { startFakeWeChatPayServer, type FakeNotificationOptions, type FakeWeChatPayMode, type FakeWeChatPayServer } from '../../test/fake-wechatpay-server.js';
import { paymentRows } from '../../test/payment-rows.js';
import { createTestUser, type TestUser } from '../../test/test-auth.js';
import { testEngines } from '../../test/test-databases.js';
import { qrImageOf } from './payments.presenter.js';

const HOUR_MS = 3_600_000;
const API_V3_KEY = 'abcdefghijklmnopqrstuvwxyz012345';
const MERCHANT_SERIAL = '408B07E79B8269FEC3D5D3E6AB8ED163A6A380DB';
const MCH_ID = '1900009191';
const APP_ID = 'wxd678efh567hg6787';
const UNKNOWN_ORDER_ID = 'ZZZZZZZZZZZZZZZZZZZZZZ';
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchantPem = merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });

const setups = testEngines().flatMap((engine) => (['public-key', 'certificate'] as const).map((mode: FakeWeChatPayMode) => ({ engine, mode })));

/** A WeChat Pay adapter pointed at `fake`. */
function gatewayFor(fake: FakeWeChatPayServer): WeChatPayGateway {
  return createWeChatPayGateway({
    appId: APP_ID,
    mchId: MCH_ID,
    merchantSerialNo: MERCHANT_SERIAL,
    merchantPrivateKey: merchantPem,
    apiV3Key: API_V3_KEY,
    platformPublicKey: fake.mode === 'public-key' ? fake.platformPublicKey : null,
    baseUrl: fake.baseUrl,
    timeoutMs: 2_000,
  });
}

describe.each(setups)('WeChat Pay against the fake WeChat Pay ($mode mode) on $engine', ({ engine, mode }) => {
  let fake: FakeWeChatPayServer;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeWeChatPayServer({ mode, merchantPublicKey: merchant.publicKey, merchantSerialNo: MERCHANT_SERIAL, mchId: MCH_ID, appId: APP_ID, apiV3Key: API_V3_KEY });
    t = await buildTestApp({ engine, testAuth: true, payments: { gateways: { wechat: gatewayFor(fake) } } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const db = () => t.database.db;
  const { row, grantsOf, membershipOf, eventsWithId, reviewsOf } = paymentRows(db, 'wechat');

  async function createOrder(): Promise<{ user: TestUser; order: PaymentOrder }> {
    const user = await createTestUser(db());
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wechat/pay/native/simple',
      headers: { ...user.headers, 'content-type': 'application/json', 'accept-language': 'zh-CN' },
      payload: { packageId: 'one-day', agreedToTerms: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { user, order: (response.json() as { data: PaymentOrder }).data };
  }

  const query = async (user: TestUser, orderId: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/wechat/pay/query/${orderId}`, headers: user.headers });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { tradeState: string; order: PaymentOrder } }).data;
  };

  const notify = (outTradeNo: string, options: FakeNotificationOptions = {}) => {
    const { headers, rawBody } = fake.notification(outTradeNo, options);
    return t.app.inject({ method: 'POST', url: '/api/v1/wechat/pay/notify', headers: { ...headers, 'content-type': 'application/json' }, payload: rawBody });
  };

  it('creates a Native order in CNY (2800 fen for one day) and answers a QR image of WeChat’s code_url; the query says NOTPAY', async () => {
    const { user, order } = await createOrder();
    expect(order).toMatchObject({ method: 'wechat', provider: 'wechat', testMode: true, status: 'PENDING', currency: 'CNY', amountMinor: 2800, amount: 28, paymentUrl: null });
    const stored = await row(order.orderId);
    expect(stored.codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(order.qrImage).toMatch(/^data:image\/png;base64,/);
    expect(order.qrImage).toBe(await qrImageOf(stored.codeUrl));
    expect(fake.orders.get(order.orderId)).toMatchObject({ amountTotal: 2800, currency: 'CNY', tradeState: 'NOTPAY' });

    const unpaid = await query(user, order.orderId);
    expect(unpaid.tradeState).toBe('NOTPAY');
    expect(unpaid.order.status).toBe('PENDING');
    expect(await row(order.orderId)).toMatchObject({ status: 'PENDING', providerStatus: 'NOTPAY' });
  });

  it('a signed TRANSACTION.SUCCESS callback completes and grants once; its repeat is acknowledged and changes nothing', async () => {
    const { user, order } = await createOrder();
    fake.pay(order.orderId);
    const eventId = `EV-${order.orderId}`;
    const first = await notify(order.orderId, { eventId });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ code: 'SUCCESS', message: 'OK' });
    const completed = await row(order.orderId);
    expect(completed).toMatchObject({ status: 'COMPLETED', providerStatus: 'SUCCESS', reviewReason: null });
    expect(completed.providerRef).toMatch(/^4200\d{24}$/);
    expect(await grantsOf(order.orderId)).toHaveLength(1);
    const membership = await membershipOf(user.id);
    expect(membership?.level).toBe('BASIC');
    expect(Number(membership?.expireAt) - Number(membership?.startAt)).toBe(24 * HOUR_MS);

    const again = await notify(order.orderId, { eventId });
    expect(again.statusCode).toBe(200);
    expect(await eventsWithId(eventId)).toHaveLength(1);
    expect(await row(order.orderId)).toEqual(completed);
    expect(await grantsOf(order.orderId)).toHaveLength(1);
    expect(await membershipOf(user.id)).toEqual(membership);

    const done = await query(user, order.orderId);
    expect(done.tradeState).toBe('SUCCESS');
    expect(done.order.qrImage).toBeNull();
    expect(await grantsOf(order.orderId)).toHaveLength(1);
  });

  it('tampered, mis-signed, stale and SIGNTEST callbacks answer 400 and leave no trace; the genuine one still counts', async () => {
    const { order } = await createOrder();
    fake.pay(order.orderId);
    const before = await row(order.orderId);
    const forgeries: [string, FakeNotificationOptions][] = [
      ['tampered body', { tamper: 'body' }],
      ['tampered ciphertext', { tamper: 'ciphertext' }],
      ['tampered signature', { tamper: 'signature' }],
      ['signed by a stranger', { signWith: stranger.privateKey }],
      ['encrypted with another key', { apiV3Key: 'ZYXWVUTSRQPONMLKJIHGFEDCBA987654' }],
      ['stale timestamp', { timestampOffsetS: -600 }],
      ['future timestamp', { timestampOffsetS: 600 }],
      ['signature probe', { signature: 'WECHATPAY/SIGNTEST/c2lnbmF0dXJl' }],
    ];
    for (const [what, options] of forgeries) {
      const eventId = `EV-forged-${what.replace(/\s/g, '-')}-${order.orderId}`;
      const response = await notify(order.orderId, { ...options, eventId });
      expect(response.statusCode, what).toBe(400);
      expect(await eventsWithId(eventId), what).toHaveLength(0);
    }
    expect(await row(order.orderId)).toEqual(before);
    expect(await grantsOf(order.orderId)).toHaveLength(0);

    expect((await notify(order.orderId)).statusCode).toBe(200);
    expect((await row(order.orderId)).status).toBe('COMPLETED');
    expect(await grantsOf(order.orderId)).toHaveLength(1);
  });

  it('a payment of another amount leaves the order PENDING, flagged, on the review list and not granted', async () => {
    const { user, order } = await createOrder();
    fake.pay(order.orderId, { amountTotal: 1 });
    const response = await notify(order.orderId);
    expect(response.statusCode).toBe(200);
    const flagged = await row(order.orderId);
    expect(flagged.status).toBe('PENDING');
    expect(flagged.reviewReason).toBe('amount 1 is not 2800 (minor units)');
    expect(await reviewsOf(order.orderId)).toMatchObject([{ provider: 'wechat', settledAt: null }]);
    expect(await grantsOf(order.orderId)).toHaveLength(0);

    // Asking WeChat (the page polls) gets the same answer: still PENDING, nothing granted, and the
    // same mismatch is not listed again on every poll.
    for (let poll = 0; poll < 3; poll++) expect((await query(user, order.orderId)).order.status).toBe('PENDING');
    expect((await row(order.orderId)).status).toBe('PENDING');
    expect(await reviewsOf(order.orderId)).toHaveLength(1);
    expect(await grantsOf(order.orderId)).toHaveLength(0);
    expect(await membershipOf(user.id)).toBeUndefined();
  });

  it('a genuine callback for an out_trade_no we do not have answers 404 and completes nothing', async () => {
    // The order exists at WeChat (made by another adapter), never here.
    await gatewayFor(fake).start({
      orderId: UNKNOWN_ORDER_ID,
      amountMinor: 2800,
      currency: 'CNY',
      description: '一日通',
      locale: 'zh-CN',
      returnUrl: 'https://example.test/r',
      cancelUrl: 'https://example.test/c',
      notifyUrl: 'https://example.test/n',
      clientIp: '203.0.113.7',
      expiresAt: Date.now() + HOUR_MS,
      reference: null,
    });
    fake.pay(UNKNOWN_ORDER_ID);
    const response = await notify(UNKNOWN_ORDER_ID, { eventId: 'EV-unknown-order' });
    expect(response.statusCode).toBe(404);
    // WeChat retries an unacknowledged callback with the same id: every retry is answered 404 too, never as a repeat.
    expect((await notify(UNKNOWN_ORDER_ID, { eventId: 'EV-unknown-order' })).statusCode).toBe(404);
    expect(await db().selectFrom('orders').select('id').where('id', '=', UNKNOWN_ORDER_ID).execute()).toEqual([]);
    expect(await db().selectFrom('membershipGrants').select('id').where('orderId', '=', UNKNOWN_ORDER_ID).execute()).toEqual([]);
  });
});
