import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Photo, TravellerPhoto } from '@dali/shared/contracts/photos';
import { useOverlayStore } from '../../../lib/overlays/overlay-store';
import { useSessionStore } from '../../../lib/session';
import { useToastStore } from '../../../lib/ui/toast';
import { installDialogStandIn, ok, renderElement } from '../test/render-page';
import { PhotoGallery } from './photo-gallery';

const LICENSED: Photo = {
  url: 'https://upload.wikimedia.org/wikipedia/commons/a/ab/Fixture.jpg',
  pageUrl: 'https://commons.wikimedia.org/wiki/File:Fixture.jpg',
  author: 'A. Photographer',
  license: 'CC BY-SA 4.0',
  title: 'File:Fixture.jpg',
};
const photo = (n: number, overrides: Partial<TravellerPhoto> = {}): TravellerPhoto => ({
  id: `10000000000000000${n}-0`,
  url: `/uploads/reviews/p${n}.jpg`,
  mimeType: 'image/jpeg',
  reviewId: `10000000000000000${n}`,
  author: { id: `u${n}`, nickname: `Traveller ${n}`, avatarUrl: null },
  createdAt: '2026-11-20T02:00:00.000Z',
  reportedByMe: false,
  ...overrides,
});
const page = (items: TravellerPhoto[], pageNo = 1, total = items.length, pageSize = 12) =>
  ok({ items, total, page: pageNo, pageSize, totalPages: Math.ceil(total / pageSize) });

const server = setupServer();
beforeAll(() => {
  installDialogStandIn();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  cleanup();
  useSessionStore.getState().logOut();
  useOverlayStore.setState({ open: {} });
  useToastStore.setState({ toasts: [] });
});
afterAll(() => server.close());

const render = (catalogPhotos: Photo[] = []) => renderElement(<PhotoGallery attractionId="erhai-lake" name="Erhai Lake" catalogPhotos={catalogPhotos} />);

describe("an attraction's photo gallery", () => {
  it('credits a licensed photo with its author and licence, lists travellers\' photos with byline and date, and loads more', async () => {
    const pages: string[] = [];
    server.use(
      http.get('*/api/v1/attractions/erhai-lake/photos', ({ request }) => {
        const n = new URL(request.url).searchParams.get('page') ?? '1';
        pages.push(n);
        return HttpResponse.json(n === '1' ? page([photo(1), photo(2)], 1, 13) : page([photo(3)], 2, 13));
      }),
    );
    await render([LICENSED]);
    expect(await screen.findByRole('img', { name: 'Erhai Lake, photo by Traveller 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Photos/ }).textContent).toContain('14');
    expect(screen.getByRole('img', { name: 'Erhai Lake, photo 1' }).getAttribute('src')).toBe(LICENSED.url);
    expect(screen.getByText(/Photo: A\. Photographer,/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CC BY-SA 4.0' }).getAttribute('href')).toBe(LICENSED.pageUrl);
    expect(screen.getAllByText(/by Traveller 1/)).toHaveLength(1);
    expect(screen.getAllByText('Nov 20, 2026').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Show 11 more photos' }));
    expect(await screen.findByRole('img', { name: 'Erhai Lake, photo by Traveller 3' })).toBeTruthy();
    expect(pages).toEqual(['1', '2']);
  });

  it('says so when a place has no photos, and offers a retry when they cannot be loaded', async () => {
    server.use(http.get('*/api/v1/attractions/erhai-lake/photos', () => HttpResponse.json(page([]))));
    await render();
    expect(await screen.findByText('No photos yet. Photos travellers add to their reviews appear here.')).toBeTruthy();
    cleanup();
    let calls = 0;
    server.use(
      http.get('*/api/v1/attractions/erhai-lake/photos', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ code: 50001, message: 'Server error', data: null }, { status: 500 }) : HttpResponse.json(page([photo(1)]));
      }),
    );
    await render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Photos could not be loaded');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'Erhai Lake, photo by Traveller 1' })).toBeTruthy();
  });

  it('asks a visitor to log in before reporting', async () => {
    server.use(http.get('*/api/v1/attractions/erhai-lake/photos', () => HttpResponse.json(page([photo(1)]))));
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Report the photo by Traveller 1' }));
    expect(useOverlayStore.getState().open.loginDialog).toEqual({ kind: 'loginDialog', view: 'login' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reports with a chosen reason, thanks the traveller and shows the photo as reported', async () => {
    useSessionStore.getState().logIn({ userId: 'u9', username: 'lin', accessToken: 'token-9' });
    let reported = false;
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/v1/attractions/erhai-lake/photos', () => HttpResponse.json(page([photo(1, { reportedByMe: reported })]))),
      http.get('*/api/v1/attractions/erhai-lake/reviews', () => HttpResponse.json(ok({ items: [], total: 0, page: 1, pageSize: 10, totalPages: 0, rating: null, reviewCount: 0 }))),
      http.post('*/api/v1/photos/:photoId/report', async ({ request, params }) => {
        expect(params.photoId).toBe(photo(1).id);
        expect(request.headers.get('authorization')).toBe('Bearer token-9');
        bodies.push(await request.json());
        reported = true;
        return HttpResponse.json(ok({ reported: true, hidden: false }));
      }),
    );
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Report the photo by Traveller 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this photo' });
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Not a photo of this place' }));
    fireEvent.click(send);
    await waitFor(() => expect(bodies).toEqual([{ reason: 'wrongPlace' }]));
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.text)).toContain('Thank you. We will look at this photo.'));
    const done = await screen.findByRole('button', { name: 'Reported' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets an admin hide a photo at once, and no one else', async () => {
    let hidden = false;
    server.use(
      http.get('*/api/v1/attractions/erhai-lake/photos', () => HttpResponse.json(page(hidden ? [photo(2)] : [photo(1), photo(2)]))),
      http.get('*/api/v1/attractions/erhai-lake/reviews', () => HttpResponse.json(ok({ items: [], total: 0, page: 1, pageSize: 10, totalPages: 0, rating: null, reviewCount: 0 }))),
      http.post('*/api/v1/admin/photos/:photoId/hide', ({ params }) => {
        hidden = params.photoId === photo(1).id;
        return HttpResponse.json(ok({ id: params.photoId, hidden: true }));
      }),
    );
    useSessionStore.getState().logIn({ userId: 'u9', username: 'lin', accessToken: 'token-9', role: 'USER' });
    await render();
    await screen.findByRole('img', { name: 'Erhai Lake, photo by Traveller 1' });
    expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull();
    cleanup();
    useSessionStore.getState().logIn({ userId: 'a1', username: 'moderator', accessToken: 'token-a', role: 'ADMIN' });
    await render();
    await screen.findByRole('img', { name: 'Erhai Lake, photo by Traveller 1' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Hide' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Erhai Lake, photo by Traveller 1' })).toBeNull());
    expect(screen.getByRole('img', { name: 'Erhai Lake, photo by Traveller 2' })).toBeTruthy();
  });
});
