/**
 * A local stand-in for an OpenAI-compatible chat completions endpoint (integrations.md §5) for
 * tests: `POST /v1/chat/completions`, answered from a queue of scripted responses. A streaming
 * request (`"stream": true`) gets `text/event-stream` with one `data: {chunk}` event per piece, a
 * final chunk with `finish_reason`, an optional usage chunk and `data: [DONE]`; other requests get
 * one `chat.completion` JSON body. Scripts can use CRLF line endings and `:` keep-alive comments
 * (both legal in SSE), fail mid-stream by destroying the socket after N chunks, answer an HTTP
 * error (500, 429 …), never answer (for abort and timeout tests), ask for tool calls, or produce
 * pieces at a fixed rate. Every request is recorded.
 *
 * Speech (integrations.md §5, OpenAI audio API): `POST /v1/audio/transcriptions` takes the SDK's
 * multipart form, parses it with the platform's `Request.formData()` and answers `{"text": …}`
 * (scripted, or `[<language>] <bytes> bytes of <type>`); `POST /v1/audio/speech` takes the JSON
 * body and answers `audio/mpeg` bytes (the `speechAudio` option, or a default opaque body). Either
 * can instead answer an HTTP error or hang (`failAudioNext`). Every audio request is recorded.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * One scripted answer: a chat completion (streamed or whole), an HTTP error `status`, or `hang`
 * (never answered).
 */
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
      /** Function calls the assistant asks for after its text (streamed as `tool_calls` deltas, arguments in two fragments); finish reason `tool_calls`. */
      toolCalls?: { id: string; name: string; arguments: string }[];
      /** Wait this long before each content chunk, ms (a model producing tokens at a fixed rate). */
      pieceDelayMs?: number;
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
    messages?: { role: string; content: string | null; tool_call_id?: string; tool_calls?: unknown[] }[];
    stream?: boolean;
    response_format?: { type: string };
    [key: string]: unknown;
  };
}

/** One audio request as the fake saw it. */
export interface RecordedAudioRequest {
  path: string;
  authorization: string | undefined;
  /** Text fields of the transcription form, or the JSON body of a speech request. */
  fields: Record<string, unknown>;
  /** The uploaded file of a transcription: its name, MIME type and bytes. */
  file: { name: string; type: string; bytes: Buffer } | null;
}

/** What the next audio request gets instead of its normal answer. */
export type FakeAudioFault = { status: number; message?: string } | { hang: true };

/** Handle on a started fake: its `baseURL`, the requests seen, the answer queue, and `close()`. */
export interface FakeOpenAiServer {
  /** `http://127.0.0.1:<port>/v1`: the SDK's `baseURL` (AI_BASE_URL). */
  baseURL: string;
  requests: RecordedChatRequest[];
  /** Queue answers for the next requests, in order. An empty queue answers 500 "no scripted response". */
  enqueue(...responses: FakeChatResponse[]): void;
  /** Resolves once the fake has seen a request close before it was answered (client abort). */
  clientClosed(): Promise<void>;
  /** Audio requests (transcriptions and speech), in order. */
  audioRequests: RecordedAudioRequest[];
  /** The text of the next transcriptions, in order. */
  enqueueTranscript(...texts: string[]): void;
  /** The next audio request fails or hangs instead. */
  failAudioNext(fault: FakeAudioFault): void;
  close(): Promise<void>;
}

const CREATED = 1_730_000_000;

/** Options of {@link startFakeOpenAiServer}. */
export interface FakeOpenAiServerOptions {
  /** Called right after each streamed content chunk was written (benchmarks time the relay from here). */
  onPieceWritten?: (piece: string) => void;
  /** Body of every `/v1/audio/speech` answer; default 24 KiB of opaque bytes behind an ID3 tag header. */
  speechAudio?: Buffer;
}

/** An ID3v2.4 header with an empty tag, then deterministic filler: opaque bytes, not decodable audio. */
function defaultSpeechAudio(): Buffer {
  const filler = Buffer.alloc(24 * 1024);
  for (let i = 0; i < filler.length; i++) filler[i] = (i * 31 + 7) & 0xff;
  return Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]), filler]);
}

