/**
 * `/package-pricing` (spec §2 "package pricing", §3 service packages, §9 packages): every package
 * from `GET /api/v1/membership/packages` as a card (name, level, price in its currency, duration,
 * description, the API permissions in words), a skeleton of the cards while loading, an error
 * state with a retry button, and the member's current plan highlighted with a note of its expiry.
 * "Buy" opens the login dialog for a visitor and the checkout (components/checkout-dialog.tsx)
 * for a logged-in user; a logged-in user also sees "My orders" (`#orders`).
 *
 * Plain HTML and CSS (docs/decisions/0006-web-first-load.md): the checkout and its component
 * library load only when Buy is pressed. The current membership and what to do once a payment
 * completes (refresh the membership) come in as props: they belong to the membership feature,
 * and the app's route composes the two (features never import each other).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { MembershipInfo, ServicePackage } from '@dali/shared/contracts/membership';
import { useLocation } from 'react-router';
import { useLocaleStore } from '../../../lib/locale';
import { openOverlay } from '../../../lib/overlays/overlay-store';
import { useSession } from '../../../lib/session';
import { ResultState } from '../../../lib/ui/result-state';
import { usePackages } from '../api/list-packages';
import { MyOrders } from '../components/my-orders';
import { PackageCard } from '../components/package-card';
import '../pricing.css';

const CheckoutDialog = lazy(() => import('../components/checkout-dialog').then((m) => ({ default: m.CheckoutDialog })));

/** Props of {@link PricingPage}. */
export interface PricingPageProps {
  /** The logged-in user's active membership, or null (visitor, none, expired). */
  currentMembership?: MembershipInfo | null;
  /** Formats the expiry of `currentMembership` for the note above the cards. */
  formatExpiry?: (membership: MembershipInfo) => string;
  /** Called when an order is paid: refresh the membership. */
  onPaid?: () => void;
}

/**
 * Whether `pkg` is the member's current plan: the package that granted it, or, for a grant made
 * without a package (an operator's), the package of the same level.
 */
export function isCurrentPackage(pkg: ServicePackage, membership: MembershipInfo | null | undefined): boolean {
  if (!membership) return false;
  if (membership.packageId !== null) return membership.packageId === pkg.id;
  return membership.userLevel === pkg.level;
}

function CardsSkeleton({ label }: { label: string }) {
  return (
    <div className="package-grid" role="status" aria-label={label}>
      {[0, 1, 2].map((index) => (
        <div key={index} className="package-card package-card-skeleton" aria-hidden="true">
          <div className="skeleton skeleton-short" />
          <div className="skeleton skeleton-title" />
          <div className="skeleton package-skeleton-price" />
          <div className="skeleton" />
          <div className="skeleton" />
          <div className="skeleton skeleton-short" />
          <div className="skeleton package-skeleton-button" />
        </div>
      ))}
    </div>
  );
}

/** Route component of /package-pricing. */
export function PricingPage({ currentMembership = null, formatExpiry, onPaid }: PricingPageProps) {
  const { t: tc } = useTranslation();
  const { t } = useTranslation('membership');
  const { t: tp } = useTranslation('payment');
  const locale = useLocaleStore((s) => s.locale);
  const packages = usePackages();
  const session = useSession();
  const { hash } = useLocation();
  // The package being bought; it stays while the dialog closes so that its exit animation plays.
  // Each Buy is a new attempt: the dialog starts again at the plan, never at the last order.
  const [checkout, setCheckout] = useState<{ pkg: ServicePackage; open: boolean; attempt: number } | null>(null);

  const buy = (pkg: ServicePackage) => {
    if (!session) openOverlay('loginDialog', { view: 'login' });
    else setCheckout((current) => ({ pkg, open: true, attempt: (current?.attempt ?? 0) + 1 }));
  };

  useEffect(() => {
    if (hash === '#orders' && session) document.getElementById('orders')?.scrollIntoView();
  }, [hash, session]);

  return (
    <div className="page pricing-page">
      <h1 className="page-title">{tc('routes.pricing.title')}</h1>
      <p className="pricing-lead">{t('pricing.lead')}</p>
      {currentMembership && formatExpiry && (
        <p className="pricing-current-notice">{t('pricing.currentNotice', { plan: currentMembership.planName, date: formatExpiry(currentMembership) })}</p>
      )}
      <p className="pricing-payment-note">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="10.5" fill="#1f6fb2" />
          <path d="M12 10.5v6M12 7.2v.3" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <span>{t('pricing.paymentMethods')}</span>
        {session && (
          <a href="#orders" className="pricing-orders-link">
            {tp('orders.title')}
          </a>
        )}
      </p>

      {packages.data ? (
        packages.data.length === 0 ? (
          <ResultState tone="info" title={t('pricing.emptyTitle')} />
        ) : (
          <ul className="package-grid" aria-label={t('pricing.packagesLabel')}>
            {packages.data.map((pkg) => (
              <li key={pkg.id}>
                <PackageCard pkg={pkg} locale={locale} current={isCurrentPackage(pkg, currentMembership)} onBuy={buy} />
              </li>
            ))}
          </ul>
        )
      ) : packages.isError ? (
        <ResultState tone="error" title={t('pricing.loadFailedTitle')} body={packages.error.message}>
          <button type="button" className="btn btn-primary" onClick={() => void packages.refetch()} disabled={packages.isFetching}>
            {t('pricing.retry')}
          </button>
        </ResultState>
      ) : (
        <CardsSkeleton label={t('pricing.loading')} />
      )}

      {session && <MyOrders />}

      {checkout && (
        <Suspense fallback={null}>
          <CheckoutDialog
            key={checkout.attempt}
            pkg={checkout.pkg}
            open={checkout.open}
            onClose={() => setCheckout((current) => current && { ...current, open: false })}
            currentMembership={currentMembership}
            onPaid={onPaid}
          />
        </Suspense>
      )}

      <p className="pricing-free muted">{t('pricing.freeNote')}</p>
      <p className="pricing-policies muted">
        <Trans
          t={t}
          i18nKey="pricing.policies"
          components={{
            refund: <a href="/refund-policy" target="_blank" rel="noopener noreferrer" title={tc('footer.newTab')} />,
            service: <a href="/service-description" target="_blank" rel="noopener noreferrer" title={tc('footer.newTab')} />,
          }}
        />
      </p>
    </div>
  );
}
