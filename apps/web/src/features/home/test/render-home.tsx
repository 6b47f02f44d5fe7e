/**
 * Test helpers of the home feature: render a component inside the app's providers (TanStack Query,
 * i18next in en-US) and a memory router whose other routes print where navigation went, plus a
 * stand-in for `<dialog>` methods that jsdom lacks.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { i18n } from '../../../lib/i18n';
import { useLocaleStore } from '../../../lib/locale';
export { installDialogStandIn } from '../../../test/stand-ins';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Render `ui` at `/` with fresh providers; any other path renders its location in `location`. */
export async function renderHome(ui: ReactNode) {
  useLocaleStore.setState({ locale: 'en-US' });
  await i18n.changeLanguage('en-US');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <Suspense fallback={null}>{ui}</Suspense> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/'] },
  );
  const result = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, router };
}
