import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PlannerStreamFrame } from '@dali/shared/contracts/planner-stream';
import { ERRORS } from '@dali/shared/errors';
import { ApiError } from '../../../lib/api-client';
import { readSseData } from '../../../lib/sse';
import { STORAGE_KEYS, readStorage, writeStorage, removeStorage } from '../../../lib/storage-keys';
import { day, sseBody, sseText } from '../test/fixtures';
import { parsePlannerFrame, streamPlan } from './plan-stream';

/** A byte stream that hands out `bytes` in pieces cut at `cuts` (byte offsets). */
function chunked(bytes: Uint8Array, cuts: number[]): ReadableStream<Uint8Array> {
  const bounds = [0, ...cuts.filter((cut) => cut > 0 && cut < bytes.length).sort((a, b) => a - b), bytes.length];
  let index = 0;
  return new ReadableStream({
    pull(controller) {
      const start = bounds[index];
      const end = bounds[index + 1];
      index += 1;
      if (start === undefined || end === undefined) controller.close();
      else controller.enqueue(bytes.slice(start, end));
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const out: string[] = [];
  for await (const data of readSseData(stream)) out.push(data);
  return out;
}

const encoder = new TextEncoder();

describe('readSseData', () => {
  it('reassembles a Chinese character split between chunks and frames split mid-line', async () => {
    const text = 'data: {"type":"narrative","piece":{"dayIndex":1,"text":"漫步喜洲古镇"}}\n\n: heartbeat\n\ndata: {"type":"phase","phase":"done"}\n\n';
    const bytes = encoder.encode(text);
    const firstChinese = text.indexOf('漫');
    const byteOfChinese = encoder.encode(text.slice(0, firstChinese)).length;
    // Cut one byte into the 3-byte character, inside the JSON, and right after "data".
    const frames = await collect(chunked(bytes, [3, byteOfChinese + 1, byteOfChinese + 5, 40, bytes.length - 10, bytes.length - 1]));
    expect(frames).toEqual(['{"type":"narrative","piece":{"dayIndex":1,"text":"漫步喜洲古镇"}}', '{"type":"phase","phase":"done"}']);
  });

  it('reads every split of a stream the same way', async () => {
    const text = 'data: {"a":"大理"}\r\n\r\n:ping\r\ndata: {"b":2}\n\n';
    const bytes = encoder.encode(text);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await collect(chunked(bytes, [cut])), `cut at ${cut}`).toEqual(['{"a":"大理"}', '{"b":2}']);
    }
  });

  it('tolerates CRLF and CR line ends, joins multi-line data and ignores comments and other fields', async () => {
    const text = 'event: plan\r\nid: 7\r\ndata: {"x":\r\ndata: 1}\r\n\r\n: keep-alive\rdata:{"y":2}\r\r';
    expect(await collect(chunked(encoder.encode(text), [17, 18, 30]))).toEqual(['{"x":\n1}', '{"y":2}']);
  });

  it('drops an event the stream ends in the middle of', async () => {
    expect(await collect(chunked(encoder.encode('data: {"a":1}\n\ndata: {"b"'), [5]))).toEqual(['{"a":1}']);
  });
});

describe('parsePlannerFrame', () => {
  it('checks frames against the contract', () => {
    expect(parsePlannerFrame('{"type":"done","planId":"p1","processingMs":1200}')).toEqual({ type: 'done', planId: 'p1', processingMs: 1200 });
    expect(() => parsePlannerFrame('{"type":"done","planId":1}')).toThrow(ApiError);
    expect(() => parsePlannerFrame('not json')).toThrow(ApiError);
  });
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  removeStorage(STORAGE_KEYS.accessToken);
});
afterAll(() => server.close());

describe('streamPlan', () => {
  it('posts the form with the request client headers and yields checked frames, taking a rotated token', async () => {
    writeStorage(STORAGE_KEYS.accessToken, 'old-token');
    type Seen = { auth: string | null; accept: string | null; language: string | null; visitor: string | null; body: unknown };
    const seen: { value: Seen | null } = { value: null };
    const frames: PlannerStreamFrame[] = [
      { type: 'phase', phase: 'loading' },
      { type: 'phase', phase: 'streaming' },
      { type: 'section', section: { section: 'day', day: day(1) } },
      { type: 'done', planId: 'plan-1', processingMs: 900 },
    ];
    server.use(
      http.post('*/ai_api/v1/travel_planner_v3/plan/stream', async ({ request }) => {
        seen.value = {
          auth: request.headers.get('authorization'),
          accept: request.headers.get('accept'),
          language: request.headers.get('accept-language'),
          visitor: request.headers.get('x-visitor-fingerprint'),
          body: await request.json(),
        };
        return new HttpResponse(sseBody(frames, [7, 60, 200]), { headers: { 'Content-Type': 'text/event-stream', 'x-new-access-token': 'new-token' } });
      }),
    );
    const out: PlannerStreamFrame[] = [];
    for await (const frame of streamPlan({ kind: 'form', request: { durationDays: 2, travelerCount: 2 } })) out.push(frame);
    expect(out.map((frame) => frame.type)).toEqual(['phase', 'phase', 'section', 'done']);
    expect(seen.value).toMatchObject({ auth: 'Bearer old-token', accept: 'text/event-stream', language: 'en-US', body: { durationDays: 2, travelerCount: 2 } });
    expect(seen.value?.visitor).toBeTruthy();
    expect(readStorage(STORAGE_KEYS.accessToken)).toBe('new-token');
  });

  it('throws the server message of a non-OK answer with its status', async () => {
    server.use(
      http.post('*/ai_api/v1/travel_planner_v3/plan_from_text/stream', () =>
        HttpResponse.json({ code: ERRORS.QUOTA_EXHAUSTED.code, message: 'Your planning runs are used up', data: null }, { status: 448 }),
      ),
    );
    const run = async () => {
      for await (const frame of streamPlan({ kind: 'text', body: { text: 'Three days in Dali please', language: 'en-US' } })) void frame;
    };
    await expect(run()).rejects.toMatchObject({ kind: 'http', status: 448, code: ERRORS.QUOTA_EXHAUSTED.code, message: 'Your planning runs are used up' });
  });

  it('throws the HTTP status when the body has no message', async () => {
    server.use(http.post('*/ai_api/v1/travel_planner_v3/plan/stream', () => new HttpResponse('upstream down', { status: 502 })));
    const run = async () => {
      for await (const frame of streamPlan({ kind: 'form', request: { durationDays: 1 } })) void frame;
    };
    await expect(run()).rejects.toMatchObject({ kind: 'http', status: 502, message: 'The request failed (HTTP 502)' });
  });

  it('stops with an aborted error when cancelled mid-stream', async () => {
    server.use(
      http.post('*/ai_api/v1/travel_planner_v3/plan/stream', () => {
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(encoder.encode(sseText([{ type: 'phase', phase: 'loading' }])));
            // Never closes: only the abort ends it.
          },
        });
        return new HttpResponse(stream, { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    const abort = new AbortController();
    const seen: string[] = [];
    const run = async () => {
      for await (const frame of streamPlan({ kind: 'form', request: { durationDays: 1 } }, abort.signal)) {
        seen.push(frame.type);
        abort.abort();
      }
    };
    await expect(run()).rejects.toMatchObject({ kind: 'aborted' });
    expect(seen).toEqual(['phase']);
  });
});
