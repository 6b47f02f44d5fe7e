/**
 * Puts the membership feature together: reads config/membership.json (MEMBERSHIP_CONFIG_FILE, with
 * payment links and QR images from the environment), builds the repositories, the membership and
 * quota services and the route helper of metered features, and deletes counters of windows that
 * ended more than a day ago once an hour. `buildApp` registers what this returns.
 */
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env.js';
import type { Database } from '../../db/schema.js';
import { nextId } from '../../lib/ids.js';
import type { QuotaGate } from '../../lib/quota.js';
import { createQuotaMeter, type QuotaMeter } from '../../lib/quota-meter.js';
import { loadMembershipConfig, type MembershipConfig } from './membership-config.js';
import { createMembershipRepository } from './membership.repository.js';
import type { MembershipRoutesOptions } from './membership.routes.js';
import { createMembershipService, type MembershipService } from './membership.service.js';
import { createQuotaRepository } from './quota.repository.js';
import { createQuotaService } from './quota.service.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** What tests may replace. */
export interface MembershipOverrides {
  /** Clock of grants and quotas, epoch ms. */
  now?: () => number;
  /** Configuration instead of reading MEMBERSHIP_CONFIG_FILE. */
  config?: MembershipConfig;
}

/** The logger this needs (Fastify's fits). */
export interface MembershipLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/** The assembled feature. */
export interface Membership {
  config: MembershipConfig;
  /** Grants and reads memberships; the payments feature calls `grantMembership`. */
  membershipService: MembershipService;
  /** Consumes, refunds and reads quotas. */
  quota: QuotaGate;
  /** Route helper of metered features (chat, planner, translation, voice). */
  quotaMeter: QuotaMeter;
  routes: MembershipRoutesOptions;
  /** Stop housekeeping. */
  close(): void;
}

/**
 * Build the membership feature.
 * @throws MembershipConfigError when the membership file is missing or invalid (start-up stops).
 */
export function setUpMembership(input: { config: AppConfig; db: Kysely<Database>; logger: MembershipLogger; overrides?: MembershipOverrides }): Membership {
  const { config, db, logger, overrides = {} } = input;
  const now = overrides.now ?? Date.now;
  const membershipConfig =
    overrides.config ??
    loadMembershipConfig({ file: config.MEMBERSHIP_CONFIG_FILE, paymentUrls: config.MEMBERSHIP_PAYMENT_URLS, qrImages: config.MEMBERSHIP_QR_IMAGES });

  const repository = createMembershipRepository(db);
  const quotas = createQuotaRepository(db);
  const membershipService = createMembershipService({ config: membershipConfig, repository, now, nextId });
  const quota = createQuotaService({ config: membershipConfig, quotas, memberships: repository, now });

  // Counters of ended windows only matter for a day of support questions. Every instance may sweep.
  const sweep = setInterval(() => {
    quotas.deleteEnded(now() - DAY_MS).catch((err: unknown) => logger.warn({ err }, 'could not delete ended quota counters'));
  }, HOUR_MS);
  sweep.unref();

  return {
    config: membershipConfig,
    membershipService,
    quota,
    quotaMeter: createQuotaMeter(quota),
    routes: { membershipService, quota, config: membershipConfig },
    close: () => clearInterval(sweep),
  };
}
