/**
 * StayPage: the page frame; its content arrives with the stay feature.
 */
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../lib/ui/coming-soon';

/** Route component. */
export function StayPage() {
  const { t } = useTranslation();
  return <ComingSoon heading={t('routes.stay.title')} />;
}
