/**
 * The honest placeholder of a page whose feature is not built yet: its real heading, a clear
 * "coming soon" state and a way home. Never shows invented content.
 */
import { useTranslation } from 'react-i18next';
import { StatusResult } from './status-result';

/** Props: the page heading, already translated. */
export interface ComingSoonProps {
  heading: string;
}

/** Page frame with a "coming soon" state. */
export function ComingSoon({ heading }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page-title">{heading}</h1>
      <StatusResult status="info" title={t('comingSoon.title')} body={t('comingSoon.body')} homeLabel={t('comingSoon.backHome')} />
    </div>
  );
}
