/**
 * `npm run bench:chat`: latency of the chat stream (`POST /ai_api/v1/chat/stream`, spec §7) over
 * HTTP, with both engines.
 *
 * 1. Local engine (no AI provider configured): questions in the three languages, one after
 *    another; time from sending the request to the first `ai_response` frame and to
 *    `{"status":"completed"}`. Goal: first token p95 ≤ 100 ms.
 * 2. Relay overhead with the OpenAI-compatible engine: the server is pointed at a fake provider in
 *    this process (apps/server/src/test/fake-openai-server.ts) that streams 20 pieces per answer, one
 *    every 25 ms; for every piece, the time from the fake writing it to this process reading the
 *    `ai_response` frame that carries it. Goal: p95 ≤ 20 ms.
 *
 * Both servers are the real one (apps/server/src/server.ts, production mode) on a fresh SQLite file
 * with the catalog imported and chat allowances lifted (the benchmark sends more messages than a
 * visitor may). Writes bench/results/chat-stream.json; exits 1 when a goal is missed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeOpenAiServer } from '../apps/server/src/test/fake-openai-server.js';
import { percentile, readEventStream, spawnAppServer, waitUntilUp } from './bench-server.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCAL_PORT = 3906;
const MODEL_PORT = 3907;
const RUNS = Number(process.env.CHAT_BENCH_RUNS ?? 60);
const MODEL_ANSWERS = Number(process.env.CHAT_BENCH_MODEL_ANSWERS ?? 20);
const PIECES_PER_ANSWER = 20;
const PIECE_INTERVAL_MS = 25;
const WARMUP = 5;
const GOAL_FIRST_TOKEN_MS = 100;
const GOAL_RELAY_MS = 20;

/** Questions a visitor could ask, a third per language (the local engine answers each from the catalog). */
const QUESTIONS = [
  { query: 'Is the Three Pagodas open now?', language: 'en-US' },
  { query: 'How much is the ticket for Erhai Lake?', language: 'en-US' },
  { query: 'What is rushan and is it vegetarian?', language: 'en-US' },
  { query: 'How long from Dali Old Town to Shaxi?', language: 'en-US' },
  { query: '崇圣寺三塔几点开门？', language: 'zh-CN' },
  { query: '喜洲有什么好吃的餐厅？', language: 'zh-CN' },
  { query: '双廊有哪些民宿？', language: 'zh-CN' },
  { query: '乳扇是什么味道？', language: 'zh-CN' },
  { query: '崇聖寺三塔門票多少錢？', language: 'zh-HK' },
  { query: '喜洲古鎮怎麼去？', language: 'zh-HK' },
  { query: '大理古城有甚麼住宿？', language: 'zh-HK' },
  { query: '沙溪古鎮有甚麼好玩？', language: 'zh-HK' },
] as const;

const round = (value: number) => Math.round(value * 10) / 10;
const stats = (values: number[]) => ({ median: round(percentile(values, 50)), p95: round(percentile(values, 95)), max: round(Math.max(...values)), samples: values.length });

/** A membership file as shipped, with chat messages unlimited for every free tier. */
function liftedMembership(dir: string): string {
  const membership = JSON.parse(fs.readFileSync(path.join(ROOT, 'config/membership.json'), 'utf8')) as { freeTiers: Record<string, Record<string, number>> };
  for (const tier of Object.values(membership.freeTiers)) tier.chat = 999_999;
  const file = path.join(dir, 'membership.json');
  fs.writeFileSync(file, JSON.stringify(membership));
  return file;
}

/**
 * Post one question and read the stream to its end; `onPiece` is called with each `ai_response`
 * content as it is read. Returns the times (ms from sending) of the first piece and of completion.
 */
async function ask(base: string, body: { query: string; language: string }, session: string, onPiece?: (content: string) => void) {
  const started = performance.now();
  const response = await fetch(`${base}/ai_api/v1/chat/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-visitor-fingerprint': 'chat-bench-visitor', 'accept-language': body.language },
    body: JSON.stringify({ ...body, user_id: 'chat-bench-visitor', include_history: false, use_agent: false, use_tools: false, session_id: session }),
  });
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
  let firstTokenMs = Number.NaN;
  let completeMs = Number.NaN;
  for await (const data of readEventStream(response.body)) {
    const frame = data as { type?: string; content?: string; status?: string; message?: string };
    if (frame.type === 'ai_response' || frame.type === 'full_content') {
      if (Number.isNaN(firstTokenMs)) firstTokenMs = performance.now() - started;
      if (frame.type === 'ai_response') onPiece?.(frame.content ?? '');
    } else if (frame.status === 'completed') {
      completeMs = performance.now() - started;
    } else if (frame.type === 'error') {
      throw new Error(`error frame: ${frame.message ?? ''}`);
    }
  }
  return { firstTokenMs, completeMs };
}

async function benchLocal(dir: string, membershipFile: string) {
  const base = `http://127.0.0.1:${LOCAL_PORT}`;
  const server = spawnAppServer({
    PORT: String(LOCAL_PORT),
    DATABASE_URL: path.join(dir, 'local.db'),
    DATA_DIR: dir,
    MEMBERSHIP_CONFIG_FILE: membershipFile,
    AI_BASE_URL: '',
    AI_API_KEY: '',
    AI_MODEL: '',
  });
  try {
    await waitUntilUp(`${base}/api/v1/health`);
    for (let i = 0; i < WARMUP; i += 1) await ask(base, QUESTIONS[i % QUESTIONS.length] as (typeof QUESTIONS)[number], `bench-warm-${i}`);
    const first: number[] = [];
    const complete: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const timing = await ask(base, QUESTIONS[i % QUESTIONS.length] as (typeof QUESTIONS)[number], `bench-local-${i}`);
      first.push(timing.firstTokenMs);
      complete.push(timing.completeMs);
    }
    return { firstTokenMs: stats(first), completeMs: stats(complete) };
  } finally {
    server.kill('SIGTERM');
  }
}

