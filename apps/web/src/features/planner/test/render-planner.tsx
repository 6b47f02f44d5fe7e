/**
 * Test helpers of the planner pages: render routes inside a memory router, a fresh query client (no
 * retries), i18next with the planner and catalog namespaces loaded, and Suspense; request-client
 * and page toasts go to the toast store, read back with {@link toastTexts}. jsdom has no modal
 * `<dialog>` methods: a stand-in toggles `open` and fires `close`.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { Locale } from '@dali/shared/locales';
import { setApiNotifier } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { useLocaleStore } from '../../../lib/locale';
import { toast, useToastStore } from '../../../lib/ui/toast';
export { installDialogStandIn, toastTexts } from '../../../test/stand-ins';


/** Render `routes` at `url` in `locale`; other paths render a marker with their pathname. */
export async function renderPlannerRoutes(routes: { path: string; Component: ComponentType }[], url: string, locale: Locale = 'en-US') {
  useLocaleStore.setState({ locale });
  await i18n.changeLanguage(locale);
  await i18n.loadNamespaces(['planner', 'catalog']);
  setApiNotifier({ error: toast.error });
  useToastStore.setState({ toasts: [] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([...routes, { path: '*', Component: Elsewhere }], { initialEntries: [url] });
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>{node}</Suspense>
      </I18nextProvider>
    </QueryClientProvider>
  );
  const view = render(wrap(<RouterProvider router={router} />));
  return { ...view, router, queryClient };
}

function Elsewhere() {
  const { pathname } = useLocation();
  return <p data-testid="elsewhere">{pathname}</p>;
}
