/**
 * Navbar (spec §2): the five main links, the current page name, language dropdown, chat button,
 * login and register buttons; on mobile (< 768 px) a menu drawer with the five links that closes on
 * outside click and on navigation.
 */
import { CloseOutlined, MenuOutlined, MessageOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { openOverlay } from '../overlays/overlay-store';
import { MAIN_LINKS, type PageNameKey } from '../route-meta';
import { LanguageMenu } from './language-menu';

/** Props: the current route's page name key, if any. */
export interface NavbarProps {
  pageName: PageNameKey | undefined;
  /** Extra class, used to slide the home navbar in. */
  className?: string;
}

function MainLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      {MAIN_LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.to === '/'} className="nav-link" onClick={onNavigate}>
          {t(`nav.${link.key}`)}
        </NavLink>
      ))}
    </>
  );
}

/** The site navbar. */
export function Navbar({ pageName, className = '' }: NavbarProps) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className={`navbar ${className}`}>
      <div className="navbar-inner">
        <Button
          type="text"
          className="nav-button menu-toggle"
          icon={<MenuOutlined />}
          aria-label={t('nav.openMenu')}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        />
        <Link to="/" className="brand">
          {t('app.name')}
        </Link>
        <nav className="nav-links" aria-label={t('nav.mainNavigation')}>
          <MainLinks />
        </nav>
        {pageName && (
          <span className="page-name" aria-live="polite" title={t('nav.currentPage', { page: t(`pageNames.${pageName}`) })}>
            {t(`pageNames.${pageName}`)}
          </span>
        )}
        <div className="nav-actions">
          <LanguageMenu />
          <Button type="text" className="nav-button" icon={<MessageOutlined />} aria-label={t('nav.chat')} onClick={() => openOverlay('chatDrawer')} />
          <Button className="nav-button login-button" onClick={() => openOverlay('loginDialog', { view: 'login' })}>
            {t('nav.login')}
          </Button>
          <Button type="primary" className="nav-button register-button" onClick={() => openOverlay('loginDialog', { view: 'register' })}>
            {t('nav.register')}
          </Button>
        </div>
      </div>
      <Drawer
        open={menuOpen}
        placement="left"
        width={280}
        onClose={() => setMenuOpen(false)}
        closeIcon={<CloseOutlined aria-label={t('nav.closeMenu')} />}
        title={t('app.name')}
        className="mobile-menu"
      >
        <nav className="mobile-links" aria-label={t('nav.mainNavigation')}>
          <MainLinks onNavigate={() => setMenuOpen(false)} />
        </nav>
        <div className="mobile-actions">
          <Button onClick={() => openOverlay('loginDialog', { view: 'login' })}>{t('nav.login')}</Button>
          <Button type="primary" onClick={() => openOverlay('loginDialog', { view: 'register' })}>
            {t('nav.register')}
          </Button>
        </div>
      </Drawer>
    </header>
  );
}
