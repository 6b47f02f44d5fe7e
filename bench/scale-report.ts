/**
 * Figures and report of `npm run bench:scale` (scale.bench.ts): the shapes of one run's
 * measurements, the tables printed, the goals judged and the results file written.
 */
import fs from 'node:fs';
import os from 'node:os';
import type { DatabaseEngine } from '../apps/server/src/db/database.js';
import type { CatalogCounts } from './synthetic-catalog.js';

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Latency percentiles of one phase of a target (each the median over rounds), ms, and its throughput, req/s. */
export interface PhaseFigures {
  p50Ms: number;
  p99Ms: number;
  /** Shows the rare stalls p99 hides (e.g. the list re-reading its rows once a second). */
  p999Ms: number;
  requestsPerSecond: number;
}

/** One target on one engine and size. */
export interface TargetFigures {
  target: string;
  sequential: PhaseFigures;
  concurrent: PhaseFigures;
  /** Answers other than 200 and failed requests, over every round. */
  non200: number;
  errors: number;
}

/** The 7-day plan solved on a snapshot of one database; times in ms. */
export interface PlanFigures {
  /** Reading the catalog tables and building the snapshot. */
  snapshotLoadMs: number;
  /** The first solve, with the snapshot's travel-leg table still empty. */
  firstSolveMs: number;
  /** Solves before the timed ones (fewer than PLAN_WARMUP when solves are slow; see PLAN_BUDGET_S). */
  warmupRuns: number;
  /** Timed solves that p50, p99 and max are taken over. */
  runs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The first solve delivered a plan that passes the independent checker. */
  feasibleAndChecked: boolean;
  /** V8 heap in use after the solves (snapshot, leg table and the app), MiB, without a forced GC. */
  heapUsedMb: number;
}

/** Everything measured on one engine at one catalog size. */
export interface RunFigures {
  engine: DatabaseEngine;
  factor: number;
  records: CatalogCounts;
  /** Import of the whole folder into the fresh database, ms. */
  importMs: number;
  /** First search after start: builds the search index from the database, ms. */
  firstSearchMs: number;
  targets: TargetFigures[];
  plan: PlanFigures;
}

/** What {@link reportScale} needs besides the figures. */
export interface ReportOptions {
  /** Connections of the concurrent phase. */
  connections: number;
  engines: readonly DatabaseEngine[];
  goalListSearchP99Ms: number;
  goalPlanP99Ms: number;
  /** Every size on both engines with the planner: only then is the results file replaced. */
  complete: boolean;
  /** When the run started, epoch ms. */
  started: number;
  /** 1-minute load average of the machine when the run started. */
  loadBefore: number;
  /** How the figures were taken, written into the results file as it is. */
  method: Record<string, unknown>;
  /** Path of bench/results/scale.json. */
  out: string;
}

/**
 * Print the per-target, planner and growth tables and the goals; set exit code 1 when a measured
 * goal fails; write the results file (JSON: machine, method, goals, runs, growth) when the run is
 * complete.
 */
