import { DEFAULT_SESSION_MS } from '@dali/shared/contracts/auth';
import { ChatStreamFrameSchema, type ChatStreamFrame } from '@dali/shared/contracts/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock, login, registerAccount } from '../../test/accounts-helpers.js';
import { buildCatalogTestApp, type TestApp } from '../../test/build-test-app.js';
import { testEngines } from '../../test/test-databases.js';

const frames = (body: string): ChatStreamFrame[] =>
  body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => ChatStreamFrameSchema.parse(JSON.parse(block.slice(6))));

describe.each(testEngines())('chat with real accounts and the embedded engine on %s', (engine) => {
  const clock = createManualClock();
  let t: TestApp;
  let userId: string;
  beforeAll(async () => {
    t = await buildCatalogTestApp({ engine, env: { RATE_LIMIT_AUTH_PER_MINUTE: '1000' }, accounts: { now: clock.now, sleep: async () => {} } });
    userId = await registerAccount(t, 'chat.user@example.com', { username: 'chatter' });
  });
  afterAll(() => t.close());

  const ask = (token: string, query: string, sessionId: string, locale = 'en-US') =>
    t.app.inject({
      method: 'POST',
      url: '/ai_api/v1/chat/stream',
      headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
      payload: { query, user_id: userId, include_history: true, use_agent: false, use_tools: false, language: locale, session_id: sessionId },
    });

  it('answers from the catalog with linked, cited entries and follows up on the previous answer', async () => {
    const token = (await login(t, 'chat.user@example.com')).json().data.accessToken as string;
    const first = frames((await ask(token, '崇圣寺三塔门票多少钱？', 'auth-session-1', 'zh-CN')).body);
    const text = first.flatMap((f) => ('type' in f && f.type === 'ai_response' ? [f.content] : [])).join('');
    expect(text).toContain('](/attractions/three-pagodas-chongsheng-temple)');
    const refs = first.find((f) => 'type' in f && f.type === 'references');
    expect(refs).toMatchObject({ references: expect.arrayContaining([expect.objectContaining({ id: 'three-pagodas-chongsheng-temple', priceKind: 'ticket' })]) });
    expect(first.at(-1)).toEqual({ status: 'completed' });

    // "And how do I get there?" names nothing: the engine follows the entry the last answer cited.
    const follow = frames((await ask(token, 'And how do I get there?', 'auth-session-1')).body);
    const followRefs = follow.find((f) => 'type' in f && f.type === 'references');
    expect(followRefs).toMatchObject({ references: expect.arrayContaining([expect.objectContaining({ id: 'three-pagodas-chongsheng-temple' })]) });
  });

  it('renews a token past half its lifetime on the stream (x-new-access-token) and answers 401 to an expired one before streaming', async () => {
    const token = (await login(t, 'chat.user@example.com')).json().data.accessToken as string;
    clock.advance(DEFAULT_SESSION_MS / 2 + 1000);
    const renewed = await ask(token, 'Is Erhai Lake open now?', 'auth-session-2');
    expect(renewed.statusCode).toBe(200);
    expect(renewed.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(String(renewed.headers['x-new-access-token'])).toMatch(/^ey/);

    clock.advance(DEFAULT_SESSION_MS);
    const expired = await ask(token, 'Is Erhai Lake open now?', 'auth-session-3', 'zh-CN');
    expect(expired.statusCode).toBe(401);
    expect(expired.headers['content-type']).toContain('application/json');
    expect(expired.json()).toMatchObject({ code: 40103 });
  });
});
