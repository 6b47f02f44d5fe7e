/**
 * Test helpers of the membership feature: the shared dialog shell (test/render-shell.tsx) with the
 * membership translations loaded; fixtures of the membership API relative to the real clock (the
 * rules read `Date.now()`).
 */
import { UNLIMITED } from '@dali/shared/constants';
import type { MembershipInfo } from '@dali/shared/contracts/membership';
import type { Locale } from '@dali/shared/locales';
import { i18n } from '../../../lib/i18n';
import { useLocaleStore } from '../../../lib/locale';
import { useSessionStore } from '../../../lib/session';
import { renderShell as renderDialogShell } from '../../../test/render-shell';

export { findDialog, ok, toastTexts } from '../../../test/render-shell';

/** One day in ms. */
export const DAY = 86_400_000;

/** A user id as the API sends it (18 digits). */
export const USER_ID = '702938475610293847';

/** Log the test user in (the session store announces it like a real login). */
export function logIn(userId = USER_ID): void {
  useSessionStore.getState().logIn({ accessToken: 'token-abc', userId, username: 'Lin Wei', role: 'USER' });
}

/**
 * A STANDARD membership (the one-week pass) started a day ago, ending `expiresInMs` from now, with
 * limits that exercise every badge colour and the unlimited marker.
 */
export function membership(expiresInMs: number, overrides: Partial<MembershipInfo> = {}): MembershipInfo {
  const now = Date.now();
  return {
    userLevel: 'STANDARD',
    planName: 'One-week pass',
    packageId: 'one-week',
    membershipStartTime: new Date(now - DAY).toISOString(),
    membershipExpireTime: new Date(now + expiresInMs).toISOString(),
    apiPermissions: [
      { apiName: 'chat', totalLimit: UNLIMITED, timeLimitHours: 168, dailyLimit: 200 },
      { apiName: 'planner', totalLimit: 5, timeLimitHours: 168, dailyLimit: UNLIMITED },
      { apiName: 'translation_chars', totalLimit: 10_000, timeLimitHours: 168, dailyLimit: UNLIMITED },
      { apiName: 'voice', totalLimit: UNLIMITED, timeLimitHours: 168, dailyLimit: 50 },
    ],
    ...overrides,
  };
}

/** Render the account buttons and the overlay hosts at `/` (other paths render a marker). */
export async function renderShell(locale: Locale = 'en-US') {
  useLocaleStore.setState({ locale });
  await i18n.changeLanguage(locale);
  await i18n.loadNamespaces(['membership']);
  return renderDialogShell(locale);
}
