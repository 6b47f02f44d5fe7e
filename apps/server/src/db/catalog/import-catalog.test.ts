import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config/env.js';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/test-databases.js';
import { importCatalog } from './import-catalog.js';
import { formatProblem } from './read-catalog.js';

const CATALOG = path.join(REPO_ROOT, 'catalog');
const catalogLength = (file: string) => (JSON.parse(fs.readFileSync(path.join(CATALOG, file), 'utf8')) as unknown[]).length;

/** Rewrite one file of a copied catalog folder. */
function editFile(dir: string, file: string, change: (records: Record<string, unknown>[]) => void): void {
  const target = path.join(dir, file);
  const records = JSON.parse(fs.readFileSync(target, 'utf8')) as Record<string, unknown>[];
  change(records);
  fs.writeFileSync(target, JSON.stringify(records, null, 2));
}

/** Copy the repository catalog to a temp folder and let the test edit one file's records. */
function copyCatalog(edit?: { file: string; change: (records: Record<string, unknown>[]) => unknown }): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-catalog-'));
  for (const file of fs.readdirSync(CATALOG)) fs.copyFileSync(path.join(CATALOG, file), path.join(dir, file));
  if (edit) {
    const file = path.join(dir, edit.file);
    const records = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>[];
    const changed = edit.change(records) ?? records;
    fs.writeFileSync(file, JSON.stringify(changed, null, 2));
  }
  return dir;
}

async function countRows(database: TestDatabase) {
  const db = database.db;
  const count = async (table: 'towns' | 'attractions' | 'foods' | 'restaurants' | 'stays' | 'travelTimes' | 'stayRooms' | 'restaurantDishes' | 'guides' | 'guideStops') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return {
    towns: await count('towns'),
    attractions: await count('attractions'),
    foods: await count('foods'),
    restaurants: await count('restaurants'),
    stays: await count('stays'),
    travelTimes: await count('travelTimes'),
    stayRooms: await count('stayRooms'),
    restaurantDishes: await count('restaurantDishes'),
    guides: await count('guides'),
    guideStops: await count('guideStops'),
  };
}

