/**
 * `/gourmetFood/:id` (spec §2 food detail): one dish, its facts and the restaurants known for it.
 * An id the catalog does not know shows the "food id missing" state of spec §8.
 */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isNotFound, useFood } from '../api/get-food';
import { FoodDetailView } from '../components/food-detail-view';
import { FoodResultState } from '../components/food-result-state';
import { useTownNames } from '../../../lib/catalog-list/use-town-names';
import { CatalogDetailPage } from '../../../lib/catalog-detail/detail-page';
import { CatalogDetailSkeleton } from '../../../lib/catalog-detail/detail-skeleton';
// The kit's card frame, chips and skeletons first, so the page's own rules can refine them.
import '../../../lib/catalog-list/catalog-list.css';
import '../food.css';

/** Route `/gourmetFood/:id` (spec §2 food detail); an unknown id shows "food id missing" (spec §8). */
export function FoodDetailPage() {
  const { t } = useTranslation('food');
  const id = useParams().id?.trim() || null;
  const query = useFood(id);
  const { townName } = useTownNames();

  return (
    <CatalogDetailPage
      className="food-detail-page"
      back={{ to: '/gourmetFood?tab=food', label: t('detail.backToFood') }}
      missing={id === null || isNotFound(query.error)}
      data={query.data}
      error={query.error}
      missingState={<FoodResultState kind="missing" subject="food" />}
      renderContent={(food) => <FoodDetailView food={food} townName={townName} />}
      renderError={(error) => <FoodResultState kind="error" subject="food" reason={error.message} onRetry={() => void query.refetch()} />}
      skeleton={<CatalogDetailSkeleton factRows={5} sectionLines={2} />}
    />
  );
}
