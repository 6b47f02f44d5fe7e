/**
 * Browser journey of the installable, offline app (Debian Chromium via playwright-core): the web
 * app manifest with its icons; a visitor opens a shared plan, the service worker (registered after
 * load) keeps what the page read; with the network off (Chromium's offline emulation), a reload
 * still shows the whole plan — days, places with their Chinese names and addresses — and the
 * offline banner says what works; back online, the banner goes. In all three locales.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSharedPlan } from './journeys';
import en from '../locales/en-US/common.json';
import zhCN from '../locales/zh-CN/common.json';
import zhHK from '../locales/zh-HK/common.json';
import { SCREENSHOT_DIR, browserAvailable, openRecordedPage, startHarness, type Harness } from './harness';

const TEXT = { 'en-US': en, 'zh-CN': zhCN, 'zh-HK': zhHK } as const;
type Locale = keyof typeof TEXT;
const LOCALES = Object.keys(TEXT) as Locale[];

describe.runIf(browserAvailable())('offline reading in the browser', () => {
  let h: Harness;
  let planId = '';
  beforeAll(async () => {
    h = await startHarness();
    // A visitor's two-day plan, shared.
    planId = await makeSharedPlan(h, 'fp-offline-journey-0001');
    expect(planId).not.toBe('');
  }, 120_000);
  afterAll(async () => {
    await h?.stop();
  });

  it('serves an installable manifest with its icons', async () => {
    const response = await fetch(`${h.baseUrl}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as { display: string; start_url: string; theme_color: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', theme_color: '#1f6fb2' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) expect((await fetch(`${h.baseUrl}${icon.src}`)).headers.get('content-type')).toBe('image/png');
    const worker = await fetch(`${h.baseUrl}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(LOCALES)('reads a shared plan offline after one visit, with the offline banner, in %s', async (locale) => {
    const { context, page, problems } = await openRecordedPage(h, 375, locale);
    const days = page.locator('.plan-days .plan-day');
    await page.goto(`${h.baseUrl}/share/${planId}?lang=${locale}`);
    await expect.poll(() => days.count(), { timeout: 15_000 }).toBe(2);
    // The worker registers after load; once it controls the page, a reload goes through it.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });
    await page.reload();
    await expect.poll(() => days.count(), { timeout: 15_000 }).toBe(2);
    await page.waitForLoadState('networkidle');
    const online = await page.locator('.plan-days').innerText();

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => days.count(), { timeout: 15_000 }).toBe(2);
    const banner = page.locator('.offline-banner');
    await banner.getByText(TEXT[locale].offline.title).waitFor();
    // The same days and places as online: names and times, nothing lost.
    await expect.poll(() => page.locator('.plan-days').innerText(), { timeout: 10_000 }).toBe(online);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `offline-plan-${locale}-375.png`) });

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await banner.waitFor({ state: 'hidden' });
    // Offline, Chromium reports each request it could not make; nothing else may go wrong.
    expect(problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource|net::ERR/.test(problem))).toEqual([]);
    await context.close();
  }, 120_000);
});
