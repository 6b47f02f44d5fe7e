/**
 * Runs the schema migrations (Kysely `Migrator`), identical on SQLite and PostgreSQL.
 * Migrations are listed here in code, not discovered from the file system, so the order is explicit
 * and bundling cannot lose one.
 */
import { Migrator, PostgresAdapter, sql, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import * as catalog from './migrations/0001-catalog.js';
import * as feedback from './migrations/0002-feedback.js';
import * as attractionActivity from './migrations/0003-attraction-activity.js';
import * as reviews from './migrations/0004-reviews.js';
import * as guides from './migrations/0005-guides.js';
import * as accounts from './migrations/0006-accounts.js';
import * as membership from './migrations/0007-membership.js';
import * as travelPlans from './migrations/0008-travel-plans.js';
import * as payments from './migrations/0009-payments.js';
import * as chat from './migrations/0010-chat.js';
import * as catalogDepth from './migrations/0011-catalog-depth.js';
import * as photos from './migrations/0012-photos.js';
import * as planSearchListing from './migrations/0013-plan-search-listing.js';
import * as placeNames from './migrations/0014-place-names.js';
import * as hoursUnknownDays from './migrations/0015-hours-unknown-days.js';
import type { Database } from './schema.js';

const MIGRATIONS: Record<string, Migration> = {
  '0001-catalog': catalog,
  '0002-feedback': feedback,
  '0003-attraction-activity': attractionActivity,
  '0004-reviews': reviews,
  '0005-guides': guides,
  '0006-accounts': accounts,
  '0007-membership': membership,
  '0008-travel-plans': travelPlans,
  '0009-payments': payments,
  '0010-chat': chat,
  '0011-catalog-depth': catalogDepth,
  '0012-photos': photos,
  '0013-plan-search-listing': planSearchListing,
  '0014-place-names': placeNames,
  '0015-hours-unknown-days': hoursUnknownDays,
};

/** Names of the migrations this build knows, in order. */
export const MIGRATION_NAMES = Object.keys(MIGRATIONS);

/**
 * Bring the schema to the latest migration. Each migration runs in a transaction where the engine
 * supports transactional DDL (both of ours do).
 * @returns names of the migrations applied by this call (empty when already up to date).
 * @throws the first migration error, after the failed migration was rolled back.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
    // Kysely looks for its own tables in every schema unless told which one: on a PostgreSQL
    // database where another schema already holds them (tests use one schema each), it would skip
    // creating them in ours. Name the connection's current schema explicitly.
    migrationTableSchema: await currentPostgresSchema(db),
  });
  const result: MigrationResultSet = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed`, { cause: result.error });
  }
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The first schema of PostgreSQL's search_path; undefined on SQLite. */
async function currentPostgresSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const result = await sql<{ name: string | null }>`select current_schema() as name`.execute(db);
  return result.rows[0]?.name ?? undefined;
}
