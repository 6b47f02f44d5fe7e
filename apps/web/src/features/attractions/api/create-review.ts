/**
 * `POST /api/v1/attractions/:id/reviews` as multipart/form-data: `rating` (1–5), `content`
 * (1–2000 characters), then up to six `images` file parts (JPEG, PNG or WebP, ≤ 5 MB each; the
 * server checks the bytes, the form checks first). Logged-in users only (401 otherwise).
 *
 * The request client sends JSON only, so this call builds the same request itself: the spec §7
 * headers and bearer token from `buildHeaders` (without a Content-Type, so the browser writes the
 * multipart boundary), token rotation, the 80 s timeout, and errors as `ApiError`s.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { safeParse } from 'zod/mini';
import { REQUEST_TIMEOUT_MS } from '@dali/shared/constants';
import { CreateReviewResponseSchema } from '@dali/shared/contracts/reviews';
import { ErrorBodySchema } from '@dali/shared/errors';
import { ApiError, absorbNewToken, buildHeaders } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session';
import { reviewsKey } from './list-reviews';
import { attractionQueryOptions } from './get-attraction';

/** What the review form sends. */
export interface NewReview {
  rating: number;
  content: string;
  images: File[];
}

/** The multipart body of a new review, in the order the server reads it (fields, then files). */
export function reviewFormData(review: NewReview): FormData {
  const form = new FormData();
  form.append('rating', String(review.rating));
  form.append('content', review.content);
  for (const image of review.images) form.append('images', image, image.name);
  return form;
}

/**
 * Post a review and return it.
 * @throws ApiError: `unauthorized` (401; the session is cleared), `http` with the server's
 *   localised message (400 carries `data.fields`), `network`, `timeout` or `contract`.
 */
export async function createReview(attractionId: string, review: NewReview): Promise<ReturnType<typeof parseReview>> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`/api/v1/attractions/${encodeURIComponent(attractionId)}/reviews`, {
      method: 'POST',
      credentials: 'include',
      cache: 'no-store',
      headers: buildHeaders(),
      body: reviewFormData(review),
      signal: timeout,
    });
  } catch {
    throw new ApiError(timeout.aborted ? 'timeout' : 'network', i18n.t(timeout.aborted ? 'errors.timeout' : 'errors.network'));
  }
  absorbNewToken(response);
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // An empty or non-JSON body is reported by status below.
  }
  if (response.status === 401) {
    useSessionStore.getState().logOut();
    throw new ApiError('unauthorized', i18n.t('chat.errors.authentication'), 401);
  }
  const error = safeParse(ErrorBodySchema, json);
  if (!response.ok || (error.success && error.data.code !== 0)) {
    const message = error.success && error.data.message ? error.data.message : i18n.t('errors.httpStatus', { status: response.status });
    throw new ApiError('http', message, response.status, error.success ? error.data.code : null, error.success ? error.data.data : null);
  }
  return parseReview(json, response.status);
}

function parseReview(json: unknown, status: number) {
  const parsed = safeParse(CreateReviewResponseSchema, json);
  if (!parsed.success) throw new ApiError('contract', i18n.t('errors.unexpectedResponse'), status);
  return parsed.data.data;
}

/** Mutation hook; refreshes the reviews and the attraction's rating on success. */
export function useCreateReview(attractionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: NewReview) => createReview(attractionId, review),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reviewsKey(attractionId) });
      await queryClient.invalidateQueries({ queryKey: attractionQueryOptions(attractionId, null).queryKey.slice(0, 3) });
    },
  });
}
