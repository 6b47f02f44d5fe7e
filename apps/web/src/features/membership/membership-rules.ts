/**
 * The membership rules of spec §4 ("Membership") and §6 (limits), as pure functions of the
 * membership info (spec §3, `MembershipInfo` of the shared contract) and the time `now` in epoch
 * milliseconds, so the dialog, the navbar badge and the tests agree on every boundary.
 *
 * - Expired when there is no info or its expiry is not in the future. The expiry instant itself
 *   counts as expired: a membership covers [start, expiry), as the server meters it.
 * - Remaining days = whole days to expiry rounded up (0.5 day → 1), never below 0.
 * - Alert: expired → warning; at most {@link EXPIRING_SOON_DAYS} (3) remaining days → warning
 *   "expiring soon"; otherwise active → success.
 * - Limit badge colour: green at {@link LIMIT_BADGE_HIGH} (100) or more, amber at
 *   {@link LIMIT_BADGE_MEDIUM} (50) or more, else grey; 999999 reads "unlimited" (and is green;
 *   `isUnlimited` of lib/membership-limits.ts, shared with the pricing page, tells it apart).
 */
import { EXPIRING_SOON_DAYS, LIMIT_BADGE_HIGH, LIMIT_BADGE_MEDIUM } from '@dali/shared/constants';
import type { MembershipInfo, MembershipLevel } from '@dali/shared/contracts/membership';

/** One day in milliseconds. */
export const DAY_MS = 86_400_000;

/** Which status alert the dialog shows (spec §4). */
export type MembershipAlertKind = 'expired' | 'expiringSoon' | 'active';

/** Ant Design alert type of each kind: both expired and expiring soon warn, active is a success. */
export const ALERT_TYPES = { expired: 'warning', expiringSoon: 'warning', active: 'success' } as const satisfies Record<MembershipAlertKind, 'warning' | 'success'>;

/** Colour of a limit badge (spec §6). */
export type LimitBadgeTone = 'green' | 'amber' | 'grey';

/** Style name of a level badge (spec §4: trial, basic, standard, premium, vip). */
export type LevelBadgeStyle = Lowercase<MembershipLevel>;

/**
 * Expiry of `info` in epoch ms; NaN when the time does not parse, which every rule below treats
 * as expired rather than as active forever.
 */
export function expiryMs(info: Pick<MembershipInfo, 'membershipExpireTime'>): number {
  return Date.parse(info.membershipExpireTime);
}

/** True when there is no membership or its expiry is at or before `now` (ms). */
export function isMembershipExpired(info: Pick<MembershipInfo, 'membershipExpireTime'> | null | undefined, now: number): boolean {
  if (!info) return true;
  const expiry = expiryMs(info);
  return !(expiry > now);
}

/** True when a membership exists and has not expired at `now`: the navbar member badge (spec §2, §6). */
export function isMembershipActive(info: Pick<MembershipInfo, 'membershipExpireTime'> | null | undefined, now: number): info is MembershipInfo {
  return !isMembershipExpired(info, now);
}

/** Whole days left until expiry, rounded up, minimum 0 (no info → 0). */
export function remainingDays(info: Pick<MembershipInfo, 'membershipExpireTime'> | null | undefined, now: number): number {
  if (isMembershipExpired(info, now) || !info) return 0;
  return Math.max(0, Math.ceil((expiryMs(info) - now) / DAY_MS));
}

/** The status alert at `now`: expired, expiring soon (≤ 3 days left) or active. */
export function membershipAlertKind(info: Pick<MembershipInfo, 'membershipExpireTime'> | null | undefined, now: number): MembershipAlertKind {
  if (isMembershipExpired(info, now)) return 'expired';
  return remainingDays(info, now) <= EXPIRING_SOON_DAYS ? 'expiringSoon' : 'active';
}

/** Whether the dialog offers upgrade / renew: only with no membership or an expired one (spec §2). */
export function canUpgrade(info: Pick<MembershipInfo, 'membershipExpireTime'> | null | undefined, now: number): boolean {
  return isMembershipExpired(info, now);
}

/** Colour of the badge of a limit (a count of uses; 999999 = unlimited, which is green). */
export function limitBadgeTone(limit: number): LimitBadgeTone {
  if (limit >= LIMIT_BADGE_HIGH) return 'green';
  if (limit >= LIMIT_BADGE_MEDIUM) return 'amber';
  return 'grey';
}

/** Style name of the level badge: `STANDARD` → `standard`. */
export function levelBadgeStyle(level: MembershipLevel): LevelBadgeStyle {
  return level.toLowerCase() as LevelBadgeStyle;
}
