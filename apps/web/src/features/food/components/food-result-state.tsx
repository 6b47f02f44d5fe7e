/**
 * Page-level states of the detail pages: the "food id missing" message of spec §8 (an id the
 * catalog does not know), its restaurant counterpart, and a failed load with retry. All offer the
 * way back to the gourmet food list.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResultState } from '../../../lib/ui/result-state';

export interface FoodResultStateProps {
  kind: 'missing' | 'error';
  /** Which detail page: decides the message and which tab the way back opens. */
  subject: 'food' | 'restaurant';
  /** Reason of a failed load, already localised by the request client. */
  reason?: string;
  onRetry?: () => void;
}

/** Result state with a link back to the list. */
export function FoodResultState({ kind, subject, reason, onRetry }: FoodResultStateProps) {
  const { t } = useTranslation('food');
  const { t: tc } = useTranslation('catalog');
  const title = kind === 'error' ? t('detail.errorTitle') : subject === 'food' ? t('detail.foodMissingTitle') : t('detail.restaurantMissingTitle');
  const body = kind === 'error' ? reason : subject === 'food' ? t('detail.foodMissingBody') : t('detail.restaurantMissingBody');
  return (
    <ResultState tone={kind === 'missing' ? 'warning' : 'error'} level={1} title={title} body={body}>
      {onRetry && (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {tc('states.retry')}
        </button>
      )}
      <Link to={subject === 'food' ? '/gourmetFood?tab=food' : '/gourmetFood'} className={`btn${onRetry ? '' : ' btn-primary'}`}>
        {subject === 'food' ? t('detail.backToFood') : t('detail.backToRestaurants')}
      </Link>
    </ResultState>
  );
}
