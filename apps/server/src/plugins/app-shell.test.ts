import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config/env.js';
import { createAppShell } from './app-shell.js';

const WEB_LOCALES = path.join(REPO_ROOT, 'apps/web/src/locales');

describe('static first paint of a page', () => {
  const shell = createAppShell(WEB_LOCALES);
  const temp: string[] = [];
  afterAll(() => {
    for (const dir of temp) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('draws the home hero in each locale from the web’s own texts', () => {
    for (const locale of ['zh-CN', 'zh-HK', 'en-US'] as const) {
      const common = JSON.parse(fs.readFileSync(path.join(WEB_LOCALES, locale, 'common.json'), 'utf8')) as {
        app: { name: string };
        home: { heroTitle: string };
      };
      const html = shell.html('/', locale);
      expect(html).toContain(`<p class="hero-brand">${common.app.name}</p>`);
      expect(html).toContain(`<h1>${common.home.heroTitle}</h1>`);
      expect(html).not.toContain('navbar');
    }
  });

  it('draws the navbar with the five main links on every page of a main section, marking the section', () => {
    for (const [pathname, current] of [
      ['/attractions', '/attractions'],
      ['/attractions/dali-ancient-city', '/attractions'],
      ['/stay/reserve', '/stay'],
      ['/gourmetFood/restaurant/x', '/gourmetFood'],
      ['/ai-travel-planner', '/ai-travel-planner'],
    ] as const) {
      const html = shell.html(pathname, 'zh-CN');
      expect(html.match(/class="nav-link[ "]/g), pathname).toHaveLength(5);
      expect(html.match(/aria-current="page"/g), pathname).toHaveLength(1);
      expect(html, pathname).toContain(`active" aria-current="page" href="${current}"`);
      expect(html).toContain('<a href="/" class="brand">大理导览</a>');
    }
  });

  it('draws nothing for pages that hide the navbar or that it does not know', () => {
    for (const pathname of ['/share/abc', '/about', '/payment/success', '/attractionsx', '/unknown']) expect(shell.html(pathname, 'en-US'), pathname).toBe('');
  });

  it('escapes the texts and leaves out a locale whose texts are missing or incomplete', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-shell-'));
    temp.push(dir);
    const nav = { home: 'Home', attractions: 'A<b>', stay: 'S', food: 'F', planner: 'P', mainNavigation: 'Main "nav"' };
    fs.mkdirSync(path.join(dir, 'en-US'));
    fs.writeFileSync(path.join(dir, 'en-US', 'common.json'), JSON.stringify({ app: { name: 'D&G' }, nav, home: { heroTitle: 'T', heroBody: 'B' } }));
    fs.mkdirSync(path.join(dir, 'zh-CN'));
    fs.writeFileSync(path.join(dir, 'zh-CN', 'common.json'), JSON.stringify({ app: { name: '大理' }, nav: { ...nav, stay: '' }, home: { heroTitle: 'T', heroBody: 'B' } }));
    const own = createAppShell(dir);
    const html = own.html('/attractions', 'en-US');
    expect(html).toContain('A&lt;b&gt;');
    expect(html).toContain('D&amp;G');
    expect(html).toContain('aria-label="Main &quot;nav&quot;"');
    expect(own.html('/attractions', 'zh-CN')).toBe('');
    expect(own.html('/', 'zh-HK')).toBe('');
  });
});
