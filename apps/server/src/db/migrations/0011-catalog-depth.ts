/**
 * Catalog depth (catalog/README.md): when a stay's or restaurant's price was seen, a restaurant's
 * diet facts (vegetarian options, halal), an editorial rank for attractions and stays (home's featured places and the
 * `recommended` order), and `price_bands`: the typical nightly price per town and stay type, with
 * its sources, used where one stay's own price is unknown. Catalog bookkeeping columns as elsewhere.
 */
import type { Kysely } from 'kysely';

/** Add the columns and create `price_bands`. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('attractions').addColumn('featured_rank', 'integer').execute();
  await db.schema.alterTable('stays').addColumn('featured_rank', 'integer').execute();
  // `YYYY`, `YYYY-MM` or `YYYY-MM-DD`: the precision the source gives.
  await db.schema.alterTable('stays').addColumn('price_seen', 'text').execute();
  await db.schema.alterTable('restaurants').addColumn('avg_price_seen', 'text').execute();
  // Diet facts a source states: 1 yes, 0 no, null when no source says (the list filters on them).
  await db.schema.alterTable('restaurants').addColumn('vegetarian_options', 'integer').execute();
  await db.schema.alterTable('restaurants').addColumn('halal', 'integer').execute();
  await db.schema
    .createTable('price_bands')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('retired_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('town', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('min_fen', 'integer', (c) => c.notNull())
    .addColumn('max_fen', 'integer', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('seen', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('sources', 'text', (c) => c.notNull())
    .execute();
}

/** Drop them (development only). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('price_bands').ifExists().execute();
  await db.schema.alterTable('restaurants').dropColumn('halal').execute();
  await db.schema.alterTable('restaurants').dropColumn('vegetarian_options').execute();
  await db.schema.alterTable('restaurants').dropColumn('avg_price_seen').execute();
  await db.schema.alterTable('stays').dropColumn('price_seen').execute();
  await db.schema.alterTable('stays').dropColumn('featured_rank').execute();
  await db.schema.alterTable('attractions').dropColumn('featured_rank').execute();
}
