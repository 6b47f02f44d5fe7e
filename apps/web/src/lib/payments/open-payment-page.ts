/**
 * Opening a provider's payment page (spec §2 payment modal: "same window at 768 px or narrower,
 * else new tab"), with the toasts of spec §8 ("link opened", "redirecting", open failed).
 */
import { i18n } from '../i18n';
import { toast } from '../ui/toast';
import { leaveTo } from './leave-to';

/** Media query of the narrow payment layout (spec §9: 768 px for the payment layout). */
export const PAYMENT_NARROW_QUERY = '(max-width: 768px)';

/**
 * Open `url` in a new tab, or in this window when `sameWindow`; answers false when the browser
 * blocked the new tab (the caller then offers a link).
 */
export function openPaymentPage(url: string, sameWindow: boolean): boolean {
  if (sameWindow) {
    toast.info(i18n.t('payment:open.redirecting'));
    leaveTo(url);
    return true;
  }
  const opened = window.open(url, '_blank');
  if (!opened) {
    toast.error(i18n.t('payment:open.failed'));
    return false;
  }
  opened.opener = null;
  toast.success(i18n.t('payment:open.opened'));
  return true;
}
