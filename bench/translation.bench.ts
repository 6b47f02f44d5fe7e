/**
 * `npm run bench:translation`: overhead of `POST /api/v1/translation/translate` (spec §7) over
 * HTTP, without provider latency: the real server (production mode, fresh SQLite, catalog
 * imported, translation allowances lifted) is configured for iFlytek machine translation against
 * the local fake of apps/server/src/test/fake-iflytek-translate-server.ts, which checks the
 * signature and answers at once. Each request is sent after the previous one's answer; the time
 * spent inside the fake is subtracted, so what is measured is validation, quota, signing, the
 * provider round trip over loopback and the answer.
 *
 * Goal: p95 ≤ 30 ms over TRANSLATION_BENCH_RUNS requests (default 300) after 20 warm-up requests.
 * Writes bench/results/translation.json; exits 1 when the goal is missed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeIflytekTranslateServer } from '../apps/server/src/test/fake-iflytek-translate-server.js';
import { percentile, spawnAppServer, waitUntilUp } from './bench-server.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 3908;
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.TRANSLATION_BENCH_RUNS ?? 300);
const WARMUP = 20;
const GOAL_P95_MS = 30;

/** Sentences a traveller might translate, 10–120 characters, in several source languages. */
const TEXTS = [
  { text: '请问去喜洲古镇的公交车在哪里坐？', from: 'zh', to: 'en' },
  { text: 'I am vegetarian: no meat, no lard, no fish sauce, please.', from: 'en', to: 'zh' },
  { text: 'この近くにトイレはありますか？', from: 'ja', to: 'zh' },
  { text: '이 식당은 몇 시에 문을 닫나요?', from: 'ko', to: 'zh' },
  { text: 'Combien coûte le billet pour les Trois Pagodes ?', from: 'fr', to: 'zh' },
  { text: '唔該，去大理古城幾多錢？', from: 'zh_cantonese', to: 'en' },
] as const;

const round = (value: number) => Math.round(value * 100) / 100;

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-translation-bench-'));
  const membership = JSON.parse(fs.readFileSync(path.join(ROOT, 'config/membership.json'), 'utf8')) as { freeTiers: Record<string, Record<string, number>> };
  for (const tier of Object.values(membership.freeTiers)) tier.translation_chars = 999_999;
  const membershipFile = path.join(dir, 'membership.json');
  fs.writeFileSync(membershipFile, JSON.stringify(membership));

  const fake = await startFakeIflytekTranslateServer({ appId: 'bench-app', apiKey: 'bench-key', apiSecret: 'bench-secret' });
  const server = spawnAppServer({
    PORT: String(PORT),
    DATABASE_URL: path.join(dir, 'app.db'),
    DATA_DIR: dir,
    MEMBERSHIP_CONFIG_FILE: membershipFile,
    IFLYTEK_APP_ID: 'bench-app',
    IFLYTEK_API_KEY: 'bench-key',
    IFLYTEK_API_SECRET: 'bench-secret',
    IFLYTEK_TRANSLATE_URL: fake.baseUrl,
    AI_BASE_URL: '',
    AI_API_KEY: '',
    AI_MODEL: '',
  });
  try {
    await waitUntilUp(`${BASE}/api/v1/health`);
    const totals: number[] = [];
    for (let i = -WARMUP; i < RUNS; i += 1) {
      const body = TEXTS[((i % TEXTS.length) + TEXTS.length) % TEXTS.length] as (typeof TEXTS)[number];
      const started = performance.now();
      const response = await fetch(`${BASE}/api/v1/translation/translate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-visitor-fingerprint': 'translation-bench' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { code: number; data?: { translatedText: string } };
      const elapsed = performance.now() - started;
      if (answer.code !== 0 || !answer.data?.translatedText) throw new Error(`unexpected answer ${JSON.stringify(answer)}`);
      if (i >= 0) totals.push(elapsed);
    }
    if (fake.requests.some((r) => r.problem !== null)) throw new Error('the fake refused a signed request');
    const p95 = round(percentile(totals, 95));
    const met = p95 <= GOAL_P95_MS;
    const report = {
      name: 'translation',
      date: new Date().toISOString(),
      node: process.version,
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? 'unknown' },
      provider: 'iflytek (local fake answering at once, signature checked)',
      statistic: `${RUNS} sequential requests after ${WARMUP} warm-up, over loopback HTTP, including the signed call to the fake`,
      goal: { target: 'translate route, request to answer, no provider latency', maxP95Ms: GOAL_P95_MS, met },
      totalMs: { median: round(percentile(totals, 50)), p95, p99: round(percentile(totals, 99)), max: round(Math.max(...totals)) },
    };
    const out = path.join(ROOT, 'bench/results/translation.json');
    fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`translate route: median ${report.totalMs.median} ms, p95 ${p95} ms (goal ≤ ${GOAL_P95_MS} ms: ${met ? 'met' : 'NOT met'}); wrote ${path.relative(ROOT, out)}`);
    if (!met) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await fake.close();
  }
}

await main();
