/**
 * Request logs survive shutdown: the server (server.ts, as `npm start` runs it) writes its access
 * log through pino's asynchronous destination, which buffers lines while a write is in flight and
 * must flush them synchronously on exit. A SIGTERM in the middle of a burst of requests must still
 * leave, in the file stdout points at, one whole JSON line for every request that was answered.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config/env.js';

const BURSTS = 12;
const IN_FLIGHT = 50;

/** Wait until `file` holds Fastify's "Server listening" line; returns the port it names. */
async function waitForListening(file: string, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(fs.readFileSync(file, 'utf8'));
    if (match?.[1]) return Number(match[1]);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not log its address within ${timeoutMs} ms:\n${fs.readFileSync(file, 'utf8')}`);
}

describe('request logs written to a file', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('keeps one complete line per answered request when SIGTERM arrives during a burst', { timeout: 90_000 }, async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-log-flush-'));
    const logFile = path.join(dir, 'server.log');
    const out = fs.openSync(logFile, 'w');
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: path.join(dir, 'app.db'),
        DATA_DIR: dir,
        AUTO_IMPORT_CATALOG: 'false',
        REDIS_URL: '',
      },
      // stdout straight into the file descriptor: the server's own writes, no pipe through this process.
      stdio: ['ignore', out, 'pipe'],
    });
    fs.closeSync(out);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
      child.on('exit', (code, signal) => resolve({ code, signal }));
    });

    try {
      const port = await waitForListening(logFile, 60_000);
      const answered: string[] = [];
      let signalled = false;
      const send = async (id: string) => {
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/v1/health`, { headers: { 'x-request-id': id } });
          await response.arrayBuffer();
          if (response.status === 200) answered.push(id);
          // The signal goes out as soon as the last burst is being answered: its lines are then
          // still being written (or waiting behind a write) when the server starts closing.
          if (id.startsWith(`flush-check-${BURSTS - 1}-`) && !signalled) {
            signalled = true;
            child.kill('SIGTERM');
          }
        } catch {
          // A request that reached a closing server gets no answer and needs no line.
        }
      };
      // Bursts of concurrent requests, so lines pile up behind writes in flight.
      for (let burst = 0; burst < BURSTS; burst += 1) {
        await Promise.all(Array.from({ length: IN_FLIGHT }, (_, i) => send(`flush-check-${burst}-${i}`)));
      }
      const { code, signal } = await exited;
      expect({ code, signal, stderr }).toEqual({ code: 0, signal: null, stderr: '' });
      // Every earlier burst and at least the request that triggered the signal were answered.
      expect(answered.length).toBeGreaterThan((BURSTS - 1) * IN_FLIGHT);

      const lines = fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean);
      const entries = lines.map((line) => JSON.parse(line) as { msg?: string; reqId?: string });
      const logged = entries.filter((entry) => entry.msg === 'request completed' && entry.reqId?.startsWith('flush-check-')).map((entry) => entry.reqId);
      expect(new Set(logged)).toEqual(new Set(answered));
      expect(logged).toHaveLength(new Set(logged).size);
      expect(entries.some((entry) => entry.msg === 'closing gracefully')).toBe(true);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
});
