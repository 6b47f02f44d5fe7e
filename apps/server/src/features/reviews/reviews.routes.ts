/**
 * Review routes under /api/v1 (spec §3 Review; contracts in packages/shared/src/contracts/reviews.ts):
 * - `GET /attractions/:id/reviews` one page of reviews with the mean rating (public);
 * - `POST /attractions/:id/reviews` write a review, multipart/form-data with up to six images;
 * - `POST` / `DELETE /reviews/:reviewId/like` like and unlike (idempotent);
 * - `POST /reviews/:reviewId/replies` reply.
 * Writes need a logged-in user (401 otherwise, spec §8 "not logged in") and are rate limited per client.
 */
import multipart from '@fastify/multipart';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CatalogIdParamsSchema } from '@dali/shared/contracts/catalog-common';
import {
  CreateReplyRequestSchema,
  CreateReplyResponseSchema,
  CreateReviewResponseSchema,
  ListReviewsQuerySchema,
  ListReviewsResponseSchema,
  REVIEW_MAX_CHARS,
  REVIEW_MAX_IMAGES,
  ReviewIdParamsSchema,
  ReviewLikeResponseSchema,
} from '@dali/shared/contracts/reviews';
import { ErrorBodySchema } from '@dali/shared/errors';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { requireUser, userRequired } from '../../plugins/auth.js';
import { zodValidatorCompiler } from '../../plugins/validation.js';
import { REVIEW_FORM_LIMITS, readReviewForm } from './reviews.multipart.js';
import { presentReply, presentReview } from './reviews.presenter.js';
import type { ReviewsService } from './reviews.service.js';

export interface ReviewsRoutesOptions {
  reviewsService: ReviewsService;
  /** Writes (reviews, likes, replies) allowed per client per minute, each route counted apart. */
  writesPerMinute: number;
}

/**
 * The review form as OpenAPI shows it (multipart/form-data). Documentation only: the body is
 * streamed and checked by reviews.multipart.ts, so this route skips body validation.
 */
const ReviewFormDocSchema = z.object({
  rating: z.int().min(1).max(5),
  content: z.string().min(1).max(REVIEW_MAX_CHARS),
  images: z.array(z.string().meta({ format: 'binary', description: 'JPEG, PNG or WebP by content, at most 5 MB' })).max(REVIEW_MAX_IMAGES).optional(),
});

// Fastify types a route's compiler with the whole route schema; each call gets one part's zod schema.
function validateAllButBody<S>(route: FastifyRouteSchemaDef<S>): FastifyValidationResult {
  if (route.httpPart === 'body') return (data) => ({ value: data });
  return zodValidatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
}

const WRITE_ERRORS = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 429: ErrorBodySchema };

/** Registers the review routes (and multipart parsing, for these routes only). */
export const reviewsRoutes: FastifyPluginAsyncZod<ReviewsRoutesOptions> = async (app, { reviewsService, writesPerMinute }) => {
  await app.register(multipart, { limits: REVIEW_FORM_LIMITS, throwFileSizeLimit: false });
  const rateLimit = { max: writesPerMinute, timeWindow: 60_000 };

  app.get(
    '/attractions/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Reviews of an attraction (newest or most helpful first) with its mean rating',
        params: CatalogIdParamsSchema,
        querystring: ListReviewsQuerySchema,
        response: { 200: ListReviewsResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const page = await reviewsService.list(request.params.id, request.query, request.user?.id ?? null);
      return ok(request.locale, { ...page, items: page.items.map(presentReview) });
    },
  );

  app.post(
    '/attractions/:id/reviews',
    {
      config: { rateLimit },
      onRequest: userRequired,
      validatorCompiler: validateAllButBody,
      schema: {
        tags: ['reviews'],
        summary: 'Write a review (logged in)',
        description:
          'multipart/form-data: `rating` (1–5), `content` (1–2000 characters, plain text), and up to ' +
          `${REVIEW_MAX_IMAGES} \`images\` file parts, each a JPEG, PNG or WebP image by content and at most 5 MB. ` +
          'Any invalid part answers 400 with `data.fields` and nothing is stored.',
        consumes: ['multipart/form-data'],
        params: CatalogIdParamsSchema,
        body: ReviewFormDocSchema,
        response: { 200: CreateReviewResponseSchema, ...WRITE_ERRORS, 413: ErrorBodySchema, 415: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      let form;
      try {
        form = await readReviewForm(request.parts());
      } catch (error) {
        // The rest of the upload is not read: close the connection rather than drain it.
        reply.header('connection', 'close');
        throw error;
      }
      const view = await reviewsService.create({ attractionId: request.params.id, userId: user.id, ...form.fields, images: form.images });
      return ok(request.locale, presentReview(view));
    },
  );

  app.post(
    '/reviews/:reviewId/like',
    {
      config: { rateLimit },
      onRequest: userRequired,
      schema: {
        tags: ['reviews'],
        summary: 'Like a review (logged in; liking twice counts once)',
        params: ReviewIdParamsSchema,
        response: { 200: ReviewLikeResponseSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => ok(request.locale, await reviewsService.like(request.params.reviewId, requireUser(request).id)),
  );

  app.delete(
    '/reviews/:reviewId/like',
    {
      config: { rateLimit },
      onRequest: userRequired,
      schema: {
        tags: ['reviews'],
        summary: 'Take back a like (logged in; idempotent)',
        params: ReviewIdParamsSchema,
        response: { 200: ReviewLikeResponseSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => ok(request.locale, await reviewsService.unlike(request.params.reviewId, requireUser(request).id)),
  );

  app.post(
    '/reviews/:reviewId/replies',
    {
      config: { rateLimit },
      onRequest: userRequired,
      schema: {
        tags: ['reviews'],
        summary: 'Reply to a review (logged in; 1–500 characters, plain text)',
        params: ReviewIdParamsSchema,
        body: CreateReplyRequestSchema,
        response: { 200: CreateReplyResponseSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await reviewsService.reply({ reviewId: request.params.reviewId, userId: user.id, content: request.body.content });
      return ok(request.locale, presentReply(row));
    },
  );
};
