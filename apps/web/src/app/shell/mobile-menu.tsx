/**
 * Mobile menu (spec §2): the five main links and the account buttons (or, logged in, the account
 * actions) in a drawer that closes on an outside click, on navigation and on any account action.
 * Loaded on first open, with its Ant Design drawer.
 */
import { CloseOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { AntdScope } from '../../lib/ui/antd-scope';
import { MAIN_LINKS } from '../route-meta';
import { AccountButtons } from './account-buttons';

/** Props: whether it is open and how to close it. */
export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Left drawer for narrow screens (spec §2): main links and account buttons or actions. The navbar
 * owns `open`; `onClose` runs on an outside click, a link click and any account action.
 */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <AntdScope>
      <Drawer
        open={open}
        placement="left"
        size={280}
        onClose={onClose}
        closeIcon={<CloseOutlined aria-label={t('nav.closeMenu')} />}
        title={t('app.name')}
        className="mobile-menu"
      >
        <nav className="mobile-links" aria-label={t('nav.mainNavigation')}>
          {MAIN_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className="nav-link" onClick={onClose}>
              {t(`nav.${link.key}`)}
            </NavLink>
          ))}
        </nav>
        <div className="mobile-actions">
          <AccountButtons variant="list" onAction={onClose} />
        </div>
      </Drawer>
    </AntdScope>
  );
}
