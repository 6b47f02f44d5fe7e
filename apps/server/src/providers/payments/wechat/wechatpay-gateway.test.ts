import { createCipheriv, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWeChatPayServer, type FakeWeChatPayMode, type FakeWeChatPayServer } from '../../../test/fake-wechatpay-server.js';
import { PaymentGatewayError, type GatewayOrder, type PaymentRequest } from '../payment-gateway.js';
import { platformSignatureMessage, randomNonce, signMessage } from './wechatpay-crypto.js';
import { createWeChatPayGateway, WeChatPaySignatureError, wechatTradeStateForSpec, type WeChatPayConfig, type WeChatPayGateway } from './wechatpay-gateway.js';

const API_V3_KEY = 'abcdefghijklmnopqrstuvwxyz012345';
const MERCHANT_SERIAL = '408B07E79B8269FEC3D5D3E6AB8ED163A6A380DB';
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchantPem = merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

let counter = 0;
/** A fresh valid out_trade_no (22 base64url characters like our order ids). */
const newOrderId = () => `ORD${Date.now().toString(36)}${String(++counter).padStart(6, '0')}`.padEnd(22, 'x').slice(0, 22);

function paymentRequest(orderId: string, overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    orderId,
    amountMinor: 990,
    currency: 'CNY',
    description: '大理古城一日游',
    locale: 'zh-CN',
    returnUrl: 'https://example.test/return',
    cancelUrl: 'https://example.test/cancel',
    notifyUrl: 'https://example.test/api/payments/wechat/notify',
    clientIp: '203.0.113.7',
    expiresAt: Date.UTC(2030, 5, 8, 2, 34, 56),
    reference: null,
    ...overrides,
  };
}

const gatewayOrder = (orderId: string, amountMinor = 990): GatewayOrder => ({ orderId, providerRef: null, captureId: null, reference: null, amountMinor, currency: 'CNY', createdAt: Date.now() });

async function startFake(mode: FakeWeChatPayMode): Promise<FakeWeChatPayServer> {
  return startFakeWeChatPayServer({ mode, merchantPublicKey: merchant.publicKey, merchantSerialNo: MERCHANT_SERIAL, mchId: '1900009191', appId: 'wxd678efh567hg6787', apiV3Key: API_V3_KEY });
}

function gatewayFor(fake: FakeWeChatPayServer, overrides: Partial<WeChatPayConfig> = {}): WeChatPayGateway {
  return createWeChatPayGateway({
    appId: 'wxd678efh567hg6787',
    mchId: '1900009191',
    merchantSerialNo: MERCHANT_SERIAL,
    merchantPrivateKey: merchantPem,
    apiV3Key: API_V3_KEY,
    platformPublicKey: fake.mode === 'public-key' ? fake.platformPublicKey : null,
    baseUrl: fake.baseUrl,
    timeoutMs: 2000,
    ...overrides,
  });
}

async function gatewayError(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PaymentGatewayError);
  return error as PaymentGatewayError;
}

describe('wechatTradeStateForSpec', () => {
  it('keeps the spec states, folds USERPAYING into NOTPAY and anything new into UNKNOWN', () => {
    expect(wechatTradeStateForSpec('SUCCESS')).toBe('SUCCESS');
    expect(wechatTradeStateForSpec('REVOKED')).toBe('REVOKED');
    expect(wechatTradeStateForSpec('USERPAYING')).toBe('NOTPAY');
    expect(wechatTradeStateForSpec('SOMETHING_NEW')).toBe('UNKNOWN');
  });
});

