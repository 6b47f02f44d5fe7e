import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importCatalog } from '../../../db/catalog/import-catalog.js';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../test/test-databases.js';
import { CATALOG_DIR, openChatCatalog } from '../test/chat-catalog-fixture.js';
import { createChatCatalogCache } from './chat-catalog-cache.js';
import type { ChatCatalog } from './chat-catalog.js';
import { loadChatCatalog } from './chat-catalog.repository.js';
import {
  dishFacts,
  findEntities,
  openNowOf,
  placeDetails,
  referenceOf,
  restaurantsServing,
  searchCatalog,
  staysMatching,
  travelTimeBetween,
} from './chat-queries.js';

const records = (file: string) => JSON.parse(fs.readFileSync(path.join(CATALOG_DIR, file), 'utf8')) as { id: string }[];
/** 2026-11-20 12:00 in China (a Friday). */
const NOON = Date.parse('2026-11-20T04:00:00Z');
/** 2026-11-20 23:00 in China. */
const NIGHT = Date.parse('2026-11-20T15:00:00Z');

describe.each(testEngines())('chat catalog loaded from %s', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    const imported = await importCatalog(database.db, { dir: CATALOG_DIR, now: () => 1_700_000_000_000 });
    expect(imported.ok).toBe(true);
  });
  afterEach(async () => {
    await database.cleanup();
  });

  it('holds every active record with parsed JSON, towns resolved and dish links', async () => {
    const catalog = await loadChatCatalog(database.db);
    expect(catalog.attractions.map((a) => a.id).sort()).toEqual(records('attractions.json').map((r) => r.id).sort());
    expect(catalog.foods).toHaveLength(records('foods.json').length);
    expect(catalog.restaurants).toHaveLength(records('restaurants.json').length);
    expect(catalog.stays).toHaveLength(records('stays.json').length);
    expect(catalog.towns).toHaveLength(records('towns.json').length);
    expect(catalog.travelTimes).toHaveLength(45);
    const pagodas = catalog.attractions.find((a) => a.id === 'three-pagodas-chongsheng-temple');
    expect(pagodas).toMatchObject({ townId: 'dali-old-town', ticketFen: 7500, hours: [{ days: 'Mon-Sun', open: '07:00', close: '19:00' }] });
    expect(pagodas?.name['zh-HK']).toBe('崇聖寺三塔');
    expect(catalog.foods.find((f) => f.id === 'shaguo-yu')?.restaurantIds).toEqual(expect.arrayContaining(['bailixiang-restaurant', 'sifang-xiaochi']));
    expect(catalog.stays.find((s) => s.id === 'five-elements-hostel')?.rooms.map((r) => r.priceFen)).toEqual([2500, 3500]);
    expect(Object.isFrozen(catalog)).toBe(true);
  });

  it('leaves retired rows out, and the cache reloads when the catalog version changes', async () => {
    let clock = 0;
    const cache = createChatCatalogCache(database.db, { versionCheckIntervalMs: 10, now: () => clock });
    const before = await cache.current();
    expect(before.attractions.some((a) => a.id === 'wuhua-tower')).toBe(true);
    expect(await cache.current()).toBe(before);
    await database.db.updateTable('attractions').set({ retiredAt: 1_700_000_000_001, updatedAt: 1_700_000_000_001 }).where('id', '=', 'wuhua-tower').execute();
    clock = 5;
    expect(await cache.current()).toBe(before);
    clock = 20;
    const after = await cache.current();
    expect(after).not.toBe(before);
    expect(after.attractions.some((a) => a.id === 'wuhua-tower')).toBe(false);
    expect(findEntities(after, '五华楼').flatMap((m) => m.refs)).toEqual([]);
  });
});