async function benchRelay(dir: string, membershipFile: string) {
  const written = new Map<string, number>();
  const fake = await startFakeOpenAiServer({ onPieceWritten: (piece) => written.set(piece, performance.now()) });
  const base = `http://127.0.0.1:${MODEL_PORT}`;
  const server = spawnAppServer({
    PORT: String(MODEL_PORT),
    DATABASE_URL: path.join(dir, 'model.db'),
    DATA_DIR: dir,
    MEMBERSHIP_CONFIG_FILE: membershipFile,
    AI_BASE_URL: fake.baseURL,
    AI_API_KEY: 'bench-key',
    AI_MODEL: 'bench-model',
  });
  try {
    await waitUntilUp(`${base}/api/v1/health`);
    const overheads: number[] = [];
    for (let answer = -WARMUP; answer < MODEL_ANSWERS; answer += 1) {
      // Unique pieces, so each read frame is matched to the moment the fake wrote it.
      const pieces = Array.from({ length: PIECES_PER_ANSWER }, (_, i) => `piece ${answer}.${i}. `);
      fake.enqueue({ content: pieces.join(''), pieces, pieceDelayMs: PIECE_INTERVAL_MS });
      await ask(base, { query: 'Tell me about Erhai Lake', language: 'en-US' }, `bench-model-${answer + WARMUP}`, (content) => {
        const at = written.get(content);
        if (at !== undefined && answer >= 0) overheads.push(performance.now() - at);
      });
    }
    return { relayMs: stats(overheads), piecesPerAnswer: PIECES_PER_ANSWER, pieceIntervalMs: PIECE_INTERVAL_MS, answers: MODEL_ANSWERS };
  } finally {
    server.kill('SIGTERM');
    await fake.close();
  }
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-chat-bench-'));
  const membershipFile = liftedMembership(dir);
  const local = await benchLocal(dir, membershipFile);
  console.log(`local engine: first token p95 ${local.firstTokenMs.p95} ms, complete p95 ${local.completeMs.p95} ms (${RUNS} questions)`);
  const relay = await benchRelay(dir, membershipFile);
  console.log(`model engine relay: upstream piece → client p95 ${relay.relayMs.p95} ms over ${relay.relayMs.samples} pieces`);
  const firstMet = local.firstTokenMs.p95 <= GOAL_FIRST_TOKEN_MS;
  const relayMet = relay.relayMs.samples === MODEL_ANSWERS * PIECES_PER_ANSWER && relay.relayMs.p95 <= GOAL_RELAY_MS;
  const report = {
    name: 'chat-stream',
    date: new Date().toISOString(),
    node: process.version,
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? 'unknown' },
    statistic: `local: ${RUNS} sequential questions in three languages after ${WARMUP} warm-up; relay: ${MODEL_ANSWERS} answers × ${PIECES_PER_ANSWER} pieces, one every ${PIECE_INTERVAL_MS} ms, over loopback HTTP`,
    goals: [
      { target: 'local engine: first ai_response frame', maxP95Ms: GOAL_FIRST_TOKEN_MS, met: firstMet },
      { target: 'model engine: upstream piece written → ai_response frame read', maxP95Ms: GOAL_RELAY_MS, met: relayMet },
    ],
    local,
    relay,
  };
  const out = path.join(ROOT, 'bench/results/chat-stream.json');
  fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`first token ≤ ${GOAL_FIRST_TOKEN_MS} ms: ${firstMet ? 'met' : 'NOT met'}; relay ≤ ${GOAL_RELAY_MS} ms: ${relayMet ? 'met' : 'NOT met'}; wrote ${path.relative(ROOT, out)}`);
  if (!firstMet || !relayMet) process.exitCode = 1;
}

await main();
