/**
 * Every page of spec §2 fetched as a crawler or a link preview does: plain HTTP, no JavaScript.
 * The head must name the page (a detail page by its record), describe it, point to its canonical
 * address and its two other languages, carry Open Graph and Twitter tags, keep personal and shared
 * pages out of search results, and hold schema.org data on detail pages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '@dali/shared/page-routes';
import { firstSentence } from '@dali/shared/page-text';
import { LOCALES, type Locale } from '@dali/shared/locales';
import { REPO_ROOT } from '../../config/env.js';
import type { TestApp } from '../../test/build-test-app.js';
import { membershipConfigWith } from '../../test/membership-helpers.js';
import { buildPlannerTestApp, createScriptedAi, makeStoredPlan } from '../../test/planner-helpers.js';
import { createTestUser, type TestUser } from '../../test/test-auth.js';

const ORIGIN = 'https://guide.example.com';
const common = (locale: Locale) => JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'apps/web/src/locales', locale, 'common.json'), 'utf8')) as {
  app: { name: string };
  routes: Record<string, { title: string; description: string }>;
};
const catalog = (file: string) => JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'catalog', file), 'utf8')) as Array<Record<string, never>>;

/** The built index.html's head, as Vite writes it: a generic title and description the server replaces. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Dali Guide: generic." />
    <title>Dali Guide · 大理导览</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('server-written page heads (no JavaScript)', () => {
  let t: TestApp;
  let dist: string;
  let owner: TestUser;
  let sharedPlanId = '';
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    t = await buildPlannerTestApp({
      engine: 'sqlite',
      plannerAi: createScriptedAi(),
      env: { WEB_DIST_DIR: dist, PUBLIC_BASE_URL: ORIGIN },
      membership: { config: membershipConfigWith((config) => void (config.freeTiers.user.planner = 10)) },
    });
    owner = await createTestUser(t.database.db, { username: 'sharer' });
    sharedPlanId = await makeStoredPlan(t.app, owner.headers);
    expect((await t.app.inject({ method: 'POST', url: `/ai_api/v1/base_api/travel_plans/${sharedPlanId}/share`, headers: owner.headers })).statusCode).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  /** The page at `url` in `locale` (by `?lang=` for Chinese, by Accept-Language for English), parsed. */
  async function head(url: string, locale: Locale, by: 'query' | 'header' = 'query') {
    const withLang = by === 'query' && locale !== 'en-US' ? `${url}${url.includes('?') ? '&' : '?'}lang=${locale}` : url;
    const response = await t.app.inject({ method: 'GET', url: withLang, headers: { accept: 'text/html', 'accept-language': by === 'header' ? locale : 'en-US' } });
    const document = parse(response.body);
    const elements: DefaultTreeAdapterTypes.Element[] = [];
    const walk = (node: DefaultTreeAdapterTypes.ParentNode) => {
      for (const child of node.childNodes) {
        if ('tagName' in child) elements.push(child);
        if ('childNodes' in child) walk(child);
      }
    };
    walk(document);
    const attr = (element: DefaultTreeAdapterTypes.Element | undefined, name: string) => element?.attrs.find((a) => a.name === name)?.value ?? null;
    const text = (element: DefaultTreeAdapterTypes.Element) => element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
    const all = (tag: string, where: Record<string, string> = {}) => elements.filter((e) => e.tagName === tag && Object.entries(where).every(([k, v]) => attr(e, k) === v));
    const meta = (key: 'name' | 'property', value: string) => attr(all('meta', { [key]: value })[0], 'content');
    return {
      status: response.statusCode,
      lang: attr(all('html')[0], 'lang'),
      titles: all('title').map(text),
      descriptions: all('meta', { name: 'description' }).map((e) => attr(e, 'content')),
      canonical: attr(all('link', { rel: 'canonical' })[0], 'href'),
      alternates: Object.fromEntries(all('link', { rel: 'alternate' }).map((e) => [attr(e, 'hreflang'), attr(e, 'href')])),
      robots: meta('name', 'robots'),
      og: { title: meta('property', 'og:title'), description: meta('property', 'og:description'), url: meta('property', 'og:url'), locale: meta('property', 'og:locale'), type: meta('property', 'og:type') },
      twitter: { card: meta('name', 'twitter:card'), title: meta('name', 'twitter:title') },
      jsonLd: all('script', { type: 'application/ld+json' }).map((e) => JSON.parse(text(e)) as Record<string, unknown>),
      /** The first paint's page heading (inside #root, before the scripts run). */
      h1: all('h1').map(text),
    };
  }

  const attraction = catalog('attractions.json').find((a) => a.id === 'three-pagodas-chongsheng-temple') as unknown as { id: string; name: Record<Locale, string>; intro: Record<string, string> };
  const stay = catalog('stays.json')[0] as unknown as { id: string; name: Record<Locale, string> };
  const food = catalog('foods.json')[0] as unknown as { id: string; name: Record<Locale, string> };
  const restaurant = catalog('restaurants.json')[0] as unknown as { id: string; name: Record<Locale, string> };
  /** A sample URL of every page of the table (detail pages with a real record). */
  const urlOf = (id: string, pattern: string) =>
    ({ attractionDetail: `/attractions/${attraction.id}`, stayReserve: `/stay/reserve?id=${stay.id}`, foodDetail: `/gourmetFood/${food.id}`, restaurantDetail: `/gourmetFood/restaurant/${restaurant.id}`, share: `/share/${sharedPlanId}`, travelPlan: '/travel-plan/123' })[id] ?? pattern;

  it.each(LOCALES)('gives every page its own title, description, canonical, alternates and Open Graph tags in %s', async (locale) => {
    const texts = common(locale);
    for (const route of PAGE_ROUTES) {
      const url = urlOf(route.id, route.path);
      const page = await head(url, locale);
      expect(page.status, url).toBe(200);
      expect(page.lang, url).toBe(locale);
      expect(page.titles, url).toHaveLength(1);
      expect(page.descriptions, url).toHaveLength(1);
      const title = page.titles[0] ?? '';
      const description = page.descriptions[0] ?? '';
      expect(title.endsWith(` · ${texts.app.name}`) || route.id === 'home', url).toBe(true);
      expect([...description].length, url).toBeGreaterThan(4);
      expect(description, url).not.toBe('Dali Guide: generic.');
      // One address per page and language: the path (and a lodging's id), `lang` for Chinese.
      const bare = `${ORIGIN}${route.id === 'stayReserve' ? `/stay/reserve?id=${stay.id}` : url}`;
      const inLocale = (l: Locale) => (l === 'en-US' ? bare : `${bare}${bare.includes('?') ? '&' : '?'}lang=${l}`);
      expect(page.canonical, url).toBe(inLocale(locale));
      expect(page.alternates, url).toEqual({ 'zh-CN': inLocale('zh-CN'), 'zh-HK': inLocale('zh-HK'), 'en-US': inLocale('en-US'), 'x-default': inLocale('en-US') });
      expect(page.og, url).toMatchObject({ title: title.replace(` · ${texts.app.name}`, ''), description, url: inLocale(locale), locale: locale.replace('-', '_') });
      expect(page.twitter, url).toEqual({ card: 'summary', title: page.og.title });
      expect(page.robots, url).toBe(route.indexable ? null : 'noindex');
      if (!['attractionDetail', 'stayReserve', 'foodDetail', 'restaurantDetail', 'share'].includes(route.id)) {
        expect(page.og.title, url).toBe(texts.routes[route.id]?.title);
        expect(description, url).toBe(texts.routes[route.id]?.description);
      }
    }
  });

  it('names a detail page after its record, in the language Accept-Language asks for', async () => {
    for (const locale of LOCALES) {
      const texts = common(locale);
      const page = await head(`/attractions/${attraction.id}`, locale, 'header');
      expect(page.titles).toEqual([`${attraction.name[locale]} · ${texts.app.name}`]);
      expect(page.descriptions[0]).toContain(firstSentence(attraction.intro[locale] ?? '').slice(0, 20));
      expect((await head(`/stay/reserve?id=${stay.id}`, locale, 'header')).og.title).toBe(stay.name[locale]);
      expect((await head(`/gourmetFood/${food.id}`, locale, 'header')).og.title).toBe(food.name[locale]);
      expect((await head(`/gourmetFood/restaurant/${restaurant.id}`, locale, 'header')).og.title).toBe(restaurant.name[locale]);
    }
  });

  it('describes structured data with the schema.org types of each page', async () => {
    const [a] = (await head(`/attractions/${attraction.id}`, 'en-US')).jsonLd;
    expect(a).toMatchObject({ '@context': 'https://schema.org', '@type': 'TouristAttraction', name: attraction.name['en-US'], geo: { '@type': 'GeoCoordinates' }, url: `${ORIGIN}/attractions/${attraction.id}` });
    expect(a?.openingHoursSpecification).toEqual([expect.objectContaining({ '@type': 'OpeningHoursSpecification', dayOfWeek: expect.arrayContaining(['Monday', 'Sunday']) })]);
    const [s] = (await head(`/stay/reserve?id=${stay.id}`, 'zh-CN')).jsonLd;
    expect(s).toMatchObject({ '@type': 'LodgingBusiness', name: stay.name['zh-CN'], url: `${ORIGIN}/stay/reserve?id=${stay.id}&lang=zh-CN` });
    const [r] = (await head(`/gourmetFood/restaurant/${restaurant.id}`, 'zh-HK')).jsonLd;
    expect(r).toMatchObject({ '@type': 'Restaurant', name: restaurant.name['zh-HK'], servesCuisine: expect.any(Array) });
    const shared = await head(`/share/${sharedPlanId}`, 'en-US');
    expect(shared.robots).toBe('noindex');
    expect(shared.og.title).toMatch(/^2-day itinerary: /);
    expect(shared.jsonLd[0]).toMatchObject({ '@type': 'ItemList', numberOfItems: 2, itemListElement: [{ position: 1, item: { name: 'Day 1' } }, { position: 2, item: { name: 'Day 2' } }] });
    expect((await head('/about-us', 'en-US')).jsonLd).toEqual([]);
  });

  it('lets a shared plan be indexed only while its owner allows it', async () => {
    const share = (payload?: object) => t.app.inject({ method: 'POST', url: `/ai_api/v1/base_api/travel_plans/${sharedPlanId}/share`, headers: owner.headers, ...(payload ? { payload } : {}) });
    try {
      expect((await share({ searchable: true })).json().data.searchable).toBe(true);
      // Listed in the sitemap too, in its three languages.
      const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
      expect(sitemap.match(new RegExp(`<loc>[^<]*/share/${sharedPlanId}[^<]*</loc>`, 'g'))).toHaveLength(3);
      for (const locale of LOCALES) {
        const page = await head(`/share/${sharedPlanId}`, locale);
        expect(page.robots, locale).toBeNull();
        expect(page.canonical).toBe(locale === 'en-US' ? `${ORIGIN}/share/${sharedPlanId}` : `${ORIGIN}/share/${sharedPlanId}?lang=${locale}`);
      }
    } finally {
      expect((await share({ searchable: false })).json().data.searchable).toBe(false);
    }
    expect((await head(`/share/${sharedPlanId}`, 'en-US')).robots).toBe('noindex');
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(`/share/${sharedPlanId}`);
  });

  it('paints a record’s name and cover with the HTML, in the page’s language', async () => {
    for (const locale of LOCALES) {
      expect((await head(`/attractions/${attraction.id}`, locale)).h1, locale).toEqual([attraction.name[locale]]);
      expect((await head(`/stay/reserve?id=${stay.id}`, locale)).h1, locale).toEqual([stay.name[locale]]);
      expect((await head(`/gourmetFood/${food.id}`, locale)).h1, locale).toEqual([food.name[locale]]);
      expect((await head(`/gourmetFood/restaurant/${restaurant.id}`, locale)).h1, locale).toEqual([restaurant.name[locale]]);
    }
    const unknown = await head('/attractions/no-such-place', 'en-US');
    expect(unknown.h1).toEqual([]);
  });

  it('answers an unknown record or page with 404, the not-found head and noindex', async () => {
    for (const url of ['/attractions/atlantis', '/stay/reserve?id=atlantis', '/stay/reserve', '/gourmetFood/atlantis', '/gourmetFood/restaurant/atlantis', '/no/such/page']) {
      const page = await head(url, 'zh-CN');
      expect(page.status, url).toBe(404);
      expect(page.robots, url).toBe('noindex');
      expect(page.titles, url).toEqual([`${common('zh-CN').routes.notFound?.title} · ${common('zh-CN').app.name}`]);
      expect(page.canonical, url).toBeNull();
    }
  });

  it('lists every catalog page in three languages in /sitemap.xml, and points robots.txt to it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const staticPages = PAGE_ROUTES.filter((route) => route.indexable && !route.path.includes(':') && route.id !== 'stayReserve');
    const records = ['attractions.json', 'stays.json', 'foods.json', 'restaurants.json'].reduce((sum, file) => sum + catalog(file).length, 0);
    expect(locs).toHaveLength((staticPages.length + records) * 3);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain(`${ORIGIN}/attractions/${attraction.id}`);
    expect(locs).toContain(`${ORIGIN}/stay/reserve?id=${stay.id}&amp;lang=zh-HK`);
    expect(locs.some((loc) => loc?.includes('/share/') || loc?.includes('/travel-plan/') || loc?.includes('/payment/'))).toBe(false);
    const entry = response.body.slice(response.body.indexOf(`<loc>${ORIGIN}/attractions/${attraction.id}</loc>`)).split('</url>')[0] ?? '';
    expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    for (const locale of LOCALES) expect(entry).toContain(`hreflang="${locale}"`);
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).not.toContain('Disallow: /share/');
  });

  it('escapes record text in attributes and keeps JSON-LD inside its script element', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/attractions/${attraction.id}` });
    const headHtml = page.body.slice(0, page.body.indexOf('</head>'));
    expect(headHtml.match(/<script type="application\/ld\+json">[^<]*<\/script>/g)).toHaveLength(1);
    expect(headHtml).not.toMatch(/content="[^"]*<[^"]*"/);
  });
});
