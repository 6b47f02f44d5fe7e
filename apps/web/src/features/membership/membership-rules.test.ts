import { describe, expect, it } from 'vitest';
import { EXPIRING_SOON_DAYS, LIMIT_BADGE_HIGH, LIMIT_BADGE_MEDIUM, UNLIMITED } from '@dali/shared/constants';
import { MEMBERSHIP_LEVELS } from '@dali/shared/contracts/membership';
import { isUnlimited, windowLength } from '../../lib/membership-limits';
import {
  ALERT_TYPES,
  DAY_MS,
  canUpgrade,
  isMembershipActive,
  isMembershipExpired,
  levelBadgeStyle,
  limitBadgeTone,
  membershipAlertKind,
  remainingDays,
} from './membership-rules';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
/** Membership info whose expiry is `ms` after NOW. */
const expiringIn = (ms: number) => ({ membershipExpireTime: new Date(NOW + ms).toISOString() });

describe('expiry (spec §4: expired when no info or expiry in the past)', () => {
  it('is expired without info', () => {
    expect(isMembershipExpired(null, NOW)).toBe(true);
    expect(isMembershipExpired(undefined, NOW)).toBe(true);
    expect(isMembershipActive(null, NOW)).toBe(false);
  });

  it('is expired a millisecond after expiry and at the expiry instant, active a millisecond before', () => {
    expect(isMembershipExpired(expiringIn(-1), NOW)).toBe(true);
    expect(isMembershipExpired(expiringIn(0), NOW)).toBe(true);
    expect(isMembershipExpired(expiringIn(1), NOW)).toBe(false);
    expect(isMembershipActive(expiringIn(1), NOW)).toBe(true);
  });

  it('reads times with any offset, and treats an unreadable expiry as expired', () => {
    // 20:00 in China is 12:00 UTC: the same instant as NOW.
    expect(isMembershipExpired({ membershipExpireTime: '2026-11-22T20:00:00+08:00' }, NOW)).toBe(true);
    expect(isMembershipExpired({ membershipExpireTime: '2026-11-22T20:00:01+08:00' }, NOW)).toBe(false);
    expect(isMembershipExpired({ membershipExpireTime: 'soon' }, NOW)).toBe(true);
    expect(remainingDays({ membershipExpireTime: 'soon' }, NOW)).toBe(0);
  });
});

describe('remaining days (spec §4: days to expiry rounded up, minimum 0)', () => {
  it.each([
    ['no info', null, 0],
    ['expired a day ago', expiringIn(-DAY_MS), 0],
    ['expiry == now', expiringIn(0), 0],
    ['1 ms left', expiringIn(1), 1],
    ['half a day', expiringIn(DAY_MS / 2), 1],
    ['exactly 1 day', expiringIn(DAY_MS), 1],
    ['1 day + 1 ms', expiringIn(DAY_MS + 1), 2],
    ['exactly 3 days', expiringIn(3 * DAY_MS), 3],
    ['3 days + 1 ms', expiringIn(3 * DAY_MS + 1), 4],
    ['a week less a second (just granted)', expiringIn(7 * DAY_MS - 1000), 7],
    ['30 days', expiringIn(30 * DAY_MS), 30],
  ])('%s → %i', (_name, info, days) => {
    expect(remainingDays(info, NOW)).toBe(days);
  });
});

describe('status alert (spec §4)', () => {
  it.each([
    ['no info', null, 'expired'],
    ['expired', expiringIn(-1), 'expired'],
    ['expiry == now', expiringIn(0), 'expired'],
    ['1 ms left', expiringIn(1), 'expiringSoon'],
    ['half a day', expiringIn(DAY_MS / 2), 'expiringSoon'],
    ['exactly 3 days', expiringIn(EXPIRING_SOON_DAYS * DAY_MS), 'expiringSoon'],
    ['3 days + 1 ms', expiringIn(EXPIRING_SOON_DAYS * DAY_MS + 1), 'active'],
    ['7 days', expiringIn(7 * DAY_MS), 'active'],
  ] as const)('%s → %s', (_name, info, kind) => {
    expect(membershipAlertKind(info, NOW)).toBe(kind);
  });

  it('warns when expired or expiring soon, and shows success when active', () => {
    expect(ALERT_TYPES).toEqual({ expired: 'warning', expiringSoon: 'warning', active: 'success' });
    expect(EXPIRING_SOON_DAYS).toBe(3);
  });

  it('offers upgrade or renewal only without a membership or after it has expired (spec §2)', () => {
    expect(canUpgrade(null, NOW)).toBe(true);
    expect(canUpgrade(expiringIn(0), NOW)).toBe(true);
    expect(canUpgrade(expiringIn(1), NOW)).toBe(false);
    expect(canUpgrade(expiringIn(30 * DAY_MS), NOW)).toBe(false);
  });
});

describe('limit badges (spec §6: green ≥ 100, amber ≥ 50, else grey; 999999 unlimited)', () => {
  it.each([
    [0, 'grey'],
    [1, 'grey'],
    [49, 'grey'],
    [50, 'amber'],
    [99, 'amber'],
    [100, 'green'],
    [10_000, 'green'],
    [UNLIMITED, 'green'],
  ] as const)('%i → %s', (limit, tone) => {
    expect(limitBadgeTone(limit)).toBe(tone);
  });

  it('uses the named thresholds', () => {
    expect([LIMIT_BADGE_HIGH, LIMIT_BADGE_MEDIUM]).toEqual([100, 50]);
  });

  it('reads 999999 as unlimited and anything below as a count', () => {
    expect(isUnlimited(UNLIMITED)).toBe(true);
    expect(isUnlimited(999_998)).toBe(false);
    expect(isUnlimited(0)).toBe(false);
  });

  it('names a window in days above one day, else in hours', () => {
    expect(windowLength(24)).toEqual({ unit: 'hours', count: 24 });
    expect(windowLength(12)).toEqual({ unit: 'hours', count: 12 });
    expect(windowLength(36)).toEqual({ unit: 'hours', count: 36 });
    expect(windowLength(72)).toEqual({ unit: 'days', count: 3 });
    expect(windowLength(168)).toEqual({ unit: 'days', count: 7 });
    expect(windowLength(720)).toEqual({ unit: 'days', count: 30 });
  });
});

describe('level badge style (spec §4: trial, basic, standard, premium, vip)', () => {
  it('is the lower-case level', () => {
    expect(MEMBERSHIP_LEVELS.map(levelBadgeStyle)).toEqual(['trial', 'basic', 'standard', 'premium', 'vip']);
  });
});
