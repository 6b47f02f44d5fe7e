import { ERRORS } from '@dali/shared/errors';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, renderElement, review } from '../test/render-page';
import { addReviewImages, reviewFieldErrors } from '../review-validation';
import { ReviewForm } from './review-form';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });
const user = () => userEvent.setup({ applyAccept: false });

describe('review form validation', () => {
  it('asks for a rating and a text, in the page language', async () => {
    await renderElement(<ReviewForm attractionId="erhai-lake" onDone={() => undefined} />);
    await user().click(await screen.findByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText('Please choose a rating from 1 to 5 stars')).toBeTruthy();
    expect(screen.getByText('Please write your review')).toBeTruthy();
  });

  it('counts characters live and refuses more than 2000', async () => {
    await renderElement(<ReviewForm attractionId="erhai-lake" onDone={() => undefined} />);
    const text = await screen.findByLabelText('Your review');
    fireEvent.change(text, { target: { value: '洱'.repeat(1999) + '🙂' } });
    expect(screen.getByText('2000 / 2000').className).not.toContain('is-over');
    fireEvent.change(text, { target: { value: '洱'.repeat(2001) } });
    expect(screen.getByText('2001 / 2000').className).toContain('is-over');
    await user().click(screen.getByRole('radio', { name: '4 out of 5 stars' }));
    await user().click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText('A review can be at most 2000 characters')).toBeTruthy();
  });

  it('refuses other image types, images over 5 MB and more than six images', async () => {
    await renderElement(<ReviewForm attractionId="erhai-lake" onDone={() => undefined} />);
    const input = await screen.findByLabelText('Add photos');
    await user().upload(input, [file('cat.gif', 'image/gif'), file('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1), file('ok.png', 'image/png')]);
    expect(screen.getByText('"cat.gif" is not a JPEG, PNG or WebP image')).toBeTruthy();
    expect(screen.getByText('The image "big.jpg" is larger than 5 MB')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove ok.png' })).toBeTruthy();
    await user().upload(screen.getByLabelText('Add photos'), Array.from({ length: 6 }, (_, i) => file(`p${i}.webp`, 'image/webp')));
    expect(screen.getByText('You can add at most 6 images')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(6);
    // Six chosen: the add button goes until one is removed.
    expect(screen.queryByLabelText('Add photos')).toBeNull();
  });

  it('gives the same messages in Traditional Chinese', () => {
    expect(reviewFieldErrors({ rating: null, content: ' ' }, 'zh-HK')).toEqual({ rating: '請選擇 1 至 5 星評分', content: '請填寫評價內容' });
    const { images, errors } = addReviewImages([], [file('a.bmp', 'image/bmp')], 'zh-HK');
    expect(images).toEqual([]);
    expect(errors).toEqual(['「a.bmp」不是 JPEG、PNG 或 WebP 圖片']);
  });
});

describe('posting a review', () => {
  it('sends rating, text and photos as multipart with the bearer token, then closes', async () => {
    window.localStorage.setItem('accessToken', 'token-1');
    let seen: { auth: string | null; rating: FormDataEntryValue | null; content: FormDataEntryValue | null; images: number[] } | null = null;
    server.use(
      http.post('*/api/v1/attractions/erhai-lake/reviews', async ({ request }) => {
        const form = await request.formData();
        seen = {
          auth: request.headers.get('authorization'),
          rating: form.get('rating'),
          content: form.get('content'),
          // Sizes, not names: jsdom's File loses its name on the way into Node's fetch.
          images: form.getAll('images').map((part) => (part as Blob).size),
        };
        return HttpResponse.json(ok(review()));
      }),
      http.get('*/api/v1/attractions/*', () => HttpResponse.json(ok({}))),
    );
    const onDone = vi.fn();
    await renderElement(<ReviewForm attractionId="erhai-lake" onDone={onDone} />);
    await user().click(await screen.findByRole('radio', { name: '5 out of 5 stars' }));
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: '  Quiet at dawn.  ' } });
    await user().upload(screen.getByLabelText('Add photos'), [file('dawn.jpg', 'image/jpeg')]);
    await user().click(screen.getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(seen).toEqual({ auth: 'Bearer token-1', rating: '5', content: 'Quiet at dawn.', images: [10] });
    window.localStorage.clear();
  });

  it('shows the server field messages of a 400', async () => {
    server.use(
      http.post('*/api/v1/attractions/erhai-lake/reviews', () =>
        HttpResponse.json(
          { code: ERRORS.BAD_REQUEST.code, message: 'Request parameter error', data: { fields: [{ field: 'images', message: '"x.png" is not a JPEG, PNG or WebP image' }] } },
          { status: 400 },
        ),
      ),
    );
    const { toasts } = await renderElement(<ReviewForm attractionId="erhai-lake" onDone={() => undefined} />);
    await user().click(await screen.findByRole('radio', { name: '3 out of 5 stars' }));
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Fine.' } });
    await user().click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText('"x.png" is not a JPEG, PNG or WebP image')).toBeTruthy();
    expect(toasts).toEqual([]);
  });
});
