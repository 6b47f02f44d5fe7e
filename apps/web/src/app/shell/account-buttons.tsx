/**
 * The account part of the navbar and mobile menu (spec §2): for a visitor, login and register
 * buttons that open the global login dialog in its login or register view; for a logged-in user,
 * the avatar, display name and account menu, with the membership feature's member badge and
 * "activate service" notice handed to the accounts feature's menu (features never import each
 * other; the shell composes them).
 */
import { useTranslation } from 'react-i18next';
import { UserMenu } from '../../features/accounts/components/user-menu';
import { useMemberNavbar } from '../../features/membership/hooks/use-member-navbar';
import { useSession, type Session } from '../../lib/session';
import { openOverlay } from '../../lib/overlays/overlay-store';

export interface AccountButtonsProps {
  /** Lets the navbar hide "Log in" on small screens. */
  loginClassName?: string;
  /** `list` in the mobile menu: the account actions as a list instead of a dropdown. */
  variant?: 'dropdown' | 'list';
  /** Called after any button or action (the mobile menu closes). */
  onAction?: () => void;
}

/** Login and register buttons, or the logged-in user's menu. */
export function AccountButtons({ loginClassName = '', variant = 'dropdown', onAction }: AccountButtonsProps) {
  const { t } = useTranslation();
  const session = useSession();
  if (session) return <MemberUserMenu session={session} variant={variant} onAction={onAction} />;
  const open = (view: 'login' | 'register') => {
    onAction?.();
    openOverlay('loginDialog', { view });
  };
  return (
    <>
      <button type="button" className={`btn ${loginClassName}`} aria-haspopup="dialog" onClick={() => open('login')}>
        {t('nav.login')}
      </button>
      <button type="button" className="btn btn-primary" aria-haspopup="dialog" onClick={() => open('register')}>
        {t('nav.register')}
      </button>
    </>
  );
}

function MemberUserMenu({ session, variant, onAction }: { session: Session; variant: 'dropdown' | 'list'; onAction?: () => void }) {
  const { badge, activateNotice } = useMemberNavbar();
  return <UserMenu session={session} variant={variant} onAction={onAction} badge={badge} activateNotice={activateNotice} />;
}
