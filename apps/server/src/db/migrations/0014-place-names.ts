/**
 * Names a traveller may give for where they go (the planner's destinations, spec §3): a town's
 * county-level division (`county`), its other names (`aliases`) and, for a town of the prefecture
 * of catalog/region.json, the prefecture's full and short names (`prefecture`). All JSON text,
 * filled by the catalog importer (docs/decisions/0026-destination-names.md).
 */
import type { Kysely } from 'kysely';

/** Add the three columns; existing rows get none until the next import. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('towns').addColumn('county', 'text').execute();
  await db.schema.alterTable('towns').addColumn('aliases', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema.alterTable('towns').addColumn('prefecture', 'text').execute();
}

/** Drop the columns. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('towns').dropColumn('prefecture').execute();
  await db.schema.alterTable('towns').dropColumn('aliases').execute();
  await db.schema.alterTable('towns').dropColumn('county').execute();
}
