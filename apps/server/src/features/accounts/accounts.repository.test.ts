import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../lib/ids.js';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/test-databases.js';
import { createAccountsRepository } from './accounts.repository.js';
import { createVerificationCodesRepository } from './verification-codes.repository.js';

describe.each(testEngines())('account housekeeping on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.cleanup());

  it('deletes codes and sessions that expired before a time, and nothing else', async () => {
    const accounts = createAccountsRepository(database.db);
    const codes = createVerificationCodesRepository(database.db);
    const userId = nextId();
    await database.db.insertInto('users').values({ id: userId, username: 'keeper', email: null, phone: null, avatarUrl: null, createdAt: 1 }).execute();
    for (const expiresAt of [100, 300]) {
      await codes.insert({ id: nextId(), purpose: 'register', channel: 'EMAIL', destination: 'k@example.com', codeHash: 'h', attempts: 0, createdAt: 0, expiresAt, consumedAt: null });
      await accounts.insertSession({ id: `s${expiresAt}`, userId, deviceId: null, deviceType: null, rememberMe: 0, createdAt: 0, expiresAt, revokedAt: null });
    }
    expect(await codes.deleteExpired(200)).toBe(1);
    expect(await accounts.deleteExpiredSessions(200)).toBe(1);
    expect((await database.db.selectFrom('verificationCodes').select('expiresAt').execute()).map((r) => r.expiresAt)).toEqual([300]);
    expect((await database.db.selectFrom('sessions').select('id').execute()).map((r) => r.id)).toEqual(['s300']);
  });
});