describe.each(testEngines())('catalog import on %s', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await database.cleanup();
  });

  it('imports the whole Dali catalog with every relation', async () => {
    const result = await importCatalog(database.db, { dir: CATALOG, now: () => 1_700_000_000_000 });
    expect(result.ok).toBe(true);
    const counts = await countRows(database);
    expect(counts).toMatchObject({
      towns: catalogLength('towns.json'),
      attractions: catalogLength('attractions.json'),
      foods: catalogLength('foods.json'),
      restaurants: catalogLength('restaurants.json'),
      stays: catalogLength('stays.json'),
      travelTimes: catalogLength('travel_times.json'),
      guides: catalogLength('guides.json'),
    });
    const bands = await database.db.selectFrom('priceBands').selectAll().execute();
    expect(bands).toHaveLength(catalogLength('price_bands.json'));
    expect(counts.guideStops).toBeGreaterThan(0);
    expect(counts.stayRooms).toBeGreaterThan(0);
    expect(counts.restaurantDishes).toBeGreaterThan(0);

    const pagodas = await database.db.selectFrom('attractions').selectAll().where('id', '=', 'dali-ancient-city').executeTakeFirstOrThrow();
    expect(JSON.parse(pagodas.name)).toMatchObject({ 'zh-CN': '大理古城', 'en-US': expect.stringContaining('Dali') });
    // zh-HK is produced from zh-CN with OpenCC where the source has none (architecture.md §4).
    expect(JSON.parse(pagodas.address)['zh-HK']).toContain('雲南省');
    expect(pagodas.ticketPriceFen).toBe(0);
    expect(pagodas.createdAt).toBe(1_700_000_000_000);
    expect(typeof pagodas.createdAt).toBe('number');
    // Pairs are stored with the smaller town id first.
    const pairs = await database.db.selectFrom('travelTimes').select(['fromTownId', 'toTownId']).execute();
    expect(pairs.every((p) => p.fromTownId < p.toTownId)).toBe(true);
  });

  it('is idempotent: a second run changes nothing', async () => {
    await importCatalog(database.db, { dir: CATALOG });
    const before = await countRows(database);
    const second = await importCatalog(database.db, { dir: CATALOG });
    if (!second.ok) throw new Error('second import failed');
    for (const table of Object.values(second.summary)) {
      expect(table).toMatchObject({ inserted: 0, updated: 0, retired: 0 });
    }
    expect(second.summary.attractions.unchanged).toBe(catalogLength('attractions.json'));
    expect(await countRows(database)).toEqual(before);
  });

  it('updates changed records, keeps app-produced counts, retires removed ones and revives returning ones', async () => {
    await importCatalog(database.db, { dir: CATALOG, now: () => 1000 });
    await database.db.updateTable('attractions').set({ viewCount: 7, bookingCount: 3, reviewCount: 2, ratingSum: 9 }).where('id', '=', 'dali-ancient-city').execute();

    let removed = '';
    const dir = copyCatalog({
      file: 'attractions.json',
      change: (records) => {
        const first = records[0] as { ticket: { priceCny: number | null } };
        first.ticket.priceCny = 12.5;
        removed = String(records.at(-1)?.id);
        return records.slice(0, -1);
      },
    });
    const result = await importCatalog(database.db, { dir, now: () => 2000 });
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    expect(result.summary.attractions).toEqual({ inserted: 0, updated: 1, unchanged: catalogLength('attractions.json') - 2, retired: 1 });

    const changed = await database.db.selectFrom('attractions').selectAll().where('id', '=', 'dali-ancient-city').executeTakeFirstOrThrow();
    expect(changed).toMatchObject({ ticketPriceFen: 1250, viewCount: 7, bookingCount: 3, reviewCount: 2, ratingSum: 9, createdAt: 1000, updatedAt: 2000 });
    const retired = await database.db.selectFrom('attractions').select('retiredAt').where('id', '=', removed).executeTakeFirstOrThrow();
    expect(retired.retiredAt).toBe(2000);

    const back = await importCatalog(database.db, { dir: CATALOG, now: () => 3000 });
    if (!back.ok) throw new Error('re-import failed');
    expect(back.summary.attractions).toEqual({ inserted: 0, updated: 2, unchanged: catalogLength('attractions.json') - 2, retired: 0 });
    const revived = await database.db.selectFrom('attractions').select('retiredAt').where('id', '=', removed).executeTakeFirstOrThrow();
    expect(revived.retiredAt).toBeNull();
  });

  it('rewrites child rows of a changed record (stay rooms, restaurant dishes)', async () => {
    await importCatalog(database.db, { dir: CATALOG });
    let stayId = '';
    const dir = copyCatalog({
      file: 'stays.json',
      change: (records) => {
        const stay = records.find((r) => Array.isArray(r.rooms) && (r.rooms as unknown[]).length > 1) as { id: string; rooms: unknown[] };
        stayId = stay.id;
        stay.rooms = stay.rooms.slice(0, 1);
      },
    });
    const result = await importCatalog(database.db, { dir });
    expect(result.ok).toBe(true);
    const rooms = await database.db.selectFrom('stayRooms').selectAll().where('stayId', '=', stayId).execute();
    expect(rooms).toHaveLength(1);
  });

  it('reports a malformed record by file, index, id and field, and writes nothing', async () => {
    await importCatalog(database.db, { dir: CATALOG, now: () => 1000 });
    const before = await countRows(database);
    const dir = copyCatalog({
      file: 'attractions.json',
      change: (records) => {
        (records[3] as { ticket: { priceCny: unknown } }).ticket.priceCny = 'free';
        (records[5] as { type: string }).type = 'museum';
        // A valid change elsewhere in the same run must not be written either.
        (records[0] as { phone: string }).phone = '+86-872-0000000';
      },
    });
    const result = await importCatalog(database.db, { dir, now: () => 2000 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const lines = result.problems.map(formatProblem);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^attractions\.json\[3\] \(id "[a-z0-9-]+"\) ticket\.priceCny: /);
    expect(lines[1]).toMatch(/^attractions\.json\[5\] \(id "[a-z0-9-]+"\) type: /);
    expect(await countRows(database)).toEqual(before);
    const first = await database.db.selectFrom('attractions').select(['phone', 'updatedAt']).where('id', '=', 'dali-ancient-city').executeTakeFirstOrThrow();
    expect(first).toEqual({ phone: '+86-872-2512899', updatedAt: 1000 });
  });

  it('imports nothing into an empty database when any file fails', async () => {
    const dir = copyCatalog({ file: 'foods.json', change: (records) => [...records, { id: 'Not A Slug' }] });
    const result = await importCatalog(database.db, { dir });
    expect(result.ok).toBe(false);
    expect(await countRows(database)).toEqual({
      towns: 0, attractions: 0, foods: 0, restaurants: 0, stays: 0, travelTimes: 0, stayRooms: 0, restaurantDishes: 0, guides: 0, guideStops: 0,
    });
  });
  it('rejects a guide stop naming an unknown attraction by file, index, id and field, and writes nothing', async () => {
    await importCatalog(database.db, { dir: CATALOG, now: () => 1000 });
    const before = await countRows(database);
    const dir = copyCatalog({
      file: 'guides.json',
      change: (records) => {
        (records[1] as { stops: { id: string }[] }).stops[2] = { ...(records[1] as { stops: { id: string }[] }).stops[2], id: 'no-such-attraction' } as { id: string };
        // A valid change in the same run must not be written either.
        (records[0] as { theme: string }).theme = 'lake';
      },
    });
    const result = await importCatalog(database.db, { dir, now: () => 2000 });
    if (result.ok) throw new Error('expected problems');
    expect(result.problems.map(formatProblem)).toEqual([
      'guides.json[1] (id "xizhou-bai-heritage") stops.2.id: "no-such-attraction" is not an id in attractions.json',
    ]);
    expect(await countRows(database)).toEqual(before);
    const guide = await database.db.selectFrom('guides').select(['theme', 'updatedAt']).where('id', '=', 'old-town-on-foot').executeTakeFirstOrThrow();
    expect(guide).toEqual({ theme: 'old-town', updatedAt: 1000 });
  });

  it('updates a changed guide with its stops, retires a removed one and revives it', async () => {
    await importCatalog(database.db, { dir: CATALOG, now: () => 1000 });
    const dir = copyCatalog({
      file: 'guides.json',
      change: (records) => {
        const first = records[0] as { stops: unknown[] };
        first.stops = first.stops.slice(0, 2);
        return records.filter((r) => r.id !== 'cangshan-and-temples');
      },
    });
    const result = await importCatalog(database.db, { dir, now: () => 2000 });
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    expect(result.summary.guides).toEqual({ inserted: 0, updated: 1, unchanged: 2, retired: 1 });
    const stops = await database.db.selectFrom('guideStops').select('refId').where('guideId', '=', 'old-town-on-foot').orderBy('position').execute();
    expect(stops.map((s) => s.refId)).toEqual(['kao-erkuai', 'three-pagodas-chongsheng-temple']);
    const retired = await database.db.selectFrom('guides').select('retiredAt').where('id', '=', 'cangshan-and-temples').executeTakeFirstOrThrow();
    expect(retired.retiredAt).toBe(2000);

    const back = await importCatalog(database.db, { dir: CATALOG, now: () => 3000 });
    if (!back.ok) throw new Error('re-import failed');
    expect(back.summary.guides).toEqual({ inserted: 0, updated: 2, unchanged: 2, retired: 0 });
    expect(await database.db.selectFrom('guideStops').select('refId').where('guideId', '=', 'old-town-on-foot').execute()).toHaveLength(7);
  });

  it('rejects a record without a source, a price without its date, a point outside the prefecture and a band for an unknown town', async () => {
    await importCatalog(database.db, { dir: CATALOG, now: () => 1000 });
    const before = await countRows(database);
    const dir = copyCatalog({
      file: 'stays.json',
      change: (records) => {
        const priced = records.findIndex((r) => r.priceFromCny !== null);
        const dali = records.findIndex((r, i) => i !== priced && r.town === 'Dali Old Town' && r.location !== null);
        (records[priced] as { priceSeen?: string | null }).priceSeen = null;
        (records[dali] as { location: { lat: number; lng: number } }).location = { lat: 39.9042, lng: 116.4074 };
      },
    });
    editFile(dir, 'restaurants.json', (records) => {
      (records[0] as { sources: string[] }).sources = [];
      Object.assign(records[1] as object, { avgPriceCny: 40, avgPriceSeen: null });
    });
    editFile(dir, 'travel_times.json', (records) => {
      (records[0] as { sources: string[] }).sources = [];
    });
    editFile(dir, 'price_bands.json', (records) => {
      records.push(
        { id: 'atlantis-inn', town: 'Atlantis', type: 'inn', minCny: 100, maxCny: 200, unit: 'room-night', seen: '2024', note: { 'zh-CN': '测试', 'en-US': 'test' }, sources: ['https://example.org/a'] },
        { id: 'shaxi-inn-undated', town: 'Shaxi', type: 'hostel', minCny: 300, maxCny: 200, unit: 'room-night', seen: 'recent', note: { 'zh-CN': '测试', 'en-US': 'test' }, sources: ['https://example.org/b'] },
      );
    });
    const result = await importCatalog(database.db, { dir, now: () => 2000 });
    if (result.ok) throw new Error('expected problems');
    const lines = result.problems.map(formatProblem);
    expect(lines.some((l) => /^stays\.json\[\d+\] .* priceSeen: a price needs the date it was seen/.test(l))).toBe(true);
    expect(lines.some((l) => /^stays\.json\[\d+\] .* location: 39\.9042, 116\.4074 is outside Dali Bai Autonomous Prefecture/.test(l))).toBe(true);
    expect(lines.some((l) => /^restaurants\.json\[0\] .* sources: a record needs at least one source URL$/.test(l))).toBe(true);
    expect(lines.some((l) => /^restaurants\.json\[1\] .* avgPriceSeen: a price needs the date it was seen/.test(l))).toBe(true);
    expect(lines.some((l) => /^travel_times\.json\[0\] .* sources: a record needs at least one source URL$/.test(l))).toBe(true);
    expect(lines.some((l) => /^price_bands\.json\[\d+\] \(id "atlantis-inn"\) town: "Atlantis" is not the englishName/.test(l))).toBe(true);
    expect(lines.some((l) => /^price_bands\.json\[\d+\] \(id "shaxi-inn-undated"\) seen: must be YYYY, YYYY-MM or YYYY-MM-DD$/.test(l))).toBe(true);
    expect(lines.some((l) => /^price_bands\.json\[\d+\] \(id "shaxi-inn-undated"\) maxCny: minCny must not exceed maxCny$/.test(l))).toBe(true);
    expect(await countRows(database)).toEqual(before);
  });

  it('reports a missing or invalid region.json', async () => {
    const dir = copyCatalog();
    fs.rmSync(path.join(dir, 'region.json'));
    const missing = await importCatalog(database.db, { dir });
    if (missing.ok) throw new Error('expected problems');
    expect(missing.problems.map(formatProblem)).toContain('region.json: file is missing');
    fs.writeFileSync(path.join(dir, 'region.json'), JSON.stringify({ id: 'dali-prefecture' }));
    const invalid = await importCatalog(database.db, { dir });
    if (invalid.ok) throw new Error('expected problems');
    expect(invalid.problems.map(formatProblem).some((l) => l.startsWith('region.json bounds:'))).toBe(true);
  });
});

