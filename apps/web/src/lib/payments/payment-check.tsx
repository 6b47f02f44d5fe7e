/**
 * The end of every payment flow (spec §4 full flow, §9 "payment confirmation dialog after 5 s"):
 * {@link PAYMENT_CONFIRM_DELAY_MS} after a payment page or QR code was shown, a dialog asks
 * whether the payment is done; "I have paid" runs the status query (WeChat: its own query with the
 * trade state; Wise: the transfer check; else the generic order query) and the dialog shows the
 * outcome: paid → the membership is refreshed (`onPaid`) and a success message shown; pending →
 * "payment not completed" with a retry; failed or cancelled → said so, with "choose again".
 */
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_CONFIRM_DELAY_MS, type PaymentMethod, type PaymentOrder, type WeChatOrderState } from '@dali/shared/contracts/payments';
import { AntdScope } from '../ui/antd-scope';
import { toast } from '../ui/toast';
import { STATUS_TONES, shownStatus } from './payment-format';
import { checkWiseOrder, getOrder, ORDERS_KEY, paymentErrorKey, queryWeChatOrder, type PaymentErrorKey } from './payments-api';

/** What a status query answered: the order, and for WeChat its trade state. */
export interface CheckResult {
  order: PaymentOrder;
  tradeState?: WeChatOrderState;
}

/** The status query of a method (WeChat query, Wise transfer check, or the generic order query). */
export function checkerFor(method: PaymentMethod): (orderId: string) => Promise<CheckResult> {
  if (method === 'wechat') return (orderId) => queryWeChatOrder(orderId);
  if (method === 'wise') return async (orderId) => ({ order: await checkWiseOrder(orderId) });
  return async (orderId) => ({ order: await getOrder(orderId) });
}

/** Where the confirmation stands: asking, querying, showing the outcome, or showing a failure. */
export type CheckPhase = 'ask' | 'checking' | 'result' | 'error';

/** State and actions of {@link usePaymentCheck}. */
export interface PaymentCheck {
  /** The confirmation dialog is shown. */
  open: boolean;
  phase: CheckPhase;
  result: CheckResult | null;
  errorKey: PaymentErrorKey | null;
  /** Show the dialog asking whether the payment is done. */
  ask: () => void;
  /** Run the status query now (opens the dialog). */
  check: () => Promise<void>;
  /** Hide the dialog ("not yet", close). */
  dismiss: () => void;
}

/** Options of {@link usePaymentCheck}. */
export interface PaymentCheckOptions {
  /** The order being paid; null before one exists. */
  order: PaymentOrder | null;
  /** Ask by itself {@link PAYMENT_CONFIRM_DELAY_MS} after `order` arrives (not for Wise, whose guide asks). */
  autoAsk: boolean;
  /** Called once the order is COMPLETED: refresh the membership. */
  onPaid?: () => void;
}

/** The confirmation state machine of one order (timer, status query, outcome). */
export function usePaymentCheck({ order, autoAsk, onPaid }: PaymentCheckOptions): PaymentCheck {
  const { t } = useTranslation('payment');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<CheckPhase>('ask');
  const [result, setResult] = useState<CheckResult | null>(null);
  const [errorKey, setErrorKey] = useState<PaymentErrorKey | null>(null);
  const onPaidRef = useRef(onPaid);
  onPaidRef.current = onPaid;
  const orderId = order?.orderId ?? null;
  const method = order?.method ?? null;

  // The automatic ask of the current order, until it fires or the payer acts first: a payer who
  // already said "I have paid" must not be asked again over the outcome of the status query.
  const autoAskTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ask = useCallback(() => {
    clearTimeout(autoAskTimer.current);
    setPhase('ask');
    setOpen(true);
  }, []);

  useEffect(() => {
    setOpen(false);
    setPhase('ask');
    setResult(null);
    setErrorKey(null);
    if (orderId === null || !autoAsk) return undefined;
    const timer = setTimeout(ask, PAYMENT_CONFIRM_DELAY_MS);
    autoAskTimer.current = timer;
    return () => clearTimeout(timer);
  }, [orderId, autoAsk, ask]);

  const check = useCallback(async () => {
    if (orderId === null || method === null) return;
    clearTimeout(autoAskTimer.current);
    setOpen(true);
    setPhase('checking');
    try {
      const answer = await checkerFor(method)(orderId);
      setResult(answer);
      setPhase('result');
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
      if (answer.order.status === 'COMPLETED') {
        onPaidRef.current?.();
        toast.success(t('outcome.COMPLETED.toast', { plan: answer.order.packageName }));
      }
    } catch (error) {
      setErrorKey(paymentErrorKey(error, 'verify'));
      setPhase('error');
    }
  }, [orderId, method, queryClient, t]);

  const dismiss = useCallback(() => setOpen(false), []);
  return { open, phase, result, errorKey, ask, check, dismiss };
}

