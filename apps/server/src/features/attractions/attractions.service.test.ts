import { ListAttractionsQuerySchema } from '@dali/shared/contracts/attractions';
import { describe, expect, it } from 'vitest';
import type { AttractionRow, AttractionsRepository } from './attractions.repository.js';
import { createAttractionsService } from './attractions.service.js';

const row = (id: string, viewCount: number): AttractionRow =>
  ({
    id,
    name: JSON.stringify({ 'zh-CN': id, 'zh-HK': id, 'en-US': id }),
    type: 'cultural',
    region: 'Dali',
    town: null,
    lat: null,
    lng: null,
    openingHours: null,
    temporarilyClosed: 0,
    viewCount,
    bookingCount: 0,
    reviewCount: 0,
    ratingSum: 0,
  }) as unknown as AttractionRow;

/** A repository whose rows the test changes, counting the list reads. */
function fakeRepository() {
  const state = { rows: [row('a', 1), row('b', 2)], reads: 0 };
  const repository = {
    listActive: () => {
      state.reads += 1;
      return Promise.resolve(state.rows);
    },
    findTown: () => Promise.resolve(undefined),
  } as unknown as AttractionsRepository;
  return { state, repository };
}

const query = ListAttractionsQuerySchema.parse({ sort: 'popularity' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('attraction list cache', () => {
  it('reads the catalog once per period, shares the read between concurrent requests, then sees changes', async () => {
    const { state, repository } = fakeRepository();
    const service = createAttractionsService({ repository, defaultOriginTownId: 'dali-old-town', listCacheMs: 40 });
    const [first, second] = await Promise.all([service.list(query), service.list(query)]);
    expect(state.reads).toBe(1);
    expect(second.items).toEqual(first.items);
    const cached = await service.list(query);
    expect(await service.list(query)).toBe(cached);
    expect(first.items.map((item) => item.row.id)).toEqual(['b', 'a']);

    state.rows = [row('a', 5), row('b', 2)];
    expect((await service.list(query)).items.map((item) => item.row.id)).toEqual(['b', 'a']);
    // A different query in the same period is computed from the same read.
    await service.list({ ...query, sort: 'recommended' });
    expect(state.reads).toBe(1);

    await sleep(100);
    expect((await service.list(query)).items.map((item) => item.row.id)).toEqual(['a', 'b']);
    expect(state.reads).toBe(2);
  });

  it('reads on every request when the cache is off', async () => {
    const { state, repository } = fakeRepository();
    const service = createAttractionsService({ repository, defaultOriginTownId: 'dali-old-town', listCacheMs: 0 });
    await service.list(query);
    state.rows = [row('a', 5), row('b', 2)];
    expect((await service.list(query)).items.map((item) => item.row.id)).toEqual(['a', 'b']);
    expect(state.reads).toBe(2);
  });
});
