/**
 * `npm run bench:scale`: how the catalog endpoints and the itinerary solver grow with the catalog.
 *
 * Catalogs: the real one (catalog/, 1×) and synthetic folders 10× and 100× its size
 * (synthetic-catalog.ts), written under a temp folder that is deleted at the end. Engines: SQLite
 * (a fresh temp file per size) and PostgreSQL (a fresh schema per size on SCALE_DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/test, dropped at the end).
 *
 * For each engine and size: migrate, import the folder with the app's importer (timed), build the
 * real app in this process (buildApp, production settings and caches, no logger) and listen on
 * loopback. A load generator in a worker thread (scale-load.worker.ts; pinned to core 0, the app's
 * thread to the last core, as decision 0005 does with processes) sends, per target and round,
 * requests one at a time for SCALE_SEQUENTIAL_S seconds (default 1), then over SCALE_CONNECTIONS
 * keep-alive connections (default 10) for SCALE_CONCURRENT_S seconds (default 2): fixed times
 * rather than counts, so every phase spans the list's 1 s cache period. Targets: the attraction
 * list (bench/http.bench.ts's filtered and sorted page within a browsing mix, as served), the
 * search (http.bench.ts's query mix), attraction details of random ids, and, to show the raw cost,
 * list and search cycles of more distinct queries than their caches hold, so every answer is
 * computed. SCALE_ROUNDS interleaved rounds (default 3) after a warm-up; per target the median over
 * rounds of p50, p99 and p99.9 (ms) and of req/s is kept.
 *
 * Then the planner: a catalog snapshot loaded from that database (timed) and up to 3 warm-up plus
 * SCALE_PLAN_RUNS timed solves (default 30) of planner.eval.ts's 7-day request: p50/p99 (ms) of the
 * timed solves, the first (cold) solve, whether the plan passes the independent checker, and the
 * heap in use. Solves stop once SCALE_PLAN_BUDGET_S seconds (default 20) have passed, after at
 * least one warm-up and one timed solve, so a solver far slower than its goal still fits the run.
 *
 * Growth: per engine and target, the ratio of the sequential p50 (cost of one request) and of the
 * concurrent p99 at 10× and 100× to the 1× figure; for the plan, of the solve p50. Goals at 100×:
 * list and search (as served) p99 ≤ 20 ms on PostgreSQL, sequential and concurrent; 7-day plan p99
 * ≤ 300 ms (snapshot of either engine). Prints tables and goals; writes bench/results/scale.json;
 * exits 1 when a goal fails. SCALE_SIZES (default 1,10,100) and SCALE_ENGINES (default
 * sqlite,postgres) narrow a run and SCALE_PLAN_RUNS=0 skips the planner; such runs only print.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config/env.js';
import { importCatalog } from '../apps/server/src/db/catalog/import-catalog.js';
import { openDatabase, type DatabaseEngine, type DatabaseHandle } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { checkPlan } from '../apps/server/src/features/planner/checker/check-plan.js';
import { loadCatalogSnapshotFromDatabase } from '../apps/server/src/features/planner/engine/catalog-snapshot.js';
import { solveItinerary } from '../apps/server/src/features/planner/engine/solver.js';
import { ATTRACTIONS_LIST_MIX, SEARCH_MIX, searchPath, uncachedListPaths, uncachedSearchPaths } from './catalog-queries.js';
import type { LoadJob, LoadResult } from './scale-load.worker.js';
import { reportScale, type PhaseFigures, type RunFigures, type TargetFigures } from './scale-report.js';
import { countCatalog, writeSyntheticCatalog } from './synthetic-catalog.js';
import { SEVEN_DAY_REQUEST } from './planner-requests.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SIZES = (process.env.SCALE_SIZES ?? '1,10,100').split(',').map(Number);
const ENGINES = (process.env.SCALE_ENGINES ?? 'sqlite,postgres').split(',') as DatabaseEngine[];
const PG_URL = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = env('SCALE_ROUNDS', 3);
const SEQUENTIAL_S = env('SCALE_SEQUENTIAL_S', 1);
const CONCURRENT_S = env('SCALE_CONCURRENT_S', 2);
const CONNECTIONS = env('SCALE_CONNECTIONS', 10);
const PLAN_RUNS = env('SCALE_PLAN_RUNS', 30);
const PLAN_WARMUP = 3;
const PLAN_BUDGET_S = env('SCALE_PLAN_BUDGET_S', 20);
const GOAL_LIST_SEARCH_P99_MS = 20;
const GOAL_PLAN_P99_MS = 300;
/** The instant plans are solved at (as planner.eval.ts): noon in China, 2026-11-20. */
const CLOCK = new Date('2026-11-20T04:00:00Z');

