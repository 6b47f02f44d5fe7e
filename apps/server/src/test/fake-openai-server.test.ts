import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.js';

let fake: FakeOpenAiServer;

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(async () => {
  await fake.close();
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${fake.baseURL}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer k', ...headers }, body: JSON.stringify(body) });

describe('fake OpenAI-compatible server', () => {
  it('answers a non-streaming request with one chat.completion and records it', async () => {
    fake.enqueue({ content: '{"a":1}' });
    const response = await post({ model: 'm1', messages: [{ role: 'user', content: 'hi' }] });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { object: string; choices: { message: { content: string }; finish_reason: string }[] };
    expect(body.object).toBe('chat.completion');
    expect(body.choices[0]).toMatchObject({ message: { content: '{"a":1}' }, finish_reason: 'stop' });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/chat/completions', authorization: 'Bearer k', body: { model: 'm1' } });
  });

  it('streams chunks with CRLF, keep-alive comments, usage and [DONE]', async () => {
    fake.enqueue({ content: 'Hello world', pieces: ['Hel', 'lo ', 'world'], lineEnding: '\r\n', keepAlive: true, usage: true });
    const response = await post({ model: 'm2', messages: [], stream: true });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const text = await response.text();
    expect(text).toContain(': keep-alive\r\n\r\n');
    const events = text.split('\r\n\r\n').filter((e) => e.startsWith('data: ')).map((e) => e.slice(6));
    expect(events.at(-1)).toBe('[DONE]');
    const chunks = events.slice(0, -1).map((e) => JSON.parse(e) as { choices: { delta: { content?: string }; finish_reason: string | null }[]; usage?: unknown });
    expect(chunks.map((c) => c.choices[0]?.delta.content ?? '').join('')).toBe('Hello world');
    expect(chunks.some((c) => c.choices[0]?.finish_reason === 'stop')).toBe(true);
    expect(chunks.at(-1)?.usage).toEqual({ prompt_tokens: 9, completion_tokens: 12, total_tokens: 21 });
  });

  it('cuts the connection after N chunks when told to', async () => {
    fake.enqueue({ content: 'abc', pieces: ['a', 'b', 'c'], failAfter: 1 });
    const response = await post({ model: 'm', messages: [], stream: true });
    await expect(response.text()).rejects.toThrow();
  });

  it('answers scripted HTTP errors, and 500 when nothing is scripted', async () => {
    fake.enqueue({ status: 429, message: 'slow down', headers: { 'retry-after': '1' } });
    const limited = await post({ model: 'm', messages: [] });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(await limited.json()).toEqual({ error: { message: 'slow down', type: 'rate_limit_error' } });
    const empty = await post({ model: 'm', messages: [] });
    expect(empty.status).toBe(500);
  });

  it('tells when a client gives up on a request it never answers', async () => {
    fake.enqueue({ hang: true });
    const controller = new AbortController();
    const before = fake.requests.length;
    const pending = fetch(`${fake.baseURL}/chat/completions`, { method: 'POST', body: '{}', signal: controller.signal });
    await expect.poll(() => fake.requests.length).toBe(before + 1);
    controller.abort();
    await expect(pending).rejects.toThrow();
    await fake.clientClosed();
  });
});
