/**
 * The checkout of one package (spec §2 payment method choice and flows, §4 full flow, §5 payment
 * validation, §6 members extending): confirm the plan, agree to the refund policy and the service
 * description (both links open in a new tab), choose Wise, PayPal or WeChat Pay with the price in
 * that method's currency, then create the order (`POST /api/v1/api/orders/create`).
 *
 * - 409 MEMBERSHIP_ACTIVE: the current plan and expiry are shown and the payer confirms extending;
 *   the order is then created again with `confirmExtend: true`. A member sees the same facts
 *   before choosing at all.
 * - PayPal (or any order with a payment page): the page opens in a new tab (this window at 768 px
 *   or narrower), and 5 s later the confirmation dialog asks whether the payment is done.
 * - WeChat Pay: the global payment modal takes over (`openOverlay('paymentModal', { order })`).
 * - Wise: the two-step transfer guide (wise-guide.tsx), whose "I have paid" checks the transfer.
 *
 * 600 px wide, full screen at 768 px or narrower like the membership dialog; Ant Design, loaded
 * when a Buy button is first pressed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { MembershipInfo, ServicePackage } from '@dali/shared/contracts/membership';
import { PAYMENT_METHODS, type ActiveMembershipNotice, type PaymentMethod, type PaymentOrder } from '@dali/shared/contracts/payments';
import { useMediaQuery } from '../../../lib/catalog-list/use-media-query';
import { useLocaleStore } from '../../../lib/locale';
import { openOverlay } from '../../../lib/overlays/overlay-store';
import { PaymentCheckDialog, usePaymentCheck } from '../../../lib/payments/payment-check';
import { formatAmount, formatOrderTime, TestModeBadge } from '../../../lib/payments/payment-format';
import { activeMembershipNotice, createOrder, ORDERS_KEY, paymentErrorKey, usePaymentMethods, type PaymentErrorKey } from '../../../lib/payments/payments-api';
import { openPaymentPage, PAYMENT_NARROW_QUERY } from '../../../lib/payments/open-payment-page';
import { AntdScope } from '../../../lib/ui/antd-scope';
import { priceFor } from '../checkout-price';
import { WiseGuide } from './wise-guide';

/** Width of the checkout above the full-screen breakpoint, px (the membership dialog's). */
export const CHECKOUT_DIALOG_WIDTH_PX = 600;

/** Props of {@link CheckoutDialog}. */
export interface CheckoutDialogProps {
  pkg: ServicePackage;
  open: boolean;
  onClose: () => void;
  /** The logged-in user's active membership, told before buying (spec §6). */
  currentMembership: MembershipInfo | null;
  /** Refresh the membership once an order is paid. */
  onPaid?: () => void;
}

type Step =
  | { name: 'choose' }
  | { name: 'extend'; notice: ActiveMembershipNotice }
  | { name: 'paypal'; order: PaymentOrder }
  | { name: 'wise'; order: PaymentOrder };