/** Props of {@link PaymentCheckDialog}. */
export interface PaymentCheckDialogProps {
  check: PaymentCheck;
  /** The payment failed or was cancelled and the payer wants to pick a method again. */
  onChooseAgain: () => void;
  /** The payment is done: close the whole flow. */
  onFinished: () => void;
}

/** The outcome of a status query in words, with its tone. */
export function CheckOutcome({ result }: { result: CheckResult }) {
  const { t } = useTranslation('payment');
  const status = shownStatus(result.order.status);
  return (
    <div className={`payment-check-message payment-check-message-${STATUS_TONES[status]}`} role={status === 'COMPLETED' ? 'status' : 'alert'}>
      <p>
        <strong>{t(`outcome.${status}.title`)}</strong>
      </p>
      <p>{t(`outcome.${status}.body`, { plan: result.order.packageName })}</p>
      {result.tradeState && result.tradeState !== 'SUCCESS' && <p>{t('wechatStateLine', { state: t(`wechatState.${result.tradeState}`) })}</p>}
    </div>
  );
}

/** The dialog asking "have you paid?" and showing what the status query found. */
export function PaymentCheckDialog({ check, onChooseAgain, onFinished }: PaymentCheckDialogProps) {
  const { t } = useTranslation('payment');
  const status = check.result ? shownStatus(check.result.order.status) : null;
  let body;
  let actions;
  if (check.phase === 'ask') {
    body = <p>{t('check.body')}</p>;
    actions = (
      <>
        <Button key="not-yet" onClick={check.dismiss}>
          {t('check.notYet')}
        </Button>
        <Button key="paid" type="primary" onClick={() => void check.check()}>
          {t('check.paid')}
        </Button>
      </>
    );
  } else if (check.phase === 'checking') {
    body = <p role="status">{t('check.checking')}</p>;
    actions = (
      <Button key="checking" type="primary" loading>
        {t('check.paid')}
      </Button>
    );
  } else if (check.phase === 'error') {
    body = (
      <p className="payment-check-message payment-check-message-error" role="alert">
        {t(`errors.${check.errorKey ?? 'verifyFailed'}`)}
      </p>
    );
    actions = (
      <>
        <Button key="error-close" onClick={check.dismiss}>
          {t('close')}
        </Button>
        <Button key="error-retry" type="primary" onClick={() => void check.check()}>
          {t('check.retry')}
        </Button>
      </>
    );
  } else {
    body = check.result && <CheckOutcome result={check.result} />;
    actions =
      status === 'COMPLETED' ? (
        <Button key="done" type="primary" onClick={onFinished}>
          {t('check.done')}
        </Button>
      ) : status === 'PENDING' ? (
        <>
          <Button key="pending-close" onClick={check.dismiss}>
            {t('close')}
          </Button>
          <Button key="pending-retry" type="primary" onClick={() => void check.check()}>
            {t('check.retry')}
          </Button>
        </>
      ) : status === 'FAILED' || status === 'CANCELLED' ? (
        <>
          <Button key="failed-close" onClick={onFinished}>
            {t('close')}
          </Button>
          <Button key="choose-again" type="primary" onClick={onChooseAgain}>
            {t('check.chooseAgain')}
          </Button>
        </>
      ) : (
        <Button key="other-close" onClick={onFinished}>
          {t('close')}
        </Button>
      );
  }
  return (
    <AntdScope>
      <Modal
        open={check.open}
        onCancel={check.dismiss}
        title={t('check.title')}
        footer={<div className="payment-check-actions">{actions}</div>}
        mask={{ closable: false }}
        centered
        width={440}
        className="payment-dialog payment-check-dialog"
        destroyOnHidden
      >
        <div className="payment-check-body" aria-live="polite">
          {body}
        </div>
      </Modal>
    </AntdScope>
  );
}
