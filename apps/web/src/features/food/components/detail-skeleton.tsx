/**
 * Skeleton of a detail page while it loads, in the shape of the page that follows (cover and
 * title block, facts box with a map, a text section), so nothing jumps when the content arrives.
 */
import { useTranslation } from 'react-i18next';

/** Detail skeleton; `withMap` for restaurants, whose facts end in a map. */
export function DetailSkeleton({ withMap = false }: { withMap?: boolean }) {
  const { t } = useTranslation('catalog');
  return (
    <div aria-busy="true" aria-label={t('results.loading')} role="status">
      <div className="food-hero" aria-hidden="true">
        <div className="skeleton food-skeleton-hero" />
        <div className="food-hero-text food-skeleton-text">
          <div className="skeleton skeleton-title food-skeleton-h1" />
          <div className="skeleton catalog-list-skeleton-chips food-skeleton-chips" />
        </div>
      </div>
      <div className="food-detail" aria-hidden="true">
        <div className="food-facts food-skeleton-box">
          <div className="skeleton catalog-list-skeleton-title" />
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="skeleton catalog-list-skeleton-line" />
          ))}
          {withMap && <div className="skeleton food-skeleton-map" />}
        </div>
        <div className="food-main">
          <div className="food-section food-skeleton-box">
            <div className="skeleton catalog-list-skeleton-title" />
            <div className="skeleton catalog-list-skeleton-line" />
            <div className="skeleton catalog-list-skeleton-line" />
            <div className="skeleton catalog-list-skeleton-line food-skeleton-short" />
          </div>
        </div>
      </div>
    </div>
  );
}
