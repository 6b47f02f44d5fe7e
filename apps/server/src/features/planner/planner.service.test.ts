import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PlannerRequestSchema, type PlanCheckResult } from '@dali/shared/contracts/planner';
import type { PlannerStreamFrame } from '@dali/shared/contracts/planner-stream';
import { REPO_ROOT } from '../../config/env.js';
import { importCatalog } from '../../db/catalog/import-catalog.js';
import { createTestDatabase, testEngines } from '../../test/test-databases.js';
import { createCatalogSnapshotCache } from './catalog-snapshot-cache.js';
import { createCatalogVersionRepository } from './catalog-version.repository.js';
import { checkPlan } from './checker/check-plan.js';
import { loadCatalogSnapshotFromDir, type CatalogSnapshot } from './engine/catalog-snapshot.js';
import { createPlannerService, mergeNarrative, type PlannerRunInput } from './planner.service.js';
import { createScriptedAi, frameLabels } from '../../test/planner-helpers.js';

/** Noon in China on 2026-11-20. */
const NOW = Date.parse('2026-11-20T04:00:00Z');

let snapshot: CatalogSnapshot;
beforeAll(async () => {
  snapshot = await loadCatalogSnapshotFromDir(path.join(REPO_ROOT, 'catalog'));
});

function setUp(options: { check?: typeof checkPlan } = {}) {
  const saved: unknown[] = [];
  const service = createPlannerService({
    ai: createScriptedAi(),
    snapshots: { current: () => Promise.resolve(snapshot) },
    plans: {
      save: (plan) => {
        saved.push(plan);
        return Promise.resolve('plan-1');
      },
    },
    now: () => NOW,
    ...(options.check ? { check: options.check } : {}),
  });
  const frames: PlannerStreamFrame[] = [];
  const log = { warn: vi.fn(), error: vi.fn() };
  const input = (controller = new AbortController()): PlannerRunInput => ({
    source: { kind: 'form', request: PlannerRequestSchema.parse({ durationDays: 2 }) },
    owner: { userId: null, visitorId: 'fp-service-test' },
    locale: 'en-US',
    signal: controller.signal,
    startedAt: NOW - 250,
    emit: (frame) => frames.push(frame),
    log,
  });
  return { service, saved, frames, log, input };
}

