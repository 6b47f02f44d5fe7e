/**
 * Backups and restores of the database (`npm run backup`, `npm run restore`; docs/deploy.md "Backups").
 *
 * SQLite: an online copy through SQLite's backup API (better-sqlite3 `db.backup`), consistent while
 * the app keeps reading and writing, WAL content included, then `PRAGMA integrity_check` on the copy.
 * A restore copies a backup into place next to the target, checks it, swaps it in and migrates it.
 *
 * PostgreSQL: pg_dump and pg_restore do this properly already, so these functions only run them
 * (custom-format archives) and say which command to run when they are not installed.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { openDatabase, type DatabaseEngine } from './database.js';
import { migrateToLatest } from './migrate.js';
import type { Database } from './schema.js';

const run = promisify(execFile);

/** Tables whose row counts a backup or restore reports: the data that cannot be re-imported. */
export const KEY_TABLES = { users: 'users', memberships: 'memberships', travelPlans: 'travel_plans' } as const;

/**
 * Row counts of {@link KEY_TABLES}, keyed like it. `null` when the table does not exist (a database
 * older than the migration that creates it).
 */
export type KeyTableCounts = Record<keyof typeof KEY_TABLES, number | null>;

/** `users 3, memberships 1, travel_plans 5` (`no table` for a null count), for the CLIs' output. */
export function formatKeyTableCounts(counts: KeyTableCounts): string {
  const show = (n: number | null) => (n === null ? 'no table' : String(n));
  return `users ${show(counts.users)}, memberships ${show(counts.memberships)}, travel_plans ${show(counts.travelPlans)}`;
}

/**
 * A backup or restore that cannot go ahead or did not succeed; `message` says why and what to do,
 * in words meant for the operator (the CLIs print it as is and exit 1).
 */
export class BackupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BackupError';
  }
}

/**
 * pg_dump or pg_restore is not on PATH. `command` is the command line to run where it is installed
 * (with `"$DATABASE_URL"` in place of the URL, so no password is printed).
 */
export class MissingToolError extends BackupError {
  constructor(
    public readonly tool: 'pg_dump' | 'pg_restore',
    public readonly command: string,
  ) {
    super(
      `${tool} is not on PATH. Install the PostgreSQL client tools of the server's major version ` +
        `(e.g. apt-get install postgresql-client-15), or run on a machine that has them:\n  ${command}`,
    );
    this.name = 'MissingToolError';
  }
}

/**
 * File name of a backup taken at `now`: `app-YYYYMMDDTHHMMSSZ.db` (SQLite) or `.dump` (PostgreSQL
 * custom format). UTC, and without colons, so names sort by time and are valid on every file system.
 */
export function backupFileName(engine: DatabaseEngine, now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
  return `app-${stamp}.${engine === 'sqlite' ? 'db' : 'dump'}`;
}

/** Where `npm run backup` writes without `--out`: `<dataDir>/backups/<backupFileName>`. */
export function defaultBackupPath(dataDir: string, engine: DatabaseEngine, now: Date = new Date()): string {
  return path.join(dataDir, 'backups', backupFileName(engine, now));
}

/**
 * The SQLite file a DATABASE_URL names, resolved against `baseDir` like {@link openDatabase} does.
 * @throws BackupError for `:memory:`, which has nothing on disk to back up or restore.
 */
export function sqliteFileOf(url: string, baseDir: string): string {
  if (url === ':memory:') throw new BackupError('DATABASE_URL is :memory:, an in-memory database with nothing on disk to back up or restore.');
  return path.resolve(baseDir, url);
}

/** A checked SQLite file: where it is, its size in bytes and the row counts of its key tables. */
export interface SqliteFileReport {
  file: string;
  bytes: number;
  counts: KeyTableCounts;
}

/** Options of {@link backupSqlite}. */
export interface SqliteBackupOptions {
  /** The live database file (WAL mode or not); it is opened read-only and never written. */
  source: string;
  /** Backup file to create; its directory is created when missing. Must not exist yet. */
  target: string;
  /**
   * Pages copied per step of the backup API. Default: all of them in one step. SQLite restarts a
   * backup whenever another connection writes between two steps, so small steps under a steady
   * write load could restart forever; one step holds a read snapshot instead, which in WAL mode
   * does not block writers. Smaller steps keep this process responsive for very large files.
   */
  pagesPerStep?: number;
}

