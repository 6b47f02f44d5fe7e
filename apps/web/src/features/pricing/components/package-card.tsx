/**
 * One service package on the pricing page (spec §3 "Service packages", §9): name, level, price in
 * its currency, how long it lasts, its description and what it includes, each API permission in
 * words ("Trip planner runs: 5 per 7 days", "AI chat messages: 200 a day", unlimited marked), and
 * the Buy button that starts the checkout (spec §4 full flow). The member's current plan is
 * highlighted.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiPermission, ServicePackage } from '@dali/shared/contracts/membership';
import type { Locale } from '@dali/shared/locales';
import { formatNumber } from '../../../lib/catalog-format';
import { isUnlimited, windowLength } from '../../../lib/membership-limits';
import { formatAmount } from '../../../lib/payments/payment-format';

/** Props of {@link PackageCard}. */
export interface PackageCardProps {
  pkg: ServicePackage;
  locale: Locale;
  /** The logged-in member's current plan is this package. */
  current: boolean;
  /** Start buying this package (the page decides: login first, or the checkout). */
  onBuy: (pkg: ServicePackage) => void;
}

/** The words of one permission's limits: "unlimited", "200 a day", "5 per 7 days", or both. */
function usePermissionValue(): (permission: ApiPermission, locale: Locale) => string {
  const { t } = useTranslation('membership');
  return (permission, locale) => {
    const dailyUnlimited = isUnlimited(permission.dailyLimit);
    const windowUnlimited = isUnlimited(permission.totalLimit);
    if (dailyUnlimited && windowUnlimited) return t('pricing.value.unlimited');
    // A count with its measure word where the language needs one ("200 条", "5 次").
    const amount = (limit: number) => t(`amounts.${permission.apiName}`, { value: formatNumber(limit, locale, 0) });
    const daily = t('pricing.value.perDay', { value: amount(permission.dailyLimit) });
    const length = windowLength(permission.timeLimitHours);
    const value = amount(permission.totalLimit);
    const perWindow =
      length.unit === 'days' ? t('pricing.value.perDays', { value, count: length.count }) : t('pricing.value.perHours', { value, count: length.count });
    if (windowUnlimited) return daily;
    if (dailyUnlimited) return perWindow;
    return t('pricing.value.both', { daily, window: perWindow });
  };
}

function CheckIcon() {
  return (
    <svg className="package-include-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function InfinityIcon() {
  return (
    <svg className="package-include-icon" viewBox="0 0 24 12" width="18" height="9" aria-hidden="true" focusable="false">
      <path d="M6 1.5a4.5 4.5 0 1 0 0 9c4.5 0 7.5-9 12-9a4.5 4.5 0 1 1 0 9c-4.5 0-7.5-9-12-9z" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

/** A package as a card. */
export function PackageCard({ pkg, locale, current, onBuy }: PackageCardProps) {
  const { t } = useTranslation('membership');
  const { t: tc } = useTranslation();
  const nameId = useId();
  const permissionValue = usePermissionValue();
  const duration = windowLength(pkg.durationHours);
  return (
    <article className={`package-card${current ? ' package-card-current' : ''}`} aria-labelledby={nameId} data-package={pkg.id}>
      {current && <p className="package-current-tag">{t('pricing.current')}</p>}
      <header className="package-head">
        <span className={`package-level package-level-${pkg.level.toLowerCase()}`}>{tc('member.badge', { level: tc(`member.levels.${pkg.level}`) })}</span>
        <h2 id={nameId} className="package-name">
          {pkg.name}
        </h2>
      </header>
      <p className="package-price">
        <span className="package-amount">{formatAmount(pkg.price, pkg.currency, locale)}</span>
        <span className="package-duration">
          {duration.unit === 'days' ? t('pricing.durationDays', { count: duration.count }) : t('pricing.durationHours', { count: duration.count })}
        </span>
      </p>
      <p className="package-description">{pkg.description}</p>
      <h3 className="package-includes-title">{t('pricing.includes')}</h3>
      <ul className="package-includes">
        {pkg.apiPermissions.map((permission) => {
          const unlimited = isUnlimited(permission.dailyLimit) && isUnlimited(permission.totalLimit);
          return (
            <li key={permission.apiName} className={unlimited ? 'package-include package-include-unlimited' : 'package-include'} data-api={permission.apiName}>
              {unlimited ? <InfinityIcon /> : <CheckIcon />}
              <span className="package-include-name">{t(`apis.${permission.apiName}`)}</span>
              <span className="package-include-value">{permissionValue(permission, locale)}</span>
            </li>
          );
        })}
      </ul>
      <div className="package-buy">
        <button type="button" className="btn btn-primary package-buy-button" onClick={() => onBuy(pkg)} aria-describedby={nameId}>
          {t('pricing.buy')}
        </button>
      </div>
    </article>
  );
}
