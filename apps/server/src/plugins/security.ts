/**
 * Security headers computed by `helmet` with a Content Security Policy that fits the SPA, CORS
 * for the origins named in CORS_ORIGINS (none by default: the web app is served same-origin), and
 * `Cache-Control: no-store` on API answers that carry a token or personal data.
 *
 * Our policy is the same for every response (no per-request nonces), so helmet runs once at start
 * and its header set is applied to each reply. Running helmet's middleware per request (what
 * `@fastify/helmet` does) re-derives the same headers every time and cost a third of the
 * throughput of /api/v1/languages in `npm run bench`; see docs/decisions/0004-security-headers.md.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityOptions {
  /** Origins allowed to call the API from another site (CORS); empty = same-origin only. */
  corsOrigins: string[];
}

/**
 * CSP for the SPA: scripts only from our origin; inline styles allowed because Ant Design injects
 * CSS-in-JS at run time; images from https (map tiles, Wikimedia Commons photos), data: and blob:;
 * media from blob:/data: (synthesised speech); connections to our origin (fetch, SSE, WebSocket).
 */
export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
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
  },
  // Payment providers open in a new window and must be able to return to us.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  // Photos and tiles come from other origins.
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets for `options`, as a plain object. Helmet is a connect middleware; it is
 * run once against a recording response. Headers it would remove (X-Powered-By) are never set by
 * Fastify, so only the set ones matter.
 * @throws when helmet rejects the options (e.g. a malformed CSP directive).
 */
export function computeSecurityHeaders(options: Readonly<HelmetOptions> = HELMET_OPTIONS): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
      return recorder;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return Object.fromEntries(headers);
}

/**
 * Helmet options for JSON answers of the API: nothing in them is ever a document, so the policy
 * only forbids everything (OWASP REST Security: `default-src 'none'; frame-ancestors 'none'`), and
 * the headers that only matter to documents (opener and embedder policies, origin-agent-cluster,
 * DNS prefetch, IE download options, Flash cross-domain policies, legacy XSS filter) are left out.
 */
export const API_HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginOpenerPolicy: false,
  crossOriginEmbedderPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  xFrameOptions: { action: 'deny' },
};

/**
 * Helmet options of the service worker script (`/sw.js`, built by the web's Vite PWA plugin). A
 * worker's fetches are governed by the CSP of its own script: it fetches what the pages show, so it
 * may connect where pages load images from (map tiles already seen, kept for offline reading).
 */
export const SERVICE_WORKER_HELMET_OPTIONS: Readonly<HelmetOptions> = {
  ...HELMET_OPTIONS,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { ...(HELMET_OPTIONS.contentSecurityPolicy as { directives: Record<string, string[]> }).directives, connectSrc: ["'self'", 'https:'] },
  },
};

/** The service worker script and the Workbox runtime it imports. */
const SERVICE_WORKER_PATH = /^\/(?:sw|workbox-[\w-]+)\.js(?:\?|$)/;

/** Paths answered with JSON (the API), except the OpenAPI UI at /api/docs, which is a page. */
const API_PATH = /^\/(?:api|ai_api|api_test|ai_api_test)\/(?!docs(?:[/?#]|$))/;

/**
 * API families whose answers are about the caller even without a bearer token: accounts (tokens,
 * codes), the user, their membership and voice quota, and every AI route (quotas, plans and streams
 * of a user or of a visitor known by fingerprint or address).
 */
const PER_CALLER_PATH = /^\/(?:ai_api(?:_test)?\/|api(?:_test)?\/v1\/(?:auth|users|voice|membership\/plans)\/)/;

/**
 * `Cache-Control` of answers that carry a token or personal data: no browser, proxy or CDN may keep
 * a copy (OWASP REST Security, "Sensitive information in HTTP requests"; RFC 9111 §5.2.2.5).
 */
export const PRIVATE_CACHE_CONTROL = 'no-store';

/**
 * True when the answer to `request` may carry a token or personal data: it names its caller (a
 * bearer token, or a visitor fingerprint) or its route family is per caller ({@link PER_CALLER_PATH}).
 * `url` is the path after the spec §7 alias rewrite; `headers` are the request's, names lower-case.
 */
export function isPersonalRequest(url: string, headers: Readonly<Record<string, unknown>>): boolean {
  if (!API_PATH.test(url)) return false;
  return headers.authorization !== undefined || headers['x-visitor-fingerprint'] !== undefined || PER_CALLER_PATH.test(url);
}

async function securityPlugin(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const pageHeaders = computeSecurityHeaders();
  // An API answer carries 6 short headers instead of 12 (about 300 bytes instead of 800).
  const apiHeaders = computeSecurityHeaders(API_HELMET_OPTIONS);
  const workerHeaders = computeSecurityHeaders(SERVICE_WORKER_HELMET_OPTIONS);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(API_PATH.test(request.url) ? apiHeaders : SERVICE_WORKER_PATH.test(request.url) ? workerHeaders : pageHeaders);
    // Set first, so it also covers errors (401, 429…) and any route that forgets; a route serving
    // public data may still replace it with its own Cache-Control.
    if (isPersonalRequest(request.url, request.headers)) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    done();
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

/** Registers the security headers, `no-store` on personal API answers, and (when configured) CORS. */
export const security = fp(securityPlugin, { name: 'security' });
