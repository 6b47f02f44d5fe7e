import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useOverlayStore } from '../../../lib/overlays/overlay-store';
import { useSessionStore } from '../../../lib/session';
import { ok, renderElement, review } from '../test/render-page';
import { ReviewItem } from './review-item';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  useSessionStore.getState().logOut();
  useOverlayStore.setState({ open: {} });
});
afterAll(() => server.close());

describe('a review', () => {
  it('renders markup in the text as literal text, never as HTML', async () => {
    const attack = '<img src=x onerror=alert(1)> <b>bold</b>';
    const { container } = await renderElement(<ReviewItem attractionId="erhai-lake" review={review({ content: attack })} />);
    expect(await screen.findByText(attack)).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('shows author, date, stars, likes, photos and replies (replies as text too)', async () => {
    await renderElement(
      <ReviewItem
        attractionId="erhai-lake"
        review={review({
          rating: 4,
          likeCount: 3,
          images: [{ url: '/uploads/reviews/a.jpg', mimeType: 'image/jpeg', bytes: 1000 }],
          replies: [{ id: 'p1', author: { id: 'u2', nickname: 'Wang', avatarUrl: null }, content: '<script>x</script>', createdAt: '2026-11-21T02:00:00.000Z' }],
        })}
      />,
    );
    expect(await screen.findByText('Lin')).toBeTruthy();
    expect(screen.getByText('Nov 20, 2026')).toBeTruthy();
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Helpful (3)' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('img', { name: 'Photo 1 by Lin' })).toBeTruthy();
    expect(screen.getByText('<script>x</script>')).toBeTruthy();
    expect(screen.getByText('1 reply')).toBeTruthy();
  });

  it('asks a visitor to log in before marking a review helpful or replying', async () => {
    await renderElement(<ReviewItem attractionId="erhai-lake" review={review()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Helpful (2)' }));
    expect(useOverlayStore.getState().open.loginDialog).toEqual({ kind: 'loginDialog', view: 'login' });
    useOverlayStore.setState({ open: {} });
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    expect(useOverlayStore.getState().open.loginDialog).toEqual({ kind: 'loginDialog', view: 'login' });
    expect(screen.queryByLabelText('Your reply')).toBeNull();
  });

  it('likes as a logged-in user with the bearer token, and opens the reply form', async () => {
    useSessionStore.getState().logIn({ accessToken: 'tok-9', userId: '9', username: 'lin' });
    let auth: string | null = null;
    server.use(
      http.post('*/api/v1/reviews/r1/like', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json(ok({ liked: true, likeCount: 3 }));
      }),
      http.get('*/api/v1/attractions/erhai-lake/reviews', () => HttpResponse.json(ok({ items: [], total: 0, page: 1, pageSize: 10, totalPages: 0, rating: null, reviewCount: 0 }))),
    );
    await renderElement(<ReviewItem attractionId="erhai-lake" review={review()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Helpful (2)' }));
    await waitFor(() => expect(auth).toBe('Bearer tok-9'));
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    // The reply form is loaded when first opened.
    expect(await screen.findByLabelText('Your reply')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Please write your reply')).toBeTruthy();
  });
});
