import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createManualClock, latestOutboxCode, login, outboxCount, registerAccount, registerBody, requestRegisterCode, waitForOutboxMessages } from '../../test/accounts-helpers.js';
import { testEngines } from '../../test/test-databases.js';

const MINUTE = 60_000;

describe.each(testEngines())('verification codes on %s', (engine) => {
  const clock = createManualClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ engine, env: { RATE_LIMIT_AUTH_PER_MINUTE: '10000', RATE_LIMIT_CODES_PER_HOUR: '10000' }, accounts: { now: clock.now, sleep: async () => undefined } });
  });
  afterAll(() => t.close());

  const sendRegister = (account: string, locale = 'en-US') =>
    t.app.inject({ method: 'POST', url: `/api/v1/auth/send-register-code?account=${encodeURIComponent(account)}`, headers: { 'accept-language': locale } });
  const sendReset = (account: string) => t.app.inject({ method: 'POST', url: `/api/v1/auth/send-reset-password-code?account=${encodeURIComponent(account)}&type=${account.includes('@') ? 'EMAIL' : 'PHONE'}` });
  const register = (account: string, code: string, fields: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registerBody(account, code, fields) });
  const reset = (phone: string, code: string, password = 'Cangshan-19') =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { authType: 'PHONE', phone, verifyCode: code, newPassword: password, confirmPassword: password } });

  it('sends a 6-digit code in the request language, stores only its HMAC, and answers the waits', async () => {
    const response = await sendRegister('13900000001', 'zh-HK');
    expect(response.json()).toEqual({ code: 0, message: '驗證碼已發送', data: { resendAfterSeconds: 60, expiresInSeconds: 600 } });
    const message = await t.database.db.selectFrom('outbox').selectAll().where('destination', '=', '13900000001').executeTakeFirstOrThrow();
    expect(message.channel).toBe('sms');
    expect(message.body).toMatch(/^【大理旅遊指南】您的註冊驗證碼是 \d{6}，10 分鐘內有效/);
    const code = await latestOutboxCode(t.database.db, '13900000001');
    const stored = await t.database.db.selectFrom('verificationCodes').selectAll().where('destination', '=', '13900000001').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);
    expect(stored[0]).toMatchObject({ purpose: 'register', channel: 'PHONE', attempts: 0, consumedAt: null, expiresAt: clock.now() + 10 * MINUTE });
  });

  it('refuses a resend within 60 s, then allows it; earlier codes stay valid until they expire', async () => {
    await sendRegister('resend@example.com');
    const first = await latestOutboxCode(t.database.db, 'resend@example.com');
    clock.advance(59_000);
    const early = await sendRegister('resend@example.com');
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ code: 42903, message: 'Please wait 1 s before asking for another code' });
    expect(early.headers['retry-after']).toBe('1');
    clock.advance(1000);
    expect((await sendRegister('resend@example.com')).statusCode).toBe(200);
    expect(await outboxCount(t.database.db, 'resend@example.com')).toBe(2);
    expect((await register('resend@example.com', first)).statusCode).toBe(200);
  });

  it('sends at most 5 codes per destination per hour', async () => {
    const account = 'hourly@example.com';
    for (let i = 0; i < 5; i += 1) {
      expect((await sendRegister(account)).statusCode).toBe(200);
      clock.advance(MINUTE);
    }
    const capped = await t.app.inject({ method: 'POST', url: `/api/v1/auth/send-register-code?account=${account}`, headers: { 'accept-language': 'zh-CN' } });
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({ code: 42904, message: '获取验证码次数过多，请 55 分钟后再试' });
    expect(capped.headers['retry-after']).toBe(String(55 * 60));
    // The cap is per destination, across purposes; another address is not affected.
    expect((await sendRegister('other-hourly@example.com')).statusCode).toBe(200);
    clock.advance(55 * MINUTE);
    expect((await sendRegister(account)).statusCode).toBe(200);
    expect(await outboxCount(t.database.db, account)).toBe(6);
  });

  it('expires a code after 10 minutes', async () => {
    const code = await requestRegisterCode(t, 'late@example.com');
    clock.advance(10 * MINUTE);
    const late = await register('late@example.com', code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 40003, message: 'The verification code is wrong or has expired' });
  });

  it('kills a code after 5 wrong attempts: the 6th attempt fails even with the right code', async () => {
    const code = await requestRegisterCode(t, 'guess@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) expect((await register('guess@example.com', wrong)).json().code).toBe(40003);
    const row = await t.database.db.selectFrom('verificationCodes').select('attempts').where('destination', '=', 'guess@example.com').executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect((await register('guess@example.com', code)).json().code).toBe(40003);
  });

  it('binds a code to its purpose and destination', async () => {
    const code = await requestRegisterCode(t, 'bound@example.com');
    expect((await register('bound2@example.com', code)).json().code).toBe(40003);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { authType: 'EMAIL', email: 'bound@example.com', verifyCode: code, newPassword: 'Cangshan-19', confirmPassword: 'Cangshan-19' } })).json().code).toBe(40003);
    expect((await register('bound@example.com', code)).statusCode).toBe(200);
  });

  it('refuses a register code for a registered account (spec §8) and a taken username', async () => {
    await registerAccount(t, '13900000002', { username: 'taken-name' });
    const again = await sendRegister('13900000002', 'zh-CN');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 40902, message: '该手机号或邮箱已注册' });
    const code = await requestRegisterCode(t, 'fresh@example.com');
    const taken = await register('fresh@example.com', code, { username: 'taken-name' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 40901, message: 'This username is already taken' });
    // The code was not used up by the refused attempt.
    expect((await register('fresh@example.com', code)).statusCode).toBe(200);
  });

  it('reset answers the same for unknown accounts and sends nothing to them', async () => {
    await registerAccount(t, '13900000003');
    clock.advance(MINUTE);
    const known = await sendReset('13900000003');
    const unknown = await sendReset('13900000004');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await outboxCount(t.database.db, '13900000004')).toBe(0);
    // The limits apply alike, so a refusal does not tell either.
    expect((await sendReset('13900000003')).json()).toEqual((await sendReset('13900000004')).json());
    // A reset attempt for the unknown account fails like a wrong code.
    expect((await reset('13900000004', '123456')).json().code).toBe(40003);
  });

  it('resets a password with a single-use code: old password out, every session ended, lock lifted', async () => {
    await waitForOutboxMessages(t.database.db, '13900000003', 2); // register code, then the background reset code
    const code = await latestOutboxCode(t.database.db, '13900000003');
    const token = (await login(t, '13900000003')).json().data.accessToken as string;
    for (let i = 0; i < 10; i += 1) await login(t, '13900000003', 'wrong-password');
    expect((await login(t, '13900000003')).json().code).toBe(40303);

    const done = await reset('13900000003', code);
    expect(done.json()).toMatchObject({ code: 0, data: null, message: 'Password reset; please log in again' });
    expect((await reset('13900000003', code, 'Cangshan-20')).json().code).toBe(40003);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    expect((await login(t, '13900000003')).json().code).toBe(40006);
    expect((await login(t, '13900000003', 'Cangshan-19')).statusCode).toBe(200);
  });

  it('caps code sends per client address per hour', async () => {
    const strict = await buildTestApp({ engine, env: { RATE_LIMIT_CODES_PER_HOUR: '2' } });
    try {
      const send = (account: string) => strict.app.inject({ method: 'POST', url: `/api/v1/auth/send-register-code?account=${account}` });
      expect((await send('a@example.com')).statusCode).toBe(200);
      expect((await send('b@example.com')).statusCode).toBe(200);
      const third = await send('c@example.com');
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe(42901);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(3500);
      expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(3600);
    } finally {
      await strict.close();
    }
  });
});
