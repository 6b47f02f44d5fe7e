/**
 * `npm run restore -- FILE [--force]`: restore a backup made by `npm run backup` into the
 * configured database (DATABASE_URL), then migrate it to the latest schema. Stop the app first.
 * SQLite: refuses while the database file exists unless --force, and always while another
 * connection has it open; the backup is checked with `PRAGMA integrity_check` before it goes into
 * place. PostgreSQL: `pg_restore --clean --if-exists --single-transaction`, refused while the
 * database holds the app's tables unless --force.
 * Prints the row counts of users, memberships and travel plans after the restore.
 * Exit code 1 with the reason when anything is refused or fails, or pg_restore is missing.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, REPO_ROOT, isPostgresUrl, loadConfig } from '../config/env.js';
import { BackupError, restorePostgres, restoreSqlite, sqliteFileOf, formatKeyTableCounts, type KeyTableCounts } from './backup.js';

const USAGE = 'usage: npm run restore -- FILE [--force]';

try {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
  if (positionals.length !== 1 || !positionals[0]) throw new BackupError(USAGE);
  // npm runs scripts from the repository root; a relative FILE is relative to where it was typed.
  const backup = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
  const config = loadConfig();
  if (isPostgresUrl(config.DATABASE_URL)) {
    const report = await restorePostgres({ url: config.DATABASE_URL, backup, force: values.force });
    console.log(`Restored ${backup} with pg_restore`);
    printOutcome(report);
  } else {
    const report = await restoreSqlite({ backup, target: sqliteFileOf(config.DATABASE_URL, REPO_ROOT), force: values.force });
    console.log(`Restored ${backup} to ${report.file} (integrity_check ok)`);
    printOutcome(report);
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}

function printOutcome(report: { applied: string[]; counts: KeyTableCounts }): void {
  console.log(report.applied.length > 0 ? `Migrations applied: ${report.applied.join(', ')}` : 'Schema already up to date');
  console.log(`Rows: ${formatKeyTableCounts(report.counts)}`);
}
