/**
 * Puts the accounts feature together from the settings: server secret, limit store (the app's Redis
 * client when REDIS_URL is set, else memory), mail and SMS senders (providers/mail and providers/sms
 * choose them), repositories and services. `buildApp` registers what this returns.
 */
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env.js';
import type { Database } from '../../db/schema.js';
import { nextId as defaultNextId } from '../../lib/ids.js';
import { createMemoryLimitStore, createRedisLimitStore, type LimitStore } from '../../lib/limit-store.js';
import type { Authenticate } from '../../plugins/auth.js';
import { createMailSender } from '../../providers/mail/select-mail-sender.js';
import { createSmsSender } from '../../providers/sms/select-sms-sender.js';
import { createAccessTokens } from './access-tokens.js';
import { createSessionAuthenticator } from './accounts.authenticate.js';
import { createAccountsRepository } from './accounts.repository.js';
import type { AccountsRoutesOptions } from './accounts.routes.js';
import { createAccountsService } from './accounts.service.js';
import { loadAuthKeys } from './auth-secret.js';
import { createLoginThrottle } from './login-throttle.js';
import { createOutboxRepository } from './outbox.repository.js';
import { createPasswordHasher, type PasswordHasher } from './passwords.js';
import { createSessionsService } from './sessions.service.js';
import { createVerificationCodesRepository } from './verification-codes.repository.js';
import { createVerificationCodesService } from './verification-codes.service.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** What tests may replace. */
export interface AccountsOverrides {
  /** Clock of codes, sessions and limits, epoch ms. */
  now?: () => number;
  /** Wait of the login throttle (tests record delays instead of waiting). */
  sleep?: (ms: number) => Promise<void>;
  /** Password hasher (tests of rehashing use weaker parameters to make old hashes). */
  hasher?: PasswordHasher;
}

/** The logger this needs (Fastify's fits). */
export interface AccountsLogger {
  info(message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

/** What {@link setUpAccounts} returns: the request resolver, the routes' options, and `close()`. */
export interface Accounts {
  authenticate: Authenticate;
  routes: AccountsRoutesOptions;
  /** Close the SMTP pool and hashing workers (the Redis client belongs to the app). */
  close(): Promise<void>;
}

/**
 * Build the accounts feature. `redis` is the app's one client (app.ts), or undefined to keep
 * limits in memory; its keys start with `redisNamespace` then `auth:`.
 * @throws when the secret file cannot be read or written.
 */
export function setUpAccounts(input: {
  config: AppConfig;
  db: Kysely<Database>;
  logger: AccountsLogger;
  redis?: Redis;
  redisNamespace?: string;
  overrides?: AccountsOverrides;
}): Accounts {
  const { config, db, logger, overrides = {} } = input;
  const now = overrides.now ?? Date.now;
  const keys = loadAuthKeys({ configuredSecret: config.AUTH_JWT_SECRET, dataDir: config.DATA_DIR });
  if (keys.source === 'generated') logger.info(`generated the token secret into ${config.DATA_DIR}; set AUTH_JWT_SECRET when several instances serve`);

  const { redis } = input;
  const limits: LimitStore = redis ? createRedisLimitStore(redis, `${input.redisNamespace ?? 'dali-guide:'}auth:`) : createMemoryLimitStore();

  const outbox = createOutboxRepository(db);
  const keep = (message: { channel: 'email' | 'sms'; destination: string; subject: string | null; body: string }) =>
    outbox.insert({ id: defaultNextId(), ...message, createdAt: now() });
  const log = (message: string) => logger.info(message);
  const mail = createMailSender(config, { keep, log });
  const sms = createSmsSender(config, { keep, log });

  const repository = createAccountsRepository(db);
  const codesRepository = createVerificationCodesRepository(db);
  const sessions = createSessionsService({ repository, tokens: createAccessTokens(keys.tokenKey), now });
  const codes = createVerificationCodesService({
    repository: codesRepository,
    limits,
    codeKey: keys.codeKey,
    sendsPerIpPerHour: config.RATE_LIMIT_CODES_PER_HOUR,
    now,
    nextId: defaultNextId,
  });
  const hasher = overrides.hasher ?? createPasswordHasher();
  const accountsService = createAccountsService({
    repository,
    codes,
    sessions,
    throttle: createLoginThrottle({ limits, now, sleep: overrides.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))) }),
    hasher,
    mail,
    sms,
    log: logger,
    now,
    nextId: defaultNextId,
  });

  // Housekeeping: expired codes and sessions are of no use a day later. Every instance may do it.
  const sweep = setInterval(() => {
    const before = now() - DAY_MS;
    Promise.all([codesRepository.deleteExpired(before), repository.deleteExpiredSessions(before)]).catch((err: unknown) =>
      logger.warn({ err }, 'could not delete expired verification codes and sessions'),
    );
  }, HOUR_MS);
  sweep.unref();

  return {
    authenticate: createSessionAuthenticator(sessions),
    routes: { accountsService, authPerMinute: config.RATE_LIMIT_AUTH_PER_MINUTE },
    async close() {
      clearInterval(sweep);
      await mail.close();
      await hasher.close();
    },
  };
}
