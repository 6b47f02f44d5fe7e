/**
 * The honest placeholder of a page whose feature is not built yet: its real heading, a clear
 * "coming soon" state and a way home. Never shows invented content.
 */
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AntdScope } from './antd-scope';

/** Props: the page heading, already translated. */
export interface ComingSoonProps {
  heading: string;
}

/** Page frame with a "coming soon" state. */
export function ComingSoon({ heading }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <AntdScope>
      <div className="page">
        <h1 className="page-title">{heading}</h1>
        <Result
          status="info"
          title={t('comingSoon.title')}
          subTitle={t('comingSoon.body')}
          extra={
            <Link to="/" className="btn btn-primary">
              {t('comingSoon.backHome')}
            </Link>
          }
        />
      </div>
    </AntdScope>
  );
}
