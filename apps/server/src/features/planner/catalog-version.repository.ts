/**
 * The version of the catalog the planner plans from, so the cached catalog snapshot is rebuilt
 * when an import (or an operator's closing flag) changes it: the shared fingerprint of
 * db/catalog/catalog-version.ts, which the search index uses too.
 */
import type { Kysely } from 'kysely';
import { readCatalogVersion } from '../../db/catalog/catalog-version.js';
import type { Database } from '../../db/schema.js';

/** Builds the catalog version reader over `db`. */
export function createCatalogVersionRepository(db: Kysely<Database>) {
  return {
    /** The catalog's fingerprint as one string. @throws database errors. */
    catalogVersion: (): Promise<string> => readCatalogVersion(db),
  };
}

/** The catalog version reader. */
export type CatalogVersionRepository = ReturnType<typeof createCatalogVersionRepository>;
