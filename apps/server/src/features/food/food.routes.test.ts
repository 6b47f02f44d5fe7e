import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config/env.js';
import { buildCatalogTestApp, type TestApp } from '../../test/build-test-app.js';
import { testEngines } from '../../test/test-databases.js';
import { createFoodRepository } from './food.repository.js';
import { createFoodService } from './food.service.js';

type CatalogRestaurant = { id: string; dishIds: string[]; diet?: { vegetarianOptions: boolean | null; halal: boolean | null } };
const RESTAURANTS = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'catalog', 'restaurants.json'), 'utf8')) as CatalogRestaurant[];

describe.each(testEngines())('gourmet food on %s', (engine) => {
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

  it('lists every dish, those served in known restaurants first, with diet tags', async () => {
    const { body } = await get('/api/v1/foods?pageSize=50');
    expect(body.data.total).toBe(32);
    const servedBy = (id: string) => RESTAURANTS.filter((r) => r.dishIds.includes(id)).length;
    expect(body.data.items[0].restaurantCount).toBe(Math.max(...body.data.items.map((f: { id: string }) => servedBy(f.id))));
    expect(body.data.items.every((f: { id: string; restaurantCount: number }) => f.restaurantCount === servedBy(f.id))).toBe(true);
    const counts = body.data.items.map((f: { restaurantCount: number }) => f.restaurantCount);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    const shengpi = body.data.items.find((f: { id: string }) => f.id === 'shengpi');
    expect(shengpi.tags).toEqual(expect.arrayContaining(['raw', 'contains-pork', 'spicy']));
  });

  it('filters dishes by category and finds them by name in any script or pinyin', async () => {
    const snacks = (await get('/api/v1/foods?category=snack&pageSize=50')).body.data.items;
    expect(snacks.length).toBeGreaterThan(0);
    expect(snacks.every((f: { category: string }) => f.category === 'snack')).toBe(true);
    expect((await get('/api/v1/foods?category=main%20dish')).body.data.total).toBeGreaterThan(0);
    expect((await get('/api/v1/foods?category=dessert')).status).toBe(400);
    const byPinyin = (await get('/api/v1/foods?q=ersi')).body.data.items.map((f: { id: string }) => f.id);
    expect(byPinyin).toContain('dali-ersi');
  });

  it('answers a dish with its culture and the restaurants known for it; 404 for an unknown id', async () => {
    const { body } = await get('/api/v1/foods/shaguo-yu');
    expect(body.data.restaurants.map((r: { id: string }) => r.id).sort()).toEqual(RESTAURANTS.filter((r) => r.dishIds.includes('shaguo-yu')).map((r) => r.id).sort());
    expect(body.data.restaurants.length).toBeGreaterThanOrEqual(3);
    expect(body.data.culturalBackground['zh-HK']).toBeTruthy();
    expect(body.data.tips['zh-HK']).not.toBe(body.data.tips['zh-CN']);
    expect(await get('/api/v1/foods/unicorn-steak', 'zh-CN')).toEqual({ status: 404, body: { code: 40401, message: '数据不存在', data: null } });
  });

  it('lists restaurants with food counts, bookable flag and open status; filters by town', async () => {
    const { body } = await get('/api/v1/restaurants?pageSize=50');
    expect(body.data.total).toBe(RESTAURANTS.length);
    expect(body.data.items[0].foodCount).toBe(Math.max(...RESTAURANTS.map((r) => r.dishIds.length)));
    expect(body.data.items.every((r: { bookable: boolean }) => r.bookable === false)).toBe(true);
    const unknownHours = body.data.items.find((r: { id: string }) => r.id === 'cafe-de-jack');
    expect(unknownHours.openStatus).toEqual({ status: 'unknown' });
    const xizhou = (await get('/api/v1/restaurants?town=Xizhou&pageSize=50')).body.data.items;
    expect(xizhou.length).toBeGreaterThan(0);
    expect(xizhou.every((r: { town: string }) => r.town === 'Xizhou')).toBe(true);
  });

  it('filters restaurants by the diet facts a source states, and says nothing where none does', async () => {
    for (const [diet, field] of [['vegetarian', 'vegetarianOptions'], ['halal', 'halal']] as const) {
      const expected = RESTAURANTS.filter((r) => r.diet?.[field] === true).map((r) => r.id).sort();
      expect(expected.length).toBeGreaterThan(0);
      const { body } = await get(`/api/v1/restaurants?diet=${diet}&pageSize=50`);
      expect(body.data.items.map((r: { id: string }) => r.id).sort()).toEqual(expected);
      expect(body.data.items.every((r: { diet: Record<string, boolean | null> }) => r.diet[field] === true)).toBe(true);
    }
    const silent = RESTAURANTS.find((r) => !r.diet);
    if (!silent) throw new Error('every restaurant has diet facts');
    expect((await get(`/api/v1/restaurants/${silent.id}`)).body.data.diet).toEqual({ vegetarianOptions: null, halal: null });
    const bad = await get('/api/v1/restaurants?diet=keto', 'zh-CN');
    expect(bad.status).toBe(400);
  });

  it('answers a restaurant with its dishes in source order; 404 for an unknown id', async () => {
    const { body } = await get('/api/v1/restaurants/zaihui-shou');
    expect(body.data.dishes.map((d: { id: string }) => d.id)).toEqual(['jisi-liang-mixian', 'dali-ersi']);
    expect(body.data.address['en-US']).toBeTruthy();
    expect((await get('/api/v1/restaurants/nowhere')).status).toBe(404);
  });

  it('computes a restaurant open status at the request time in Asia/Shanghai', async () => {
    const repository = createFoodRepository(t.database.db);
    const at = (iso: string) => createFoodService({ repository, now: () => new Date(iso) });
    // sweet-tooth: Mon-Sat 10:00-22:00; 2026-11-22 is a Sunday.
    expect((await at('2026-11-23T12:00:00+08:00').getRestaurant('sweet-tooth')).openStatus).toEqual({ status: 'open', until: '22:00' });
    expect((await at('2026-11-22T12:00:00+08:00').getRestaurant('sweet-tooth')).openStatus).toEqual({ status: 'closed', opensAt: null });
    expect((await at('2026-11-23T09:00:00+08:00').getRestaurant('sweet-tooth')).openStatus).toEqual({ status: 'closed', opensAt: '10:00' });
  });
});
