/**
 * Concurrent bursts against every limit that protects an account: the login lockout, verification
 * code attempts (register and reset) and code sends. Each burst is ≥ 100 requests in flight at
 * once, on every engine, on one instance and on two instances sharing the database and Redis.
 * Attempts are counted before the comparison (login-throttle.ts, verification-codes.service.ts), so
 * requests still in flight count and the right secret sent last is refused.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { accountFields, createManualClock, latestOutboxCode, outboxCount, registerBody, registerAccount, waitForOutboxMessages } from '../../test/accounts-helpers.js';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/test-databases.js';
import type { DatabaseEngine } from '../../db/database.js';
import { LOGIN_LOCK_AFTER_FAILURES } from './login-throttle.js';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS } from './verification-codes.service.js';

const redisUrl = process.env.REDIS_URL;
const PASSWORD = 'Erhai-2024!';
const BURST = 150;

/** Client addresses the burst comes from (several, as a distributed guesser would use). */
const clientAddress = (i: number) => `198.51.100.${(i % 40) + 1}`;

/** A wrong 6-digit code, different from `code`. */
const wrongCode = (code: string, i: number) => String((Number(code) + 1 + (i % 999_998)) % 1_000_000).padStart(6, '0');

interface Setup {
  name: string;
  engine: DatabaseEngine;
  /** Two instances need Redis to share counters. */
  instances: 1 | 2;
}

const setups: Setup[] = testEngines().flatMap((engine) => [
  { name: `one instance on ${engine}`, engine, instances: 1 as const },
  ...(redisUrl ? [{ name: `two instances on ${engine} + Redis`, engine, instances: 2 as const }] : []),
]);

describe.each(setups)('account limits under concurrent bursts: $name', ({ engine, instances }) => {
  const clock = createManualClock();
  let database: TestDatabase;
  let apps: TestApp[] = [];
  /** The instance that serves request `i` (round robin, as a load balancer would). */
  const pick = (i: number) => apps[i % apps.length] as TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const namespace = `dali-test:${randomBytes(6).toString('hex')}:`;
    const env: Record<string, string> = {
      AUTH_JWT_SECRET: randomBytes(32).toString('base64'),
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      RATE_LIMIT_CODES_PER_HOUR: '100000',
      ...(instances === 2 ? { REDIS_URL: String(redisUrl) } : {}),
    };
    for (let i = 0; i < instances; i += 1) {
      apps.push(await buildTestApp({ database, redisNamespace: namespace, env, accounts: { now: clock.now, sleep: async () => undefined } }));
    }
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    apps = [];
    await database.cleanup();
  });

  const loginAs = (i: number, account: string, password: string) =>
    pick(i).app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: clientAddress(i), payload: { ...accountFields(account), password } });

  it(`${BURST} concurrent wrong passwords then the right one: at most ${LOGIN_LOCK_AFTER_FAILURES} are compared and the right one is refused`, async () => {
    const account = `burst-login-${instances}@example.com`;
    await registerAccount(pick(0), account);
    const wrong = Array.from({ length: BURST }, (_, i) => loginAs(i, account, `wrong-password-${i}`));
    const right = loginAs(BURST, account, PASSWORD);
    const responses = await Promise.all([...wrong, right]);
    const codes = responses.map((r) => r.json().code as number);
    // 40006: the password was compared and was wrong; 40303: refused before any comparison.
    expect(codes.filter((c) => c === 40006).length).toBeLessThanOrEqual(LOGIN_LOCK_AFTER_FAILURES);
    expect(codes.every((c) => c === 40006 || c === 40303)).toBe(true);
    expect(codes.at(-1)).toBe(40303);
    // Locked on every instance afterwards, however the attempts were spread.
    for (let i = 0; i < apps.length; i += 1) expect((await loginAs(i, account, PASSWORD)).json().code).toBe(40303);
  });

  it('a right password sent first among concurrent wrong ones: the failures compared stay bounded', async () => {
    const account = `burst-mixed-${instances}@example.com`;
    await registerAccount(pick(0), account);
    const responses = await Promise.all([loginAs(0, account, PASSWORD), ...Array.from({ length: BURST }, (_, i) => loginAs(i + 1, account, 'wrong-password'))]);
    // Admitted and accepted when its reservation came before the tenth; on two instances the
    // order in which Redis sees them is not the order they were sent, so it may be refused.
    expect([0, 40303]).toContain(responses[0]?.json().code);
    const compared = responses.filter((r) => r.json().code === 40006).length;
    // The success clears the log once, so at most two windows' worth can be compared.
    expect(compared).toBeLessThanOrEqual(2 * LOGIN_LOCK_AFTER_FAILURES);
  });

  for (const purpose of ['reset', 'register'] as const) {
    it(`${purpose}: in 3 bursts of ${BURST} wrong codes then the right one, the right one is never accepted and a code is compared at most ${CODE_MAX_ATTEMPTS} times`, async () => {
      const account = `burst-${purpose}-${instances}@example.com`;
      if (purpose === 'reset') await registerAccount(pick(0), account);
      for (let burst = 0; burst < 3; burst += 1) {
        clock.advance(61_000);
        const before = await outboxCount(database.db, account);
        const sent = await pick(burst).app.inject({
          method: 'POST',
          url: purpose === 'reset' ? `/api/v1/auth/send-reset-password-code?account=${encodeURIComponent(account)}&type=EMAIL` : `/api/v1/auth/send-register-code?account=${encodeURIComponent(account)}`,
        });
        expect(sent.statusCode, sent.body).toBe(200);
        await waitForOutboxMessages(database.db, account, before + 1);
        const code = await latestOutboxCode(database.db, account);
        const attempt = (i: number, verifyCode: string) =>
          pick(i).app.inject({
            method: 'POST',
            url: purpose === 'reset' ? '/api/v1/auth/reset-password' : '/api/v1/auth/register',
            remoteAddress: clientAddress(i),
            payload:
              purpose === 'reset'
                ? { authType: 'EMAIL', email: account, verifyCode, newPassword: 'Cangshan-19!', confirmPassword: 'Cangshan-19!' }
                : registerBody(account, verifyCode, { username: `burst-${instances}-${burst}-${i}` }),
          });
        const responses = await Promise.all([...Array.from({ length: BURST }, (_, i) => attempt(i, wrongCode(code, i))), attempt(BURST, code)]);
        expect(responses.every((r) => r.json().code === 40003)).toBe(true);
        const rows = await database.db.selectFrom('verificationCodes').select(['attempts', 'consumedAt']).where('destination', '=', account).where('purpose', '=', purpose).execute();
        for (const row of rows) {
          expect(row.attempts).toBeLessThanOrEqual(CODE_MAX_ATTEMPTS);
          expect(row.consumedAt).toBeNull();
        }
        clock.advance(CODE_TTL_MS);
      }
      const users = await database.db.selectFrom('users').select('passwordHash').where('emailNormalized', '=', account).execute();
      expect(users).toHaveLength(purpose === 'reset' ? 1 : 0);
    });
  }

  it(`${BURST} concurrent code requests for one address send exactly one code`, async () => {
    clock.advance(3_600_000);
    const account = `burst-send-${instances}@example.com`;
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        pick(i).app.inject({ method: 'POST', url: `/api/v1/auth/send-register-code?account=${encodeURIComponent(account)}`, remoteAddress: clientAddress(i) }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.json().code === 42903)).toHaveLength(BURST - 1);
    expect(await outboxCount(database.db, account)).toBe(1);
  });
});
