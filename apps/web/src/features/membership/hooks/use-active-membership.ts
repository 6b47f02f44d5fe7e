/**
 * The logged-in user's membership while it is active and unexpired (spec §2, §6: what the member
 * badge and the pricing page's "current plan" go by), else null: a visitor, a user without one, an
 * expired one, or info that belongs to another user (a login in another tab still loading).
 */
import { useEffect, useState } from 'react';
import type { MembershipInfo } from '@dali/shared/contracts/membership';
import { useSession } from '../../../lib/session';
import { expiryMs, isMembershipActive } from '../membership-rules';
import { useMembershipStore } from '../membership-store';

/** Longest delay setTimeout keeps (≈ 24.8 days); a later expiry is re-checked after it. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The logged-in user's membership while it is active, else null. Re-renders at the expiry instant,
 * so the badge goes away when the membership ends with the page open.
 */
export function useActiveMembership(): MembershipInfo | null {
  const session = useSession();
  const userId = useMembershipStore((s) => s.userId);
  const info = useMembershipStore((s) => s.info);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!info) return undefined;
    const left = expiryMs(info) - Date.now();
    if (!(left > 0)) return undefined;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.min(left + 1, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [info, tick]);
  if (!session || session.userId !== userId) return null;
  return isMembershipActive(info, Date.now()) ? info : null;
}
