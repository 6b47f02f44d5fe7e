/**
 * Per-client rate limiting (`@fastify/rate-limit`), off by default and enabled per route with
 * `config.rateLimit`. Counters live in Redis when REDIS_URL is set, so several app instances share
 * them (architecture.md §1 "cache / shared counters"); in process memory otherwise.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.js';

export interface RateLimitOptions {
  /**
   * The app's Redis client (lib/redis.ts), to share counters between instances; undefined keeps them
   * in memory. Its owner (app.ts) closes it.
   */
  redis: Redis | undefined;
  /** Prefix of Redis keys (REDIS_KEY_PREFIX), so tests and apps sharing a server do not collide; `rl:` follows it. */
  redisNamespace: string;
}

async function rateLimitPlugin(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  const { redis } = options;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${options.redisNamespace}rl:` } : {}),
    // Fail closed: while Redis is away a limited route answers 503 (error handler) rather than
    // running unlimited on several instances at once.
    skipOnError: false,
    // The client is the connecting address (or X-Forwarded-For's when TRUST_PROXY says so).
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', { params: { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) } }),
  });
}

/** Registers rate limiting; routes opt in with `config: { rateLimit: { max, timeWindow } }`. */
export const rateLimiting = fp(rateLimitPlugin, { name: 'rate-limiting' });
