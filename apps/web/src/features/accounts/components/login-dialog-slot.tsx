/**
 * What the `loginDialog` overlay renders (spec §2 login dialog, openable in any view from anywhere
 * with `openOverlay('loginDialog', { view: 'login' | 'register' | 'forgot' })`). Tiny on purpose:
 * the dialog, its forms and their Ant Design parts load the first time it opens
 * (docs/decisions/0006-web-first-load.md). Each opening, and each new `openOverlay` call while
 * open, gets a new key, so fields, timers and validation start afresh (spec §4).
 */
import { lazy, Suspense, useState } from 'react';
import type { OverlayProps } from '../../../lib/overlays/overlay-host';
import type { OverlayOf } from '../../../lib/overlays/overlay-store';

const LoginDialog = lazy(() => import('./login-dialog').then((m) => ({ default: m.LoginDialog })));

/** The component the app gives the `loginDialog` overlay. */
export function LoginDialogSlot({ overlay, onClose }: OverlayProps<'loginDialog'>) {
  const [opening, setOpening] = useState<{ overlay: OverlayOf<'loginDialog'> | null; key: number }>({ overlay: null, key: 0 });
  // openOverlay stores a new object per call; closed keeps the last opening for the exit animation.
  if (overlay && opening.overlay !== overlay) setOpening({ overlay, key: opening.key + 1 });
  if (opening.overlay === null) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog open={overlay !== undefined} openKey={opening.key} initialView={opening.overlay.view} onClose={onClose} />
    </Suspense>
  );
}
