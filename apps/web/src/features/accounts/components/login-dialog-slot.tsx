/**
 * What the `loginDialog` overlay slot renders (spec §2 login dialog, openable in any view from
 * anywhere with `openOverlay('loginDialog', { view: 'login' | 'register' | 'forgot' })`). Tiny on
 * purpose: the dialog, its forms and their Ant Design parts load the first time it opens
 * (docs/decisions/0006-web-first-load.md). Each opening, and each new `openOverlay` call while
 * open, gets a new key, so fields, timers and validation start afresh (spec §4).
 */
import { lazy, Suspense, useState } from 'react';
import type { OverlayProps } from '../../../app/overlays/overlay-store';
import { parseDialogView } from '../dialog-view';

const LoginDialog = lazy(() => import('./login-dialog').then((m) => ({ default: m.LoginDialog })));

/** The slot component registered for `loginDialog`. */
export function LoginDialogSlot({ open, params, onClose }: OverlayProps) {
  const [opening, setOpening] = useState<{ params: Record<string, unknown> | null; key: number }>({ params: null, key: 0 });
  // A new opening is a new params object from openOverlay; closed keeps the last key for the exit animation.
  if (open && opening.params !== params) setOpening({ params, key: opening.key + 1 });
  if (opening.key === 0) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog open={open} openKey={opening.key} initialView={parseDialogView(opening.params?.view)} onClose={onClose} />
    </Suspense>
  );
}
