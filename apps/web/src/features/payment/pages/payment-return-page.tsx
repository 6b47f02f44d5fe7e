/**
 * `/payment/return` (spec §2): where payment providers send the visitor back. Until payments exist
 * it says plainly that nothing was charged.
 */
import { useTranslation } from 'react-i18next';
import { StatusResult } from '../../../lib/ui/status-result';

/** Route component. */
export function PaymentReturnPage() {
  const { t } = useTranslation();
  return (
    <div className="page page-narrow">
      <StatusResult
        status="info"
        title={<h1 className="result-title">{t('paymentReturn.title')}</h1>}
        body={t('paymentReturn.body')}
        homeLabel={t('paymentReturn.home')}
      />
    </div>
  );
}