/** The checkout dialog of `pkg`. */
export function CheckoutDialog({ pkg, open, onClose, currentMembership, onPaid }: CheckoutDialogProps) {
  const { t } = useTranslation('payment');
  const { t: tc } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const fullScreen = useMediaQuery(PAYMENT_NARROW_QUERY);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [agreedRefund, setAgreedRefund] = useState(false);
  const [agreedService, setAgreedService] = useState(false);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [creating, setCreating] = useState(false);
  const [errorKey, setErrorKey] = useState<PaymentErrorKey | null>(null);
  const agreeNoteId = useId();
  const errorId = useId();
  const agreed = agreedRefund && agreedService;
  const order = step.name === 'paypal' || step.name === 'wise' ? step.order : null;
  const check = usePaymentCheck({ order, autoAsk: step.name === 'paypal', onPaid });
  const queryClient = useQueryClient();
  const methods = usePaymentMethods();

  const start = (created: PaymentOrder) => {
    // The new order joins "My orders" at once.
    void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    if (created.method === 'wechat') {
      openOverlay('paymentModal', { order: created });
      onClose();
      return;
    }
    if (created.method === 'wise') {
      setStep({ name: 'wise', order: created });
      return;
    }
    if (!created.paymentUrl) {
      setErrorKey('paramsIncomplete');
      return;
    }
    setStep({ name: 'paypal', order: created });
    openPaymentPage(created.paymentUrl, fullScreen);
  };

  const submit = async (confirmExtend: boolean) => {
    if (!agreed || method === null) return;
    setCreating(true);
    setErrorKey(null);
    try {
      const created = await createOrder({ packageId: pkg.id, method, agreedToTerms: true, ...(confirmExtend ? { confirmExtend: true } : {}) });
      start(created);
    } catch (error) {
      const notice = activeMembershipNotice(error);
      if (notice && !confirmExtend) setStep({ name: 'extend', notice });
      else {
        setStep({ name: 'choose' });
        setErrorKey(paymentErrorKey(error, 'create'));
      }
    } finally {
      setCreating(false);
    }
  };

  const chooseAgain = () => {
    check.dismiss();
    setStep({ name: 'choose' });
  };
  const finish = () => {
    check.dismiss();
    onClose();
  };

  const chosenPrice = method ? priceFor(pkg, method) : null;
  const newTabTitle = tc('footer.newTab');
  let body;
  let footer;
  if (step.name === 'extend') {
    body = (
      <div className="checkout-extend" role="alert">
        <h3 className="checkout-subtitle">{t('checkout.extendTitle')}</h3>
        <p>{t('checkout.extendBody', { plan: step.notice.planName, date: formatOrderTime(step.notice.membershipExpireTime, locale), next: pkg.name })}</p>
      </div>
    );
    footer = (
      <>
        <Button key="extend-back" onClick={() => setStep({ name: 'choose' })} disabled={creating}>
          {t('checkout.back')}
        </Button>
        <Button key="extend-confirm" type="primary" loading={creating} onClick={() => void submit(true)}>
          {t('checkout.extendConfirm')}
        </Button>
      </>
    );
  } else if (step.name === 'paypal') {
    const url = step.order.paymentUrl;
    body = (
      <div className="checkout-opened">
        <h3 className="checkout-subtitle">
          {t('checkout.paypalTitle')} <TestModeBadge order={step.order} />
        </h3>
        <p>{t('checkout.paypalBody')}</p>
        <p className="checkout-amount">{formatAmount(step.order.amount, step.order.currency, locale)}</p>
        <p className="muted checkout-order-id">{t('checkout.orderLine', { id: step.order.orderId })}</p>
        {url && (
          <a className="btn" href={url} target="_blank" rel="noopener noreferrer" title={newTabTitle}>
            {t('checkout.openAgain')}
          </a>
        )}
      </div>
    );
    footer = (
      <>
        <Button key="paypal-back" onClick={chooseAgain}>
          {t('checkout.back')}
        </Button>
        <Button key="paypal-check" type="primary" onClick={check.ask}>
          {t('check.openCheck')}
        </Button>
      </>
    );
  } else if (step.name === 'wise') {
    body = <WiseGuide order={step.order} onPaid={() => void check.check()} checking={check.phase === 'checking'} />;
    footer = (
      <Button key="wise-back" onClick={chooseAgain}>
        {t('checkout.back')}
      </Button>
    );
  } else {
    body = (
      <form
        className="checkout-form"
        id={`${agreeNoteId}-form`}
        onSubmit={(event) => {
          event.preventDefault();
          void submit(false);
        }}
      >
        {currentMembership && (
          <p className="checkout-member-notice">
            {t('checkout.memberNotice', { plan: currentMembership.planName, date: formatOrderTime(currentMembership.membershipExpireTime, locale) })}
          </p>
        )}
        <dl className="checkout-plan">
          <div>
            <dt>{t('checkout.plan')}</dt>
            <dd>{pkg.name}</dd>
          </div>
          <div>
            <dt>{t('checkout.price')}</dt>
            <dd>{formatAmount((chosenPrice ?? priceFor(pkg, 'paypal')).price, (chosenPrice ?? priceFor(pkg, 'paypal')).currency, locale)}</dd>
          </div>
        </dl>
        <div className="checkout-terms">
          <label className="checkout-check">
            <input type="checkbox" checked={agreedRefund} onChange={(event) => setAgreedRefund(event.target.checked)} />
            <span>
              <Trans t={t} i18nKey="checkout.agreeRefund" components={{ policy: <a href="/refund-policy" target="_blank" rel="noopener noreferrer" title={newTabTitle} /> }} />
            </span>
          </label>
          <label className="checkout-check">
            <input type="checkbox" checked={agreedService} onChange={(event) => setAgreedService(event.target.checked)} />
            <span>
              <Trans t={t} i18nKey="checkout.agreeService" components={{ policy: <a href="/service-description" target="_blank" rel="noopener noreferrer" title={newTabTitle} /> }} />
            </span>
          </label>
        </div>
        <fieldset className="checkout-methods" disabled={!agreed} aria-describedby={agreed ? undefined : agreeNoteId}>
          <legend>{t('checkout.methodLegend')}</legend>
          {!agreed && (
            <p id={agreeNoteId} className="checkout-agree-note" role="note">
              {t('checkout.agreeFirst')}
            </p>
          )}
          {PAYMENT_METHODS.map((value) => {
            const price = priceFor(pkg, value);
            const info = methods.data?.find((m) => m.method === value);
            const unavailable = info?.available === false;
            return (
              <label key={value} className={`checkout-method${method === value ? ' checkout-method-chosen' : ''}${unavailable ? ' checkout-method-unavailable' : ''}`} data-method={value}>
                <input type="radio" name="method" value={value} checked={method === value} disabled={!agreed || unavailable} onChange={() => setMethod(value)} />
                <span className="checkout-method-text">
                  <span className="checkout-method-name">
                    {t(`methods.${value}`)} {info?.testMode && <TestModeBadge order={info} />}
                  </span>
                  <span className="checkout-method-hint">{unavailable ? t('checkout.methodUnavailable') : t(`methodHints.${value}`)}</span>
                </span>
                <span className="checkout-method-price">{formatAmount(price.price, price.currency, locale)}</span>
              </label>
            );
          })}
        </fieldset>
        {errorKey && (
          <p id={errorId} className="checkout-error" role="alert">
            {t(`errors.${errorKey}`)}
          </p>
        )}
        {creating && (
          <p className="muted" role="status">
            {t('checkout.creating')}
          </p>
        )}
      </form>
    );
    footer = (
      <>
        <Button key="choose-cancel" onClick={onClose}>
          {t('checkout.cancel')}
        </Button>
        <Button key="choose-pay" type="primary" htmlType="submit" form={`${agreeNoteId}-form`} disabled={!agreed || method === null} loading={creating}>
          {chosenPrice ? t('checkout.pay', { amount: formatAmount(chosenPrice.price, chosenPrice.currency, locale) }) : t('checkout.chooseMethod')}
        </Button>
      </>
    );
  }

  return (
    <AntdScope>
      <Modal
        open={open}
        onCancel={onClose}
        title={t('checkout.title', { plan: pkg.name })}
        footer={<div className="payment-check-actions">{footer}</div>}
        width={fullScreen ? '100%' : CHECKOUT_DIALOG_WIDTH_PX}
        centered={!fullScreen}
        mask={{ closable: false }}
        keyboard
        focusable={{ trap: true, focusTriggerAfterClose: true }}
        className={`payment-dialog checkout-dialog${fullScreen ? ' payment-dialog-full' : ''}`}
        destroyOnHidden
      >
        {body}
      </Modal>
      <PaymentCheckDialog check={check} onChooseAgain={chooseAgain} onFinished={finish} />
    </AntdScope>
  );
}
