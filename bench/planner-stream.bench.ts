/**
 * `npm run bench:planner`: latency of the planner streams over HTTP with the embedded engine (no
 * AI provider configured: the local rule-based extractor and template narrative).
 *
 * Starts the real server (apps/server/src/server.ts, production mode) on a fresh SQLite file with
 * the catalog imported and a copy of config/membership.json whose planner allowances are unlimited
 * (the benchmark makes more runs than a visitor may), then posts planner requests one after another
 * from this process and reads each event stream to its end. For each request it records the time
 * from sending the request to the first frame (`phase` loading) and to the `done` frame (plan
 * solved, checked, narrated, stored).
 *
 * Goals on this machine: first streamed event ≤ 100 ms and a complete 7-day plan ≤ 1 s, both at
 * the 95th percentile of PLANNER_BENCH_RUNS runs (default 30) after 3 warm-up runs.
 * Writes bench/results/planner-stream.json; exits 1 when a goal is missed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile, readEventStream, spawnAppServer, waitUntilUp } from './bench-server.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 3904;
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.PLANNER_BENCH_RUNS ?? 30);
const WARMUP = 3;
const GOAL_FIRST_EVENT_MS = 100;
const GOAL_SEVEN_DAY_MS = 1000;

interface Scenario {
  name: string;
  path: string;
  body: unknown;
  /** Whether the 7-day completion goal applies. */
  sevenDays: boolean;
}

/** Requests a visitor could send: a full 7-day form, a short one, and a quick text. */
const SCENARIOS: Scenario[] = [
  {
    name: '7-day form (2 travellers, moderate pace, generous budget)',
    path: '/ai_api/v1/travel_planner_v3/plan/stream',
    body: { durationDays: 7, travelerCount: 2, budget: 20000, interests: ['culture', 'nature', 'food'], pace: 'moderate', language: 'en-US' },
    sevenDays: true,
  },
  {
    name: '7-day form (family of 4, vegetarian, guesthouse, packed)',
    path: '/ai_api/v1/travel_planner_v3/plan/stream',
    body: {
      durationDays: 7,
      travelerCount: 4,
      budget: 40000,
      specialNeeds: ['familyFriendly', 'vegetarian'],
      accommodationType: 'guesthouse',
      pace: 'packed',
      language: 'zh-CN',
    },
    sevenDays: true,
  },
  {
    name: '3-day form',
    path: '/ai_api/v1/travel_planner_v3/plan/stream',
    body: { durationDays: 3, travelerCount: 1, budget: 3000, pace: 'relaxed', language: 'zh-HK' },
    sevenDays: false,
  },
  {
    name: 'quick text (zh-CN, 7 days)',
    path: '/ai_api/v1/travel_planner_v3/plan_from_text/stream',
    body: { text: '我们两个人想在大理玩七天，预算一万五，喜欢拍照和古镇，不吃辣', language: 'zh-CN' },
    sevenDays: true,
  },
];

interface Timing {
  firstEventMs: number;
  completeMs: number;
  outcome: string;
}

const round = (value: number) => Math.round(value * 10) / 10;


/** One run: post, read the stream to its end, time the first frame and the `done` (or last) frame. */
async function runOnce(scenario: Scenario, visitor: string): Promise<Timing> {
  const started = performance.now();
  const response = await fetch(`${BASE}${scenario.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-visitor-fingerprint': visitor },
    body: JSON.stringify(scenario.body),
  });
  if (!response.ok || !response.body) throw new Error(`${scenario.name}: HTTP ${response.status} ${await response.text()}`);
  let firstEventMs = Number.NaN;
  let completeMs = Number.NaN;
  let outcome = 'no end frame';
  for await (const data of readEventStream(response.body)) {
    if (Number.isNaN(firstEventMs)) firstEventMs = performance.now() - started;
    const frame = data as { type: string; message?: string };
    if (frame.type === 'done' || frame.type === 'infeasible' || frame.type === 'error') {
      completeMs = performance.now() - started;
      outcome = frame.type === 'error' ? `error: ${frame.message ?? ''}` : frame.type;
    }
  }
  return { firstEventMs, completeMs, outcome };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-planner-bench-'));
  // Same allowances as shipped, except planner runs: unlimited for every tier.
  const membership = JSON.parse(fs.readFileSync(path.join(ROOT, 'config/membership.json'), 'utf8')) as {
    freeTiers: Record<string, Record<string, number>>;
  };
  for (const tier of Object.values(membership.freeTiers)) tier.planner = 999_999;
  const membershipFile = path.join(dir, 'membership.json');
  fs.writeFileSync(membershipFile, JSON.stringify(membership));
  const server = spawnAppServer({
    PORT: String(PORT),
    DATABASE_URL: path.join(dir, 'app.db'),
    DATA_DIR: dir,
    MEMBERSHIP_CONFIG_FILE: membershipFile,
    AI_BASE_URL: '',
    AI_API_KEY: '',
    AI_MODEL: '',
  });
  try {
    await waitUntilUp(`${BASE}/api/v1/health`);
    const results = [];
    for (const scenario of SCENARIOS) {
      for (let i = 0; i < WARMUP; i += 1) await runOnce(scenario, `bench-warmup-${i}`);
      const timings: Timing[] = [];
      for (let i = 0; i < RUNS; i += 1) timings.push(await runOnce(scenario, `bench-visitor-${i}`));
      const first = timings.map((t) => t.firstEventMs);
      const complete = timings.map((t) => t.completeMs);
      const outcomes = [...new Set(timings.map((t) => t.outcome))];
      const row = {
        name: scenario.name,
        runs: RUNS,
        outcomes,
        firstEventMs: { median: round(percentile(first, 50)), p95: round(percentile(first, 95)), max: round(Math.max(...first)) },
        completeMs: { median: round(percentile(complete, 50)), p95: round(percentile(complete, 95)), max: round(Math.max(...complete)) },
        sevenDays: scenario.sevenDays,
      };
      results.push(row);
      console.log(
        `${scenario.name.padEnd(58)} first event p95 ${row.firstEventMs.p95} ms, complete median ${row.completeMs.median} ms / p95 ${row.completeMs.p95} ms (${outcomes.join(', ')})`,
      );
    }
    const firstMet = results.every((row) => row.firstEventMs.p95 <= GOAL_FIRST_EVENT_MS);
    const sevenMet = results.filter((row) => row.sevenDays).every((row) => row.completeMs.p95 <= GOAL_SEVEN_DAY_MS && row.outcomes.every((o) => o === 'done'));
    const report = {
      name: 'planner-stream',
      date: new Date().toISOString(),
      node: process.version,
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? 'unknown' },
      engine: 'embedded (no AI provider): local extractor and template narrative',
      statistic: `p95 of ${RUNS} sequential runs per scenario after ${WARMUP} warm-up runs, over loopback HTTP`,
      goals: [
        { target: 'first streamed event', maxP95Ms: GOAL_FIRST_EVENT_MS, met: firstMet },
        { target: 'complete 7-day plan (done frame)', maxP95Ms: GOAL_SEVEN_DAY_MS, met: sevenMet },
      ],
      results,
    };
    const out = path.join(ROOT, 'bench/results/planner-stream.json');
    fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`first event ≤ ${GOAL_FIRST_EVENT_MS} ms: ${firstMet ? 'met' : 'NOT met'}; 7-day plan ≤ ${GOAL_SEVEN_DAY_MS} ms: ${sevenMet ? 'met' : 'NOT met'}; wrote ${path.relative(ROOT, out)}`);
    if (!firstMet || !sevenMet) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
