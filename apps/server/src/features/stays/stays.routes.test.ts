import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogTestApp, type TestApp } from '../../test/build-test-app.js';
import { testEngines } from '../../test/test-databases.js';

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

  it('lists every lodging over pages, priced ones first by default', async () => {
    const { body } = await get('/api/v1/stays?pageSize=10');
    expect(body.data).toMatchObject({ total: 24, page: 1, pageSize: 10, totalPages: 3 });
    const priced = body.data.items.filter((s: { priceFromFen: number | null }) => s.priceFromFen !== null).length;
    expect(body.data.items.slice(0, priced).every((s: { priceFromFen: number | null }) => s.priceFromFen !== null)).toBe(true);
    expect((await get('/api/v1/stays?page=3&pageSize=10')).body.data.items).toHaveLength(4);
    expect((await get('/api/v1/stays?page=4&pageSize=10')).body.data).toMatchObject({ total: 24, items: [] });
  });

  it('sorts by price, cheapest first with unknown prices last, and totals the chosen nights', async () => {
    const { body } = await get('/api/v1/stays?sort=price&nights=3&pageSize=50');
    const prices = body.data.items.map((s: { priceFromFen: number | null }) => s.priceFromFen);
    const known = prices.filter((p: number | null) => p !== null);
    expect(known).toEqual([...known].sort((a: number, b: number) => a - b));
    expect(prices.slice(known.length).every((p: number | null) => p === null)).toBe(true);
    expect(body.data.items[0]).toMatchObject({ id: 'mca-guesthouse', priceFromFen: 1000, nights: 3, totalFen: 3000 });
    expect(body.data.items.at(-1).totalFen).toBeNull();
  });

  it('filters by type and town, and searches names in every script and pinyin', async () => {
    const hostels = (await get('/api/v1/stays?type=hostel&pageSize=50')).body.data.items;
    expect(hostels.length).toBeGreaterThan(0);
    expect(hostels.every((s: { type: string }) => s.type === 'hostel')).toBe(true);
    const shuanglang = (await get('/api/v1/stays?town=Shuanglang&pageSize=50')).body.data.items;
    expect(shuanglang.map((s: { town: string }) => s.town)).toEqual(['Shuanglang', 'Shuanglang', 'Shuanglang']);
    expect((await get('/api/v1/stays?q=linden')).body.data.items.map((s: { id: string }) => s.id)).toEqual(['linden-centre']);
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
    expect(body.data.rooms[0]).toMatchObject({ name: { 'en-US': 'Double room', 'zh-CN': '双人间', 'zh-HK': '雙人間' }, priceFen: 13000, capacity: 2 });
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
