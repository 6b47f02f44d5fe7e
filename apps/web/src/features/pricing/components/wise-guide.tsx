/**
 * The Wise transfer guide of the checkout (spec §2 Wise flow, §4 "Wise guide has two steps
 * (previous, next, confirm)"): step 1 the amount, our receiving account line by line, the
 * reference to write with a copy button, and the Wise pay link when the order has one; step 2
 * "I have paid", which asks the server to look for the transfer
 * (`POST /api/v1/wise/orders/status/check`, run by the caller).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentOrder } from '@dali/shared/contracts/payments';
import { useLocaleStore } from '../../../lib/locale';
import { formatAmount, TestModeBadge } from '../../../lib/payments/payment-format';
import { toast } from '../../../lib/ui/toast';

/** Props of {@link WiseGuide}. */
export interface WiseGuideProps {
  order: PaymentOrder;
  /** "I have paid": check the transfer. */
  onPaid: () => void;
  /** The check is running. */
  checking: boolean;
}

/** Copy `text` to the clipboard with a toast of the outcome. */
async function copyText(text: string, done: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(failed);
  }
}

/** The two-step Wise guide of one order. */
export function WiseGuide({ order, onPaid, checking }: WiseGuideProps) {
  const { t } = useTranslation('payment');
  const { t: tc } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const [step, setStep] = useState<1 | 2>(1);
  const headingId = useId();
  return (
    <section className="wise-guide" aria-labelledby={headingId}>
      <ol className="wise-steps" aria-label={t('wise.stepsLabel', { step })}>
        <li className={step === 1 ? 'wise-step wise-step-current' : 'wise-step'} aria-current={step === 1 ? 'step' : undefined}>
          {t('wise.step1')}
        </li>
        <li className={step === 2 ? 'wise-step wise-step-current' : 'wise-step'} aria-current={step === 2 ? 'step' : undefined}>
          {t('wise.step2')}
        </li>
      </ol>
      <h3 id={headingId} className="checkout-subtitle">
        {step === 1 ? t('wise.step1') : t('wise.step2')} <TestModeBadge order={order} />
      </h3>
      {step === 1 ? (
        <>
          <dl className="wise-facts">
            <div>
              <dt>{t('wise.amount')}</dt>
              <dd className="checkout-amount">{formatAmount(order.amount, order.currency, locale)}</dd>
            </div>
            <div>
              <dt>{t('wise.account')}</dt>
              <dd>
                {order.accountDetails.length > 0 ? (
                  <ul className="wise-account">
                    {order.accountDetails.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : (
                  t('wise.noAccount')
                )}
              </dd>
            </div>
            {order.reference && (
              <div>
                <dt>{t('wise.reference')}</dt>
                <dd className="wise-reference-row">
                  <code className="wise-reference">{order.reference}</code>
                  <button
                    type="button"
                    className="btn"
                    aria-label={t('wise.copyLabel', { reference: order.reference })}
                    onClick={() => void copyText(order.reference ?? '', t('wise.copied'), t('wise.copyFailed'))}
                  >
                    {t('wise.copy')}
                  </button>
                </dd>
              </div>
            )}
          </dl>
          <div className="wise-actions">
            {order.paymentUrl && (
              <a className="btn" href={order.paymentUrl} target="_blank" rel="noopener noreferrer" title={tc('footer.newTab')}>
                {t('wise.payLink')}
              </a>
            )}
            <button type="button" className="btn btn-primary" onClick={() => setStep(2)}>
              {t('wise.next')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p>{t('wise.confirmBody')}</p>
          {order.reference && (
            <p>
              <code className="wise-reference">{order.reference}</code>
            </p>
          )}
          <div className="wise-actions">
            <button type="button" className="btn" onClick={() => setStep(1)}>
              {t('wise.previous')}
            </button>
            <button type="button" className="btn btn-primary" onClick={onPaid} disabled={checking} aria-busy={checking}>
              {t('wise.confirm')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
