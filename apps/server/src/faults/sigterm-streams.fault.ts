/**
 * SIGTERM to a server with planner streams running (an OpenAI-compatible model that never
 * finishes its narrative): every stream ends with a SERVER_RESTARTING error frame within the
 * shutdown grace, the process exits cleanly, and after a restart on the same database every visitor
 * has the use back and no plan was stored.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@dali/shared/errors';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../test/fake-openai-server.js';
import { startServer, waitUntil, type ServerProcess } from './harness.js';

const STREAMS = 4;
const GRACE_MS = 7000;

describe('SIGTERM while planner streams run', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-faults-sigterm-'));
  const file = path.join(dir, 'app.db');
  let model: FakeOpenAiServer | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await model?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it(`ends ${STREAMS} running streams with "server restarting", refunds them and exits 0 within the grace`, async () => {
    model = await startFakeOpenAiServer();
    for (let i = 0; i < STREAMS; i += 1) model.enqueue({ hang: true });
    const env = {
      DATABASE_URL: file,
      TRUST_PROXY: 'true',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      AI_BASE_URL: model.baseURL,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'test-model',
      AI_TIMEOUT_MS: '600000',
    };
    server = await startServer(env);
    const visitor = (i: number) => ({ 'x-visitor-fingerprint': `sigterm-visitor-${i}`, 'x-forwarded-for': `198.51.100.${i + 1}` });
    const remaining = async (base: string, i: number) =>
      ((await (await fetch(`${base}/ai_api/v1/base_api/visitor/remaining_count?user_id=sigterm-visitor-${i}&type=planner`, { headers: visitor(i) })).json()) as { data: { remaining: number } }).data
        .remaining;
    const allowance = await remaining(server.url, 0);
    expect(allowance).toBeGreaterThan(0);

    const decoder = new TextDecoder();
    const streams = await Promise.all(
      Array.from({ length: STREAMS }, async (_, i) => {
        const response = await fetch(`${server?.url}/ai_api/v1/travel_planner_v3/plan/stream`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'en-US', ...visitor(i) },
          body: JSON.stringify({ durationDays: 2 }),
        });
        expect(response.status).toBe(200);
        const reader = (response.body as ReadableStream<Uint8Array>).getReader();
        let text = '';
        // The narrative is asked of the model once the plan's sections are out.
        while (!text.includes('"section":"costs"')) {
          const { value, done } = await reader.read();
          if (done) break;
          text += decoder.decode(value, { stream: true });
        }
        return { reader, text };
      }),
    );
    await waitUntil(() => (model?.requests.length ?? 0) >= STREAMS, 10_000, 'narratives requested');

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const rest = await Promise.all(
      streams.map(async ({ reader, text }) => {
        let all = text;
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return all;
          all += decoder.decode(value, { stream: true });
        }
      }),
    );
    const endedAfterMs = Date.now() - signalled;
    const code = await server.exited;
    const exitedAfterMs = Date.now() - signalled;
    console.info(`sigterm: ${STREAMS} streams ended ${endedAfterMs} ms after SIGTERM, process exited ${exitedAfterMs} ms after with ${code}`);
    expect(code).toBe(0);
    expect(exitedAfterMs).toBeLessThan(GRACE_MS);
    for (const text of rest) {
      const frames = text
        .split('\n\n')
        .filter((block) => block.startsWith('data: '))
        .map((block) => JSON.parse(block.slice(6)) as { type: string; code?: number });
      expect(frames.at(-1)).toMatchObject({ type: 'error', code: ERRORS.SERVER_RESTARTING.code });
    }

    const db = new BetterSqlite3(file, { readonly: true });
    try {
      expect(db.prepare('select count(*) as n from travel_plans').get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
    server = await startServer(env);
    for (let i = 0; i < STREAMS; i += 1) expect(await remaining(server.url, i)).toBe(allowance);
  });
});
