/**
 * Maps memberships, packages and remaining counts to the contract DTOs of
 * packages/shared/src/contracts/membership.ts, in the request locale.
 */
import type { MembershipInfo, QuotaType, RemainingCount, ServicePackage } from '@dali/shared/contracts/membership';
import type { Locale } from '@dali/shared/locales';
import type { QuotaRemaining } from '../../lib/quota.js';
import type { MembershipConfig, PackageConfig } from './membership-config.js';
import type { Membership } from './membership.service.js';

const iso = (epochMs: number) => new Date(epochMs).toISOString();

/** Digits of the minor unit of `currency` (USD 2, JPY 0), from the runtime's ISO 4217 data. */
function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * Spec §3 membership info: `planName` is the package's name when a package set the level, else the
 * level's name; `apiPermissions` are the level's; times ISO 8601 (UTC).
 */
export function presentMembership(membership: Membership, config: MembershipConfig, locale: Locale): MembershipInfo {
  const level = config.levels[membership.level];
  const pkg = membership.packageId === null ? undefined : config.packages.find((p) => p.id === membership.packageId);
  return {
    userLevel: membership.level,
    planName: (pkg ?? level).name[locale],
    packageId: membership.packageId,
    membershipStartTime: iso(membership.startAt),
    membershipExpireTime: iso(membership.expireAt),
    apiPermissions: level.apiPermissions.map((p) => ({ ...p })),
  };
}

/** Spec §3 service package with its level's permissions; `price` in major units (390 cents → 3.9). */
export function presentPackage(pkg: PackageConfig, config: MembershipConfig, locale: Locale): ServicePackage {
  return {
    id: pkg.id,
    serviceType: pkg.serviceType,
    name: pkg.name[locale],
    description: pkg.description[locale],
    level: pkg.level,
    price: pkg.priceMinor / 10 ** minorDigits(pkg.currency),
    priceMinor: pkg.priceMinor,
    currency: pkg.currency,
    durationHours: pkg.durationHours,
    paymentUrl: pkg.paymentUrl,
    qrImage: pkg.qrImage,
    apiPermissions: config.levels[pkg.level].apiPermissions.map((p) => ({ ...p })),
  };
}

/** The remaining-count answer for `type` (the query's name of the feature). */
export function presentRemaining(type: QuotaType, remaining: QuotaRemaining): RemainingCount {
  return {
    type,
    subject: remaining.payer,
    remaining: remaining.remaining,
    limit: remaining.limit,
    unlimited: remaining.unlimited,
    resetsAt: remaining.resetsAt === null ? null : iso(remaining.resetsAt),
  };
}
