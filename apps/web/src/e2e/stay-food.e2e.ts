/**
 * Browser journeys of accommodation and gourmet food (Debian Chromium via playwright-core, the real
 * server and catalog): filter the stay list by type and town, change the nights and see the totals
 * change, open the reserve page with its rooms and booking path; switch the food tabs, filter a
 * category, open a dish and a restaurant from it (tabs by arrow keys too); the missing-id states;
 * the mobile filter sheet (Escape, focus back) and "load more"; axe, and no Ant Design on these
 * routes; every page in three locales with screenshots at 375 and 1280 px. Nothing may
 * leave the machine: requests to other hosts (map tiles, a lodging's website) get a blank answer.
 */
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import BetterSqlite3 from 'better-sqlite3';
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import catalogEn from '../locales/en-US/catalog.json';
import commonEn from '../locales/en-US/common.json';
import foodEn from '../locales/en-US/food.json';
import stayEn from '../locales/en-US/stay.json';
import commonCn from '../locales/zh-CN/common.json';
import foodCn from '../locales/zh-CN/food.json';
import stayCn from '../locales/zh-CN/stay.json';
import commonHk from '../locales/zh-HK/common.json';
import foodHk from '../locales/zh-HK/food.json';
import stayHk from '../locales/zh-HK/stay.json';
import stays from '../../../../catalog/stays.json';
import { SCREENSHOT_DIR, browserAvailable, startHarness, type Harness } from './harness';

/** Counts the journeys expect, read from the catalog the server imports. */
const STAY_TOTAL = stays.length;
const SHUANGLANG_INNS = stays.filter((stay) => stay.town === 'Shuanglang' && stay.type === 'inn').length;
const HOSTELS = stays.filter((stay) => stay.type === 'hostel').length;

const TEXT = {
  'en-US': { common: commonEn, stay: stayEn, food: foodEn },
  'zh-CN': { common: commonCn, stay: stayCn, food: foodCn },
  'zh-HK': { common: commonHk, stay: stayHk, food: foodHk },
} as const;
type Locale = keyof typeof TEXT;
const LOCALES = Object.keys(TEXT) as Locale[];

/** A 1×1 transparent PNG: the answer to every map tile request. */
const BLANK_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors and warnings, page errors. */
  errors: string[];
  close(): Promise<void>;
}

