/**
 * `npm run bench`: HTTP throughput of the full plugin chain against bare Fastify.
 * Starts each server in its own process (the bare hello-world of bare-server.ts, and the real app
 * through apps/server/src/server.ts on a fresh SQLite file with its default settings, request logs
 * included, twice: once with stdout discarded, once with stdout redirected to a file as a deployment
 * without a log collector would run it), then drives them one after another from this process with
 * autocannon over loopback.
 * Each target runs BENCH_ROUNDS times (default 3, interleaved) for BENCH_DURATION_S seconds (default 5)
 * with BENCH_CONNECTIONS connections (default 50, as the catalog goals are stated); the median is kept.
 * Prints req/s and p99 latency per target and the ratio to bare Fastify; writes
 * bench/results/http.json. Goals (req/s as a share of bare Fastify's): /api/v1/health ≥ 50 %, and
 * ≥ 45 % with every request's log line written to a file; the attractions list with two filters
 * and a sort ≥ 35 %; the catalog search over a mix of Chinese, pinyin and English queries ≥ 30 %;
 * p99 of those two ≤ 50 ms. A second search target cycles through
 * more distinct queries than the search keeps answers for, so every answer is computed (reported,
 * no goal).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ATTRACTIONS_LIST_PATH, SEARCH_MIX, searchPath, uncachedSearchPaths } from './catalog-queries.js';
import { waitUntilUp } from './bench-server.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_S = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BARE_PORT = 3901;
const APP_PORT = 3902;
const APP_FILE_LOG_PORT = 3903;

const GOALS: Goal[] = [
  { target: 'app GET /api/v1/health', minRatioToBare: 0.5 },
  { target: 'app (logs to a file) GET /api/v1/health', minRatioToBare: 0.45 },
  { target: 'app GET /api/v1/attractions (region, open status, by popularity)', minRatioToBare: 0.35, maxP99Ms: 50 },
  { target: 'app GET /api/v1/search (query mix)', minRatioToBare: 0.3, maxP99Ms: 50 },
];

interface Target {
  name: string;
  url: string;
  /** Paths requested in turn, across all connections, instead of `url`'s own. */
  paths?: string[];
}

/** A target's floor: req/s at least `minRatioToBare` of bare Fastify, p99 at most `maxP99Ms`. */
interface Goal {
  target: string;
  minRatioToBare: number;
  maxP99Ms?: number;
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

/** Start `node --import tsx <args>` on the server core; its stdout is discarded unless `stdoutFd` is given. */
function startServer(args: string[], env: Record<string, string>, stdoutFd?: number): ChildProcess {
  const command = PIN ? 'taskset' : process.execPath;
  const commandArgs = PIN ? ['-c', String(CORES - 1), process.execPath] : [];
  const child = spawn(command, [...commandArgs, '--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', stdoutFd ?? 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal === null) console.error(`server ${args.join(' ')} exited with ${code}`);
  });
  return child;
}


function loadOptions(target: Target, duration: number) {
  const { paths } = target;
  if (!paths || paths.length === 0) return { url: target.url, connections: CONNECTIONS, duration };
  // One counter shared by every connection: each request takes the next path, so connections do
  // not walk the list in lockstep (which would turn all but the first of each into cache hits).
  let next = 0;
  const setupRequest = (request: { path?: string }) => {
    const requestPath = paths[next % paths.length] ?? paths[0];
    next += 1;
    return { ...request, path: requestPath };
  };
  return { url: target.url, connections: CONNECTIONS, duration, requests: [{ method: 'GET' as const, setupRequest }] };
}

async function measureOnce(target: Target): Promise<Measurement> {
  const result = await autocannon(loadOptions(target, DURATION_S));
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
const appEnv = (port: number, dir: string) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  DATABASE_URL: path.join(dir, 'bench.db'),
  DATA_DIR: dir,
});
const bare = startServer(['bench/bare-server.ts'], { BENCH_PORT: String(BARE_PORT) });
const app = startServer(['apps/server/src/server.ts'], appEnv(APP_PORT, dataDir));
// The same app with its stdout on a regular file (its own data folder, so the two SQLite files
// never contend): every access-log line then costs a real write to the file system.
const fileLogDir = path.join(dataDir, 'file-logs');
fs.mkdirSync(fileLogDir);
const logFile = path.join(fileLogDir, 'app.log');
const logFd = fs.openSync(logFile, 'w');
const appFileLog = startServer(['apps/server/src/server.ts'], appEnv(APP_FILE_LOG_PORT, fileLogDir), logFd);
// The child holds its own copy of the descriptor.
fs.closeSync(logFd);

try {
  await waitUntilUp(`http://127.0.0.1:${BARE_PORT}/`);
  await waitUntilUp(`http://127.0.0.1:${APP_PORT}/api/v1/health`);
  await waitUntilUp(`http://127.0.0.1:${APP_FILE_LOG_PORT}/api/v1/health`);
  const appBase = `http://127.0.0.1:${APP_PORT}`;
  const targets: Target[] = [
    { name: 'bare fastify GET /', url: `http://127.0.0.1:${BARE_PORT}/` },
    { name: 'app GET /api/v1/health', url: `${appBase}/api/v1/health` },
    { name: 'app (logs to a file) GET /api/v1/health', url: `http://127.0.0.1:${APP_FILE_LOG_PORT}/api/v1/health` },
    { name: 'app GET /api/v1/languages', url: `${appBase}/api/v1/languages` },
    { name: 'app GET /api/v1/attractions (region, open status, by popularity)', url: `${appBase}${ATTRACTIONS_LIST_PATH}` },
    { name: 'app GET /api/v1/search (query mix)', url: `${appBase}/api/v1/search`, paths: SEARCH_MIX.map((q) => searchPath(q)) },
    { name: 'app GET /api/v1/search (every answer computed)', url: `${appBase}/api/v1/search`, paths: uncachedSearchPaths() },
  ];
  for (const target of targets) await autocannon(loadOptions(target, WARMUP_S));
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
  const goals = GOALS.map((goal) => {
    const row = rows.find((r) => r.name === goal.target);
    const ratio = row?.ratioToBare ?? 0;
    const p99 = row?.latencyP99Ms ?? Number.POSITIVE_INFINITY;
    const met = ratio >= goal.minRatioToBare && (goal.maxP99Ms === undefined || p99 <= goal.maxP99Ms);
    const p99Goal = goal.maxP99Ms === undefined ? '' : `, p99 ≤ ${goal.maxP99Ms} ms (${p99} ms)`;
    console.log(`Goal ${goal.target}: ≥ ${goal.minRatioToBare * 100} % of bare (${Math.round(ratio * 100)} %)${p99Goal}: ${met ? 'met' : 'NOT met'}`);
    return { ...goal, met };
  });
  const goalMet = goals.every((goal) => goal.met);
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
        logging:
          'app default (info, one request log line per request) written to a discarded stdout; the "logs to a file" target has stdout redirected to a regular file on the local disk',
        logFileBytes: fs.statSync(logFile).size,
        goals,
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
  appFileLog.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
