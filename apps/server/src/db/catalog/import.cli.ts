/**
 * `npm run import:catalog [-- --dir PATH]`: validate and import a catalog folder (default: the
 * repository's catalog/, or CATALOG_DIR) into the configured database. Migrates first.
 * Prints one line per problem (file[index] (id) field: reason) and exits 1 when any is found;
 * nothing is written in that case. Otherwise prints per-table counts.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, REPO_ROOT, loadConfig } from '../../config/env.js';
import { openDatabase } from '../database.js';
import { migrateToLatest } from '../migrate.js';
import { importCatalog } from './import-catalog.js';
import { formatProblem } from './read-catalog.js';

try {
  const { values } = parseArgs({ options: { dir: { type: 'string' } }, allowPositionals: false });
  const config = loadConfig();
  const dir = values.dir ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.dir) : config.CATALOG_DIR;
  const database = openDatabase({ url: config.DATABASE_URL, baseDir: REPO_ROOT });
  try {
    await migrateToLatest(database.db);
    const result = await importCatalog(database.db, { dir });
    if (!result.ok) {
      console.error(`Catalog ${dir}: ${result.problems.length} problem(s); nothing was imported.`);
      for (const problem of result.problems) console.error(`  ${formatProblem(problem)}`);
      process.exitCode = 1;
    } else {
      console.log(`Imported ${dir} (import ${result.importId})`);
      console.table(result.summary);
    }
  } finally {
    await database.destroy();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
