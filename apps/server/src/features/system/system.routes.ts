/**
 * System routes: `GET /api/v1/health` (ours) and `GET /api/v1/languages` (spec §3, §7).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERRORS, ErrorBodySchema } from '@dali/shared/errors';
import { HealthResponseSchema, LanguagesResponseSchema } from '@dali/shared/contracts/system';
import { LANGUAGES } from '@dali/shared/locales';
import { formatMessage } from '@dali/shared/messages';
import { ok } from '../../lib/envelope.js';
import type { SystemService } from './system.service.js';

/** Options of the system routes. */
export interface SystemRoutesOptions {
  systemService: SystemService;
}

/** Registers the system routes under /api/v1. */
export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, { systemService }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Process and database status',
        description: '200 with `status: ok` when the database answers; 503 with the same data and code 50301 when it does not.',
        response: { 200: HealthResponseSchema, 503: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const health = await systemService.getHealth();
      if (health.status === 'ok') return ok(request.locale, health);
      const unavailable = ERRORS.SERVICE_UNAVAILABLE;
      return reply
        .status(unavailable.status)
        .send({ code: unavailable.code, message: formatMessage(unavailable.messageKey, request.locale), data: health });
    },
  );

  app.get(
    '/languages',
    {
      schema: {
        tags: ['system'],
        summary: 'Interface languages for the language menu',
        response: { 200: LanguagesResponseSchema },
      },
    },
    async (request) => ok(request.locale, [...LANGUAGES]),
  );
};
