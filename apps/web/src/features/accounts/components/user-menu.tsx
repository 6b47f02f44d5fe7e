/**
 * The logged-in part of the navbar and mobile menu (spec §2): avatar (default image if unset),
 * display name (username, else email, else phone, else a default word) and the account actions:
 * membership info (opens the membership overlay), activate service (to /package-pricing),
 * settings (an "in development" toast) and logout (clears the session, goes home).
 *
 * Plain HTML, like the rest of the shell (docs/decisions/0006-web-first-load.md): in the navbar a
 * menu button with a keyboard-operable menu (Enter, Space or arrows open it; arrows, Home and End
 * move; Escape closes and returns focus; Tab or an outside click closes), in the mobile menu the
 * same actions as a list. The logout request's code loads only when used.
 *
 * Membership is another feature's business: the app shell passes in the member badge shown beside
 * the name (spec §2, §6) and the notice a member gets on "activate service" (spec §6).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openOverlay } from '../../../lib/overlays/overlay-store';
import { useProfile, type Session } from '../../../lib/session';
import { toast } from '../../../lib/ui/toast';
import { displayNameOf } from '../display-name';
import { UserAvatar } from './user-avatar';
import '../user-menu.css';

/** A badge beside the display name: a short visible word and what a screen reader hears instead. */
export interface NameBadge {
  text: string;
  description: string;
}

/**
 * Props: the logged-in session, the layout, what to do after any action (close a drawer), and
 * what membership adds: the badge beside the name, and `activateNotice`, whose message (a
 * member's current plan and expiry) is shown as "activate service" goes to /package-pricing.
 */
export interface UserMenuProps {
  session: Session;
  variant?: 'dropdown' | 'list';
  onAction?: () => void;
  badge?: NameBadge | null;
  activateNotice?: (() => string) | null;
}

type ActionKey = 'membership' | 'activate' | 'settings' | 'logout';
const ACTIONS: readonly ActionKey[] = ['membership', 'activate', 'settings', 'logout'];

function useAccountActions(onAction: (() => void) | undefined, activateNotice: (() => string) | null | undefined): (key: ActionKey) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (key) => {
    onAction?.();
    if (key === 'membership') openOverlay('membershipDialog');
    else if (key === 'activate') {
      // A member is told what they already have; the pricing page then shows it highlighted.
      if (activateNotice) toast.info(activateNotice());
      void navigate('/package-pricing');
    } else if (key === 'settings') toast.info(t('account.settingsInDevelopment'));
    else {
      void import('../hooks/log-out')
        .then((m) => m.logOutEverywhere())
        .then(() => {
          queryClient.removeQueries({ queryKey: ['users'] });
          void queryClient.invalidateQueries();
          void navigate('/');
        });
    }
  };
}

/** The badge beside the name: visible word hidden from screen readers, which hear the description. */
function BadgeView({ badge, id }: { badge: NameBadge; id?: string }): ReactNode {
  return (
    <>
      <span className="name-badge" aria-hidden="true" title={badge.description}>
        <svg className="name-badge-icon" viewBox="0 0 16 16" width="12" height="12" focusable="false">
          <path d="M2 12.5h12l1-8-4 3-3-5-3 5-4-3z" fill="currentColor" />
        </svg>
        <span className="name-badge-text">{badge.text}</span>
      </span>
      <span id={id} className="visually-hidden">
        {badge.description}
      </span>
    </>
  );
}

/** Avatar, name, member badge and account actions of the logged-in user. */
export function UserMenu({ session, variant = 'dropdown', onAction, badge = null, activateNotice = null }: UserMenuProps) {
  const { t } = useTranslation();
  const profile = useProfile();
  const name = displayNameOf(session, profile, t('account.defaultName'));
  const run = useAccountActions(onAction, activateNotice);

  if (variant === 'list') {
    return (
      <div className="user-panel">
        <p className="user-panel-head">
          <UserAvatar src={profile?.avatar ?? null} size={40} />
          <span className="user-name">{name}</span>
          {badge && <BadgeView badge={badge} />}
        </p>
        <ul className="user-panel-actions">
          {ACTIONS.map((key) => (
            <li key={key}>
              <button type="button" className="btn" onClick={() => run(key)}>
                {t(`account.${key}`)}
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return <UserDropdown name={name} avatar={profile?.avatar ?? null} badge={badge} run={run} />;
}

interface UserDropdownProps {
  name: string;
  avatar: string | null;
  badge: NameBadge | null;
  run: (key: ActionKey) => void;
}

function UserDropdown({ name, avatar, badge, run }: UserDropdownProps) {
  const { t } = useTranslation();
  const badgeId = useId();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && container.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex((index + ACTIONS.length) % ACTIONS.length);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : -1);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: focusIndex + 1, ArrowUp: focusIndex - 1, Home: 0, End: ACTIONS.length - 1 };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      openAt(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className="user-menu" ref={container}>
      <button
        ref={button}
        type="button"
        className="btn btn-text user-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('account.menuLabel', { name })}
        aria-describedby={badge ? badgeId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        <UserAvatar src={avatar} />
        <span className="user-name" aria-hidden="true">
          {name}
        </span>
        {badge && <BadgeView badge={badge} id={badgeId} />}
        <span className="user-menu-caret" aria-hidden="true" />
      </button>
      {open && (
        <ul ref={menu} id={menuId} role="menu" aria-label={t('account.menuTitle')} className="user-menu-list" onKeyDown={onMenuKeyDown}>
          {ACTIONS.map((key, index) => (
            <li key={key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={`user-menu-item${key === 'logout' ? ' user-menu-item-logout' : ''}`}
                onFocus={() => setFocusIndex(index)}
                onClick={() => {
                  close(key !== 'activate' && key !== 'logout');
                  run(key);
                }}
              >
                {t(`account.${key}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
