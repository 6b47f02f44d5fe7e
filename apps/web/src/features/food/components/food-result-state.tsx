/**
 * Page-level states of the detail pages: the "food id missing" message of spec §8 (an id the
 * catalog does not know), its restaurant counterpart, and a failed load with retry. All offer the
 * way back to the gourmet food list (lib/ui/status-result.tsx links home only).
 */
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Props of {@link FoodResultState}. */
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
    <Result
      status={kind === 'missing' ? 'warning' : 'error'}
      title={<h2 className="result-title">{title}</h2>}
      subTitle={body}
      extra={
        <div className="food-result-actions">
          {onRetry && (
            <Button type="primary" onClick={onRetry}>
              {tc('states.retry')}
            </Button>
          )}
          <Link to={subject === 'food' ? '/gourmetFood?tab=food' : '/gourmetFood'} className={`btn${onRetry ? '' : ' btn-primary'}`}>
            {subject === 'food' ? t('detail.backToFood') : t('detail.backToRestaurants')}
          </Link>
        </div>
      }
    />
  );
}
