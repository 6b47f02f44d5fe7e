/**
 * What the navbar's account menu shows of membership (spec §2 "member badge when membership is
 * active and unexpired", §6 "Members trying to activate are told current plan and expiry"): a
 * badge `{ text, description }` (level word, e.g. "Standard", and "Standard member" for screen
 * readers) and the notice for "activate service", both null for a visitor, a user without a
 * membership or one whose membership has expired. The app shell hands them to the account menu,
 * which knows nothing of membership.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MembershipInfo } from '@dali/shared/contracts/membership';
import { useLocaleStore } from '../../../lib/locale';
import { useSession } from '../../../lib/session';
import { formatMembershipTime } from '../membership-format';
import { expiryMs, isMembershipActive } from '../membership-rules';
import { useMembershipStore } from '../membership-store';

/** The member badge beside the display name. */
export interface MemberBadge {
  /** Short visible word: the level name. */
  text: string;
  /** What a screen reader hears: "Standard member". */
  description: string;
}

/** What {@link useMemberNavbar} answers. */
export interface MemberNavbar {
  badge: MemberBadge | null;
  /** The message for a member who chooses "activate service"; null for everyone else. */
  activateNotice: (() => string) | null;
}

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

/** Badge and activate notice of the current user (see the module comment). */
export function useMemberNavbar(): MemberNavbar {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const active = useActiveMembership();
  if (!active) return { badge: null, activateNotice: null };
  const level = t(`member.levels.${active.userLevel}`);
  return {
    badge: { text: level, description: t('member.badge', { level }) },
    activateNotice: () => t('member.activateNotice', { plan: active.planName, date: formatMembershipTime(active.membershipExpireTime, locale) }),
  };
}
