import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { BOOT_MODULE, PRELOAD_ROUTES, PRELOAD_TEMPLATE_ID, createRoutePreloader } from './route-preload.js';

const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

describe('route preloads over a small build', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-preload-'));
    fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/entry.js"></script></head><body><div id="root"></div></body></html>',
    );
    const manifest = {
      'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_antd.js': { file: 'assets/antd.js', imports: ['_react.js'] },
      'src/features/attractions/pages/attractions-page.tsx': { file: 'assets/attractions-page.js', imports: ['_react.js', '_antd.js'], css: ['assets/attractions.css'] },
      'src/locales/en-US/attractions.json': { file: 'assets/attractions-en.js' },
      'src/locales/en-US/catalog.json': { file: 'assets/catalog-en.js' },
      'src/locales/zh-HK/attractions.json': { file: 'assets/attractions-hk.js' },
      'src/locales/zh-HK/catalog.json': { file: 'assets/catalog-hk.js' },
    };
    fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
    t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('adds the page chunk, its own imports and the namespaces of the negotiated locale, never the entry’s chunks', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/attractions', headers: { 'accept-language': 'zh-TW,zh;q=0.9' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const links = [...response.body.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]).sort();
    expect(links).toEqual(['assets/antd.js', 'assets/attractions-hk.js', 'assets/attractions-page.js', 'assets/catalog-hk.js']);
    expect(response.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/attractions.css">');
    // Inert until the entry has painted the first frame: inside the head's <template>, nowhere else.
    const template = /<template id="route-preload">([\s\S]*?)<\/template>/.exec(response.body);
    expect(template?.[1]).toContain('modulepreload');
    expect(response.body.replace(template?.[0] ?? '', '')).not.toContain('attractions-page.js');
    expect(response.body.indexOf('<template id="route-preload">')).toBeLessThan(response.body.indexOf('</head>'));
  });

  it('lets ?lang= choose the locale, as the web app does', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/attractions?lang=en-US', headers: { 'accept-language': 'zh-HK' } });
    expect(response.body).toContain('assets/attractions-en.js');
    expect(response.body).not.toContain('attractions-hk.js');
  });

  it('serves the plain index.html for routes without a preloaded page', async () => {
    for (const url of ['/about-us', '/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.body).not.toContain('modulepreload');
    }
  });
});

describe('the web entry', () => {
  it('reads the preload template by the id the server writes', () => {
    const entry = fs.readFileSync(path.resolve(WEB_DIST, '../src/main.tsx'), 'utf8');
    expect(entry).toContain(`document.getElementById('${PRELOAD_TEMPLATE_ID}')`);
  });
});

describe.runIf(fs.existsSync(path.join(WEB_DIST, '.vite/manifest.json')))('route preloads over the real web build', () => {
  it('finds every preloaded page and namespace in the manifest', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(WEB_DIST, '.vite/manifest.json'), 'utf8')) as Record<string, unknown>;
    for (const route of PRELOAD_ROUTES) {
      expect(manifest[route.page], route.page).toBeDefined();
      for (const namespace of route.namespaces) for (const locale of ['en-US', 'zh-CN', 'zh-HK']) expect(manifest[`src/locales/${locale}/${namespace}.json`]).toBeDefined();
    }
    const preloader = createRoutePreloader(WEB_DIST);
    expect(preloader?.filesFor('/attractions/dali-ancient-city', 'zh-CN')?.length).toBeGreaterThan(0);
    // The app's start comes with every page's preloads, never with the entry itself.
    const boot = manifest[BOOT_MODULE] as { file: string } | undefined;
    expect(boot).toBeDefined();
    expect(preloader?.filesFor('/', 'en-US')).toContain(boot?.file);
    expect((manifest['index.html'] as { imports?: string[] }).imports ?? []).not.toContain(BOOT_MODULE);
    expect(preloader?.filesFor('/gourmetFood/restaurant/sweet-tooth', 'en-US')).toEqual(preloader?.filesFor('/gourmetFood/restaurant/x', 'en-US'));
    expect(preloader?.filesFor('/about-us', 'en-US')).toBeNull();
  });
});
