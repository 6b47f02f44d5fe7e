/**
 * The catalog snapshot planning runs share (engine/catalog-snapshot.ts), read from the database once
 * and kept until the catalog changes. Change detection is the search feature's
 * (features/search/search.service.ts): a snapshot trusts its catalog version for
 * `versionCheckIntervalMs` (default 2 s); the first run after that reads the version again (one
 * aggregate statement, shared by every run arriving meanwhile) and rebuilds only when it differs.
 * The database is the only shared state, so every app instance notices an import made anywhere.
 */
import type { CatalogSnapshot } from './engine/catalog-snapshot.js';

/** Dependencies and tuning of the cache. */
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

interface CacheState {
  snapshot: CatalogSnapshot;
  version: string;
  checkedAt: number;
}

const DEFAULT_VERSION_CHECK_MS = 2000;

/** Builds the snapshot cache. */
export function createCatalogSnapshotCache({ readVersion, loadSnapshot, versionCheckIntervalMs = DEFAULT_VERSION_CHECK_MS, now = Date.now }: CatalogSnapshotCacheDeps) {
  let state: CacheState | null = null;
  let pending: Promise<CacheState> | null = null;

  async function refresh(): Promise<CacheState> {
    const version = await readVersion();
    const checkedAt = now();
    if (state?.version === version) {
      state.checkedAt = checkedAt;
      return state;
    }
    // Version first, rows second: an import committing in between leaves an older version with
    // newer rows, so the next check rebuilds once more instead of missing the change.
    state = { snapshot: await loadSnapshot(), version, checkedAt };
    return state;
  }

  return {
    /**
     * The current snapshot (immutable; safe to share between concurrent runs).
     * @throws database errors while the version is read or the snapshot rebuilt.
     */
    async current(): Promise<CatalogSnapshot> {
      if (state && now() - state.checkedAt < versionCheckIntervalMs) return state.snapshot;
      pending ??= refresh().finally(() => {
        pending = null;
      });
      return (await pending).snapshot;
    },
  };
}

/** The snapshot cache. */
export type CatalogSnapshotCache = ReturnType<typeof createCatalogSnapshotCache>;