export function reportScale(runs: RunFigures[], options: ReportOptions): void {
  const { connections, engines } = options;
  console.table(
    runs.flatMap((run) =>
      run.targets.map((t) => ({
        engine: run.engine,
        size: `${run.factor}×`,
        target: t.target,
        'seq p50': t.sequential.p50Ms,
        'seq p99': t.sequential.p99Ms,
        [`c${connections} p50`]: t.concurrent.p50Ms,
        [`c${connections} p99`]: t.concurrent.p99Ms,
        [`c${connections} req/s`]: t.concurrent.requestsPerSecond,
        'non-200': t.non200 + t.errors,
      })),
    ),
  );
  console.table(
    runs.map(({ engine, factor, importMs, firstSearchMs, plan }) => ({
      engine,
      size: `${factor}×`,
      'import ms': importMs,
      'first search ms': firstSearchMs,
      'snapshot ms': plan.snapshotLoadMs,
      'plan first ms': plan.firstSolveMs,
      'plan p50': plan.p50Ms,
      'plan p99': plan.p99Ms,
      'timed solves': plan.runs,
      checked: plan.feasibleAndChecked,
      'heap MiB': plan.heapUsedMb,
    })),
  );
  const growth = engines.flatMap((engine) => {
    const base = runs.find((r) => r.engine === engine && r.factor === 1);
    if (!base) return [];
    const rows = base.targets.map((t) => ({ target: t.target, of: (r: RunFigures) => r.targets.find((x) => x.target === t.target) }));
    const ratio = (value: number | undefined, baseline: number) => (value === undefined || baseline <= 0 ? null : Math.round((value / baseline) * 100) / 100);
    return [
      ...rows.map(({ target, of }) => {
        const b = of(base) as TargetFigures;
        const at = (factor: number) => runs.find((r) => r.engine === engine && r.factor === factor);
        return {
          engine,
          target,
          seqP50Ratio10x: ratio(at(10) && of(at(10) as RunFigures)?.sequential.p50Ms, b.sequential.p50Ms),
          seqP50Ratio100x: ratio(at(100) && of(at(100) as RunFigures)?.sequential.p50Ms, b.sequential.p50Ms),
          concurrentP99Ratio10x: ratio(at(10) && of(at(10) as RunFigures)?.concurrent.p99Ms, b.concurrent.p99Ms),
          concurrentP99Ratio100x: ratio(at(100) && of(at(100) as RunFigures)?.concurrent.p99Ms, b.concurrent.p99Ms),
        };
      }),
      {
        engine,
        target: '7-day plan solve',
        seqP50Ratio10x: ratio(runs.find((r) => r.engine === engine && r.factor === 10)?.plan.p50Ms, base.plan.p50Ms),
        seqP50Ratio100x: ratio(runs.find((r) => r.engine === engine && r.factor === 100)?.plan.p50Ms, base.plan.p50Ms),
        concurrentP99Ratio10x: null,
        concurrentP99Ratio100x: null,
      },
    ];
  });
  console.log('Growth (ratio to 1×): sequential p50 and concurrent p99; for the plan, solve p50');
  console.table(growth);

  // The goals are stated at 100×: a run without that size (or without PostgreSQL) cannot judge them.
  const goalFactor = 100;
  const pg100 = runs.find((r) => r.engine === 'postgres' && r.factor === goalFactor);
  const goals = [
    ...['list (browsing mix)', 'search (query mix)'].map((target) => {
      const t = pg100?.targets.find((x) => x.target === target);
      const worst = t ? Math.max(t.sequential.p99Ms, t.concurrent.p99Ms) : null;
      return {
        goal: `${target} p99 ≤ ${options.goalListSearchP99Ms} ms at ${goalFactor}× on PostgreSQL (sequential and ${connections} connections)`,
        measuredMs: worst,
        met: worst === null ? null : worst <= options.goalListSearchP99Ms,
      };
    }),
    ...runs
      .filter((r) => r.factor === goalFactor && r.plan.runs > 0)
      .map((r) => ({
        goal: `7-day plan p99 ≤ ${options.goalPlanP99Ms} ms at ${goalFactor}× (${r.engine} snapshot), plan feasible and checked`,
        measuredMs: r.plan.p99Ms,
        met: r.plan.p99Ms <= options.goalPlanP99Ms && r.plan.feasibleAndChecked,
      })),
  ];
  for (const goal of goals) {
    console.log(`Goal ${goal.goal}: ${goal.measuredMs === null ? 'not measured in this run' : `${goal.measuredMs} ms, ${goal.met ? 'met' : 'NOT met'}`}`);
  }
  if (goals.some((goal) => goal.met === false)) process.exitCode = 1;
  if (!options.complete) {
    console.log('Narrowed run: bench/results/scale.json left as it was');
    return;
  }

  const report = {
    name: 'scale',
    date: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - options.started) / 1000),
    node: process.version,
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model.trim() ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      loadAverage1mBefore: round1(options.loadBefore),
      loadAverage1mAfter: round1(os.loadavg()[0] ?? 0),
      note: 'two cores shared with other users of the machine: figures are noisy, hence medians over rounds',
    },
    method: options.method,
    goals,
    runs,
    growth,
  };
  fs.writeFileSync(options.out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Wrote ${options.out} after ${report.durationSeconds} s`);
}

