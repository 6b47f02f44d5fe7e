/**
 * The one way the app opens a Redis connection (rate limits, account limits): ioredis with bounded
 * waits, so a Redis that goes away costs each request at most about a second, answered 503
 * SERVICE_UNAVAILABLE by the error handler (the limits it guards fail closed), and never the process:
 * connection errors are logged, at most once per {@link ERROR_LOG_INTERVAL_MS}, instead of being
 * left to ioredis's unhandled-error printout. ioredis reconnects by itself; once Redis answers
 * again, service is back within {@link MAX_RECONNECT_DELAY_MS}.
 */
import { Redis } from 'ioredis';

/** Longest wait between two reconnection attempts, ms. */
export const MAX_RECONNECT_DELAY_MS = 500;
/** Repeated connection errors are logged at most this often, ms. */
export const ERROR_LOG_INTERVAL_MS = 10_000;

/** Receives Redis connection errors as warnings, at most one per {@link ERROR_LOG_INTERVAL_MS}. */
export interface RedisLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * Open a client for `url` (`redis://…`). Commands issued while disconnected wait for at most two
 * reconnection attempts (≤ ~1 s) and then fail with ioredis's MaxRetriesPerRequestError.
 * @param name which part of the app uses it, for the log lines.
 */
export function createRedisClient(url: string, log: RedisLog, name: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 2,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  });
  let lastLogged = 0;
  let down = false;
  redis.on('error', (err: Error) => {
    const now = Date.now();
    down = true;
    if (now - lastLogged < ERROR_LOG_INTERVAL_MS) return;
    lastLogged = now;
    log.warn({ err, redis: name }, 'Redis unavailable; requests that need it answer 503 until it is back');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    lastLogged = 0;
    log.warn({ redis: name }, 'Redis reachable again');
  });
  return redis;
}

/** Close `redis`, waiting for pending replies when it is connected, dropping it at once otherwise. */
export async function closeRedisClient(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    try {
      await redis.quit();
      return;
    } catch {
      // Fell away while quitting: nothing left to wait for.
    }
  }
  redis.disconnect();
}
