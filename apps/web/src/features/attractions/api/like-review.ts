/**
 * `POST` (like) and `DELETE` (unlike) `/api/v1/reviews/:reviewId/like`: idempotent, logged-in users
 * only (401 otherwise).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReviewLikeResponseSchema } from '@dali/shared/contracts/reviews';
import { request } from '../../../lib/api-client';
import { reviewsKey } from './list-reviews';

/** Like (`liked: true`) or unlike a review; returns the new state and count. */
export async function setReviewLike(reviewId: string, liked: boolean) {
  const body = await request(`/api/v1/reviews/${encodeURIComponent(reviewId)}/like`, {
    method: liked ? 'POST' : 'DELETE',
    schema: ReviewLikeResponseSchema,
  });
  return body.data;
}

/** Mutation hook; refreshes the attraction's review lists afterwards. */
export function useSetReviewLike(attractionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, liked }: { reviewId: string; liked: boolean }) => setReviewLike(reviewId, liked),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsKey(attractionId) }),
  });
}
