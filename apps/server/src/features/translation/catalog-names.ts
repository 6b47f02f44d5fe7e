/**
 * The catalog's names and Chinese addresses for the embedded translator and the "take me here"
 * cards, read from the active rows (retiredAt null) of attractions, stays, restaurants, foods and
 * towns and kept in a lib/versioned-cache.ts cache keyed by the catalog fingerprint
 * (db/catalog/catalog-version.ts), so an import made by any instance is seen within the check
 * interval.
 */
import type { Kysely } from 'kysely';
import { LocalizedTextSchema, type LocalizedText } from '@dali/shared/locales';
import type { PlaceCardKind } from '@dali/shared/contracts/phrasebook';
import { readCatalogVersion } from '../../db/catalog/catalog-version.js';
import type { Database } from '../../db/schema.js';
import { jsonColumnsOf } from '../../lib/json-column.js';
import { createVersionedCache, type VersionedCache } from '../../lib/versioned-cache.js';
import type { NameEntry } from '../../providers/translation/local-translator.js';

/** A place a "take me here" card can show. */
export interface CatalogPlace {
  kind: PlaceCardKind;
  id: string;
  name: LocalizedText;
  address: LocalizedText;
  /** The town's names, or null when the row's town is not an active catalog town. */
  town: LocalizedText | null;
}

/** What the cache holds: every name for the translator, places by `kind:id` for the cards. */
export interface CatalogNames {
  names: readonly NameEntry[];
  places: ReadonlyMap<string, CatalogPlace>;
}

/** Map key of a place. */
export const placeKey = (kind: PlaceCardKind, id: string) => `${kind}:${id}`;

/**
 * Reads the active names and places (one transaction, so the tables agree).
 * @throws database errors; JsonColumnError for a corrupt name or address column.
 */
export async function loadCatalogNames(db: Kysely<Database>): Promise<CatalogNames> {
  const rows = await db.transaction().execute(async (trx) => ({
    towns: await trx.selectFrom('towns').select(['id', 'name', 'englishName']).where('retiredAt', 'is', null).orderBy('id').execute(),
    attractions: await trx.selectFrom('attractions').select(['id', 'name', 'address', 'town']).where('retiredAt', 'is', null).orderBy('id').execute(),
    stays: await trx.selectFrom('stays').select(['id', 'name', 'address', 'town']).where('retiredAt', 'is', null).orderBy('id').execute(),
    restaurants: await trx.selectFrom('restaurants').select(['id', 'name', 'address', 'town']).where('retiredAt', 'is', null).orderBy('id').execute(),
    foods: await trx.selectFrom('foods').select(['id', 'name']).where('retiredAt', 'is', null).orderBy('id').execute(),
  }));
  const names: NameEntry[] = [];
  const entry = (text: LocalizedText) => names.push({ zh: text['zh-CN'], zhHant: text['zh-HK'], en: text['en-US'] });
  const townByEnglish = new Map(rows.towns.map((row) => [row.englishName, jsonColumnsOf('towns', row)('name', LocalizedTextSchema)]));
  const places = new Map<string, CatalogPlace>();
  for (const [kind, table] of [['attraction', 'attractions'], ['stay', 'stays'], ['restaurant', 'restaurants']] as const) {
    for (const row of rows[table]) {
      const json = jsonColumnsOf(table, row);
      const place: CatalogPlace = { kind, id: row.id, name: json('name', LocalizedTextSchema), address: json('address', LocalizedTextSchema), town: townByEnglish.get(row.town) ?? null };
      places.set(placeKey(kind, row.id), place);
      entry(place.name);
    }
  }
  for (const row of rows.foods) entry(jsonColumnsOf('foods', row)('name', LocalizedTextSchema));
  // Towns last: a place named like its town (大理古城) answers with the place's own English name.
  for (const name of townByEnglish.values()) entry(name);
  return { names, places };
}

/** Options of {@link createCatalogNamesCache}. */
export interface CatalogNamesCacheOptions {
  /** How long a catalog version is trusted before it is read again, ms (default 2000). */
  versionCheckIntervalMs?: number;
}

/**
 * The shared names cache over `db`; `current()` rejects with database errors and JsonColumnError.
 */
export function createCatalogNamesCache(db: Kysely<Database>, options: CatalogNamesCacheOptions = {}): VersionedCache<CatalogNames> {
  return createVersionedCache({
    readVersion: () => readCatalogVersion(db),
    load: () => loadCatalogNames(db),
    ...(options.versionCheckIntervalMs === undefined ? {} : { versionCheckIntervalMs: options.versionCheckIntervalMs }),
  });
}
