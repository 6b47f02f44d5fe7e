/**
 * The real catalog (catalog/ folder) imported into a fresh SQLite database and loaded as a chat
 * catalog, for the chat tests. One database per test file (beforeAll), removed afterwards.
 */
import path from 'node:path';
import { REPO_ROOT } from '../../../config/env.js';
import { importCatalog } from '../../../db/catalog/import-catalog.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-databases.js';
import type { ChatCatalog } from '../knowledge/chat-catalog.js';
import { loadChatCatalog } from '../knowledge/chat-catalog.repository.js';

/** The project's catalog folder. */
export const CATALOG_DIR = path.join(REPO_ROOT, 'catalog');

/**
 * A migrated SQLite database with the catalog imported, and its chat catalog.
 * @throws when the import reports errors.
 */
export async function openChatCatalog(): Promise<{ database: TestDatabase; catalog: ChatCatalog }> {
  const database = await createTestDatabase('sqlite');
  const imported = await importCatalog(database.db, { dir: CATALOG_DIR, now: () => 1_700_000_000_000 });
  if (!imported.ok) throw new Error(`catalog import failed: ${JSON.stringify(imported)}`);
  return { database, catalog: await loadChatCatalog(database.db) };
}
