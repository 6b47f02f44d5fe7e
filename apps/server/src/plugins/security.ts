/**
 * Security headers (`@fastify/helmet`) with a Content Security Policy that fits the SPA, and CORS
 * for the origins named in CORS_ORIGINS (none by default: the web app is served same-origin).
 */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Options of the security plugin. */
export interface SecurityOptions {
  /** Origins allowed to call the API from another site (CORS); empty = same-origin only. */
  corsOrigins: string[];
}

/**
 * CSP for the SPA: scripts only from our origin; inline styles allowed because Ant Design injects
 * CSS-in-JS at run time; images from https (map tiles, Wikimedia Commons photos), data: and blob:;
 * media from blob:/data: (synthesised speech); connections to our origin (fetch, SSE, WebSocket).
 */
export const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'", 'blob:', 'data:'],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  },
};

async function securityPlugin(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    // Payment providers open in a new window and must be able to return to us.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Photos and tiles come from other origins.
    crossOriginEmbedderPolicy: false,
  });
  if (options.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: options.corsOrigins,
      credentials: true,
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'X-Requested-With', 'X-Request-Id'],
      exposedHeaders: ['x-new-access-token', 'x-request-id'],
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      maxAge: 600,
    });
  }
}

/** Registers helmet and (when configured) CORS. */
export const security = fp(securityPlugin, { name: 'security' });