describe('planner service', () => {
  it('delivers, checks and stores a plan; processing time counts from the request', async () => {
    const { service, saved, frames, input } = setUp();
    const outcome = await service.run(input());
    expect(outcome).toEqual({ status: 'stored', planId: 'plan-1', processingMs: 250 });
    expect(frames.at(-2)).toEqual({ type: 'done', planId: 'plan-1', processingMs: 250 });
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ owner: { userId: null, visitorId: 'fp-service-test' }, processingMs: 250, check: { passed: true } });
  });

  it('treats a plan the checker rejects as a server bug: logged, error frame, nothing stored', async () => {
    const failing: typeof checkPlan = (plan, request, snap) => {
      const real = checkPlan(plan, request, snap);
      const results = real.results.map((r) =>
        r.constraint === 'openingHours' ? { ...r, passed: false, details: [{ dayIndex: 1, itemIndex: 0, message: 'closed at 09:00' }] } : r,
      );
      return { passed: false, results } satisfies PlanCheckResult;
    };
    const { service, saved, frames, log, input } = setUp({ check: failing });
    const outcome = await service.run(input());
    expect(outcome).toEqual({ status: 'failed', code: 50001 });
    expect(frameLabels(frames).slice(-2)).toEqual(['narrative', 'error']);
    expect(frames.at(-1)).toMatchObject({ type: 'error', code: 50001 });
    expect(saved).toEqual([]);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ failed: [{ constraint: 'openingHours', details: [{ dayIndex: 1, itemIndex: 0, message: 'closed at 09:00' }] }] }),
      'the checker rejected a plan the engine delivered',
    );
  });

  it('stops without another frame when the signal is already aborted after loading', async () => {
    const { service, saved, frames, input } = setUp();
    const controller = new AbortController();
    const run = service.run(input(controller));
    controller.abort();
    expect(await run).toEqual({ status: 'aborted' });
    expect(frameLabels(frames)).toEqual(['phase:loading']);
    expect(saved).toEqual([]);
  });

  it('turns a failing catalog read into an internal error frame', async () => {
    const frames: PlannerStreamFrame[] = [];
    const log = { warn: vi.fn(), error: vi.fn() };
    const service = createPlannerService({
      ai: createScriptedAi(),
      snapshots: { current: () => Promise.reject(new Error('database is down')) },
      plans: { save: () => Promise.reject(new Error('not reached')) },
    });
    const outcome = await service.run({
      source: { kind: 'text', text: 'two days in Dali', language: 'zh-CN' },
      owner: { userId: null, visitorId: null },
      locale: 'zh-CN',
      signal: new AbortController().signal,
      startedAt: Date.now(),
      emit: (frame) => frames.push(frame),
      log,
    });
    expect(outcome).toEqual({ status: 'failed', code: 50001 });
    expect(frames).toEqual([{ type: 'phase', phase: 'loading' }, { type: 'error', code: 50001, message: expect.any(String) }]);
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('joins consecutive narrative pieces of one day for storage', () => {
    expect(
      mergeNarrative([
        { dayIndex: null, text: 'A' },
        { dayIndex: null, text: 'B' },
        { dayIndex: 1, text: 'C' },
        { dayIndex: 2, text: 'D' },
        { dayIndex: 2, text: 'E' },
        { dayIndex: null, text: 'F' },
      ]),
    ).toEqual([
      { dayIndex: null, text: 'AB' },
      { dayIndex: 1, text: 'C' },
      { dayIndex: 2, text: 'DE' },
      { dayIndex: null, text: 'F' },
    ]);
  });
});

describe('catalog snapshot cache', () => {
  it('reads the version at most once per interval and rebuilds only when it changed', async () => {
    let now = 0;
    let version = 'v1';
    const readVersion = vi.fn(() => Promise.resolve(version));
    const loadSnapshot = vi.fn(() => Promise.resolve(snapshot));
    const cache = createCatalogSnapshotCache({ readVersion, loadSnapshot, versionCheckIntervalMs: 1000, now: () => now });

    await Promise.all([cache.current(), cache.current(), cache.current()]);
    expect(readVersion).toHaveBeenCalledTimes(1);
    expect(loadSnapshot).toHaveBeenCalledTimes(1);

    now = 999;
    await cache.current();
    expect(readVersion).toHaveBeenCalledTimes(1);

    now = 1000;
    await cache.current();
    expect(readVersion).toHaveBeenCalledTimes(2);
    expect(loadSnapshot).toHaveBeenCalledTimes(1);

    version = 'v2';
    now = 2500;
    await cache.current();
    expect(loadSnapshot).toHaveBeenCalledTimes(2);
  });
});

describe.each(testEngines())('catalog version on %s', (engine) => {
  it('changes with an import and with an operator closing an attraction', async () => {
    const database = await createTestDatabase(engine);
    try {
      const versions = createCatalogVersionRepository(database.db);
      const empty = await versions.catalogVersion();
      expect(await versions.catalogVersion()).toBe(empty);
      const imported = await importCatalog(database.db, { dir: path.join(REPO_ROOT, 'catalog') });
      expect(imported.ok).toBe(true);
      const afterImport = await versions.catalogVersion();
      expect(afterImport).not.toBe(empty);
      await database.db.updateTable('attractions').set({ temporarilyClosed: 1 }).where('id', '=', 'erhai-lake').execute();
      expect(await versions.catalogVersion()).not.toBe(afterImport);
    } finally {
      await database.cleanup();
    }
  });
});
