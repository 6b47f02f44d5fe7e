/**
 * What the benchmarks that drive the real server over HTTP share: waiting for it to answer, posting
 * JSON, and registering accounts through the routes with the codes the embedded outbox kept (the
 * server's SQLite file is read directly, as `npm run outbox` does).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Start the real server (apps/server/src/server.ts through tsx) from the repository root in
 * production mode on 127.0.0.1 with warnings-only logs, Redis off, and `env` over those; its
 * stderr goes to ours. The caller waits for it ({@link waitUntilUp}) and kills it.
 */
export function spawnAppServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', REDIS_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * Resolve once `url` answers 2xx; poll every 250 ms.
 * @throws Error when it has not answered within `timeoutMs`.
 */
export async function waitUntilUp(url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms`);
}

/** POST `body` as JSON (no body when undefined) and read the JSON answer. */
export async function postJson(url: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

/**
 * Register `count` accounts `<prefix>-<i>@example.com` (username `<prefix>-<i>`, `password`) through
 * the routes of the server at `base`, reading each code from the outbox of its SQLite file `dbFile`.
 * @returns the accounts' emails, in order.
 * @throws Error naming the step and answer when a code cannot be sent, found or used.
 */
export async function registerAccounts(input: { base: string; dbFile: string; count: number; prefix: string; password: string }): Promise<string[]> {
  const { base, count, prefix, password } = input;
  const emails: string[] = [];
  const db = new Database(input.dbFile, { readonly: true, fileMustExist: true });
  try {
    const latest = db.prepare<[string], { body: string }>('select body from outbox where destination = ? order by created_at desc, id desc limit 1');
    for (let i = 0; i < count; i += 1) {
      const email = `${prefix}-${i}@example.com`;
      const sent = await postJson(`${base}/api/v1/auth/send-register-code?account=${email}`);
      if (sent.status !== 200) throw new Error(`send-register-code: ${sent.status} ${JSON.stringify(sent.json)}`);
      const code = /\b(\d{6})\b/.exec(latest.get(email)?.body ?? '')?.[1];
      if (!code) throw new Error(`no code in the outbox for ${email}`);
      const registered = await postJson(`${base}/api/v1/auth/register`, {
        username: `${prefix}-${i}`,
        password,
        confirmPassword: password,
        authType: 'EMAIL',
        email,
        verifyCode: code,
        agreeTerms: true,
      });
      if (registered.status !== 200) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.json)}`);
      emails.push(email);
    }
  } finally {
    db.close();
  }
  return emails;
}

/** Nearest-rank percentile `p` (0–100) of `values`; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/**
 * The frames of a `text/event-stream` body as they arrive: the JSON of each event's `data:` lines
 * (joined), in order; comment-only events (heartbeats) are skipped.
 */
export async function* readEventStream(body: AsyncIterable<Uint8Array>): AsyncGenerator<unknown> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (data) yield JSON.parse(data);
    }
  }
}
