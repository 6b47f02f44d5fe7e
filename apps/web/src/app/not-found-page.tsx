/**
 * Localised 404 for any unknown client route.
 */
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AntdScope } from '../lib/ui/antd-scope';

/** Route component of `*`. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <AntdScope>
      <div className="page page-narrow">
        <Result
          status="404"
          title={<h1 className="result-title">{t('notFound.title')}</h1>}
          subTitle={t('notFound.body')}
          extra={
            <Link to="/" className="btn btn-primary">
              {t('notFound.home')}
            </Link>
          }
        />
      </div>
    </AntdScope>
  );
}
