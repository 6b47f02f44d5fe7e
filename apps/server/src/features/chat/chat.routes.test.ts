import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChatStreamFrameSchema, type ChatReference, type ChatStreamFrame } from '@dali/shared/contracts/chat';
import { VISITOR_FINGERPRINT_HEADER } from '@dali/shared/contracts/membership';
import type { Locale } from '@dali/shared/locales';
import { formatMessage } from '@dali/shared/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTestUser, type TestUser } from '../../test/test-auth.js';
import { membershipConfigWith } from '../../test/membership-helpers.js';
import { testEngines } from '../../test/test-databases.js';
import { ChatEngineError, type ChatEngine, type ChatEngineEvent, type ChatTurnInput } from './chat-engine.js';

const STREAM = '/ai_api/v1/chat/stream';
const HEARTBEAT_MS = 40;
const REFERENCE: ChatReference = {
  kind: 'attraction',
  id: 'three-pagodas',
  name: 'Three Pagodas',
  town: 'Dali Old Town',
  path: '/attractions/three-pagodas',
  openNow: 'open',
  priceFen: 7500,
  priceKind: 'ticket',
};

/** What the scripted engine does next: the events to yield, a failure, or hang until aborted. */
interface Script {
  events?: ChatEngineEvent[];
  failAfter?: number;
  hangAfter?: number;
  delayMs?: number;
}

/** An engine that answers from `script` and records what it was asked. */
function createScriptedEngine(kind: ChatEngine['kind'] = 'local') {
  const state = { script: {} as Script, inputs: [] as ChatTurnInput[] };
  const engine: ChatEngine = {
    kind,
    async *answer(input) {
      state.inputs.push(input);
      const { events = [{ type: 'text', text: 'Hello ' }, { type: 'text', text: 'world' }, { type: 'references', references: [REFERENCE] }], failAfter, hangAfter, delayMs } = state.script;
      for (const [index, event] of events.entries()) {
        if (failAfter === index) throw new ChatEngineError('upstream failed');
        if (hangAfter === index) {
          await new Promise<void>((resolve) => input.signal.addEventListener('abort', () => resolve(), { once: true }));
          return;
        }
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        yield event;
      }
      if (failAfter === events.length) throw new ChatEngineError('upstream failed');
    },
  };
  return { engine, state };
}

function parseStream(body: string): { frames: ChatStreamFrame[]; comments: string[] } {
  const frames: ChatStreamFrame[] = [];
  const comments: string[] = [];
  for (const block of body.split('\n\n')) {
    if (block === '') continue;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      else if (line.startsWith('data: ')) frames.push(ChatStreamFrameSchema.parse(JSON.parse(line.slice(6))));
      else throw new Error(`unexpected event-stream line: ${JSON.stringify(line)}`);
    }
  }
  return { frames, comments };
}

let sessionCounter = 0;
const newSessionId = () => `session-${Date.now().toString(36)}-${(sessionCounter += 1)}`;

