/**
 * `npm run backup [-- --out FILE]`: back up the configured database (DATABASE_URL) while the app
 * keeps running.
 * SQLite: an online copy to DATA_DIR/backups/app-<UTC time>.db (or FILE), checked with
 * `PRAGMA integrity_check`; prints its path, size and the row counts of users, memberships and
 * travel plans.
 * PostgreSQL: `pg_dump --format=custom` to DATA_DIR/backups/app-<UTC time>.dump (or FILE); when
 * pg_dump is not on PATH, prints the command to run instead.
 * Exit code 1 with the reason when configuration, the copy or its check fails, or pg_dump is missing.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, REPO_ROOT, isPostgresUrl, loadConfig } from '../config/env.js';
import { BackupError, backupPostgres, backupSqlite, defaultBackupPath, formatKeyTableCounts, sqliteFileOf } from './backup.js';

const USAGE = 'usage: npm run backup [-- --out FILE]';

try {
  const { values, positionals } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: true });
  if (positionals.length > 0) throw new BackupError(USAGE);
  const config = loadConfig();
  const engine = isPostgresUrl(config.DATABASE_URL) ? 'postgres' : 'sqlite';
  // npm runs scripts from the repository root; INIT_CWD is where the command was typed, which is
  // what a relative --out means. The default follows DATA_DIR.
  const target = values.out ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out) : defaultBackupPath(config.DATA_DIR, engine);
  if (engine === 'postgres') {
    const report = await backupPostgres({ url: config.DATABASE_URL, target });
    console.log(`Backup: ${report.file}`);
    console.log(`Size: ${formatBytes(report.bytes)}; ${report.tables} tables; pg_dump took ${(report.durationMs / 1000).toFixed(1)} s`);
    console.log(`Restore with: npm run restore -- ${report.file}`);
  } else {
    const report = await backupSqlite({ source: sqliteFileOf(config.DATABASE_URL, REPO_ROOT), target });
    console.log(`Backup: ${report.file}`);
    console.log(`Size: ${formatBytes(report.bytes)}; integrity_check ok; copied in ${(report.durationMs / 1000).toFixed(1)} s`);
    console.log(`Rows: ${formatKeyTableCounts(report.counts)}`);
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB (${bytes} bytes)` : `${(bytes / 1024).toFixed(1)} KB (${bytes} bytes)`;
}