const round1 = (n: number) => Math.round(n * 10) / 10;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
/** Nearest-rank percentile. */
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
};

// Pin this (the app's) thread to the last core and the load worker to core 0; threads started
// later inherit the app's core until they move themselves.
const CORES = os.cpus().length;
const PIN = CORES >= 2 && fs.existsSync('/usr/bin/taskset') && fs.existsSync('/proc/thread-self');
if (PIN) spawnSync('taskset', ['-p', '-c', String(CORES - 1), String(process.pid)], { stdio: 'ignore' });
// Workers do not inherit tsx's loader hooks (nor honour --import in execArgv on Node 20), so a
// small bootstrap registers tsx in the worker before it imports the TypeScript file.
const WORKER_FILE = new URL('./scale-load.worker.ts', import.meta.url).href;
const worker = new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER_FILE)}); });`, {
  eval: true,
  workerData: PIN ? { core: 0 } : {},
});
/** Run one job on the load worker (one at a time). */
const load = (job: LoadJob) =>
  new Promise<LoadResult>((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    worker.once('error', fail);
    worker.once('message', (result: LoadResult) => {
      worker.off('error', fail);
      resolve(result);
    });
    worker.postMessage(job);
  });

/** Open a fresh database of `engine` for one size; `drop` closes it and removes its file or schema. */
async function freshDatabase(engine: DatabaseEngine, factor: number, tmp: string): Promise<{ handle: DatabaseHandle; url: string; drop: () => Promise<void> }> {
  if (engine === 'sqlite') {
    const url = path.join(tmp, `scale-${factor}x.db`);
    const handle = openDatabase({ url, baseDir: tmp });
    return { handle, url, drop: () => handle.destroy() };
  }
  const schema = `bench_scale_${factor}x_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create schema "${schema}"`);
  const handle = openDatabase({ url: PG_URL, baseDir: tmp, schema, poolMax: 10 });
  return {
    handle,
    url: PG_URL,
    drop: async () => {
      await handle.destroy();
      await admin(`drop schema "${schema}" cascade`);
    },
  };
}

/** Measure one engine at one size: import, serve, load, plan. */
async function measure(engine: DatabaseEngine, factor: number, catalogDir: string, tmp: string): Promise<RunFigures> {
  const { handle, url, drop } = await freshDatabase(engine, factor, tmp);
  try {
    await migrateToLatest(handle.db);
    const importStart = performance.now();
    const imported = await importCatalog(handle.db, { dir: catalogDir });
    const importMs = performance.now() - importStart;
    if (!imported.ok) throw new Error(`import of ${catalogDir} failed: ${imported.problems.length} problem(s)`);

    const dataDir = fs.mkdtempSync(path.join(tmp, 'data-'));
    const config = loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', DATABASE_URL: url, DATA_DIR: dataDir, AUTO_IMPORT_CATALOG: 'false' });
    const app = await buildApp(config, { database: handle, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('app has no TCP address');
    const base = `http://127.0.0.1:${address.port}`;
    try {
      const firstSearchStart = performance.now();
      const first = await fetch(`${base}${searchPath('大理')}`);
      await first.arrayBuffer();
      const firstSearchMs = performance.now() - firstSearchStart;

      // Random detail ids over the whole catalog, drawn once per run with a fixed seed.
      const ids = (await handle.db.selectFrom('attractions').select('id').where('retiredAt', 'is', null).orderBy('id').execute()).map((r) => r.id);
      let seed = 17;
      const nextRandom = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
      const detailPaths = Array.from({ length: 2000 }, () => `/api/v1/attractions/${encodeURIComponent(ids[Math.floor(nextRandom() * ids.length)] ?? '')}`);
      const targets: { name: string; paths: string[] }[] = [
        { name: 'list (browsing mix)', paths: ATTRACTIONS_LIST_MIX },
        { name: 'search (query mix)', paths: SEARCH_MIX.map((q) => searchPath(q)) },
        { name: 'detail (random ids)', paths: detailPaths },
        { name: 'list (every page computed)', paths: uncachedListPaths() },
        { name: 'search (every answer computed)', paths: uncachedSearchPaths() },
      ];
      // Continue each target's path cycle across jobs, so the computed targets never repeat a
      // query while it may still be cached.
      const offsets = targets.map(() => 0);
      const run = async (index: number, seconds: number, connections: number): Promise<LoadResult> => {
        const target = targets[index] as (typeof targets)[number];
        const start = (offsets[index] ?? 0) % target.paths.length;
        const paths = [...target.paths.slice(start), ...target.paths.slice(0, start)];
        const result = await load({ base, paths, connections, durationMs: seconds * 1000 });
        offsets[index] = start + result.sent;
        return result;
      };
      for (const [index] of targets.entries()) {
        await run(index, 0.3, 1);
        await run(index, 0.5, CONNECTIONS);
      }
      const rounds = targets.map(() => ({ sequential: [] as LoadResult[], concurrent: [] as LoadResult[] }));
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const [index] of targets.entries()) {
          rounds[index]?.sequential.push(await run(index, SEQUENTIAL_S, 1));
          rounds[index]?.concurrent.push(await run(index, CONCURRENT_S, CONNECTIONS));
        }
      }
      const phase = (results: LoadResult[]): PhaseFigures => ({
        p50Ms: round1(median(results.map((r) => percentile(r.latenciesMs, 50)))),
        p99Ms: round1(median(results.map((r) => percentile(r.latenciesMs, 99)))),
        p999Ms: round1(median(results.map((r) => percentile(r.latenciesMs, 99.9)))),
        requestsPerSecond: Math.round(median(results.map((r) => (r.latenciesMs.length / r.elapsedMs) * 1000))),
      });
      const figures = targets.map((target, index): TargetFigures => {
        const { sequential, concurrent } = rounds[index] ?? { sequential: [], concurrent: [] };
        const all = [...sequential, ...concurrent];
        return {
          target: target.name,
          sequential: phase(sequential),
          concurrent: phase(concurrent),
          non200: all.reduce((sum, r) => sum + r.non200, 0),
          errors: all.reduce((sum, r) => sum + r.errors, 0),
        };
      });

      const snapshotStart = performance.now();
      const snapshot = await loadCatalogSnapshotFromDatabase(handle.db);
      const snapshotLoadMs = performance.now() - snapshotStart;
      // Warm-up solves fill the snapshot's travel-leg table, as a long-running server's would be.
      // A solve far slower than the goal would not fit the run's time budget PLAN_RUNS times: the
      // solves stop once PLAN_BUDGET_S has passed, keeping at least one timed solve.
      let feasibleAndChecked = true;
      const allMs: number[] = [];
      const planStart = performance.now();
      while (PLAN_RUNS > 0 && allMs.length < PLAN_WARMUP + PLAN_RUNS && (allMs.length < 2 || performance.now() - planStart < PLAN_BUDGET_S * 1000)) {
        const started = performance.now();
        const result = solveItinerary(SEVEN_DAY_REQUEST, snapshot, { clock: CLOCK });
        allMs.push(performance.now() - started);
        if (allMs.length === 1) feasibleAndChecked = result.feasible && checkPlan(result.plan, SEVEN_DAY_REQUEST, snapshot).passed;
      }
      const warmup = Math.max(0, Math.min(PLAN_WARMUP, allMs.length - 1));
      const heapUsedMb = Math.round(process.memoryUsage().heapUsed / 2 ** 20);
      const solveMs = allMs.slice(warmup);
      return {
        engine,
        factor,
        records: countCatalog(catalogDir),
        importMs: Math.round(importMs),
        firstSearchMs: Math.round(firstSearchMs),
        targets: figures,
        plan: {
          snapshotLoadMs: Math.round(snapshotLoadMs),
          firstSolveMs: round1(allMs[0] ?? Number.NaN),
          warmupRuns: warmup,
          runs: solveMs.length,
          p50Ms: round1(percentile(solveMs, 50)),
          p99Ms: round1(percentile(solveMs, 99)),
          maxMs: round1(Math.max(...solveMs)),
          feasibleAndChecked,
          heapUsedMb,
        },
      };
    } finally {
      await app.close();
    }
  } finally {
    await drop();
  }
}

