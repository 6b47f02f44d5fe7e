import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../lib/ids.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { registerBody, requestRegisterCode } from '../../test/accounts-helpers.js';
import { testEngines } from '../../test/test-databases.js';
import { createAccountsRepository } from './accounts.repository.js';
import { createVerificationCodesRepository } from './verification-codes.repository.js';
import { CODE_MAX_ATTEMPTS } from './verification-codes.service.js';

describe.each(testEngines())('concurrent account writes on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ engine, env: { RATE_LIMIT_AUTH_PER_MINUTE: '10000' } });
  });
  afterAll(() => t.close());

  const usersWithEmail = async (email: string) => t.database.db.selectFrom('users').select('id').where('emailNormalized', '=', email).execute();

  it('10 parallel registrations of one email with its valid code make exactly one account', async () => {
    const code = await requestRegisterCode(t, 'race@example.com');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registerBody(i % 2 ? 'RACE@example.com' : 'race@example.com', code, { username: `racer-${i}` }) }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The losers were told the code is used up, or that the email is now registered.
    for (const r of responses.filter((x) => x.statusCode !== 200)) expect([40003, 40902]).toContain(r.json().code);
    expect(await usersWithEmail('race@example.com')).toHaveLength(1);
  });

  it('10 parallel account inserts for one email, each with its own valid code, make exactly one account', async () => {
    const accounts = createAccountsRepository(t.database.db);
    const codes = createVerificationCodesRepository(t.database.db);
    const now = Date.now();
    const codeIds = Array.from({ length: 10 }, () => nextId());
    for (const id of codeIds) {
      await codes.insert({ id, purpose: 'register', channel: 'EMAIL', destination: 'race2@example.com', codeHash: 'x', attempts: 0, createdAt: now, expiresAt: now + 600_000, consumedAt: null });
    }
    const outcomes = await Promise.all(
      codeIds.map((codeId, i) =>
        accounts.createUserWithCode({
          codeId,
          now,
          user: { id: nextId(), username: `racer2-${i}`, email: 'race2@example.com', emailNormalized: 'race2@example.com', phone: null, passwordHash: 'h', languagePreference: null, timezone: null, createdAt: now },
        }),
      ),
    );
    expect(outcomes.filter((o) => o === 'created')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'taken')).toHaveLength(9);
    expect(await usersWithEmail('race2@example.com')).toHaveLength(1);
    // Refused inserts rolled back their code consumption.
    const consumed = await t.database.db.selectFrom('verificationCodes').select('id').where('destination', '=', 'race2@example.com').where('consumedAt', 'is not', null).execute();
    expect(consumed).toHaveLength(1);
  });

  it('parallel wrong guesses never push a code past 5 attempts', async () => {
    const code = await requestRegisterCode(t, 'guessers@example.com');
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registerBody('guessers@example.com', wrong, { username: `guesser-${i}` }) })),
    );
    expect(responses.every((r) => r.json().code === 40003)).toBe(true);
    const row = await t.database.db.selectFrom('verificationCodes').select('attempts').where('destination', '=', 'guessers@example.com').executeTakeFirstOrThrow();
    expect(row.attempts).toBe(CODE_MAX_ATTEMPTS);
    const late = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registerBody('guessers@example.com', code) });
    expect(late.json().code).toBe(40003);
  });
});
