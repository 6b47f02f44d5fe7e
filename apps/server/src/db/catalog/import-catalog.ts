/**
 * Imports a catalog folder into the database (catalog/README.md; architecture.md §4):
 * validates everything first, then writes in one transaction, so a bad record means nothing is
 * written. Idempotent: unchanged records are skipped by content hash; changed ones are updated
 * without touching app-produced counters; records gone from the folder are marked retired (never
 * deleted, because reviews and bookings may point at them).
 */
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, TownsTable } from '../schema.js';
import { readCatalog, type CatalogProblem } from './read-catalog.js';
import {
  toAttractionRow,
  toFoodRow,
  toGuideRow,
  toGuideStopRows,
  toPriceBandRow,
  toRestaurantRow,
  toStayRoomRows,
  toStayRow,
  toTownRow,
  toTravelTimeRow,
} from './catalog-rows.js';

/** What one import did to one table. */
export interface TableSummary {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Rows marked retired (or, for travel times, deleted) because the folder no longer has them. */
  retired: number;
}

/** Per-table outcome of an import. */
export type ImportSummary = Record<'towns' | 'foods' | 'attractions' | 'stays' | 'restaurants' | 'travelTimes' | 'guides' | 'priceBands', TableSummary>;

/** Result of {@link importCatalog}: a summary, or the problems that stopped it (nothing written). */
export type ImportCatalogResult =
  | { ok: true; importId: string; summary: ImportSummary }
  | { ok: false; problems: CatalogProblem[] };

/** Options of {@link importCatalog}. */
export interface ImportCatalogOptions {
  /** Folder holding the catalog files (catalog/README.md). */
  dir: string;
  /** Clock, epoch ms (tests pin it). */
  now?: () => number;
}

type CatalogTable = 'towns' | 'foods' | 'attractions' | 'stays' | 'restaurants' | 'guides' | 'priceBands';
type CatalogRow = { id: string; contentHash: string };

// Keep each INSERT well under SQLite's and PostgreSQL's bound-parameter limits.
const INSERT_CHUNK = 200;

/**
 * Validate and import the catalog in `dir`.
 * @returns the per-table summary, or every problem found (then the database is unchanged).
 * @throws only on database errors (the transaction is rolled back).
 */
export async function importCatalog(db: Kysely<Database>, options: ImportCatalogOptions): Promise<ImportCatalogResult> {
  const read = await readCatalog(options.dir);
  if (!read.ok) return read;
  const { records } = read;
  const now = (options.now ?? Date.now)();
  const importId = randomUUID();

  const summary = await db.transaction().execute(async (trx) => {
    const towns = await syncCatalogTable(trx, 'towns', records.towns.map((town) => toTownRow(town, records.region)), now);
    const foods = await syncCatalogTable(trx, 'foods', records.foods.map(toFoodRow), now);
    const attractions = await syncCatalogTable(trx, 'attractions', records.attractions.map(toAttractionRow), now);
    const stays = await syncCatalogTable(trx, 'stays', records.stays.map(toStayRow), now, async (written) => {
      const rooms = records.stays.filter((s) => written.has(s.id)).flatMap(toStayRoomRows);
      await replaceChildren(trx, 'stayRooms', 'stayId', [...written], rooms);
    });
    const restaurants = await syncCatalogTable(trx, 'restaurants', records.restaurants.map(toRestaurantRow), now, async (written) => {
      const dishes = records.restaurants
        .filter((r) => written.has(r.id))
        .flatMap((r) => r.dishIds.map((foodId, position) => ({ restaurantId: r.id, foodId, position })));
      await replaceChildren(trx, 'restaurantDishes', 'restaurantId', [...written], dishes);
    });
    const travelTimes = await syncTravelTimes(trx, records.travelTimes.map(toTravelTimeRow), now);
    const guides = await syncCatalogTable(trx, 'guides', records.guides.map(toGuideRow), now, async (written) => {
      const stops = records.guides.filter((g) => written.has(g.id)).flatMap(toGuideStopRows);
      await replaceChildren(trx, 'guideStops', 'guideId', [...written], stops);
    });
    const priceBands = await syncCatalogTable(trx, 'priceBands', records.priceBands.map(toPriceBandRow), now);
    const result: ImportSummary = { towns, foods, attractions, stays, restaurants, travelTimes, guides, priceBands };
    await trx
      .insertInto('catalogImports')
      .values({ id: importId, sourceDir: options.dir, summary: JSON.stringify(result), createdAt: now })
      .execute();
    return result;
  });
  return { ok: true, importId, summary };
}

/**
 * Insert new rows, update changed ones (and un-retire returning ones), retire missing ones.
 * `afterWrite` receives the ids inserted or updated, to rewrite their child rows.
 */
