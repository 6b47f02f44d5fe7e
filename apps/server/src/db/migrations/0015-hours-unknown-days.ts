/**
 * `attractions.hours_unknown_days`: days for which the sources publish no hours although they do
 * for other days ("Sat-Sun"), so the planner treats them as unknown rather than closed: it visits
 * on a day known to be open when the trip has one, else plans the visit with its hours flagged as
 * not confirmed (docs/decisions/0028-unknown-opening-days.md).
 */
import type { Kysely } from 'kysely';

/** Add the column; null (no such days) for every existing row until the next import. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('attractions').addColumn('hours_unknown_days', 'text').execute();
}

/** Drop the column. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('attractions').dropColumn('hours_unknown_days').execute();
}
