/**
 * Serves the built web app (apps/web/dist) with history fallback (index.html with the route's
 * preload links, see route-preload.ts, and the page's own head: title, description, canonical,
 * alternates, Open Graph and structured data, see features/seo/page-head.ts), and answers every other unknown
 * path with the ROUTE_NOT_FOUND envelope. Hashed files under /assets/ are cached for a year
 * (immutable); everything else, index.html above all, must be revalidated so deploys show at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { matchLocale } from '@dali/shared/locales';
import { createAppShell } from './app-shell.js';
import { initialDataScript } from './initial-data.js';
import { echoedPath, sendError } from './error-handler.js';
import { createRoutePreloader } from './route-preload.js';
import { createPageHeads } from '../features/seo/page-head.js';

export interface StaticWebOptions {
  /** Folder of the Vite build; served only when it holds index.html. */
  distDir: string;
  /** The web's locale folder (`<locale>/common.json`), for the static first paint (app-shell.ts) and page heads. */
  localesDir: string;
  /** Public origin of canonical and Open Graph URLs (PUBLIC_BASE_URL); default: the request's own. */
  publicBaseUrl?: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Client routes of the catalog pages (apps/web/src/app/router.tsx), served as routes of their own. */
export const CATALOG_PAGE_PATHS = ['/', '/attractions', '/attractions/:id', '/stay', '/stay/reserve', '/gourmetFood', '/gourmetFood/restaurant/:id', '/gourmetFood/:id'] as const;

const API_PREFIX = /^\/(api|ai_api|api_test|ai_api_test)(\/|$)/;

/** A GET/HEAD for a client-side route: not an API path and no file extension in the last segment. */
export function isHistoryRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (API_PREFIX.test(pathname)) return false;
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.');
}

async function staticWebPlugin(app: FastifyInstance, options: StaticWebOptions): Promise<void> {
  const hasBuild = fs.existsSync(path.join(options.distDir, 'index.html'));
  if (!hasBuild) {
    app.log.warn({ distDir: options.distDir }, 'web build not found: only the API is served (run `npm run build`)');
  } else {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      wildcard: false,
      // `/` goes through the history fallback below like every client route, to get its preloads.
      index: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const relative = path.relative(options.distDir, filePath).split(path.sep).join('/');
        res.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  const preloader = hasBuild ? createRoutePreloader(options.distDir) : null;
  const indexHtml = hasBuild ? fs.readFileSync(path.join(options.distDir, 'index.html'), 'utf8') : null;
  const shell = createAppShell(options.localesDir);
  const heads = createPageHeads({
    localesDir: options.localesDir,
    // The page's own API answers, run in process through the whole app like any request.
    getJson: async <T,>(url: string, locale: string) => {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': locale } });
      return response.statusCode === 200 ? ((response.json() as { data: T }).data ?? null) : null;
    },
  });
  const originOf = (request: FastifyRequest) => (options.publicBaseUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  /** index.html for a client route, with its preloads and initial data when it has them. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8');
    const [pathname = '/', search = ''] = request.url.split('?');
    const params = new URLSearchParams(search);
    const locale = (params.has('lang') ? matchLocale(params.get('lang') ?? '') : null) ?? request.locale;
    // Without Vite's manifest (a hand-made build) the page is index.html without preloads.
    const html = preloader?.html(pathname, params.get('lang'), request.locale) ?? indexHtml;
    if (!html) return reply.sendFile('index.html');
    // The page's first API answers ride along (plugins/initial-data.ts); `lang` is not a filter.
    params.delete('lang');
    const [data, head] = await Promise.all([initialDataScript(app, pathname, params, locale), heads.render({ pathname, query: params, locale, origin: originOf(request) })]);
    // The page's language, its own head and its static first paint, until the scripts take over.
    const page = html
      .replace(/<html(?: lang="[^"]*")?>/, `<html lang="${locale}">`)
      .replace(/\s*<title>[^<]*<\/title>/, '')
      .replace(/\s*<meta name="description"[^>]*>/, '')
      .replace('</head>', `  ${head.html}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${shell.html(pathname, locale, head.record, head.plan)}</div>`);
    reply.code(head.status);
    return reply.send(data ? page.replace('</head>', `  ${data}\n  </head>`) : page);
  };

  // The catalog pages are real routes rather than not-found fallbacks: @fastify/compress only
  // compresses routes, and their HTML carries preloads and initial data worth compressing.
  if (hasBuild) for (const url of CATALOG_PAGE_PATHS) app.get(url, { schema: { hide: true } }, sendPage);

  app.setNotFoundHandler(async (request, reply) => {
    if (hasBuild && isHistoryRequest(request)) return sendPage(request, reply);
    return sendError(reply, request, 'ROUTE_NOT_FOUND', {
      params: { method: request.method, url: echoedPath(request.url) },
    });
  });
}

/** Registers static serving of the web build and the app-wide not-found handler. */
export const staticWeb = fp(staticWebPlugin, { name: 'static-web' });
