/**
 * OpenStatusLabel: a place's open status as computed by the API in China time (spec §3 "open
 * status"): open now (until …), closed now (opens …), temporarily closed, or hours not known yet,
 * with a coloured dot, for attraction and restaurant cards and detail pages.
 */
import './catalog-ui.css';
import { useTranslation } from 'react-i18next';
import type { OpenStatusDto } from '@dali/shared/contracts/attractions';
import { formatClock } from '../catalog-format';
import { useLocaleStore } from '../locale';

/** The status text in the current locale (exported for places that need a plain string). */
export function useOpenStatusText(status: OpenStatusDto): string {
  const { t } = useTranslation('catalog');
  const locale = useLocaleStore((s) => s.locale);
  switch (status.status) {
    case 'open':
      return status.until ? t('openStatus.openUntil', { time: formatClock(status.until, locale) }) : t('openStatus.open');
    case 'closed':
      return status.opensAt ? t('openStatus.closedOpensAt', { time: formatClock(status.opensAt, locale) }) : t('openStatus.closed');
    case 'temporarilyClosed':
      return t('openStatus.temporarilyClosed');
    default:
      return t('openStatus.unknown');
  }
}

/** Dot + status text. */
export function OpenStatusLabel({ status, className }: { status: OpenStatusDto; className?: string }) {
  const text = useOpenStatusText(status);
  return (
    <span className={`open-status open-status-${status.status} ${className ?? ''}`}>
      <span className="open-status-dot" aria-hidden="true" />
      {text}
    </span>
  );
}
