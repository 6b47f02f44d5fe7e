import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { VISITOR_FINGERPRINT_HEADER } from '@dali/shared/contracts/membership';
import type { Locale } from '@dali/shared/locales';
import { formatMessage } from '@dali/shared/messages';
import { AppError } from '../../lib/app-error.js';
import { createManualClock } from '../../test/accounts-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { counterRows, createMembershipServices } from '../../test/membership-helpers.js';
import { createTestUser, type TestUser } from '../../test/test-auth.js';
import { testEngines } from '../../test/test-databases.js';

const LOCALES: Locale[] = ['en-US', 'zh-CN', 'zh-HK'];
const HOUR = 3_600_000;

/** Test-only metered routes, as chat, planner, translation and voice will use the helper. */
function registerMeteredTestRoutes(app: TestApp['app']) {
  const meter = app.quotaMeter;
  app.post('/test/plan', { ...meter.metered('planner') }, async () => ({ ok: true }));
  app.post(
    '/test/translate',
    {
      schema: { body: z.object({ text: z.string().check(z.minLength(1), z.maxLength(5000)) }) },
      ...meter.metered<{ text: string }>('translation_chars', (request) => request.body.text.length),
    },
    async () => ({ ok: true }),
  );
  app.post('/test/voice-fails', { ...meter.metered('voice') }, async () => {
    throw new AppError('SERVICE_UNAVAILABLE');
  });
  app.post('/test/voice-by-hand', async (request) => {
    const receipt = await meter.consume(request, 'voice');
    // The work failed after the answer had started: the handler gives the use back itself.
    await meter.refund(receipt);
    return { payer: receipt.payer };
  });
}

