/**
 * Health of the process and its database: the public answer of `GET /api/v1/health` and the
 * detailed one of `GET /api/v1/health/details` (contracts/system.ts).
 */
import type { HealthData, HealthDetails } from '@dali/shared/contracts/system';
import type { DatabaseEngine } from '../../db/database.js';

export interface SystemServiceDeps {
  version: string;
  engine: DatabaseEngine;
  /** Round trip of a trivial query in ms; throws when the database is unreachable. */
  pingDatabase: () => Promise<number>;
}

// Reading RSS costs a /proc read; detail checks may be polled often, and a figure up to a second
// old is as useful to a monitor as a fresh one.
const RSS_MAX_AGE_MS = 1000;

/**
 * Health of the process and database for `GET /health` and `GET /health/details`; never throws:
 * a database that does not answer makes the status `degraded`.
 */
export function createSystemService(deps: SystemServiceDeps) {
  let rss = { bytes: 0, readAt: Number.NEGATIVE_INFINITY };
  const readRss = (): number => {
    const now = performance.now();
    if (now - rss.readAt > RSS_MAX_AGE_MS) rss = { bytes: process.memoryUsage.rss(), readAt: now };
    return rss.bytes;
  };
  /** Database round trip in ms (3 decimals), or null when it does not answer. */
  const ping = async (): Promise<number | null> => {
    try {
      return Math.round((await deps.pingDatabase()) * 1000) / 1000;
    } catch {
      return null;
    }
  };
  return {
    /** Public health; `status: 'degraded'` (never a throw) when the database does not answer. */
    async getHealth(): Promise<HealthData> {
      const up = (await ping()) !== null;
      return { status: up ? 'ok' : 'degraded', version: deps.version, database: { status: up ? 'up' : 'down' } };
    },

    /** Health with uptime (ms), resident memory (bytes), engine and latency; never throws either. */
    async getHealthDetails(): Promise<HealthDetails> {
      const latencyMs = await ping();
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

export type SystemService = ReturnType<typeof createSystemService>;
