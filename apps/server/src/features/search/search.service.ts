/**
 * Unified catalog search (home hero search; architecture.md §1 "search"): one in-process index of
 * attractions, stays, dishes and restaurants, kept in step with the database.
 *
 * Change detection: the index remembers the catalog version it was built from (see
 * `SearchRepository.catalogVersion`: counts and latest `updated_at` of the catalog tables and the
 * number of imports). A query trusts that version for `versionCheckIntervalMs` (default 2 s); the
 * first query after that asks the database for the version again (one aggregate statement, shared
 * by every query arriving meanwhile) and rebuilds the index only when it differs. The database is
 * the only shared state, so every app instance over one PostgreSQL notices an import made by any
 * process (the import CLI, another instance) within that interval, with no hook or message bus;
 * the cost is one small query per instance every few seconds, none on the other requests.
 *
 * Answers are cached per index (normalised query, limit and kind; at most `cacheSize` of them), so a
 * repeated query costs a map lookup; a new index starts with an empty cache.
 */
import type { SearchQuery, SearchResult, SearchGroup } from '@dali/shared/contracts/search';
import { buildSearchIndex, type SearchIndex } from './search.index.js';
import { presentCatalog } from './search.presenter.js';
import type { SearchRepository } from './search.repository.js';

/** Dependencies and tuning of the search service. */
export interface SearchServiceDeps {
  repository: SearchRepository;
  /** How long a catalog version is trusted before it is read again, ms (default 2000). */
  versionCheckIntervalMs?: number;
  /** Answers kept per index (default 1000; the oldest is dropped first). */
  cacheSize?: number;
  /** Clock, epoch ms (tests move it). */
  now?: () => number;
}

interface IndexState {
  index: SearchIndex;
  version: string;
  checkedAt: number;
  answers: Map<string, SearchGroup[]>;
}

const DEFAULT_VERSION_CHECK_MS = 2000;
const DEFAULT_CACHE_SIZE = 1000;

/** Cache key of a query: the same text up to case, width and runs of spaces gives the same answer. */
const answerKey = (query: SearchQuery) => `${query.kind ?? '*'}|${query.limit}|${query.q.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ')}`;

/**
 * Unified catalog search over an in-process index, rebuilt when the catalog version changes (read
 * at most every `versionCheckIntervalMs`). `search` throws database errors of that read or rebuild.
 */
export function createSearchService({
  repository,
  versionCheckIntervalMs = DEFAULT_VERSION_CHECK_MS,
  cacheSize = DEFAULT_CACHE_SIZE,
  now = () => Date.now(),
}: SearchServiceDeps) {
  let state: IndexState | null = null;
  let pending: Promise<IndexState> | null = null;

  async function refresh(): Promise<IndexState> {
    const version = await repository.catalogVersion();
    const checkedAt = now();
    if (state?.version === version) {
      state.checkedAt = checkedAt;
      return state;
    }
    // Version first, rows second: an import committing in between leaves an older version with
    // newer rows, so the next check rebuilds once more instead of missing the change.
    const rows = await repository.loadCatalog();
    state = { index: buildSearchIndex(presentCatalog(rows)), version, checkedAt, answers: new Map() };
    return state;
  }

  function current(): IndexState | Promise<IndexState> {
    if (state && now() - state.checkedAt < versionCheckIntervalMs) return state;
    pending ??= refresh().finally(() => {
      pending = null;
    });
    return pending;
  }

  return {
    /**
     * Search the catalog. `q` is trimmed and non-empty (the route schema checks it).
     * @returns groups of hits by kind, the group with the best hit first; no groups when nothing matches.
     * @throws database errors while the catalog version is read or the index rebuilt.
     */
    async search(query: SearchQuery): Promise<SearchResult> {
      // Answers are stored in the state they were computed from, so a rebuild finishing meanwhile
      // can never leave an answer of the old index in the new cache.
      const { index, answers } = await current();
      const key = answerKey(query);
      let groups = answers.get(key);
      if (!groups) {
        groups = index.search(query.q, { limit: query.limit, kind: query.kind });
        if (answers.size >= cacheSize) answers.delete(answers.keys().next().value ?? key);
        answers.set(key, groups);
      }
      return { query: query.q, groups };
    },

    /** Read the catalog version now and rebuild if it changed (start-up warm-up, tests). */
    async refresh(): Promise<{ documents: number; version: string }> {
      const refreshed = await (pending ?? refresh());
      return { documents: refreshed.index.size, version: refreshed.version };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