async function main(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-scale-'));
  const started = Date.now();
  const loadBefore = os.loadavg();
  const runs: RunFigures[] = [];
  try {
    const catalogs = new Map<number, string>();
    for (const factor of SIZES) {
      catalogs.set(factor, factor === 1 ? path.join(ROOT, 'catalog') : path.join(tmp, `catalog-${factor}x`));
      if (factor !== 1) writeSyntheticCatalog({ sourceDir: path.join(ROOT, 'catalog'), outDir: catalogs.get(factor) ?? '', factor });
    }
    for (const engine of ENGINES) {
      for (const factor of SIZES) {
        const run = await measure(engine, factor, catalogs.get(factor) ?? '', tmp);
        runs.push(run);
        console.log(
          `${engine} ${factor}×: ${run.records.attractions} attractions, import ${run.importMs} ms, first search ${run.firstSearchMs} ms, ` +
            `7-day plan first ${run.plan.firstSolveMs} ms, then p50 ${run.plan.p50Ms} ms / p99 ${run.plan.p99Ms} ms over ${run.plan.runs} (snapshot ${run.plan.snapshotLoadMs} ms)`,
        );
      }
    }
  } finally {
    await worker.terminate();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  const method = {
    catalogs: '1× = catalog/; 10× and 100× = every attraction, dish, restaurant and stay cloned with ids -syn-k, names "(synthetic k)", points jittered ≤ 0.003°; towns, travel times and guides unchanged',
    engines: { sqlite: 'fresh temp file per size (WAL)', postgres: `fresh schema per size on ${PG_URL.replace(/\/\/[^@/]*@/, '//')}, pool of 10` },
    app: 'buildApp in the bench process (production settings, default caches: LIST_CACHE_MS 1000, search answers per index 1000), no logger, loopback',
    load: `worker thread with keep-alive node:http; per target and round ${SEQUENTIAL_S} s of sequential requests, then ${CONCURRENT_S} s over ${CONNECTIONS} connections (after 0.3 s and 0.5 s of warm-up)`,
    pinning: PIN ? `app thread on core ${CORES - 1}, load worker on core 0; PostgreSQL unpinned` : 'none',
    rounds: ROUNDS,
    statistic: 'per target: median over rounds of each round’s p50, p99 and p99.9 (nearest rank); req/s median over rounds',
    plan: `up to ${PLAN_WARMUP} warm-up and ${PLAN_RUNS} timed solves (stopping after ${PLAN_BUDGET_S} s, with at least one of each) of planner.eval.ts's 7-day request (4 travellers, 2 must-visits, ¥12,000, packed) on a snapshot loaded from the database; clock ${CLOCK.toISOString()}`,
    growth: 'ratio of the figure at 10× and 100× to the figure at 1× on the same engine',
  };
  // Only a run of every size on both engines with the planner replaces the kept figures; a narrowed
  // run (SCALE_SIZES, SCALE_ENGINES, SCALE_PLAN_RUNS=0) only prints.
  const complete = [1, 10, 100].every((f) => SIZES.includes(f)) && ['sqlite', 'postgres'].every((e) => ENGINES.includes(e as DatabaseEngine)) && PLAN_RUNS > 0;
  reportScale(runs, {
    connections: CONNECTIONS,
    engines: ENGINES,
    goalListSearchP99Ms: GOAL_LIST_SEARCH_P99_MS,
    goalPlanP99Ms: GOAL_PLAN_P99_MS,
    complete,
    started,
    loadBefore: loadBefore[0] ?? 0,
    method,
    out: path.join(ROOT, 'bench/results/scale.json'),
  });
}

await main();
