/**
 * The database engines a test runs on: SQLite (a real file in a temp folder) always, PostgreSQL too
 * when TEST_DATABASE_URL is set, each test database in its own schema that is dropped afterwards.
 * Under CI (CI=true) a missing TEST_DATABASE_URL is an error, so the PostgreSQL suite can never be
 * skipped silently.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseEngine, type DatabaseHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

/** A fresh, migrated database and how to remove it. */
export interface TestDatabase extends DatabaseHandle {
  /** PostgreSQL schema of this database; undefined on SQLite. */
  schema: string | undefined;
  /** Close connections and delete the file or schema. */
  cleanup(): Promise<void>;
}

/** Engines the suite runs on in this environment. */
export function testEngines(): DatabaseEngine[] {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.CI) {
    throw new Error('CI is set but TEST_DATABASE_URL is not: the PostgreSQL suite would be skipped');
  }
  return url ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** Create a fresh database on `engine`, migrated to the latest schema unless `migrate` is false. */
export async function createTestDatabase(engine: DatabaseEngine, options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const handle = engine === 'sqlite' ? openSqlite() : await openPostgres();
  if (options.migrate !== false) await migrateToLatest(handle.db);
  return handle;
}

function openSqlite(): TestDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-test-'));
  const handle = openDatabase({ url: path.join(dir, 'app.db'), baseDir: dir });
  return {
    ...handle,
    schema: undefined,
    async cleanup() {
      await handle.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create schema "${schema}"`);
  } finally {
    await admin.end();
  }
  const handle = openDatabase({ url, baseDir: os.tmpdir(), schema, poolMax: 5 });
  return {
    ...handle,
    schema,
    async cleanup() {
      await handle.destroy();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop schema "${schema}" cascade`);
      } finally {
        await client.end();
      }
    },
  };
}
