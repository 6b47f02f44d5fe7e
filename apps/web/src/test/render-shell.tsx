/**
 * The app shell as dialog tests need it: the account buttons and the overlay hosts inside a memory
 * router, a fresh query client, i18next and Suspense, with request-client toasts going to the toast
 * store as in the app. Shared by the accounts and membership features' tests.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Locale } from '@dali/shared/locales';
import { OverlayHosts } from '../app/overlays/overlay-hosts';
import { AccountButtons } from '../app/shell/account-buttons';
import { setApiNotifier } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { useLocaleStore } from '../lib/locale';
import { toast } from '../lib/ui/toast';
export { toastTexts } from './stand-ins';

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

// Nor ResizeObserver, which Ant Design's tabs measure with.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/**
 * Render the navbar's account buttons, `extra` and the overlay hosts (where the login and
 * membership dialogs live) at `/` in `locale`; other paths render a marker around them.
 */
export async function renderShell(locale: Locale = 'en-US', extra: ReactNode = null) {
  useLocaleStore.setState({ locale });
  await i18n.changeLanguage(locale);
  setApiNotifier({ error: toast.error });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const shell = (
    <>
      <AccountButtons />
      {extra}
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


/** The open dialog (Ant Design renders it into document.body). */
export async function findDialog(): Promise<HTMLElement> {
  return screen.findByRole('dialog', {}, { timeout: 5000 });
}

export { ok } from './envelope';
