/**
 * Test renderer of the catalog pages (attractions, stay, food): a page at a URL, or one element,
 * inside a memory router, a fresh query client (no retries), i18next (the catalog namespaces
 * loaded first) and Suspense, with the request client's toasts collected.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Locale } from '@dali/shared/locales';
import { ERRORS } from '@dali/shared/errors';
import { setApiNotifier } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { useLocaleStore } from '../lib/locale';

/** One route of the test router. */
export interface TestRoute {
  path: string;
  Component: ComponentType;
}

/** Render `routes` at `url`; answers the router (for its location) and the toasts seen. */
export async function renderRoute(routes: TestRoute[], url: string, locale: Locale = 'en-US') {
  return renderRouter(
    routes.map(({ path, Component }) => ({ path, Component })),
    url,
    locale,
  );
}

/** Render one element (inside a router at `/`); answers as {@link renderRoute}. */
export async function renderElement(element: ReactNode, locale: Locale = 'en-US') {
  return renderRouter([{ path: '/', element }], '/', locale);
}

async function renderRouter(routes: RouteObject[], url: string, locale: Locale) {
  useLocaleStore.setState({ locale });
  await i18n.changeLanguage(locale);
  // Page namespaces arrive lazily; load them first so the first assertion does not race the import.
  await i18n.loadNamespaces(['catalog', 'attractions', 'stay', 'food']);
  const toasts: string[] = [];
  setApiNotifier({ error: (message) => void toasts.push(message) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, toasts };
}


/** The JSON envelope of the API's 404. */
export const NOT_FOUND_BODY = { code: ERRORS.NOT_FOUND.code, message: 'Data does not exist', data: null };

export { ok } from './envelope';
