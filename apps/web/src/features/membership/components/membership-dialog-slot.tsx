/**
 * What the `membershipDialog` overlay renders (spec §2 membership modal, opened from the
 * account menu's "membership info" with `openOverlay('membershipDialog')`). Tiny on purpose, like
 * the login dialog's slot: the dialog, its Ant Design parts and the `membership` translations load
 * the first time it opens (docs/decisions/0006-web-first-load.md). Once opened it stays mounted
 * (closed) so the closing animation can play.
 */
import { lazy, Suspense, useState } from 'react';
import type { OverlayProps } from '../../../lib/overlays/overlay-host';

const MembershipDialog = lazy(() => import('./membership-dialog').then((m) => ({ default: m.MembershipDialog })));

/** The component the app gives the `membershipDialog` overlay. */
export function MembershipDialogSlot({ overlay, onClose }: OverlayProps<'membershipDialog'>) {
  const open = overlay !== undefined;
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <MembershipDialog open={open} onClose={onClose} />
    </Suspense>
  );
}