describe('catalog validation', () => {
  it('reports broken references between files', async () => {
    const dir = copyCatalog({
      file: 'restaurants.json',
      change: (records) => {
        (records[0] as { dishIds: string[] }).dishIds.push('no-such-dish');
        (records[1] as { town: string }).town = 'Atlantis';
      },
    });
    const database = await createTestDatabase('sqlite');
    try {
      const result = await importCatalog(database.db, { dir });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      const lines = result.problems.map(formatProblem);
      expect(lines.some((l) => /^restaurants\.json\[0\] .* dishIds\.\d+: "no-such-dish" is not an id in foods\.json$/.test(l))).toBe(true);
      expect(lines.some((l) => /^restaurants\.json\[1\] .* town: "Atlantis" is not the englishName/.test(l))).toBe(true);
    } finally {
      await database.cleanup();
    }
  });

  it('reports invalid JSON, a missing file and duplicate ids', async () => {
    const dir = copyCatalog({ file: 'towns.json', change: (records) => [...records, records[0]] });
    fs.writeFileSync(path.join(dir, 'foods.json'), '[{"id": "x",');
    fs.rmSync(path.join(dir, 'stays.json'));
    const database = await createTestDatabase('sqlite');
    try {
      const result = await importCatalog(database.db, { dir });
      if (result.ok) throw new Error('expected problems');
      const lines = result.problems.map(formatProblem);
      expect(lines).toContain('stays.json: file is missing');
      expect(lines.some((l) => l.startsWith('foods.json: invalid JSON:'))).toBe(true);
      expect(lines.some((l) => /^towns\.json\[18\] \(id "dali-old-town"\): duplicate of record 0$/.test(l))).toBe(true);
    } finally {
      await database.cleanup();
    }
  });
});
