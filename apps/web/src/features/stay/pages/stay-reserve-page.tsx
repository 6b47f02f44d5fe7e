/**
 * `/stay/reserve?id=<id>&nights=<n>` (spec §2 reserve page): the lodging's cover and title, room
 * types with nightly price, capacity and the total for the chosen nights (editable, kept in the
 * URL), facts and map, and the booking path (website, phone, taxi address card). No id, or an id
 * the catalog does not know, shows the "homestay id missing" state of spec §8.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isNotFound, useStay } from '../api/get-stay';
import { StayDetailView } from '../components/stay-detail-view';
import { StayResultState } from '../components/stay-result-state';
import { useTownNames } from '../../../lib/catalog-list/use-town-names';
import { CatalogDetailPage } from '../../../lib/catalog-detail/detail-page';
import { CatalogDetailSkeleton } from '../../../lib/catalog-detail/detail-skeleton';
import { clampNights } from '../lib/nights';
// The kit's card frame, chips and skeletons first, so the page's own rules can refine them.
import '../../../lib/catalog-list/catalog-list.css';
import '../stay.css';

/**
 * Route `/stay/reserve?id=&nights=` (spec §2 reserve page); no id or an unknown one shows
 * "homestay id missing" (spec §8).
 */
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

  return (
    <CatalogDetailPage
      className="stay-detail-page"
      back={{ to: '/stay', label: t('reserve.backToList') }}
      missing={id === null || isNotFound(query.error)}
      data={query.data}
      error={query.error}
      missingState={<StayResultState kind="missing" />}
      renderContent={(stay) => <StayDetailView stay={stay} nights={nights} onNightsChange={setNights} townName={townName} />}
      renderError={(error) => <StayResultState kind="error" reason={error.message} onRetry={() => void query.refetch()} />}
      skeleton={<CatalogDetailSkeleton factRows={7} withMap sectionLines={1} />}
    />
  );
}
