/**
 * FoodPage: the page frame; its content arrives with the food feature.
 */
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../lib/ui/coming-soon';

/** Route component. */
export function FoodPage() {
  const { t } = useTranslation();
  return <ComingSoon heading={t('routes.food.title')} />;
}
