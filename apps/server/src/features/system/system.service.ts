/**
 * Health of the process and its database (`GET /api/v1/health`).
 */
import type { HealthData } from '@dali/shared/contracts/system';
import type { DatabaseEngine } from '../../db/database.js';

/** Dependencies of the system service. */
export interface SystemServiceDeps {
  version: string;
  engine: DatabaseEngine;
  /** Round trip of a trivial query in ms; throws when the database is unreachable. */
  pingDatabase: () => Promise<number>;
}

// Reading RSS costs a /proc read; health checks can arrive thousands of times a second, and a
// figure up to a second old is as useful to a monitor as a fresh one.
const RSS_MAX_AGE_MS = 1000;

/** Builds the system service. */
export function createSystemService(deps: SystemServiceDeps) {
  let rss = { bytes: 0, readAt: Number.NEGATIVE_INFINITY };
  const readRss = (): number => {
    const now = performance.now();
    if (now - rss.readAt > RSS_MAX_AGE_MS) rss = { bytes: process.memoryUsage.rss(), readAt: now };
    return rss.bytes;
  };
  return {
    /** Current health; `status: 'degraded'` (never a throw) when the database does not answer. */
    async getHealth(): Promise<HealthData> {
      let latencyMs: number | null = null;
      try {
        latencyMs = Math.round((await deps.pingDatabase()) * 1000) / 1000;
      } catch {
        latencyMs = null;
      }
      const up = latencyMs !== null;
      return {
        status: up ? 'ok' : 'degraded',
        version: deps.version,
        uptimeMs: Math.round(process.uptime() * 1000),
        memoryRssBytes: readRss(),
        database: { engine: deps.engine, status: up ? 'up' : 'down', latencyMs },
      };
    },
  };
}

/** The system service. */
export type SystemService = ReturnType<typeof createSystemService>;
