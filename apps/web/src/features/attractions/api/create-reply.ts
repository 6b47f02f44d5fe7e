/**
 * `POST /api/v1/reviews/:reviewId/replies { content }`: a reply of at most 500 characters by a
 * logged-in user (401 otherwise).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreateReplyResponseSchema } from '@dali/shared/contracts/reviews';
import { request } from '../../../lib/api-client';
import { reviewsKey } from './list-reviews';

/** Post a reply; quiet, the form shows the failure next to itself. */
export async function createReply(reviewId: string, content: string) {
  const body = await request(`/api/v1/reviews/${encodeURIComponent(reviewId)}/replies`, {
    body: { content },
    schema: CreateReplyResponseSchema,
    quiet: true,
  });
  return body.data;
}

/** Mutation hook; refreshes the attraction's review lists on success. */
export function useCreateReply(attractionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, content }: { reviewId: string; content: string }) => createReply(reviewId, content),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(attractionId) }),
  });
}
