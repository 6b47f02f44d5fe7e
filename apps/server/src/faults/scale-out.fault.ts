/**
 * Scale-out as docs/deploy.md describes it: two server processes on one PostgreSQL database and one
 * Redis, requests spread over both as a load balancer would. Sessions, logouts, login lockouts,
 * quotas and per-client rate limits must hold across them as if there were one.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaultDatabase, startServer, waitUntil, type FaultDatabase, type ServerProcess } from './harness.js';

const redisUrl = process.env.REDIS_URL;
const FORMS_PER_MINUTE = 5;

describe.runIf(process.env.TEST_DATABASE_URL && redisUrl)('two instances on one PostgreSQL and one Redis', () => {
  let database: FaultDatabase;
  let reader: pg.Client;
  const servers: ServerProcess[] = [];
  /** The instance serving request `i`. */
  const at = (i: number) => (servers[i % 2] as ServerProcess).url;

  beforeAll(async () => {
    database = await createFaultDatabase();
    const env = {
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: '5',
      REDIS_URL: String(redisUrl),
      REDIS_KEY_PREFIX: `dali-scale-${randomBytes(4).toString('hex')}:`,
      RATE_LIMIT_FORMS_PER_MINUTE: String(FORMS_PER_MINUTE),
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      TRUST_PROXY: 'true',
    };
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    reader = new pg.Client({ connectionString: database.url });
    await reader.connect();
  });
  afterAll(async () => {
    await reader?.end();
    for (const server of servers) await server.stop();
    await database?.drop();
  });

  const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  /** Register `email` with a code asked of one instance and used on the other. */
  async function register(email: string): Promise<void> {
    expect((await fetch(`${at(0)}/api/v1/auth/send-register-code?account=${encodeURIComponent(email)}`, { method: 'POST' })).status).toBe(200);
    let code = '';
    await waitUntil(
      async () => {
        const row = (await reader.query<{ body: string }>('select body from outbox where destination = $1 order by created_at desc limit 1', [email])).rows[0];
        code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1] ?? '';
        return code !== '';
      },
      5000,
      'code in the outbox',
    );
    const password = 'Erhai-2024!';
    const registered = await post(at(1), '/api/v1/auth/register', {
      username: `u${randomBytes(4).toString('hex')}`,
      authType: 'EMAIL',
      email,
      password,
      confirmPassword: password,
      verifyCode: code,
      agreeTerms: true,
    });
    expect(registered.status, await registered.clone().text()).toBe(200);
  }
  const login = (i: number, email: string, password = 'Erhai-2024!') => post(at(i), '/api/v1/auth/login', { authType: 'EMAIL', email, password }, { 'x-forwarded-for': `198.51.100.${(i % 50) + 1}` });

  it('a session opened on one instance works on the other, and a logout on either ends it on both', async () => {
    await register('roaming@example.com');
    const token = ((await (await login(0, 'roaming@example.com')).json()) as { data: { accessToken: string } }).data.accessToken;
    const me = (i: number) => fetch(`${at(i)}/api/v1/users/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me(0)).status).toBe(200);
    expect((await me(1)).status).toBe(200);
    await fetch(`${at(1)}/api/v1/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect((await me(0)).status).toBe(401);
    expect((await me(1)).status).toBe(401);
  });

  it('100 wrong passwords spread over both at once lock the account on both; the right one is refused', async () => {
    await register('guessed@example.com');
    const responses = await Promise.all(Array.from({ length: 100 }, (_, i) => login(i, 'guessed@example.com', `wrong-${i}`)));
    const codes = await Promise.all(responses.map(async (r) => ((await r.json()) as { code: number }).code));
    expect(codes.filter((c) => c === 40006).length).toBeLessThanOrEqual(10);
    expect(codes.every((c) => c === 40006 || c === 40303)).toBe(true);
    for (const i of [0, 1]) expect(((await (await login(i, 'guessed@example.com')).json()) as { code: number }).code).toBe(40303);
  });

  it('a visitor quota is exact across both: 100 concurrent planner runs, exactly the allowance starts', async () => {
    const headers = { 'x-visitor-fingerprint': 'scale-out-visitor', 'x-forwarded-for': '203.0.113.77' };
    const allowance = ((await (await fetch(`${at(0)}/ai_api/v1/base_api/visitor/remaining_count?user_id=scale-out-visitor&type=planner`, { headers })).json()) as { data: { remaining: number } })
      .data.remaining;
    const responses = await Promise.all(Array.from({ length: 100 }, (_, i) => post(at(i), '/ai_api/v1/travel_planner_v3/plan/stream', { durationDays: 1 }, headers)));
    const statuses = responses.map((r) => r.status);
    await Promise.all(responses.map((r) => r.text()));
    expect(statuses.filter((s) => s === 200)).toHaveLength(allowance);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - allowance);
  });

  it(`a per-client rate limit is shared: of 40 feedback posts over both, exactly ${FORMS_PER_MINUTE} pass`, async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post(at(i), '/api/v1/feedback/submit', { content: `scale-out ${i}`, languageCode: 'en-US' }, { 'x-forwarded-for': '203.0.113.99' })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(FORMS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - FORMS_PER_MINUTE);
    expect(responses.find((r) => r.status === 429)?.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
