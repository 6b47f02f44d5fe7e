/**
 * Attraction activity: an operator's "temporarily closed" flag (spec §3 open status) and one row per
 * visitor per attraction per day, so a view counts once per visitor per day (catalog issue).
 */
import type { Kysely } from 'kysely';

/** Add the flag and the daily-views table. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('attractions').addColumn('temporarily_closed', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('attraction_daily_views')
    .addColumn('attraction_id', 'text', (c) => c.notNull().references('attractions.id').onDelete('cascade'))
    .addColumn('visitor_key', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('attraction_daily_views_pk', ['attraction_id', 'visitor_key', 'day'])
    .execute();
}

/** Drop them (development only). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('attraction_daily_views').ifExists().execute();
  await db.schema.alterTable('attractions').dropColumn('temporarily_closed').execute();
}
