/**
 * System routes: `GET /api/v1/health` (ours) and `GET /api/v1/languages` (spec §3, §7).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERRORS, ErrorBodySchema } from '@dali/shared/errors';
import { ClientConfigResponseSchema, HealthResponseSchema, LanguagesResponseSchema, type ClientConfig } from '@dali/shared/contracts/system';
import { LANGUAGES } from '@dali/shared/locales';
import { formatMessage } from '@dali/shared/messages';
import { ok } from '../../lib/envelope.js';
import type { SystemService } from './system.service.js';

/** Options of the system routes. */
export interface SystemRoutesOptions {
  systemService: SystemService;
  /** The settings the browser may see (footer ICP link, contact address). */
  clientConfig: ClientConfig;
}

/** Registers the system routes under /api/v1. */
export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, { systemService, clientConfig }) => {
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

  app.get(
    '/client-config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public settings for the web app (ICP filing link, contact address)',
        response: { 200: ClientConfigResponseSchema },
      },
    },
    async (request) => ok(request.locale, clientConfig),
  );
};