/** What {@link backupSqlite} made: the checked copy and how long the copy itself took, ms. */
export interface SqliteBackupReport extends SqliteFileReport {
  durationMs: number;
}

/**
 * Copy a live SQLite database to `target` with the online backup API, then check the copy
 * (`PRAGMA integrity_check`) and count its key tables. The copy is written beside the target as
 * `<target>.partial` and renamed into place only once checked, so a file at `target` is always a
 * complete, checked backup. The copy uses the rollback journal (not WAL), so it is one
 * self-contained file.
 * @throws BackupError when the source does not exist, the target already exists, or the copy fails
 *   its integrity check (the partial file is removed).
 */
export async function backupSqlite(options: SqliteBackupOptions): Promise<SqliteBackupReport> {
  const { source, target } = options;
  if (!fs.existsSync(source)) throw new BackupError(`No SQLite database at ${source} (check DATABASE_URL).`);
  if (fs.existsSync(target)) throw new BackupError(`${target} already exists; choose another --out or move it away.`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  removeSqliteFiles(partial);
  const started = performance.now();
  const live = new BetterSqlite3(source, { readonly: true, fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    const pages = options.pagesPerStep ?? 0x7fffffff;
    await live.backup(partial, { progress: () => pages });
  } catch (error) {
    removeSqliteFiles(partial);
    throw new BackupError(`Backup of ${source} failed: ${errorMessage(error)}`, { cause: error });
  } finally {
    live.close();
  }
  const durationMs = performance.now() - started;
  try {
    const counts = checkSqliteFile(partial, { journalMode: 'delete', label: `The copy of ${source}` });
    fs.renameSync(partial, target);
    return { file: target, bytes: fs.statSync(target).size, counts, durationMs };
  } catch (error) {
    removeSqliteFiles(partial);
    throw error;
  }
}

/**
 * Check an existing SQLite file (`PRAGMA integrity_check`) and count its key tables. The file is
 * opened read-write, so checking a file in WAL mode leaves no -wal/-shm files behind.
 * @throws BackupError when the file is missing, is not a SQLite database, or is damaged.
 */
export function inspectSqliteFile(file: string): SqliteFileReport {
  if (!fs.existsSync(file)) throw new BackupError(`No file at ${file}.`);
  const counts = checkSqliteFile(file);
  return { file, bytes: fs.statSync(file).size, counts };
}

/** Options of {@link restoreSqlite}. */
export interface SqliteRestoreOptions {
  /** A backup file made by {@link backupSqlite} (or any SQLite database file); only read. */
  backup: string;
  /** The database file to create or replace (the path DATABASE_URL names). */
  target: string;
  /** Replace a `target` that exists. Even then, a target the app has open is refused. */
  force?: boolean;
}

/** What {@link restoreSqlite} did: the restored file, its counts after migrating, and the migrations it applied. */
export interface SqliteRestoreReport extends SqliteFileReport {
  /** Names of the migrations applied on top of the backup (empty when it was already current). */
  applied: string[];
}

/**
 * Restore a SQLite backup to `target`: copy it beside the target, check its integrity, move it into
 * place (removing any -wal/-shm of the replaced file, whose frames belong to the old database and
 * would be applied to the new one), then migrate it to the latest schema. Stop the app first.
 * @throws BackupError when the backup is missing or damaged, `target` exists without `force`, or
 *   another connection (a running app) has `target` open. `target` is untouched in all these cases.
 * @throws the migration error when the restored file cannot be migrated (the file stays in place).
 */
export async function restoreSqlite(options: SqliteRestoreOptions): Promise<SqliteRestoreReport> {
  const { backup, target } = options;
  if (!fs.existsSync(backup)) throw new BackupError(`No backup file at ${backup}.`);
  if (path.resolve(backup) === path.resolve(target)) throw new BackupError(`${backup} is the database itself; restore it to another path.`);
  if (fs.existsSync(target)) {
    if (!options.force) throw new BackupError(`${target} exists; stop the app and pass --force to replace it with ${backup}.`);
    assertNotInUse(target);
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // Copy first, into the target's directory: the check then runs on exactly the bytes that go into
  // place, the backup itself is never opened for writing, and the final rename is atomic.
  const incoming = `${target}.restoring`;
  removeSqliteFiles(incoming);
  try {
    fs.copyFileSync(backup, incoming);
    checkSqliteFile(incoming, { journalMode: 'delete', label: backup });
    for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${target}${suffix}`, { force: true });
    fs.renameSync(incoming, target);
  } catch (error) {
    removeSqliteFiles(incoming);
    throw error;
  }
  const database = openDatabase({ url: target, baseDir: path.dirname(target) });
  try {
    const applied = await migrateToLatest(database.db);
    const counts = await countKeyTables(database.db);
    return { file: target, bytes: fs.statSync(target).size, counts, applied };
  } finally {
    await database.destroy();
  }
}

/** Integrity check and key-table counts of a SQLite file; optionally switch its journal mode first. */
function checkSqliteFile(file: string, options: { journalMode?: 'delete'; label?: string } = {}): KeyTableCounts {
  // Messages name the file the operator gave (a backup), not the temporary copy being checked.
  const label = options.label ?? file;
  let sqlite: BetterSqlite3.Database;
  try {
    sqlite = new BetterSqlite3(file, { fileMustExist: true });
  } catch (error) {
    throw new BackupError(`${label} cannot be opened: ${errorMessage(error)}`, { cause: error });
  }
  try {
    if (options.journalMode) sqlite.pragma(`journal_mode = ${options.journalMode}`);
    const problems = (sqlite.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check);
    if (problems.length !== 1 || problems[0] !== 'ok') {
      throw new BackupError(`${label} failed PRAGMA integrity_check:\n${problems.slice(0, 10).map((p) => `  ${p}`).join('\n')}`);
    }
    const present = new Set((sqlite.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((row) => row.name));
    const count = (table: string) => (present.has(table) ? (sqlite.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n : null);
    return { users: count(KEY_TABLES.users), memberships: count(KEY_TABLES.memberships), travelPlans: count(KEY_TABLES.travelPlans) };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    // SQLITE_NOTADB, SQLITE_CORRUPT and friends: say which file, in the operator's terms.
    throw new BackupError(`${label} is not a readable SQLite database: ${errorMessage(error)}`, { cause: error });
  } finally {
    sqlite.close();
  }
}

/**
 * Refuse a target another connection has open. In WAL mode every open connection holds a shared
 * lock, so an exclusive lock taken without waiting fails exactly when someone (a running app, a
 * shell) has the file open; replacing a file under an open connection would lose its writes and
 * could corrupt what it writes next.
 */
function assertNotInUse(file: string): void {
  const probe = new BetterSqlite3(file, { fileMustExist: true });
  try {
    probe.pragma('busy_timeout = 0');
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('begin exclusive');
    probe.exec('commit');
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
      throw new BackupError(`${file} is in use by another connection (is the app running?); stop it before restoring.`, { cause: error });
    }
    // Any other failure (a damaged or non-database file) means no app is using it: replacing it is
    // what the restore is for.
  } finally {
    probe.close();
  }
}

/** Remove a SQLite file and its side files, ignoring those that do not exist. */
function removeSqliteFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${file}${suffix}`, { force: true });
}

/**
 * Row counts of {@link KEY_TABLES} through Kysely, on either engine, in a database migrated to the
 * latest schema (on PostgreSQL, the tables of the connection's search_path).
 * @throws when the database does not answer or a key table is missing.
 */
export async function countKeyTables(db: Kysely<Database>): Promise<KeyTableCounts> {
  const count = async (table: 'users' | 'memberships' | 'travelPlans') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    // PostgreSQL's count() is int8, which the pool parses to a number; SQLite's is a number already.
    return Number(row.n);
  };
  return { users: await count('users'), memberships: await count('memberships'), travelPlans: await count('travelPlans') };
}

/** A command line of a PostgreSQL client tool: program, arguments and the environment it adds. */
export interface PgToolCommand {
  command: 'pg_dump' | 'pg_restore';
  args: string[];
  /** `PGPASSWORD` when the URL carries a password (taken out of the URL, see {@link pgDumpCommand}). */
  env: Record<string, string>;
  /** The same command to print or document: the URL as `"$DATABASE_URL"`, no secrets. */
  display: string;
}

/**
 * `pg_dump --format=custom --file=FILE --dbname=URL [--schema=SCHEMA]`. The password of `url`, if
 * any, goes into `PGPASSWORD` instead of the arguments, where every user of the machine could read
 * it in the process list.
 * @throws TypeError when `url` is not a URL.
 */
export function pgDumpCommand(input: { url: string; file: string; schema?: string }): PgToolCommand {
  const { url, env } = splitPassword(input.url);
  const tail = [`--file=${input.file}`, ...(input.schema ? [`--schema=${input.schema}`] : [])];
  return {
    command: 'pg_dump',
    args: ['--format=custom', ...tail, `--dbname=${url}`],
    env,
    display: ['pg_dump', '--format=custom', ...tail.map(shellQuote), '--dbname="$DATABASE_URL"'].join(' '),
  };
}

/**
 * `pg_restore --clean --if-exists --single-transaction --dbname=URL FILE`: drop what the archive
 * holds, then recreate it, all in one transaction (a failure leaves the database as it was).
 * Password handling as in {@link pgDumpCommand}.
 * @throws TypeError when `url` is not a URL.
 */
export function pgRestoreCommand(input: { url: string; file: string }): PgToolCommand {
  const { url, env } = splitPassword(input.url);
  const flags = ['--clean', '--if-exists', '--single-transaction'];
  return {
    command: 'pg_restore',
    args: [...flags, `--dbname=${url}`, input.file],
    env,
    display: ['pg_restore', ...flags, '--dbname="$DATABASE_URL"', shellQuote(input.file)].join(' '),
  };
}

/**
 * The full path of executable `name` on `pathList` (a PATH value; default `process.env.PATH`), or
 * undefined when it is not there.
 */
export function findExecutable(name: string, pathList: string = process.env.PATH ?? ''): string | undefined {
  for (const dir of pathList.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // Not here; try the next directory.
    }
  }
  return undefined;
}

/** Options of {@link backupPostgres}. */
export interface PostgresBackupOptions {
  /** `postgres://…` of the database to dump. */
  url: string;
  /** Archive file to create (custom format); its directory is created when missing. Must not exist yet. */
  target: string;
  /** Dump only this schema (tests use one schema each); default: the whole database. */
  schema?: string;
  /** PATH to look for pg_dump and pg_restore on; default `process.env.PATH`. */
  pathList?: string;
}

/** What {@link backupPostgres} made: the archive, its size in bytes and how many tables it holds. */
export interface PostgresBackupReport {
  file: string;
  bytes: number;
  /** TABLE entries in the archive's table of contents (`pg_restore --list`). */
  tables: number;
  durationMs: number;
}

/**
 * Dump a PostgreSQL database with `pg_dump --format=custom` (a consistent snapshot however busy the
 * database is), then read the archive's table of contents back with `pg_restore --list` so an
 * unreadable archive is noticed now rather than on the day it is needed.
 * @throws MissingToolError when pg_dump or pg_restore is not on PATH (nothing is written).
 * @throws BackupError when the target exists or pg_dump fails (its stderr in the message; the
 *   partial file is removed).
 */
export async function backupPostgres(options: PostgresBackupOptions): Promise<PostgresBackupReport> {
  const command = pgDumpCommand({ url: options.url, file: options.target, ...(options.schema ? { schema: options.schema } : {}) });
  const pgDump = findExecutable('pg_dump', options.pathList);
  if (!pgDump) throw new MissingToolError('pg_dump', command.display);
  const pgRestore = findExecutable('pg_restore', options.pathList);
  if (!pgRestore) throw new MissingToolError('pg_restore', `pg_restore --list ${shellQuote(options.target)}`);
  if (fs.existsSync(options.target)) throw new BackupError(`${options.target} already exists; choose another --out or move it away.`);
  fs.mkdirSync(path.dirname(options.target), { recursive: true });
  const started = performance.now();
  try {
    await runTool(pgDump, command);
    const durationMs = performance.now() - started;
    const { stdout } = await run(pgRestore, ['--list', options.target], { maxBuffer: 64 * 1024 * 1024 });
    const tables = stdout.split('\n').filter((line) => /^\d+;.* TABLE /.test(line) && !/ TABLE DATA /.test(line)).length;
    return { file: options.target, bytes: fs.statSync(options.target).size, tables, durationMs };
  } catch (error) {
    fs.rmSync(options.target, { force: true });
    throw error instanceof BackupError ? error : new BackupError(`Reading back ${options.target} failed: ${errorMessage(error)}`, { cause: error });
  }
}

/** Options of {@link restorePostgres}. */
export interface PostgresRestoreOptions {
  /** `postgres://…` of the database to restore into. */
  url: string;
  /** Archive made by {@link backupPostgres} or `pg_dump --format=custom`. */
  backup: string;
  /**
   * Schema the archive's tables live in, checked for existing data and migrated afterwards;
   * default the connection's current schema (`public` unless search_path says otherwise).
   */
  schema?: string;
  /** Replace a database that already holds the app's tables (pg_restore --clean drops them first). */
  force?: boolean;
  /** PATH to look for pg_restore on; default `process.env.PATH`. */
  pathList?: string;
}

/** What {@link restorePostgres} did: counts after migrating, and the migrations applied on top of the archive. */
export interface PostgresRestoreReport {
  counts: KeyTableCounts;
  applied: string[];
}

/**
 * Restore a custom-format archive with `pg_restore --clean --if-exists --single-transaction`, then
 * migrate the result to the latest schema. Stop the app first: the restore drops and recreates
 * the tables under it.
 * @throws MissingToolError when pg_restore is not on PATH.
 * @throws BackupError when the archive is missing, the schema already holds the app's tables and
 *   `force` is not set, or pg_restore fails (its stderr in the message; the single transaction
 *   leaves the database as it was).
 * @throws the migration error when the restored schema cannot be migrated.
 */
export async function restorePostgres(options: PostgresRestoreOptions): Promise<PostgresRestoreReport> {
  const command = pgRestoreCommand({ url: options.url, file: options.backup });
  const pgRestore = findExecutable('pg_restore', options.pathList);
  if (!pgRestore) throw new MissingToolError('pg_restore', command.display);
  if (!fs.existsSync(options.backup)) throw new BackupError(`No backup file at ${options.backup}.`);
  const open = () => openDatabase({ url: options.url, baseDir: process.cwd(), poolMax: 1, ...(options.schema ? { schema: options.schema } : {}) });
  const before = open();
  try {
    const found = await sql<{ n: number | string }>`
      select count(*) as n from information_schema.tables
      where table_schema = ${options.schema ?? sql`current_schema()`} and table_name = ${KEY_TABLES.users}`.execute(before.db);
    if (Number(found.rows[0]?.n ?? 0) > 0 && !options.force) {
      throw new BackupError(`The database already holds the app's tables; stop the app and pass --force to replace them with ${options.backup}.`);
    }
  } finally {
    await before.destroy();
  }
  await runTool(pgRestore, command);
  const after = open();
  try {
    const applied = await migrateToLatest(after.db);
    return { counts: await countKeyTables(after.db), applied };
  } finally {
    await after.destroy();
  }
}

/** Run a PostgreSQL client tool; its stderr becomes the error message when it fails. */
async function runTool(executable: string, command: PgToolCommand): Promise<void> {
  try {
    await run(executable, command.args, { env: { ...process.env, ...command.env }, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new BackupError(`${command.command} failed: ${stderr || errorMessage(error)}`, { cause: error });
  }
}

/** The URL without its password, and `PGPASSWORD` holding it (libpq reads both). */
function splitPassword(raw: string): { url: string; env: Record<string, string> } {
  const url = new URL(raw);
  if (!url.password) return { url: raw, env: {} };
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { PGPASSWORD: password } };
}

/** Quote a word for a POSIX shell when it needs it (display only). */
function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
