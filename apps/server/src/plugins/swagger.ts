/**
 * OpenAPI document generated from the routes' zod schemas (`@fastify/swagger` with the zod type
 * provider's transform), browsable at /api/docs and downloadable at /api/docs/json.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** `version` is shown as the OpenAPI document's `info.version`. */
export interface OpenApiOptions {
  version: string;
}

async function openApiPlugin(app: FastifyInstance, options: OpenApiOptions): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Dali Guide API',
        version: options.version,
        description:
          'Every answer is `{ code, message, data }`; `code: 0` is success, any other code is an error whose ' +
          '`message` is in the locale of `Accept-Language` (zh-CN, zh-HK, en-US). `/api_test/v1/*` is an alias of ' +
          '`/api/v1/*` and `/ai_api_test/v1/*` of `/ai_api/v1/*`.',
      },
      tags: [
        { name: 'system', description: 'Health and languages' },
        { name: 'feedback', description: 'Feedback and contact forms' },
        { name: 'attractions', description: 'Attractions: list, detail, view and booking counters' },
        { name: 'stays', description: 'Accommodation: list, rooms, booking clicks' },
        { name: 'food', description: 'Gourmet food: dishes and restaurants' },
        { name: 'catalog', description: 'Towns and other shared catalog data' },
        { name: 'membership', description: 'Membership, service packages and remaining quotas' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    // The UI has no inline scripts, so the app-wide CSP of security.ts fits it as is.
    staticCSP: false,
  });
}

/** Registers the OpenAPI generator and its UI. */
export const openApi = fp(openApiPlugin, { name: 'openapi' });
