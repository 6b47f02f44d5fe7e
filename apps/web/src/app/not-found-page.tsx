/**
 * Localised 404 for any unknown client route.
 */
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Route component of `*`. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page page-narrow">
      <Result
        status="404"
        title={<h1 className="result-title">{t('notFound.title')}</h1>}
        subTitle={t('notFound.body')}
        extra={
          <Link to="/">
            <Button type="primary">{t('notFound.home')}</Button>
          </Link>
        }
      />
    </div>
  );
}
