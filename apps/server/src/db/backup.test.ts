import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { TravelPlan } from '@dali/shared/contracts/planner';
import { REPO_ROOT } from '../config/env.js';
import { makeStoredPlan } from '../test/planner-helpers.js';
import { nextId } from '../lib/ids.js';
import { login, registerAccount } from '../test/accounts-helpers.js';
import { buildCatalogTestApp, buildTestApp, type TestApp } from '../test/build-test-app.js';
import { createMembershipServices } from '../test/membership-helpers.js';
import type { TestDatabase } from '../test/test-databases.js';
import {
  BackupError,
  MissingToolError,
  backupFileName,
  backupPostgres,
  backupSqlite,
  defaultBackupPath,
  findExecutable,
  inspectSqliteFile,
  pgDumpCommand,
  restorePostgres,
  restoreSqlite,
} from './backup.js';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

const runFile = promisify(execFile);
const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
const ALICE = 'alice.backup@example.com';
const BOB = '13800138000';
const PLANS = '/ai_api/v1/base_api/travel_plans';

/** Folders and databases a test made, removed after it whatever happened. */
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-backup-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A SQLite database at a path the test knows (createTestDatabase keeps its path to itself). */
async function sqliteDatabaseAt(file: string): Promise<TestDatabase> {
  const handle = openDatabase({ url: file, baseDir: path.dirname(file) });
  await migrateToLatest(handle.db);
  return { ...handle, schema: undefined, cleanup: () => handle.destroy() };
}

/** What {@link populate} stored, to look for after the restore. */
interface Fixture {
  aliceId: string;
  bobId: string;
  planId: string;
  plan: TravelPlan;
}

/**
 * Two accounts registered through the routes, a one-week pass granted to Alice through the
 * membership service, and a plan she made through the planner stream (the local planner).
 */
async function populate(t: TestApp): Promise<Fixture> {
  const aliceId = await registerAccount(t, ALICE);
  const bobId = await registerAccount(t, BOB);
  await createMembershipServices(t.database.db, { now: Date.now }).membershipService.grantMembership({ userId: aliceId, orderId: 'order-backup-1', packageId: 'one-week' });
  const token = await accessToken(t, ALICE);
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en-US' };
  const planId = await makeStoredPlan(t.app, headers);
  const stored = await t.app.inject({ method: 'GET', url: `${PLANS}/${planId}`, headers });
  expect(stored.statusCode).toBe(200);
  return { aliceId, bobId, planId, plan: stored.json().data.plan as TravelPlan };
}

async function accessToken(t: TestApp, account: string): Promise<string> {
  const response = await login(t, account);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { accessToken: string } }).data.accessToken;
}

/**
 * Keeps writing until stopped: two feedback rows per transaction, so a consistent copy holds an
 * even number of them. Yields to the event loop between transactions so requests and the backup
 * interleave with the writes.
 */
function startWriter(t: TestApp) {
  let written = 0;
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      await t.database.db.transaction().execute(async (trx) => {
        for (const half of ['a', 'b']) {
          await trx.insertInto('feedback').values({ id: nextId(), content: `write ${written} ${half}`, languageCode: 'en-US', userId: null, createdAt: Date.now() }).execute();
        }
      });
      written += 2;
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return {
    written: () => written,
    /** Stop and return how many rows were written in all. */
    async stop() {
      stopped = true;
      await done;
      return written;
    },
  };
}

