/**
 * Skeleton of a detail page while it loads: cover and title block, then text lines.
 */
import { useTranslation } from 'react-i18next';

/** Detail skeleton. */
export function DetailSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <div aria-busy="true" aria-label={t('results.loading')}>
      <div className="skeleton food-skeleton-hero" />
      <div className="skeleton skeleton-title" />
      <div className="skeleton" />
      <div className="skeleton skeleton-short" />
    </div>
  );
}
