/**
 * Browser journey of travellers' photos (Debian Chromium via playwright-core): two travellers post
 * reviews of Erhai Lake with photos (through the API, as the review form does); the detail page
 * shows them in its gallery newest first, the list card wears the newest as its cover; a visitor
 * who reports is asked to log in; a logged-in traveller reports with a reason and sees it marked;
 * an admin (granted with `npm run user:grant-admin`) hides one and it leaves the gallery and the
 * review. In all three locales at 1280 px and 375 px, with axe and screenshots.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enAttractions from '../locales/en-US/attractions.json';
import zhCNAttractions from '../locales/zh-CN/attractions.json';
import zhHKAttractions from '../locales/zh-HK/attractions.json';
import { SCREENSHOT_DIR, browserAvailable, openRecordedPage, solidPng, startHarness, type Harness } from './harness';
import { latestCode, npmRun, seriousAxeViolations, sessionOf, type JourneyUser, type Locale } from './journeys';

const TEXT = { 'en-US': enAttractions, 'zh-CN': zhCNAttractions, 'zh-HK': zhHKAttractions } as const;
const LOCALES = Object.keys(TEXT) as Locale[];

const USERS: Record<'lin' | 'wang' | 'mod', JourneyUser> = {
  lin: { username: 'lin-photos', account: 'lin.photos@example.com', password: 'Erhai-2026!' },
  wang: { username: 'wang-photos', account: 'wang.photos@example.com', password: 'Erhai-2026!' },
  mod: { username: 'moderator', account: 'moderator@example.com', password: 'Erhai-2026!' },
};

describe.runIf(browserAvailable())("travellers' photos in the browser", () => {
  let h: Harness;
  const sessions: Record<string, Record<string, string>> = {};

  /** Register `user` through the API with a code from the outbox, as the login dialog does. */
  async function register(user: JourneyUser) {
    const sent = await fetch(`${h.baseUrl}/api/v1/auth/send-register-code?account=${encodeURIComponent(user.account)}&type=EMAIL`, { method: 'POST' });
    expect(sent.status).toBe(200);
    const body = {
      username: user.username,
      password: user.password,
      confirmPassword: user.password,
      authType: 'EMAIL',
      email: user.account,
      verifyCode: await latestCode(h, user.account),
      agreeTerms: true,
    };
    const response = await fetch(`${h.baseUrl}/api/v1/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(response.status, await response.clone().text()).toBe(200);
  }

  /** Post a review of Erhai Lake with photos, as the review form does (multipart). */
  async function review(user: JourneyUser, colours: [number, number, number][]) {
    const form = new FormData();
    form.append('rating', '5');
    form.append('content', `Photos of the lake by ${user.username}`);
    colours.forEach((rgb, i) => form.append('images', new Blob([new Uint8Array(solidPng(rgb, 64))], { type: 'image/png' }), `lake-${i}.png`));
    const response = await fetch(`${h.baseUrl}/api/v1/attractions/erhai-lake/reviews`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sessions[user.username]?.accessToken ?? ''}` },
      body: form,
    });
    expect(response.status, await response.clone().text()).toBe(200);
  }

  beforeAll(async () => {
    h = await startHarness();
    for (const user of Object.values(USERS)) await register(user);
    await npmRun(h, 'user:grant-admin', [USERS.mod.account]);
    for (const user of Object.values(USERS)) sessions[user.username] = await sessionOf(h, user);
    await review(USERS.lin, [[31, 111, 178], [47, 122, 91]]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await review(USERS.wang, [[200, 85, 61]]);
  }, 120_000);
  afterAll(async () => {
    await h?.stop();
  });

  /** A page at `width` in `locale`, logged in as `user` (the session the web app keeps), recording problems. */
  async function open(locale: Locale, width: number, user: JourneyUser | null) {
    const recorded = await openRecordedPage(h, width, locale);
    const session = user ? sessions[user.username] : null;
    if (session) await recorded.context.addInitScript((stored) => Object.entries(stored).forEach(([key, value]) => localStorage.setItem(key, value)), session);
    return recorded;
  }
  const gallery = (page: Page) => page.locator('section.photo-gallery');
  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOT_DIR, `photos-${name}.png`), fullPage: false });

  it.each(LOCALES)('shows the gallery newest first and the newest photo as the card cover in %s', async (locale) => {
    const t = TEXT[locale];
    for (const width of [1280, 375]) {
      const { context, page, problems } = await open(locale, width, null);
      await page.goto(`${h.baseUrl}/attractions/erhai-lake?lang=${locale}`);
      const photos = gallery(page).locator('.photo-tile img');
      await expect.poll(() => photos.count()).toBe(3);
      const bylines = () => gallery(page).locator('.photo-caption').allTextContents();
      await expect.poll(async () => (await bylines())[0] ?? '').toContain('wang-photos');
      expect((await bylines())[2]).toContain('lin-photos');
      await gallery(page).scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      expect(await seriousAxeViolations(page, 'section.photo-gallery')).toEqual([]);
      await shot(page, `gallery-${locale}-${width}`);

      // A visitor who reports is asked to log in first.
      await gallery(page).getByRole('button', { name: t.photos.report.label.replace('{{author}}', 'wang-photos') }).click();
      await page.getByRole('dialog').first().waitFor();
      expect(await page.getByRole('dialog', { name: t.photos.report.title }).count()).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    }
    // The list card of the lake wears the newest photo as its cover.
    const { context, page } = await open(locale, 1280, null);
    await page.goto(`${h.baseUrl}/attractions?lang=${locale}&type=natural`);
    const cover = page.locator('.attraction-card', { has: page.locator('a[href="/attractions/erhai-lake"]') }).locator('img.attraction-card-cover');
    // The list asks the API after its scripts load (a filtered list has no embedded first answer).
    await expect.poll(async () => ((await cover.count()) > 0 ? await cover.getAttribute('src') : '')).toMatch(/\/uploads\//);
    await context.close();
  }, 120_000);

  it('lets a traveller report with a reason, and an admin hide a photo everywhere', async () => {
    const t = TEXT['en-US'];
    const traveller = await open('en-US', 1280, USERS.lin);
    let page = traveller.page;
    await page.goto(`${h.baseUrl}/attractions/erhai-lake?lang=en-US`);
    const report = gallery(page).getByRole('button', { name: t.photos.report.label.replace('{{author}}', 'wang-photos') });
    await report.click();
    const dialog = page.getByRole('dialog', { name: t.photos.report.title });
    await dialog.getByRole('radio', { name: t.photos.report.reasons.wrongPlace }).check();
    await shot(page, 'report-en-US-1280');
    await dialog.getByRole('button', { name: t.photos.report.send }).click();
    await page.getByText(t.photos.report.done).waitFor();
    await gallery(page).getByRole('button', { name: t.photos.report.already }).waitFor();
    expect(traveller.problems).toEqual([]);
    await traveller.context.close();

    const admin = await open('en-US', 1280, USERS.mod);
    page = admin.page;
    await page.goto(`${h.baseUrl}/attractions/erhai-lake?lang=en-US`);
    const tiles = gallery(page).locator('.photo-tile');
    await expect.poll(() => tiles.count()).toBe(3);
    await tiles.first().getByRole('button', { name: t.photos.hide }).click();
    await page.getByText(t.photos.hidden).waitFor();
    await expect.poll(() => tiles.count()).toBe(2);
    expect(await gallery(page).locator('.photo-caption').allTextContents()).not.toContainEqual(expect.stringContaining('wang-photos'));
    // Gone from the review too.
    const wangReview = page.locator('article.review', { hasText: 'Photos of the lake by wang-photos' });
    await wangReview.waitFor();
    expect(await wangReview.locator('img.review-image').count()).toBe(0);
    expect(admin.problems).toEqual([]);
    await admin.context.close();
  }, 120_000);
});
