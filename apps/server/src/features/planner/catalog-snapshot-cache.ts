/**
 * The catalog snapshot planning runs share (engine/catalog-snapshot.ts), read from the database once
 * and kept until the catalog changes: a {@link createVersionedCache} (lib/versioned-cache.ts) over
 * the catalog fingerprint (catalog-version.repository.ts). A snapshot trusts its catalog version for
 * `versionCheckIntervalMs` (default 2 s); the first run after that reads the version again (one
 * aggregate statement, shared by every run arriving meanwhile) and rebuilds only when it differs.
 */
import { createVersionedCache } from '../../lib/versioned-cache.js';
import type { CatalogSnapshot } from './engine/catalog-snapshot.js';

export interface CatalogSnapshotCacheDeps {
  /** The catalog's current fingerprint (catalog-version.repository.ts). */
  readVersion(): Promise<string>;
  /** Build a snapshot from the database (engine's `loadCatalogSnapshotFromDatabase`). */
  loadSnapshot(): Promise<CatalogSnapshot>;
  /** How long a version is trusted before it is read again, ms (default 2000). */
  versionCheckIntervalMs?: number;
  /** Clock, epoch ms. */
  now?: () => number;
}

/**
 * The catalog snapshot planning runs share, rebuilt only when the catalog version changes (read at
 * most every `versionCheckIntervalMs`). `current()` throws database errors of that read or rebuild.
 */
export function createCatalogSnapshotCache({ readVersion, loadSnapshot, versionCheckIntervalMs, now }: CatalogSnapshotCacheDeps) {
  const cache = createVersionedCache({
    readVersion,
    load: loadSnapshot,
    ...(versionCheckIntervalMs === undefined ? {} : { versionCheckIntervalMs }),
    ...(now === undefined ? {} : { now }),
  });
  return {
    /**
     * The current snapshot (immutable; safe to share between concurrent runs).
     * @throws database errors while the version is read or the snapshot rebuilt.
     */
    current: (): Promise<CatalogSnapshot> => cache.current(),
  };
}

export type CatalogSnapshotCache = ReturnType<typeof createCatalogSnapshotCache>;
