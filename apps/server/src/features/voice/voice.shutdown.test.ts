/**
 * A recording still running when the server shuts down is told so and costs nothing: the reply
 * SERVER_RESTARTING in the socket's locale, close 1001, the provider aborted and the unit given
 * back before the app has finished closing (plugins/shutdown.ts; SHUTDOWN_GRACE_MS = 5000 leaves
 * no drain time).
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMessage } from '@dali/shared/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { counterRows } from '../../test/membership-helpers.js';
import { createTestUser } from '../../test/test-auth.js';
import { testEngines } from '../../test/test-databases.js';
import { createScriptedRecognizer } from './test/scripted-speech.js';
import { firstFrame, openVoiceClient } from './test/voice-client.js';

describe.each(testEngines())('voice sockets at shutdown on %s', (engine) => {
  let t: TestApp;
  const recognizer = createScriptedRecognizer();
  recognizer.behaviour = { kind: 'hang' };
  beforeAll(async () => {
    t = await buildTestApp({ engine, testAuth: true, env: { SHUTDOWN_GRACE_MS: '5000' }, recognizer });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.database.cleanup());

  it('ends running recordings with a localised "server restarting" reply and close 1001, and refunds them', async () => {
    const user = await createTestUser(t.database.db);
    const url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/voice/recognition?token=test-user:${user.id}&locale=zh-HK`;
    const client = await openVoiceClient(url);
    client.send(firstFrame());
    await vi.waitFor(() => {
      if (recognizer.calls.length !== 1) throw new Error('not yet');
    });
    expect((await counterRows(t.database.db)).filter((row) => row.includes(`/${user.id}/voice/`))).toEqual([expect.stringMatching(/=1$/)]);

    await t.app.close();
    expect(await client.closed).toMatchObject({ code: 1001 });
    expect(client.replies).toEqual([{ code: 50302, message: formatMessage('server.restarting', 'zh-HK'), sid: expect.any(String) }]);
    expect(recognizer.calls[0]?.abortedAt).not.toBeNull();
    expect((await counterRows(t.database.db)).filter((row) => row.includes(`/${user.id}/voice/`))).toEqual([expect.stringMatching(/=0$/)]);
  });
});
