/**
 * The skeleton of a dish, restaurant or lodging detail page while it loads, in the shape of the
 * page that follows (cover and title block, facts box, a text section), so nothing jumps when the
 * content arrives. Announced once as loading.
 */
import './catalog-detail.css';
import { useTranslation } from 'react-i18next';

export interface CatalogDetailSkeletonProps {
  /** How many fact rows the facts box holds. */
  factRows: number;
  /** The facts end in a map (places with a position). */
  withMap?: boolean;
  /** How many full text lines the section shows before its short last line. */
  sectionLines: number;
}

/** `count` grey bars of the given extra class. */
function Bars({ count, className }: { count: number; className: string }) {
  return Array.from({ length: count }, (_, i) => <div key={i} className={`skeleton ${className}`} />);
}

/** The loading shape of a catalog detail page. */
export function CatalogDetailSkeleton({ factRows, withMap = false, sectionLines }: CatalogDetailSkeletonProps) {
  const { t } = useTranslation('catalog');
  return (
    <div aria-busy="true" aria-label={t('results.loading')} role="status">
      <div className="catalog-detail-hero" aria-hidden="true">
        <div className="skeleton catalog-detail-skeleton-hero" />
        <div className="catalog-detail-hero-text catalog-detail-skeleton-text">
          <Bars count={1} className="skeleton-title catalog-detail-skeleton-h1" />
          <Bars count={1} className="catalog-list-skeleton-chips catalog-detail-skeleton-chips" />
        </div>
      </div>
      <div className="catalog-detail-layout" aria-hidden="true">
        <div className="catalog-detail-facts catalog-detail-skeleton-box">
          <Bars count={1} className="catalog-list-skeleton-title" />
          <Bars count={factRows} className="catalog-list-skeleton-line" />
          {withMap && <Bars count={1} className="catalog-detail-skeleton-map" />}
        </div>
        <div className="catalog-detail-main">
          <div className="catalog-detail-section catalog-detail-skeleton-box">
            <Bars count={1} className="catalog-list-skeleton-title" />
            <Bars count={sectionLines} className="catalog-list-skeleton-line" />
            <Bars count={1} className="catalog-list-skeleton-line catalog-detail-skeleton-short" />
          </div>
        </div>
      </div>
    </div>
  );
}
