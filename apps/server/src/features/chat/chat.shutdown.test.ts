/**
 * A chat answer still streaming when the server shuts down is told so and costs nothing: an
 * `error` frame SERVER_RESTARTING in the question's language, the use given back, no turn stored,
 * before the app has finished closing (plugins/shutdown.ts; SHUTDOWN_GRACE_MS = 5000 leaves no
 * drain time).
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@dali/shared/errors';
import type { Locale } from '@dali/shared/locales';
import { formatMessage } from '@dali/shared/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTestUser } from '../../test/test-auth.js';
import { testEngines } from '../../test/test-databases.js';
import type { ChatEngine } from './chat-engine.js';

/** Says one piece, then waits until the turn is aborted. */
const hangingEngine: ChatEngine = {
  kind: 'local',
  async *answer(input) {
    yield { type: 'text', text: 'Thinking…' };
    await new Promise<void>((resolve) => input.signal.addEventListener('abort', () => resolve(), { once: true }));
  },
};

describe.each(testEngines())('chat streams at shutdown on %s', (engine) => {
  let t: TestApp;
  let after: TestApp | undefined;
  beforeAll(async () => {
    t = await buildTestApp({
      engine,
      testAuth: true,
      env: { SHUTDOWN_GRACE_MS: '5000' },
      chat: { engine: hangingEngine, ground: (text) => Promise.resolve({ unknownNames: [], cleanedText: text }) },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await after?.app.close();
    await t.database.cleanup();
  });

  it('ends running answers with a localised "server restarting" frame, refunds them and stores nothing', async () => {
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const locales: Locale[] = ['zh-CN', 'zh-HK', 'en-US'];
    const users = await Promise.all(locales.map(() => createTestUser(t.database.db)));
    const responses = await Promise.all(
      users.map((user, i) =>
        fetch(`${base}/ai_api/v1/chat/stream`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...user.headers },
          body: JSON.stringify({ query: 'Hello', user_id: user.id, language: locales[i], session_id: `shutdown-${engine}-${i}` }),
        }),
      ),
    );
    const readers = responses.map((r) => (r.body as ReadableStream<Uint8Array>).getReader());
    const decoder = new TextDecoder();
    const texts = await Promise.all(
      readers.map(async (reader) => {
        let text = '';
        while (!text.includes('"type":"ai_response"')) {
          const { value, done } = await reader.read();
          if (done) break;
          text += decoder.decode(value, { stream: true });
        }
        return text;
      }),
    );
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
      const last = text.trim().split('\n\n').at(-1) ?? '';
      expect(JSON.parse(last.slice('data: '.length))).toEqual({
        type: 'error',
        code: ERRORS.SERVER_RESTARTING.code,
        message: formatMessage(ERRORS.SERVER_RESTARTING.messageKey, locales[i] as Locale),
      });
    });

    after = await buildTestApp({ database: t.database, testAuth: true });
    for (const user of users) {
      const remaining = await after.app.inject({ method: 'GET', url: `/ai_api/v1/base_api/visitor/remaining_count?user_id=${user.id}&type=chat`, headers: user.headers });
      expect(remaining.json().data.remaining).toBe(20);
    }
    expect(await t.database.db.selectFrom('chatMessages').select('id').execute()).toHaveLength(0);
  });
});
