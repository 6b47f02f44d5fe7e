/**
 * `buildTestApp`: the real application over a fresh migrated test database, with quiet logs and
 * settings suited to tests. Drive it with `app.inject()`.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type BuildAppOverrides } from '../app.js';
import type { AccountsOverrides } from '../features/accounts/accounts.setup.js';
import type { MembershipOverrides } from '../features/membership/membership.setup.js';
import type { PaymentsOverrides } from '../features/payments/payments.setup.js';
import { loadConfig, type AppConfig } from '../config/env.js';
import { importCatalog } from '../db/catalog/import-catalog.js';
import type { DatabaseEngine } from '../db/database.js';
import { createTestAuthenticator } from './test-auth.js';
import { createTestDatabase, type TestDatabase } from './test-databases.js';

/** What `buildTestApp` returns: the app, its fresh migrated database and config; `close()` ends both. */
export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: TestDatabase;
  config: AppConfig;
  /** Close the app and remove the database. */
  close(): Promise<void>;
}

/** Options of {@link buildTestApp}. */
export interface BuildTestAppOptions {
  engine?: DatabaseEngine;
  /** Extra environment variables, as strings, parsed like the real ones. */
  env?: Record<string, string>;
  /** Reuse an existing database (e.g. two app instances over one database). */
  database?: TestDatabase;
  /** Redis key prefix; default a random one so tests never share counters by accident. */
  redisNamespace?: string;
  /** Log in `Authorization: Bearer test-user:<id>` as that user (test/test-auth.ts); default: nobody logs in. */
  testAuth?: boolean;
  /** Resolve callers with this instead (wins over `testAuth`), e.g. one whose store fails. */
  authenticate?: BuildAppOverrides['authenticate'];
  /** Clock, login-delay wait and password hasher of the accounts feature. */
  accounts?: AccountsOverrides;
  /** Clock and configuration of memberships and quotas. */
  membership?: MembershipOverrides;
  /** Clock, provider adapters and reconciliation of payments; default: no reconciliation timer. */
  payments?: PaymentsOverrides;
  /** Engine, grounding check, heartbeat and clock of the chat assistant. */
  chat?: BuildAppOverrides['chat'];
  /** The text translator. */
  translator?: BuildAppOverrides['translator'];
  /** The speech recogniser of the voice socket. */
  recognizer?: BuildAppOverrides['recognizer'];
  /** The speech synthesiser of the voice socket. */
  synthesizer?: BuildAppOverrides['synthesizer'];
  /** Timers and limits of the voice sockets. */
  voice?: BuildAppOverrides['voice'];
  /** Pino options of the app (e.g. a stream that collects lines); default: no logs. */
  logger?: BuildAppOverrides['logger'];
  /** Called before `app.ready()`: register test-only routes here. */
  beforeReady?: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void> | void;
}

const emptyDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-no-web-'));

/** Build the app for a test. By default no web build is served and Redis is not used. */
export async function buildTestApp(options: BuildTestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase(options.engine ?? 'sqlite'));
  // Uploads and other files go to a folder of this test app, never the repository's data/.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-data-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: emptyDist, DATA_DIR: dataDir, LIST_CACHE_MS: '0', ...options.env });
  const app = await buildApp(config, {
    database,
    logger: options.logger ?? false,
    redisNamespace: options.redisNamespace ?? `dali-test:${randomBytes(6).toString('hex')}:`,
    ...(options.testAuth ? { authenticate: createTestAuthenticator(database.db) } : {}),
    ...(options.authenticate ? { authenticate: options.authenticate } : {}),
    ...(options.accounts ? { accounts: options.accounts } : {}),
    ...(options.membership ? { membership: options.membership } : {}),
    payments: { reconcileIntervalMs: 0, ...options.payments },
    ...(options.chat ? { chat: options.chat } : {}),
    ...(options.translator ? { translator: options.translator } : {}),
    ...(options.recognizer ? { recognizer: options.recognizer } : {}),
    ...(options.synthesizer ? { synthesizer: options.synthesizer } : {}),
    ...(options.voice ? { voice: options.voice } : {}),
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      if (!options.database) await database.cleanup();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test app whose database holds the repository's catalog (catalog/), imported the way
 * `npm start` does it. Fails loudly if the catalog does not import.
 */
export async function buildCatalogTestApp(options: BuildTestAppOptions = {}): Promise<TestApp> {
  const t = await buildTestApp(options);
  const imported = await importCatalog(t.database.db, { dir: t.config.CATALOG_DIR });
  if (!imported.ok) {
    await t.close();
    throw new Error(`catalog/ does not import: ${imported.problems.length} problem(s)`);
  }
  return t;
}
