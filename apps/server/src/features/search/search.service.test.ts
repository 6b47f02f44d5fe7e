import { describe, expect, it } from 'vitest';
import type { SearchCatalogRows, SearchRepository } from './search.repository.js';
import { createSearchService } from './search.service.js';

const name = (zhCN: string, enUS: string) => JSON.stringify({ 'zh-CN': zhCN, 'zh-HK': zhCN, 'en-US': enUS });

function fakeRepository(initial: SearchCatalogRows) {
  let rows = initial;
  let version = 1;
  const calls = { version: 0, load: 0 };
  const repository: SearchRepository = {
    async catalogVersion() {
      calls.version += 1;
      return String(version);
    },
    async loadCatalog() {
      calls.load += 1;
      return rows;
    },
  };
  return {
    repository,
    calls,
    replace(next: SearchCatalogRows) {
      rows = next;
      version += 1;
    },
  };
}

const catalog = (attractionName: string): SearchCatalogRows => ({
  attractions: [{ id: 'erhai-lake', name: attractionName, type: 'natural', region: 'Dali', town: 'Dali Old Town', tags: '["lake"]', featuredRank: null }],
  stays: [],
  foods: [{ id: 'rushan', name: name('乳扇', 'Rushan'), category: 'snack', tags: '[]' }],
  restaurants: [],
  restaurantDishes: [],
  towns: [{ id: 'dali-old-town', englishName: 'Dali Old Town', name: JSON.stringify({ 'zh-CN': '大理古城', 'zh-HK': '大理古城', 'en-US': 'Dali Old Town' }) }],
});

describe('search service', () => {
  it('reads the catalog version at most once per interval and rebuilds only when it changed', async () => {
    let clock = 1_000;
    const fake = fakeRepository(catalog(name('洱海', 'Erhai Lake')));
    const service = createSearchService({ repository: fake.repository, versionCheckIntervalMs: 2_000, now: () => clock });

    const burst = await Promise.all(Array.from({ length: 50 }, () => service.search({ q: '洱海', limit: 5 })));
    expect(burst.every((r) => r.groups[0]?.items[0]?.id === 'erhai-lake')).toBe(true);
    expect(fake.calls).toEqual({ version: 1, load: 1 });

    clock += 1_999;
    await service.search({ q: 'erhai', limit: 5 });
    expect(fake.calls).toEqual({ version: 1, load: 1 });

    clock += 1;
    await service.search({ q: 'erhai', limit: 5 });
    expect(fake.calls).toEqual({ version: 2, load: 1 });

    fake.replace(catalog(name('苍山', 'Cangshan Mountain')));
    expect((await service.search({ q: '洱海', limit: 5 })).groups).toHaveLength(1);
    clock += 2_000;
    expect((await service.search({ q: '洱海', limit: 5 })).groups).toEqual([]);
    expect((await service.search({ q: 'cangshan', limit: 5 })).groups[0]?.items[0]).toMatchObject({
      kind: 'attraction',
      id: 'erhai-lake',
      name: { 'en-US': 'Cangshan Mountain' },
      subtitle: { 'zh-CN': '自然风光 · 大理古城', 'zh-HK': '自然風光 · 大理古城', 'en-US': 'Nature · Dali Old Town' },
      path: '/attractions/erhai-lake',
    });
    expect(fake.calls).toEqual({ version: 3, load: 2 });
  });

  it('answers repeated queries from its cache, echoing each caller’s own text', async () => {
    const fake = fakeRepository(catalog(name('洱海', 'Erhai Lake')));
    const service = createSearchService({ repository: fake.repository, cacheSize: 2 });
    const first = await service.search({ q: 'Rushan', limit: 5 });
    const second = await service.search({ q: 'rushan', limit: 5 });
    expect(second.query).toBe('rushan');
    expect(second.groups).toBe(first.groups);
    await service.search({ q: 'erhai', limit: 5 });
    await service.search({ q: 'lake', limit: 5 });
    expect((await service.search({ q: 'rushan', limit: 5 })).groups).not.toBe(first.groups);
    expect((await service.search({ q: 'rushan', limit: 1, kind: 'attraction' })).groups).toEqual([]);
  });
});
