/**
 * The frame of a dish, restaurant or lodging detail page: a "← back to the list" link above the
 * content while the content or its skeleton shows (the not-found and error states carry their own
 * way back), then whichever of {@link DetailState}'s states applies.
 */
import './catalog-detail.css';
import { Link } from 'react-router';
import { DetailState, detailPhase, type DetailStateProps } from './detail-state';

export interface CatalogDetailPageProps<T> extends DetailStateProps<T> {
  /** Class of the page's root beside `page` (the route's own hook for styles and tests). */
  className: string;
  /** Where the back link leads and its translated label (without the arrow). */
  back: { to: string; label: string };
}

/** A catalog detail page: back link and the state of the record. */
export function CatalogDetailPage<T>({ className, back, ...state }: CatalogDetailPageProps<T>) {
  const phase = detailPhase(state);
  return (
    <div className={`page ${className}`}>
      {(phase === 'content' || phase === 'loading') && (
        <p className="catalog-detail-back">
          <Link to={back.to} className="back-link">
            ← {back.label}
          </Link>
        </p>
      )}
      <DetailState {...state} />
    </div>
  );
}
