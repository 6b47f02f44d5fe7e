import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config/env.js';
import { buildCatalogTestApp, type TestApp } from '../../test/build-test-app.js';
import { testEngines } from '../../test/test-databases.js';

type CatalogStay = { id: string; town: string; type: string; priceFromCny: number | null; priceSeen?: string | null; featuredRank?: number };
type CatalogBand = { town: string; type: string; minCny: number; maxCny: number; seen: string };
const readCatalogFile = <T,>(file: string) => JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'catalog', file), 'utf8')) as T[];
const STAYS = readCatalogFile<CatalogStay>('stays.json');
const BANDS = readCatalogFile<CatalogBand>('price_bands.json');

describe.each(testEngines())('stays and towns on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildCatalogTestApp({ engine, env: { RATE_LIMIT_COUNTERS_PER_MINUTE: '1000' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (url: string, locale = 'en-US') => {
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': locale } });
    return { status: response.statusCode, body: response.json() };
  };

  it('lists every lodging over pages, editorial picks first, then priced ones', async () => {
    const total = STAYS.length;
    const pages = Math.ceil(total / 10);
    const { body } = await get('/api/v1/stays?pageSize=50');
    expect(body.data).toMatchObject({ total, page: 1, pageSize: 50 });
    const ranked = STAYS.filter((s) => s.featuredRank !== undefined).sort((a, b) => (a.featuredRank ?? 0) - (b.featuredRank ?? 0));
    expect(ranked.length).toBeGreaterThan(0);
    const items = body.data.items as { id: string; priceFromFen: number | null }[];
    expect(items.slice(0, ranked.length).map((s) => s.id)).toEqual(ranked.map((s) => s.id));
    const rest = items.slice(ranked.length);
    const priced = rest.filter((s) => s.priceFromFen !== null).length;
    expect(rest.slice(0, priced).every((s) => s.priceFromFen !== null)).toBe(true);
    expect((await get(`/api/v1/stays?page=${pages}&pageSize=10`)).body.data.items).toHaveLength(total - 10 * (pages - 1));
    expect((await get(`/api/v1/stays?page=${pages + 1}&pageSize=10`)).body.data).toMatchObject({ total, items: [] });
  });

  it('gives each price the date it was seen, and an unpriced lodging the band of its town and type', async () => {
    const items = (await get('/api/v1/stays?pageSize=50&page=1')).body.data.items.concat((await get('/api/v1/stays?pageSize=50&page=2')).body.data.items) as {
      id: string;
      town: string;
      type: string;
      priceFromFen: number | null;
      priceSeen: string | null;
      typicalPrice: { minFen: number; maxFen: number; seen: string; note: Record<string, string> } | null;
    }[];
    expect(items).toHaveLength(STAYS.length);
    for (const item of items) {
      const record = STAYS.find((s) => s.id === item.id);
      expect(item.priceSeen).toBe(record?.priceSeen ?? null);
      if (item.priceFromFen !== null) expect(item.priceSeen).toMatch(/^\d{4}/);
      const band = BANDS.find((b) => b.town === item.town && b.type === item.type);
      expect(item.typicalPrice === null).toBe(band === undefined);
      if (band) expect(item.typicalPrice).toMatchObject({ minFen: band.minCny * 100, maxFen: band.maxCny * 100, seen: band.seen });
    }
    const banded = items.find((item) => item.priceFromFen === null && item.typicalPrice !== null);
    if (!banded) throw new Error('the catalog has no unpriced lodging with a band');
    const detail = (await get(`/api/v1/stays/${banded.id}`, 'zh-HK')).body.data;
    expect(detail.typicalPrice).toEqual(banded.typicalPrice);
    expect(detail.typicalPrice.note['zh-HK']).toBeTruthy();
  });

  it('sorts by price, cheapest first with unknown prices last, and totals the chosen nights', async () => {
    const { body } = await get('/api/v1/stays?sort=price&nights=3&pageSize=50');
    const prices = body.data.items.map((s: { priceFromFen: number | null }) => s.priceFromFen);
    const known = prices.filter((p: number | null) => p !== null);
    expect(known).toEqual([...known].sort((a: number, b: number) => a - b));
    expect(prices.slice(known.length).every((p: number | null) => p === null)).toBe(true);
    const cheapest = Math.min(...known);
    expect(body.data.items[0]).toMatchObject({ priceFromFen: cheapest, nights: 3, totalFen: 3 * cheapest });
    expect(body.data.items.at(-1).totalFen).toBeNull();
  });

  it('filters by type and town, and searches names in every script and pinyin', async () => {
    const hostels = (await get('/api/v1/stays?type=hostel&pageSize=50')).body.data.items;
    expect(hostels.length).toBeGreaterThan(0);
    expect(hostels.every((s: { type: string }) => s.type === 'hostel')).toBe(true);
    const shuanglang = (await get('/api/v1/stays?town=Shuanglang&pageSize=50')).body.data.items;
    expect(shuanglang.map((s: { town: string }) => s.town)).toEqual(STAYS.filter((s) => s.town === 'Shuanglang').map(() => 'Shuanglang'));
    expect((await get('/api/v1/stays?q=linden')).body.data.items.map((s: { id: string }) => s.id)).toContain('linden-centre');
    expect((await get('/api/v1/stays?town=Atlantis')).body.data.total).toBe(0);
  });

  it.each(['?nights=0', '?nights=31', '?type=castle', '?sort=stars', '?pageSize=100'])('rejects %s with a 400', async (query) => {
    const { status, body } = await get(`/api/v1/stays${query}`, 'zh-CN');
    expect(status).toBe(400);
    expect(body.message.startsWith('请求参数错误')).toBe(true);
  });

  it('answers the reserve page with rooms in order and a bilingual address, and 404 for an unknown id', async () => {
    const { status, body } = await get('/api/v1/stays/jade-emu-guesthouse?nights=2');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: 'jade-emu-guesthouse', totalFen: 26000, nights: 2 });
    expect(body.data.rooms).toHaveLength(3);
    expect(body.data.rooms[0]).toMatchObject({ name: { 'en-US': 'Double room', 'zh-CN': '双人间', 'zh-HK': '雙人房' }, priceFen: 13000, capacity: 2 });
    expect(body.data.address['zh-CN']).toBeTruthy();
    expect(body.data.address['en-US']).toBeTruthy();
    const missing = await get('/api/v1/stays/nowhere', 'zh-HK');
    expect(missing).toEqual({ status: 404, body: { code: 40401, message: '資料不存在', data: null } });
  });

  it('counts booking clicks', async () => {
    const post = () => t.app.inject({ method: 'POST', url: '/api/v1/stays/linden-centre/booking-clicks' });
    await post();
    expect((await post()).json().data).toEqual({ bookingCount: 2 });
    expect((await get('/api/v1/stays?sort=popularity&pageSize=1')).body.data.items[0].id).toBe('linden-centre');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/stays/nowhere/booking-clicks' })).statusCode).toBe(404);
  });

  it('lists towns for the filters, Dali prefecture first', async () => {
    const { body } = await get('/api/v1/towns');
    expect(body.data).toHaveLength(18);
    const dali = body.data.filter((town: { region: string }) => town.region === 'Dali').length;
    expect(body.data.slice(0, dali).every((town: { region: string }) => town.region === 'Dali')).toBe(true);
    expect(body.data.map((town: { englishName: string }) => town.englishName)).toEqual(expect.arrayContaining(['Wanqiao', 'Xiaguan', 'Xizhou', 'Shuanglang', 'Dali Old Town']));
  });
});
