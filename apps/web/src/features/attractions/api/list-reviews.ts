/**
 * `GET /api/v1/attractions/:id/reviews?sort&page&pageSize` (spec §3 Review): one page of reviews,
 * newest or most helpful first, with the place's mean rating and review count.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ListReviewsResponseSchema, type REVIEW_SORTS } from '@dali/shared/contracts/reviews';
import { request } from '../../../lib/api-client';

/** Review order, the `sort` parameter: `newest` first or most `helpful` first. */
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Reviews per page on the detail page. */
export const REVIEWS_PAGE_SIZE = 10;

/** Order and 1-based page of a review list request ({@link REVIEWS_PAGE_SIZE} a page). */
export interface ReviewsQuery {
  sort: ReviewSort;
  page: number;
}

/** Fetch one page of reviews; quiet, the section shows its own error state. */
export async function listReviews(attractionId: string, query: ReviewsQuery, signal?: AbortSignal) {
  const body = await request(`/api/v1/attractions/${encodeURIComponent(attractionId)}/reviews`, {
    schema: ListReviewsResponseSchema,
    query: { sort: query.sort, page: query.page, pageSize: REVIEWS_PAGE_SIZE },
    quiet: true,
    signal,
  });
  return body.data;
}

/** Key prefix of every review list of one attraction (invalidated after writing). */
export function reviewsKey(attractionId: string) {
  return ['attractions', 'reviews', attractionId] as const;
}

/**
 * Query options of one page of reviews: fresh for 30 s; the previous page stays shown while the
 * next one loads.
 */
export function reviewsQueryOptions(attractionId: string, query: ReviewsQuery) {
  return queryOptions({
    queryKey: [...reviewsKey(attractionId), query],
    queryFn: ({ signal }) => listReviews(attractionId, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** One page of an attraction's reviews for the reviews section; errors are ApiError, not toasted. */
export function useReviews(attractionId: string, query: ReviewsQuery) {
  return useQuery(reviewsQueryOptions(attractionId, query));
}
