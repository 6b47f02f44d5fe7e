/**
 * A value built from the database and kept until a cheap version string says the data changed
 * (architecture.md §1 "search": indexes built from the catalog at start and on change). Used for the
 * planner's catalog snapshot and the chat assistant's catalog view (db/catalog/catalog-version.ts
 * gives the fingerprint). A value trusts its version for `versionCheckIntervalMs` (default 2 s);
 * the first read after that reads the version again (one call, shared by every reader arriving
 * meanwhile) and rebuilds only when it differs. The database is the only shared state, so every
 * app instance notices an import made anywhere.
 */

/** What a {@link createVersionedCache} reads and builds. */
export interface VersionedCacheDeps<T> {
  /** The data's current fingerprint; equal strings mean unchanged data. */
  readVersion(): Promise<string>;
  /** Build the value from the database. */
  load(): Promise<T>;
  /** How long a version is trusted before it is read again, ms (default 2000). */
  versionCheckIntervalMs?: number;
  /** Clock, epoch ms. */
  now?: () => number;
}

interface CacheState<T> {
  value: T;
  version: string;
  checkedAt: number;
}

const DEFAULT_VERSION_CHECK_MS = 2000;

/** A value kept while its version holds. */
export interface VersionedCache<T> {
  /**
   * The current value (shared by every caller: treat it as immutable).
   * @throws errors of `readVersion` or `load` (database errors).
   */
  current(): Promise<T>;
}

/**
 * A cache of one value rebuilt only when `readVersion()` changes, read at most every
 * `versionCheckIntervalMs`. Concurrent callers share one version read and one rebuild.
 */
export function createVersionedCache<T>({ readVersion, load, versionCheckIntervalMs = DEFAULT_VERSION_CHECK_MS, now = Date.now }: VersionedCacheDeps<T>): VersionedCache<T> {
  let state: CacheState<T> | null = null;
  let pending: Promise<CacheState<T>> | null = null;

  async function refresh(): Promise<CacheState<T>> {
    const version = await readVersion();
    const checkedAt = now();
    if (state?.version === version) {
      state.checkedAt = checkedAt;
      return state;
    }
    // Version first, rows second: an import committing in between leaves an older version with
    // newer rows, so the next check rebuilds once more instead of missing the change.
    state = { value: await load(), version, checkedAt };
    return state;
  }

  return {
    async current(): Promise<T> {
      if (state && now() - state.checkedAt < versionCheckIntervalMs) return state.value;
      pending ??= refresh().finally(() => {
        pending = null;
      });
      return (await pending).value;
    },
  };
}
