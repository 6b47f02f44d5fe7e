import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_FINGERPRINT_HEADER } from '@dali/shared/contracts/membership';
import { openDatabase } from '../../db/database.js';
import type { QuotaSubject } from '../../lib/quota.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { counterRows, createMembershipServices, membershipConfigWith } from '../../test/membership-helpers.js';
import { createTestUser } from '../../test/test-auth.js';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/test-databases.js';

const ATTEMPTS = 100;
const LIMIT = 10;
// A clock that stands still: a run across Shanghai midnight must not split the count over two days.
const now = () => Date.parse('2026-06-10T02:00:00Z');
// Free tiers with a limit of 10 on one counter at a time (the others far away).
const config = membershipConfigWith((c) => {
  c.freeTiers.visitor.chat = LIMIT;
  c.freeTiers.visitorIp.chat = 1000;
  c.freeTiers.visitorIp.voice = LIMIT;
  c.freeTiers.user.planner = LIMIT;
});

/** Run `attempt` ATTEMPTS times at once; count fulfilled and rejected (rejections must be quota refusals). */
async function race(attempt: () => Promise<unknown>) {
  const outcomes = await Promise.allSettled(Array.from({ length: ATTEMPTS }, attempt));
  const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
  for (const r of refused) expect(r.reason).toMatchObject({ statusCode: expect.any(Number), errorName: expect.stringMatching(/^(ANONYMOUS_LIMIT|QUOTA_EXHAUSTED)$/) });
  return { granted: ATTEMPTS - refused.length, refused: refused.length };
}

describe.each(testEngines())('100 concurrent consumes against a limit of 10 on %s', (engine) => {
  let database: TestDatabase;
  let services: ReturnType<typeof createMembershipServices>;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    services = createMembershipServices(database.db, { config, now });
  });
  afterAll(() => database.cleanup());

  it('one counter (a visitor without fingerprint, under the address ceiling): exactly 10 succeed', async () => {
    const subject: QuotaSubject = { kind: 'visitor', fingerprint: null, ip: '192.0.2.10' };
    expect(await race(() => services.quota.consumeQuota({ subject, api: 'voice' }))).toEqual({ granted: LIMIT, refused: ATTEMPTS - LIMIT });
    expect((await counterRows(database.db)).filter((r) => r.includes('192.0.2.10'))).toEqual([expect.stringMatching(/^ip\/192\.0\.2\.10\/voice\/d:.*=10$/)]);
  });

  it('two counters in one transaction (fingerprint and address): exactly 10 succeed, refused ones leave no trace', async () => {
    const subject: QuotaSubject = { kind: 'visitor', fingerprint: 'fp-concurrent-1', ip: '192.0.2.11' };
    expect(await race(() => services.quota.consumeQuota({ subject, api: 'chat' }))).toEqual({ granted: LIMIT, refused: ATTEMPTS - LIMIT });
    const rows = (await counterRows(database.db)).filter((r) => r.includes('192.0.2.11') || r.includes('fp-concurrent-1'));
    expect(rows.map((r) => r.replace(/d:[\d-]+/, 'day'))).toEqual(['ip/192.0.2.11/chat/day=10', 'visitor/fp-concurrent-1/chat/day=10']);
  });

  it('a logged-in user: exactly 10 succeed, the rest answer 448', async () => {
    const user = await createTestUser(database.db);
    const outcomes = await Promise.allSettled(Array.from({ length: ATTEMPTS }, () => services.quota.consumeQuota({ subject: { kind: 'user', userId: user.id }, api: 'planner' })));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(LIMIT);
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toMatchObject({ statusCode: 448 });
  });

  it('concurrent refunds and consumes never take a counter below 0 or above the limit', async () => {
    const subject: QuotaSubject = { kind: 'visitor', fingerprint: null, ip: '192.0.2.12' };
    const receipts = await Promise.all(Array.from({ length: LIMIT }, () => services.quota.consumeQuota({ subject, api: 'voice' })));
    const mixed = await Promise.allSettled([...receipts.map((r) => services.quota.refundQuota(r)), ...Array.from({ length: 30 }, () => services.quota.consumeQuota({ subject, api: 'voice' }))]);
    const consumed = mixed.slice(LIMIT).filter((o) => o.status === 'fulfilled').length;
    const used = Number((await counterRows(database.db)).find((r) => r.includes('192.0.2.12'))?.split('=')[1]);
    expect(used).toBeLessThanOrEqual(LIMIT);
    expect(used).toBe(consumed);
  });
});

describe.runIf(testEngines().includes('postgres'))('two app instances sharing one PostgreSQL', () => {
  let first: TestApp;
  let second: TestApp;
  let secondPool: ReturnType<typeof openDatabase>;

  beforeAll(async () => {
    const database = await createTestDatabase('postgres');
    // The second instance gets its own connection pool to the same schema, like a second process.
    secondPool = openDatabase({ url: process.env.TEST_DATABASE_URL ?? '', baseDir: os.tmpdir(), schema: database.schema, poolMax: 5 });
    const withTestRoute = (app: TestApp['app']) => {
      app.get('/test/metered-chat', { ...app.quotaMeter.metered('chat') }, async () => ({ ok: true }));
    };
    first = await buildTestApp({ database, membership: { config, now }, beforeReady: withTestRoute });
    second = await buildTestApp({ database: { ...secondPool, schema: database.schema, cleanup: () => secondPool.destroy() }, membership: { config, now }, beforeReady: withTestRoute });
  });
  afterAll(async () => {
    await second.close();
    await secondPool.destroy();
    await first.close();
    await first.database.cleanup();
  });

  it('100 requests split over both instances: exactly 10 answer 200, the rest 429', async () => {
    const responses = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        (i % 2 ? first : second).app.inject({ method: 'GET', url: '/test/metered-chat', headers: { [VISITOR_FINGERPRINT_HEADER]: 'fp-two-instances' } }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(ATTEMPTS - LIMIT);
    expect(responses.find((r) => r.statusCode === 429)?.json()).toMatchObject({ code: 42902 });
    expect((await counterRows(first.database.db)).filter((r) => r.includes('fp-two-instances'))).toEqual([expect.stringMatching(/=10$/)]);
  });
});
