/**
 * `/stay/reserve?id=<id>&nights=<n>` (spec §2 reserve page): the lodging's cover and title, room
 * types with nightly price, capacity and the total for the chosen nights (editable, kept in the
 * URL), facts and map, and the booking path (website, phone, taxi address card). No id, or an id
 * the catalog does not know, shows the "homestay id missing" state of spec §8.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isNotFound, useStay } from '../api/get-stay';
import { StayDetailView } from '../components/stay-detail-view';
import { StayResultState } from '../components/stay-result-state';
import { useTownNames } from '../../../lib/catalog-list/use-town-names';
import { clampNights } from '../lib/nights';
// The kit's card frame, chips and skeletons first, so the page's own rules can refine them.
import '../../../lib/catalog-list/catalog-list.css';
import '../stay.css';

/** The detail layout's shape while the lodging loads: hero, facts box and rooms section. */
function DetailSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <div aria-busy="true" aria-label={t('results.loading')} role="status">
      <div className="stay-hero" aria-hidden="true">
        <div className="skeleton stay-skeleton-hero" />
        <div>
          <div className="skeleton skeleton-title stay-skeleton-h1" />
          <div className="skeleton catalog-list-skeleton-chips" />
        </div>
      </div>
      <div className="stay-detail" aria-hidden="true">
        <div className="stay-facts stay-skeleton-facts">
          <div className="skeleton catalog-list-skeleton-title" />
          {Array.from({ length: 7 }, (_, i) => (
            <div key={i} className="skeleton catalog-list-skeleton-line" />
          ))}
          <div className="skeleton stay-skeleton-map" />
        </div>
        <div className="stay-main">
          <div className="stay-section stay-skeleton-section">
            <div className="skeleton catalog-list-skeleton-title" />
            <div className="skeleton catalog-list-skeleton-line" />
            <div className="skeleton catalog-list-skeleton-line catalog-list-skeleton-short" />
          </div>
        </div>
      </div>
    </div>
  );
}

/** Route component. */
export function StayReservePage() {
  const { t } = useTranslation('stay');
  const [params, setParams] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const nights = clampNights(params.get('nights'));
  const query = useStay(id, nights);
  const { townName } = useTownNames();
  const setNights = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (next > 1) out.set('nights', String(next));
          else out.delete('nights');
          return out;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  // The result states carry their own way back to the list.
  let showBackLink = false;
  let content;
  if (id === null || isNotFound(query.error)) content = <StayResultState kind="missing" />;
  else if (query.data) {
    showBackLink = true;
    content = <StayDetailView stay={query.data} nights={nights} onNightsChange={setNights} townName={townName} />;
  }
  else if (query.isError) content = <StayResultState kind="error" reason={query.error.message} onRetry={() => void query.refetch()} />;
  else {
    showBackLink = true;
    content = <DetailSkeleton />;
  }

  return (
    <div className="page stay-detail-page">
      {showBackLink && (
        <p className="stay-back">
          <Link to="/stay" className="back-link">
            ← {t('reserve.backToList')}
          </Link>
        </p>
      )}
      {content}
    </div>
  );
}
