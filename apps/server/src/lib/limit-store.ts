/**
 * Counters that limit use (code sends, login failures, locks), shared by every app instance through
 * Redis when REDIS_URL is set, in process memory otherwise (architecture.md §1 "cache / shared
 * counters"). Windows are sliding logs of event times, so "5 per hour" means any 60 minutes, and
 * every operation takes the caller's clock (`now`, epoch ms) so tests can move time. Each operation
 * is atomic: one Lua script on Redis; synchronous code on the single JavaScript thread in memory.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Result of {@link LimitStore.take}. */
export interface TakeResult {
  /** Whether the event was within the limit (and so was recorded). */
  allowed: boolean;
  /** Events in the window after this call. */
  count: number;
  /** When refused: ms until the oldest event leaves the window; 0 when allowed. */
  retryAfterMs: number;
}

/** A window: `windowMs` long, ending at `now` (epoch ms). */
export interface Window {
  windowMs: number;
  now: number;
}

/** Shared limit counters. Keys are free text; the store adds its namespace. */
export interface LimitStore {
  readonly kind: 'redis' | 'memory';
  /** Record an event unless `max` events are already in the window (max = Infinity: always). */
  take(key: string, options: Window & { max: number }): Promise<TakeResult>;
  /** Events in the window. */
  count(key: string, options: Window): Promise<number>;
  /** Forget every event of `key`, and its hold. */
  clear(key: string): Promise<void>;
  /** Mark `key` as held until `untilMs` (e.g. an account lock). */
  holdUntil(key: string, untilMs: number, now: number): Promise<void>;
  /** Epoch ms `key` is held until, or null when it is not held at `now`. */
  heldUntil(key: string, now: number): Promise<number | null>;
}

// KEYS[1] log; ARGV now, windowMs, max (-1 = unlimited), member. Returns {allowed, count, retryAfterMs}.
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local max = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
if max >= 0 and count >= max then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  local retry = window
  if oldest[2] then retry = tonumber(oldest[2]) + window - now end
  return {0, count, retry}
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return {1, count + 1, 0}
`;

/** A store over a connected ioredis client; keys are `<namespace><key>`. The caller closes the client. */
export function createRedisLimitStore(redis: Redis, namespace: string): LimitStore {
  const k = (key: string) => `${namespace}${key}`;
  return {
    kind: 'redis',
    async take(key, { max, windowMs, now }) {
      const member = `${now}:${randomBytes(6).toString('base64url')}`;
      const limit = Number.isFinite(max) ? max : -1;
      const result = (await redis.eval(TAKE_SCRIPT, 1, k(key), now, windowMs, limit, member)) as [number, number, number];
      return { allowed: result[0] === 1, count: Number(result[1]), retryAfterMs: Math.max(0, Number(result[2])) };
    },
    async count(key, { windowMs, now }) {
      return redis.zcount(k(key), `(${now - windowMs}`, '+inf');
    },
    async clear(key) {
      await redis.del(k(key));
    },
    async holdUntil(key, untilMs, now) {
      await redis.set(k(key), String(untilMs), 'PX', Math.max(1, untilMs - now));
    },
    async heldUntil(key, now) {
      const value = await redis.get(k(key));
      const until = value === null ? Number.NaN : Number(value);
      return Number.isFinite(until) && until > now ? until : null;
    },
  };
}

/** Keys of a memory store are swept every this many operations, so idle ones do not pile up. */
const SWEEP_EVERY = 1000;

/** A store in this process's memory (the embedded default: one instance). */
export function createMemoryLimitStore(): LimitStore {
  const logs = new Map<string, { times: number[]; windowMs: number }>();
  const holds = new Map<string, number>();
  let operations = 0;
  let lastNow = 0;

  function prune(key: string, windowMs: number, now: number): number[] {
    const log = logs.get(key);
    const times = (log?.times ?? []).filter((t) => t > now - windowMs);
    if (times.length === 0) logs.delete(key);
    else logs.set(key, { times, windowMs });
    return times;
  }

  function sweep(now: number): void {
    lastNow = Math.max(lastNow, now);
    operations += 1;
    if (operations % SWEEP_EVERY !== 0) return;
    for (const [key, log] of logs) prune(key, log.windowMs, lastNow);
    for (const [key, until] of holds) if (until <= lastNow) holds.delete(key);
  }

  return {
    kind: 'memory',
    take(key, { max, windowMs, now }) {
      sweep(now);
      const times = prune(key, windowMs, now);
      if (times.length >= max) {
        const oldest = times[0] ?? now;
        return Promise.resolve({ allowed: false, count: times.length, retryAfterMs: Math.max(0, oldest + windowMs - now) });
      }
      times.push(now);
      logs.set(key, { times, windowMs });
      return Promise.resolve({ allowed: true, count: times.length, retryAfterMs: 0 });
    },
    count(key, { windowMs, now }) {
      sweep(now);
      return Promise.resolve(prune(key, windowMs, now).length);
    },
    clear(key) {
      logs.delete(key);
      holds.delete(key);
      return Promise.resolve();
    },
    holdUntil(key, untilMs, now) {
      sweep(now);
      holds.set(key, untilMs);
      return Promise.resolve();
    },
    heldUntil(key, now) {
      const until = holds.get(key);
      return Promise.resolve(until !== undefined && until > now ? until : null);
    },
  };
}
