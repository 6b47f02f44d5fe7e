import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { createTestDatabase, type TestDatabase } from '../test/test-databases.js';

const redisUrl = process.env.REDIS_URL;
if (!redisUrl && process.env.CI) throw new Error('CI is set but REDIS_URL is not: the shared rate-limit suite would be skipped');

// Runs only where a Redis server is configured (always under CI, see the guard above).
describe.runIf(redisUrl)('rate limits shared through Redis', () => {
  const apps: TestApp[] = [];
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((t) => t.close()));
    await database?.cleanup();
  });

  it('counts one client across two app instances', async () => {
    database = await createTestDatabase('sqlite');
    const namespace = `dali-test:${randomBytes(6).toString('hex')}:`;
    for (let i = 0; i < 2; i += 1) {
      apps.push(await buildTestApp({ database, redisNamespace: namespace, env: { REDIS_URL: String(redisUrl), RATE_LIMIT_FORMS_PER_MINUTE: '3' } }));
    }
    const post = (t: TestApp, n: number) =>
      t.app.inject({ method: 'POST', url: '/api/v1/feedback/submit', payload: { content: `note ${n}`, languageCode: 'en-US' } });
    const [a, b] = apps as [TestApp, TestApp];
    const statuses = [(await post(a, 1)).statusCode, (await post(b, 2)).statusCode, (await post(a, 3)).statusCode, (await post(b, 4)).statusCode];
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await database.db.selectFrom('feedback').selectAll().execute()).toHaveLength(3);
  });
});
