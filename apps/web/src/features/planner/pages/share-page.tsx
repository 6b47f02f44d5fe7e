/**
 * SharePage: the page frame; its content arrives with the planner feature.
 */
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../lib/ui/coming-soon';

/** Route component. */
export function SharePage() {
  const { t } = useTranslation();
  return <ComingSoon heading={t('routes.share.title')} />;
}
