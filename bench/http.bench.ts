/**
 * `npm run bench`: HTTP throughput of the full plugin chain against bare Fastify.
 * Starts each server in its own process (the bare hello-world of bare-server.ts, and the real app
 * through apps/server/src/server.ts on a fresh SQLite file with its default settings, request logs
 * included), then drives them one after another from this process with autocannon over loopback.
 * Each target runs BENCH_ROUNDS times (default 3, interleaved) for BENCH_DURATION_S seconds (default 5)
 * with BENCH_CONNECTIONS connections (default 20); the median is kept.
 * Prints req/s and p99 latency per target and the ratio to bare Fastify; writes
 * bench/results/http.json. Goal: /api/v1/health ≥ 50 % of bare Fastify req/s.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_S = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const BARE_PORT = 3901;
const APP_PORT = 3902;

interface Target {
  name: string;
  url: string;
}

interface Measurement {
  name: string;
  url: string;
  requestsPerSecond: number;
  latencyP99Ms: number;
  latencyMeanMs: number;
  non2xx: number;
  errors: number;
}

// On a machine with two or more cores, pin the servers to the last core and this load generator to
// the others, so the two never compete for one core and runs are comparable.
const CORES = os.cpus().length;
const PIN = CORES >= 2 && fs.existsSync('/usr/bin/taskset');
if (PIN) spawnSync('taskset', ['-p', '-c', `0-${CORES - 2}`, String(process.pid)], { stdio: 'ignore' });

function startServer(args: string[], env: Record<string, string>): ChildProcess {
  const command = PIN ? 'taskset' : process.execPath;
  const commandArgs = PIN ? ['-c', String(CORES - 1), process.execPath] : [];
  const child = spawn(command, [...commandArgs, '--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal === null) console.error(`server ${args.join(' ')} exited with ${code}`);
  });
  return child;
}

async function waitUntilUp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms`);
}

async function measureOnce(target: Target): Promise<Measurement> {
  const result = await autocannon({ url: target.url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    name: target.name,
    url: target.url,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP99Ms: result.latency.p99,
    latencyMeanMs: Math.round(result.latency.average * 100) / 100,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-bench-'));
const bare = startServer(['bench/bare-server.ts'], { BENCH_PORT: String(BARE_PORT) });
const app = startServer(['apps/server/src/server.ts'], {
  PORT: String(APP_PORT),
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  DATABASE_URL: path.join(dataDir, 'bench.db'),
  DATA_DIR: dataDir,
});

try {
  await waitUntilUp(`http://127.0.0.1:${BARE_PORT}/`);
  await waitUntilUp(`http://127.0.0.1:${APP_PORT}/api/v1/health`);
  const targets: Target[] = [
    { name: 'bare fastify GET /', url: `http://127.0.0.1:${BARE_PORT}/` },
    { name: 'app GET /api/v1/health', url: `http://127.0.0.1:${APP_PORT}/api/v1/health` },
    { name: 'app GET /api/v1/languages', url: `http://127.0.0.1:${APP_PORT}/api/v1/languages` },
  ];
  for (const target of targets) await autocannon({ url: target.url, connections: CONNECTIONS, duration: WARMUP_S });
  // Interleave the targets over several rounds and keep each one's median, so a burst of noise on
  // the machine cannot favour one target.
  const rounds: Measurement[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, target] of targets.entries()) rounds[index]?.push(await measureOnce(target));
  }
  const results: Measurement[] = rounds.map((runs) => {
    const first = runs[0] as Measurement;
    return {
      ...first,
      requestsPerSecond: Math.round(median(runs.map((r) => r.requestsPerSecond))),
      latencyP99Ms: median(runs.map((r) => r.latencyP99Ms)),
      latencyMeanMs: median(runs.map((r) => r.latencyMeanMs)),
      non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
    };
  });
  const baseline = results[0]?.requestsPerSecond ?? 1;
  const rows = results.map((r) => ({ ...r, ratioToBare: Math.round((r.requestsPerSecond / baseline) * 1000) / 1000 }));
  console.table(rows.map(({ name, requestsPerSecond, latencyP99Ms, ratioToBare, non2xx, errors }) => ({ name, 'req/s': requestsPerSecond, 'p99 ms': latencyP99Ms, 'vs bare': ratioToBare, non2xx, errors })));
  const health = rows.find((r) => r.url.endsWith('/health'));
  const goalMet = (health?.ratioToBare ?? 0) >= 0.5;
  console.log(`Goal /api/v1/health ≥ 50 % of bare Fastify: ${goalMet ? 'met' : 'NOT met'} (${Math.round((health?.ratioToBare ?? 0) * 100)} %)`);
  const out = path.join(ROOT, 'bench/results/http.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    `${JSON.stringify(
      {
        name: 'http',
        date: new Date().toISOString(),
        node: process.version,
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        connections: CONNECTIONS,
        durationSeconds: DURATION_S,
        rounds: ROUNDS,
        statistic: 'median of the rounds',
        pinning: PIN ? `servers on core ${CORES - 1}, load generator on cores 0-${CORES - 2}` : 'none',
        database: 'sqlite (fresh file)',
        logging: 'app default (info, request logs on, written to a discarded stdout)',
        goal: { target: '/api/v1/health', minRatioToBare: 0.5, met: goalMet },
        results: rows,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Wrote ${path.relative(ROOT, out)}`);
  if (!goalMet) process.exitCode = 1;
} finally {
  bare.kill('SIGTERM');
  app.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
