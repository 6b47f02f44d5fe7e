/**
 * Maps memberships, packages and remaining counts to the contract DTOs of
 * packages/shared/src/contracts/membership.ts, in the request locale.
 */
import type { MembershipInfo, QuotaType, RemainingCount, ServicePackage } from '@dali/shared/contracts/membership';
import type { Locale } from '@dali/shared/locales';
import { currencyDigits } from '../../lib/money.js';
import type { QuotaRemaining } from '../../lib/quota.js';
import type { MembershipConfig, PackageConfig } from './membership-config.js';
import type { Membership } from './membership.service.js';

const iso = (epochMs: number) => new Date(epochMs).toISOString();

/** `390, 'USD'` → 3.9: minor units to the display amount. */
export function majorAmount(minor: number, currency: string): number {
  return minor / 10 ** currencyDigits(currency);
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
    price: majorAmount(pkg.priceMinor, pkg.currency),
    priceMinor: pkg.priceMinor,
    currency: pkg.currency,
    prices: [[pkg.currency, pkg.priceMinor] as const, ...Object.entries(pkg.prices)].map(([currency, priceMinor]) => ({
      currency,
      priceMinor,
      price: majorAmount(priceMinor, currency),
    })),
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
