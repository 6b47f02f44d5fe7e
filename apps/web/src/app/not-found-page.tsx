/**
 * Localised 404 for any unknown client route.
 */
import { useTranslation } from 'react-i18next';
import { StatusResult } from '../lib/ui/status-result';

/** Route component of `*`. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page page-narrow">
      <StatusResult
        status="404"
        title={<h1 className="result-title">{t('notFound.title')}</h1>}
        body={t('notFound.body')}
        homeLabel={t('notFound.home')}
      />
    </div>
  );
}
