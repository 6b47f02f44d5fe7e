/**
 * What the navbar's account menu shows of membership (spec §2 "member badge when membership is
 * active and unexpired", §6 "Members trying to activate are told current plan and expiry"): a
 * badge `{ text, description }` (level word, e.g. "Standard", and "Standard member" for screen
 * readers) and the notice for "activate service", both null for a visitor, a user without a
 * membership or one whose membership has expired. The app shell hands them to the account menu,
 * which knows nothing of membership.
 */
import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../../../lib/locale';
import { formatMembershipTime } from '../membership-format';
import { useActiveMembership } from './use-active-membership';

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
