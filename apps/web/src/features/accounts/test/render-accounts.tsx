/**
 * Test helpers of the accounts feature: the shared dialog shell (test/render-shell.tsx) and
 * fixtures of the auth API.
 */
import type { Locale } from '@dali/shared/locales';
import type { ReactNode } from 'react';
import { renderShell } from '../../../test/render-shell';

export { findDialog, ok, toastTexts } from '../../../test/render-shell';

/** Render the account buttons and the overlay hosts at `/` (other paths render their name). */
export function renderAccounts(locale: Locale = 'en-US', extra: ReactNode = null) {
  return renderShell(locale, extra);
}

/** The JSON body of an error answer. */
export function failure(code: number, message: string, data: unknown = null) {
  return { code, message, data };
}

/** A user id as the API sends it (18 digits). */
export const USER_ID = '702938475610293847';

/** Login answer data. */
export function loginData(overrides: Partial<{ accessToken: string; userId: string; username: string; role: 'USER' | 'ADMIN' }> = {}) {
  return { accessToken: 'token-abc', userId: USER_ID, username: 'Lin Wei', role: 'USER' as const, ...overrides };
}
