/**
 * The views of the login dialog (spec §3 `loginInitialView`: login, register, forgot) and what the
 * login view may be pre-filled with after a registration or a password reset.
 */
import type { AuthType } from '@dali/shared/validation/auth';

/** A view of the login dialog. */
export type LoginDialogView = 'login' | 'register' | 'forgot';

/** The account the login view starts with (after register or reset). */
export interface LoginPrefill {
  authType: AuthType;
  account: string;
}

/** The view named by `openOverlay('loginDialog', { view })`; login when missing or unknown. */
export function parseDialogView(value: unknown): LoginDialogView {
  return value === 'register' || value === 'forgot' ? value : 'login';
}