async function feedbackCount(t: TestApp): Promise<number> {
  const row = await t.database.db.selectFrom('feedback').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A fresh app over the restored database: the accounts log in, Alice's pass and plan are there. */
async function expectRestored(t: TestApp, fixture: Fixture): Promise<void> {
  const aliceToken = await accessToken(t, ALICE);
  const bobToken = await accessToken(t, BOB);
  const as = (token: string) => ({ authorization: `Bearer ${token}`, 'accept-language': 'en-US' });

  const aliceMembership = await t.app.inject({ method: 'GET', url: '/api/v1/membership/plans/current-user', headers: as(aliceToken) });
  expect(aliceMembership.statusCode).toBe(200);
  expect(aliceMembership.json().data).toMatchObject({ userLevel: 'STANDARD', packageId: 'one-week', planName: 'One-week pass' });
  const bobMembership = await t.app.inject({ method: 'GET', url: '/api/v1/membership/plans/current-user', headers: as(bobToken) });
  expect(bobMembership.json().data).toBeNull();

  const plan = await t.app.inject({ method: 'GET', url: `${PLANS}/${fixture.planId}`, headers: as(aliceToken) });
  expect(plan.statusCode).toBe(200);
  expect(plan.json().data).toMatchObject({ id: fixture.planId, userId: fixture.aliceId, isOwner: true });
  expect(plan.json().data.plan).toEqual(fixture.plan);
  const history = await t.app.inject({ method: 'GET', url: `${PLANS}/user/${fixture.aliceId}`, headers: as(aliceToken) });
  expect(history.json().data.plans.map((p: { planId: string }) => p.planId)).toEqual([fixture.planId]);
  // Bob cannot see Alice's plan after the restore either.
  expect((await t.app.inject({ method: 'GET', url: `${PLANS}/${fixture.planId}`, headers: as(bobToken) })).statusCode).toBe(404);
}

describe('backup file names and commands', () => {
  it('names backups by UTC time, under DATA_DIR/backups by default', () => {
    const at = new Date('2026-05-12T03:15:07.123Z');
    expect(backupFileName('sqlite', at)).toBe('app-20260512T031507Z.db');
    expect(backupFileName('postgres', at)).toBe('app-20260512T031507Z.dump');
    expect(defaultBackupPath('/srv/dali/data', 'sqlite', at)).toBe(path.join('/srv/dali/data/backups/app-20260512T031507Z.db'));
  });

  it('keeps the PostgreSQL password out of pg_dump’s arguments and out of the printed command', () => {
    const command = pgDumpCommand({ url: 'postgres://dali:s%40cret@db.internal:5432/dali?sslmode=require', file: '/b/app.dump', schema: 'public' });
    expect(command.args).toEqual(['--format=custom', '--file=/b/app.dump', '--schema=public', '--dbname=postgres://dali@db.internal:5432/dali?sslmode=require']);
    expect(command.env).toEqual({ PGPASSWORD: 's@cret' });
    expect(command.display).toBe('pg_dump --format=custom --file=/b/app.dump --schema=public --dbname="$DATABASE_URL"');
  });

  it('says which command to run when pg_dump or pg_restore is not on PATH', async () => {
    const empty = tempDir();
    const target = path.join(empty, 'app.dump');
    const dump = backupPostgres({ url: 'postgres://dali@db.internal/dali', target, pathList: empty });
    await expect(dump).rejects.toBeInstanceOf(MissingToolError);
    await expect(dump).rejects.toThrow(`pg_dump --format=custom --file=${target} --dbname="$DATABASE_URL"`);
    const restore = restorePostgres({ url: 'postgres://dali@db.internal/dali', backup: target, pathList: empty });
    await expect(restore).rejects.toThrow('pg_restore --clean --if-exists --single-transaction --dbname="$DATABASE_URL"');
    expect(fs.existsSync(target)).toBe(false);
  });
});

describe('SQLite backup and restore', () => {
  it('backs up a running app while it writes, restores to a new file, and a fresh app serves the same accounts, memberships and plans', async () => {
    const dir = tempDir();
    const live = await sqliteDatabaseAt(path.join(dir, 'live/app.db'));
    cleanups.push(() => live.cleanup());
    const t = await buildCatalogTestApp({ database: live });
    cleanups.push(() => t.close());
    const fixture = await populate(t);

    // `npm run backup` in its own process, with no --out, while this process keeps writing: the
    // copy is a snapshot of one moment even though the file changes under it.
    const writer = startWriter(t);
    while (writer.written() < 20) await new Promise((resolve) => setImmediate(resolve));
    const writtenBefore = writer.written();
    const env = { ...process.env, DATABASE_URL: path.join(dir, 'live/app.db'), DATA_DIR: path.join(dir, 'data') };
    const backupRun = await runFile(TSX, [path.join(REPO_ROOT, 'apps/server/src/db/backup.cli.ts')], { env });
    const writtenAfter = await writer.stop();
    const backupFile = /^Backup: (.+)$/m.exec(backupRun.stdout)?.[1] ?? '';
    expect(path.dirname(backupFile)).toBe(path.join(dir, 'data/backups'));
    expect(path.basename(backupFile)).toMatch(/^app-\d{8}T\d{6}Z\.db$/);
    expect(backupRun.stdout).toMatch(/integrity_check ok/);
    expect(backupRun.stdout).toContain('Rows: users 2, memberships 1, travel_plans 1');
    // One self-contained file: no WAL beside it.
    expect(fs.readdirSync(path.dirname(backupFile))).toEqual([path.basename(backupFile)]);

    // `npm run restore` to a new path, then the same file again: refused without --force, and
    // refused with it while an app has the file open.
    const restoredFile = path.join(dir, 'restored/app.db');
    const restoreRun = await runFile(TSX, [path.join(REPO_ROOT, 'apps/server/src/db/restore.cli.ts'), backupFile], { env: { ...env, DATABASE_URL: restoredFile } });
    expect(restoreRun.stdout).toContain(`Restored ${backupFile} to ${restoredFile}`);
    expect(restoreRun.stdout).toContain('Rows: users 2, memberships 1, travel_plans 1');
    await expect(restoreSqlite({ backup: backupFile, target: restoredFile })).rejects.toThrow(/exists; stop the app and pass --force/);
    const liveBefore = await feedbackCount(t);
    await expect(restoreSqlite({ backup: backupFile, target: path.join(dir, 'live/app.db'), force: true })).rejects.toThrow(/in use by another connection/);
    expect(await feedbackCount(t)).toBe(liveBefore);

    const restored = await sqliteDatabaseAt(restoredFile);
    cleanups.push(() => restored.cleanup());
    const fresh = await buildTestApp({ database: restored });
    cleanups.push(() => fresh.close());
    await expectRestored(fresh, fixture);
    // Whole transactions only, taken while the writer ran, and writes went on after the snapshot.
    const copied = await feedbackCount(fresh);
    expect(copied % 2).toBe(0);
    expect(copied).toBeGreaterThanOrEqual(writtenBefore);
    expect(copied).toBeLessThan(writtenAfter);
  });

  it('does not let a leftover -wal of a deleted database replay onto the restored file', async () => {
    const dir = tempDir();
    const source = await sqliteDatabaseAt(path.join(dir, 'source.db'));
    await source.destroy();
    const backup = await backupSqlite({ source: path.join(dir, 'source.db'), target: path.join(dir, 'backup.db') });
    expect(backup.counts).toEqual({ users: 0, memberships: 0, travelPlans: 0 });

    // A database deleted without its -wal (app.db removed by hand after a crash): the log's frames
    // belong to the old file and would overwrite pages of whatever file takes its name.
    const target = path.join(dir, 'app.db');
    const old = new BetterSqlite3(target);
    old.pragma('journal_mode = WAL');
    old.pragma('wal_autocheckpoint = 0');
    old.exec("create table stale (x); insert into stale values ('from the old file')");
    const leftover = fs.readFileSync(`${target}-wal`);
    old.close();
    fs.rmSync(target);
    fs.writeFileSync(`${target}-wal`, leftover);

    const report = await restoreSqlite({ backup: backup.file, target });
    expect(report.counts).toEqual({ users: 0, memberships: 0, travelPlans: 0 });
    expect(inspectSqliteFile(target).counts).toEqual(report.counts);
    const check = new BetterSqlite3(target, { readonly: true });
    const tables = (check.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((row) => row.name);
    check.close();
    expect(tables).toContain('users');
    expect(tables).not.toContain('stale');
  });

  it('refuses a damaged backup and leaves the target as it was', async () => {
    const dir = tempDir();
    const bad = path.join(dir, 'bad.db');
    fs.writeFileSync(bad, 'not a database');
    const target = path.join(dir, 'app.db');
    await expect(restoreSqlite({ backup: bad, target })).rejects.toThrow(BackupError);
    await expect(restoreSqlite({ backup: bad, target })).rejects.toThrow(`${bad} is not a readable SQLite database`);
    expect(fs.readdirSync(dir)).toEqual(['bad.db']);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;
const hasPgTools = findExecutable('pg_dump') !== undefined && findExecutable('pg_restore') !== undefined;

describe.skipIf(!postgresUrl || !hasPgTools)('PostgreSQL backup and restore', () => {
  it('dumps a running app’s schema while it writes, restores it into a fresh schema, and a fresh app serves the same data', async () => {
    const url = postgresUrl ?? '';
    const dir = tempDir();
    const t = await buildCatalogTestApp({ engine: 'postgres' });
    let closed = false;
    cleanups.push(() => (closed ? undefined : t.close()));
    const schema = t.database.schema ?? '';
    const fixture = await populate(t);

    const writer = startWriter(t);
    while (writer.written() < 20) await new Promise((resolve) => setImmediate(resolve));
    const writtenBefore = writer.written();
    const dump = await backupPostgres({ url, target: path.join(dir, backupFileName('postgres')), schema });
    const writtenAfter = await writer.stop();
    expect(dump.tables).toBeGreaterThanOrEqual(26);

    // Closing the app drops its schema, so the restore recreates it from the archive alone.
    await t.close();
    closed = true;
    const report = await restorePostgres({ url, backup: dump.file, schema });
    cleanups.push(() => dropSchema(url, schema));
    expect(report).toEqual({ counts: { users: 2, memberships: 1, travelPlans: 1 }, applied: [] });
    await expect(restorePostgres({ url, backup: dump.file, schema })).rejects.toThrow(/already holds the app's tables/);

    const handle = openDatabase({ url, baseDir: dir, schema, poolMax: 5 });
    cleanups.push(() => handle.destroy());
    const fresh = await buildTestApp({ database: { ...handle, schema, cleanup: () => handle.destroy() } });
    cleanups.push(() => fresh.close());
    await expectRestored(fresh, fixture);
    const copied = await feedbackCount(fresh);
    expect(copied % 2).toBe(0);
    expect(copied).toBeGreaterThanOrEqual(writtenBefore);
    expect(copied).toBeLessThanOrEqual(writtenAfter);
  });
});

async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}
