/**
 * PricingPage: the page frame; its content arrives with the pricing feature.
 */
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../lib/ui/coming-soon';

/** Route component. */
export function PricingPage() {
  const { t } = useTranslation();
  return <ComingSoon heading={t('routes.pricing.title')} />;
}