describe('chat catalog queries on the real catalog', () => {
  let database: TestDatabase;
  let catalog: ChatCatalog;
  beforeAll(async () => {
    ({ database, catalog } = await openChatCatalog());
  });
  afterAll(async () => {
    await database.cleanup();
  });

  const ids = (text: string) => findEntities(catalog, text).map((m) => m.refs.map((r) => `${r.kind}:${r.id}`).join('|'));

  it('finds names in Simplified and Traditional Chinese, English, short forms and pinyin', () => {
    expect(ids('崇圣寺三塔几点开门')).toEqual(['attraction:three-pagodas-chongsheng-temple']);
    expect(ids('崇聖寺三塔門票幾錢')).toEqual(['attraction:three-pagodas-chongsheng-temple']);
    expect(ids('How much is the ticket for the Three Pagodas?')).toEqual(['attraction:three-pagodas-chongsheng-temple']);
    expect(ids('三塔和苍山哪个好')).toEqual(['attraction:three-pagodas-chongsheng-temple', 'attraction:cangshan-mountain']);
    expect(ids('is erhai lake nice at sunrise')).toEqual(['attraction:erhai-lake']);
    expect(ids('from Xizhou to Shaxi by bus')).toEqual(['town:xizhou', 'town:shaxi']);
    expect(ids('雞足山怎麼去')).toEqual(['attraction:jizu-mountain']);
    expect(ids('what is rushan')).toEqual(['food:rushan-milk-fan']);
    expect(ids('去大理玩')).toEqual([]);
    expect(ids('Café de Jack opening hours')).toEqual(['restaurant:cafe-de-jack']);
  });

  it('answers details, open state, travel time, dish facts, restaurants and stays from the rows', () => {
    const pagodas = placeDetails(catalog, { kind: 'attraction', id: 'three-pagodas-chongsheng-temple' }, 'en-US', NOON);
    expect(pagodas).toMatchObject({ kind: 'attraction', ticketFen: 7500, path: '/attractions/three-pagodas-chongsheng-temple', open: { state: 'open', until: '19:00' } });
    const atNight = catalog.attractions.find((a) => a.id === 'three-pagodas-chongsheng-temple');
    expect(atNight && openNowOf(atNight, NIGHT)?.state).toBe('closed');
    const lake = catalog.attractions.find((a) => a.id === 'erhai-lake');
    expect(lake && openNowOf(lake, NIGHT)?.state).toBe('always');
    expect(travelTimeBetween(catalog, 'xiaguan', 'dali-old-town', 'zh-CN', NOON)).toMatchObject({ km: 13, minutesByCar: 20, minutesByBus: 30, from: { name: '下关（大理市区）' } });
    expect(dishFacts(catalog, 'shengpi', 'en-US', NOON)).toMatchObject({ dietTags: ['raw', 'contains-pork', 'spicy'], path: '/gourmetFood/shengpi' });
    const babaInXizhou = catalog.restaurants.filter((r) => r.townId === 'xizhou' && r.dishIds.includes('xizhou-posu-baba')).map((r) => r.id);
    expect(babaInXizhou).toContain('xizhou-sifang-street-baba');
    expect(restaurantsServing(catalog, 'xizhou-posu-baba', { townId: 'xizhou' }, 'en-US', NOON).map((r) => r.id).sort()).toEqual(babaInXizhou.sort());
    // Cheapest first; stays without a known price are left out under a price cap.
    const cheapHostels = catalog.stays
      .filter((s) => s.townId === 'dali-old-town' && s.type === 'hostel' && s.priceFromFen !== null && s.priceFromFen <= 3000)
      .sort((a, b) => (a.priceFromFen ?? 0) - (b.priceFromFen ?? 0))
      .map((s) => s.id);
    expect(cheapHostels.length).toBeGreaterThanOrEqual(2);
    expect(staysMatching(catalog, { townId: 'dali-old-town', type: 'hostel', maxPriceFen: 3000 }, 'en-US', NOON).map((s) => s.id)).toEqual(cheapHostels);
    const hiking = searchCatalog(catalog, { tags: ['hiking'], kinds: ['attraction'], limit: 50 }, 'en-US', NOON);
    expect(hiking.length).toBe(catalog.attractions.filter((a) => a.tags.includes('hiking')).length);
    expect(searchCatalog(catalog, { query: '扎染', limit: 3 }, 'zh-CN', NOON).map((h) => h.id)).toContain('zhoucheng-tie-dye-village');
    const town = catalog.towns.find((t) => t.id === 'dali-old-town');
    expect(town && referenceOf(town, 'zh-HK', NOON)).toMatchObject({ kind: 'town', name: '大理古城', path: '/stay?town=Dali%20Old%20Town', priceFen: null });
  });
});
