/**
 * `npm run bench:synthesis`: the embedded synthesiser (apps/server/src/providers/speech/local,
 * eSpeak NG + LAME as WebAssembly in a worker thread; docs/decisions/0018-speech-providers.md),
 * text in to the whole MP3 out, for 100-character sentences in several languages. The first
 * synthesis (which compiles the WebAssembly) is a warm-up; then, per language, SYNTHESIS_BENCH_RUNS
 * runs (default 20) each after IDLE_MS of quiet (as between a guide's requests: the synthesiser
 * prepares its next eSpeak instance then), and as many back to back (no time to prepare ahead).
 * While they run, the main thread's event-loop utilisation and the longest gap of a 5 ms timer
 * show that the work stays off the event loop (the gap also grows when the machine is busy). The
 * process's CPU time per synthesis (nearly all of it the worker's) is recorded beside the wall
 * time: on a machine shared with other work, wall time includes waiting for a core, CPU time does not.
 *
 * Goal: p95 of a whole 100-character synthesis ≤ 500 ms in every language, after a quiet moment.
 * Writes bench/results/synthesis.json; exits 1 when the goal is missed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TranslatorLanguage } from '@dali/shared/contracts/translation';
import { createLocalSynthesizer } from '../apps/server/src/providers/speech/local/local-synthesizer.js';
import { percentile } from './bench-server.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.SYNTHESIS_BENCH_RUNS ?? 20);
const GOAL_P95_MS = 500;
const CHARS = 100;
const IDLE_MS = 400;

/** Sentences a guide might read aloud, cut or padded to exactly {@link CHARS} characters. */
const BASE_TEXTS: Partial<Record<TranslatorLanguage, string>> = {
  en: 'The Three Pagodas of Chongsheng Temple stand near the shore of Erhai Lake, below the Cang Mountains. ',
  zh: '大理古城位于洱海之滨，苍山脚下。崇圣寺三塔是大理最有名的景点，始建于南诏时期，距今已有一千多年的历史。游客可以在古城里品尝白族三道茶，欣赏扎染工艺，感受浓郁的民族风情。晚上的洱海边风景也非常美丽。',
  fr: 'Les trois pagodes du temple Chongsheng se dressent près du lac Erhai, au pied des monts Cang, à Dali. ',
  th: 'เจดีย์สามองค์ของวัดฉงเซิ่งตั้งอยู่ใกล้ทะเลสาบเอ๋อไห่ ใต้ภูเขาชางซาน ในเมืองต้าหลี่ มณฑลยูนนาน ประเทศจีน นักท่องเที่ยวมากมาย',
  ru: 'Три пагоды храма Чуншэн стоят недалеко от озера Эрхай, у подножия гор Цаншань, в старом городе Дали. ',
  zh_cantonese: '大理古城喺洱海旁邊，蒼山腳下。崇聖寺三塔係大理最出名嘅景點，有成千幾年歷史。遊客可以喺古城飲白族三道茶，睇扎染手工藝，感受民族風情。夜晚洱海邊嘅風景都好靚。',
};

const fit = (text: string) => {
  let out = text;
  while (out.length < CHARS) out += text;
  return out.slice(0, CHARS);
};

const round = (value: number) => Math.round(value * 10) / 10;

async function main(): Promise<void> {
  const synthesizer = createLocalSynthesizer({ warn: (message) => console.warn(message) });
  const languages = Object.keys(BASE_TEXTS) as TranslatorLanguage[];
  if (!languages.every((language) => synthesizer.supports(language))) throw new Error('the embedded synthesiser is unavailable');

  const run = async (language: TranslatorLanguage, text: string) => {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    let firstChunkMs = 0;
    let bytes = 0;
    for await (const chunk of synthesizer.synthesize({ text, language, speed: 50, volume: 50, pitch: 50, signal: new AbortController().signal })) {
      if (bytes === 0) firstChunkMs = performance.now() - started;
      bytes += chunk.length;
    }
    const cpu = process.cpuUsage(cpuBefore);
    return { totalMs: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000, firstChunkMs, bytes };
  };

  const warmStarted = performance.now();
  await run('en', fit(BASE_TEXTS.en ?? ''));
  const coldStartMs = round(performance.now() - warmStarted);

  let longestGapMs = 0;
  const elu = performance.eventLoopUtilization();
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
  }, 5);

  type Stats = { p50: number; p95: number; max: number };
  const stats = (values: number[]): Stats => ({ p50: round(percentile(values, 50)), p95: round(percentile(values, 95)), max: round(Math.max(...values)) });
  const results: Record<string, { chars: number; mp3Bytes: number; afterIdle: { totalMs: Stats; firstChunkMs: Stats; cpuMs: Stats }; backToBack: { totalMs: Stats } }> = {};
  try {
    for (const language of languages) {
      const text = fit(BASE_TEXTS[language] ?? '');
      const totals: number[] = [];
      const firsts: number[] = [];
      const cpus: number[] = [];
      const busy: number[] = [];
      let bytes = 0;
      for (let i = 0; i < RUNS; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
        const sample = await run(language, text);
        totals.push(sample.totalMs);
        firsts.push(sample.firstChunkMs);
        cpus.push(sample.cpuMs);
        bytes = sample.bytes;
      }
      for (let i = 0; i < RUNS; i += 1) busy.push((await run(language, text)).totalMs);
      const entry = { chars: text.length, mp3Bytes: bytes, afterIdle: { totalMs: stats(totals), firstChunkMs: stats(firsts), cpuMs: stats(cpus) }, backToBack: { totalMs: stats(busy) } };
      results[language] = entry;
      console.log(`${language}: after idle p50 ${entry.afterIdle.totalMs.p50} ms, p95 ${entry.afterIdle.totalMs.p95} ms (first chunk p50 ${entry.afterIdle.firstChunkMs.p50} ms; CPU p50 ${entry.afterIdle.cpuMs.p50} ms); back to back p50 ${entry.backToBack.totalMs.p50} ms, p95 ${entry.backToBack.totalMs.p95} ms; ${bytes} bytes of MP3`);
    }
  } finally {
    clearInterval(timer);
  }

  const worstP95 = Math.max(...Object.values(results).map((r) => r.afterIdle.totalMs.p95));
  const met = worstP95 <= GOAL_P95_MS;
  const report = {
    name: 'synthesis',
    date: new Date().toISOString(),
    node: process.version,
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? 'unknown' },
    provider: 'local: eSpeak NG (npm espeak-ng, WebAssembly) + LAME (npm wasm-media-encoders), one worker thread; MP3 22 050 Hz mono 48 kbit/s',
    statistic: `per language, ${RUNS} syntheses of a ${CHARS}-character text each after ${IDLE_MS} ms idle, then ${RUNS} back to back; text in to the whole MP3 out; after one cold-start synthesis`,
    goal: { target: `whole synthesis of ${CHARS} characters after an idle moment`, maxP95Ms: GOAL_P95_MS, met },
    loadAverage: os.loadavg().map((value) => round(value)),
    coldStartMs,
    longestEventLoopGapMs: round(longestGapMs),
    mainThreadEventLoopUtilization: Math.round(performance.eventLoopUtilization(elu).utilization * 1000) / 1000,
    languages: results,
  };
  const out = path.join(ROOT, 'bench/results/synthesis.json');
  fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`worst p95 ${worstP95} ms (goal ≤ ${GOAL_P95_MS} ms: ${met ? 'met' : 'NOT met'}); longest event-loop gap ${report.longestEventLoopGapMs} ms; wrote ${path.relative(ROOT, out)}`);
  if (!met) process.exitCode = 1;
}

await main();
