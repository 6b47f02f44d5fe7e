/**
 * A planner stream still running when the server shuts down is told so and costs nothing: an
 * `error` frame SERVER_RESTARTING in the caller's language, the use given back, nothing stored,
 * before the app has finished closing (plugins/shutdown.ts). SHUTDOWN_GRACE_MS = 5000 leaves the
 * streams no drain time, so they are ended as soon as closing starts.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@dali/shared/errors';
import { formatMessage } from '@dali/shared/messages';
import type { Locale } from '@dali/shared/locales';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTestUser } from '../../test/test-auth.js';
import { testEngines } from '../../test/test-databases.js';
import { buildPlannerTestApp, createScriptedAi, frameLabels, parseEventStream } from '../../test/planner-helpers.js';

const FORM = '/ai_api/v1/travel_planner_v3/plan/stream';

describe.each(testEngines())('planner streams at shutdown on %s', (engine) => {
  let t: TestApp;
  let after: TestApp | undefined;
  beforeAll(async () => {
    const ai = createScriptedAi();
    ai.script = { hangAfterPieces: 1 };
    t = await buildPlannerTestApp({ engine, plannerAi: ai, env: { SHUTDOWN_GRACE_MS: '5000' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await after?.app.close();
    await t.database.cleanup();
  });

  it('ends running streams with a localised "server restarting" error frame, refunds them and stores nothing, then closes', async () => {
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const locales: Locale[] = ['zh-CN', 'zh-HK', 'en-US'];
    const users = await Promise.all(locales.map(() => createTestUser(t.database.db)));
    const responses = await Promise.all(
      users.map((user, i) =>
        fetch(`${base}${FORM}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': locales[i] as string, ...user.headers },
          body: JSON.stringify({ durationDays: 2 }),
        }),
      ),
    );
    // Read each stream until its narrative has started: the run is now hanging in the model.
    const readers = responses.map((r) => (r.body as ReadableStream<Uint8Array>).getReader());
    const decoder = new TextDecoder();
    const texts = await Promise.all(
      readers.map(async (reader) => {
        let text = '';
        while (!text.includes('"type":"narrative"')) {
          const { value, done } = await reader.read();
          if (done) break;
          text += decoder.decode(value, { stream: true });
        }
        return text;
      }),
    );
    for (const text of texts) expect(text).toContain('"type":"narrative"');

    const closing = t.app.close();
    const rest = await Promise.all(
      readers.map(async (reader, i) => {
        let text = texts[i] as string;
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return text;
          text += decoder.decode(value, { stream: true });
        }
      }),
    );
    await closing;

    rest.forEach((text, i) => {
      const { frames } = parseEventStream(text);
      expect(frameLabels(frames).at(-1)).toBe('error');
      expect(frames.at(-1)).toEqual({
        type: 'error',
        code: ERRORS.SERVER_RESTARTING.code,
        message: formatMessage(ERRORS.SERVER_RESTARTING.messageKey, locales[i] as Locale),
      });
    });

    // Another instance over the same database: every use was given back and no plan was stored.
    after = await buildTestApp({ database: t.database, testAuth: true });
    for (const user of users) {
      const remaining = await after.app.inject({ method: 'GET', url: `/ai_api/v1/base_api/visitor/remaining_count?user_id=${user.id}&type=planner`, headers: user.headers });
      expect(remaining.json().data.remaining).toBe(1);
    }
    const plans = await t.database.db.selectFrom('travelPlans').select('id').execute();
    expect(plans).toHaveLength(0);
  });
});
