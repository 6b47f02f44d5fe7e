/**
 * `/gourmetFood/restaurant/:id` (spec §2 restaurant detail): address, opening hours and open
 * status, average price, its dishes, bookable flag, phone and map. An id the catalog does not know
 * shows the restaurant counterpart of the "food id missing" state (spec §8).
 */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isNotFound } from '../api/get-food';
import { useRestaurant } from '../api/get-restaurant';
import { FoodResultState } from '../components/food-result-state';
import { RestaurantDetailView } from '../components/restaurant-detail-view';
import { useTownNames } from '../../../lib/catalog-list/use-town-names';
import { CatalogDetailPage } from '../../../lib/catalog-detail/detail-page';
import { CatalogDetailSkeleton } from '../../../lib/catalog-detail/detail-skeleton';
// The kit's card frame, chips and skeletons first, so the page's own rules can refine them.
import '../../../lib/catalog-list/catalog-list.css';
import '../food.css';

/**
 * Route `/gourmetFood/restaurant/:id` (spec §2 restaurant detail); an unknown id shows the
 * missing-restaurant state (spec §8).
 */
export function RestaurantDetailPage() {
  const { t } = useTranslation('food');
  const id = useParams().id?.trim() || null;
  const query = useRestaurant(id);
  const { townName } = useTownNames();

  return (
    <CatalogDetailPage
      className="food-detail-page"
      back={{ to: '/gourmetFood', label: t('detail.backToRestaurants') }}
      missing={id === null || isNotFound(query.error)}
      data={query.data}
      error={query.error}
      missingState={<FoodResultState kind="missing" subject="restaurant" />}
      renderContent={(restaurant) => <RestaurantDetailView restaurant={restaurant} townName={townName} />}
      renderError={(error) => <FoodResultState kind="error" subject="restaurant" reason={error.message} onRetry={() => void query.refetch()} />}
      skeleton={<CatalogDetailSkeleton factRows={5} withMap sectionLines={2} />}
    />
  );
}
