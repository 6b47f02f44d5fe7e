import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import type { ImageStorage } from '../../providers/storage/image-storage.js';
import { createLocalImageStorage } from '../../providers/storage/local-image-storage.js';
import { buildCatalogTestApp, type TestApp } from '../../test/build-test-app.js';
import { TINY_JPEG, encodeForm, makePng } from '../../test/image-fixtures.js';
import { createTestUser, type TestUser } from '../../test/test-auth.js';
import { testEngines } from '../../test/test-databases.js';
import { createIdGenerator } from '../../lib/ids.js';
import { createReviewsRepository } from './reviews.repository.js';
import { createReviewsService } from './reviews.service.js';

const IMAGES = [
  { body: makePng(), mimeType: 'image/png' as const },
  { body: TINY_JPEG, mimeType: 'image/jpeg' as const },
];

describe.each(testEngines())('writing a review leaves nothing behind on failure (%s)', (engine) => {
  let t: TestApp;
  let author: TestUser;
  let dir: string;
  beforeAll(async () => {
    t = await buildCatalogTestApp({ engine });
    author = await createTestUser(t.database.db);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-review-images-'));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const counters = () => t.database.db.selectFrom('attractions').select(['reviewCount', 'ratingSum']).where('id', '=', 'jizu-mountain').executeTakeFirstOrThrow();
  const reviewRows = () => t.database.db.selectFrom('reviews').select('id').execute();

  it('removes the images already stored when another one fails to store', async () => {
    const local = createLocalImageStorage({ dir });
    let saves = 0;
    const flaky: ImageStorage = {
      kind: 'local',
      save: async (input) => {
        saves += 1;
        if (saves === 2) throw new Error('disk full');
        return local.save(input);
      },
      remove: (key) => local.remove(key),
    };
    const service = createReviewsService({ repository: createReviewsRepository(t.database.db), storage: flaky });
    const error = await service.create({ attractionId: 'jizu-mountain', userId: author.id, rating: 5, content: 'x', images: IMAGES }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).errorName).toBe('OPERATION_FAILED');
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(await reviewRows()).toEqual([]);
    expect(await counters()).toEqual({ reviewCount: 0, ratingSum: 0 });
  });

  it('removes the stored images and rolls the counters back when the insert fails', async () => {
    // An id that is already taken makes the review insert fail after the counter update.
    const service = createReviewsService({ repository: createReviewsRepository(t.database.db), storage: createLocalImageStorage({ dir }), nextId: () => '170000000000000001' });
    await t.database.db.insertInto('reviews').values({ id: '170000000000000001', attractionId: 'erhai-lake', userId: author.id, rating: 1, content: 'first', createdAt: 1 }).execute();
    await expect(service.create({ attractionId: 'jizu-mountain', userId: author.id, rating: 4, content: 'y', images: IMAGES })).rejects.toThrow();
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(await counters()).toEqual({ reviewCount: 0, ratingSum: 0 });
    expect((await reviewRows()).map((row) => row.id)).toEqual(['170000000000000001']);
  });

  it('by default accepts only tokens the app issued: a test-user header answers 401 session expired', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/reviews/1/like', headers: author.headers });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(40103);
  });

  it('stores nothing for an unknown or retired attraction', async () => {
    const saved: string[] = [];
    const storage: ImageStorage = {
      kind: 'local',
      save: async () => {
        saved.push('x');
        return { key: 'k', url: 'u' };
      },
      remove: async () => undefined,
    };
    const service = createReviewsService({ repository: createReviewsRepository(t.database.db), storage });
    await expect(service.create({ attractionId: 'atlantis', userId: author.id, rating: 4, content: 'z', images: IMAGES })).rejects.toMatchObject({ errorName: 'NOT_FOUND' });
    expect(saved).toEqual([]);
  });
});

describe('time-ordered ids', () => {
  it('are 18 digits and strictly increasing, even within one millisecond', () => {
    const next = createIdGenerator(() => 1_750_000_000_000);
    const ids = Array.from({ length: 1000 }, next);
    expect(ids.every((id) => /^\d{18}$/.test(id))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('review write limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildCatalogTestApp({ testAuth: true, env: { RATE_LIMIT_REVIEW_WRITES_PER_MINUTE: '2' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('limits review posts per client per minute with a localised 429', async () => {
    const author = await createTestUser(t.database.db);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const form = await encodeForm({ rating: '3', content: `attempt ${i}` });
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/attractions/erhai-lake/reviews', payload: form.payload, headers: { ...form.headers, ...author.headers, 'accept-language': 'zh-CN' } });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().message).toMatch(/^请求过于频繁/);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