describe('WeChat Pay gateway, public-key mode', () => {
  let fake: FakeWeChatPayServer;
  let gateway: WeChatPayGateway;
  beforeAll(async () => {
    fake = await startFake('public-key');
    gateway = gatewayFor(fake);
  });
  afterAll(() => fake.close());

  it('is WeChat in test mode against a fake, live against api.mch.weixin.qq.com', () => {
    expect(gateway.provider).toBe('wechat');
    expect(gateway.testMode).toBe(true);
    expect(gatewayFor(fake, { baseUrl: 'https://api.mch.weixin.qq.com' }).testMode).toBe(false);
  });

  it('creates a native order with a signed request and returns code_url', async () => {
    const orderId = newOrderId();
    const start = await gateway.start(paymentRequest(orderId, { description: '🏔'.repeat(130) }));
    expect(start.codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(start.providerRef).toBeNull();
    const recorded = fake.requests.at(-1);
    expect(recorded?.signatureValid).toBe(true);
    expect(recorded?.headers['user-agent']).toBeTruthy();
    expect(recorded?.headers.accept).toBe('application/json');
    const body = JSON.parse(recorded?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({
      appid: 'wxd678efh567hg6787',
      mchid: '1900009191',
      out_trade_no: orderId,
      time_expire: '2030-06-08T10:34:56+08:00',
      notify_url: 'https://example.test/api/payments/wechat/notify',
      amount: { total: 990, currency: 'CNY' },
      scene_info: { payer_client_ip: '203.0.113.7' },
    });
    expect(Array.from(String(body.description))).toHaveLength(127);
  });

  it('refuses other currencies without calling WeChat', async () => {
    const before = fake.requests.length;
    const error = await gatewayError(gateway.start(paymentRequest(newOrderId(), { currency: 'USD' })));
    expect(error.details.retryable).toBe(false);
    expect(fake.requests.length).toBe(before);
  });

  it('maps NOTPAY → pending, SUCCESS → paid with amount, transaction id and payer, then refund', async () => {
    const orderId = newOrderId();
    await gateway.start(paymentRequest(orderId));
    const pending = await gateway.confirm(gatewayOrder(orderId));
    expect(pending).toMatchObject({ state: 'pending', providerStatus: 'NOTPAY', orderId, amountMinor: 990, currency: 'CNY', paidAt: null });
    expect(fake.requests.at(-1)?.url).toBe(`/v3/pay/transactions/out-trade-no/${orderId}?mchid=1900009191`);

    const paidOrder = fake.pay(orderId);
    const paid = await gateway.confirm(gatewayOrder(orderId));
    expect(paid).toMatchObject({ state: 'paid', providerStatus: 'SUCCESS', orderId, providerRef: paidOrder.transactionId, amountMinor: 990, currency: 'CNY', payer: { id: paidOrder.openid } });
    expect(paid.paidAt).toBeTypeOf('number');

    const refund = await gateway.refund(gatewayOrder(orderId));
    expect(refund.providerStatus).toBe('PROCESSING');
    expect(JSON.parse(fake.requests.at(-1)?.body ?? '{}')).toMatchObject({ out_trade_no: orderId, out_refund_no: `R${orderId}`, amount: { refund: 990, total: 990, currency: 'CNY' } });
    expect((await gateway.confirm(gatewayOrder(orderId))).state).toBe('refunded');
    // Same out_refund_no again: the same refund, not a second one.
    expect((await gateway.refund(gatewayOrder(orderId))).providerStatus).toBe('PROCESSING');
  });

  it('reports what WeChat recorded even when it differs from our order', async () => {
    const orderId = newOrderId();
    await gateway.start(paymentRequest(orderId));
    fake.pay(orderId, { amountTotal: 1, currency: 'CNY' });
    expect(await gateway.confirm(gatewayOrder(orderId))).toMatchObject({ state: 'paid', amountMinor: 1 });
  });

  it('closes an order (204, signed empty body) → cancelled', async () => {
    const orderId = newOrderId();
    await gateway.start(paymentRequest(orderId));
    await gateway.close(orderId);
    expect(fake.requests.at(-1)).toMatchObject({ url: `/v3/pay/transactions/out-trade-no/${orderId}/close`, body: '{"mchid":"1900009191"}' });
    expect(await gateway.confirm(gatewayOrder(orderId))).toMatchObject({ state: 'cancelled', providerStatus: 'CLOSED' });
  });

  it('treats an unknown order as pending ORDER_NOT_EXIST', async () => {
    expect(await gateway.confirm(gatewayOrder(newOrderId()))).toMatchObject({ state: 'pending', providerStatus: 'ORDER_NOT_EXIST', amountMinor: null });
  });

  it('passes WeChat 4xx codes on as non-retryable', async () => {
    const orderId = newOrderId();
    await gateway.start(paymentRequest(orderId));
    const error = await gatewayError(gateway.start(paymentRequest(orderId, { amountMinor: 991 })));
    expect(error.details).toMatchObject({ provider: 'wechat', status: 400, code: 'OUT_TRADE_NO_USED', retryable: false });
    // Same body again is fine (WeChat answers the same code_url).
    expect((await gateway.start(paymentRequest(orderId))).codeUrl).toBeTruthy();
  });

  it('is refused with SIGN_ERROR when signing with the wrong merchant key', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const error = await gatewayError(gatewayFor(fake, { merchantPrivateKey: other }).start(paymentRequest(newOrderId())));
    expect(error.details).toMatchObject({ status: 401, code: 'SIGN_ERROR', retryable: false });
    expect(error.message).not.toContain('PRIVATE KEY');
  });

  it('treats an unsigned or mis-signed 2xx answer as forged', async () => {
    fake.failNext({ unsigned: true });
    const unsigned = await gatewayError(gateway.start(paymentRequest(newOrderId())));
    expect(unsigned.details).toMatchObject({ code: 'INVALID_SIGNATURE', retryable: false });
    expect(unsigned.cause).toBeInstanceOf(WeChatPaySignatureError);

    const orderId = newOrderId();
    await gateway.start(paymentRequest(orderId));
    fake.failNext({ misSigned: true });
    expect((await gatewayError(gateway.confirm(gatewayOrder(orderId)))).details).toMatchObject({ code: 'INVALID_SIGNATURE', retryable: false });
  });

  it('makes 500 / SYSTEM_ERROR and timeouts retryable', async () => {
    fake.failNext({ status: 500 });
    expect((await gatewayError(gateway.start(paymentRequest(newOrderId())))).details).toMatchObject({ status: 500, code: 'SYSTEM_ERROR', retryable: true });

    fake.delayNext(600);
    const quick = gatewayFor(fake, { timeoutMs: 150 });
    const timedOut = await gatewayError(quick.confirm(gatewayOrder(newOrderId())));
    expect(timedOut.details.retryable).toBe(true);
    expect(timedOut.message).toMatch(/timed out/);
  });

  it('makes network errors retryable', async () => {
    const closed = await startFake('public-key');
    await closed.close();
    expect((await gatewayError(gatewayFor(closed).start(paymentRequest(newOrderId())))).details.retryable).toBe(true);
  });

  describe('notifications', () => {
    let orderId: string;
    beforeAll(async () => {
      orderId = newOrderId();
      await gateway.start(paymentRequest(orderId));
      fake.pay(orderId);
    });

    it('verifies and decrypts a TRANSACTION.SUCCESS callback', async () => {
      const { headers, rawBody } = fake.notification(orderId, { eventId: 'EV-2018022511223320873' });
      // Node lower-cases header names; the adapter must not care.
      const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
      const event = await gateway.parseNotification(lower, rawBody);
      expect(event).toMatchObject({ eventId: 'EV-2018022511223320873', eventType: 'TRANSACTION.SUCCESS', observed: { state: 'paid', orderId, amountMinor: 990, currency: 'CNY' } });
      expect(event.observed.providerRef).toMatch(/^4200/);
    });

    const rejects = async (headers: Record<string, string | string[] | undefined>, rawBody: string, pattern: RegExp, target: WeChatPayGateway = gateway) => {
      await expect(target.parseNotification(headers, rawBody)).rejects.toThrow(WeChatPaySignatureError);
      await expect(target.parseNotification(headers, rawBody)).rejects.toThrow(pattern);
    };

    it('rejects a callback signed with another key', async () => {
      const { headers, rawBody } = fake.notification(orderId, { signWith: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey });
      await rejects(headers, rawBody, /bad platform signature/);
    });

    it('rejects a wrong or unknown public key id', async () => {
      const { headers, rawBody } = fake.notification(orderId, { serial: 'PUB_KEY_ID_0114000000000000000000000000' });
      await rejects(headers, rawBody, /unknown platform public key id/);
    });

    it('rejects stale and future timestamps (±300 s)', async () => {
      const stale = fake.notification(orderId, { timestampOffsetS: -301 });
      await rejects(stale.headers, stale.rawBody, /300/);
      const future = fake.notification(orderId, { timestampOffsetS: 400 });
      await rejects(future.headers, future.rawBody, /300/);
    });

    it('rejects WECHATPAY/SIGNTEST probes', async () => {
      const { headers, rawBody } = fake.notification(orderId, { signature: 'WECHATPAY/SIGNTEST/c2lnbmF0dXJl' });
      await rejects(headers, rawBody, /probe/);
    });

    it('rejects missing headers, a tampered body and a tampered signature', async () => {
      const { headers, rawBody } = fake.notification(orderId);
      const { ['Wechatpay-Nonce']: _nonce, ...withoutNonce } = headers;
      await rejects(withoutNonce, rawBody, /missing/);
      const body = fake.notification(orderId, { tamper: 'body' });
      await rejects(body.headers, body.rawBody, /bad platform signature/);
      const signature = fake.notification(orderId, { tamper: 'signature' });
      await rejects(signature.headers, signature.rawBody, /bad platform signature/);
    });

    it('rejects a validly signed callback whose ciphertext was altered (GCM tag)', async () => {
      const { headers, rawBody } = fake.notification(orderId, { tamper: 'ciphertext' });
      await rejects(headers, rawBody, /decryption failed/);
    });

    it('rejects a callback when our APIv3 key is not the one WeChat used', async () => {
      const { headers, rawBody } = fake.notification(orderId);
      await rejects(headers, rawBody, /decryption failed/, gatewayFor(fake, { apiV3Key: 'ZYXWVUTSRQPONMLKJIHGFEDCBA987654' }));
    });
  });
});

describe('WeChat Pay gateway, platform-certificate mode', () => {
  let fake: FakeWeChatPayServer;
  beforeAll(async () => {
    fake = await startFake('certificate');
  });
  afterAll(() => fake.close());

  const certificateDownloads = () => fake.requests.filter((request) => request.url === '/v3/certificates').length;

  it('downloads and decrypts certificates for an unknown serial, then verifies answers and callbacks', async () => {
    const gateway = gatewayFor(fake);
    const orderId = newOrderId();
    const before = certificateDownloads();
    expect((await gateway.start(paymentRequest(orderId))).codeUrl).toBeTruthy();
    expect(certificateDownloads()).toBe(before + 1);
    fake.pay(orderId);
    expect((await gateway.confirm(gatewayOrder(orderId))).state).toBe('paid');
    const { headers, rawBody } = fake.notification(orderId);
    expect(headers['Wechatpay-Serial']).toMatch(/^[0-9A-F]{40}$/);
    expect((await gateway.parseNotification(headers, rawBody)).observed.state).toBe('paid');
    // Known serial: no second download.
    expect(certificateDownloads()).toBe(before + 1);
  });

  it('downloads on the first callback too (nothing called before)', async () => {
    const orderId = newOrderId();
    await gatewayFor(fake).start(paymentRequest(orderId));
    const fresh = gatewayFor(fake);
    const before = certificateDownloads();
    const { headers, rawBody } = fake.notification(orderId);
    expect((await fresh.parseNotification(headers, rawBody)).observed.orderId).toBe(orderId);
    expect(certificateDownloads()).toBe(before + 1);
  });

  it('follows a certificate rotation, downloading at most once a minute for unknown serials', async () => {
    let offsetMs = 0;
    const gateway = gatewayFor(fake, { now: () => Date.now() + offsetMs });
    const orderId = newOrderId();
    await gateway.start(paymentRequest(orderId));
    const oldSerial = fake.currentSerial();
    const newSerial = fake.rotateCertificate();
    expect(newSerial).not.toBe(oldSerial);

    // Within the minute: the unknown serial is rejected without hammering WeChat.
    const before = certificateDownloads();
    const early = fake.notification(orderId);
    await expect(gateway.parseNotification(early.headers, early.rawBody)).rejects.toThrow(/unknown platform certificate serial/);
    expect(certificateDownloads()).toBe(before);

    offsetMs = 61_000;
    const later = fake.notification(orderId);
    expect(later.headers['Wechatpay-Serial']).toBe(newSerial);
    expect((await gateway.parseNotification(later.headers, later.rawBody)).eventType).toBe('TRANSACTION.SUCCESS');
    expect(certificateDownloads()).toBe(before + 1);
    // The old certificate stays trusted until it expires.
    const old = fake.notification(orderId, { platformSerial: oldSerial });
    expect(old.headers['Wechatpay-Serial']).toBe(oldSerial);
    expect((await gateway.parseNotification(old.headers, old.rawBody)).observed.orderId).toBe(orderId);
    // A callback claiming the old serial but signed with the new key does not verify.
    const mixed = fake.notification(orderId, { serial: oldSerial });
    await expect(gateway.parseNotification(mixed.headers, mixed.rawBody)).rejects.toThrow(/bad platform signature/);
  });

  it('refreshes the certificate list after 12 h even for a known serial, and keeps the known one if that fails', async () => {
    let offsetMs = 0;
    const gateway = gatewayFor(fake, { now: () => Date.now() + offsetMs });
    const orderId = newOrderId();
    await gateway.start(paymentRequest(orderId));
    const before = certificateDownloads();
    offsetMs = 12 * 60 * 60 * 1000 + 1000;
    // Our clock is now 12 h ahead of the fake's, so the refreshed list fails the ±300 s check;
    // the download still happened, and the callback (stamped 12 h ahead) verifies with the
    // certificate we already hold.
    const { headers, rawBody } = fake.notification(orderId, { timestampOffsetS: 12 * 60 * 60 + 1 });
    expect((await gateway.parseNotification(headers, rawBody)).observed.orderId).toBe(orderId);
    expect(certificateDownloads()).toBe(before + 1);
  });

  it('rejects a PUB_KEY_ID serial when no platform public key is configured', async () => {
    const orderId = newOrderId();
    const gateway = gatewayFor(fake);
    await gateway.start(paymentRequest(orderId));
    const { headers, rawBody } = fake.notification(orderId, { serial: 'PUB_KEY_ID_0114AAAA' });
    await expect(gateway.parseNotification(headers, rawBody)).rejects.toThrow(WeChatPaySignatureError);
  });

  it('rejects a certificate list it cannot decrypt (wrong APIv3 key) as a forged answer', async () => {
    const error = await gatewayError(gatewayFor(fake, { apiV3Key: 'ZYXWVUTSRQPONMLKJIHGFEDCBA987654' }).start(paymentRequest(newOrderId())));
    expect(error.details).toMatchObject({ code: 'INVALID_SIGNATURE', retryable: false });
  });
});

describe('WeChat Pay gateway, malformed but validly signed answers', () => {
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyId = 'PUB_KEY_ID_0114MALFORMED00000000000000000';
  /** Wechatpay-* headers signing `body` with the test platform key. */
  const signedHeaders = (body: string): Record<string, string> => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomNonce();
    return {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': keyId,
      'wechatpay-signature': signMessage(platformSignatureMessage(timestamp, nonce, body), platform.privateKey),
    };
  };
  /** A gateway whose every request is answered 200 with `body`, signed. */
  const answering = (body: string) =>
    createWeChatPayGateway({
      appId: 'wxd678efh567hg6787',
      mchId: '1900009191',
      merchantSerialNo: MERCHANT_SERIAL,
      merchantPrivateKey: merchantPem,
      apiV3Key: API_V3_KEY,
      platformPublicKey: { id: keyId, pem: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString() },
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2000,
      fetch: () => Promise.resolve(new Response(body, { status: 200, headers: signedHeaders(body) })),
    });
  const encrypted = (plaintext: string) => {
    const nonce = 'fGhIjKlMnOpQ';
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(API_V3_KEY, 'utf8'), Buffer.from(nonce, 'utf8'));
    cipher.setAAD(Buffer.from('transaction', 'utf8'));
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return { algorithm: 'AEAD_AES_256_GCM', ciphertext: data.toString('base64'), nonce, associated_data: 'transaction' };
  };

  it('refuses a query answer with a string amount, a non-text trade_state or a non-object as BAD_RESPONSE, never as paid', async () => {
    const orderId = newOrderId();
    const paidButStringAmount = { out_trade_no: orderId, transaction_id: '4200000001', trade_state: 'SUCCESS', amount: { total: '990', currency: 'CNY' } };
    for (const answer of [paidButStringAmount, { out_trade_no: orderId, trade_state: 7 }, 'SUCCESS']) {
      const error = await gatewayError(answering(JSON.stringify(answer)).confirm(gatewayOrder(orderId)));
      expect(error.details).toMatchObject({ provider: 'wechat', status: 200, code: 'BAD_RESPONSE', retryable: false });
    }
  });

  it('rejects a signed callback whose envelope or decrypted transaction has the wrong shape', async () => {
    const gateway = answering('{}');
    const badEnvelope = JSON.stringify({ id: 'EV-1', event_type: 'TRANSACTION.SUCCESS', resource: { ciphertext: 42, nonce: 'x' } });
    await expect(gateway.parseNotification(signedHeaders(badEnvelope), badEnvelope)).rejects.toThrow(WeChatPaySignatureError);
    const transaction = { out_trade_no: newOrderId(), trade_state: 'SUCCESS', amount: { total: '990', currency: 'CNY' } };
    const badResource = JSON.stringify({ id: 'EV-2', event_type: 'TRANSACTION.SUCCESS', resource: encrypted(JSON.stringify(transaction)) });
    await expect(gateway.parseNotification(signedHeaders(badResource), badResource)).rejects.toThrow(/not a transaction/);
    await expect(gateway.parseNotification(signedHeaders(badResource), badResource)).rejects.toThrow(WeChatPaySignatureError);
  });
});