/** Start the fake on a free port of 127.0.0.1. */
export async function startFakeOpenAiServer(options: FakeOpenAiServerOptions = {}): Promise<FakeOpenAiServer> {
  const requests: RecordedChatRequest[] = [];
  const queue: FakeChatResponse[] = [];
  const sockets = new Set<Socket>();
  let closedWaiters: (() => void)[] = [];
  let closedCount = 0;
  let serial = 0;
  const audioRequests: RecordedAudioRequest[] = [];
  const transcripts: string[] = [];
  const audioFaults: FakeAudioFault[] = [];
  const speechAudio = options.speechAudio ?? defaultSpeechAudio();
  const noteClosed = () => {
    closedCount++;
    for (const resolve of closedWaiters) resolve();
    closedWaiters = [];
  };

  /** `/v1/audio/transcriptions` and `/v1/audio/speech`. */
  const serveAudio = async (request: http.IncomingMessage, response: http.ServerResponse, raw: Buffer) => {
    const json = (status: number, payload: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    const record: RecordedAudioRequest = { path: request.url ?? '', authorization: request.headers.authorization, fields: {}, file: null };
    audioRequests.push(record);
    if (request.url === '/v1/audio/transcriptions') {
      const form = await new Request('http://fake/', { method: 'POST', headers: { 'content-type': request.headers['content-type'] ?? '' }, body: raw }).formData().catch(() => null);
      if (!form) return json(400, { error: { message: 'expected multipart/form-data', type: 'invalid_request_error' } });
      for (const [key, value] of form.entries()) {
        if (typeof value === 'string') record.fields[key] = value;
        else if (key === 'file') record.file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
      }
      if (!record.file || typeof record.fields.model !== 'string') return json(400, { error: { message: 'file and model are required', type: 'invalid_request_error' } });
    } else {
      try {
        record.fields = JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>;
      } catch {
        return json(400, { error: { message: 'expected JSON', type: 'invalid_request_error' } });
      }
      if (typeof record.fields.model !== 'string' || typeof record.fields.input !== 'string' || typeof record.fields.voice !== 'string') {
        return json(400, { error: { message: 'model, input and voice are required', type: 'invalid_request_error' } });
      }
    }
    const fault = audioFaults.shift();
    if (fault && 'hang' in fault) {
      response.on('close', noteClosed);
      return;
    }
    if (fault) return json(fault.status, { error: { message: fault.message ?? `fake error ${fault.status}`, type: 'server_error' } });
    if (record.file) {
      const language = typeof record.fields.language === 'string' ? record.fields.language : 'auto';
      return json(200, { text: transcripts.shift() ?? `[${language}] ${record.file.bytes.length} bytes of ${record.file.type}` });
    }
    response.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': String(speechAudio.length) }).end(speechAudio);
  };

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
      if (request.method === 'POST' && (request.url === '/v1/audio/transcriptions' || request.url === '/v1/audio/speech')) {
        void serveAudio(request, response, Buffer.concat(chunks));
        return;
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
        response.on('close', noteClosed);
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
          choices: [
            {
              index: 0,
              message: {
                role: 'assistant',
                content: next.content,
                ...(next.toolCalls ? { tool_calls: next.toolCalls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } })) } : {}),
              },
              finish_reason: next.toolCalls ? 'tool_calls' : (next.finishReason ?? 'stop'),
            },
          ],
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
      void (async () => {
        for (const [index, piece] of pieces.entries()) {
          if (next.failAfter !== undefined && index >= next.failAfter) {
            // Give the written chunks a moment to leave, then cut the connection without [DONE].
            setTimeout(() => response.socket?.destroy(), 20);
            return;
          }
          if (next.pieceDelayMs) await new Promise((resolve) => setTimeout(resolve, next.pieceDelayMs));
          if (response.destroyed) return;
          send(chunk({ content: piece }, null));
          options.onPieceWritten?.(piece);
        }
        for (const [index, call] of (next.toolCalls ?? []).entries()) {
          const half = Math.floor(call.arguments.length / 2);
          send(chunk({ tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments.slice(0, half) } }] }, null));
          send(chunk({ tool_calls: [{ index, function: { arguments: call.arguments.slice(half) } }] }, null));
        }
        send(chunk({}, next.toolCalls ? 'tool_calls' : (next.finishReason ?? 'stop')));
        if (next.usage) send({ id, object: 'chat.completion.chunk', created: CREATED, model, choices: [], usage: { prompt_tokens: 9, completion_tokens: 12, total_tokens: 21 } });
        send('[DONE]');
        response.end();
      })();
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
    audioRequests,
    enqueueTranscript: (...texts) => transcripts.push(...texts),
    failAudioNext: (fault) => audioFaults.push(fault),
    close: () =>
      new Promise((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
