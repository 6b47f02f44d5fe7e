/**
 * The chat catalog every turn shares, read from the database once and rebuilt when the catalog
 * fingerprint (db/catalog/catalog-version.ts) changes: a lib/versioned-cache.ts cache, like the
 * planner's snapshot cache, so imports made by any app instance are noticed within
 * `versionCheckIntervalMs`.
 */
import type { Kysely } from 'kysely';
import { readCatalogVersion } from '../../../db/catalog/catalog-version.js';
import type { Database } from '../../../db/schema.js';
import { createVersionedCache } from '../../../lib/versioned-cache.js';
import type { ChatCatalog } from './chat-catalog.js';
import { loadChatCatalog } from './chat-catalog.repository.js';

/** Options of {@link createChatCatalogCache}. */
export interface ChatCatalogCacheOptions {
  /** How long a catalog version is trusted before it is read again, ms (default 2000). */
  versionCheckIntervalMs?: number;
  /** Clock, epoch ms. */
  now?: () => number;
}

/**
 * The shared chat catalog over `db`. `current()` resolves the catalog of the current version.
 * @throws (from `current()`) database errors and JsonColumnError of the load.
 */
export function createChatCatalogCache(db: Kysely<Database>, options: ChatCatalogCacheOptions = {}): { current(): Promise<ChatCatalog> } {
  return createVersionedCache({
    readVersion: () => readCatalogVersion(db),
    load: () => loadChatCatalog(db),
    ...(options.versionCheckIntervalMs === undefined ? {} : { versionCheckIntervalMs: options.versionCheckIntervalMs }),
    ...(options.now === undefined ? {} : { now: options.now }),
  });
}
