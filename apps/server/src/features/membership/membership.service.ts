/**
 * Memberships (spec §3 membership info, §4 membership states, §9 packages): granting and extending
 * them, reading a user's membership, and the package list. `grantMembership` is what the payments
 * feature calls once an order is paid, and what `npm run membership:grant` calls for operators.
 */
import type { MembershipLevel } from '@dali/shared/contracts/membership';
import { AppError } from '../../lib/app-error.js';
import { isMembershipLevel, levelRank, type MembershipConfig, type PackageConfig } from './membership-config.js';
import type { GrantRow, MembershipRepository, MembershipRow, NextMembership } from './membership.repository.js';

const HOUR_MS = 3_600_000;
/** Longest operator grant of a bare level: ten years. */
const MAX_GRANT_HOURS = 24 * 3660;

/** Dependencies of the membership service. */
export interface MembershipServiceDeps {
  config: MembershipConfig;
  repository: MembershipRepository;
  /** Clock, epoch ms. */
  now: () => number;
  /** Id source of grant rows. */
  nextId: () => string;
}

/** A user's membership (times epoch ms). Active while `expireAt` is in the future. */
export interface Membership {
  userId: string;
  level: MembershipLevel;
  /** Package that set the level; null for an operator grant of a bare level. */
  packageId: string | null;
  startAt: number;
  expireAt: number;
  updatedAt: number;
}

/** What to grant: a package of config/membership.json, or (operators) a bare level for some hours. */
export type GrantInput = { userId: string; orderId: string } & ({ packageId: string } | { level: MembershipLevel; durationHours: number });

/** Result of {@link MembershipService.grantMembership}. */
export interface GrantResult {
  /** The membership after this order (also when the order had been granted before). */
  membership: Membership;
  /** False when `orderId` had already been granted: nothing changed this time. */
  granted: boolean;
  /** The grant row of the order: its start and expiry are what that grant produced. */
  grant: GrantRow;
}

/** A stored row as the service hands it out; rows with an unknown level (edited by hand) are ignored. */
function toMembership(row: MembershipRow | undefined): Membership | null {
  if (!row || !isMembershipLevel(row.level)) return null;
  return { userId: row.userId, level: row.level, packageId: row.packageId, startAt: row.startAt, expireAt: row.expireAt, updatedAt: row.updatedAt };
}

/**
 * The membership after adding `durationHours` of `level` at `now` to `current` (pure): while the
 * current one is active the time is added to its expiry, its start stays, and the level becomes the
 * higher of the two (the package follows the level kept); otherwise a new one starts now.
 */
export function nextMembership(input: {
  current: MembershipRow | undefined;
  level: MembershipLevel;
  packageId: string | null;
  durationHours: number;
  now: number;
}): NextMembership {
  const { current, level, packageId, now } = input;
  const duration = input.durationHours * HOUR_MS;
  if (!current || current.expireAt <= now || !isMembershipLevel(current.level)) {
    return { level, packageId, startAt: now, expireAt: now + duration };
  }
  const keepCurrent = levelRank(current.level) > levelRank(level);
  return {
    level: keepCurrent ? current.level : level,
    packageId: keepCurrent ? current.packageId : packageId,
    startAt: current.startAt,
    expireAt: current.expireAt + duration,
  };
}

/** Builds the membership service. */
export function createMembershipService({ config, repository, now, nextId }: MembershipServiceDeps) {
  const packageById = (id: string): PackageConfig | undefined => config.packages.find((p) => p.id === id);

  return {
    /**
     * Grant a package (or, for operators, a bare level for `durationHours`) to `userId` for the paid
     * order `orderId`. Idempotent per order: the same order twice, even at the same time on several
     * instances, grants once and extends once; every call returns the resulting membership. Buying
     * while a membership is active extends it from its current expiry (start kept, level the higher
     * of the two); otherwise a new membership starts now. One transaction; the unique order id
     * decides races (docs/decisions/0009-quotas.md).
     * @param input `{ userId, orderId, packageId }` or `{ userId, orderId, level, durationHours }`;
     *   `orderId` 1–128 characters (payments: the provider's order id; operators: `operator-<uuid>`).
     * @returns `{ membership, granted, grant }`; `granted` false when the order was granted before.
     * @throws AppError NOT_FOUND (404) for an unknown package, USER_NOT_FOUND (404) for an unknown
     *   user, BAD_REQUEST (400) for a bad order id or duration, OPERATION_FAILED (500) when the
     *   order was already granted for another user or package (never granted twice).
     */
    async grantMembership(input: GrantInput): Promise<GrantResult> {
      const orderId = input.orderId.trim();
      if (orderId.length === 0 || orderId.length > 128) throw new AppError('BAD_REQUEST');
      let level: MembershipLevel;
      let packageId: string | null;
      let durationHours: number;
      if ('packageId' in input) {
        const pkg = packageById(input.packageId);
        if (!pkg) throw new AppError('NOT_FOUND', { data: { packageId: input.packageId } });
        ({ level, durationHours } = pkg);
        packageId = pkg.id;
      } else {
        if (!Number.isSafeInteger(input.durationHours) || input.durationHours < 1 || input.durationHours > MAX_GRANT_HOURS) throw new AppError('BAD_REQUEST');
        ({ level, durationHours } = input);
        packageId = null;
      }

      const at = now();
      const result = await repository.applyGrant({ grantId: nextId(), orderId, userId: input.userId, packageId, level, durationHours, now: at }, (current) =>
        nextMembership({ current, level, packageId, durationHours, now: at }),
      );
      if (result.outcome === 'user-missing') throw new AppError('USER_NOT_FOUND');
      const { grant } = result;
      if (grant.userId !== input.userId || grant.packageId !== packageId || (packageId === null && grant.level !== level)) {
        throw new AppError('OPERATION_FAILED', { cause: new Error(`order ${orderId} was granted before for another user or package`) });
      }
      const membership = toMembership(result.membership);
      // The row was written in this transaction or by the earlier grant; only a hand edit removes it.
      if (!membership) throw new AppError('OPERATION_FAILED', { cause: new Error(`no membership row after granting order ${orderId}`) });
      return { membership, granted: result.outcome === 'granted', grant };
    },

    /**
     * Take back the time that the paid order `orderId` granted (its order was refunded): the
     * membership's expiry moves back by the package's hours, never before its start. Idempotent:
     * a second call changes nothing.
     * @returns `revoked` false when the order had no grant or was revoked before; the membership
     *   after (null when the user has none).
     */
    async revokeGrant(orderId: string): Promise<{ revoked: boolean; membership: Membership | null }> {
      const result = await repository.revokeGrant(orderId, now());
      if (result.outcome !== 'revoked') return { revoked: false, membership: null };
      return { revoked: true, membership: toMembership(result.membership) };
    },

    /** The user's latest membership, active or expired, or null when the account never had one. */
    async currentMembership(userId: string): Promise<Membership | null> {
      return toMembership(await repository.findMembership(userId));
    },

    /** The service packages in price order (spec §9). */
    listPackages(): readonly PackageConfig[] {
      return config.packages;
    },
  };
}

/** The membership service. */
export type MembershipService = ReturnType<typeof createMembershipService>;