describe.each(testEngines())('chat routes on %s', (dbEngine) => {
  let t: TestApp;
  const scripted = createScriptedEngine();
  const grounded = { unknownNames: [] as string[], cleanedText: null as string | null };
  let visitors = 0;
  const newVisitor = () => {
    visitors += 1;
    return { fingerprint: `fp-chat-${dbEngine}-${visitors}-${Date.now().toString(36)}`, address: `198.51.100.${visitors}` };
  };
  type Caller = { fingerprint?: string; address?: string; user?: TestUser; locale?: Locale };

  beforeAll(async () => {
    t = await buildTestApp({
      engine: dbEngine,
      testAuth: true,
      chat: {
        engine: scripted.engine,
        ground: (text) => Promise.resolve({ unknownNames: grounded.unknownNames, cleanedText: grounded.cleanedText ?? text }),
        heartbeatMs: HEARTBEAT_MS,
      },
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    scripted.state.script = {};
    grounded.unknownNames = [];
    grounded.cleanedText = null;
  });

  const headersOf = (caller: Caller) => ({
    'accept-language': caller.locale ?? 'en-US',
    ...caller.user?.headers,
    ...(caller.fingerprint ? { [VISITOR_FINGERPRINT_HEADER]: caller.fingerprint } : {}),
  });
  const bodyOf = (caller: Caller, fields: Record<string, unknown>) => ({
    query: 'What is there to see?',
    user_id: caller.user?.id ?? caller.fingerprint ?? 'anonymous',
    include_history: true,
    use_agent: false,
    use_tools: false,
    language: caller.locale ?? 'en-US',
    ...fields,
  });
  const send = (caller: Caller, fields: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: STREAM, payload: bodyOf(caller, fields), remoteAddress: caller.address ?? '127.0.0.1', headers: headersOf(caller) });
  const get = (url: string, caller: Caller) => t.app.inject({ method: 'GET', url, remoteAddress: caller.address ?? '127.0.0.1', headers: headersOf(caller) });
  const remaining = async (caller: Caller) => {
    const id = caller.user?.id ?? caller.fingerprint ?? 'none';
    const response = await get(`/ai_api/v1/base_api/visitor/remaining_count?user_id=${encodeURIComponent(id)}&type=chat`, caller);
    return (response.json() as { data: { remaining: number } }).data.remaining;
  };
  const messageRows = (sessionId: string) => t.database.db.selectFrom('chatMessages').selectAll().where('sessionId', '=', sessionId).orderBy('position').execute();

  it('streams a turn byte for byte as spec §7 frames with event-stream headers, and stores question and answer', async () => {
    const user = await createTestUser(t.database.db);
    const sessionId = newSessionId();
    const response = await send({ user }, { session_id: sessionId, query: '  What is there to see?  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-request-id': expect.any(String),
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(
      `data: {"type":"session","session_id":"${sessionId}","title":"What is there to see?"}\n\n` +
        'data: {"type":"ai_response","content":"Hello "}\n\n' +
        'data: {"type":"ai_response","content":"world"}\n\n' +
        `data: {"type":"references","references":[${JSON.stringify(REFERENCE)}]}\n\n` +
        'data: {"status":"completed"}\n\n',
    );
    expect(scripted.state.inputs.at(-1)).toMatchObject({ query: 'What is there to see?', language: 'en-US', history: [] });
    const rows = await messageRows(sessionId);
    expect(rows.map((r) => [r.position, r.role, r.content])).toEqual([
      [0, 'user', 'What is there to see?'],
      [1, 'assistant', 'Hello world'],
    ]);
    expect(await remaining({ user })).toBe(19);
  });

  it('replaces the reply with a full_content frame and stores the whole text', async () => {
    const user = await createTestUser(t.database.db);
    const sessionId = newSessionId();
    scripted.state.script = { events: [{ type: 'text', text: 'draft' }, { type: 'replace', text: 'Final **answer**' }, { type: 'references', references: [] }] };
    const { frames } = parseStream((await send({ user }, { session_id: sessionId })).body);
    expect(frames).toEqual([
      { type: 'session', session_id: sessionId, title: 'What is there to see?' },
      { type: 'ai_response', content: 'draft' },
      { type: 'full_content', content: 'Final **answer**' },
      { type: 'references', references: [] },
      { status: 'completed' },
    ]);
    expect((await messageRows(sessionId))[1]?.content).toBe('Final **answer**');
  });

  it('lists sessions newest first with titles from the first question, owner only, and reads messages back', async () => {
    const user = await createTestUser(t.database.db);
    const other = await createTestUser(t.database.db);
    const first = newSessionId();
    const second = newSessionId();
    const long = `Tell me about ${'the old town and the lake '.repeat(5)}`;
    await send({ user }, { session_id: first, query: long });
    await send({ user }, { session_id: second, query: 'Second chat' });
    await send({ user }, { session_id: first, query: 'And its tickets?' });

    const list = await get(`/ai_api/v1/enhanced_chat/users/${user.id}/sessions`, { user });
    expect(list.statusCode).toBe(200);
    const sessions = list.json().data as Array<{ session_id: string; title: string; first_message: string; message_count: number; updated_at: string }>;
    expect(sessions.map((s) => s.session_id)).toEqual([first, second]);
    expect(sessions[0]).toMatchObject({ first_message: long.trim(), message_count: 4 });
    expect([...(sessions[0]?.title ?? '')].length).toBe(60);
    expect(sessions[0]?.title.endsWith('…')).toBe(true);
    expect(sessions[1]).toMatchObject({ title: 'Second chat', message_count: 2 });
    expect(new Date(sessions[0]?.updated_at ?? '').getTime()).toBeGreaterThan(0);

    const messages = await get(`/ai_api/v1/enhanced_chat/sessions/${first}/messages`, { user });
    expect(messages.statusCode).toBe(200);
    const data = messages.json().data as { messages: Array<{ role: string; content: string; timestamp: string; references: ChatReference[] }> };
    expect(data.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', long.trim()],
      ['assistant', 'Hello world'],
      ['user', 'And its tickets?'],
      ['assistant', 'Hello world'],
    ]);
    expect(data.messages[1]?.references).toEqual([REFERENCE]);

    // The follow-up was given the earlier turn, with the entry it cited.
    expect(scripted.state.inputs.at(-1)?.history).toEqual([
      { role: 'user', content: long.trim(), references: [] },
      { role: 'assistant', content: 'Hello world', references: [REFERENCE] },
    ]);

    expect((await get(`/ai_api/v1/enhanced_chat/users/${user.id}/sessions`, { user: other })).statusCode).toBe(403);
    expect((await get(`/ai_api/v1/enhanced_chat/users/${user.id}/sessions`, {})).statusCode).toBe(401);
    expect((await get(`/ai_api/v1/enhanced_chat/sessions/${first}/messages`, { user: other })).statusCode).toBe(404);
    expect((await get(`/ai_api/v1/enhanced_chat/sessions/${first}/messages`, { fingerprint: newVisitor().fingerprint })).statusCode).toBe(404);
  });

  it('leaves out the history when include_history is false', async () => {
    const user = await createTestUser(t.database.db);
    const sessionId = newSessionId();
    await send({ user }, { session_id: sessionId });
    await send({ user }, { session_id: sessionId, include_history: false });
    expect(scripted.state.inputs.at(-1)?.history).toEqual([]);
  });

  it('keeps a visitor\'s sessions to the same fingerprint, falls back to user_id as fingerprint, and never reads back anonymous ones', async () => {
    const visitor = newVisitor();
    const sessionId = newSessionId();
    // No header: the body's user_id is the fingerprint (spec §6).
    const response = await send({ address: visitor.address }, { session_id: sessionId, user_id: visitor.fingerprint });
    expect(response.statusCode).toBe(200);
    const list = await get(`/ai_api/v1/enhanced_chat/users/${visitor.fingerprint}/sessions`, visitor);
    expect((list.json().data as Array<{ session_id: string }>).map((s) => s.session_id)).toEqual([sessionId]);
    expect((await get(`/ai_api/v1/enhanced_chat/sessions/${sessionId}/messages`, visitor)).statusCode).toBe(200);
    expect((await get(`/ai_api/v1/enhanced_chat/sessions/${sessionId}/messages`, { fingerprint: newVisitor().fingerprint })).statusCode).toBe(404);
    expect((await get(`/ai_api/v1/enhanced_chat/users/${visitor.fingerprint}/sessions`, { fingerprint: newVisitor().fingerprint })).statusCode).toBe(401);

    const anonymousSession = newSessionId();
    const anonymous = await send({ address: newVisitor().address }, { session_id: anonymousSession, user_id: 'anonymous' });
    expect(anonymous.statusCode).toBe(200);
    const stored = await t.database.db.selectFrom('chatSessions').selectAll().where('id', '=', anonymousSession).executeTakeFirstOrThrow();
    expect([stored.userId, stored.visitorId]).toEqual([null, null]);
    expect((await get(`/ai_api/v1/enhanced_chat/users/anonymous/sessions`, {})).statusCode).toBe(401);
  });

  it('refuses another owner\'s session with 403 and a deleted one with 404, before charging anything', async () => {
    const owner = await createTestUser(t.database.db);
    const intruder = await createTestUser(t.database.db);
    const sessionId = newSessionId();
    await send({ user: owner }, { session_id: sessionId });
    const taken = await send({ user: intruder, locale: 'zh-CN' }, { session_id: sessionId });
    expect(taken.statusCode).toBe(403);
    expect(taken.json()).toMatchObject({ code: 40301, message: formatMessage('server.forbidden', 'zh-CN') });
    expect(await remaining({ user: intruder })).toBe(20);
    expect((await messageRows(sessionId)).length).toBe(2);

    const deleted = await t.app.inject({ method: 'POST', url: '/ai_api/v1/enhanced_chat/sessions/soft-delete', payload: { session_id: sessionId, user_id: owner.id }, headers: headersOf({ user: owner }) });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ data: { session_id: sessionId, deleted: true }, message: 'Conversation deleted' });
    const again = await send({ user: owner }, { session_id: sessionId });
    expect(again.statusCode).toBe(404);
    expect(await remaining({ user: owner })).toBe(19);
  });

  it('soft-deletes for the owner only: gone from the list and reads, a second delete is 404', async () => {
    const user = await createTestUser(t.database.db);
    const other = await createTestUser(t.database.db);
    const sessionId = newSessionId();
    await send({ user }, { session_id: sessionId });
    const del = (caller: Caller, userId: string) =>
      t.app.inject({ method: 'POST', url: '/ai_api/v1/enhanced_chat/sessions/soft-delete', payload: { session_id: sessionId, user_id: userId }, headers: headersOf(caller) });
    expect((await del({ user: other }, user.id)).statusCode).toBe(403);
    expect((await del({ user: other }, other.id)).statusCode).toBe(404);
    expect((await del({}, user.id)).statusCode).toBe(401);
    expect((await del({ user }, user.id)).statusCode).toBe(200);
    expect((await del({ user }, user.id)).statusCode).toBe(404);
    expect((await get(`/ai_api/v1/enhanced_chat/users/${user.id}/sessions`, { user })).json().data).toEqual([]);
    expect((await get(`/ai_api/v1/enhanced_chat/sessions/${sessionId}/messages`, { user })).statusCode).toBe(404);
    // The rows stay (soft delete).
    expect((await messageRows(sessionId)).length).toBe(2);
  });

  it('answers 400 in the caller\'s language for a blank or too long question or a bad session id, charging nothing', async () => {
    const visitor = newVisitor();
    const blank = await send({ ...visitor, locale: 'zh-HK' }, { session_id: newSessionId(), query: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('請輸入問題');
    const long = await send(visitor, { session_id: newSessionId(), query: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('1000');
    const badId = await send({ ...visitor, locale: 'zh-CN' }, { session_id: 'no spaces allowed' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('会话编号无效');
    expect(await remaining(visitor)).toBe(10);
  });

  it('sends an error frame and refunds when the engine fails; stores nothing', async () => {
    const user = await createTestUser(t.database.db);
    const sessionId = newSessionId();
    scripted.state.script = { failAfter: 1 };
    const response = await send({ user, locale: 'zh-CN' }, { session_id: sessionId, language: 'zh-CN' });
    expect(response.statusCode).toBe(200);
    const { frames } = parseStream(response.body);
    expect(frames).toEqual([
      { type: 'session', session_id: sessionId, title: 'What is there to see?' },
      { type: 'ai_response', content: 'Hello ' },
      { type: 'error', code: 50205, message: formatMessage('server.chatAiFailed', 'zh-CN') },
    ]);
    expect(await remaining({ user })).toBe(20);
    expect(await messageRows(sessionId)).toEqual([]);
    expect(await t.database.db.selectFrom('chatSessions').selectAll().where('id', '=', sessionId).executeTakeFirst()).toBeUndefined();

    scripted.state.script = { events: [{ type: 'references', references: [] }] };
    const empty = parseStream((await send({ user }, { session_id: sessionId })).body);
    expect(empty.frames.at(-1)).toMatchObject({ type: 'error', code: 50205 });
    expect(await remaining({ user })).toBe(20);
  });

  it('removes a model\'s sentences about places the catalog does not hold before storing, and only logs for the local engine', async () => {
    const user = await createTestUser(t.database.db);
    const sessionId = newSessionId();
    grounded.unknownNames = ['Moon Palace'];
    grounded.cleanedText = 'Hello';
    const local = parseStream((await send({ user }, { session_id: sessionId })).body);
    expect(local.frames.some((f) => 'type' in f && f.type === 'full_content')).toBe(false);
    const rows = await messageRows(sessionId);
    expect(rows[1]?.content).toBe('Hello world');
    expect(JSON.parse(rows[1]?.unknownPlacesJson ?? '[]')).toEqual(['Moon Palace']);

    const model = createScriptedEngine('openai-compatible');
    const m = await buildTestApp({
      engine: dbEngine,
      testAuth: true,
      chat: { engine: model.engine, ground: (text) => Promise.resolve(text.includes('Moon Palace') ? { unknownNames: ['Moon Palace'], cleanedText: 'Erhai is a lake.' } : { unknownNames: [], cleanedText: text }) },
    });
    try {
      const modelUser = await createTestUser(m.database.db);
      model.state.script = { events: [{ type: 'text', text: 'Erhai is a lake. ' }, { type: 'text', text: 'Visit the Moon Palace.' }] };
      const modelSession = newSessionId();
      const response = await m.app.inject({ method: 'POST', url: STREAM, payload: bodyOf({ user: modelUser }, { session_id: modelSession }), headers: headersOf({ user: modelUser }) });
      const { frames } = parseStream(response.body);
      expect(frames.slice(-3)).toEqual([{ type: 'full_content', content: 'Erhai is a lake.' }, { type: 'references', references: [] }, { status: 'completed' }]);
      const stored = await m.database.db.selectFrom('chatMessages').select('content').where('sessionId', '=', modelSession).where('role', '=', 'assistant').executeTakeFirstOrThrow();
      expect(stored.content).toBe('Erhai is a lake.');
    } finally {
      await m.close();
    }
  });

  it('answers 429 to a visitor and 448 to a user once the daily chat allowance is spent', async () => {
    const visitor = newVisitor();
    for (let i = 0; i < 10; i++) expect((await send(visitor, { session_id: newSessionId() })).statusCode).toBe(200);
    const visitorOver = await send(visitor, { session_id: newSessionId() });
    expect(visitorOver.statusCode).toBe(429);
    expect(visitorOver.json().code).toBe(42902);

    const user = await createTestUser(t.database.db);
    for (let i = 0; i < 20; i++) expect((await send({ user }, { session_id: newSessionId() })).statusCode).toBe(200);
    const userOver = await send({ user }, { session_id: newSessionId() });
    expect(userOver.statusCode).toBe(448);
    expect(userOver.json().code).toBe(44801);
  });

  it('charges exactly the allowance under 120 concurrent sends, and numbers 100 concurrent turns of one session without a gap', async () => {
    const visitor = newVisitor();
    const statuses = await Promise.all(Array.from({ length: 120 }, () => send(visitor, { session_id: newSessionId() }).then((r) => r.statusCode)));
    expect(statuses.filter((s) => s === 200).length).toBe(10);
    expect(statuses.filter((s) => s === 429).length).toBe(110);

    // A user allowed 1000 messages a day, so that 100 turns race for positions in one session.
    const roomy = await buildTestApp({
      engine: dbEngine,
      testAuth: true,
      membership: { config: membershipConfigWith((config) => (config.freeTiers.user.chat = 1000)) },
      chat: { engine: scripted.engine, ground: (text) => Promise.resolve({ unknownNames: [], cleanedText: text }) },
    });
    try {
      const owner = await createTestUser(roomy.database.db);
      const sessionId = newSessionId();
      const racing = await Promise.all(
        Array.from({ length: 100 }, () =>
          roomy.app.inject({ method: 'POST', url: STREAM, payload: bodyOf({ user: owner }, { session_id: sessionId }), headers: headersOf({ user: owner }) }).then((r) => r.statusCode),
        ),
      );
      expect(racing.filter((s) => s === 200).length).toBe(100);
      const rows = await roomy.database.db.selectFrom('chatMessages').select('position').where('sessionId', '=', sessionId).orderBy('position').execute();
      expect(rows.map((r) => r.position)).toEqual(Array.from({ length: 200 }, (_, i) => i));
      const session = await roomy.database.db.selectFrom('chatSessions').selectAll().where('id', '=', sessionId).executeTakeFirstOrThrow();
      expect(Number(session.messageCount)).toBe(200);
    } finally {
      await roomy.close();
    }
  });

  describe('over a real connection', () => {
    let base: string;
    beforeAll(async () => {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });
    const waitFor = async (condition: () => Promise<boolean> | boolean) => {
      for (let waited = 0; !(await condition()); waited += 10) {
        if (waited > 5000) throw new Error('condition not met within 5 s');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };

    it('stops the engine within a second when the client leaves, refunds and stores nothing', async () => {
      const user = await createTestUser(t.database.db);
      const sessionId = newSessionId();
      scripted.state.script = { hangAfter: 1 };
      const controller = new AbortController();
      const response = await fetch(`${base}${STREAM}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...user.headers },
        body: JSON.stringify(bodyOf({ user }, { session_id: sessionId })),
        signal: controller.signal,
      });
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      let text = '';
      while (!text.includes('ai_response')) text += new TextDecoder().decode((await reader.read()).value);
      const signal = scripted.state.inputs.at(-1)?.signal;
      expect(signal?.aborted).toBe(false);
      const leftAt = performance.now();
      controller.abort();
      await waitFor(() => signal?.aborted === true);
      expect(performance.now() - leftAt).toBeLessThan(1000);
      await waitFor(async () => (await remaining({ user })) === 20);
      expect(await messageRows(sessionId)).toEqual([]);
    });

    it('sends heartbeats while the engine is quiet', async () => {
      const user = await createTestUser(t.database.db);
      scripted.state.script = { delayMs: 2 * HEARTBEAT_MS };
      const response = await fetch(`${base}${STREAM}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...user.headers },
        body: JSON.stringify(bodyOf({ user }, { session_id: newSessionId() })),
      });
      const { frames, comments } = parseStream(await response.text());
      expect(comments).toContain('ping');
      expect(frames.at(-1)).toEqual({ status: 'completed' });
    });
  });
});
