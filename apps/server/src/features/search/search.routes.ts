/**
 * Search route under /api/v1: `GET /search?q=&limit=&kind=` (home hero search), one query across
 * attractions, stays, dishes and restaurants. Contract: packages/shared/src/contracts/search.ts.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@dali/shared/errors';
import { SearchQuerySchema, SearchResponseSchema, type SearchResult } from '@dali/shared/contracts/search';
import { ok } from '../../lib/envelope.js';
import { createWrittenAnswers } from '../../lib/written-answers.js';
import type { SearchService } from './search.service.js';

export interface SearchRoutesOptions {
  searchService: SearchService;
}

const writtenGroups = createWrittenAnswers<SearchResult['groups']>();

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
    async (request, reply) => {
      const result = await searchService.search(request.query);
      // Repeated queries get the service's cached groups, so their answer is written once per
      // locale and spelling of the query (the answer echoes it).
      const plain: FastifyReply = reply;
      return writtenGroups.send(plain, result.groups, `${request.locale}\n${result.query}`, () => ok(request.locale, result));
    },
  );
};
