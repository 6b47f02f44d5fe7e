/**
 * `/payment/return` (spec §2, §4 payment states): where PayPal and the sandbox checkout send the
 * payer back, as `/payment/return?orderId=…&outcome=…`. Without navbar and footer (the route's
 * handle hides them). It never trusts `outcome`: it shows "verifying…" while
 * `GET /api/v1/api/orders/{orderId}` asks the server (which asks the provider), then:
 *
 * - COMPLETED → success, the membership refreshed (`onPaid`), a button opening the membership dialog;
 * - PENDING → "payment not completed" with a button to check again;
 * - FAILED / CANCELLED → said so, with "back to packages" and "try again";
 * - REFUNDED or anything else → said so, with the way back.
 *
 * No `orderId` → "payment params incomplete" with a link to the packages; 404 → "order not
 * found"; a visitor is asked to log in first (orders are visible to their owner only).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { openOverlay } from '../../../lib/overlays/overlay-store';
import { shownStatus, STATUS_TONES, TestModeBadge } from '../../../lib/payments/payment-format';
import { orderQuery, paymentErrorKey } from '../../../lib/payments/payments-api';
import { useSession } from '../../../lib/session';
import { ResultState } from '../../../lib/ui/result-state';
import '../payment.css';

/** Props of {@link PaymentReturnPage}. */
export interface PaymentReturnPageProps {
  /** Called once when the order turns out paid: refresh the membership. */
  onPaid?: () => void;
}

/** Route component of /payment/return. */
export function PaymentReturnPage({ onPaid }: PaymentReturnPageProps) {
  const { t } = useTranslation('payment');
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const session = useSession();
  const order = useQuery({ ...orderQuery(orderId), enabled: orderId !== '' && session !== null });
  const paidFor = useRef<string | null>(null);
  const status = order.data ? shownStatus(order.data.status) : null;

  useEffect(() => {
    if (status === 'COMPLETED' && order.data && paidFor.current !== order.data.orderId) {
      paidFor.current = order.data.orderId;
      onPaid?.();
    }
  }, [status, order.data, onPaid]);

  const back = (
    <Link to="/package-pricing" className="btn">
      {t('return.backToPricing')}
    </Link>
  );
  let content;
  if (orderId === '') {
    content = (
      <ResultState tone="error" level={1} title={t('errors.paramsIncomplete')}>
        {back}
      </ResultState>
    );
  } else if (!session) {
    content = (
      <ResultState tone="info" level={1} title={t('return.loginTitle')} body={t('return.loginBody')}>
        <button type="button" className="btn btn-primary" onClick={() => openOverlay('loginDialog', { view: 'login' })}>
          {t('return.logIn')}
        </button>
      </ResultState>
    );
  } else if (order.data && status) {
    const data = order.data;
    content = (
      <>
        <ResultState tone={STATUS_TONES[status]} level={1} title={t(`outcome.${status}.title`)} body={t(`outcome.${status}.body`, { plan: data.packageName })}>
          {status === 'COMPLETED' ? (
            <button type="button" className="btn btn-primary" onClick={() => openOverlay('membershipDialog')}>
              {t('return.openMembership')}
            </button>
          ) : status === 'PENDING' ? (
            <>
              {back}
              <button type="button" className="btn btn-primary" onClick={() => void order.refetch()} disabled={order.isFetching}>
                {t('return.checkAgain')}
              </button>
            </>
          ) : status === 'FAILED' || status === 'CANCELLED' ? (
            <>
              {back}
              <Link to="/package-pricing" className="btn btn-primary">
                {t('return.tryAgain')}
              </Link>
            </>
          ) : (
            back
          )}
        </ResultState>
        <p className="payment-return-order muted">
          {t('return.order', { id: data.orderId })} <TestModeBadge order={data} />
        </p>
      </>
    );
  } else if (order.isError) {
    const key = paymentErrorKey(order.error, 'verify');
    content = (
      <ResultState tone="error" level={1} title={t(`errors.${key}`)}>
        {back}
        {key !== 'orderNotFound' && (
          <button type="button" className="btn btn-primary" onClick={() => void order.refetch()} disabled={order.isFetching}>
            {t('return.checkAgain')}
          </button>
        )}
      </ResultState>
    );
  } else {
    content = (
      <div className="payment-return-loading" role="status">
        <span className="payment-spinner" aria-hidden="true" />
        <h1 className="result-state-title">{t('return.verifying')}</h1>
      </div>
    );
  }
  return <div className="page page-narrow payment-return">{content}</div>;
}
