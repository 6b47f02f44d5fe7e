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
// The jsdom stand-ins (matchMedia, ResizeObserver) Ant Design's drawer needs.
import '../../test/render-shell';
import { OverlayHosts } from './overlay-hosts';

vi.setConfig({ testTimeout: 20_000 });

const server = setupServer(
  http.get('*/ai_api/v1/enhanced_chat/users/:userId/sessions', () => HttpResponse.json({ code: 0, message: 'Success', data: [] })),
  http.get('*/ai_api/v1/base_api/visitor/remaining_count', () =>
    HttpResponse.json({ code: 0, message: 'Success', data: { type: 'chat', subject: 'visitor', remaining: 3, limit: 10, unlimited: false, resetsAt: null } }),
  ),
);
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

describe('overlay hosts: the chat drawer', () => {
  it('is closed and cannot open on the pages that hide the navbar (spec §2: payment return, share, about)', async () => {
    await i18n.changeLanguage('en-US');
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            { path: '/attractions', handle: { id: 'attractions', pageName: 'attractions' }, element: <p>attractions</p> },
            { path: '/about-us', handle: { id: 'about', pageName: 'about', hideNavbar: true }, element: <p>about</p> },
          ],
        },
      ],
      { initialEntries: ['/attractions'] },
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
    act(() => openOverlay('chatDrawer'));
    expect(await screen.findByRole('dialog', { name: 'Dali Guide assistant' }, { timeout: 10_000 })).toBeTruthy();

    await act(() => router.navigate('/about-us'));
    await waitFor(() => expect(useOverlayStore.getState().open.chatDrawer).toBeUndefined());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dali Guide assistant' })).toBeNull());
    act(() => openOverlay('chatDrawer'));
    await waitFor(() => expect(useOverlayStore.getState().open.chatDrawer).toBeUndefined());
    expect(screen.queryByRole('dialog', { name: 'Dali Guide assistant' })).toBeNull();
  });
});
