/**
 * Fault-test harness: the real server (`apps/server/src/server.ts`, as `npm start` runs it) in child
 * processes, a private Redis server that a test may kill and restart, a PostgreSQL database of its
 * own, and a bounded load loop that records every answer. Everything listens on 127.0.0.1 only.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../config/env.js';

/** A free TCP port on 127.0.0.1 (asked of the OS, then released). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Wait until `condition` holds, polling every `everyMs`; throws after `timeoutMs`. */
export async function waitUntil(condition: () => Promise<boolean> | boolean, timeoutMs: number, what: string, everyMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}

/** Resolve after `ms`. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A started `server.ts` child process: its base `url`, what it printed, and how to stop it. */
export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** True while the process has not exited. */
  alive(): boolean;
  /** Resolves with the exit code (or signal name) once it has exited. */
  exited: Promise<number | string>;
  /** Send `signal` and wait for the exit (SIGKILL after `timeoutMs`). */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<number | string>;
}

/** A folder with no web build, so the server runs API-only without building the web app. */
const emptyDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-faults-no-web-'));

/**
 * Start `server.ts` with `env` over the defaults below (a fresh DATA_DIR, no web build, warn logs,
 * catalog imported at start) and wait until `/api/v1/health` answers.
 * @throws when it exits or does not answer within 60 s (its output is in the message).
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-faults-data-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/server.ts')], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: emptyDist,
      LIST_CACHE_MS: '0',
      AUTH_JWT_SECRET: 'fault-tests-secret-0123456789abcdefghijklmnopqrstuvwxyz',
      // Counters of earlier runs on a shared Redis must not count here; instances meant to share
      // them are given one prefix by the test.
      REDIS_KEY_PREFIX: `dali-faults-${randomBytes(4).toString('hex')}:`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  let done = false;
  void exited.then(() => (done = true));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    child,
    output: () => output,
    alive: () => !done,
    exited,
    async stop(signal = 'SIGTERM', timeoutMs = 15_000) {
      if (done) return exited;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const code = await exited;
      clearTimeout(timer);
      fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
  try {
    await waitUntil(
      async () => {
        if (done) throw new Error(`server exited during start:\n${output}`);
        try {
          return (await fetch(`${url}/api/v1/health`)).ok;
        } catch {
          return false;
        }
      },
      60_000,
      'server start',
      100,
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return server;
}

/** A PostgreSQL database of the test's own on the server of TEST_DATABASE_URL. */
export interface FaultDatabase {
  /** URL of the new database, for DATABASE_URL. */
  url: string;
  name: string;
  /** Run `sql` on the admin connection (the `test` database). */
  admin(sql: string): Promise<pg.QueryResult>;
  /** End every connection to the database, as a restart or failover does; returns how many. */
  terminateConnections(): Promise<number>;
  /** Refuse (false) or allow (true) new connections: an outage, then the server answering again. */
  allowConnections(allow: boolean): Promise<void>;
  /** Drop the database and close the admin connection. */
  drop(): Promise<void>;
}

/** Create a fresh, empty database (the server migrates and imports it at start). */
export async function createFaultDatabase(): Promise<FaultDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `dali_faults_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  // The admin connection must survive what the test does to the other database.
  admin.on('error', () => undefined);
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const terminate = async () =>
    (await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name])).rowCount ?? 0;
  return {
    url: url.toString(),
    name,
    admin: (sql) => admin.query(sql),
    terminateConnections: terminate,
    async allowConnections(allow) {
      await admin.query(`alter database ${name} allow_connections ${allow ? 'true' : 'false'}`);
    },
    async drop() {
      await admin.query(`alter database ${name} allow_connections true`);
      await terminate();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}

/** A Redis server of the test's own, which it may kill and start again on the same port. */
export interface FaultRedis {
  url: string;
  start(): Promise<void>;
  /** SIGKILL: Redis vanishes the way a crashed or restarted container does. */
  kill(): Promise<void>;
}

/** True when `redis-server` is on PATH. */
export function hasRedisServer(): boolean {
  return spawnSync('redis-server', ['--version']).status === 0;
}

/** A private `redis-server` (no persistence) on a free port; call `start()` first. */
export async function createFaultRedis(): Promise<FaultRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const ping = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('error', () => resolve(false));
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
    });
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      await waitUntil(ping, 10_000, 'redis-server start');
    },
    async kill() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** One answer seen by the load loop: HTTP status, or 0 when the connection failed. */
export interface Answer {
  /** When the request was sent and when its answer (or failure) came, epoch ms. */
  at: number;
  end: number;
  status: number;
  path: string;
  body: string;
}

/**
 * Send requests to `targets` from `concurrency` workers until `stop()` is called (bounded by
 * `maxMs`), recording every answer. A failed connection is recorded as status 0.
 */
export function loadLoop(targets: { url: string; init?: () => RequestInit; path: string }[], options: { concurrency: number; maxMs: number }) {
  const answers: Answer[] = [];
  let stopped = false;
  const deadline = Date.now() + options.maxMs;
  let next = 0;
  const worker = async () => {
    while (!stopped && Date.now() < deadline) {
      const target = targets[next++ % targets.length] as (typeof targets)[number];
      const at = Date.now();
      try {
        const response = await fetch(target.url, { ...target.init?.(), signal: AbortSignal.timeout(10_000) });
        const body = await response.text();
        answers.push({ at, end: Date.now(), status: response.status, path: target.path, body });
      } catch (error) {
        answers.push({ at, end: Date.now(), status: 0, path: target.path, body: String((error as Error).cause ?? error) });
        await sleep(20);
      }
    }
  };
  const running = Promise.all(Array.from({ length: options.concurrency }, worker));
  return {
    answers,
    async stop(): Promise<Answer[]> {
      stopped = true;
      await running;
      return answers;
    },
  };
}

/** Count answers by status, e.g. `{ 200: 812, 503: 40 }`. */
export function statusCounts(answers: readonly Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
