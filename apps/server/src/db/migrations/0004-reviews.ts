/**
 * Attraction reviews (spec §3 Review: author, date, content, rating 1–5, likes, replies, images) and
 * the minimal `users` table their authors live in. Accounts (register, login, sessions) extend
 * `users` later; reviews only need an id, a display name and an avatar.
 *
 * Ids are 18-digit time-ordered strings (spec §3: ids of 16+ digits travel as strings), so text
 * primary keys. `like_count` and `reply_count` are app-produced counters kept in the same
 * transaction as the rows they count.
 */
import { sql, type Kysely } from 'kysely';

/** Create users, reviews, review images, likes and replies. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    // Several users may have no email or phone: both engines allow many NULLs in a unique column.
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('phone', 'text', (c) => c.unique())
    .addColumn('avatar_url', 'text')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('USER'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Attractions are retired, never deleted (catalog import), so no cascade is needed here.
    .addColumn('attraction_id', 'text', (c) => c.notNull().references('attractions.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('reviews_rating_range', sql`rating between 1 and 5`)
    .addCheckConstraint('reviews_counts_not_negative', sql`like_count >= 0 and reply_count >= 0`)
    .execute();
  // The two list orders of GET /attractions/:id/reviews: newest, and most liked.
  await db.schema.createIndex('reviews_attraction_created_idx').on('reviews').columns(['attraction_id', 'created_at']).execute();
  await db.schema.createIndex('reviews_attraction_likes_idx').on('reviews').columns(['attraction_id', 'like_count']).execute();
  await db.schema.createIndex('reviews_user_idx').on('reviews').column('user_id').execute();

  await db.schema
    .createTable('review_images')
    .addColumn('review_id', 'text', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    // Key in the image storage (local file name or object key) and the public URL it is served at.
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_images_pk', ['review_id', 'position'])
    .execute();

  await db.schema
    .createTable('review_likes')
    .addColumn('review_id', 'text', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // One like per user per review: concurrent repeats collide here and count once.
    .addPrimaryKeyConstraint('review_likes_pk', ['review_id', 'user_id'])
    .execute();
  await db.schema.createIndex('review_likes_user_idx').on('review_likes').column('user_id').execute();

  await db.schema
    .createTable('review_replies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('review_id', 'text', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('review_replies_review_created_idx').on('review_replies').columns(['review_id', 'created_at']).execute();
}

/** Drop them (development only; data is lost). */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['review_replies', 'review_likes', 'review_images', 'reviews', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
