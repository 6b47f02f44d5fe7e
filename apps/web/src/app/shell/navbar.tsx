/**
 * Navbar (spec §2): the five main links, the current page name, language dropdown, chat button,
 * login and register buttons or, logged in, the user's avatar, name and account menu; below 768 px
 * a menu button opens the mobile menu (loaded on demand).
 */
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
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
 * The current page's name, shown whole or not at all: where the bar has no room for it (a member's
 * name and pass badge take space at 1280 px), it is hidden rather than cut to "Packa…". The page's
 * own heading names it anyway.
 */
function PageName({ label, title }: { label: string; title: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    // Hidden keeps its box, so the measure stays the same while hidden: no flicker. Measured only by
    // the observer, whose first call comes after the browser's own layout and before the frame is
    // painted: measuring here at once would lay out the whole page inside React's commit.
    const check = () => setFits(element.scrollWidth <= element.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [label]);
  return (
    <span ref={ref} className={`page-name${fits ? '' : ' page-name-clipped'}`} title={title} aria-hidden={fits ? undefined : true}>
      {label}
    </span>
  );
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
        {pageName && <PageName label={t(`pageNames.${pageName}`)} title={t('nav.currentPage', { page: t(`pageNames.${pageName}`) })} />}
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
