import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config/env.js';
import { buildCatalogTestApp, type TestApp } from '../../test/build-test-app.js';
import { testEngines } from '../../test/test-databases.js';
import { createAttractionsRepository } from './attractions.repository.js';
import { createAttractionsService } from './attractions.service.js';

type CatalogAttraction = { id: string; region: string; featuredRank?: number };
const ATTRACTIONS = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'catalog', 'attractions.json'), 'utf8')) as CatalogAttraction[];
const TOTAL = ATTRACTIONS.length;
const PAGES = Math.ceil(TOTAL / 12);
const IN_DALI = ATTRACTIONS.filter((a) => a.region === 'Dali').length;

describe.each(testEngines())('attractions on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildCatalogTestApp({ engine, env: { RATE_LIMIT_COUNTERS_PER_MINUTE: '1000' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query = '', locale = 'en-US') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/attractions${query}`, headers: { 'accept-language': locale } });
    return { status: response.statusCode, body: response.json() };
  };

  it('pages through every attraction, Dali prefecture first, editorial picks first, with stable boundaries', async () => {
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: TOTAL, page: 1, pageSize: 12, totalPages: PAGES, distanceFrom: 'defaultOrigin' });
    const ranked = ATTRACTIONS.filter((a) => a.featuredRank !== undefined).sort((a, b) => (a.featuredRank ?? 0) - (b.featuredRank ?? 0));
    expect(ranked.length).toBeGreaterThanOrEqual(6);
    expect(first.body.data.items.slice(0, ranked.length).map((i: { id: string }) => i.id)).toEqual(ranked.map((a) => a.id));
    expect(first.body.data.origin).toMatchObject({ townId: 'dali-old-town', name: { 'zh-CN': '大理古城' } });
    expect(first.body.data.items[0].region).toBe('Dali');
    const seen = new Set<string>();
    for (let page = 1; page <= PAGES; page += 1) {
      const { body } = await list(`?page=${page}`);
      for (const item of body.data.items) seen.add(item.id);
      expect(body.data.items).toHaveLength(page < PAGES ? 12 : TOTAL - 12 * (PAGES - 1));
    }
    expect(seen.size).toBe(TOTAL);
    const beyond = await list(`?page=${PAGES + 1}`);
    expect(beyond.body.data).toMatchObject({ total: TOTAL, items: [] });
    const dali = [...(await list('?pageSize=50')).body.data.items, ...(await list('?pageSize=50&page=2')).body.data.items].map((i: { region: string }) => i.region);
    expect(dali).toHaveLength(TOTAL);
    expect(dali.slice(0, IN_DALI).every((r: string) => r === 'Dali')).toBe(true);
    expect(dali.slice(IN_DALI).every((r: string) => r !== 'Dali')).toBe(true);
  });

  it.each([
    ['en-US', 'Request parameter error'],
    ['zh-CN', '请求参数错误'],
    ['zh-HK', '請求參數錯誤'],
  ])('rejects bad queries with a localised 400 (%s)', async (locale, summary) => {
    for (const query of ['?pageSize=51', '?page=0', '?type=museum', '?minRating=2', '?sort=cheapest', '?lat=25.6']) {
      const { status, body } = await list(query, locale);
      expect(status, query).toBe(400);
      expect(body.code).toBe(40001);
      expect(body.message.startsWith(summary)).toBe(true);
    }
    const { body } = await list('?lat=25.6', locale);
    expect(body.data.fields).toEqual([
      { field: 'query.lng', message: { 'en-US': 'A position needs both latitude and longitude', 'zh-CN': '位置需要同时提供纬度和经度', 'zh-HK': '位置需要同時提供緯度和經度' }[locale] },
    ]);
  });

  it('filters by type and region', async () => {
    const religious = (await list('?type=religious&pageSize=50')).body.data;
    expect(religious.total).toBeGreaterThan(0);
    expect(religious.items.every((i: { type: string }) => i.type === 'religious')).toBe(true);
    const lijiang = (await list('?region=Lijiang&pageSize=50')).body.data;
    expect(lijiang.total).toBeGreaterThan(0);
    expect(lijiang.items.every((i: { region: string }) => i.region === 'Lijiang')).toBe(true);
  });

  it.each(['三塔', '三塔', 'Three Pagodas', 'santa', 'chongshengsi'])('finds the Three Pagodas by "%s"', async (q) => {
    const { body } = await list(`?q=${encodeURIComponent(q)}&pageSize=50`);
    expect(body.data.items.map((i: { name: { 'zh-CN': string } }) => i.name['zh-CN'])).toContain('崇圣寺三塔');
  });

  it('finds nothing for a name that is not in the catalog', async () => {
    expect((await list('?q=Eiffel')).body.data).toMatchObject({ total: 0, items: [] });
  });

  it('reads query numbers strictly: hex, padded, signed or exponent forms are a 400, not another number', async () => {
    for (const query of ['?minRating=0x4', '?minRating=%204', '?minRating=4%20', '?minRating=%2B4', '?page=0x2', '?pageSize=1e1', '?lat=0x19&lng=100', '?page=']) {
      const { status, body } = await list(query, 'zh-CN');
      expect(status, query).toBe(400);
      expect(body.code, query).toBe(40001);
      expect(body.message.startsWith('请求参数错误'), query).toBe(true);
    }
    expect((await list('?minRating=4&page=1&pageSize=12&lat=25.6&lng=100.2')).status).toBe(200);
  });

  it('sorts by distance from the visitor, nearest first and unlocated last', async () => {
    const { body } = await list('?sort=distance&lat=25.69&lng=100.16&pageSize=50');
    expect(body.data.distanceFrom).toBe('visitor');
    expect(body.data.origin).toBeNull();
    const distances = body.data.items.map((i: { distanceKm: number | null }) => i.distanceKm);
    const located = distances.filter((d: number | null) => d !== null);
    expect(located).toEqual([...located].sort((a: number, b: number) => a - b));
    expect(distances.slice(located.length).every((d: number | null) => d === null)).toBe(true);
    expect(located[0]).toBeLessThan(2);
  });

  it('filters by mean review rating and sorts by it, ignoring places without reviews', async () => {
    await t.database.db.updateTable('attractions').set({ reviewCount: 2, ratingSum: 9 }).where('id', '=', 'dali-ancient-city').execute();
    await t.database.db.updateTable('attractions').set({ reviewCount: 3, ratingSum: 10 }).where('id', '=', 'erhai-lake').execute();
    const atLeast4 = (await list('?minRating=4&pageSize=50')).body.data;
    expect(atLeast4.items.map((i: { id: string; rating: number }) => [i.id, i.rating])).toEqual([['dali-ancient-city', 4.5]]);
    const rated = (await list('?sort=rating&pageSize=3')).body.data.items;
    expect(rated.map((i: { rating: number | null }) => i.rating)).toEqual([4.5, 3.3, null]);
    expect((await list('?minRating=5')).body.data.total).toBe(0);
  });

  it('answers the detail with every field, and a localised 404 for an unknown id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/attractions/dali-ancient-city' });
    expect(response.statusCode).toBe(200);
    const detail = response.json().data;
    expect(detail).toMatchObject({
      id: 'dali-ancient-city',
      openStatus: { status: 'open', until: null },
      ticketPriceFen: 0,
      openingHours: [],
      phone: '+86-872-2512899',
      distanceKm: expect.any(Number),
    });
    expect(detail.intro['zh-HK']).toContain('南詔');
    expect(detail.highlights.length).toBeGreaterThan(0);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/attractions/atlantis', headers: { 'accept-language': 'zh-HK' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 40401, message: '資料不存在', data: null });
  });

  it('counts a view once per visitor per day, even when the same visitor posts concurrently', async () => {
    const post = (visitorId: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/attractions/xizhou-ancient-town/views', payload: { visitorId } });
    const before = (await t.app.inject({ method: 'GET', url: '/api/v1/attractions/xizhou-ancient-town' })).json().data.viewCount;
    const burst = await Promise.all(Array.from({ length: 6 }, () => post('visitor-aaaa-1111')));
    expect(burst.filter((r) => r.json().data.counted)).toHaveLength(1);
    const other = (await post('visitor-bbbb-2222')).json().data;
    expect(other).toEqual({ counted: true, viewCount: before + 2 });
    expect((await post('visitor-bbbb-2222')).json().data).toEqual({ counted: false, viewCount: before + 2 });
    expect((await post('short')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/attractions/atlantis/views', payload: { visitorId: 'visitor-cccc-3333' } })).statusCode).toBe(404);
  });

  it('counts booking-link clicks and sorts by popularity', async () => {
    for (let i = 0; i < 3; i += 1) await t.app.inject({ method: 'POST', url: '/api/v1/attractions/cangshan-mountain/booking-clicks' });
    const click = await t.app.inject({ method: 'POST', url: '/api/v1/attractions/cangshan-mountain/booking-clicks' });
    expect(click.json().data.bookingCount).toBe(4);
    const top = (await list('?sort=popularity&pageSize=1')).body.data.items[0];
    expect(top.id).toBe('cangshan-mountain');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/attractions/atlantis/booking-clicks' })).statusCode).toBe(404);
  });

  it('filters by open status computed at the request time in Asia/Shanghai', async () => {
    const repository = createAttractionsRepository(t.database.db);
    const at = (iso: string) => createAttractionsService({ repository, defaultOriginTownId: 'dali-old-town', now: () => new Date(iso) });
    const base = { sort: 'recommended' as const, page: 1, pageSize: 50 };
    const midday = await at('2026-11-23T12:00:00+08:00').list({ ...base, openStatus: 'open' });
    const night = await at('2026-11-23T03:00:00+08:00').list({ ...base, openStatus: 'open' });
    expect(midday.total).toBeGreaterThan(night.total);
    // Places listed as open at all times stay open at 03:00.
    expect(night.items.every((i) => i.openStatus.status === 'open' && i.openStatus.until === null)).toBe(true);
    await t.database.db.updateTable('attractions').set({ temporarilyClosed: 1 }).where('id', '=', 'dali-ancient-city').execute();
    const flagged = await at('2026-11-23T12:00:00+08:00').list({ ...base, openStatus: 'temporarilyClosed' });
    expect(flagged.items.map((i) => i.row.id)).toEqual(['dali-ancient-city']);
    await t.database.db.updateTable('attractions').set({ temporarilyClosed: 0 }).where('id', '=', 'dali-ancient-city').execute();
  });
});

describe.each(['test', 'production'])('attraction list with its cache on (%s serialisation)', (nodeEnv) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildCatalogTestApp({ env: { LIST_CACHE_MS: '60000', NODE_ENV: nodeEnv } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers repeats with the same JSON per locale, with the localised message of each', async () => {
    const get = (locale: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/attractions?sort=popularity&pageSize=5', headers: { 'accept-language': locale } });
    const [first, again, chinese] = [await get('en-US'), await get('en-US'), await get('zh-CN')];
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toBe(first.body);
    expect(first.json()).toMatchObject({ code: 0, message: 'Success', data: { total: TOTAL, pageSize: 5 } });
    expect(chinese.json().message).not.toBe('Success');
    expect(chinese.json().data).toEqual(first.json().data);
  });
});
