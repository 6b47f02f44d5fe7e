/**
 * Guide routes under /api/v1 (spec §2 home "recommended guides"):
 * - `GET /guides` every active guide with its stop count and first stops' names;
 * - `GET /guides/:id` one guide with every stop (name, kind, web path, town, point); 404 if unknown.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@dali/shared/errors';
import { GuideDetailResponseSchema, GuideIdParamsSchema, ListGuidesResponseSchema } from '@dali/shared/contracts/guides';
import { ok } from '../../lib/envelope.js';
import { presentGuideDetail, presentGuideSummary } from './guides.presenter.js';
import type { GuidesService } from './guides.service.js';

export interface GuidesRoutesOptions {
  guidesService: GuidesService;
}

/**
 * Registers `GET /guides` and `GET /guides/:id` (spec §2 home "recommended guides"); an unknown or
 * retired id answers 404 NOT_FOUND.
 */
export const guidesRoutes: FastifyPluginAsyncZod<GuidesRoutesOptions> = async (app, { guidesService }) => {
  app.get(
    '/guides',
    {
      schema: {
        tags: ['guides'],
        summary: 'Recommended guides: themed routes with their stop counts and first stops',
        response: { 200: ListGuidesResponseSchema },
      },
    },
    async (request) => {
      const guides = await guidesService.list();
      return ok(request.locale, { items: guides.map((guide) => presentGuideSummary(guide.row, guide.stops)) });
    },
  );

  app.get(
    '/guides/:id',
    {
      schema: {
        tags: ['guides'],
        summary: 'One guide with every stop: name, kind, web path, town and point',
        params: GuideIdParamsSchema,
        response: { 200: GuideDetailResponseSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const guide = await guidesService.get(request.params.id);
      return ok(request.locale, presentGuideDetail(guide.row, guide.stops));
    },
  );
};
