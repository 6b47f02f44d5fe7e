import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../config/env.js';
import { importCatalog } from '../../../db/catalog/import-catalog.js';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../test/test-databases.js';
import { estimateFen, loadCatalogSnapshotFromDatabase, loadCatalogSnapshotFromDir, type CatalogSnapshot } from './catalog-snapshot.js';
import { ASSUMED_HOURS, TRAVEL_ASSUMPTIONS } from './estimates.js';

const CATALOG = path.join(REPO_ROOT, 'catalog');

let snapshot: CatalogSnapshot;
beforeAll(async () => {
  snapshot = await loadCatalogSnapshotFromDir(CATALOG);
});

describe('catalog snapshot from the catalog folder', () => {
  it('holds every record of the folder, sorted by id and frozen', () => {
    const count = (file: string) => (JSON.parse(fs.readFileSync(path.join(CATALOG, file), 'utf8')) as unknown[]).length;
    expect(snapshot.attractionList).toHaveLength(count('attractions.json'));
    expect(snapshot.restaurantList).toHaveLength(count('restaurants.json'));
    expect(snapshot.stayList).toHaveLength(count('stays.json'));
    expect(snapshot.townList).toHaveLength(count('towns.json'));
    expect(snapshot.foods.size).toBe(count('foods.json'));
    const ids = snapshot.attractionList.map((a) => a.id);
    expect(ids).toEqual([...ids].sort());
    expect(Object.isFrozen(snapshot)).toBe(true);
    expect(Object.isFrozen(snapshot.attractionList[0])).toBe(true);
  });

  it('maps towns by English name to ids and keeps catalog hours, marking assumed ones', () => {
    const pagodas = snapshot.attractions.get('three-pagodas-chongsheng-temple');
    expect(pagodas?.townId).toBe('dali-old-town');
    expect(pagodas?.hours).toEqual({ periods: [{ days: 'Mon-Sun', open: '07:00', close: '19:00' }], assumed: false, unknownWeekdays: [] });
    // Weekday hours published, weekend hours not: the weekend is unknown, not closed.
    expect(snapshot.attractions.get('jizu-mountain')?.hours.unknownWeekdays).toEqual([0, 6]);
    expect(pagodas?.ticketFen).toBe(7500);
    // The catalog gives no hours for the city wall: the documented daytime window applies.
    expect(snapshot.attractions.get('dali-south-gate-city-wall')?.hours).toEqual({ periods: ASSUMED_HOURS.attraction, assumed: true, unknownWeekdays: [] });
    expect(snapshot.restaurants.get('bakery-no-88')?.hours.periods).toEqual(ASSUMED_HOURS.breakfastRestaurant);
  });

  it('offers priced ways to book a stay, or one estimated from its town and type band, or none', () => {
    // A homestay in Shuanglang and a Xizhou hotel: no dated price and no band of their type and town.
    expect(snapshot.stays.get('hyacinth-bnb-shuanglang')?.roomOptions).toEqual([]);
    expect(snapshot.stays.get('linden-centre')?.roomOptions).toEqual([]);
    // Weishan Hotel has a "from" price and one priced room.
    expect(snapshot.stays.get('weishan-hotel')?.roomOptions.map((o) => o.priceFen)).toEqual([9000]);
    // A "from" price with no room list is one option without a room.
    expect(snapshot.stays.get('sun-palace-shuanglang')?.roomOptions).toEqual([{ position: null, name: null, priceFen: 400000, capacity: null, estimate: null }]);
    expect(snapshot.stays.get('jade-emu-guesthouse')?.roomOptions.map((o) => o.position)).toEqual([0]);
    // Unpriced stays with a band: the middle of the band, whole yuan; a dorm-bed band sleeps one.
    expect(snapshot.stays.get('mong-she-hotel-weishan')?.roomOptions).toEqual([
      { position: null, name: null, priceFen: 14500, capacity: null, estimate: { bandId: 'weishan-hotel', minFen: 9000, maxFen: 20000, seen: '2013-01' } },
    ]);
    expect(snapshot.stays.get('dali-campanula-hostel')?.roomOptions).toEqual([
      { position: null, name: null, priceFen: 2800, capacity: 1, estimate: { bandId: 'dali-old-town-hostel', minFen: 2500, maxFen: 3000, seen: '2016-01' } },
    ]);
  });

  it('estimates inside the requested nightly band, and not at all when the typical range only touches it', () => {
    const range = { minFen: 9000, maxFen: 20000 };
    expect(estimateFen(range)).toBe(14500);
    expect(estimateFen(range, { minFen: 10000, maxFen: 20000 })).toBe(15000);
    expect(estimateFen(range, { minFen: 0, maxFen: 10000 })).toBe(9500);
    expect(estimateFen(range, { minFen: 20000, maxFen: 30000 })).toBeNull();
    expect(estimateFen(range, { minFen: 30000, maxFen: null })).toBeNull();
    expect(estimateFen({ minFen: 28000, maxFen: 48000 }, { minFen: 30000, maxFen: null })).toBe(39000);
  });

  it('lists restaurant dishes in catalog order', () => {
    expect(snapshot.restaurants.get('bailixiang-restaurant')?.dishIds).toEqual(['shaguo-yu', 'bai-three-course-tea', 'rushan-milk-fan']);
  });
});

