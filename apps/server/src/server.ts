/**
 * Entry point of `npm start`: parse the configuration, open the database, migrate, import the
 * catalog when its tables are empty, then listen on PORT. SIGINT/SIGTERM close gracefully: no new
 * connections, in-flight requests and streams finish (up to SHUTDOWN_GRACE_MS), then the database
 * closes.
 */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, REPO_ROOT, loadConfig, type AppConfig } from './config/env.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { importCatalog, isCatalogEmpty } from './db/catalog/import-catalog.js';
import { formatProblem } from './db/catalog/read-catalog.js';
import { MembershipConfigError } from './features/membership/membership-config.js';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = openDatabase({ url: config.DATABASE_URL, baseDir: REPO_ROOT, poolMax: config.DATABASE_POOL_MAX });
  const app = await buildApp(config, { database });
  app.addHook('onClose', () => database.destroy());

  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) app.log.info({ applied }, 'database migrated');
  if (config.AUTO_IMPORT_CATALOG && (await isCatalogEmpty(database.db))) {
    const result = await importCatalog(database.db, { dir: config.CATALOG_DIR });
    if (!result.ok) {
      for (const problem of result.problems) app.log.error(formatProblem(problem));
      throw new Error(`Catalog in ${config.CATALOG_DIR} has ${result.problems.length} problem(s); nothing was imported`);
    }
    app.log.info({ summary: result.summary }, 'catalog imported');
  }

  closeWithGrace({ delay: config.SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an uncaught error');
    else app.log.info({ signal }, 'closing gracefully');
    await app.close();
  });

  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error: unknown) => {
  // A bad membership file is an operator's mistake: its list of problems says all, no stack needed.
  console.error(error instanceof MembershipConfigError ? error.message : error);
  process.exit(1);
});
