/**
 * Browser journeys of the attraction pages (Debian Chromium via playwright-core), in all three
 * locales: list → search in Chinese and in English → a filter → map view with markers → a popup's
 * link → detail with its facts and the reviews section ("no reviews yet"; "write a review" opens
 * the login dialog). Also: the filter sheet on phones, "near me" distances, URL state and the back
 * button, the 404 state, view counting, plain HTML on the first render (no component library),
 * no layout shift while the pages load, accessibility (axe) and screenshots at 375 and 1280 px.
 * Map tiles cannot load offline, so tile requests are answered with a plain local PNG.
 */
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import BetterSqlite3 from 'better-sqlite3';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enAttractions from '../locales/en-US/attractions.json';
import enCatalog from '../locales/en-US/catalog.json';
import enCommon from '../locales/en-US/common.json';
import zhCNAttractions from '../locales/zh-CN/attractions.json';
import zhCNCatalog from '../locales/zh-CN/catalog.json';
import zhCNCommon from '../locales/zh-CN/common.json';
import zhHKAttractions from '../locales/zh-HK/attractions.json';
import zhHKCatalog from '../locales/zh-HK/catalog.json';
import zhHKCommon from '../locales/zh-HK/common.json';
import { SCREENSHOT_DIR, browserAvailable, solidPng, startHarness, type Harness } from './harness';
import catalogAttractions from '../../../../catalog/attractions.json';

const TEXT = {
  'en-US': { a: enAttractions, c: enCatalog, common: enCommon },
  'zh-CN': { a: zhCNAttractions, c: zhCNCatalog, common: zhCNCommon },
  'zh-HK': { a: zhHKAttractions, c: zhHKCatalog, common: zhHKCommon },
} as const;
type Locale = keyof typeof TEXT;
const LOCALES = Object.keys(TEXT) as Locale[];

/** Catalog facts the journeys rely on, read from the catalog the server imports. */
const TOTAL = catalogAttractions.length;
const PAGES = Math.ceil(TOTAL / 12);
const natural = catalogAttractions.filter((place) => place.type === 'natural');
const NATURAL = natural.length;
/** Places at one point share a marker: one marker per distinct point. */
const pointKey = (place: { location: { lat: number; lng: number } | null }) => (place.location ? `${place.location.lat},${place.location.lng}` : null);
const NATURAL_MARKERS = new Set(natural.map(pointKey).filter((key) => key !== null)).size;
const oldTown = catalogAttractions.find((place) => place.id === 'dali-ancient-city');
/** Historical places sharing the old town's point (their marker lists them all). */
const HISTORICAL_AT_OLD_TOWN = catalogAttractions.filter((place) => place.type === 'historical' && oldTown && pointKey(place) === pointKey(oldTown)).length;

const TILE = solidPng([226, 234, 238]);

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

