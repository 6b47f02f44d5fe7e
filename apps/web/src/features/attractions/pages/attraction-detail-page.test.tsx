import { ERRORS } from '@dali/shared/errors';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { detail, installDialogStandIn, ok, renderRoutes, review } from '../test/render-page';
import { AttractionDetailPage } from './attraction-detail-page';

// Leaflet has no place in jsdom; the map has its own tests and browser journeys.
vi.mock('../../../lib/ui/lazy-catalog-map', () => ({ LazyCatalogMap: () => null }));

const TOWNS = [{ id: 'xizhou', name: { 'zh-CN': '喜洲', 'zh-HK': '喜洲', 'en-US': 'Xizhou' }, englishName: 'Xizhou', region: 'Dali', location: null }];
const reviewPage = (items: ReturnType<typeof review>[]) => ok({ items, total: items.length, page: 1, pageSize: 10, totalPages: 1, rating: 4, reviewCount: items.length });

const server = setupServer(
  http.get('*/api/v1/towns', () => HttpResponse.json(ok(TOWNS))),
  // Reviews load after the place, in the background: one still in flight when a test ends must
  // not surface as an unhandled request in the next test.
  http.get('*/api/v1/attractions/:id/reviews', () => HttpResponse.json(reviewPage([]))),
  http.get('*/api/v1/attractions/:id/photos', () => HttpResponse.json(ok({ items: [], total: 0, page: 1, pageSize: 12, totalPages: 0 }))),
  http.post('*/api/v1/attractions/:id/views', () => HttpResponse.json(ok({ counted: true, viewCount: 1 }))),
);
beforeAll(() => {
  installDialogStandIn();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

const ROUTES = [{ path: '/attractions/:id', Component: AttractionDetailPage }];

describe('/attractions/:id', () => {
  it('holds the page shape with a skeleton, then shows the place in plain HTML', async () => {
    server.use(
      http.get('*/api/v1/attractions/xizhou', async () => {
        await delay(30);
        return HttpResponse.json(ok(detail('xizhou', 'Xizhou Ancient Town')));
      }),
      http.get('*/api/v1/attractions/xizhou/reviews', () => HttpResponse.json(reviewPage([]))),
    );
    const { container } = await renderRoutes(ROUTES, '/attractions/xizhou');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(container.querySelector('.detail-skeleton .detail-cover-skeleton')).toBeTruthy();
    expect(container.querySelector('.detail-skeleton .facts-map-skeleton')).toBeTruthy();
    await screen.findByRole('heading', { level: 1, name: 'Xizhou Ancient Town' });
    expect(container.querySelector('.detail-skeleton')).toBeNull();
    const facts = screen.getByRole('complementary', { name: 'Key facts' });
    expect(within(facts).getByText('Opening hours')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All attractions' }).getAttribute('href')).toBe('/attractions');
    // No reviews known: no review placeholders, just the empty summary.
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(container.querySelector('.reviews-skeleton')).toBeNull();
    expect(container.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('shows a plain 404 state for an unknown id', async () => {
    server.use(http.get('*/api/v1/attractions/nowhere', () => HttpResponse.json({ code: ERRORS.NOT_FOUND.code, message: 'Not found', data: null }, { status: 404 })));
    const { container } = await renderRoutes(ROUTES, '/attractions/nowhere');
    await screen.findByRole('heading', { level: 1, name: 'We could not find this attraction' });
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(container.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('keeps room for known reviews while they load, and orders them with a radio group', async () => {
    let sorts: (string | null)[] = [];
    server.use(
      http.get('*/api/v1/attractions/xizhou', () => HttpResponse.json(ok(detail('xizhou', 'Xizhou Ancient Town', { rating: 4, reviewCount: 2 })))),
      http.get('*/api/v1/attractions/xizhou/reviews', async ({ request }) => {
        sorts = [...sorts, new URL(request.url).searchParams.get('sort')];
        await delay(30);
        return HttpResponse.json(reviewPage([review(), review({ id: 'r2', author: { id: 'u2', nickname: 'Wang', avatarUrl: null } })]));
      }),
    );
    const { container } = await renderRoutes(ROUTES, '/attractions/xizhou');
    await screen.findByRole('heading', { level: 1, name: 'Xizhou Ancient Town' });
    expect(container.querySelectorAll('.reviews-skeleton .review-skeleton')).toHaveLength(2);
    await screen.findByText('Wang');
    expect(container.querySelector('.reviews-skeleton')).toBeNull();
    const order = screen.getByRole('radiogroup', { name: 'Order of reviews' });
    fireEvent.click(within(order).getByRole('radio', { name: 'Most helpful' }));
    await waitFor(() => expect(sorts.at(-1)).toBe('helpful'));
  });

  it('opens review photos in a viewer that steps with the arrow keys and gives focus back', async () => {
    const images = ['a', 'b'].map((name) => ({ url: `/uploads/reviews/${name}.jpg`, mimeType: 'image/jpeg' as const, bytes: 1000 }));
    server.use(
      http.get('*/api/v1/attractions/xizhou', () => HttpResponse.json(ok(detail('xizhou', 'Xizhou Ancient Town', { rating: 4, reviewCount: 1 })))),
      http.get('*/api/v1/attractions/xizhou/reviews', () => HttpResponse.json(reviewPage([review({ images })]))),
    );
    await renderRoutes(ROUTES, '/attractions/xizhou');
    const thumb = await screen.findByRole('button', { name: 'Photo 2 by Lin' });
    thumb.focus();
    fireEvent.click(thumb);
    const viewer = await screen.findByRole('dialog', { name: 'Photo 2 by Lin' });
    expect(within(viewer).getByText('Photo 2 of 2')).toBeTruthy();
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(within(viewer).getByRole('img', { name: 'Photo 1 by Lin' })).toBeTruthy();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Close photo viewer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(thumb);
  });
});
