/**
 * Test helpers of the membership feature: render the navbar's account buttons and the overlay
 * hosts (where the membership dialog lives) inside a memory router, a fresh query client, i18next
 * and Suspense, with request-client toasts going to the toast store as in the app; fixtures of the
 * membership API relative to the real clock (the rules read `Date.now()`).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { UNLIMITED } from '@dali/shared/constants';
import type { MembershipInfo } from '@dali/shared/contracts/membership';
import type { Locale } from '@dali/shared/locales';
import { OverlayHosts } from '../../../app/overlays/overlay-hosts';
import { AccountButtons } from '../../../app/shell/account-buttons';
import { setApiNotifier } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { useLocaleStore } from '../../../lib/locale';
import { useSessionStore } from '../../../lib/session';
import { toast, useToastStore } from '../../../lib/ui/toast';

// jsdom has no matchMedia; Ant Design's modal asks it for breakpoints. Nothing matches: a wide screen.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

/** One day in ms. */
export const DAY = 86_400_000;

/** A user id as the API sends it (18 digits). */
export const USER_ID = '702938475610293847';

/** Log the test user in (the session store announces it like a real login). */
export function logIn(userId = USER_ID): void {
  useSessionStore.getState().logIn({ accessToken: 'token-abc', userId, username: 'Lin Wei', role: 'USER' });
}

/** The JSON envelope of a successful API answer. */
export function ok<T>(data: T) {
  return { code: 0, message: 'Success', data };
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

/** Render the account buttons and the overlay hosts at `/`; other paths render a marker. */
export async function renderShell(locale: Locale = 'en-US') {
  useLocaleStore.setState({ locale });
  await i18n.changeLanguage(locale);
  await i18n.loadNamespaces(['membership']);
  setApiNotifier({ error: toast.error });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const shell = (
    <>
      <AccountButtons />
      <OverlayHosts />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: shell },
      { path: '*', element: <div data-testid="elsewhere">{shell}</div> },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Texts of the toasts on screen, by kind. */
export function toastTexts(kind?: 'success' | 'error' | 'warning' | 'info'): string[] {
  return useToastStore
    .getState()
    .toasts.filter((item) => kind === undefined || item.kind === kind)
    .map((item) => item.text);
}

/** The open dialog (Ant Design renders it into document.body). */
export async function findDialog(): Promise<HTMLElement> {
  return screen.findByRole('dialog', {}, { timeout: 5000 });
}
