/**
 * `POST /api/v1/attractions/:id/reviews` as multipart/form-data: `rating` (1–5), `content`
 * (1–2000 characters), then up to six `images` file parts (JPEG, PNG or WebP, ≤ 5 MB each; the
 * server checks the bytes, the form checks first). Logged-in users only (401 otherwise).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreateReviewResponseSchema } from '@dali/shared/contracts/reviews';
import { request } from '../../../lib/api-client';
import { photosKey } from './photos';
import { reviewsKey } from './list-reviews';
import { attractionQueryOptions } from './get-attraction';

/** What the review form sends: `rating` 1–5, `content` 1–2000 characters, up to six images. */
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
 * Post a review and return it. Quiet (spec §8): the form shows the failure itself, while a 401
 * still ends the session.
 * @throws ApiError: `unauthorized` (401), `http` with the server's localised message (400 carries
 *   `data.fields`), `network`, `timeout` or `contract`.
 */
export async function createReview(attractionId: string, review: NewReview) {
  const body = await request(`/api/v1/attractions/${encodeURIComponent(attractionId)}/reviews`, {
    method: 'POST',
    body: reviewFormData(review),
    schema: CreateReviewResponseSchema,
    quiet: true,
  });
  return body.data;
}

/** Mutation hook; refreshes the reviews and the attraction's rating on success. */
export function useCreateReview(attractionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: NewReview) => createReview(attractionId, review),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reviewsKey(attractionId) });
      // Its photos join the gallery.
      await queryClient.invalidateQueries({ queryKey: photosKey(attractionId) });
      await queryClient.invalidateQueries({ queryKey: attractionQueryOptions(attractionId, null).queryKey.slice(0, 3) });
    },
  });
}
