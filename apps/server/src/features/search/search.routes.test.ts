import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchGroup } from '@dali/shared/contracts/search';
import { importCatalog } from '../../db/catalog/import-catalog.js';
import { buildCatalogTestApp, buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { testEngines } from '../../test/test-databases.js';

type Answer = { status: number; body: { code: number; message: string; data: { query: string; groups: SearchGroup[] } & { fields: { field: string; message: string }[] } } };

const searchOn = async (t: TestApp, query: string, locale = 'en-US'): Promise<Answer> => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/search${query}`, headers: { 'accept-language': locale } });
  return { status: response.statusCode, body: response.json() };
};
const q = (text: string, extra = '') => `?q=${encodeURIComponent(text)}${extra}`;
const ids = (groups: SearchGroup[]) => groups.flatMap((g) => g.items.map((item) => `${item.kind}:${item.id}`));
const best = (groups: SearchGroup[]) => (groups[0]?.items[0] ? `${groups[0].items[0].kind}:${groups[0].items[0].id}` : null);

describe.each(testEngines())('search on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildCatalogTestApp({ engine });
  });
  afterAll(async () => {
    await t.close();
  });
  const search = (query: string, locale?: string) => searchOn(t, query, locale);

  it.each([
    ['三塔', 'attraction:three-pagodas-chongsheng-temple'],
    ['崇圣寺', 'attraction:three-pagodas-chongsheng-temple'],
    ['崇聖寺', 'attraction:three-pagodas-chongsheng-temple'],
    ['洱海', 'attraction:erhai-lake'],
    ['雞足山', 'attraction:jizu-mountain'],
    ['喜洲破酥粑粑', 'food:xizhou-posu-baba'],
  ])('finds Chinese in either script: %s', async (text, expected) => {
    const { status, body } = await search(q(text));
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, data: { query: text } });
    expect(best(body.data.groups)).toBe(expected);
  });

  it('matches partial Chinese words across the gap: 喜洲粑粑', async () => {
    const found = ids((await search(q('喜洲粑粑'))).body.data.groups);
    expect(found).toEqual(expect.arrayContaining(['food:xizhou-posu-baba', 'restaurant:xizhou-sifang-street-baba']));
    expect(found.every((id) => !id.startsWith('attraction:'))).toBe(true);
  });

  it.each([
    ['erhai', 'attraction:erhai-lake'],
    ['Ěrhǎi', 'attraction:erhai-lake'],
    ['er3 hai3', 'attraction:erhai-lake'],
    ['chong sheng si', 'attraction:three-pagodas-chongsheng-temple'],
    ['Chóngshèngsì', 'attraction:three-pagodas-chongsheng-temple'],
    ['santa', 'attraction:three-pagodas-chongsheng-temple'],
    ['cssst', 'attraction:three-pagodas-chongsheng-temple'],
    ['hu die quan', 'attraction:butterfly-spring'],
  ])('finds pinyin with or without tones: %s', async (text, expected) => {
    expect(best((await search(q(text))).body.data.groups)).toBe(expected);
  });

  it('finds pinyin of two words: xizhou baba', async () => {
    const { groups } = (await search(q('xizhou baba'))).body.data;
    const found = ids(groups);
    expect(found).toEqual(expect.arrayContaining(['food:xizhou-posu-baba', 'restaurant:xizhou-sifang-street-baba']));
    expect(found.every((id) => id.startsWith('food:') || id.startsWith('restaurant:'))).toBe(true);
  });

  it.each([
    ['Three Pagodas', 'attraction:three-pagodas-chongsheng-temple'],
    ['pagodas', 'attraction:three-pagodas-chongsheng-temple'],
    ['pagod', 'attraction:three-pagodas-chongsheng-temple'],
    ['pagodsa', 'attraction:three-pagodas-chongsheng-temple'],
    ['Butterfy Sprng', 'attraction:butterfly-spring'],
    ['erhia', 'attraction:erhai-lake'],
    ['Butetrfly', 'attraction:butterfly-spring'],
    ['linden', 'stay:linden-centre'],
    ['cafe', 'restaurant:cafe-de-jack'],
  ])('finds English by prefix and despite a typo: %s', async (text, expected) => {
    expect(best((await search(q(text))).body.data.groups)).toBe(expected);
  });

  it.each(['Xizhou', 'xizhou', '喜洲', 'Xǐzhōu'])('ranks the place above the dishes and restaurants named after it: %s', async (text) => {
    const { groups } = (await search(q(text))).body.data;
    expect(best(groups)).toBe('attraction:xizhou-ancient-town');
    expect(groups.map((g) => g.kind)).toEqual(expect.arrayContaining(['food', 'restaurant']));
  });

  it('ranks a whole-name match above partial ones and names above secondary text', async () => {
    const erhai = ids((await search(q('洱海'))).body.data.groups);
    expect(erhai[0]).toBe('attraction:erhai-lake');
    expect(erhai).toContain('attraction:erhai-park');
    expect(best((await search(q('Dali Old Town'))).body.data.groups)).toBe('attraction:dali-ancient-city');
    // 喜洲 is the name of one attraction and the town of five more: the named one comes first.
    const xizhou = (await search(q('喜洲'))).body.data.groups.find((g) => g.kind === 'attraction');
    expect(xizhou?.items[0]?.id).toBe('xizhou-ancient-town');
    expect(xizhou?.total).toBeGreaterThan(1);
  });

  it('groups hits by kind, best group first, with subtitles and web paths', async () => {
    const { groups } = (await search(q('喜洲'))).body.data;
    expect(groups.map((g) => g.kind).sort()).toEqual(['attraction', 'food', 'restaurant', 'stay']);
    const tops = groups.map((g) => g.items[0]?.score ?? 0);
    expect(tops).toEqual([...tops].sort((a, b) => b - a));
    for (const group of groups) {
      expect(group.items.length).toBeLessThanOrEqual(5);
      expect(group.total).toBeGreaterThanOrEqual(group.items.length);
      const scores = group.items.map((item) => item.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
    const byId = new Map(groups.flatMap((g) => g.items).map((item) => [item.id, item]));
    expect(byId.get('xizhou-ancient-town')).toMatchObject({
      path: '/attractions/xizhou-ancient-town',
      name: { 'zh-CN': '喜洲古镇', 'zh-HK': '喜洲古鎮' },
      subtitle: { 'zh-CN': expect.stringContaining('喜洲'), 'en-US': expect.stringContaining('Xizhou') },
    });
    expect(byId.get('xizhou-posu-baba')).toMatchObject({ path: '/gourmetFood/xizhou-posu-baba', subtitle: { 'zh-CN': '小吃', 'zh-HK': '小食', 'en-US': 'Snack' } });
    expect(byId.get('xizhou-sifang-street-baba')).toMatchObject({ path: '/gourmetFood/restaurant/xizhou-sifang-street-baba' });
    expect(byId.get('linden-centre')).toMatchObject({ path: '/stay/reserve?id=linden-centre', subtitle: { 'en-US': expect.stringContaining('Xizhou') } });
  });

  it('keeps to one kind and to the limit per kind', async () => {
    const all = (await search(q('dali', '&limit=20'))).body.data.groups;
    const stays = all.find((g) => g.kind === 'stay');
    expect(stays?.total).toBeGreaterThan(2);
    const { groups } = (await search(q('dali', '&kind=stay&limit=2'))).body.data;
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ kind: 'stay', total: stays?.total });
    expect(groups[0]?.items.map((item) => item.id)).toEqual(stays?.items.slice(0, 2).map((item) => item.id));
    expect((await search(q('dali'))).body.data.groups.every((g) => g.items.length <= 5)).toBe(true);
  });

  it.each(['Eiffel', '埃菲尔铁塔', 'zzzz'])('answers no groups when nothing matches: %s', async (text) => {
    const { status, body } = await search(q(text));
    expect(status).toBe(200);
    expect(body.data).toEqual({ query: text, groups: [] });
  });

  it.each([
    ['en-US', 'Request parameter error', 'Please type something to search for'],
    ['zh-CN', '请求参数错误', '请输入搜索内容'],
    ['zh-HK', '請求參數錯誤', '請輸入搜尋內容'],
  ])('rejects a blank, missing or over-long query with a localised 400 (%s)', async (locale, summary, blank) => {
    for (const query of ['?q=%20%20', '?q=', '', q('x'.repeat(101)), q('洱海', '&limit=0'), q('洱海', '&limit=21'), q('洱海', '&kind=museum')]) {
      const { status, body } = await search(query, locale);
      expect(status, query).toBe(400);
      expect(body.code).toBe(40001);
      expect(body.message.startsWith(summary)).toBe(true);
    }
    expect((await search('?q=%20%20', locale)).body.data.fields).toEqual([{ field: 'query.q', message: blank }]);
    const long = (await search(q('x'.repeat(101)), locale)).body.data.fields;
    expect(long).toEqual([{ field: 'query.q', message: expect.stringContaining('100') }]);
  });

  it('is described in the OpenAPI document', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.paths['/api/v1/search'].get.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['kind', 'limit', 'q']);
  });
});

describe.each(testEngines())('search after a catalog import on %s', (engine) => {
  let first: TestApp;
  let second: TestApp;
  let dir: string;
  beforeAll(async () => {
    first = await buildCatalogTestApp({ engine });
    // A second app instance over the same database, as behind a load balancer.
    second = await buildTestApp({ database: first.database });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-catalog-'));
    fs.cpSync(first.config.CATALOG_DIR, dir, { recursive: true });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await second.close();
    await first.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const edit = <T extends { id: string }>(file: string, change: (records: T[]) => T[]) => {
    const target = path.join(dir, file);
    fs.writeFileSync(target, JSON.stringify(change(JSON.parse(fs.readFileSync(target, 'utf8')) as T[]), null, 2));
  };

  it('rebuilds the index in every instance: renamed and new records found, retired ones gone', async () => {
    for (const app of [first, second]) {
      expect(best((await searchOn(app, q('Wuhua Tower'))).body.data.groups)).toBe('attraction:wuhua-tower');
      expect(best((await searchOn(app, q('Café de Jack'))).body.data.groups)).toBe('restaurant:cafe-de-jack');
    }
    type Named = { id: string; name: Record<string, string> };
    edit<Named>('attractions.json', (records) =>
      records.map((r) => (r.id === 'wuhua-tower' ? { ...r, name: { 'zh-CN': '星光楼', 'zh-HK': '星光樓', 'en-US': 'Starlight Tower' } } : r)),
    );
    edit<Named>('restaurants.json', (records) => records.filter((r) => r.id !== 'cafe-de-jack'));
    edit<Named>('foods.json', (records) => {
      const rushan = records.find((r) => r.id === 'rushan-milk-fan');
      return rushan ? [...records, { ...rushan, id: 'rose-rushan', name: { 'zh-CN': '玫瑰乳扇', 'zh-HK': '玫瑰乳扇', 'en-US': 'Rose Rushan' } }] : records;
    });
    const imported = await importCatalog(first.database.db, { dir });
    expect(imported.ok ? [] : imported.problems).toEqual([]);

    // Each instance reads the catalog version again once its check interval (2 s) has passed.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2_500);
    for (const app of [first, second]) {
      expect(best((await searchOn(app, q('星光楼'))).body.data.groups)).toBe('attraction:wuhua-tower');
      expect(best((await searchOn(app, q('xingguang'))).body.data.groups)).toBe('attraction:wuhua-tower');
      expect(ids((await searchOn(app, q('Wuhua Tower'))).body.data.groups)).not.toContain('attraction:wuhua-tower');
      expect(ids((await searchOn(app, q('Café de Jack'))).body.data.groups)).not.toContain('restaurant:cafe-de-jack');
      expect(best((await searchOn(app, q('玫瑰乳扇'))).body.data.groups)).toBe('food:rose-rushan');
      expect(ids((await searchOn(app, q('rushan'))).body.data.groups)).toEqual(expect.arrayContaining(['food:rushan-milk-fan', 'food:rose-rushan']));
    }
    vi.useRealTimers();
  });
});
