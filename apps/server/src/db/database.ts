/**
 * Opens the database: SQLite through better-sqlite3 (embedded default, WAL) or PostgreSQL through
 * `pg` when the URL is `postgres://…` (architecture.md §1 "database").
 */
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

/** Which engine a handle talks to. */
export type DatabaseEngine = 'sqlite' | 'postgres';

/** An open database: the Kysely instance, its engine, and how to close it. */
export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly engine: DatabaseEngine;
  /**
   * Round trip of a trivial query on the driver itself, ms (health checks).
   * @throws when the database does not answer or the handle is closed.
   */
  ping(): Promise<number>;
  /** Close every connection; safe to call once. */
  destroy(): Promise<void>;
}

/** Options of {@link openDatabase}. */
export interface OpenDatabaseOptions {
  /** `postgres://…` for PostgreSQL; otherwise a SQLite file path (or `:memory:`). */
  url: string;
  /** Directory relative SQLite paths are resolved against. */
  baseDir: string;
  /** Most connections in the PostgreSQL pool; default 10. */
  poolMax?: number;
  /** PostgreSQL schema to use as `search_path` (tests use one schema per run). */
  schema?: string;
  /**
   * Told of connection errors that happen outside any query (an idle pooled connection ended by
   * the server); the pool drops that connection and opens a new one on the next query. Default:
   * one line on stderr. Without a listener, pg would raise them as uncaught errors and end the process.
   */
  onConnectionError?: (error: Error) => void;
}

// int8 (bigint) columns hold epoch-ms timestamps and counters, which fit in a double exactly;
// pg returns them as strings by default, so parse them as numbers (architecture.md §4).
const PG_INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === PG_INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

/**
 * Open a database handle. SQLite files get WAL, foreign keys, a 5 s busy timeout and
 * `synchronous=NORMAL`; their directory is created when missing.
 * @throws when the SQLite file cannot be opened; PostgreSQL connects lazily on first query.
 */
export function openDatabase(options: OpenDatabaseOptions): DatabaseHandle {
  if (/^postgres(ql)?:\/\//i.test(options.url)) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      types: pgTypes,
      ...(options.schema ? { options: `-c search_path=${quoteIdentifier(options.schema)}` } : {}),
      // Fail fast while the server is away (requests answer 503 instead of queueing), and keep
      // dead sockets from lingering once it is back.
      connectionTimeoutMillis: 3000,
      keepAlive: true,
    });
    const onConnectionError =
      options.onConnectionError ?? ((error: Error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    // An idle client whose backend was terminated (restart, failover, pg_terminate_backend) makes
    // the pool emit 'error'; with no listener Node turns that into an uncaught exception.
    pool.on('error', (error) => onConnectionError(error));
    // A checked-out client can also be told of its end between queries; its next query fails and
    // the pool discards it on release, so here it only needs a listener.
    pool.on('connect', (client) => {
      client.on('error', (error) => onConnectionError(error));
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
    return {
      db,
      engine: 'postgres',
      ping: () => timed(async () => void (await pool.query('select 1'))),
      destroy: () => db.destroy(),
    };
  }
  const file = options.url === ':memory:' ? ':memory:' : path.resolve(options.baseDir, options.url);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new CamelCasePlugin()] });
  // Health checks can be frequent: reuse one prepared statement instead of going through the query builder.
  const pingStatement = sqlite.prepare('select 1');
  return {
    db,
    engine: 'sqlite',
    ping: () => timed(async () => void pingStatement.get()),
    destroy: () => db.destroy(),
  };
}

async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`Invalid schema name: ${name}`);
  return `"${name}"`;
}
