/**
 * Stored itineraries of the AI travel planner (spec §3 "Travel plan", "Plan history summary",
 * "Shared itinerary"; §4 sharing; docs/decisions/0010-planner-streams.md). Same DDL on SQLite and
 * PostgreSQL; times are epoch ms.
 *
 * - `id`: 128 random bits as 22 base64url characters, so a plan link cannot be guessed.
 * - Owner: `user_id` for a logged-in caller (the account's plans go with the account), else
 *   `visitor_id`, the visitor fingerprint of the run; both null when a visitor sent no usable
 *   fingerprint (such a plan has no owner).
 * - `request_json` / `plan_json` / `check_json` / `narrative_json`: the validated request, the
 *   engine's plan, the independent checker's verdict and the narrative pieces, as JSON text
 *   validated by zod on read.
 * - Summary columns for the history list without parsing the plan: `budget_cny` (total asked for,
 *   null when none), counts, `duration_days`, `towns_json` (town ids in visiting order),
 *   `has_special_requirements` (0/1).
 * - `shared_at` set while the plan is public at /share/{id}; `deleted_at` marks a soft delete.
 */
import type { Kysely } from 'kysely';

/** Create travel_plans with its (user_id, created_at) index for the history list. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('travel_plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('visitor_id', 'text')
    // zh-CN | zh-HK | en-US: the plan's language
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('request_json', 'text', (c) => c.notNull())
    .addColumn('plan_json', 'text', (c) => c.notNull())
    .addColumn('check_json', 'text', (c) => c.notNull())
    .addColumn('narrative_json', 'text', (c) => c.notNull())
    .addColumn('processing_ms', 'integer', (c) => c.notNull())
    .addColumn('budget_cny', 'double precision')
    .addColumn('attraction_count', 'integer', (c) => c.notNull())
    .addColumn('activity_count', 'integer', (c) => c.notNull())
    .addColumn('duration_days', 'integer', (c) => c.notNull())
    .addColumn('towns_json', 'text', (c) => c.notNull())
    .addColumn('has_special_requirements', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shared_at', 'bigint')
    .addColumn('deleted_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('travel_plans_user_created_idx').on('travel_plans').columns(['user_id', 'created_at']).execute();
}

/** Drop travel_plans (development only; data is lost). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('travel_plans').ifExists().execute();
}