describe('travel estimates', () => {
  const attraction = (id: string) => ({ kind: 'attraction' as const, id });

  it('is zero for the same place and symmetric between places', () => {
    expect(snapshot.travel(attraction('wuhua-tower'), attraction('wuhua-tower'), 'public')).toEqual({ minutes: 0, km: 0, mode: 'walk' });
    const there = snapshot.travel(attraction('wuhua-tower'), attraction('xizhou-ancient-town'), 'public');
    const back = snapshot.travel(attraction('xizhou-ancient-town'), attraction('wuhua-tower'), 'public');
    expect(there).toEqual(back);
  });

  it('walks short distances inside a town and rides longer ones, in multiples of 5 minutes', () => {
    const walk = snapshot.travel(attraction('dali-ancient-city'), attraction('dali-south-gate-city-wall'), 'public');
    expect(walk?.mode).toBe('walk');
    // Same town-level point: at least the minimum in-town distance.
    expect(walk?.km).toBe(TRAVEL_ASSUMPTIONS.minInTownKm);
    const ride = snapshot.travel(attraction('dali-ancient-city'), attraction('cangshan-mountain'), 'public');
    expect(ride?.mode).toBe('taxi');
    expect((ride?.minutes ?? 1) % 5).toBe(0);
    expect(snapshot.travel(attraction('dali-ancient-city'), attraction('cangshan-mountain'), 'selfDriving')?.mode).toBe('drive');
    expect(snapshot.travel(attraction('dali-ancient-city'), attraction('cangshan-mountain'), 'cycling')?.mode).toBe('bicycle');
  });

  it('uses the catalog town pair between towns: car minutes, bus minutes, or car × 1.5 without a bus time', () => {
    const oldTown = { kind: 'town' as const, id: 'dali-old-town' };
    // Dali Old Town – Xiaguan: 20 min by car, 30 by bus in travel_times.json.
    expect(snapshot.travel(oldTown, { kind: 'town', id: 'xiaguan' }, 'selfDriving')).toEqual({ minutes: 30, km: 13, mode: 'drive' });
    expect(snapshot.travel(oldTown, { kind: 'town', id: 'xiaguan' }, 'public')).toEqual({ minutes: 45, km: 13, mode: 'bus' });
    // Dali Old Town – Wanqiao: 23 min by car, no bus time → 23 × 1.5 + 15 = 49.5 → 50.
    expect(snapshot.travel(oldTown, { kind: 'town', id: 'wanqiao' }, 'public')?.minutes).toBe(50);
    // Cyclists ride a 15 km pair and take the bus on a 50 km one.
    expect(snapshot.travel(oldTown, { kind: 'town', id: 'wanqiao' }, 'cycling')?.mode).toBe('bicycle');
    expect(snapshot.travel(oldTown, { kind: 'town', id: 'shuanglang' }, 'cycling')?.mode).toBe('bus');
  });

  it('knows no way between towns without a catalog pair', () => {
    expect(snapshot.travel(attraction('dali-ancient-city'), attraction('lijiang-old-town'), 'privateCar')).toBeNull();
    expect(snapshot.townsConnected('dali-old-town', 'lijiang-old-town')).toBe(false);
    expect(snapshot.townsConnected('dali-old-town', 'shaxi')).toBe(true);
    expect(snapshot.travel(attraction('no-such-place'), attraction('wuhua-tower'), 'public')).toBeNull();
  });

  it('prices fares for the party: buses per person, taxis per car of four', () => {
    const bus = { minutes: 45, km: 13, mode: 'bus' as const };
    expect(snapshot.fareFen(bus, 3)).toBe(3 * 400);
    const taxi = { minutes: 20, km: 5, mode: 'taxi' as const };
    expect(snapshot.fareFen(taxi, 4)).toBe(1500);
    expect(snapshot.fareFen(taxi, 5)).toBe(3000);
    expect(snapshot.fareFen({ minutes: 15, km: 1, mode: 'walk' }, 8)).toBe(0);
  });
});

