/**
 * `npm run bench:voice`: relay overhead of the recognition socket `/api/v1/voice/recognition`
 * (spec §7): the time from a client audio frame (status 1, 1280 bytes = 40 ms of 16 kHz PCM16,
 * spec §9) to the result reply the server relays for it, with a zero-latency in-process recogniser
 * that answers each chunk as soon as it reads it (apps/server/src/features/voice/test/scripted-speech.ts).
 * What is measured is the WebSocket hops over loopback, frame parsing and checks, the hand-off to
 * the provider's audio stream and the reply. The real app (production settings, fresh SQLite, no
 * logger) runs in this process so the recogniser can be injected; voice allowances and the
 * per-socket frame-rate limits are lifted so frames can follow each other without pacing. Each
 * frame is sent after the previous one's reply.
 *
 * Goal: p95 ≤ 20 ms over VOICE_BENCH_RECORDINGS recordings (default 25) of 50 audio frames each
 * (1250 frames) after 2 warm-up recordings. The first frame of each recording (which also charges
 * the quota) is reported apart. Writes bench/results/voice.json; exits 1 when the goal is missed.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config/env.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { createScriptedRecognizer } from '../apps/server/src/features/voice/test/scripted-speech.js';
import { audioFrame, firstFrame, lastFrame, openVoiceClient, pcmBase64 } from '../apps/server/src/features/voice/test/voice-client.js';
import { percentile } from './bench-server.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RECORDINGS = Number(process.env.VOICE_BENCH_RECORDINGS ?? 25);
const FRAMES_PER_RECORDING = 50;
const WARMUP_RECORDINGS = 2;
const GOAL_P95_MS = 20;

const round = (value: number) => Math.round(value * 100) / 100;
const summary = (values: number[]) => ({
  median: round(percentile(values, 50)),
  p95: round(percentile(values, 95)),
  p99: round(percentile(values, 99)),
  max: round(Math.max(...values)),
});

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-voice-bench-'));
  const membership = JSON.parse(fs.readFileSync(path.join(ROOT, 'config/membership.json'), 'utf8')) as { freeTiers: Record<string, Record<string, number>> };
  for (const tier of Object.values(membership.freeTiers)) tier.voice = 999_999;
  const membershipFile = path.join(dir, 'membership.json');
  fs.writeFileSync(membershipFile, JSON.stringify(membership));

  const database = openDatabase({ url: path.join(dir, 'app.db'), baseDir: dir });
  await migrateToLatest(database.db);
  const config = loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: path.join(dir, 'app.db'),
    DATA_DIR: dir,
    AUTO_IMPORT_CATALOG: 'false',
    MEMBERSHIP_CONFIG_FILE: membershipFile,
  });
  const recognizer = createScriptedRecognizer();
  const app = await buildApp(config, {
    database,
    logger: false,
    recognizer,
    voice: { limits: { maxFramesPerSecond: 1_000_000, maxAudioSpeed: 1_000_000 } },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1/voice/recognition?fingerprint=voice-bench-client&locale=en-US`;

  const frameMs: number[] = [];
  const firstMs: number[] = [];
  try {
    for (let recording = -WARMUP_RECORDINGS; recording < RECORDINGS; recording += 1) {
      const client = await openVoiceClient(url);
      let started = performance.now();
      client.send(firstFrame());
      let reply = await client.next();
      if (reply.code !== 0) throw new Error(`unexpected reply ${JSON.stringify(reply)}`);
      if (recording >= 0) firstMs.push(performance.now() - started);
      for (let i = 0; i < FRAMES_PER_RECORDING; i += 1) {
        const frame = audioFrame(pcmBase64(1280, i));
        started = performance.now();
        client.send(frame);
        reply = await client.next();
        const elapsed = performance.now() - started;
        if (reply.code !== 0 || (reply.data as { status?: number } | undefined)?.status !== 1) throw new Error(`unexpected reply ${JSON.stringify(reply)}`);
        if (recording >= 0) frameMs.push(elapsed);
      }
      client.send(lastFrame());
      const closed = await client.closed;
      if (closed.code !== 1000) throw new Error(`recording closed with ${closed.code}`);
    }
    const frames = summary(frameMs);
    const met = frames.p95 <= GOAL_P95_MS;
    const report = {
      name: 'voice',
      date: new Date().toISOString(),
      node: process.version,
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? 'unknown' },
      provider: 'in-process recogniser answering each 1280-byte chunk at once',
      statistic: `${frameMs.length} audio frames (${RECORDINGS} recordings × ${FRAMES_PER_RECORDING}) after ${WARMUP_RECORDINGS} warm-up recordings, each frame sent after the previous reply, over loopback WebSocket`,
      goal: { target: 'recognition socket, audio frame to relayed result reply, no provider latency', maxP95Ms: GOAL_P95_MS, met },
      frameMs: frames,
      firstFrameMs: summary(firstMs),
    };
    const out = path.join(ROOT, 'bench/results/voice.json');
    fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(
      `recognition relay: median ${frames.median} ms, p95 ${frames.p95} ms, p99 ${frames.p99} ms over ${frameMs.length} frames ` +
        `(goal p95 ≤ ${GOAL_P95_MS} ms: ${met ? 'met' : 'NOT met'}); first frame with quota p95 ${report.firstFrameMs.p95} ms; wrote ${path.relative(ROOT, out)}`,
    );
    if (!met) process.exitCode = 1;
  } finally {
    await app.close();
    await database.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
