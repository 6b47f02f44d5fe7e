/**
 * Login and register buttons (spec §2): they open the global login dialog in its login or register
 * view, from the navbar and from the mobile menu.
 */
import { useTranslation } from 'react-i18next';
import { openOverlay } from '../overlays/overlay-store';

/** The two account buttons; `loginClassName` lets the navbar hide "Log in" on small screens. */
export function AccountButtons({ loginClassName = '' }: { loginClassName?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className={`btn ${loginClassName}`} onClick={() => openOverlay('loginDialog', { view: 'login' })}>
        {t('nav.login')}
      </button>
      <button type="button" className="btn btn-primary" onClick={() => openOverlay('loginDialog', { view: 'register' })}>
        {t('nav.register')}
      </button>
    </>
  );
}
