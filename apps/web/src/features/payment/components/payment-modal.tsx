/**
 * The global payment modal (spec §2 "Payment modal (global)", §4): opened with the WeChat Pay
 * order just created (`openOverlay('paymentModal', { order })`), it shows the amount and currency,
 * the QR code to scan (a placeholder saying "QR generation failed" when the order has none or it
 * fails to load), a pay button opening the payment page when there is one (this window at 768 px
 * or narrower, else a new tab), and the TEST MODE badge in test mode. It cannot be closed by a
 * click outside or Escape, only by its buttons. 5 s after it opens the confirmation dialog asks
 * whether the payment is done and runs the WeChat status query
 * (`GET /api/v1/wechat/pay/query/{orderId}`).
 */
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PaymentOrder } from '@dali/shared/contracts/payments';
import { useMediaQuery } from '../../../lib/catalog-list/use-media-query';
import { useLocaleStore } from '../../../lib/locale';
import { openPaymentPage, PAYMENT_NARROW_QUERY } from '../../../lib/payments/open-payment-page';
import { PaymentCheckDialog, usePaymentCheck } from '../../../lib/payments/payment-check';
import { formatAmount, TestModeBadge } from '../../../lib/payments/payment-format';
import { AntdScope } from '../../../lib/ui/antd-scope';
import '../payment.css';

/** Width of the payment modal above the narrow breakpoint, px. */
export const PAYMENT_MODAL_WIDTH_PX = 440;

/** Props of {@link PaymentModal}. */
export interface PaymentModalProps {
  /** The order to pay; null while closed. */
  order: PaymentOrder | null;
  open: boolean;
  onClose: () => void;
  /** Called once the order is paid: refresh the membership. */
  onPaid?: () => void;
}

/** The QR image, or the "QR generation failed" placeholder. */
function QrCode({ order, alt }: { order: PaymentOrder; alt: string }) {
  const { t } = useTranslation('payment');
  const [failed, setFailed] = useState(false);
  if (!order.qrImage || failed) {
    return (
      <div className="payment-qr payment-qr-missing" role="alert">
        <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
          <rect x="3" y="3" width="18" height="18" rx="3" fill="none" stroke="#8c96b5" strokeWidth="1.6" strokeDasharray="3 2" />
          <path d="M9 9l6 6M15 9l-6 6" stroke="#c8553d" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <p>{t('errors.qrFailed')}</p>
      </div>
    );
  }
  return <img className="payment-qr" src={order.qrImage} alt={alt} width={220} height={220} onError={() => setFailed(true)} />;
}

/** The WeChat Pay modal of one order. */
export function PaymentModal({ order, open, onClose, onPaid }: PaymentModalProps) {
  const { t } = useTranslation('payment');
  const locale = useLocaleStore((s) => s.locale);
  const narrow = useMediaQuery(PAYMENT_NARROW_QUERY);
  const navigate = useNavigate();
  const check = usePaymentCheck({ order: open ? order : null, autoAsk: true, onPaid });
  const amount = order ? formatAmount(order.amount, order.currency, locale) : '';
  const finish = () => {
    check.dismiss();
    onClose();
  };
  const chooseAgain = () => {
    finish();
    void navigate('/package-pricing');
  };
  return (
    <AntdScope>
      <Modal
        open={open}
        onCancel={onClose}
        title={
          <span className="payment-modal-title">
            {t('modal.title')} {order && <TestModeBadge order={order} />}
          </span>
        }
        closable={false}
        keyboard={false}
        mask={{ closable: false }}
        width={narrow ? '100%' : PAYMENT_MODAL_WIDTH_PX}
        centered={!narrow}
        focusable={{ trap: true, focusTriggerAfterClose: true }}
        className={`payment-dialog payment-modal${narrow ? ' payment-dialog-full' : ''}`}
        footer={
          <div className="payment-check-actions">
            <Button onClick={onClose}>{t('modal.cancel')}</Button>
            <Button type="primary" onClick={check.ask}>
              {t('check.openCheck')}
            </Button>
          </div>
        }
        destroyOnHidden
      >
        {order && (
          <div className="payment-modal-body">
            <p className="payment-modal-amount">
              <span className="muted">{t('modal.amount')}</span>
              <strong>{amount}</strong>
              <span className="payment-modal-currency">{order.currency}</span>
            </p>
            <p className="muted">{order.packageName}</p>
            <QrCode key={order.orderId} order={order} alt={t('modal.qrAlt', { amount })} />
            <p>{t('modal.scan')}</p>
            {order.paymentUrl && (
              <button type="button" className="btn btn-primary payment-modal-pay" onClick={() => order.paymentUrl && openPaymentPage(order.paymentUrl, narrow)}>
                {t('modal.pay')}
              </button>
            )}
          </div>
        )}
      </Modal>
      <PaymentCheckDialog check={check} onChooseAgain={chooseAgain} onFinished={finish} />
    </AntdScope>
  );
}
