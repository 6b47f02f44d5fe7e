import { DEFAULT_SESSION_MS, REMEMBER_ME_SESSION_MS } from '@dali/shared/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogTestApp, type TestApp } from '../../test/build-test-app.js';
import { createManualClock, login, registerAccount } from '../../test/accounts-helpers.js';
import { testEngines } from '../../test/test-databases.js';
import { LOGIN_LOCK_MS } from './login-throttle.js';
import { createPasswordHasher } from './passwords.js';

describe.each(testEngines())('sessions and login on %s', (engine) => {
  const clock = createManualClock();
  const delays: number[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await buildCatalogTestApp({
      engine,
      env: { RATE_LIMIT_AUTH_PER_MINUTE: '1000' },
      accounts: { now: clock.now, sleep: async (ms) => void delays.push(ms) },
    });
  });
  afterAll(() => t.close());

  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${token}`, 'accept-language': 'zh-CN' } });

  it('logs in by email (any case) and by phone, answering spec §3 fields with a string user id', async () => {
    const userId = await registerAccount(t, 'Xiao.Li@Example.com', { username: '小李' });
    await registerAccount(t, '13812345678', { username: 'phone-user' });
    const byEmail = await login(t, 'xiao.li@EXAMPLE.com');
    expect(byEmail.statusCode).toBe(200);
    const body = byEmail.json();
    expect(body).toMatchObject({ code: 0, data: { userId, username: '小李', role: 'USER' } });
    expect(body.data.userId).toMatch(/^\d{18}$/);
    expect(typeof body.data.accessToken).toBe('string');
    expect((await login(t, '13812345678')).json().data.username).toBe('phone-user');

    const profile = await me(body.data.accessToken);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toEqual({
      userId,
      username: '小李',
      role: 'USER',
      avatar: null,
      email: 'Xiao.Li@Example.com',
      phone: null,
      languagePreference: 'en-US',
      timezone: 'Asia/Shanghai',
    });
  });

  it('answers a wrong password and an unknown account alike, as 400 (not 401), in the request language', async () => {
    const wrong = await login(t, 'xiao.li@example.com', 'not-the-password', {});
    const unknown = await login(t, 'nobody@example.com', 'not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ code: 40006, message: 'Incorrect account or password' });
    const zhHk = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'accept-language': 'zh-HK' }, payload: { authType: 'EMAIL', email: 'nobody@example.com', password: 'whatever1' } });
    expect(zhHk.json().message).toBe('帳戶或密碼錯誤');
  });

  it('lets a logged-in user write reviews through the real resolver', async () => {
    const token = (await login(t, 'xiao.li@example.com')).json().data.accessToken as string;
    const reply = await t.app.inject({ method: 'POST', url: '/api/v1/reviews/1/like', headers: { authorization: `Bearer ${token}` } });
    // The user is recognised: the unknown review is the only problem left.
    expect(reply.statusCode).toBe(404);
  });

  it('renews the token past half its lifetime with x-new-access-token, for the same session', async () => {
    const token = (await login(t, 'xiao.li@example.com')).json().data.accessToken as string;
    expect((await me(token)).headers['x-new-access-token']).toBeUndefined();
    clock.advance(DEFAULT_SESSION_MS / 2 + 1000);
    const renewed = await me(token);
    expect(renewed.statusCode).toBe(200);
    const fresh = String(renewed.headers['x-new-access-token']);
    expect(fresh).toMatch(/^ey/);
    // A quarter later the new token is in its first half (no header); the old one is still valid.
    clock.advance(DEFAULT_SESSION_MS / 4);
    expect((await me(fresh)).headers['x-new-access-token']).toBeUndefined();
    expect((await me(token)).statusCode).toBe(200);
    // Past the old token's own expiry it is refused, while the session goes on with the new one
    // (one more second, so the new token is clearly past half-life whatever the clock's milliseconds).
    clock.advance(DEFAULT_SESSION_MS / 4 + 1000);
    expect((await me(token)).statusCode).toBe(401);
    const later = await me(fresh);
    expect(later.statusCode).toBe(200);
    expect(later.headers['x-new-access-token']).toMatch(/^ey/);
  });

  it('keeps a remember-me session for 30 days, a plain one for 1 day; expired tokens get 401 session expired', async () => {
    const plain = (await login(t, 'xiao.li@example.com')).json().data.accessToken as string;
    const remembered = (await login(t, 'xiao.li@example.com', undefined, { rememberMe: true })).json().data.accessToken as string;
    clock.advance(DEFAULT_SESSION_MS + 1000);
    const expired = await me(plain);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 40103, message: '登录已过期，请重新登录' });
    const kept = await me(remembered);
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['x-new-access-token']).toBeUndefined();
    clock.advance(REMEMBER_ME_SESSION_MS);
    expect((await me(remembered)).statusCode).toBe(401);
  });

  it('revokes the session on logout; logout always succeeds; a stale token does not block logging in again', async () => {
    const token = (await login(t, 'xiao.li@example.com')).json().data.accessToken as string;
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout?userId=1&quiet=true', headers: { authorization: `Bearer ${token}` } });
    expect(out.json()).toMatchObject({ code: 0, data: null });
    expect((await me(token)).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(again.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: 'Bearer garbage' } })).statusCode).toBe(200);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { authorization: `Bearer ${token}` },
      payload: { authType: 'EMAIL', email: 'xiao.li@example.com', password: 'Erhai-2024!' },
    });
    expect(relogin.statusCode).toBe(200);
  });

  it('rejects tampered, foreign-algorithm and malformed tokens with 401; no header is a visitor', async () => {
    const token = (await login(t, 'xiao.li@example.com')).json().data.accessToken as string;
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '1' })).toString('base64url')}.${signature}`;
    for (const bad of [`${noneHeader}.${payload}.`, forged, 'not-a-jwt', `${token}x`]) {
      expect((await me(bad)).statusCode, bad).toBe(401);
    }
    const visitor = await t.app.inject({ method: 'GET', url: '/api/v1/users/me' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe(40101);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });

  it('slows down after 5 failures, locks for 15 minutes after 10, and unlocks afterwards', async () => {
    await registerAccount(t, 'locked@example.com');
    delays.length = 0;
    for (let i = 0; i < 10; i += 1) expect((await login(t, 'locked@example.com', 'wrong-password')).statusCode).toBe(400);
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000]);
    const locked = await login(t, 'locked@example.com');
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ code: 40303, message: 'Too many failed attempts: the account is locked for 15 minutes' });
    // Unknown accounts lock the same way, so the lock tells nothing about existence.
    for (let i = 0; i < 10; i += 1) await login(t, 'ghost@example.com', 'wrong-password');
    expect((await login(t, 'ghost@example.com')).json().code).toBe(40303);
    clock.advance(LOGIN_LOCK_MS - 60_000);
    expect((await login(t, 'locked@example.com')).statusCode).toBe(403);
    clock.advance(60_001);
    delays.length = 0;
    expect((await login(t, 'locked@example.com')).statusCode).toBe(200);
    expect(delays).toEqual([]);
  });

  it('rehashes a password stored with weaker argon2 parameters at the next login', async () => {
    const userId = await registerAccount(t, 'old-hash@example.com');
    const weak = createPasswordHasher({ memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await t.database.db.updateTable('users').set({ passwordHash: await weak.hash('Erhai-2024!') }).where('id', '=', userId).execute();
    await weak.close();
    expect((await login(t, 'old-hash@example.com')).statusCode).toBe(200);
    const stored = await t.database.db.selectFrom('users').select('passwordHash').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login(t, 'old-hash@example.com')).statusCode).toBe(200);
  });
});
