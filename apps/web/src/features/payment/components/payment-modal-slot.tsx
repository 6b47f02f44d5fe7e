/**
 * What the `paymentModal` overlay renders: tiny on purpose like the other overlay slots; the modal,
 * its Ant Design parts and the `payment` translations load the first time it opens. Once opened it
 * stays mounted (closed, with the last order) so the closing animation can play.
 */
import { lazy, Suspense, useState } from 'react';
import type { PaymentOrder } from '@dali/shared/contracts/payments';
import type { OverlayProps } from '../../../lib/overlays/overlay-host';

const PaymentModal = lazy(() => import('./payment-modal').then((m) => ({ default: m.PaymentModal })));

/** Props of {@link PaymentModalSlot}: the overlay's, plus what a completed payment does. */
export interface PaymentModalSlotProps extends OverlayProps<'paymentModal'> {
  /** Refresh the membership once the order is paid (the app passes the membership store's load). */
  onPaid?: () => void;
}

/** The component the app gives the `paymentModal` overlay. */
export function PaymentModalSlot({ overlay, onClose, onPaid }: PaymentModalSlotProps) {
  const [last, setLast] = useState<PaymentOrder | null>(null);
  if (overlay && overlay.order !== last) setLast(overlay.order);
  if (!last) return null;
  return (
    <Suspense fallback={null}>
      <PaymentModal order={last} open={overlay !== undefined} onClose={onClose} onPaid={onPaid} />
    </Suspense>
  );
}
