/**
 * Accommodation routes under /api/v1: `GET /stays`, `GET /stays/:id`, `POST /stays/:id/booking-clicks`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BookingClickResponseSchema, CatalogIdParamsSchema } from '@dali/shared/contracts/catalog-common';
import { ListStaysQuerySchema, ListStaysResponseSchema, StayDetailQuerySchema, StayDetailResponseSchema } from '@dali/shared/contracts/stays';
import { ErrorBodySchema } from '@dali/shared/errors';
import { ok } from '../../lib/envelope.js';
import { presentStay, presentStayDetail } from './stays.presenter.js';
import type { StaysService } from './stays.service.js';

/** `countersPerMinute`: booking-click posts allowed per client per minute. */
export interface StaysRoutesOptions {
  staysService: StaysService;
  countersPerMinute: number;
}

/**
 * Registers `GET /stays`, `GET /stays/:id` and `POST /stays/:id/booking-clicks` (spec §2 `/stay`,
 * §3 Stay); an unknown id answers 404 NOT_FOUND.
 */
export const staysRoutes: FastifyPluginAsyncZod<StaysRoutesOptions> = async (app, { staysService, countersPerMinute }) => {
  app.get(
    '/stays',
    {
      schema: {
        tags: ['stays'],
        summary: 'List lodgings: search, type and town filters, sort, paging, total for N nights',
        querystring: ListStaysQuerySchema,
        response: { 200: ListStaysResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const { bandOf, ...page } = await staysService.list(request.query);
      return ok(request.locale, { ...page, items: page.items.map((row) => presentStay(row, request.query.nights, bandOf(row))) });
    },
  );

  app.get(
    '/stays/:id',
    {
      schema: {
        tags: ['stays'],
        summary: 'One lodging with rooms, contact and bilingual address',
        params: CatalogIdParamsSchema,
        querystring: StayDetailQuerySchema,
        response: { 200: StayDetailResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const { stay, rooms, band } = await staysService.get(request.params.id);
      return ok(request.locale, presentStayDetail(stay, rooms, request.query.nights, band));
    },
  );

  app.post(
    '/stays/:id/booking-clicks',
    {
      config: { rateLimit: { max: countersPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['stays'],
        summary: 'Count a click on the booking link or phone',
        params: CatalogIdParamsSchema,
        response: { 200: BookingClickResponseSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ok(request.locale, await staysService.recordBookingClick(request.params.id)),
  );
};
