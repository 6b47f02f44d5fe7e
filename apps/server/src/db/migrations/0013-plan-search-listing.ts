/**
 * Whether a shared plan may be listed by search engines (`travel_plans.searchable`, 0/1): its
 * owner's choice when sharing (`POST /ai_api/v1/base_api/travel_plans/{id}/share` with
 * `{searchable: true}`); off by default and whenever the plan stops being shared. The page head of
 * `/share/{id}` says `noindex` unless it is on (docs/decisions/0024-page-heads.md).
 */
import type { Kysely } from 'kysely';

/** Add the column, off for every existing plan. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('travel_plans').addColumn('searchable', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

/** Drop the column. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('travel_plans').dropColumn('searchable').execute();
}