describe('catalog snapshot from a folder that does not validate', () => {
  it('throws with every problem', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-planner-catalog-'));
    try {
      for (const file of fs.readdirSync(CATALOG)) fs.copyFileSync(path.join(CATALOG, file), path.join(dir, file));
      fs.writeFileSync(path.join(dir, 'stays.json'), '{"not": "an array"}');
      await expect(loadCatalogSnapshotFromDir(dir)).rejects.toThrow(/stays\.json: expected a JSON array/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(testEngines())('catalog snapshot from the database on %s', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    const imported = await importCatalog(database.db, { dir: CATALOG, now: () => 1_700_000_000_000 });
    expect(imported.ok).toBe(true);
  });
  afterEach(async () => {
    await database.cleanup();
  });

  it('equals the snapshot of the folder it was imported from', async () => {
    const fromDb = await loadCatalogSnapshotFromDatabase(database.db);
    expect(fromDb.attractionList).toEqual(snapshot.attractionList);
    expect(fromDb.restaurantList).toEqual(snapshot.restaurantList);
    expect(fromDb.stayList).toEqual(snapshot.stayList);
    expect(fromDb.townList).toEqual(snapshot.townList);
    expect([...fromDb.foods.values()]).toEqual([...snapshot.foods.values()]);
    expect(fromDb.travel({ kind: 'town', id: 'xizhou' }, { kind: 'town', id: 'shaxi' }, 'public')).toEqual(
      snapshot.travel({ kind: 'town', id: 'xizhou' }, { kind: 'town', id: 'shaxi' }, 'public'),
    );
  });

  it('refuses a stored JSON value of the wrong shape, naming its table, column and row', async () => {
    await database.db.updateTable('attractions').set({ tags: '{"not":"a list"}' }).where('id', '=', 'wuhua-tower').execute();
    await expect(loadCatalogSnapshotFromDatabase(database.db)).rejects.toThrow(/attractions\.tags of row "wuhua-tower"/);
    await database.db.updateTable('attractions').set({ tags: '[]', openingHours: 'not json' }).where('id', '=', 'wuhua-tower').execute();
    await expect(loadCatalogSnapshotFromDatabase(database.db)).rejects.toThrow(/attractions\.openingHours of row "wuhua-tower"/);
  });

  it('leaves retired records out and carries the temporarily-closed flag', async () => {
    await database.db.updateTable('attractions').set({ retiredAt: 1 }).where('id', '=', 'wuhua-tower').execute();
    await database.db.updateTable('restaurants').set({ retiredAt: 1 }).where('id', '=', 'sifang-xiaochi').execute();
    await database.db.updateTable('attractions').set({ temporarilyClosed: 1 }).where('id', '=', 'erhai-park').execute();
    const fromDb = await loadCatalogSnapshotFromDatabase(database.db);
    expect(fromDb.attractions.has('wuhua-tower')).toBe(false);
    expect(fromDb.restaurants.has('sifang-xiaochi')).toBe(false);
    expect(fromDb.attractions.get('erhai-park')?.temporarilyClosed).toBe(true);
  });
});