async function syncCatalogTable(
  trx: Transaction<Database>,
  table: CatalogTable,
  rows: CatalogRow[],
  now: number,
  afterWrite?: (written: Set<string>) => Promise<void>,
): Promise<TableSummary> {
  // Every catalog table shares the bookkeeping columns used here; the cast lets one generic routine
  // serve all seven while each row's shape is checked by its typed mapper in catalog-rows.ts.
  const t = table as 'towns';
  const existing = new Map(
    (await trx.selectFrom(t).select(['id', 'contentHash', 'retiredAt']).execute()).map((row) => [row.id, row]),
  );
  const summary: TableSummary = { inserted: 0, updated: 0, unchanged: 0, retired: 0 };
  const toInsert: CatalogRow[] = [];
  const written = new Set<string>();
  for (const row of rows) {
    const current = existing.get(row.id);
    if (!current) {
      toInsert.push(row);
      written.add(row.id);
    } else if (current.contentHash !== row.contentHash || current.retiredAt !== null) {
      const { id, ...columns } = row;
      await trx
        .updateTable(t)
        .set({ ...(columns as Partial<Insertable<TownsTable>>), retiredAt: null, updatedAt: now })
        .where('id', '=', id)
        .execute();
      summary.updated += 1;
      written.add(row.id);
    } else {
      summary.unchanged += 1;
    }
  }
  for (let i = 0; i < toInsert.length; i += INSERT_CHUNK) {
    const chunk = toInsert.slice(i, i + INSERT_CHUNK).map((row) => ({ ...row, createdAt: now, updatedAt: now }));
    await trx.insertInto(t).values(chunk as Insertable<TownsTable>[]).execute();
  }
  summary.inserted = toInsert.length;
  const incoming = new Set(rows.map((row) => row.id));
  const gone = [...existing.values()].filter((row) => !incoming.has(row.id) && row.retiredAt === null).map((row) => row.id);
  if (gone.length > 0) {
    await trx.updateTable(t).set({ retiredAt: now, updatedAt: now }).where('id', 'in', gone).execute();
    summary.retired = gone.length;
  }
  if (afterWrite && written.size > 0) await afterWrite(written);
  return summary;
}

async function replaceChildren<T extends 'stayRooms' | 'restaurantDishes' | 'guideStops'>(
  trx: Transaction<Database>,
  table: T,
  parentColumn: 'stayId' | 'restaurantId' | 'guideId',
  parentIds: string[],
  rows: Insertable<Database[T]>[],
): Promise<void> {
  const t = table as 'stayRooms';
  const column = parentColumn as 'stayId';
  for (let i = 0; i < parentIds.length; i += INSERT_CHUNK) {
    await trx.deleteFrom(t).where(column, 'in', parentIds.slice(i, i + INSERT_CHUNK)).execute();
  }
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await trx.insertInto(t).values(rows.slice(i, i + INSERT_CHUNK) as Insertable<Database['stayRooms']>[]).execute();
  }
}

async function syncTravelTimes(
  trx: Transaction<Database>,
  rows: ReturnType<typeof toTravelTimeRow>[],
  now: number,
): Promise<TableSummary> {
  const key = (row: { fromTownId: string; toTownId: string }) => `${row.fromTownId}|${row.toTownId}`;
  const existing = new Map(
    (await trx.selectFrom('travelTimes').select(['fromTownId', 'toTownId', 'contentHash']).execute()).map((row) => [key(row), row]),
  );
  const summary: TableSummary = { inserted: 0, updated: 0, unchanged: 0, retired: 0 };
  const toInsert = [];
  for (const row of rows) {
    const current = existing.get(key(row));
    if (!current) {
      toInsert.push({ ...row, createdAt: now, updatedAt: now });
    } else if (current.contentHash !== row.contentHash) {
      const { fromTownId, toTownId, ...columns } = row;
      await trx
        .updateTable('travelTimes')
        .set({ ...columns, updatedAt: now })
        .where('fromTownId', '=', fromTownId)
        .where('toTownId', '=', toTownId)
        .execute();
      summary.updated += 1;
    } else {
      summary.unchanged += 1;
    }
  }
  for (let i = 0; i < toInsert.length; i += INSERT_CHUNK) {
    await trx.insertInto('travelTimes').values(toInsert.slice(i, i + INSERT_CHUNK)).execute();
  }
  summary.inserted = toInsert.length;
  const incoming = new Set(rows.map(key));
  // Travel times carry no user data, so pairs gone from the catalog are deleted rather than retired.
  for (const [k, row] of existing) {
    if (incoming.has(k)) continue;
    await trx.deleteFrom('travelTimes').where('fromTownId', '=', row.fromTownId).where('toTownId', '=', row.toTownId).execute();
    summary.retired += 1;
  }
  return summary;
}

/**
 * True when no active attraction exists yet: the signal for `npm start` to import the catalog.
 */
export async function isCatalogEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('attractions').select('id').where('retiredAt', 'is', null).limit(1).executeTakeFirst();
  return row === undefined;
}
