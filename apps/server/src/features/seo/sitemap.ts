/**
 * `/sitemap.xml` and `/robots.txt` (sitemaps.org protocol 0.9; Google's `xhtml:link` alternates for
 * the languages of a page). The sitemap lists every indexable page of the page table
 * (packages/shared/src/page-routes.ts) and every catalog page (attraction, lodging, dish,
 * restaurant) in the catalog now, each in its three languages, with `lastmod` the day the record
 * last changed in the catalog (its import), and the shared plans whose owners let search engines
 * list them (`lastmod` the day they were shared). Personal pages and other shared plans are not
 * listed; robots.txt keeps crawlers out of the API and payment pages and points to the sitemap.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { LOCALES } from '@dali/shared/locales';
import { PAGE_ROUTES, localizedUrl } from '@dali/shared/page-routes';
import type { Database } from '../../db/schema.js';

export interface SitemapOptions {
  db: Kysely<Database>;
  /** Public origin (PUBLIC_BASE_URL); default: the request's own. */
  publicBaseUrl?: string;
}

/** One address of the sitemap: path (with its query) and when it last changed (epoch ms), if known. */
interface Entry {
  path: string;
  lastModified: number | null;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');


/** The sitemap document of `entries` at `origin`: one `<url>` per page and language, each listing all three. */
export function sitemapXml(origin: string, entries: readonly Entry[]): string {
  const urls = entries.flatMap((entry) =>
    LOCALES.map((locale) =>
      [
        '  <url>',
        `    <loc>${escapeXml(localizedUrl(origin, entry.path, locale))}</loc>`,
        ...(entry.lastModified === null ? [] : [`    <lastmod>${new Date(entry.lastModified).toISOString().slice(0, 10)}</lastmod>`]),
        ...LOCALES.map((alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate}" href="${escapeXml(localizedUrl(origin, entry.path, alternate))}"/>`),
        '  </url>',
      ].join('\n'),
    ),
  );
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">', ...urls, '</urlset>', ''].join('\n');
}

/** Registers `GET /sitemap.xml` and `GET /robots.txt` (not part of the API: hidden from OpenAPI). */
export const sitemapRoutes: FastifyPluginAsync<SitemapOptions> = async (app, { db, publicBaseUrl }) => {
  const originOf = (request: FastifyRequest) => (publicBaseUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  /** Active catalog records of one table with when they last changed. */
  const records = (table: 'attractions' | 'stays' | 'foods' | 'restaurants') =>
    db.selectFrom(table).select(['id', 'updatedAt']).where('retiredAt', 'is', null).orderBy('id').execute();

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const [attractions, stays, foods, restaurants, plans] = await Promise.all([
      records('attractions'),
      records('stays'),
      records('foods'),
      records('restaurants'),
      db.selectFrom('travelPlans').select(['id', 'sharedAt']).where('searchable', '=', 1).where('sharedAt', 'is not', null).where('deletedAt', 'is', null).orderBy('id').execute(),
    ]);
    const latest = Math.max(0, ...[attractions, stays, foods, restaurants].flat().map((row) => row.updatedAt));
    const id = (value: string) => encodeURIComponent(value);
    const entries: Entry[] = [
      // Pages without parameters; the catalog's list pages change when the catalog does.
      ...PAGE_ROUTES.filter((route) => route.indexable && !route.path.includes(':') && route.id !== 'stayReserve').map((route) => ({
        path: route.path,
        lastModified: ['home', 'attractions', 'stay', 'food'].includes(route.id) && latest > 0 ? latest : null,
      })),
      ...attractions.map((row) => ({ path: `/attractions/${id(row.id)}`, lastModified: row.updatedAt })),
      ...stays.map((row) => ({ path: `/stay/reserve?id=${id(row.id)}`, lastModified: row.updatedAt })),
      ...foods.map((row) => ({ path: `/gourmetFood/${id(row.id)}`, lastModified: row.updatedAt })),
      ...restaurants.map((row) => ({ path: `/gourmetFood/restaurant/${id(row.id)}`, lastModified: row.updatedAt })),
      ...plans.map((row) => ({ path: `/share/${id(row.id)}`, lastModified: row.sharedAt })),
    ];
    return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(sitemapXml(originOf(request), entries));
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const lines = [
      'User-agent: *',
      // Shared plans stay crawlable so that their `noindex` is seen; API answers and payments are not pages.
      'Disallow: /api/',
      'Disallow: /ai_api/',
      'Disallow: /api_test/',
      'Disallow: /ai_api_test/',
      'Disallow: /payment/',
      'Disallow: /travel-plan/',
      '',
      `Sitemap: ${originOf(request)}/sitemap.xml`,
      '',
    ];
    return reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(lines.join('\n'));
  });
};