describe.runIf(browserAvailable())('stay and food in the browser', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.stop();
  });

  /**
   * A page at `width` with the locale stored, other hosts answered locally, and console problems
   * collected. `allow` lets through the browser's own log line for an expected failed request.
   */
  async function open(width: number, locale: Locale, allow: (message: ConsoleMessage) => boolean = () => false): Promise<Session> {
    const mobile = width < 768;
    const context = await h.browser.newContext({ viewport: { width, height: 900 }, hasTouch: mobile, isMobile: mobile });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.baseUrl });
    await context.route(
      (url) => url.origin !== h.baseUrl,
      (route) =>
        route.request().resourceType() === 'image'
          ? route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_PNG })
          : route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>offline</title>' }),
    );
    await context.addInitScript((value) => window.localStorage.setItem('locale', value), locale);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if ((message.type() === 'error' || message.type() === 'warning') && !allow(message)) errors.push(`${message.type()}: ${message.text()}`);
    });
    return { context, page, errors, close: () => context.close() };
  }

  async function goto(page: Page, route: string) {
    await page.goto(`${h.baseUrl}${route}`);
    await page.waitForLoadState('networkidle');
  }

  it('filters stays by type and town, changes the nights, and books on the lodging’s website', async () => {
    const { page, errors, context, close } = await open(1280, 'en-US');
    await goto(page, '/stay');
    const cards = page.getByTestId('stay-card');
    await expect.poll(() => cards.count()).toBe(12);
    await page.getByRole('heading', { name: `${STAY_TOTAL} results` }).waitFor();
    // Editorial picks lead the default order.
    expect(await cards.first().textContent()).toContain('The Linden Centre');

    await page.locator('.stay-toolbar').getByText(stayEn.types.inn, { exact: true }).click();
    await page.getByRole('combobox', { name: stayEn.filters.town }).selectOption('Shuanglang');
    await page.getByRole('heading', { name: `${SHUANGLANG_INNS} results` }).waitFor();
    expect(new URL(page.url()).search).toBe('?type=inn&town=Shuanglang');
    await page.getByRole('button', { name: `Remove filter: ${stayEn.types.inn}` }).waitFor();
    await expect.poll(() => cards.count()).toBe(Math.min(12, SHUANGLANG_INNS));
    expect(await cards.first().textContent()).toContain('From ¥280 / night · seen 2012');
    // An inn with no price of its own shows what inns in Shuanglang typically cost, with the year.
    await expect.poll(() => page.getByTestId('stay-typical-price').first().textContent()).toMatch(/^Typically ¥\d[\d,]*–¥\d[\d,]* a night for guesthouses here \(\d{4}\)$/);

    const nights = page.getByRole('spinbutton', { name: stayEn.filters.nights });
    await nights.fill('3');
    await expect.poll(() => page.getByTestId('stay-total').first().textContent()).toBe('¥840 for 3 nights');
    await page.getByRole('button', { name: stayEn.filters.moreNights }).click();
    await page.getByRole('button', { name: stayEn.filters.moreNights }).click();
    await expect.poll(() => page.getByTestId('stay-total').first().textContent()).toBe('¥1,400 for 5 nights');
    expect(await nights.inputValue()).toBe('5');
    expect(new URL(page.url()).searchParams.get('nights')).toBe('5');

    await cards.first().click();
    await page.waitForURL(/\/stay\/reserve\?id=haiti-life-shuanglang&nights=5$/);
    await page.getByRole('heading', { level: 1, name: 'Haiti Life' }).waitFor();
    await page.getByRole('heading', { name: stayEn.rooms.title }).waitFor();
    expect(await page.getByTestId('stay-detail-total').textContent()).toBe('¥1,400');

    await goto(page, '/stay/reserve?id=linden-centre&nights=5');
    await page.getByRole('heading', { level: 1, name: 'The Linden Centre' }).waitFor();
    const booking = page.getByTestId('booking-path');
    const website = booking.getByRole('link', { name: new RegExp(stayEn.booking.website) });
    expect(await website.getAttribute('target')).toBe('_blank');
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.waitForResponse((response) => response.url().endsWith('/api/v1/stays/linden-centre/booking-clicks') && response.ok()),
      website.click(),
    ]);
    expect(popup.url()).toContain('linden-centre.com');
    const db = new BetterSqlite3(h.databaseFile, { readonly: true });
    const row = db.prepare('select booking_count from stays where id = ?').get('linden-centre') as { booking_count: number } | undefined;
    db.close();
    expect(row?.booking_count).toBe(1);
    await booking.getByTestId('address-card').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('shows room totals, the taxi card and copies the address where there is no booking link', async () => {
    const { page, errors, close } = await open(1280, 'zh-CN');
    await goto(page, '/stay/reserve?id=five-elements-hostel&nights=2');
    const rooms = page.getByTestId('room-list');
    await expect.poll(() => rooms.getByTestId('room-total').allTextContents()).toEqual(['¥50', '¥70']);
    await page.getByRole('spinbutton', { name: stayCn.filters.nights }).fill('4');
    await expect.poll(() => rooms.getByTestId('room-total').allTextContents()).toEqual(['¥100', '¥140']);
    await expect.poll(() => page.getByTestId('stay-detail-total').textContent()).toBe('¥100');
    const booking = page.getByTestId('booking-path');
    await booking.getByText(stayCn.booking.noContact).waitFor();
    await booking.getByRole('button', { name: stayCn.address.copy }).click();
    await page.getByText(stayCn.address.copied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('五行客栈\n大理古城（具体地址未查到）\nDali Old Town (street address not found)');
    expect(errors).toEqual([]);
    await close();
  });

  it('switches to the food tab, filters a category, opens a dish and a restaurant from it', async () => {
    const { page, errors, close } = await open(1280, 'en-US');
    await goto(page, '/gourmetFood');
    await expect.poll(() => page.getByTestId('restaurant-card').count()).toBe(12);
    // Arrow keys move between the tabs and select them; a click does too.
    await page.getByRole('tab', { name: foodEn.tabs.restaurants }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=food');
    await expect.poll(() => page.getByRole('tab', { name: foodEn.tabs.food }).evaluate((tab) => tab === document.activeElement && tab.getAttribute('aria-selected'))).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.getByRole('tab', { name: foodEn.tabs.food }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=food');
    const foodTabId = await page.getByRole('tab', { name: foodEn.tabs.food }).getAttribute('id');
    await expect.poll(() => page.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(foodTabId);
    await expect.poll(() => page.getByTestId('food-card').count()).toBe(12);
    await page.locator('.food-toolbar').getByText(foodEn.categories.seafood, { exact: true }).click();
    await page.getByRole('heading', { name: '5 results' }).waitFor();
    expect(new URL(page.url()).search).toBe('?tab=food&category=seafood');
    const clayPot = page.getByTestId('food-card').filter({ hasText: 'Dali Clay-pot Fish' });
    expect(await clayPot.textContent()).toContain(foodEn.keywords.tags['contains-pork']);
    await clayPot.click();
    await page.waitForURL(/\/gourmetFood\/shaguo-yu$/);
    await page.getByRole('heading', { level: 1, name: 'Dali Clay-pot Fish (Shaguo Yu)' }).waitFor();
    await page.getByRole('heading', { name: foodEn.detail.culturalBackground }).waitFor();
    await page.getByTestId('food-restaurants').getByRole('link', { name: 'Bailixiang Restaurant' }).click();
    await page.waitForURL(/\/gourmetFood\/restaurant\/bailixiang-restaurant$/);
    await page.getByRole('heading', { level: 1, name: 'Bailixiang Restaurant' }).waitFor();
    expect(await page.getByTestId('restaurant-dishes').getByRole('link').allTextContents()).toContain('Dali Clay-pot Fish (Shaguo Yu)');
    expect(await page.locator('.open-status').first().textContent()).toBe(catalogEn.openStatus.unknown);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the missing-id states with a way back', async () => {
    // The API answers 404 for an unknown id, and so does the page itself (its server-written head says
    // "not found"); Chromium logs those responses. Only those are let through.
    const expected404 = (message: ConsoleMessage) =>
      message.text().includes('status of 404') &&
      (/\/api\/v1\/(foods|restaurants|stays)\/no-such-/.test(message.location().url) || /\/(stay\/reserve(\?id=no-such-[^&]*)?|gourmetFood\/(restaurant\/)?no-such-[^/?]*)(\?|$)/.test(message.location().url));
    const { page, errors, close } = await open(1280, 'zh-HK', expected404);
    await goto(page, '/stay/reserve');
    await page.getByRole('heading', { name: stayHk.reserve.missingTitle }).waitFor();
    await goto(page, '/stay/reserve?id=no-such-inn');
    await page.getByRole('heading', { name: stayHk.reserve.missingTitle }).waitFor();
    await page.getByRole('link', { name: stayHk.reserve.backToList }).click();
    await page.waitForURL(/\/stay$/);
    await goto(page, '/gourmetFood/no-such-dish');
    await page.getByRole('heading', { name: foodHk.detail.foodMissingTitle }).waitFor();
    await goto(page, '/gourmetFood/restaurant/no-such-place');
    await page.getByRole('heading', { name: foodHk.detail.restaurantMissingTitle }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('puts filters in a drawer and loads more on a phone', async () => {
    const { page, errors, close } = await open(375, 'zh-CN');
    await goto(page, '/stay');
    const cards = page.getByTestId('stay-card');
    await expect.poll(() => cards.count()).toBe(12);
    expect(await page.locator('.stay-fields').count()).toBe(0);
    await page.getByRole('heading', { name: `已显示 12 / ${STAY_TOTAL} 家` }).waitFor();
    const more = page.getByRole('button', { name: stayCn.list.loadMore });
    const box = await more.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await more.click();
    await expect.poll(() => cards.count()).toBe(24);
    await page.getByRole('heading', { name: `已显示 24 / ${STAY_TOTAL} 家` }).waitFor();

    const opener = page.locator('.stay-drawer-button');
    await opener.click();
    const drawer = page.getByRole('dialog', { name: stayCn.filters.title });
    // Escape closes the sheet and gives focus back to its button.
    await drawer.getByRole('button', { name: stayCn.filters.close }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);
    await opener.click();
    await drawer.getByText(stayCn.types.hostel, { exact: true }).click();
    await drawer.getByRole('button', { name: `查看 ${HOSTELS} 个结果` }).click();
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => cards.count()).toBe(Math.min(12, HOSTELS));
    expect(new URL(page.url()).search).toBe('?type=hostel');
    expect(await opener.textContent()).toContain('1');
    expect(errors).toEqual([]);
    await close();
  });

  it.each(['/stay', '/stay/reserve?id=linden-centre&nights=2', '/gourmetFood', '/gourmetFood?tab=food', '/gourmetFood/shaguo-yu', '/gourmetFood/restaurant/sweet-tooth'])(
    'has no serious or critical axe violations on %s',
    async (route) => {
      const { page, errors, close } = await open(1280, 'en-US');
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await goto(page, route);
      await page.locator('h1').first().waitFor();
      // Plain HTML on the first render: neither Ant Design's markup nor its chunk on these routes.
      expect(await page.locator('[class^="ant-"], [class*=" ant-"]').count()).toBe(0);
      expect(scripts.filter((script) => script.includes('antd-scope'))).toEqual([]);
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    },
  );

  const SHOTS = LOCALES.flatMap((locale) => [375, 1280].map((width) => [locale, width] as const));
  it.each(SHOTS)('opens the lists and details in %s at %i px without overflow and saves screenshots', async (locale, width) => {
    const t = TEXT[locale];
    const pages = [
      { name: 'stay', route: '/stay', h1: t.common.routes.stay.title },
      { name: 'stay-reserve', route: '/stay/reserve?id=linden-centre&nights=2', h1: locale === 'en-US' ? 'The Linden Centre' : '喜林苑' },
      { name: 'food-restaurants', route: '/gourmetFood', h1: t.common.routes.food.title },
      { name: 'food-dishes', route: '/gourmetFood?tab=food&category=snack', h1: t.common.routes.food.title },
      { name: 'food-detail', route: '/gourmetFood/shaguo-yu', h1: locale === 'en-US' ? 'Dali Clay-pot Fish (Shaguo Yu)' : locale === 'zh-CN' ? '大理砂锅鱼' : '大理砂鍋魚' },
      { name: 'restaurant-detail', route: '/gourmetFood/restaurant/sweet-tooth', h1: 'Sweet Tooth' },
    ];
    const { page, errors, close } = await open(width, locale);
    try {
      for (const item of pages) {
        await goto(page, item.route);
        await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 5000 }).toBe(item.h1);
        expect(await page.getAttribute('html', 'lang')).toBe(locale);
        // The page content fits the screen (the navbar is the shell's business).
        expect(await page.evaluate(() => (document.querySelector('main')?.scrollWidth ?? 0) <= window.innerWidth), item.route).toBe(true);
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${item.name}-${locale}-${width}.png`), fullPage: true });
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
