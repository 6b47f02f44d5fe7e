/**
 * Recommended guides (catalog guides.json; spec §2 home "recommended guides"): themed routes with
 * ordered stops that point at attractions, dishes, restaurants or stays. Imported with the rest of
 * the catalog: same bookkeeping columns (content hash, retired_at), no counters.
 */
import type { Kysely } from 'kysely';

/** Create `guides` and `guide_stops`. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('guides')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('retired_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('theme', 'text', (c) => c.notNull())
    .addColumn('duration_value', 'double precision', (c) => c.notNull())
    .addColumn('duration_unit', 'text', (c) => c.notNull())
    // Curated order of guides.json: the list shows guides as the curator arranged them.
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('guide_stops')
    .addColumn('guide_id', 'text', (c) => c.notNull().references('guides.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    // The stop's table is chosen by `kind`, so `ref_id` cannot carry a foreign key; the import
    // checks every reference before writing (read-catalog.ts).
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('guide_stops_pk', ['guide_id', 'position'])
    .execute();
}

/** Drop them (development only). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('guide_stops').ifExists().execute();
  await db.schema.dropTable('guides').ifExists().execute();
}
