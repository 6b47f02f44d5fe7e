/**
 * Attraction routes under /api/v1 (spec §2 attraction list and detail):
 * - `GET /attractions` list with search, filters, sort, paging and distance;
 * - `GET /attractions/:id` detail;
 * - `POST /attractions/:id/views` count a view once per visitor per day;
 * - `POST /attractions/:id/booking-clicks` count a booking-link click.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@dali/shared/errors';
import {
  AttractionDetailQuerySchema,
  AttractionDetailResponseSchema,
  AttractionIdParamsSchema,
  ListAttractionsQuerySchema,
  ListAttractionsResponseSchema,
  RecordBookingClickResponseSchema,
  RecordViewRequestSchema,
  RecordViewResponseSchema,
} from '@dali/shared/contracts/attractions';
import { ok } from '../../lib/envelope.js';
import { createWrittenAnswers } from '../../lib/written-answers.js';
import { presentDetail, presentSummary } from './attractions.presenter.js';
import type { AttractionPage, AttractionsService } from './attractions.service.js';

export interface AttractionsRoutesOptions {
  attractionsService: AttractionsService;
  /** Counter posts allowed per client per minute. */
  countersPerMinute: number;
}

const NOT_FOUND = { 404: ErrorBodySchema };

/**
 * The written answer of a page, by locale. While the service hands out the same page object (its
 * list cache), the page is presented and serialised once per locale instead of once per request.
 */
const writtenPages = createWrittenAnswers<AttractionPage>();
function presentPage(page: AttractionPage) {
  return { ...page, items: page.items.map((item) => presentSummary(item.row, item)) };
}

/**
 * Registers the four attraction routes of the file header (spec §2, §3 Attraction); each counter
 * post is limited to `countersPerMinute` per client, and an unknown id answers 404 NOT_FOUND.
 */
export const attractionsRoutes: FastifyPluginAsyncZod<AttractionsRoutesOptions> = async (app, { attractionsService, countersPerMinute }) => {
  app.get(
    '/attractions',
    {
      schema: {
        tags: ['attractions'],
        summary: 'List attractions: search by name (Chinese, pinyin, English), filter, sort, page',
        querystring: ListAttractionsQuerySchema,
        response: { 200: ListAttractionsResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const page = await attractionsService.list(request.query);
      // Already serialised: sent as bytes (the typed reply only accepts the envelope object).
      const plain: FastifyReply = reply;
      return writtenPages.send(plain, page, request.locale, () => ok(request.locale, presentPage(page)));
    },
  );

  app.get(
    '/attractions/:id',
    {
      schema: {
        tags: ['attractions'],
        summary: 'One attraction with open status (Asia/Shanghai) and distance',
        params: AttractionIdParamsSchema,
        querystring: AttractionDetailQuerySchema,
        response: { 200: AttractionDetailResponseSchema, ...NOT_FOUND },
      },
    },
    async (request) => {
      const item = await attractionsService.get(request.params.id, request.query);
      return ok(request.locale, presentDetail(item.row, item));
    },
  );

  app.post(
    '/attractions/:id/views',
    {
      config: { rateLimit: { max: countersPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['attractions'],
        summary: 'Count a view of the detail page (once per visitor per day)',
        params: AttractionIdParamsSchema,
        body: RecordViewRequestSchema,
        response: { 200: RecordViewResponseSchema, 400: ErrorBodySchema, ...NOT_FOUND },
      },
    },
    async (request) => ok(request.locale, await attractionsService.recordView(request.params.id, request.body.visitorId)),
  );

  app.post(
    '/attractions/:id/booking-clicks',
    {
      config: { rateLimit: { max: countersPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['attractions'],
        summary: 'Count a click on the booking link',
        params: AttractionIdParamsSchema,
        response: { 200: RecordBookingClickResponseSchema, ...NOT_FOUND },
      },
    },
    async (request) => ok(request.locale, await attractionsService.recordBookingClick(request.params.id)),
  );
};
