/**
 * `npm run migrate`: bring the configured database (DATABASE_URL) to the latest schema.
 * Exit code 1 with the reason when configuration or a migration fails.
 */
import { ConfigError, REPO_ROOT, loadConfig } from '../config/env.js';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

try {
  const config = loadConfig();
  const database = openDatabase({ url: config.DATABASE_URL, baseDir: REPO_ROOT });
  try {
    const applied = await migrateToLatest(database.db);
    console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'Already up to date');
  } finally {
    await database.destroy();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
