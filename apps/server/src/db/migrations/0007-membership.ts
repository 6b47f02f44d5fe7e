/**
 * Membership and per-feature quotas (spec §3 membership info, §6 levels and limits, §9 packages;
 * docs/decisions/0009-quotas.md). Same DDL on SQLite and PostgreSQL; times are epoch ms.
 *
 * - `memberships`: one row per user (primary key `user_id`): level, the package that set it (null for
 *   operator grants of a bare level), start and expiry. The row stays after expiry so the membership
 *   dialog can say "expired".
 * - `membership_grants`: one row per order that granted or extended a membership. `order_id` is
 *   unique, so the same paid order can never extend a membership twice, even from two instances.
 *   `start_at`/`expire_at` are the membership's times right after this grant.
 * - `quota_counters`: uses of one metered feature by one subject in one window. The primary key
 *   (subject_kind, subject_id, api_name, window_key) is what the conditional upsert of the quota
 *   service conflicts on; `used` never goes below 0 (check) nor, by that statement, above the limit.
 *   `window_end` lets housekeeping delete counters of windows that are over.
 */
import { sql, type Kysely } from 'kysely';

/** Create memberships, membership_grants and quota_counters. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('memberships')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // TRIAL | BASIC | STANDARD | PREMIUM | VIP
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('package_id', 'text')
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('expire_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('memberships_expire_after_start', sql`expire_at > start_at`)
    .execute();

  await db.schema
    .createTable('membership_grants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('package_id', 'text')
    // Level the grant was for (the package's, or the operator's choice).
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('duration_hours', 'integer', (c) => c.notNull())
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('expire_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('membership_grants_user_idx').on('membership_grants').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('quota_counters')
    // visitor (fingerprint) | ip | user (free tier) | member
    .addColumn('subject_kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    // chat | planner | translation_chars | voice
    .addColumn('api_name', 'text', (c) => c.notNull())
    // d:YYYY-MM-DD (Asia/Shanghai day) or w:<membership start ms>:<hours>:<index>
    .addColumn('window_key', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('window_end', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('quota_counters_pkey', ['subject_kind', 'subject_id', 'api_name', 'window_key'])
    .addCheckConstraint('quota_counters_used_not_negative', sql`used >= 0`)
    .execute();
  await db.schema.createIndex('quota_counters_window_end_idx').on('quota_counters').column('window_end').execute();
}

/** Drop the three tables (development only; data is lost). */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['quota_counters', 'membership_grants', 'memberships']) await db.schema.dropTable(table).ifExists().execute();
}
