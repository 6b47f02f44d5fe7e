/**
 * Puts the accounts feature together from the settings: server secret, limit store (Redis when
 * REDIS_URL is set, else memory), mail provider (SMTP when SMTP_URL is set, else the outbox), SMS
 * provider (SMS_PROVIDER), repositories and services. `buildApp` registers what this returns.
 */
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env.js';
import type { Database } from '../../db/schema.js';
import { nextId as defaultNextId } from '../../lib/ids.js';
import { closeRedisClient, createRedisClient } from '../../lib/redis.js';
import { createMemoryLimitStore, createRedisLimitStore, type LimitStore } from '../../lib/limit-store.js';
import type { Authenticate } from '../../plugins/auth.js';
import type { MailSender } from '../../providers/mail/mail-sender.js';
import { createOutboxMailSender } from '../../providers/mail/outbox-mail-sender.js';
import { createSmtpMailSender } from '../../providers/mail/smtp-mail-sender.js';
import { createAliyunSmsSender } from '../../providers/sms/aliyun-sms-sender.js';
import { createOutboxSmsSender } from '../../providers/sms/outbox-sms-sender.js';
import type { SmsSender } from '../../providers/sms/sms-sender.js';
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

/** The assembled feature. */
export interface Accounts {
  authenticate: Authenticate;
  routes: AccountsRoutesOptions;
  /** Close the Redis connection, SMTP pool and hashing workers. */
  close(): Promise<void>;
}

/** Build the accounts feature. @throws when the secret file cannot be read or written. */
export function setUpAccounts(input: {
  config: AppConfig;
  db: Kysely<Database>;
  logger: AccountsLogger;
  redisNamespace?: string;
  overrides?: AccountsOverrides;
}): Accounts {
  const { config, db, logger, overrides = {} } = input;
  const now = overrides.now ?? Date.now;
  const keys = loadAuthKeys({ configuredSecret: config.AUTH_JWT_SECRET, dataDir: config.DATA_DIR });
  if (keys.source === 'generated') logger.info(`generated the token secret into ${config.DATA_DIR}; set AUTH_JWT_SECRET when several instances serve`);

  const redis = config.REDIS_URL ? createRedisClient(config.REDIS_URL, logger, 'account-limits') : undefined;
  const limits: LimitStore = redis ? createRedisLimitStore(redis, `${input.redisNamespace ?? 'dali-guide:'}auth:`) : createMemoryLimitStore();

  const outbox = createOutboxRepository(db);
  const keep = (message: { channel: 'email' | 'sms'; destination: string; subject: string | null; body: string }) =>
    outbox.insert({ id: defaultNextId(), ...message, createdAt: now() });
  const mail: MailSender = config.SMTP_URL
    ? createSmtpMailSender({ url: config.SMTP_URL, from: config.MAIL_FROM })
    : createOutboxMailSender({ keep, log: (message) => logger.info(message) });
  const sms: SmsSender =
    config.SMS_PROVIDER === 'aliyun'
      ? createAliyunSmsSender({
          accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID ?? '',
          accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET ?? '',
          signName: config.ALIYUN_SMS_SIGN_NAME ?? '',
          templateCode: config.ALIYUN_SMS_TEMPLATE_CODE ?? '',
          endpoint: config.ALIYUN_SMS_ENDPOINT,
          regionId: config.ALIYUN_SMS_REGION,
        })
      : createOutboxSmsSender({ keep, log: (message) => logger.info(message) });

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
      if (redis) await closeRedisClient(redis);
    },
  };
}
