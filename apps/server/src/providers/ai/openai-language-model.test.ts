import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../test/fake-openai-server.js';
import { LanguageModelError, type ChatRequest, type TextStream } from './language-model.js';
import { createOpenAiLanguageModel, type OpenAiLanguageModelOptions } from './openai-language-model.js';

let fake: FakeOpenAiServer;

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const modelWith = (options: Partial<OpenAiLanguageModelOptions> = {}) =>
  createOpenAiLanguageModel({ baseURL: fake.baseURL, apiKey: 'test-key', model: 'test-model', timeoutMs: 5000, maxRetries: 0, ...options });
const HELLO: ChatRequest = { messages: [{ role: 'user', content: 'hello' }] };

async function collect(stream: TextStream, seen: string[] = []): Promise<string[]> {
  for await (const piece of stream) seen.push(piece);
  return seen;
}

/** The error a promise rejects with, for checks of its kind and status. */
async function failureOf(promise: Promise<unknown>): Promise<LanguageModelError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof LanguageModelError)) throw new Error(`expected LanguageModelError, got ${String(error)}`);
  return error;
}

describe('OpenAI-compatible language model: complete', () => {
  it('sends the messages and returns text, finish reason and usage', async () => {
    fake.enqueue({ content: 'Hi there.' });
    const model = modelWith();
    expect(model).toMatchObject({ kind: 'openai-compatible', model: 'test-model' });
    const answer = await model.complete({ messages: [{ role: 'system', content: 'Be brief.' }, ...HELLO.messages], temperature: 0.2, maxTokens: 50 });
    expect(answer).toEqual({ text: 'Hi there.', toolCalls: [], finishReason: 'stop', usage: { promptTokens: 10, completionTokens: 10, totalTokens: 20 } });
    const [sent] = fake.requests;
    expect(sent).toMatchObject({
      path: '/v1/chat/completions',
      authorization: 'Bearer test-key',
      body: { model: 'test-model', temperature: 0.2, max_tokens: 50, messages: [{ role: 'system', content: 'Be brief.' }, { role: 'user', content: 'hello' }] },
    });
    expect(sent?.body.stream).toBeFalsy();
    expect(sent?.body).not.toHaveProperty('tools');
  });

  it('throws an http error with the status on 500 and 429 when retries are off', async () => {
    fake.enqueue({ status: 500 });
    expect(await failureOf(modelWith().complete(HELLO))).toMatchObject({ kind: 'http', status: 500, message: expect.stringMatching(/HTTP 500/) as unknown });
    fake.enqueue({ status: 429, message: 'rate limited' });
    expect(await failureOf(modelWith().complete(HELLO))).toMatchObject({ kind: 'http', status: 429 });
  });

  it.each([429, 500])('retries after a %i and returns the second answer', async (status) => {
    fake.enqueue({ status, headers: { 'retry-after-ms': '10' } }, { content: 'second try' });
    const answer = await modelWith({ maxRetries: 1 }).complete(HELLO);
    expect(answer.text).toBe('second try');
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up after the retries allowed', async () => {
    fake.enqueue({ status: 500, headers: { 'retry-after-ms': '10' } }, { status: 500, headers: { 'retry-after-ms': '10' } });
    expect(await failureOf(modelWith({ maxRetries: 1 }).complete(HELLO))).toMatchObject({ kind: 'http', status: 500 });
    expect(fake.requests).toHaveLength(2);
  });

  it('stops the request when the signal aborts', async () => {
    fake.enqueue({ hang: true });
    const controller = new AbortController();
    const pending = modelWith().complete(HELLO, { signal: controller.signal });
    await expect.poll(() => fake.requests.length).toBe(1);
    controller.abort();
    expect(await failureOf(pending)).toMatchObject({ kind: 'aborted', message: expect.stringMatching(/aborted/) as unknown });
    await fake.clientClosed();
  });

  it('gives up after the time limit, the model default or the one of the call', async () => {
    fake.enqueue({ hang: true }, { hang: true });
    expect(await failureOf(modelWith({ timeoutMs: 200 }).complete(HELLO))).toMatchObject({ kind: 'timeout', message: expect.stringMatching(/in time/) as unknown });
    const started = Date.now();
    expect(await failureOf(modelWith().complete(HELLO, { timeoutMs: 200 }))).toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('reports an unreachable server as a connection error', async () => {
    const closed = await startFakeOpenAiServer();
    await closed.close();
    expect(await failureOf(createOpenAiLanguageModel({ baseURL: closed.baseURL, apiKey: 'k', model: 'm', timeoutMs: 2000, maxRetries: 0 }).complete(HELLO))).toMatchObject({ kind: 'connection' });
  });
});

describe('OpenAI-compatible language model: completeJson', () => {
  const Answer = z.object({ days: z.number(), towns: z.array(z.string()) });

  it('asks for a JSON object and returns the value checked by the schema, with usage', async () => {
    fake.enqueue({ content: '```json\n{"days": 3, "towns": ["xizhou"]}\n```' });
    const answer = await modelWith().completeJson(HELLO, Answer);
    expect(answer).toEqual({ value: { days: 3, towns: ['xizhou'] }, usage: { promptTokens: 10, completionTokens: 10, totalTokens: 20 } });
    expect(fake.requests[0]?.body).toMatchObject({ response_format: { type: 'json_object' } });
  });

  it.each([
    ['not JSON', 'Three days in Dali.', /not JSON/],
    ['JSON the schema rejects', '{"days": "three", "towns": []}', /does not validate \(days: /],
    ['a JSON array', '[1, 2]', /does not validate/],
    ['no content', '', /no content/],
  ])('throws invalid-answer on %s', async (_, content, message) => {
    fake.enqueue({ content });
    const error = await failureOf(modelWith().completeJson(HELLO, Answer));
    expect(error).toMatchObject({ kind: 'invalid-answer' });
    expect(error.message).toMatch(message);
  });
});

describe('OpenAI-compatible language model: stream', () => {
  it('yields the text pieces in order, asks for usage and sums up the answer', async () => {
    fake.enqueue({ content: 'Hello, Dali!', pieces: ['Hel', 'lo, ', 'Dali!'], lineEnding: '\r\n', keepAlive: true, usage: true });
    const stream = modelWith().stream(HELLO);
    expect(fake.requests).toHaveLength(0);
    expect(await collect(stream)).toEqual(['Hel', 'lo, ', 'Dali!']);
    expect(stream.summary).toEqual({ text: 'Hello, Dali!', toolCalls: [], finishReason: 'stop', usage: { promptTokens: 9, completionTokens: 12, totalTokens: 21 } });
    expect(fake.requests[0]?.body).toMatchObject({ model: 'test-model', stream: true, stream_options: { include_usage: true } });
  });

  it('leaves usage null when the server sends none, and stream_options out when turned off', async () => {
    fake.enqueue({ content: 'ok' });
    const stream = modelWith({ streamUsage: false }).stream(HELLO);
    expect(await collect(stream)).toEqual(['ok']);
    expect(stream.summary?.usage).toBeNull();
    expect(fake.requests[0]?.body).not.toHaveProperty('stream_options');
  });

  it('yields the pieces that arrived, then a connection error, when the stream breaks', async () => {
    fake.enqueue({ content: 'abcd', pieces: ['a', 'b', 'c', 'd'], failAfter: 2 });
    const seen: string[] = [];
    const stream = modelWith().stream(HELLO);
    expect(await failureOf(collect(stream, seen))).toMatchObject({ kind: 'connection' });
    expect(seen).toEqual(['a', 'b']);
    expect(stream.summary).toBeNull();
  });

  it('retries a 429 before the stream starts', async () => {
    fake.enqueue({ status: 429, headers: { 'retry-after-ms': '10' } }, { content: 'late', pieces: ['la', 'te'] });
    expect(await collect(modelWith({ maxRetries: 1 }).stream(HELLO))).toEqual(['la', 'te']);
    expect(fake.requests).toHaveLength(2);
  });

  it('stops when the signal aborts', async () => {
    fake.enqueue({ hang: true });
    const controller = new AbortController();
    const run = collect(modelWith().stream(HELLO, { signal: controller.signal }));
    await expect.poll(() => fake.requests.length).toBe(1);
    controller.abort();
    expect(await failureOf(run)).toMatchObject({ kind: 'aborted' });
    await fake.clientClosed();
  });

  it('gives up after the time limit', async () => {
    fake.enqueue({ hang: true });
    expect(await failureOf(collect(modelWith({ timeoutMs: 200 }).stream(HELLO)))).toMatchObject({ kind: 'timeout' });
  });
});

describe('OpenAI-compatible language model: tools', () => {
  const weather = { name: 'get_weather', description: 'Weather of a town', parameters: { type: 'object', properties: { town: { type: 'string' } }, required: ['town'] } };

  it('sends tools, tool choice and a tool round-trip in the API shape', async () => {
    fake.enqueue({ content: 'Sunny in Xizhou.' });
    await modelWith().complete({
      messages: [
        { role: 'user', content: 'Weather in Xizhou?' },
        { role: 'assistant', content: null, toolCalls: [{ id: 'call_1', name: 'get_weather', arguments: '{"town":"xizhou"}' }] },
        { role: 'tool', toolCallId: 'call_1', content: '{"sky":"sunny"}' },
      ],
      tools: [weather],
      toolChoice: { name: 'get_weather' },
    });
    expect(fake.requests[0]?.body).toMatchObject({
      tools: [{ type: 'function', function: weather }],
      tool_choice: { type: 'function', function: { name: 'get_weather' } },
      messages: [
        { role: 'user', content: 'Weather in Xizhou?' },
        { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '{"town":"xizhou"}' } }] },
        { role: 'tool', tool_call_id: 'call_1', content: '{"sky":"sunny"}' },
      ],
    });
  });

  // The shared fake scripts text answers only, so tool-call answers come from this small peer:
  // one whole completion, and one stream whose two calls arrive as fragments split mid-token
  // (integrations.md §5 "Streaming tool calls").
  describe('answers with tool calls', () => {
    let peer: http.Server;
    let baseURL = '';
    const bodies: Record<string, unknown>[] = [];
    const calls = [
      { id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '{"town":"xizhou"}' } },
      { id: 'call_2', type: 'function', function: { name: 'get_weather', arguments: '{"town":"shaxi"}' } },
    ];
    const fragments = [
      [{ index: 0, id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '' } }],
      [{ index: 1, id: 'call_2', type: 'function', function: { name: 'get_weather', arguments: '{"to' } }],
      [{ index: 0, function: { arguments: '{"town":"xi' } }],
      [{ index: 1, function: { arguments: 'wn":"shaxi"}' } }],
      [{ index: 0, function: { arguments: 'zhou"}' } }],
    ];

    beforeAll(async () => {
      peer = http.createServer((request, response) => {
        let text = '';
        request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        request.on('end', () => {
          const body = JSON.parse(text) as Record<string, unknown>;
          bodies.push(body);
          const base = { id: 'chatcmpl-tools', created: 1_730_000_000, model: 'test-model' };
          if (!body.stream) {
            response.writeHead(200, { 'content-type': 'application/json' }).end(
              JSON.stringify({
                ...base,
                object: 'chat.completion',
                choices: [{ index: 0, message: { role: 'assistant', content: null, tool_calls: calls }, finish_reason: 'tool_calls' }],
                usage: { prompt_tokens: 30, completion_tokens: 8, total_tokens: 38 },
              }),
            );
            return;
          }
          response.writeHead(200, { 'content-type': 'text/event-stream' });
          const send = (delta: Record<string, unknown>, finish: string | null) =>
            response.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
          send({ role: 'assistant', content: null }, null);
          for (const toolCalls of fragments) send({ tool_calls: toolCalls }, null);
          send({}, 'tool_calls');
          response.end('data: [DONE]\n\n');
        });
      });
      await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
      baseURL = `http://127.0.0.1:${(peer.address() as AddressInfo).port}/v1`;
    });
    afterAll(async () => {
      await new Promise((resolve) => peer.close(resolve));
    });

    const expected = [
      { id: 'call_1', name: 'get_weather', arguments: '{"town":"xizhou"}' },
      { id: 'call_2', name: 'get_weather', arguments: '{"town":"shaxi"}' },
    ];

    it('returns the tool calls of a whole answer', async () => {
      const answer = await modelWith({ baseURL }).complete({ ...HELLO, tools: [weather] });
      expect(answer).toEqual({ text: '', toolCalls: expected, finishReason: 'tool_calls', usage: { promptTokens: 30, completionTokens: 8, totalTokens: 38 } });
      expect(bodies.at(-1)).toMatchObject({ tools: [{ type: 'function', function: weather }] });
    });

    it('accumulates streamed tool-call fragments by index', async () => {
      const stream = modelWith({ baseURL }).stream({ ...HELLO, tools: [weather], toolChoice: 'required' });
      expect(await collect(stream)).toEqual([]);
      expect(stream.summary).toEqual({ text: '', toolCalls: expected, finishReason: 'tool_calls', usage: null });
      expect(bodies.at(-1)).toMatchObject({ stream: true, tool_choice: 'required' });
    });
  });
});
