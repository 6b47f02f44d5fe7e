/**
 * Helpers of the planner route tests: the real app over a fresh migrated database holding the
 * repository's catalog, with a PlannerAi and planner settings of the test's choosing; a scripted
 * PlannerAi; and a parser of event-stream bodies that validates every frame against the contract.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PlannerStreamFrameSchema, type PlanNarrativePiece, type PlannerStreamFrame } from '@dali/shared/contracts/planner-stream';
import type { PlannerRequestInput, TravelPlan } from '@dali/shared/contracts/planner';
import type { Locale } from '@dali/shared/locales';
import { buildApp, type BuildAppOverrides } from '../app.js';
import { loadConfig } from '../config/env.js';
import { importCatalog } from '../db/catalog/import-catalog.js';
import type { DatabaseEngine } from '../db/database.js';
import type { TestApp } from './build-test-app.js';
import { createTestAuthenticator } from './test-auth.js';
import { createTestDatabase } from './test-databases.js';
import { AiProviderError, type ExtractedRequest, type PlannerAi } from '../features/planner/planner-ai.js';
import type { PlannerOverrides } from '../features/planner/planner.setup.js';

/** Options of {@link buildPlannerTestApp}. */
export interface PlannerTestAppOptions {
  engine: DatabaseEngine;
  plannerAi?: PlannerAi;
  planner?: PlannerOverrides;
  membership?: BuildAppOverrides['membership'];
  env?: Record<string, string>;
}

/**
 * The app with `Bearer test-user:<id>` logins (test/test-auth.ts), quiet logs, no web build, and
 * the repository's catalog imported.
 */
export async function buildPlannerTestApp(options: PlannerTestAppOptions): Promise<TestApp> {
  const database = await createTestDatabase(options.engine);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-data-'));
  const emptyDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-no-web-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: emptyDist, DATA_DIR: dataDir, LIST_CACHE_MS: '0', ...options.env });
  const app = await buildApp(config, {
    database,
    logger: false,
    redisNamespace: `dali-test:${randomBytes(6).toString('hex')}:`,
    authenticate: createTestAuthenticator(database.db),
    ...(options.plannerAi ? { plannerAi: options.plannerAi } : {}),
    ...(options.planner ? { planner: options.planner } : {}),
    ...(options.membership ? { membership: options.membership } : {}),
  });
  await app.ready();
  const close = async () => {
    await app.close();
    await database.cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(emptyDist, { recursive: true, force: true });
  };
  const imported = await importCatalog(database.db, { dir: config.CATALOG_DIR });
  if (!imported.ok) {
    await close();
    throw new Error(`catalog/ does not import: ${imported.problems.length} problem(s)`);
  }
  return { app, database, config, close };
}

/** A parsed event-stream body: frames (validated by PlannerStreamFrameSchema) and comment lines. */
export interface ParsedStream {
  frames: PlannerStreamFrame[];
  comments: string[];
}

/**
 * Parse an event-stream body: events are separated by a blank line; `data:` lines hold one frame
 * each; `:` lines are comments. Anything else fails the test.
 * @throws Error on a line that is neither, or a frame outside the contract.
 */
export function parseEventStream(body: string): ParsedStream {
  const frames: PlannerStreamFrame[] = [];
  const comments: string[] = [];
  for (const block of body.split('\n\n')) {
    if (block === '') continue;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      else if (line.startsWith('data: ')) frames.push(PlannerStreamFrameSchema.parse(JSON.parse(line.slice(6))));
      else throw new Error(`unexpected event-stream line: ${JSON.stringify(line)}`);
    }
  }
  return { frames, comments };
}

/**
 * Make and store a plan through the planner's own route (`POST …/travel_planner_v3/plan/stream`)
 * as the caller of `headers`, with request `payload` (default: two days).
 * @returns the stored plan's id.
 * @throws Error when the stream ends without a `done` frame (its first 300 characters are shown).
 */
export async function makeStoredPlan(app: TestApp['app'], headers: Record<string, string>, payload: object = { durationDays: 2 }): Promise<string> {
  const stream = await app.inject({ method: 'POST', url: '/ai_api/v1/travel_planner_v3/plan/stream', payload, headers });
  const done = parseEventStream(stream.body).frames.find((frame) => frame.type === 'done');
  if (done?.type !== 'done') throw new Error(`no plan was stored: ${stream.body.slice(0, 300)}`);
  return done.planId;
}

/** A short label per frame, for asserting the order: `phase:loading`, `section:day`, `narrative`, … */
export function frameLabels(frames: readonly PlannerStreamFrame[]): string[] {
  return frames.map((frame) => {
    if (frame.type === 'phase') return `phase:${frame.phase}`;
    if (frame.type === 'section') return `section:${frame.section.section}`;
    return frame.type;
  });
}

/** Wait `ms`, or reject with the signal's reason when it aborts first. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new AiProviderError('aborted'));
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new AiProviderError('aborted'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** How the scripted PlannerAi behaves. */
export interface ScriptedAiOptions {
  /** What extraction answers (default: a 2-day trip around Dali Old Town, nothing unrecognised). */
  extract?: (text: string, language: Locale) => ExtractedRequest;
  /** Wait before each narrative piece, ms (default 0). */
  pieceDelayMs?: number;
  /** Throw AiProviderError after this many pieces (default: never). */
  failAfterPieces?: number;
  /** Wait (until aborted) after this many pieces (default: never). */
  hangAfterPieces?: number;
}

/**
 * A PlannerAi whose narrative is one introduction and two pieces per day; records what it saw.
 * `script` is read at each call, so a test sets it before its run.
 */
export interface ScriptedAi extends PlannerAi {
  script: ScriptedAiOptions;
  /** Signals passed to `narrate` and `extractRequest`, in call order. */
  readonly signals: AbortSignal[];
  /** Texts passed to `extractRequest`. */
  readonly texts: string[];
}

/** Build a {@link ScriptedAi}. */
export function createScriptedAi(): ScriptedAi {
  const signals: AbortSignal[] = [];
  const texts: string[] = [];
  const defaultExtract = (): ExtractedRequest => ({ request: { durationDays: 2, destinations: ['dali-old-town'] } satisfies PlannerRequestInput, unrecognised: [] });
  const ai: ScriptedAi = {
    kind: 'local',
    script: {},
    signals,
    texts,
    extractRequest(text, language, _snapshot, signal) {
      signals.push(signal);
      texts.push(text);
      return Promise.resolve((ai.script.extract ?? defaultExtract)(text, language));
    },
    async *narrate(plan: TravelPlan, _snapshot, signal) {
      signals.push(signal);
      const options = ai.script;
      const pieces: PlanNarrativePiece[] = [{ dayIndex: null, text: `Intro (${plan.language}). ` }];
      for (const day of plan.days) pieces.push({ dayIndex: day.dayIndex, text: `Day ${day.dayIndex}, ` }, { dayIndex: day.dayIndex, text: `in ${day.townId}.` });
      let sent = 0;
      for (const piece of pieces) {
        if (options.failAfterPieces !== undefined && sent >= options.failAfterPieces) throw new AiProviderError('scripted failure');
        if (options.hangAfterPieces !== undefined && sent >= options.hangAfterPieces) await sleep(3_600_000, signal);
        if (options.pieceDelayMs) await sleep(options.pieceDelayMs, signal);
        yield piece;
        sent += 1;
      }
    },
  };
  return ai;
}
