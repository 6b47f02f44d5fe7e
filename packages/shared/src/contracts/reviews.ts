/**
 * Contracts of attraction reviews (spec §3 Review: author, date, content, rating 1–5, likes,
 * replies, images). The API design is ours:
 * - `GET /api/v1/attractions/:id/reviews?sort=newest|helpful&page&pageSize`: public; one page of
 *   reviews with the place's mean rating and review count; `likedByMe` for the logged-in caller;
 * - `POST /api/v1/attractions/:id/reviews`: multipart/form-data with `rating`, `content` and up to
 *   six `images` file parts (JPEG, PNG or WebP by content, 5 MB each);
 * - `POST` / `DELETE /api/v1/reviews/:reviewId/like`: like / unlike, idempotent;
 * - `POST /api/v1/reviews/:reviewId/replies`: JSON `{ content }`.
 * Writing needs a logged-in user (HTTP 401 otherwise) and is rate limited per client; an unknown
 * attraction or review answers 404. User text is plain text, stored and returned verbatim (only
 * trimmed) and rendered as text, never as HTML.
 */
import { z } from 'zod/mini';
import { successEnvelope } from '../errors.js';
import { pageFields, pagingFields } from './catalog-common.js';
import { decimalNumber } from '../validation/numbers.js';

/** Longest review text, in characters (code points). */
export const REVIEW_MAX_CHARS = 2000;
/** Longest reply text, in characters. */
export const REPLY_MAX_CHARS = 500;
/** Most images one review carries; more are refused (`validation.review.tooManyImages`). */
export const REVIEW_MAX_IMAGES = 6;
/** Largest image, in bytes (5 MB). */
export const REVIEW_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Image types accepted, checked by the file's content (magic bytes), not its name. */
export const REVIEW_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Review orders: `newest` first, or `helpful` (most liked first, then newest). */
export const REVIEW_SORTS = ['newest', 'helpful'] as const;

// NUL characters are dropped: they are never meaningful text and PostgreSQL cannot store them.
const withoutNul = z.overwrite((text: string) => text.replaceAll('\u0000', ''));

/** Who wrote a review or reply; `avatarUrl` null when the account has none. */
export const ReviewAuthorSchema = z.object({ id: z.string(), nickname: z.string(), avatarUrl: z.nullable(z.string()) });
export type ReviewAuthor = z.infer<typeof ReviewAuthorSchema>;

/** One stored image; `url` is served by this app (`/uploads/…`) or the configured object store. */
export const ReviewImageSchema = z.object({ url: z.string(), mimeType: z.enum(REVIEW_IMAGE_TYPES), bytes: z.int() });
export type ReviewImage = z.infer<typeof ReviewImageSchema>;

/** A reply to a review. `createdAt` is ISO 8601 UTC. */
export const ReviewReplySchema = z.object({ id: z.string(), author: ReviewAuthorSchema, content: z.string(), createdAt: z.string() });
export type ReviewReply = z.infer<typeof ReviewReplySchema>;

/** A review with its images and replies (oldest reply first). `likedByMe` is false for visitors. */
export const ReviewSchema = z.object({
  id: z.string(),
  author: ReviewAuthorSchema,
  rating: z.int().check(z.gte(1), z.lte(5)),
  content: z.string(),
  createdAt: z.string(),
  likeCount: z.int(),
  likedByMe: z.boolean(),
  images: z.array(ReviewImageSchema),
  replies: z.array(ReviewReplySchema),
});
export type Review = z.infer<typeof ReviewSchema>;

/** Query of `GET /api/v1/attractions/:id/reviews`. */
export const ListReviewsQuerySchema = z.object({ sort: z._default(z.enum(REVIEW_SORTS), 'newest'), ...pagingFields });
export type ListReviewsQuery = z.infer<typeof ListReviewsQuerySchema>;

/** One page of reviews and the place's rating: mean of all its reviews, null with none. */
export const ReviewPageSchema = z.object({
  items: z.array(ReviewSchema),
  ...pageFields,
  rating: z.nullable(z.number()),
  reviewCount: z.int(),
});
export type ReviewPage = z.infer<typeof ReviewPageSchema>;
export const ListReviewsResponseSchema = successEnvelope(ReviewPageSchema);

/**
 * Text fields of `POST /api/v1/attractions/:id/reviews` (multipart/form-data: `rating`, `content`,
 * then up to six `images` file parts).
 */
export const CreateReviewFieldsSchema = z.object({
  rating: decimalNumber(
    z.number({ error: 'validation.review.rating' }).check(z.int({ error: 'validation.review.rating' }), z.gte(1, { error: 'validation.review.rating' }), z.lte(5, { error: 'validation.review.rating' })),
  ),
  content: z.string({ error: 'validation.review.contentRequired' }).check(
    withoutNul,
    z.trim(),
    z.minLength(1, { error: 'validation.review.contentRequired' }),
    z.refine((text) => [...text].length <= REVIEW_MAX_CHARS, { error: 'validation.review.contentTooLong' }),
  ),
});
export type CreateReviewFields = z.infer<typeof CreateReviewFieldsSchema>;
export const CreateReviewResponseSchema = successEnvelope(ReviewSchema);

/** Path params of the like and reply endpoints. */
export const ReviewIdParamsSchema = z.object({ reviewId: z.string().check(z.minLength(1), z.maxLength(64)) });

/** Answer of `POST` (like) and `DELETE` (unlike) `/api/v1/reviews/:reviewId/like`; both are idempotent. */
export const ReviewLikeResponseSchema = successEnvelope(z.object({ liked: z.boolean(), likeCount: z.int() }));

/** Body of `POST /api/v1/reviews/:reviewId/replies`. */
export const CreateReplyRequestSchema = z.object({
  content: z.string({ error: 'validation.reply.contentRequired' }).check(
    withoutNul,
    z.trim(),
    z.minLength(1, { error: 'validation.reply.contentRequired' }),
    z.refine((text) => [...text].length <= REPLY_MAX_CHARS, { error: 'validation.reply.contentTooLong' }),
  ),
});
export type CreateReplyRequest = z.infer<typeof CreateReplyRequestSchema>;
export const CreateReplyResponseSchema = successEnvelope(ReviewReplySchema);
