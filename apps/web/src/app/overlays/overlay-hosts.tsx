/**
 * Renders every global overlay slot: the registered component, or an honest "not available yet"
 * dialog when a slot is opened before its feature exists.
 */
import { lazy, Suspense } from 'react';
import { LoginDialogSlot } from '../../features/accounts/components/login-dialog-slot';
import { MembershipDialogSlot } from '../../features/membership/components/membership-dialog-slot';
import { OVERLAY_SLOTS, registerOverlay, useOverlayStore, type OverlaySlot } from './overlay-store';

// The slot components are tiny; each dialog itself loads on first open.
registerOverlay('loginDialog', LoginDialogSlot);
registerOverlay('membershipDialog', MembershipDialogSlot);

const UnavailableDialog = lazy(() => import('./unavailable-dialog').then((m) => ({ default: m.UnavailableDialog })));

function SlotHost({ slot }: { slot: OverlaySlot }) {
  const Component = useOverlayStore((s) => s.components[slot]);
  const params = useOverlayStore((s) => s.open[slot]);
  const close = useOverlayStore((s) => s.closeOverlay);
  const onClose = () => close(slot);
  if (Component) return <Component open={params !== undefined} params={params ?? {}} onClose={onClose} />;
  if (params === undefined) return null;
  return (
    <Suspense fallback={null}>
      <UnavailableDialog slot={slot} onClose={onClose} />
    </Suspense>
  );
}

/** All overlay hosts; mounted once in the shell. */
export function OverlayHosts() {
  return (
    <>
      {OVERLAY_SLOTS.map((slot) => (
        <SlotHost key={slot} slot={slot} />
      ))}
    </>
  );
}
