/**
 * The `/package-pricing` route (spec §2): the pricing feature's page with the membership feature's
 * current plan handed in, so a member sees their plan highlighted and its expiry, and its refresh
 * for when a payment completes. The app composes
 * the two features; neither imports the other (architecture.md §2).
 */
import { useCallback } from 'react';
import type { MembershipInfo } from '@dali/shared/contracts/membership';
import { useActiveMembership } from '../features/membership/hooks/use-active-membership';
import { formatMembershipTime } from '../features/membership/membership-format';
import { PricingPage } from '../features/pricing/pages/pricing-page';
import { useLocaleStore } from '../lib/locale';
import { refreshMembershipQuietly } from './membership-refresh';

/**
 * Route `/package-pricing` (spec §2): the pricing page given the active membership, its expiry in
 * the current locale, and the quiet membership refresh for a completed payment.
 */
export function PricingRoute() {
  const membership = useActiveMembership();
  const locale = useLocaleStore((s) => s.locale);
  const formatExpiry = useCallback((info: MembershipInfo) => formatMembershipTime(info.membershipExpireTime, locale), [locale]);
  return <PricingPage currentMembership={membership} formatExpiry={formatExpiry} onPaid={refreshMembershipQuietly} />;
}