describe.each(testEngines())('membership routes on %s', (engine) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  const clock = createManualClock();
  let addressCounter = 0;
  /** A client address of its own, so tests do not share the per-address visitor ceiling. */
  const newAddress = () => `198.51.100.${(addressCounter += 1)}`;

  beforeAll(async () => {
    t = await buildTestApp({
      engine,
      testAuth: true,
      env: { MEMBERSHIP_PAYMENT_URLS: 'one-day=https://pay.example/day', MEMBERSHIP_QR_IMAGES: 'one-day=/images/qr-day.png' },
      membership: { now: clock.now },
      beforeReady: registerMeteredTestRoutes,
    });
    alice = await createTestUser(t.database.db, { username: 'alice' });
    bob = await createTestUser(t.database.db, { username: 'bob' });
  });
  afterAll(() => t.close());

  const get = (url: string, options: { user?: TestUser; locale?: Locale; fingerprint?: string; address?: string } = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      remoteAddress: options.address ?? '127.0.0.1',
      headers: { 'accept-language': options.locale ?? 'en-US', ...options.user?.headers, ...(options.fingerprint ? { [VISITOR_FINGERPRINT_HEADER]: options.fingerprint } : {}) },
    });
  const post = (url: string, options: { user?: TestUser; locale?: Locale; fingerprint?: string; address?: string; payload?: unknown } = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: options.address ?? '127.0.0.1',
      payload: options.payload ?? {},
      headers: { 'accept-language': options.locale ?? 'en-US', ...options.user?.headers, ...(options.fingerprint ? { [VISITOR_FINGERPRINT_HEADER]: options.fingerprint } : {}) },
    });
  let grantCounter = 0;
  /** Grant through the service the payments feature will call (same database and clock as the app). */
  const grant = (user: TestUser, what: { packageId: string } | { level: 'VIP' | 'TRIAL'; durationHours: number }) =>
    createMembershipServices(t.database.db, { now: clock.now }).membershipService.grantMembership({ userId: user.id, orderId: `test-${(grantCounter += 1)}`, ...what });

  describe('GET /api/v1/membership/plans/current-user', () => {
    it.each(LOCALES)('answers 401 "not logged in" to a visitor (%s)', async (locale) => {
      const response = await get('/api/v1/membership/plans/current-user', { locale });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 40101, message: formatMessage('server.notLoggedIn', locale), data: null });
    });

    it('answers null for an account that never had a membership', async () => {
      const response = await get('/api/v1/membership/plans/current-user', { user: bob });
      expect(response.json()).toEqual({ code: 0, message: 'Success', data: null });
    });

    it('answers the membership with its plan name in each locale, and still after it expired', async () => {
      const carol = await createTestUser(t.database.db, { username: 'carol' });
      const start = clock.now();
      await grant(carol, { packageId: 'one-week' });
      const names: Record<Locale, string> = { 'en-US': 'One-week pass', 'zh-CN': '一周通', 'zh-HK': '一週通' };
      for (const locale of LOCALES) {
        const response = await get('/api/v1/membership/plans/current-user', { user: carol, locale });
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toEqual({
          userLevel: 'STANDARD',
          planName: names[locale],
          packageId: 'one-week',
          membershipStartTime: new Date(start).toISOString(),
          membershipExpireTime: new Date(start + 168 * HOUR).toISOString(),
          apiPermissions: [
            { apiName: 'chat', totalLimit: 999999, timeLimitHours: 168, dailyLimit: 200 },
            { apiName: 'planner', totalLimit: 5, timeLimitHours: 168, dailyLimit: 999999 },
            { apiName: 'translation_chars', totalLimit: 10000, timeLimitHours: 168, dailyLimit: 999999 },
            { apiName: 'voice', totalLimit: 999999, timeLimitHours: 168, dailyLimit: 50 },
          ],
        });
      }
      clock.advance(200 * HOUR);
      const expired = await get('/api/v1/membership/plans/current-user', { user: carol, locale: 'zh-CN' });
      expect(expired.json().data).toMatchObject({ userLevel: 'STANDARD', planName: '一周通', membershipExpireTime: new Date(start + 168 * HOUR).toISOString() });
    });

    it('names an operator grant of a bare level after the level', async () => {
      const dave = await createTestUser(t.database.db, { username: 'dave' });
      await grant(dave, { level: 'TRIAL', durationHours: 72 });
      const planNames = await Promise.all(LOCALES.map(async (locale) => (await get('/api/v1/membership/plans/current-user', { user: dave, locale })).json().data.planName));
      expect(planNames).toEqual(['Trial', '体验会员', '體驗會員']);
    });
  });

  describe('GET /api/v1/membership/packages', () => {
    it('lists the packages in price order with names and descriptions in each locale', async () => {
      const names: Record<Locale, string[]> = {
        'en-US': ['One-day pass', 'One-week pass', 'One-month pass'],
        'zh-CN': ['一日通', '一周通', '一月通'],
        'zh-HK': ['一日通', '一週通', '一月通'],
      };
      for (const locale of LOCALES) {
        const response = await get('/api/v1/membership/packages', { locale });
        expect(response.statusCode).toBe(200);
        const { packages } = response.json().data as { packages: { name: string; description: string }[] };
        expect(packages.map((p) => p.name)).toEqual(names[locale]);
        expect(packages.every((p) => p.description.length > 0)).toBe(true);
      }
      const { packages } = (await get('/api/v1/membership/packages', { locale: 'zh-HK' })).json().data;
      expect(packages[0]).toMatchObject({
        id: 'one-day',
        serviceType: 'one-day',
        level: 'BASIC',
        price: 3.9,
        priceMinor: 390,
        currency: 'USD',
        durationHours: 24,
        paymentUrl: 'https://pay.example/day',
        qrImage: '/images/qr-day.png',
        description: expect.stringContaining('24 小時'),
      });
      expect(packages.map((p: { price: number; paymentUrl: string | null }) => [p.price, p.paymentUrl])).toEqual([
        [3.9, 'https://pay.example/day'],
        [9.9, null],
        [39.9, null],
      ]);
      expect(packages[2].apiPermissions).toContainEqual({ apiName: 'translation_chars', totalLimit: 999999, timeLimitHours: 720, dailyLimit: 999999 });
    });
  });

  describe('remaining counts', () => {
    it('GET /api/v1/voice/rate-limit/remaining counts the visitor, the user, or the member', async () => {
      const address = newAddress();
      const visitor = await get('/api/v1/voice/rate-limit/remaining', { fingerprint: 'fp-voice-remaining', address, locale: 'zh-CN' });
      expect(visitor.json()).toEqual({ code: 0, message: '成功', data: 3 });
      await post('/test/voice-fails', { fingerprint: 'fp-voice-remaining', address });
      expect((await get('/api/v1/voice/rate-limit/remaining', { fingerprint: 'fp-voice-remaining', address })).json().data).toBe(3);
      expect((await get('/api/v1/voice/rate-limit/remaining', { address })).json().data).toBe(10);
      expect((await get('/api/v1/voice/rate-limit/remaining', { user: alice, fingerprint: 'fp-voice-remaining', address })).json().data).toBe(5);
      const vip = await createTestUser(t.database.db);
      await grant(vip, { level: 'VIP', durationHours: 24 });
      expect((await get('/api/v1/voice/rate-limit/remaining', { user: vip })).json().data).toBe(999999);
    });

    it('GET /ai_api/v1/base_api/visitor/remaining_count honours user_id only as the caller’s own id', async () => {
      const address = newAddress();
      const own = await get(`/ai_api/v1/base_api/visitor/remaining_count?user_id=${alice.id}&type=chat`, { user: alice, address });
      expect(own.json()).toEqual({ code: 0, message: 'Success', data: { type: 'chat', subject: 'user', remaining: 20, limit: 20, unlimited: false, resetsAt: expect.any(String) } });
      // Bob's id with Alice's token, or with no token, is read as a visitor fingerprint.
      const other = await get(`/ai_api/v1/base_api/visitor/remaining_count?user_id=${bob.id}&type=chat`, { user: alice, address });
      expect(other.json().data).toMatchObject({ subject: 'visitor', remaining: 10, limit: 10 });
      const anonymous = await get(`/ai_api_test/v1/base_api/visitor/remaining_count?user_id=${alice.id}&type=translation`, { address, locale: 'zh-HK' });
      expect(anonymous.json()).toMatchObject({ message: '成功', data: { type: 'translation', subject: 'visitor', remaining: 500, limit: 500 } });
      const resetsAt = Date.parse(own.json().data.resetsAt);
      expect(new Date(resetsAt + 8 * HOUR).toISOString().slice(11)).toBe('00:00:00.000Z');
    });

    it.each(LOCALES)('answers a localised 400 to a bad query (%s)', async (locale) => {
      const missing = await get('/ai_api/v1/base_api/visitor/remaining_count?user_id=fp-bad-query', { locale });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ code: 40001, message: expect.stringContaining(formatMessage('server.badRequest', locale)), data: { fields: [{ field: 'query.type' }] } });
      const unknownType = await get(`/ai_api/v1/base_api/visitor/remaining_count?user_id=${'x'.repeat(129)}&type=music`, { locale });
      expect(unknownType.statusCode).toBe(400);
      expect(unknownType.json().data.fields.map((f: { field: string }) => f.field).sort()).toEqual(['query.type', 'query.user_id']);
    });
  });

  describe('over the limit through the route helper', () => {
    it.each(LOCALES)('a visitor gets 429 "register or log in" in %s, and nothing more is counted', async (locale) => {
      const address = newAddress();
      const fingerprint = `fp-visitor-${locale}`;
      expect((await post('/test/plan', { fingerprint, address, locale })).statusCode).toBe(200);
      const refused = await post('/test/plan', { fingerprint, address, locale });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 42902, message: formatMessage('server.anonymousLimit', locale), data: { apiName: 'planner', subject: 'visitor', limit: 1, remaining: 0, resetsAt: expect.any(String) } });
      // Retry-After: whole seconds until the visitor's counter resets.
      expect(refused.headers['retry-after']).toBe(String(Math.ceil((Date.parse(refused.json().data.resetsAt) - clock.now()) / 1000)));
      expect((await counterRows(t.database.db)).filter((r) => r.includes(fingerprint))).toEqual([expect.stringMatching(/=1$/)]);
    });

    it('visitors of one address hit its ceiling even with a new fingerprint each time', async () => {
      const address = newAddress();
      for (let i = 0; i < 3; i += 1) expect((await post('/test/plan', { fingerprint: `fp-rotate-${i}-xyz`, address })).statusCode).toBe(200);
      expect((await post('/test/plan', { fingerprint: 'fp-rotate-3-xyz', address })).statusCode).toBe(429);
      expect((await post('/test/plan', { address })).statusCode).toBe(429);
      // A malformed fingerprint counts as none: only the (exhausted) address ceiling applies.
      expect((await post('/test/plan', { fingerprint: 'short', address })).statusCode).toBe(429);
      expect((await post('/test/plan', { fingerprint: 'fp-rotate-3-xyz', address: newAddress() })).statusCode).toBe(200);
    });

    it.each(LOCALES)('a logged-in user without membership gets 448 "upgrade or renew" in %s', async (locale) => {
      const user = await createTestUser(t.database.db);
      expect((await post('/test/plan', { user, locale })).statusCode).toBe(200);
      const refused = await post('/test/plan', { user, locale });
      expect(refused.statusCode).toBe(448);
      expect(refused.json()).toMatchObject({ code: 44801, message: formatMessage('server.quotaExhausted', locale) });
    });

    it('a member gets the level’s allowance, then 448', async () => {
      const member = await createTestUser(t.database.db);
      await grant(member, { packageId: 'one-day' });
      for (let i = 0; i < 2; i += 1) expect((await post('/test/plan', { user: member })).statusCode).toBe(200);
      const refused = await post('/test/plan', { user: member, locale: 'zh-CN' });
      expect(refused.statusCode).toBe(448);
      expect(refused.json().message).toBe('当前套餐的使用次数已用完，请升级或续费');
      expect((await post('/test/translate', { user: member, payload: { text: 'x'.repeat(1000) } })).statusCode).toBe(200);
      expect((await post('/test/translate', { user: member, payload: { text: 'y' } })).statusCode).toBe(448);
    });

    it('costs nothing when the request is invalid, and gives the use back when the work fails on our side', async () => {
      const address = newAddress();
      const fingerprint = 'fp-refunds-0001';
      expect((await post('/test/translate', { fingerprint, address, payload: { text: '' } })).statusCode).toBe(400);
      for (let i = 0; i < 5; i += 1) expect((await post('/test/voice-fails', { fingerprint, address })).statusCode).toBe(503);
      expect((await post('/test/voice-by-hand', { fingerprint, address })).json()).toEqual({ payer: 'visitor' });
      expect((await get('/api/v1/voice/rate-limit/remaining', { fingerprint, address })).json().data).toBe(3);
      expect((await counterRows(t.database.db)).filter((r) => r.includes(fingerprint))).toEqual([expect.stringMatching(/\/voice\/.*=0$/)]);
    });
  });

  it('documents the membership routes in OpenAPI', async () => {
    const paths = Object.keys((await get('/api/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v1/membership/plans/current-user', '/api/v1/membership/packages', '/api/v1/voice/rate-limit/remaining', '/ai_api/v1/base_api/visitor/remaining_count']),
    );
  });
});
