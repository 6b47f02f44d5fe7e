/**
 * Search route under /api/v1: `GET /search?q=&limit=&kind=` (home hero search), one query across
 * attractions, stays, dishes and restaurants. Contract: packages/shared/src/contracts/search.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@dali/shared/errors';
import { SearchQuerySchema, SearchResponseSchema } from '@dali/shared/contracts/search';
import { ok } from '../../lib/envelope.js';
import type { SearchService } from './search.service.js';

/** Options of the search route. */
export interface SearchRoutesOptions {
  searchService: SearchService;
}

/**
 * Registers `GET /search`: 200 with groups of hits by kind (best group first, no groups when
 * nothing matches); 400 with a localised message per field for a blank or over-long `q`, a bad
 * `limit` (1–20) or an unknown `kind`.
 */
export const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (app, { searchService }) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Search attractions, stays, dishes and restaurants by Chinese (either script), pinyin or English',
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ok(request.locale, await searchService.search(request.query)),
  );
};
