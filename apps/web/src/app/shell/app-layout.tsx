/**
 * The persistent shell (spec §2): navbar (hidden on payment return, share and about; on home only
 * after scrolling 100 px), the page, footer (hidden on payment return and share), the global
 * overlay hosts, head metadata and scroll restoration.
 */
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { HOME_NAVBAR_SCROLL_PX } from '@dali/shared/constants';
import { OverlayHosts } from '../overlays/overlay-hosts';
import { Navbar } from './navbar';
import { OfflineBanner } from './offline-banner';
import { PageHead, useRouteHandle } from './page-head';
import { Toaster } from './toaster';
import { useScrolledPast } from './use-scrolled-past';

/**
 * The footer, below every page's content: loaded on its own after the app starts, so the first
 * load carries only what a phone's first screen shows (the first-load budget of `/`, bench:web).
 */
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));

/**
 * Layout route around every page (spec §2 shell): skip link, navbar and footer unless the route's
 * handle hides them, the lazy page with a skeleton fallback, overlays, toasts and head metadata.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const scrolled = useScrolledPast(HOME_NAVBAR_SCROLL_PX, handle?.navbarAfterScroll === true);
  const showNavbar = !handle?.hideNavbar && (!handle?.navbarAfterScroll || scrolled);
  return (
    <div className="shell">
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      {showNavbar && <Navbar pageName={handle?.pageName} className={handle?.navbarAfterScroll ? 'navbar-floating' : ''} />}
      <OfflineBanner />
      <main id="main" tabIndex={-1}>
        <Suspense
          fallback={
            <div className="page" role="status" aria-busy="true" aria-label={t('app.loading')}>
              <div className="skeleton skeleton-title" />
              <div className="skeleton" />
              <div className="skeleton" />
              <div className="skeleton skeleton-short" />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      {!handle?.hideFooter && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <OverlayHosts />
      <Toaster />
      <PageHead />
      <ScrollRestoration />
    </div>
  );
}
