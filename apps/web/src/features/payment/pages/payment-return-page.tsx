/**
 * `/payment/return` (spec §2): where payment providers send the visitor back. Until payments exist
 * it says plainly that nothing was charged.
 */
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AntdScope } from '../../../lib/ui/antd-scope';

/** Route component. */
export function PaymentReturnPage() {
  const { t } = useTranslation();
  return (
    <AntdScope>
      <div className="page page-narrow">
        <Result
          status="info"
          title={<h1 className="result-title">{t('paymentReturn.title')}</h1>}
          subTitle={t('paymentReturn.body')}
          extra={
            <Link to="/" className="btn btn-primary">
              {t('paymentReturn.home')}
            </Link>
          }
        />
      </div>
    </AntdScope>
  );
}
