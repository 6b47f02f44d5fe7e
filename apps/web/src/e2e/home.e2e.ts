/**
 * Browser journeys of home `/` (spec §2) against the real server and catalog: the hero search
 * finds places by Chinese name, pinyin and English name, groups them by kind and opens one from
 * the keyboard; a recommended guide opens in a dialog whose stops link to their pages; every
 * locale at least once; no console errors; no serious axe violations with the search and the
 * dialog open; screenshots at 375 and 1280 px. A first visit uses the API answers embedded in the
 * page instead of asking for them again.
 */
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enCatalog from '../../../../catalog/attractions.json';
import en from '../locales/en-US/home.json';
import zhCN from '../locales/zh-CN/home.json';
import zhHK from '../locales/zh-HK/home.json';
import { SCREENSHOT_DIR, browserAvailable, startHarness, type Harness } from './harness';

const TEXT = { 'en-US': en, 'zh-CN': zhCN, 'zh-HK': zhHK } as const;
type Locale = keyof typeof TEXT;
const attractionName = (id: string) => enCatalog.find((a) => a.id === id)?.name;

/** A page that records console errors and warnings and uncaught exceptions. */
async function openPage(h: Harness, locale: Locale, width: number) {
  const context = await h.browser.newContext({ viewport: { width, height: 900 }, ...(width < 768 ? { hasTouch: true, isMobile: true } : {}) });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(`${message.type()}: ${message.text()}`);
  });
  await page.goto(`${h.baseUrl}/?lang=${locale}`);
  await page.waitForLoadState('networkidle');
  return { page, errors, close: () => context.close() };
}

/** Type into the hero search and wait for the popup to settle on hits. */
async function search(page: Page, locale: Locale, text: string) {
  const input = page.getByRole('combobox', { name: TEXT[locale].search.label });
  await input.fill(text);
  await page.getByRole('listbox').getByRole('option').first().waitFor();
  await expect.poll(() => page.locator('.hero-search-status').textContent()).not.toBe(TEXT[locale].search.loading);
  return input;
}

async function axeSerious(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: path.join(SCREENSHOT_DIR, `home-journey-${name}.png`), fullPage });

describe.runIf(browserAvailable())('home in the browser', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.stop();
  });

  it('finds places by Chinese name, pinyin and English name, grouped by kind, and opens one with the keyboard (en-US)', async () => {
    const { page, errors, close } = await openPage(h, 'en-US', 1280);
    const pagodas = attractionName('three-pagodas-chongsheng-temple');
    const erhai = attractionName('erhai-lake');

    await search(page, 'en-US', '崇圣寺');
    const attractions = page.getByRole('group', { name: en.kinds.attraction });
    await attractions.getByRole('option', { name: new RegExp(pagodas?.['en-US'] ?? 'Three Pagodas') }).waitFor();

    await search(page, 'en-US', 'erhai');
    await attractions.getByRole('option', { name: new RegExp(erhai?.['en-US'] ?? 'Erhai Lake') }).first().waitFor();
    const groups = await page.getByRole('listbox').getByRole('group').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')));
    expect(groups.length).toBeGreaterThan(1);
    expect(groups.every((g) => Object.values(en.kinds).includes(g ?? ''))).toBe(true);

    const input = await search(page, 'en-US', 'Butterfly Spring');
    const first = page.getByRole('listbox').getByRole('option').first();
    expect(await first.textContent()).toContain('Butterfly Spring');
    expect(await axeSerious(page)).toEqual([]);
    await shot(page, 'search-en-US-1280');
    await input.press('ArrowDown');
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await input.press('Enter');
    await page.waitForURL(/\/attractions\/butterfly-spring$/);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await close();
  });

  it('searches in zh-CN: Escape closes, Enter with nothing highlighted goes to the attraction list', async () => {
    const { page, errors, close } = await openPage(h, 'zh-CN', 375);
    const input = await search(page, 'zh-CN', '喜洲');
    await page.getByRole('group', { name: zhCN.kinds.attraction }).waitFor();
    expect(await page.getByRole('listbox').getByRole('option').first().textContent()).toContain('喜洲');
    await shot(page, 'search-zh-CN-375');
    await input.press('Escape');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname === '/attractions' && url.searchParams.get('q') === '喜洲');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await close();
  });

  it('opens a recommended guide and follows one of its stops (zh-HK)', async () => {
    const { page, errors, close } = await openPage(h, 'zh-HK', 1280);
    const loop = page.getByRole('article').filter({ has: page.getByRole('heading', { name: '環洱海' }) });
    await loop.getByRole('button', { name: new RegExp(zhHK.guides.open) }).click();
    const dialog = page.getByRole('dialog', { name: '環洱海' });
    await dialog.waitFor();
    const stops = dialog.getByRole('list', { name: zhHK.guides.stopsLabel }).getByRole('listitem');
    await expect.poll(() => stops.count()).toBe(9);
    expect(await stops.first().textContent()).toContain(zhHK.stopKinds.attraction);
    expect(await axeSerious(page)).toEqual([]);
    await shot(page, 'guide-zh-HK-1280');
    const longkan = attractionName('longkan-pier')?.['zh-HK'] ?? '';
    await dialog.getByRole('link', { name: longkan }).click();
    await page.waitForURL(/\/attractions\/longkan-pier$/);
    await dialog.waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the guide dialog full screen on a phone and closes it with Escape (en-US)', async () => {
    const { page, errors, close } = await openPage(h, 'en-US', 375);
    await page.getByRole('button', { name: new RegExp(`${en.guides.open}.*Old Town on foot`) }).click();
    const dialog = page.getByRole('dialog', { name: 'Old Town on foot' });
    await dialog.getByRole('listitem').first().waitFor();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(375);
    await shot(page, 'guide-en-US-375');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await close();
  });

  it('draws a first visit from the answers embedded in the page, without asking the API for them again', async () => {
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const context = await h.browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) apiCalls.push(`${url.pathname}${url.search}`);
      });
      await page.goto(`${h.baseUrl}/?lang=${locale}`);
      await page.locator('.home-grid-guides .home-card').first().waitFor();
      await page.locator('.home-grid-places a').first().waitFor();
      await page.waitForLoadState('networkidle');
      const embedded = ['/api/v1/guides', '/api/v1/towns', '/api/v1/client-config', '/api/v1/attractions?', '/api/v1/stays?'];
      expect(apiCalls.filter((call) => embedded.some((prefix) => call === prefix || call.startsWith(prefix))), locale).toEqual([]);
      await context.close();
    }
  });

  it('saves full-page screenshots of home at 375 and 1280 px in every locale', async () => {
    for (const width of [375, 1280]) {
      for (const locale of Object.keys(TEXT) as Locale[]) {
        const { page, errors, close } = await openPage(h, locale, width);
        await page.locator('.guide-card').first().waitFor();
        await page.locator('.place-card').first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${locale} ${width} horizontal overflow`).toBeLessThanOrEqual(0);
        await shot(page, `${locale}-${width}`, true);
        expect(errors).toEqual([]);
        await close();
      }
    }
  });
});
