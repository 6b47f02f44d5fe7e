/**
 * A restaurant's open status (computed by the API in Asia/Shanghai time) as a dot and text: open
 * now (until…), closed now (opens…), temporarily closed, or hours not known yet. Times are shown
 * 24-hour in Chinese and 12-hour in English.
 */
import { useTranslation } from 'react-i18next';
import type { OpenStatusDto } from '@dali/shared/contracts/attractions';
import { useLocaleStore } from '../../../lib/locale';
import { formatClock } from '../lib/catalog-text';

/** Open status label. */
export function OpenStatus({ status }: { status: OpenStatusDto }) {
  const { t } = useTranslation('catalog');
  const locale = useLocaleStore((s) => s.locale);
  let text: string;
  if (status.status === 'open') text = status.until ? t('openStatus.openUntil', { time: formatClock(status.until, locale) }) : t('openStatus.open');
  else if (status.status === 'closed') text = status.opensAt ? t('openStatus.closedOpensAt', { time: formatClock(status.opensAt, locale) }) : t('openStatus.closed');
  else text = t(`openStatus.${status.status}`);
  return (
    <span className={`food-open food-open-${status.status}`} data-testid="open-status">
      <span className="food-open-dot" aria-hidden="true" />
      {text}
    </span>
  );
}
