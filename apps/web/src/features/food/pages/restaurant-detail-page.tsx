/**
 * `/gourmetFood/restaurant/:id` (spec §2 restaurant detail): address, opening hours and open
 * status, average price, its dishes, bookable flag, phone and map. An id the catalog does not know
 * shows the restaurant counterpart of the "food id missing" state (spec §8).
 */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../api/get-food';
import { useRestaurant } from '../api/get-restaurant';
import { DetailSkeleton } from '../components/detail-skeleton';
import { FoodResultState } from '../components/food-result-state';
import { RestaurantDetailView } from '../components/restaurant-detail-view';
import { useTownNames } from '../../../lib/catalog-list/use-town-names';
// The kit's card frame, chips and skeletons first, so the page's own rules can refine them.
import '../../../lib/catalog-list/catalog-list.css';
import '../food.css';

/** Route component. */
export function RestaurantDetailPage() {
  const { t } = useTranslation('food');
  const id = useParams().id?.trim() || null;
  const query = useRestaurant(id);
  const { townName } = useTownNames();

  let content;
  if (id === null || isNotFound(query.error)) content = <FoodResultState kind="missing" subject="restaurant" />;
  else if (query.data) content = <RestaurantDetailView restaurant={query.data} townName={townName} />;
  else if (query.isError) content = <FoodResultState kind="error" subject="restaurant" reason={query.error.message} onRetry={() => void query.refetch()} />;
  else content = <DetailSkeleton withMap />;
  // The result states carry their own way back to the list.
  const showBackLink = query.data !== undefined || (id !== null && query.isPending);

  return (
    <div className="page food-detail-page">
      {showBackLink && (
        <p className="food-back">
          <Link to="/gourmetFood" className="back-link">
            ← {t('detail.backToRestaurants')}
          </Link>
        </p>
      )}
      {content}
    </div>
  );
}
