/**
 * `/gourmetFood/:id` (spec §2 food detail): one dish, its facts and the restaurants known for it.
 * An id the catalog does not know shows the "food id missing" state of spec §8.
 */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isNotFound, useFood } from '../api/get-food';
import { DetailSkeleton } from '../components/detail-skeleton';
import { FoodDetailView } from '../components/food-detail-view';
import { FoodResultState } from '../components/food-result-state';
import { useTownNames } from '../../../lib/catalog-list/use-town-names';
// The kit's card frame, chips and skeletons first, so the page's own rules can refine them.
import '../../../lib/catalog-list/catalog-list.css';
import '../food.css';

/** Route component. */
export function FoodDetailPage() {
  const { t } = useTranslation('food');
  const id = useParams().id?.trim() || null;
  const query = useFood(id);
  const { townName } = useTownNames();

  let content;
  if (id === null || isNotFound(query.error)) content = <FoodResultState kind="missing" subject="food" />;
  else if (query.data) content = <FoodDetailView food={query.data} townName={townName} />;
  else if (query.isError) content = <FoodResultState kind="error" subject="food" reason={query.error.message} onRetry={() => void query.refetch()} />;
  else content = <DetailSkeleton />;
  // The result states carry their own way back to the list.
  const showBackLink = query.data !== undefined || (id !== null && query.isPending);

  return (
    <div className="page food-detail-page">
      {showBackLink && (
        <p className="food-back">
          <Link to="/gourmetFood?tab=food" className="back-link">
            ← {t('detail.backToFood')}
          </Link>
        </p>
      )}
      {content}
    </div>
  );
}
