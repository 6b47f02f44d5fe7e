/**
 * Browser journey of the two colour schemes (Debian Chromium via playwright-core, which emulates
 * `prefers-color-scheme`): the page, plain-HTML parts and Ant Design components follow the system's
 * scheme; every route of spec §2, a shared plan, the login dialog, the mobile filter sheet and the
 * offline banner have no serious or critical axe violations (colour contrast AA included) in the
 * light and the dark scheme, in all three locales; screenshots at 375 and 1280 px.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR, browserAvailable, openRecordedPage, startHarness, type Harness } from './harness';
import { LOCALES, TEXT, makeSharedPlan, seriousAxeViolations, type Locale } from './journeys';

const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

/** Page background of each scheme (shell.css `--bai-white`). */
const PAGE_BACKGROUND: Record<Scheme, string> = { light: 'rgb(247, 245, 239)', dark: 'rgb(18, 20, 24)' };

/** Routes of spec §2 with data (a plan is added once the journey has shared one). */
const ROUTES = [
  '/',
  '/attractions',
  '/attractions/dali-ancient-city',
  '/stay',
  '/gourmetFood',
  '/gourmetFood/shaguo-yu',
  '/gourmetFood/restaurant/sweet-tooth',
  '/package-pricing',
  '/ai-travel-planner',
  '/chat',
  '/translator',
  '/about-us',
  '/privacy',
  '/no/such/page',
];

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

describe.runIf(browserAvailable())('colour schemes in the browser', () => {
  let h: Harness;
  let planId = '';
  beforeAll(async () => {
    h = await startHarness();
    planId = await makeSharedPlan(h, 'fp-colour-scheme-0001');
    expect(planId).not.toBe('');
  }, 120_000);
  afterAll(async () => {
    await h?.stop();
  });

  it.each(SCHEMES)('follows the %s scheme in the page, plain controls and Ant Design components', async (scheme) => {
    const { context, page, problems } = await openRecordedPage(h, 1280, 'en-US', { colorScheme: scheme });
    await page.goto(`${h.baseUrl}/attractions`);
    await settle(page);
    const colours = await page.evaluate(() => {
      const style = (selector: string) => {
        const element = document.querySelector(selector);
        return element ? getComputedStyle(element) : null;
      };
      return {
        body: style('body')?.backgroundColor,
        card: style('.catalog-list-card, .attraction-card')?.backgroundColor,
        select: style('.ant-select')?.backgroundColor ?? style('.ant-select-selector')?.backgroundColor,
        ink: style('body')?.color,
      };
    });
    expect(colours.body).toBe(PAGE_BACKGROUND[scheme]);
    // Surfaces: white in light, a dark surface in dark; text the other way round.
    const luminance = (rgb: string | undefined) => {
      const [r = 0, g = 0, b = 0] = (rgb ?? '').match(/\d+/g)?.map(Number) ?? [];
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    };
    if (scheme === 'light') {
      expect(luminance(colours.card)).toBeGreaterThan(0.9);
      expect(luminance(colours.ink)).toBeLessThan(0.3);
    } else {
      expect(luminance(colours.card)).toBeLessThan(0.2);
      expect(luminance(colours.ink)).toBeGreaterThan(0.8);
    }
    // The Ant Design select of the sort order sits on the same kind of surface as the cards.
    if (colours.select && colours.select !== 'rgba(0, 0, 0, 0)') expect(Math.abs(luminance(colours.select) - luminance(colours.card))).toBeLessThan(0.15);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(SCHEMES)('has no serious or critical axe violations on any route in the %s scheme (en-US, 1280 px)', async (scheme) => {
    const { context, page } = await openRecordedPage(h, 1280, 'en-US', { colorScheme: scheme });
    const found: string[] = [];
    for (const route of [...ROUTES, `/share/${planId}`]) {
      await page.goto(`${h.baseUrl}${route}`);
      await settle(page);
      if (route.startsWith('/share/')) await page.locator('.plan-days .plan-day').first().waitFor();
      for (const violation of await seriousAxeViolations(page)) found.push(`${route} ${violation}`);
    }
    expect(found).toEqual([]);
    await context.close();
  }, 240_000);

  it.each(LOCALES)('keeps AA contrast in the dark scheme in %s at 375 px, with dialogs, sheets and the offline banner', async (locale: Locale) => {
    const t = TEXT[locale];
    const { context, page } = await openRecordedPage(h, 375, locale, { colorScheme: 'dark' });
    const found: string[] = [];
    const check = async (what: string, include?: string) => {
      for (const violation of await seriousAxeViolations(page, include)) found.push(`${what} ${violation}`);
    };
    for (const route of ['/', '/attractions/dali-ancient-city', '/gourmetFood', `/share/${planId}`, '/ai-travel-planner']) {
      await page.goto(`${h.baseUrl}${route}?lang=${locale}`);
      await settle(page);
      if (route.startsWith('/share/')) await page.locator('.plan-days .plan-day').first().waitFor();
      await check(route);
    }
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `dark-planner-${locale}-375.png`), fullPage: true });

    // The mobile filter sheet of a list.
    await page.goto(`${h.baseUrl}/stay?lang=${locale}`);
    await settle(page);
    await page.locator('.catalog-list-drawer-button').click();
    await page.getByRole('dialog').waitFor();
    await check('/stay filter sheet', 'dialog.filter-sheet');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `dark-stay-filters-${locale}-375.png`) });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    // The login dialog (Ant Design).
    await page.getByRole('button', { name: t.nav.register, exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await check('login dialog', '[role="dialog"]');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `dark-login-${locale}-375.png`) });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    // The offline banner.
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await page.locator('.offline-banner').getByText(t.offline.title).waitFor();
    await check('offline banner', '.offline-banner');
    await context.setOffline(false);

    expect(found).toEqual([]);
    await context.close();
  }, 240_000);

  it('saves dark-scheme screenshots at 375 and 1280 px in every locale', async () => {
    for (const width of [375, 1280]) {
      for (const locale of LOCALES) {
        for (const route of ['/', '/attractions', '/attractions/dali-ancient-city', `/share/${planId}`]) {
          const { context, page } = await openRecordedPage(h, width, locale, { colorScheme: 'dark' });
          await page.goto(`${h.baseUrl}${route}?lang=${locale}`);
          await settle(page);
          const pageName = route.startsWith('/share/') ? 'shared-plan' : route === '/' ? 'home' : route.slice(1).replace(/\//g, '-');
          const name = `dark-${pageName}-${locale}-${width}.png`;
          await page.screenshot({ path: path.join(SCREENSHOT_DIR, name), fullPage: true });
          await context.close();
        }
      }
    }
  }, 240_000);
});
