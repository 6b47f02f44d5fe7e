import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogTestApp, type TestApp } from '../../test/build-test-app.js';
import { testEngines } from '../../test/test-databases.js';

describe.each(testEngines())('recommended guides on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildCatalogTestApp({ engine });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (url: string, locale = 'en-US') => {
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': locale } });
    return { status: response.statusCode, body: response.json() };
  };

  it('lists the guides of catalog/guides.json in file order with stop counts and first stops', async () => {
    const { status, body } = await get('/api/v1/guides');
    expect(status).toBe(200);
    const items = body.data.items as { id: string; stopCount: number; firstStops: { kind: string; id: string; name: Record<string, string> }[] }[];
    expect(items.map((g) => g.id)).toEqual(['old-town-on-foot', 'xizhou-bai-heritage', 'erhai-lake-loop', 'cangshan-and-temples']);
    expect(items[0]).toMatchObject({
      theme: 'old-town',
      duration: { value: 1, unit: 'days' },
      stopCount: 7,
      title: { 'en-US': 'Old Town on foot', 'zh-CN': '古城漫步' },
    });
    expect(items[0]?.firstStops.map((s) => `${s.kind}:${s.id}`)).toEqual([
      'food:kao-erkuai',
      'attraction:three-pagodas-chongsheng-temple',
      'attraction:dali-catholic-church',
    ]);
    expect(items[0]?.firstStops[1]?.name['zh-CN']).toBe('崇圣寺三塔');
    expect(items.every((g) => g.firstStops.length === Math.min(3, g.stopCount))).toBe(true);
  });

  it('fills zh-HK from zh-CN with OpenCC where the file has none', async () => {
    const { body } = await get('/api/v1/guides/xizhou-bai-heritage', 'zh-HK');
    expect(body.data.title['zh-HK']).toBe('喜洲白族人文');
    expect(body.data.summary['zh-HK']).toContain('商幫宅院');
    expect(body.data.stops[0].note['zh-HK']).not.toBe(body.data.stops[0].note['zh-CN']);
  });

  it('answers one guide with every stop: name, kind, web path, town and point, in route order', async () => {
    const { status, body } = await get('/api/v1/guides/xizhou-bai-heritage');
    expect(status).toBe(200);
    const stops = body.data.stops as { position: number; kind: string; id: string; path: string; town: string | null; location: unknown }[];
    expect(stops.map((s) => s.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(stops[0]).toMatchObject({
      kind: 'attraction',
      id: 'xizhou-ancient-town',
      path: '/attractions/xizhou-ancient-town',
      town: 'Xizhou',
      name: { 'en-US': 'Xizhou Ancient Town' },
      location: { lat: expect.any(Number), lng: expect.any(Number) },
    });
    expect(stops[1]).toMatchObject({ kind: 'restaurant', path: '/gourmetFood/restaurant/xizhou-sifang-street-baba' });
    expect(stops[7]).toMatchObject({ kind: 'stay', id: 'linden-centre', path: '/stay/reserve?id=linden-centre' });
    const oldTown = (await get('/api/v1/guides/old-town-on-foot')).body.data.stops[0];
    expect(oldTown).toMatchObject({ kind: 'food', path: '/gourmetFood/kao-erkuai', town: null, location: null });
  });

  it('answers 404 with the localised message for an unknown guide', async () => {
    expect(await get('/api/v1/guides/no-such-guide', 'zh-CN')).toEqual({ status: 404, body: { code: 40401, message: '数据不存在', data: null } });
    expect((await get('/api/v1/guides/no-such-guide')).status).toBe(404);
  });

  it('leaves out stops whose record has been retired and retired guides', async () => {
    const db = t.database.db;
    await db.updateTable('foods').set({ retiredAt: 1 }).where('id', '=', 'kao-erkuai').execute();
    await db.updateTable('guides').set({ retiredAt: 1 }).where('id', '=', 'cangshan-and-temples').execute();
    try {
      const list = (await get('/api/v1/guides')).body.data.items as { id: string; stopCount: number; firstStops: { id: string }[] }[];
      expect(list.map((g) => g.id)).not.toContain('cangshan-and-temples');
      expect(list[0]).toMatchObject({ stopCount: 6, firstStops: [{ id: 'three-pagodas-chongsheng-temple' }, { id: 'dali-catholic-church' }, { id: 'zaihui-shou' }] });
      expect((await get('/api/v1/guides/cangshan-and-temples')).status).toBe(404);
    } finally {
      await db.updateTable('foods').set({ retiredAt: null }).where('id', '=', 'kao-erkuai').execute();
      await db.updateTable('guides').set({ retiredAt: null }).where('id', '=', 'cangshan-and-temples').execute();
    }
  });
});
