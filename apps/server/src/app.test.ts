import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, rewriteAliasedUrl } from './app.js';
import { loadConfig } from './config/env.js';
import { buildTestApp, type TestApp } from './test/build-test-app.js';
import { createTestDatabase, testEngines } from './test/test-databases.js';

describe('path aliases (spec §7)', () => {
  it.each([
    ['/api_test/v1/languages', '/api/v1/languages'],
    ['/api_test/v1', '/api/v1'],
    ['/api_test/v1?x=1', '/api/v1?x=1'],
    ['/ai_api_test/v1/chat/stream', '/ai_api/v1/chat/stream'],
    ['/api/v1/languages', '/api/v1/languages'],
    ['/api_test/v10/x', '/api_test/v10/x'],
    ['/assets/api_test/v1', '/assets/api_test/v1'],
  ])('%s → %s', (from, to) => {
    expect(rewriteAliasedUrl(from)).toBe(to);
  });
});

describe.each(testEngines())('system routes on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp({ engine });
  });
  afterEach(async () => {
    await t.close();
  });

  it('reports health, and the database engine and latency in the details', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, message: 'Success', data: { status: 'ok', version: expect.any(String), database: { status: 'up' } } });
    const details = await t.app.inject({ method: 'GET', url: '/api/v1/health/details' });
    expect(details.json().data).toMatchObject({ database: { engine, status: 'up', latencyMs: expect.any(Number) } });
  });

  it('answers 503 with code 50301 when the database is gone', async () => {
    await t.database.destroy();
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'accept-language': 'zh-CN' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 50301,
      message: '服务暂时不可用，请稍后重试',
      data: { status: 'degraded', database: { status: 'down' } },
    });
  });

  it('lists the three languages, also under the /api_test alias, with a localised message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api_test/v1/languages', headers: { 'accept-language': 'zh-TW,zh;q=0.9' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 0,
      message: '成功',
      data: [
        { code: 'zh-CN', nativeName: '简体中文', flagIcon: '🇨🇳' },
        { code: 'zh-HK', nativeName: '繁體中文', flagIcon: '🇭🇰' },
        { code: 'en-US', nativeName: 'English', flagIcon: '🇺🇸' },
      ],
    });
  });
});

describe('client config', () => {
  it('exposes only the allow-listed settings, hiding unset ones', async () => {
    const bare = await buildTestApp();
    const set = await buildTestApp({
      env: {
        ICP_FILING_TEXT: '滇ICP备00000000号-1',
        CONTACT_EMAIL: 'hello@example.com',
        MAP_TILE_URL: 'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
        MAP_TILE_CRS: 'gcj02',
        MAP_TILE_SUBDOMAINS: '1234',
        MAP_TILE_ATTRIBUTION: '© AutoNavi',
      },
    });
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/api/v1/client-config' })).json().data).toEqual({
        icpFilingText: null,
        icpFilingUrl: 'https://beian.miit.gov.cn/',
        contactEmail: null,
        mapTiles: { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', crs: 'wgs84', subdomains: '', attribution: '© OpenStreetMap contributors' },
      });
      expect((await set.app.inject({ method: 'GET', url: '/api/v1/client-config' })).json().data).toEqual({
        icpFilingText: '滇ICP备00000000号-1',
        icpFilingUrl: 'https://beian.miit.gov.cn/',
        contactEmail: 'hello@example.com',
        mapTiles: {
          url: 'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
          crs: 'gcj02',
          subdomains: '1234',
          attribution: '© AutoNavi',
        },
      });
    } finally {
      await bare.close();
      await set.close();
    }
  });
});

describe('cross-cutting behaviour', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it.each([
    ['en-US', 'No such API: GET /api/v1/nothing'],
    ['zh-CN', '接口不存在：GET /api/v1/nothing'],
    ['zh-HK', '介面不存在：GET /api/v1/nothing'],
  ])('answers unknown API paths with a 404 envelope in %s', async (locale, message) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing?x=1', headers: { 'accept-language': locale } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 40403, message, data: null });
  });

  it('picks the best supported locale by q-value and defaults to en-US', async () => {
    const ask = async (header?: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/languages', headers: header ? { 'accept-language': header } : {} })).json().message;
    expect(await ask('fr-FR,zh-CN;q=0.5,en;q=0.4')).toBe('成功');
    expect(await ask('fr-FR')).toBe('Success');
    expect(await ask()).toBe('Success');
    expect(await ask('en;q=0.2,zh-HK;q=0.9')).toBe('成功');
  });

  it('sends the SPA policy with pages and a deny-all policy with API answers', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');

    for (const url of ['/api/v1/languages', '/api_test/v1/languages', '/api/v1/missing', '/api/docsx']) {
      const api = await t.app.inject({ method: 'GET', url });
      expect(api.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(api.headers['x-content-type-options'], url).toBe('nosniff');
      expect(api.headers['referrer-policy'], url).toBe('no-referrer');
      expect(api.headers['x-frame-options'], url).toBe('DENY');
      expect(api.headers['strict-transport-security'], url).toContain('max-age=');
      expect(api.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
  });

  it('echoes a sane X-Request-Id and replaces an unsafe one', async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/api/v1/languages', headers: { 'x-request-id': 'edge-42.a' } });
    expect(kept.headers['x-request-id']).toBe('edge-42.a');
    const replaced = await t.app.inject({ method: 'GET', url: '/api/v1/languages', headers: { 'x-request-id': 'bad id\nwith newline' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes an OpenAPI document generated from the route schemas, and its UI at /api/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/health', '/api/v1/languages', '/api/v1/feedback/submit', '/api/v1/contact']));
    const body = doc.paths['/api/v1/feedback/submit'].post.requestBody.content['application/json'].schema;
    expect(body.properties.content).toBeDefined();
    expect(body.required).toEqual(expect.arrayContaining(['content', 'languageCode']));
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('accepts CORS preflight with X-Requested-With only for configured origins', async () => {
    await t.close();
    t = await buildTestApp({ env: { CORS_ORIGINS: 'https://guide.example.com' } });
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/feedback/submit',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-requested-with,content-type' },
      });
    const allowed = await preflight('https://guide.example.com');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://guide.example.com');
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain('x-requested-with');
    const other = await preflight('https://evil.example.net');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('unknown errors', () => {
  it('answer 500 with a generic localised message and keep the detail out of the body', async () => {
    const database = await createTestDatabase('sqlite');
    const logged: string[] = [];
    const config = loadConfig({ NODE_ENV: 'test' });
    const app = await buildApp(config, {
      database,
      logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } },
    });
    app.get('/api/v1/boom', async () => {
      throw new Error('secret detail: password=hunter2');
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/v1/boom', headers: { 'accept-language': 'zh-HK' } });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 50001, message: '系統內部異常，請稍後再試', data: null });
      expect(response.body).not.toContain('hunter2');
      expect(logged.join('')).toContain('secret detail');
    } finally {
      await app.close();
      await database.cleanup();
    }
  });
});
