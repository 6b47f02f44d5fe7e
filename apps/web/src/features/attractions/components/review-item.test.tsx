import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderElement, review } from '../test/render-page';
import { ReviewItem } from './review-item';

afterEach(cleanup);

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
});
