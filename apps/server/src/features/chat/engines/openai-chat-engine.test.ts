import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiLanguageModel } from '../../../providers/ai/openai-language-model.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fake-openai-server.js';
import type { TestDatabase } from '../../../test/test-databases.js';
import { ChatEngineError, type ChatEngineEvent, type ChatTurnInput } from '../chat-engine.js';
import type { ChatCatalog } from '../knowledge/chat-catalog.js';
import { openChatCatalog } from '../test/chat-catalog-fixture.js';
import { CHAT_TOOLS, createOpenAiChatEngine, referencesInAnswer } from './openai-chat-engine.js';
import type { PlanPreview } from './plan-preview.js';

// Wed 2 Dec 2026, 10:00 in Dali (UTC+8).
const NOW = Date.UTC(2026, 11, 2, 2, 0);

describe('OpenAI-compatible chat engine against a fake provider', () => {
  let fake: FakeOpenAiServer;
  let database: TestDatabase;
  let catalog: ChatCatalog;
  const previews: string[] = [];
  const planPreview: PlanPreview = (input) => {
    previews.push(input.text);
    return Promise.resolve({ kind: 'unreadable' });
  };

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    ({ database, catalog } = await openChatCatalog());
  });
  afterAll(async () => {
    await fake.close();
    await database.cleanup();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    previews.length = 0;
  });

  const engineWith = (timeoutMs = 5000) =>
    createOpenAiChatEngine({
      languageModel: createOpenAiLanguageModel({ baseURL: fake.baseURL, apiKey: 'test-key', model: 'fake-model', timeoutMs, maxRetries: 0 }),
      catalog: () => Promise.resolve(catalog),
      planPreview,
    });
  const input = (fields: Partial<ChatTurnInput> = {}): ChatTurnInput => ({ query: 'Is the Three Pagodas open now?', language: 'en-US', history: [], signal: new AbortController().signal, now: NOW, ...fields });
  const collect = async (events: AsyncIterable<ChatEngineEvent>) => {
    const out: ChatEngineEvent[] = [];
    for await (const event of events) out.push(event);
    return out;
  };

  it('runs the tools the model asks for on the catalog, sends their results back, and streams the final pieces in order', async () => {
    fake.enqueue(
      { content: '', toolCalls: [{ id: 'call-1', name: 'place_details', arguments: JSON.stringify({ kind: 'attraction', id: 'three-pagodas-chongsheng-temple' }) }] },
      { content: 'The [Three Pagodas](/attractions/three-pagodas-chongsheng-temple) are open now.', pieces: ['The [Three Pagodas]', '(/attractions/three-pagodas-chongsheng-temple)', ' are open now.'] },
    );
    const events = await collect(engineWith().answer(input()));
    expect(events.filter((e) => e.type === 'text').map((e) => (e as { text: string }).text)).toEqual([
      'The [Three Pagodas]',
      '(/attractions/three-pagodas-chongsheng-temple)',
      ' are open now.',
    ]);
    const references = events.at(-1);
    expect(references).toMatchObject({ type: 'references', references: [{ kind: 'attraction', id: 'three-pagodas-chongsheng-temple', path: '/attractions/three-pagodas-chongsheng-temple' }] });

    expect(fake.requests).toHaveLength(2);
    const [first, second] = fake.requests;
    expect(first?.body.stream).toBe(true);
    expect((first?.body.tools as unknown[]).length).toBe(CHAT_TOOLS.length);
    expect(first?.body.messages?.[0]?.role).toBe('system');
    expect(first?.body.messages?.[0]?.content).toContain('Name only');
    const toolMessage = second?.body.messages?.find((m) => m.role === 'tool');
    expect(toolMessage?.tool_call_id).toBe('call-1');
    const result = JSON.parse(toolMessage?.content ?? '{}') as { id: string; name: string; path: string };
    expect(result).toMatchObject({ id: 'three-pagodas-chongsheng-temple', path: '/attractions/three-pagodas-chongsheng-temple' });
    expect(result.name).toBe(catalog.attractions.find((a) => a.id === 'three-pagodas-chongsheng-temple')?.name['en-US']);
  });

  it('answers a tool call with an error the model can read for bad arguments or unknown ids, and hands plan requests to the planner', async () => {
    fake.enqueue(
      {
        content: '',
        toolCalls: [
          { id: 'a', name: 'place_details', arguments: '{"kind":"castle","id":"x"}' },
          { id: 'b', name: 'dish_facts', arguments: '{"food_id":"unicorn-stew"}' },
          { id: 'c', name: 'make_plan', arguments: '{"request":"3 days in Dali"}' },
          { id: 'd', name: 'teleport', arguments: '{}' },
        ],
      },
      { content: 'Sorry, I could not find that.' },
    );
    await collect(engineWith().answer(input({ query: 'Plan me 3 days' })));
    const tools = fake.requests[1]?.body.messages?.filter((m) => m.role === 'tool') ?? [];
    expect(tools.map((m) => m.tool_call_id)).toEqual(['a', 'b', 'c', 'd']);
    expect(JSON.parse(tools[0]?.content ?? '{}')).toMatchObject({ error: expect.stringContaining('invalid arguments') });
    expect(JSON.parse(tools[1]?.content ?? '{}')).toEqual({ error: 'not in the catalog' });
    expect(JSON.parse(tools[2]?.content ?? '{}')).toEqual({ kind: 'unreadable' });
    expect(JSON.parse(tools[3]?.content ?? '{}')).toEqual({ error: 'unknown tool teleport' });
    expect(previews).toEqual(['3 days in Dali']);
  });

  it('passes the history to the model and stops offering tools on the last round', async () => {
    const call = { content: '', toolCalls: [{ id: 'x', name: 'list_towns', arguments: '{}' }] };
    fake.enqueue(call, call, call, { content: 'Done.' });
    await collect(
      engineWith().answer(
        input({
          history: [
            { role: 'user', content: 'Tell me about Xizhou', references: [] },
            { role: 'assistant', content: 'Xizhou is a Bai town.', references: [] },
          ],
        }),
      ),
    );
    expect(fake.requests).toHaveLength(4);
    expect(fake.requests[0]?.body.messages?.slice(1, 3)).toEqual([
      { role: 'user', content: 'Tell me about Xizhou' },
      { role: 'assistant', content: 'Xizhou is a Bai town.' },
    ]);
    expect(fake.requests[3]?.body.tool_choice).toBe('none');
  });

  it('turns an upstream 500, 429 or a break mid-stream into a ChatEngineError after the pieces already sent', async () => {
    fake.enqueue({ status: 500 });
    await expect(collect(engineWith().answer(input()))).rejects.toBeInstanceOf(ChatEngineError);
    fake.enqueue({ status: 429, message: 'slow down' });
    await expect(collect(engineWith().answer(input()))).rejects.toBeInstanceOf(ChatEngineError);

    fake.enqueue({ content: 'abc', pieces: ['a', 'b', 'c'], failAfter: 2 });
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const event of engineWith().answer(input())) if (event.type === 'text') seen.push(event.text);
      })(),
    ).rejects.toBeInstanceOf(ChatEngineError);
    expect(seen).toEqual(['a', 'b']);
  });

  it('stops the upstream request when the turn is aborted, without an error', async () => {
    fake.enqueue({ hang: true });
    const controller = new AbortController();
    const done = collect(engineWith().answer(input({ signal: controller.signal })));
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    await expect(done).resolves.toEqual([]);
    await fake.clientClosed();
  });

  it('cites linked and named catalog entries once each, in order, and ignores unknown links', () => {
    const pagodas = catalog.attractions.find((a) => a.id === 'three-pagodas-chongsheng-temple');
    const erhai = catalog.attractions.find((a) => a.id === 'erhai-lake');
    const text = `See [it](/attractions/erhai-lake) and ${pagodas?.name['en-US'] ?? ''}, then [x](/attractions/no-such-place) and [again](/attractions/erhai-lake).`;
    const refs = referencesInAnswer(catalog, text, 'en-US', NOW);
    expect(refs.map((r) => r.id)).toEqual([erhai?.id, pagodas?.id]);
  });
});
