/**
 * The `/payment/return` route (spec §2): the payment feature's page with the membership feature's
 * refresh handed in, so a completed payment shows the new membership at once. The app composes
 * the two features; neither imports the other (architecture.md §2).
 */
import { refreshMembershipQuietly } from './membership-refresh';
import { PaymentReturnPage } from '../features/payment/pages/payment-return-page';

/**
 * Route `/payment/return` (spec §2): the payment result page, refreshing the membership quietly
 * once the payment is complete.
 */
export function PaymentReturnRoute() {
  return <PaymentReturnPage onPaid={refreshMembershipQuietly} />;
}
