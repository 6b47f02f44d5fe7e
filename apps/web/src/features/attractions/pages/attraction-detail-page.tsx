/**
 * AttractionDetailPage: the page frame; its content arrives with the attractions feature.
 */
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../lib/ui/coming-soon';

/** Route component. */
export function AttractionDetailPage() {
  const { t } = useTranslation();
  return <ComingSoon heading={t('routes.attractionDetail.title')} />;
}
