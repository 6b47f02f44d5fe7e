import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredTravelPlan } from '@dali/shared/contracts/planner-stream';
import { collectPlaceIds, planParts, planPlacePath } from '@dali/shared/plan-places';
import { buildCatalogTestApp, type TestApp } from '../test/build-test-app.js';
import { membershipConfigWith } from '../test/membership-helpers.js';
import { buildPlannerTestApp, createScriptedAi, makeStoredPlan } from '../test/planner-helpers.js';
import { createTestUser, type TestUser } from '../test/test-auth.js';
import { testEngines } from '../test/test-databases.js';
import { INITIAL_DATA_ELEMENT_ID, initialDataKey } from './initial-data.js';

const PLAN_API = '/ai_api/v1/base_api/travel_plans';

/** The embedded JSON of a served page, or null. */
function embedded(html: string): { locale: string; responses: Record<string, { code: number; data: unknown }> } | null {
  const match = new RegExp(`<script id="${INITIAL_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's').exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as never) : null;
}

describe('initial data in the first page load', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-initial-'));
    fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/entry.js"></script></head><body><div id="root"></div></body></html>');
    const manifest = {
      'index.html': { file: 'assets/entry.js', isEntry: true },
      'src/features/home/pages/home-page.tsx': { file: 'assets/home-page.js' },
      'src/features/attractions/pages/attractions-page.tsx': { file: 'assets/attractions-page.js' },
      'src/features/attractions/pages/attraction-detail-page.tsx': { file: 'assets/attraction-detail-page.js' },
      'src/features/stay/pages/stay-page.tsx': { file: 'assets/stay-page.js' },
    };
    fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
    t = await buildCatalogTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('embeds the answers home asks for first, exactly as the API gives them, in the negotiated locale', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'zh-TW' } });
    expect(response.statusCode).toBe(200);
    const data = embedded(response.body);
    expect(data?.locale).toBe('zh-HK');
    const keys = Object.keys(data?.responses ?? {}).sort();
    expect(keys).toEqual(
      ['/api/v1/attractions?pageSize=6&sort=recommended', '/api/v1/client-config', '/api/v1/guides', '/api/v1/stays?pageSize=4&sort=recommended', '/api/v1/towns'].sort(),
    );
    for (const key of keys) {
      const direct = await t.app.inject({ method: 'GET', url: key, headers: { 'accept-language': 'zh-HK' } });
      expect(data?.responses[key], key).toEqual(direct.json());
    }
    expect(response.body.indexOf(INITIAL_DATA_ELEMENT_ID)).toBeLessThan(response.body.indexOf('</head>'));
  });

  it('lets ?lang= choose the locale and does not take it for a list filter', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/attractions?lang=zh-CN', headers: { 'accept-language': 'en-US' } });
    const data = embedded(response.body);
    expect(data?.locale).toBe('zh-CN');
    expect(Object.keys(data?.responses ?? {})).toContain('/api/v1/attractions?page=1&pageSize=12&sort=recommended');
  });

  it('gives the page its language and static first paint: the home hero, a section navbar, nothing elsewhere', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'zh-TW' } });
    expect(home.body).toContain('<html lang="zh-HK">');
    expect(home.body).toMatch(/<div id="root"><section class="hero home-hero">.*<h1>真實的大理<\/h1>/);
    const list = await t.app.inject({ method: 'GET', url: '/attractions/xizhou?lang=en-US', headers: { 'accept-language': 'zh-CN' } });
    expect(list.body).toContain('<html lang="en-US">');
    expect(list.body).toContain('<a class="nav-link active" aria-current="page" href="/attractions">Attractions</a>');
    expect(list.body).toContain('<a href="/" class="brand">Dali Guide</a>');
    const share = await t.app.inject({ method: 'GET', url: '/share/abc' });
    expect(share.body).toContain('<div id="root"></div>');
  });

  it('embeds the default list only when the URL has no filters', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/attractions?type=temple' });
    const keys = Object.keys(embedded(response.body)?.responses ?? {});
    expect(keys.some((key) => key.startsWith('/api/v1/attractions'))).toBe(false);
    expect(keys).toContain('/api/v1/towns');
  });

  it('embeds an attraction by its id and leaves out an unknown one', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/attractions?pageSize=1' })).json() as { data: { items: { id: string }[] } };
    const id = list.data.items[0]?.id ?? '';
    const known = embedded((await t.app.inject({ method: 'GET', url: `/attractions/${encodeURIComponent(id)}` })).body);
    expect(Object.keys(known?.responses ?? {})).toContain(`/api/v1/attractions/${encodeURIComponent(id)}`);
    const unknown = embedded((await t.app.inject({ method: 'GET', url: '/attractions/no-such-place' })).body);
    expect(Object.keys(unknown?.responses ?? {}).some((key) => key.includes('no-such-place'))).toBe(false);
    // A path Fastify cannot decode is refused before any page is built.
    const malformed = await t.app.inject({ method: 'GET', url: '/attractions/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
  });

  it('compresses the page with its data, also with a query string', async () => {
    for (const url of ['/', '/attractions?sort=rating', '/attractions/erhai-lake']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('gzip');
      expect(response.headers['content-type'], url).toContain('text/html');
    }
  });

  it('adds nothing to pages without initial data', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/stay' });
    expect(response.statusCode).toBe(200);
    expect(embedded(response.body)).toBeNull();
  });

  it('writes JSON that cannot end the script element early', async () => {
    const { initialDataScript } = await import('./initial-data.js');
    const routes = [{ pattern: /^\/x$/, urls: () => ['/api/v1/client-config'] }];
    const script = await initialDataScript(t.app, '/x', new URLSearchParams(), 'en-US', routes);
    expect(script).not.toBeNull();
    const inner = script?.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>')) ?? '';
    expect(inner).not.toMatch(/<|>|&/);
  });

  it('keys a call by path and sorted query', () => {
    expect(initialDataKey('/api/v1/attractions?sort=recommended&pageSize=6')).toBe('/api/v1/attractions?pageSize=6&sort=recommended');
    expect(initialDataKey('/api/v1/towns')).toBe('/api/v1/towns');
  });
});

describe.each(testEngines())('initial data of a shared plan on %s', (engine) => {
  let t: TestApp;
  let dist: string;
  let owner: TestUser;
  let planId = '';
  let plan: StoredTravelPlan;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-initial-share-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    t = await buildPlannerTestApp({
      engine,
      plannerAi: createScriptedAi(),
      env: { WEB_DIST_DIR: dist },
      membership: { config: membershipConfigWith((config) => void (config.freeTiers.user.planner = 10)) },
    });
    owner = await createTestUser(t.database.db, { username: 'initial-sharer' });
    planId = await makeStoredPlan(t.app, owner.headers);
    plan = ((await t.app.inject({ method: 'GET', url: `${PLAN_API}/${planId}`, headers: owner.headers })).json() as { data: StoredTravelPlan }).data;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const page = async (url: string, headers: Record<string, string> = {}) => embedded((await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } })).body);

  it('embeds nothing of a plan its owner has not shared, and paints none of it', async () => {
    const keys = Object.keys((await page(`/share/${planId}`, owner.headers))?.responses ?? {});
    expect(keys.sort()).toEqual(['/api/v1/client-config', '/api/v1/towns']);
    expect((await t.app.inject({ method: 'GET', url: `/share/${planId}`, headers: { accept: 'text/html' } })).body).toContain('<div id="root"></div>');
  });

  it('paints a shared plan’s top with its summary, which is the page’s description, in each locale', async () => {
    expect((await t.app.inject({ method: 'POST', url: `${PLAN_API}/${planId}/share`, headers: owner.headers })).statusCode).toBe(200);
    for (const locale of ['en-US', 'zh-CN', 'zh-HK']) {
      const body = (await t.app.inject({ method: 'GET', url: `/share/${planId}?lang=${locale}`, headers: { accept: 'text/html' } })).body;
      const description = /<meta name="description" content="([^"]*)"/.exec(body)?.[1] ?? '';
      expect(description.length, locale).toBeGreaterThan(20);
      expect(body, locale).toContain(`<div id="root"><main id="main" tabindex="-1"><div class="page plan-page share-page">`);
      expect(body, locale).toContain(`<p class="plan-summary">${description}</p>`);
    }
  });

  it('embeds the plan as every reader but its owner sees it, and the detail of each place it names, in the page locale', async () => {
    expect((await t.app.inject({ method: 'POST', url: `${PLAN_API}/${planId}/share`, headers: owner.headers })).statusCode).toBe(200);
    const ids = collectPlaceIds(planParts(plan.plan));
    const placeUrls = (['attraction', 'restaurant', 'stay'] as const).flatMap((kind) => ids[kind].map((id) => planPlacePath(kind, id)));
    expect(ids.attraction.length).toBeGreaterThan(0);
    expect(ids.restaurant.length).toBeGreaterThan(0);
    // Even the owner's own visit gets the reader's answer: the page is the same read-only plan for all.
    const data = await page(`/share/${planId}?lang=zh-HK`, owner.headers);
    expect(data?.locale).toBe('zh-HK');
    expect(Object.keys(data?.responses ?? {}).sort()).toEqual(['/api/v1/client-config', '/api/v1/towns', `${PLAN_API}/${planId}`, ...placeUrls].sort());
    const embeddedPlan = data?.responses[`${PLAN_API}/${planId}`]?.data as StoredTravelPlan;
    expect(embeddedPlan.isOwner).toBe(false);
    expect(embeddedPlan.userId).toBeNull();
    for (const url of [`${PLAN_API}/${planId}`, ...placeUrls]) {
      const direct = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'zh-HK' } });
      expect(data?.responses[url], url).toEqual(direct.json());
    }
  });

  it('embeds only the shell calls for a stopped share, an unknown plan and a malformed id', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: `${PLAN_API}/${planId}/share`, headers: owner.headers })).statusCode).toBe(200);
    for (const url of [`/share/${planId}`, '/share/no-such-plan', '/share/%25%25']) {
      expect(Object.keys((await page(url))?.responses ?? {}).sort(), url).toEqual(['/api/v1/client-config', '/api/v1/towns']);
    }
  });
});