describe.runIf(browserAvailable())('attraction pages in the browser', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.stop();
  });

  /** A context whose map tiles come from memory, and a page that records console problems. */
  async function openContext(options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
    const context = await h.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
    await context.route(/tile\.openstreetmap\.org|\/\d+\/\d+\/\d+\.png(\?.*)?$/, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
    );
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    return { context, page, problems };
  }

  const cards = (page: Page) => page.locator('.attraction-grid .attraction-card');
  const countText = (page: Page) => page.locator('.results-count');

  async function selectFilter(page: Page, key: string, option: string) {
    await page.locator(`.filters-inline [data-filter="${key}"]`).selectOption({ label: option });
  }

  /** Layout shift so far (the CLS sum of shifts without recent input), from the browser's own entries. */
  async function layoutShift(page: Page): Promise<number> {
    return page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 100);
        }),
    );
  }

  it.each(LOCALES)('finds, filters, maps and opens attractions in %s', async (locale) => {
    const { a, c, common } = TEXT[locale];
    const { context, page, problems } = await openContext();
    await page.goto(`${h.baseUrl}/attractions?lang=${locale}`);
    await settle(page);
    expect(await page.locator('h1').textContent()).toBe(common.routes.attractions.title);
    await expect.poll(() => cards(page).count()).toBe(12);
    await expect.poll(() => countText(page).textContent()).toBe(c.results.count_other.replace('{{count}}', String(TOTAL)));
    expect(await page.locator('.results-origin').textContent()).toContain(locale === 'en-US' ? 'Dali Old Town' : '大理古城');
    expect(await page.locator('.pager').count()).toBe(1);

    // Search in Chinese, then in English: debounced into the URL.
    const search = page.getByLabel(a.list.searchLabel);
    await search.fill('喜洲');
    await page.waitForURL(/q=%E5%96%9C%E6%B4%B2/);
    const xizhouPlaces = catalogAttractions.filter((place) => place.name['zh-CN'].includes('喜洲')).length;
    await expect.poll(() => cards(page).count()).toBe(xizhouPlaces);
    await expect.poll(() => cards(page).first().textContent()).toContain(locale === 'en-US' ? 'Xizhou Ancient Town' : '喜洲古');
    await search.fill('pagoda');
    await page.waitForURL(/q=pagoda/);
    await expect.poll(() => cards(page).first().textContent()).toContain(locale === 'en-US' ? 'Three Pagodas' : locale === 'zh-CN' ? '崇圣寺三塔' : '崇聖寺三塔');
    expect(await page.locator('.filter-chip').first().textContent()).toContain('pagoda');

    // Clear the search from its chip, then filter by type.
    await page.locator('.active-filters .clear-filters').click();
    await page.waitForURL((url) => !url.search.includes('q='));
    await expect.poll(() => search.inputValue()).toBe('');
    await selectFilter(page, 'type', a.types.natural);
    await page.waitForURL(/type=natural/);
    await expect.poll(() => countText(page).textContent()).toBe(c.results.count_other.replace('{{count}}', String(NATURAL)));
    expect(await page.locator('.filter-chip').textContent()).toContain(a.types.natural);

    // Map view: one marker per result with a location, popups link to the detail page.
    await page.locator('.view-toggle').getByText(c.view.map, { exact: true }).click();
    await page.waitForURL(/view=map/);
    await expect.poll(() => page.locator('.catalog-marker').count(), { timeout: 10_000 }).toBe(NATURAL_MARKERS);
    expect(await page.locator('.leaflet-control-attribution').textContent()).toContain('OpenStreetMap');
    const marker = page.locator('.catalog-marker[title="' + (locale === 'en-US' ? 'Erhai Lake' : '洱海') + '"]');
    // Neighbouring markers on the lake shore may overlap this one at this zoom: open it with the keyboard.
    await marker.focus();
    await page.keyboard.press('Enter');
    const popupLink = page.locator('.leaflet-popup').getByRole('link', { name: c.map.viewDetailsOf.replace('{{name}}', locale === 'en-US' ? 'Erhai Lake' : '洱海') });
    await popupLink.waitFor();
    await popupLink.click();
    await page.waitForURL(/\/attractions\/erhai-lake$/);
    await settle(page);

    // Detail: title, facts, map and the reviews section.
    await page.locator('h1.detail-title', { hasText: locale === 'en-US' ? 'Erhai Lake' : '洱海' }).waitFor();
    const facts = page.locator('.facts-card');
    await facts.getByText(a.detail.hours, { exact: true }).waitFor();
    await facts.getByText(a.detail.ticket, { exact: true }).waitFor();
    // The location map loads when it comes near the viewport.
    await facts.locator('.facts-subheading').scrollIntoViewIfNeeded();
    await expect.poll(() => facts.locator('.catalog-marker').count(), { timeout: 10_000 }).toBe(1);
    const reviews = page.locator('section.reviews');
    await reviews.getByText(c.facts.noReviews, { exact: true }).waitFor();
    await reviews.getByRole('button', { name: a.reviews.write }).click();
    await page.getByRole('dialog', { name: common.login.titles.login }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    // Back to the list keeps its state from the URL.
    await page.goBack();
    await page.waitForURL(/view=map/);
    expect(new URL(page.url()).searchParams.get('type')).toBe('natural');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens a marker popup with the keyboard and moves focus to its link', async () => {
    const { context, page, problems } = await openContext();
    await page.goto(`${h.baseUrl}/attractions?lang=en-US&view=map&region=Lijiang`);
    await settle(page);
    const marker = page.locator('.catalog-marker').first();
    await marker.waitFor();
    await marker.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.className ?? '')).toContain('catalog-map-popup-link');
    await page.keyboard.press('Escape');
    await page.locator('.leaflet-popup').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('catalog-marker'))).toBe(true);

    // Places at the same point share one marker whose popup lists them all.
    await page.goto(`${h.baseUrl}/attractions?lang=en-US&view=map&type=historical`);
    await settle(page);
    const shared = page.locator('.catalog-marker[title*="Dali Old Town (Dali Ancient City)"]');
    await shared.waitFor();
    expect(await shared.getAttribute('title')).toContain('South Gate and City Wall of Dali Old Town');
    await shared.click();
    expect(HISTORICAL_AT_OLD_TOWN).toBeGreaterThanOrEqual(2);
    await expect.poll(() => page.locator('.leaflet-popup .catalog-map-popup-link').count()).toBe(HISTORICAL_AT_OLD_TOWN);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps filters, sort and page in the URL; the back button steps through them', async () => {
    const { context, page, problems } = await openContext();
    await page.goto(`${h.baseUrl}/attractions?lang=en-US`);
    await settle(page);
    await page.locator('.pager').getByRole('link', { name: `Page 2 of ${PAGES}` }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.locator('.pager-current').textContent()).toBe('2');
    await selectFilter(page, 'region', enAttractions.regions.Dali);
    await page.waitForURL((url) => url.searchParams.get('region') === 'Dali' && !url.searchParams.has('page'));
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('page') === '2' && !url.searchParams.has('region'));
    await expect.poll(() => page.locator('.pager-current').textContent()).toBe('2');
    // A shared link opens in the same state.
    await page.goto(`${h.baseUrl}/attractions?lang=en-US&minRating=5&openStatus=temporarilyClosed`);
    await settle(page);
    await page.getByText(enCatalog.states.emptyTitle).waitFor();
    await page.locator('.list-state').getByRole('button', { name: enCatalog.results.clearFilters }).click();
    await expect.poll(() => cards(page).count()).toBe(12);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('measures distances from the visitor after "near me", from Dali Old Town before', async () => {
    const { context, page, problems } = await openContext({
      geolocation: { latitude: 25.8706, longitude: 100.1297 },
      permissions: ['geolocation'],
    });
    await page.goto(`${h.baseUrl}/attractions?lang=en-US`);
    await settle(page);
    expect(await page.locator('.results-origin').textContent()).toBe(enCatalog.distance.measuredFromPlace.replace('{{place}}', 'Dali Old Town'));
    await page.getByRole('button', { name: enAttractions.list.nearMe }).click();
    await page.waitForURL(/sort=distance/);
    await expect.poll(() => page.locator('.results-origin').textContent()).toBe(enCatalog.distance.measuredFromYou);
    await expect.poll(() => cards(page).first().textContent()).toContain('km from you');
    // Xizhou Ancient Town and the Yan Family Compound share the nearest point. Polled: the
    // position can arrive before the distance sort does, so one page in between may still be in
    // the previous order.
    await expect.poll(() => cards(page).first().textContent()).toMatch(/Xizhou Ancient Town|Yan Family Compound/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('filters in a sheet on a phone, with 44 px targets', async () => {
    const { context, page, problems } = await openContext({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
    await page.goto(`${h.baseUrl}/attractions?lang=zh-CN`);
    await settle(page);
    expect(await page.locator('.filters-inline').isVisible()).toBe(false);
    const open = page.getByRole('button', { name: zhCNAttractions.list.filters });
    expect((await open.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await open.click();
    const sheet = page.getByRole('dialog');
    await sheet.waitFor();
    expect(await sheet.getAttribute('aria-labelledby')).toBeTruthy();
    expect(await sheet.getByRole('heading', { name: zhCNAttractions.list.filtersTitle }).count()).toBe(1);
    // Escape closes it and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('filters-button'))).toBe(true);
    await open.click();
    await sheet.waitFor();
    await sheet.locator('[data-filter="region"]').selectOption({ label: zhCNAttractions.regions.Lijiang });
    await page.waitForURL(/region=Lijiang/);
    const close = sheet.getByRole('button', { name: zhCNAttractions.list.closeFilters });
    expect((await close.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await sheet.getByRole('button', { name: zhCNAttractions.list.showResults }).click();
    await sheet.waitFor({ state: 'hidden' });
    await expect.poll(() => cards(page).count()).toBe(2);
    expect(await page.getByRole('button', { name: zhCNAttractions.list.filtersWithCount.replace('{{count}}', '1') }).count()).toBe(1);
    const card = await cards(page).first().boundingBox();
    expect(card?.height).toBeGreaterThanOrEqual(44);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a 404 state for an unknown attraction and counts a view once per visitor per day', async () => {
    const { context, page, problems } = await openContext();
    await page.goto(`${h.baseUrl}/attractions/no-such-place?lang=zh-HK`);
    await settle(page);
    await page.getByText(zhHKAttractions.detail.notFoundTitle).waitFor();
    for (let i = 0; i < 2; i += 1) {
      await page.goto(`${h.baseUrl}/attractions/wuhua-tower?lang=zh-HK`);
      await settle(page);
      await page.locator('h1', { hasText: '五華樓' }).waitFor();
    }
    const visitor = await page.evaluate(() => localStorage.getItem('visitorFingerprint'));
    expect(visitor?.length).toBeGreaterThanOrEqual(8);
    const db = new BetterSqlite3(h.databaseFile, { readonly: true });
    const row = db.prepare("select view_count as views from attractions where id = 'wuhua-tower'").get() as { views: number };
    db.close();
    expect(row.views).toBe(1);
    // The 404 page logs the failed request (HTTP 404) in the console; nothing else may appear.
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });

  it.each([
    { route: '/attractions', ready: '.attraction-grid .attraction-card:not(.attraction-card-skeleton)' },
    { route: '/attractions/three-pagodas-chongsheng-temple', ready: '.facts-card .fact dt' },
  ])('renders $route in plain HTML without layout shift on a phone and a desktop', async ({ route, ready }) => {
    for (const viewport of [
      { width: 375, height: 800 },
      { width: 1280, height: 900 },
    ]) {
      const { context, page, problems } = await openContext({ viewport, ...(viewport.width < 768 ? { hasTouch: true, isMobile: true } : {}) });
      await page.goto(`${h.baseUrl}${route}?lang=en-US`);
      await page.locator(ready).first().waitFor();
      await settle(page);
      expect(await layoutShift(page)).toBeLessThan(0.01);
      // No component library on the first screen: no Ant Design markup, styles or chunks.
      expect(await page.locator('[class*="ant-"]').count()).toBe(0);
      const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
      expect(scripts.filter((name) => /antd|antd-scope|ContextIsolator/.test(name))).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it.each(['/attractions', '/attractions?view=map', '/attractions/three-pagodas-chongsheng-temple'])('has no serious or critical axe violations on %s', async (route) => {
    for (const locale of LOCALES) {
      const { context, page } = await openContext();
      await page.goto(`${h.baseUrl}${route}${route.includes('?') ? '&' : '?'}lang=${locale}`);
      await settle(page);
      await page.locator('.attraction-card:not(.attraction-card-skeleton), .catalog-marker, .facts-card .fact dt').first().waitFor();
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${locale} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await context.close();
    }
  });

  it('saves screenshots of list, map and detail at 375 and 1280 px in every locale', async () => {
    const shots: { route: string; name: string; ready: string; scroll?: string }[] = [
      { route: '/attractions', name: 'attractions-list', ready: '.attraction-card:not(.attraction-card-skeleton)' },
      { route: '/attractions?view=map', name: 'attractions-map', ready: '.catalog-marker' },
      { route: '/attractions/three-pagodas-chongsheng-temple', name: 'attraction-detail', ready: '.facts-card .catalog-marker', scroll: '.facts-subheading' },
    ];
    for (const width of [375, 1280]) {
      for (const locale of LOCALES) {
        const { context, page, problems } = await openContext({ viewport: { width, height: 900 }, ...(width < 768 ? { hasTouch: true, isMobile: true } : {}) });
        for (const shot of shots) {
          await page.goto(`${h.baseUrl}${shot.route}${shot.route.includes('?') ? '&' : '?'}lang=${locale}`);
          await settle(page);
          if (shot.scroll) await page.locator(shot.scroll).scrollIntoViewIfNeeded();
          await page.locator(shot.ready).first().waitFor();
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${shot.name}-${locale}-${width}.png`), fullPage: true });
        }
        expect(problems).toEqual([]);
        await context.close();
      }
    }
  }, 240_000);
});
