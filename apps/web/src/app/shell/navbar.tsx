/**
 * Navbar (spec §2): the five main links, the current page name, language dropdown, chat button,
 * login and register buttons or, logged in, the user's avatar, name and account menu; below 768 px
 * a menu button opens the mobile menu (loaded on demand).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { openOverlay } from '../../lib/overlays/overlay-store';
import { MAIN_LINKS, type PageNameKey } from '../route-meta';
import { AccountButtons } from './account-buttons';
import { LanguageMenu } from './language-menu';

const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

/** Props: the current route's page name key, if any. */
export interface NavbarProps {
  pageName: PageNameKey | undefined;
  /** Extra class, used to slide the home navbar in. */
  className?: string;
}

/**
 * Top bar of the shell (spec §2); `pageName` is the route's page-name key shown as the current page.
 * The mobile menu is loaded on first open and closed on every navigation.
 */
export function Navbar({ pageName, className = '' }: NavbarProps) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className={`navbar ${className}`}>
      <div className="navbar-inner">
        <button
          type="button"
          className="btn btn-text menu-toggle"
          aria-label={t('nav.openMenu')}
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuLoaded(true);
            setMenuOpen(true);
          }}
        >
          <span aria-hidden="true" className="menu-icon" />
        </button>
        <Link to="/" className="brand">
          {t('app.name')}
        </Link>
        <nav className="nav-links" aria-label={t('nav.mainNavigation')}>
          {MAIN_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className="nav-link">
              {t(`nav.${link.key}`)}
            </NavLink>
          ))}
        </nav>
        {pageName && (
          <span className="page-name" title={t('nav.currentPage', { page: t(`pageNames.${pageName}`) })}>
            {t(`pageNames.${pageName}`)}
          </span>
        )}
        <div className="nav-actions">
          <LanguageMenu />
          <button type="button" className="btn btn-text chat-button" aria-label={t('nav.chat')} onClick={() => openOverlay('chatDrawer')}>
            <span aria-hidden="true" className="chat-icon" />
          </button>
          <AccountButtons loginClassName="login-button" />
        </div>
      </div>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
