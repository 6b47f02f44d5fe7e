/**
 * The views of the login dialog (spec §3 `loginInitialView`: login, register, forgot) and what the
 * login view may be pre-filled with after a registration or a password reset.
 */
import type { AuthType } from '@dali/shared/validation/auth';
import type { LoginDialogView as OverlayLoginView } from '../../lib/overlays/overlay-store';

/** A view of the login dialog; the overlay union in lib/overlays declares them, so both agree. */
export type LoginDialogView = OverlayLoginView;

/** The account the login view starts with (after register or reset). */
export interface LoginPrefill {
  authType: AuthType;
  account: string;
}
