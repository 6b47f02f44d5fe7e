import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { openOverlay, useOverlayStore } from '../../lib/overlays/overlay-store';
import '../../test/render-shell';
import { OverlayHosts } from './overlay-hosts';

vi.setConfig({ testTimeout: 20_000 });

const server = setupServer(http.get('*/api/v1/voice/rate-limit/remaining', () => HttpResponse.json({ code: 0, message: 'Success', data: 3 })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  useOverlayStore.setState({ open: {} });
});
afterAll(() => server.close());

function Layout() {
  return (
    <>
      <Outlet />
      <OverlayHosts />
    </>
  );
}

describe('overlay hosts: the floating translator', () => {
  it('shows the floating button and opens on any page except those that hide the navbar (spec §2)', async () => {
    await i18n.changeLanguage('en-US');
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            { path: '/', handle: { id: 'home' }, element: <p>home</p> },
            { path: '/about-us', handle: { id: 'about', pageName: 'about', hideNavbar: true }, element: <p>about</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Voice and text translator' })).toBeTruthy();
    // The home teaser opens it this way, with no parameters.
    act(() => openOverlay('floatingTranslator'));
    expect(await screen.findByRole('dialog', { name: 'Translator' }, { timeout: 10_000 })).toBeTruthy();

    await act(() => router.navigate('/about-us'));
    await waitFor(() => expect(useOverlayStore.getState().open.floatingTranslator).toBeUndefined());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Translator' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Voice and text translator' })).toBeNull();
    act(() => openOverlay('floatingTranslator', { tab: 'text' }));
    await waitFor(() => expect(useOverlayStore.getState().open.floatingTranslator).toBeUndefined());
    expect(screen.queryByRole('dialog', { name: 'Translator' })).toBeNull();
  });
});
