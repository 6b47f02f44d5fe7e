/**
 * A local stand-in for an OpenAI-compatible chat completions endpoint (integrations.md §5) for
 * tests: `POST /v1/chat/completions`, answered from a queue of scripted responses. A streaming
 * request (`"stream": true`) gets `text/event-stream` with one `data: {chunk}` event per piece, a
 * final chunk with `finish_reason`, an optional usage chunk and `data: [DONE]`; other requests get
 * one `chat.completion` JSON body. Scripts can use CRLF line endings and `:` keep-alive comments
 * (both legal in SSE), fail mid-stream by destroying the socket after N chunks, answer an HTTP
 * error (500, 429 …), or never answer (for abort and timeout tests). Every request is recorded.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One scripted answer. */
export type FakeChatResponse =
  | {
      /** The assistant's text: one string (streamed as one chunk per piece of `pieces`, or whole). */
      content: string;
      /** How a streaming answer splits `content`; default: the whole content in one chunk. */
      pieces?: string[];
      /** Destroy the socket after this many content chunks (streaming only). */
      failAfter?: number;
      finishReason?: 'stop' | 'length' | 'content_filter';
      /** SSE line ending; default `\n`. */
      lineEnding?: '\n' | '\r\n';
      /** Send a `: keep-alive` comment line before every chunk. */
      keepAlive?: boolean;
      /** Add a usage chunk (as with `stream_options.include_usage`). */
      usage?: boolean;
    }
  | { status: number; message?: string; headers?: Record<string, string> }
  | { hang: true };

/** One request as the fake saw it. */
export interface RecordedChatRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** Parsed JSON body (model, messages, stream, response_format …). */
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    stream?: boolean;
    response_format?: { type: string };
    [key: string]: unknown;
  };
}

/** A running fake. */
export interface FakeOpenAiServer {
  /** `http://127.0.0.1:<port>/v1`: the SDK's `baseURL` (AI_BASE_URL). */
  baseURL: string;
  requests: RecordedChatRequest[];
  /** Queue answers for the next requests, in order. An empty queue answers 500 "no scripted response". */
  enqueue(...responses: FakeChatResponse[]): void;
  /** Resolves once the fake has seen a request close before it was answered (client abort). */
  clientClosed(): Promise<void>;
  close(): Promise<void>;
}

const CREATED = 1_730_000_000;

/** Start the fake on a free port of 127.0.0.1. */
export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const requests: RecordedChatRequest[] = [];
  const queue: FakeChatResponse[] = [];
  const sockets = new Set<Socket>();
  let closedWaiters: (() => void)[] = [];
  let closedCount = 0;
  let serial = 0;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body: RecordedChatRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as RecordedChatRequest['body'];
      } catch {
        body = {};
      }
      requests.push({ method: request.method ?? '', path: request.url ?? '', authorization: request.headers.authorization, body });
      const json = (status: number, payload: unknown, headers: Record<string, string> = {}) =>
        response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(payload));
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        json(404, { error: { message: 'not found', type: 'invalid_request_error' } });
        return;
      }
      const next = queue.shift() ?? { status: 500, message: 'fake: no scripted response' };
      if ('hang' in next) {
        response.on('close', () => {
          closedCount++;
          for (const resolve of closedWaiters) resolve();
          closedWaiters = [];
        });
        return;
      }
      if ('status' in next) {
        json(next.status, { error: { message: next.message ?? `fake error ${next.status}`, type: next.status === 429 ? 'rate_limit_error' : 'server_error' } }, next.headers);
        return;
      }
      const id = `chatcmpl-fake-${++serial}`;
      const model = body.model ?? 'fake-model';
      if (!body.stream) {
        json(200, {
          id,
          object: 'chat.completion',
          created: CREATED,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content: next.content }, finish_reason: next.finishReason ?? 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        });
        return;
      }
      const eol = next.lineEnding ?? '\n';
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      const send = (payload: unknown) => {
        if (next.keepAlive) response.write(`: keep-alive${eol}${eol}`);
        response.write(`data: ${typeof payload === 'string' ? payload : JSON.stringify(payload)}${eol}${eol}`);
      };
      const chunk = (delta: Record<string, unknown>, finishReason: string | null) => ({
        id,
        object: 'chat.completion.chunk',
        created: CREATED,
        model,
        choices: [{ index: 0, delta, finish_reason: finishReason }],
      });
      send(chunk({ role: 'assistant', content: '' }, null));
      const pieces = next.pieces ?? [next.content];
      for (const [index, piece] of pieces.entries()) {
        if (next.failAfter !== undefined && index >= next.failAfter) {
          // Give the written chunks a moment to leave, then cut the connection without [DONE].
          setTimeout(() => response.socket?.destroy(), 20);
          return;
        }
        send(chunk({ content: piece }, null));
      }
      send(chunk({}, next.finishReason ?? 'stop'));
      if (next.usage) send({ id, object: 'chat.completion.chunk', created: CREATED, model, choices: [], usage: { prompt_tokens: 9, completion_tokens: 12, total_tokens: 21 } });
      send('[DONE]');
      response.end();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...responses) => queue.push(...responses),
    clientClosed: () => (closedCount > 0 ? Promise.resolve() : new Promise((resolve) => closedWaiters.push(resolve))),
    close: () =>
      new Promise((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
