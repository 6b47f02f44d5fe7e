/**
 * Photos (catalog/README.md "Photos"; spec §3 Review images):
 * - `images`: the freely licensed photos of a catalog record (JSON `[{url, pageUrl, author,
 *   license, title}]`, null = none), on attractions, foods, restaurants and stays. It replaces the
 *   single `image` column of attractions and foods, which no record ever filled.
 * - Moderation of travellers' review photos: `report_count` (distinct reporters), `hidden_at` /
 *   `hidden_by` (withheld from every public answer; by an admin, or automatically once enough
 *   travellers reported it), `moderated_at` (an admin looked at it: reports no longer hide it), and
 *   `review_image_reports`, one row per reporter and photo.
 */
import { sql, type Kysely } from 'kysely';

const CATALOG_TABLES = ['attractions', 'foods', 'restaurants', 'stays'] as const;

/** Add the columns and the reports table. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of CATALOG_TABLES) await db.schema.alterTable(table).addColumn('images', 'text').execute();
  await db.schema.alterTable('attractions').dropColumn('image').execute();
  await db.schema.alterTable('foods').dropColumn('image').execute();

  await db.schema.alterTable('review_images').addColumn('report_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('review_images').addColumn('hidden_at', 'bigint').execute();
  // The admin's user id, or null when reports hid it.
  await db.schema.alterTable('review_images').addColumn('hidden_by', 'text').execute();
  await db.schema.alterTable('review_images').addColumn('moderated_at', 'bigint').execute();
  await db.schema
    .createTable('review_image_reports')
    .addColumn('review_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // One report per traveller and photo: concurrent repeats collide here and count once.
    .addPrimaryKeyConstraint('review_image_reports_pk', ['review_id', 'position', 'user_id'])
    .addForeignKeyConstraint('review_image_reports_image_fk', ['review_id', 'position'], 'review_images', ['review_id', 'position'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  // The admin queue: photos with reports an admin has not looked at yet.
  await db.schema
    .createIndex('review_images_reported_idx')
    .on('review_images')
    .columns(['moderated_at', 'report_count'])
    .where(sql.ref('report_count'), '>', 0)
    .execute();
}

/** Drop them (development only). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('review_image_reports').ifExists().execute();
  await db.schema.dropIndex('review_images_reported_idx').ifExists().execute();
  for (const column of ['moderated_at', 'hidden_by', 'hidden_at', 'report_count']) {
    await db.schema.alterTable('review_images').dropColumn(column).execute();
  }
  await db.schema.alterTable('foods').addColumn('image', 'text').execute();
  await db.schema.alterTable('attractions').addColumn('image', 'text').execute();
  for (const table of CATALOG_TABLES) await db.schema.alterTable(table).dropColumn('images').execute();
}
