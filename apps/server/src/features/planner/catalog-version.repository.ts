/**
 * The version of the catalog the planner plans from, so the cached catalog snapshot is rebuilt
 * when an import (or an operator's closing flag) changes it: the shared fingerprint of
 * db/catalog/catalog-version.ts, which the search index uses too.
 */
import type { Kysely } from 'kysely';
import { readCatalogVersion } from '../../db/catalog/catalog-version.js';
import type { Database } from '../../db/schema.js';

/**
 * Reads the catalog fingerprint (db/catalog/catalog-version.ts) over `db`; it changes with every
 * import or closing flag.
 */
export function createCatalogVersionRepository(db: Kysely<Database>) {
  return {
    /** The catalog's fingerprint as one string. @throws database errors. */
    catalogVersion: (): Promise<string> => readCatalogVersion(db),
  };
}

export type CatalogVersionRepository = ReturnType<typeof createCatalogVersionRepository>;
