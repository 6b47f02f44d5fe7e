import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisLimitStore } from '../../lib/limit-store.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { login, registerAccount } from '../../test/accounts-helpers.js';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/test-databases.js';

const redisUrl = process.env.REDIS_URL;
if (!redisUrl && process.env.CI) throw new Error('CI is set but REDIS_URL is not: the shared account-limits suite would be skipped');

// Runs only where a Redis server is configured (always under CI, see the guard above).
describe.runIf(redisUrl).each(testEngines())('account limits shared by two instances through Redis on %s', (engine) => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const namespace = `dali-test:${randomBytes(6).toString('hex')}:`;
    // Instances behind one load balancer share the database, Redis and the token secret.
    const env = { REDIS_URL: String(redisUrl), AUTH_JWT_SECRET: randomBytes(32).toString('base64'), RATE_LIMIT_AUTH_PER_MINUTE: '10000' };
    const sleep = async () => undefined;
    a = await buildTestApp({ database, redisNamespace: namespace, env, accounts: { sleep } });
    b = await buildTestApp({ database, redisNamespace: namespace, env, accounts: { sleep } });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.cleanup();
  });

  const sendCode = (t: TestApp, account: string) => t.app.inject({ method: 'POST', url: `/api/v1/auth/send-register-code?account=${account}` });

  it('enforces the 60 s resend wait across instances', async () => {
    expect((await sendCode(a, 'shared@example.com')).statusCode).toBe(200);
    const early = await sendCode(b, 'shared@example.com');
    expect(early.statusCode).toBe(429);
    expect(early.json().code).toBe(42903);
  });

  it('locks an account name after 10 failures spread over both instances', async () => {
    await registerAccount(a, 'spread@example.com');
    for (let i = 0; i < 10; i += 1) expect((await login(i % 2 ? a : b, 'spread@example.com', 'wrong-password')).statusCode).toBe(400);
    expect((await login(a, 'spread@example.com')).json().code).toBe(40303);
    expect((await login(b, 'spread@example.com')).json().code).toBe(40303);
  });

  it('accepts a token of one instance on the other, and a logout on either ends it', async () => {
    await registerAccount(b, 'roaming@example.com');
    const token = (await login(a, 'roaming@example.com')).json().data.accessToken as string;
    const me = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me(b)).statusCode).toBe(200);
    await b.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect((await me(a)).statusCode).toBe(401);
  });

  it('keeps a sliding window exactly at its limit under concurrent takes', async () => {
    const redis = new Redis(String(redisUrl));
    try {
      const store = createRedisLimitStore(redis, `dali-test:${randomBytes(6).toString('hex')}:`);
      const now = Date.now();
      const results = await Promise.all(Array.from({ length: 20 }, () => store.take('burst', { max: 5, windowMs: 60_000, now })));
      expect(results.filter((r) => r.allowed)).toHaveLength(5);
      expect(await store.count('burst', { windowMs: 60_000, now })).toBe(5);
      expect(await store.count('burst', { windowMs: 60_000, now: now + 60_000 })).toBe(0);
      const refused = results.find((r) => !r.allowed);
      expect(refused?.retryAfterMs).toBe(60_000);
      await store.holdUntil('lock', now + 1000, now);
      expect(await store.heldUntil('lock', now)).toBe(now + 1000);
      expect(await store.heldUntil('lock', now + 1000)).toBeNull();
    } finally {
      await redis.quit();
    }
  });
});
