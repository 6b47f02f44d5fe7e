/**
 * A cheap fingerprint of the catalog the planner plans from, so the cached catalog snapshot is
 * rebuilt when an import (or an operator's closing flag) changes it. Same approach as the search
 * feature's version (features/search/search.repository.ts): per table the row count, the retired
 * count and the latest `updated_at`, plus the number of imports; here also the number of
 * attractions flagged temporarily closed, which the snapshot reads and imports never touch.
 * Travel times, rooms and restaurant dishes change only through imports, which the import count covers.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Catalog tables whose rows the snapshot is built from. */
const VERSIONED_TABLES = ['towns', 'attractions', 'foods', 'restaurants', 'stays'] as const;

/** Builds the catalog version reader over `db`. */
export function createCatalogVersionRepository(db: Kysely<Database>) {
  return {
    /** The catalog's fingerprint as one string (one statement of aggregates). */
    async catalogVersion(): Promise<string> {
      const row = await db
        .selectNoFrom((eb) => [
          ...VERSIONED_TABLES.flatMap((table) => {
            // Every catalog table has these bookkeeping columns; one name stands in for the five.
            const t = table as 'towns';
            return [
              eb.selectFrom(t).select((sub) => sub.fn.countAll().as('n')).as(`${table}Rows`),
              eb.selectFrom(t).select((sub) => sub.fn.count('retiredAt').as('n')).as(`${table}Retired`),
              eb.selectFrom(t).select((sub) => sub.fn.max('updatedAt').as('n')).as(`${table}Updated`),
            ];
          }),
          eb
            .selectFrom('attractions')
            .select((sub) => sub.fn.countAll().as('n'))
            .where('temporarilyClosed', '=', 1)
            .as('attractionsClosed'),
          eb.selectFrom('catalogImports').select((sub) => sub.fn.countAll().as('n')).as('imports'),
        ])
        .executeTakeFirstOrThrow();
      return Object.values(row).map(String).join('|');
    },
  };
}

/** The catalog version reader. */
export type CatalogVersionRepository = ReturnType<typeof createCatalogVersionRepository>;
