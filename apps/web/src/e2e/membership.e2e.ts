/**
 * Browser journeys of membership (Debian Chromium via playwright-core) against the real server:
 * a visitor opens /package-pricing in every locale and sees the three packages of
 * config/membership.json (prices in their currency, Buy open to everyone, no Ant Design on the
 * page); a new user registers (code from `npm run outbox`), logs in and finds an
 * empty membership dialog; an operator grants the one-week pass with `npm run membership:grant`;
 * refresh shows STANDARD, the plan name and 7 days left, the navbar shows the member badge, and
 * "activate service" tells the member their plan and expiry on the pricing page, where the plan is
 * highlighted. The dialog is not closed by an outside click, keeps focus inside, closes on Escape,
 * fills the screen at 375 px and has no serious axe violations. Screenshots of the pricing page
 * and the dialog at 375 and 1280 px in every locale. No console errors or warnings anywhere.
 */
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enMembership from '../locales/en-US/membership.json';
import zhCNMembership from '../locales/zh-CN/membership.json';
import zhHKMembership from '../locales/zh-HK/membership.json';
import { SCREENSHOT_DIR, browserAvailable, openRecordedPage, startHarness, type Harness } from './harness';
import { AXE_TAGS, LOCALES, TEXT, menuButton as accountMenuButton, npmRun, registerAndLogIn, sessionOf, type JourneyUser, type Locale } from './journeys';

const en = TEXT['en-US'];
const MEMBERSHIP_TEXT = { 'en-US': enMembership, 'zh-CN': zhCNMembership, 'zh-HK': zhHKMembership } as const;

/** What config/membership.json offers, per locale. */
const PACKAGES = {
  'en-US': { names: ['One-day pass', 'One-week pass', 'One-month pass'], prices: ['$3.90', '$9.90', '$39.90'] },
  'zh-CN': { names: ['一日通', '一周通', '一月通'], prices: ['US$3.90', 'US$9.90', 'US$39.90'] },
  'zh-HK': { names: ['一日通', '一週通', '一月通'], prices: ['US$3.90', 'US$9.90', 'US$39.90'] },
} as const;

const USER: JourneyUser = { username: 'Cangshan Member', account: 'cangshan.member@example.com', password: 'Butterfly-Spring-8' };

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

describe.runIf(browserAvailable())('membership in the browser', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.stop();
  });

  const openPage = (width = 1280, locale: Locale = 'en-US') => openRecordedPage(h, width, locale);

  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOT_DIR, `membership-${name}.png`), fullPage: name.startsWith('pricing') });
  const menuButton = (page: Page, locale: Locale = 'en-US') => accountMenuButton(page, USER, locale);

  /** Open the membership dialog from the account menu and wait for its content. */
  async function openMembershipDialog(page: Page, locale: Locale = 'en-US') {
    const t = TEXT[locale];
    await menuButton(page, locale).click();
    await page.getByRole('menuitem', { name: t.account.membership }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('.membership-details, .membership-empty').waitFor();
    await dialog.locator('.ant-btn-loading').waitFor({ state: 'detached' });
    // Let the opening animation (zoom) finish before looking or measuring.
    await expect.poll(() => page.locator('.ant-modal').getAttribute('class')).not.toMatch(/ant-zoom/);
    await page.waitForTimeout(50);
    return dialog;
  }

  it('shows a visitor the three packages in every locale, without Ant Design, Buy open to everyone', async () => {
    for (const locale of LOCALES) {
      const m = MEMBERSHIP_TEXT[locale];
      const { context, page, problems } = await openPage(1280, locale);
      await page.goto(`${h.baseUrl}/package-pricing`);
      const list = page.getByRole('list', { name: m.pricing.packagesLabel });
      await list.waitFor();
      await settle(page);
      await expect.poll(() => page.title(), { timeout: 5000 }).toBe(`${TEXT[locale].routes.pricing.title} · ${TEXT[locale].app.name}`);
      const cards = list.getByRole('article');
      expect(await cards.count()).toBe(3);
      expect(await cards.getByRole('heading', { level: 2 }).allTextContents()).toEqual([...PACKAGES[locale].names]);
      expect(await cards.locator('.package-amount').allTextContents()).toEqual([...PACKAGES[locale].prices]);
      const buy = page.getByRole('button', { name: m.pricing.buy, exact: true });
      expect(await buy.count()).toBe(3);
      // Buy is open to everyone; a visitor is sent to the login dialog first (pricing-page.test.tsx).
      for (const button of await buy.all()) expect(await button.isDisabled()).toBe(false);
      await page.getByText(m.pricing.paymentMethods).waitFor();
      // The one-month pass translates without limit, and says so.
      expect(await cards.nth(2).locator('.package-include-unlimited').count()).toBe(1);
      // Plain HTML: no Ant Design markup or chunk on this route.
      expect(await page.locator('[class*="ant-"]').count()).toBe(0);
      const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
      expect(scripts.filter((name) => /antd|antd-scope/.test(name))).toEqual([]);
      const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${locale} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    }
  }, 180_000);

  it('saves screenshots of the pricing page at 375 and 1280 px in every locale', async () => {
    for (const width of [375, 1280]) {
      for (const locale of LOCALES) {
        const { context, page, problems } = await openPage(width, locale);
        await page.goto(`${h.baseUrl}/package-pricing`);
        await page.locator('.package-card:not(.package-card-skeleton)').first().waitFor();
        await settle(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        await shot(page, `pricing-${locale}-${width}`);
        expect(problems).toEqual([]);
        await context.close();
      }
    }
  }, 180_000);

  it('registers, finds no membership, gets the one-week pass from an operator, and sees it everywhere', async () => {
    const { context, page, problems } = await openPage();
    await page.goto(`${h.baseUrl}/package-pricing`);
    await settle(page);

    // Register with a code from the outbox, then log in.
    await page.getByRole('button', { name: en.nav.register, exact: true }).click();
    await registerAndLogIn(h, page, USER);
    expect(await page.locator('.name-badge').count()).toBe(0);

    // No membership yet: the empty state, with the way to the packages.
    let dialog = await openMembershipDialog(page);
    await dialog.getByText(enMembership.dialog.emptyTitle).waitFor();
    expect(await dialog.getByRole('button', { name: enMembership.dialog.upgrade }).count()).toBe(1);
    await shot(page, 'dialog-empty-en-US-1280');

    // Not closed by a click outside; focus stays inside on Tab; Escape closes and focus returns.
    await page.mouse.click(12, 450);
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);
    // Past the last button focus may leave the page for the browser's own controls (the body is
    // then active), as with a native modal dialog, but it never lands on the page behind.
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press(i % 2 ? 'Tab' : 'Shift+Tab');
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => (document.activeElement === document.body ? 'body' : document.activeElement?.closest('.ant-modal') ? 'dialog' : 'page'));
      expect(where).not.toBe('page');
    }
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => (document.activeElement === document.body ? 'body' : document.activeElement?.closest('.ant-modal') ? 'dialog' : 'page'));
      expect(where).not.toBe('page');
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The operator grants the one-week pass.
    const granted = JSON.parse(await npmRun(h, 'membership:grant', [USER.account, 'one-week'])) as { level: string; packageId: string; membershipExpireTime: string };
    expect(granted).toMatchObject({ level: 'STANDARD', packageId: 'one-week' });

    // The dialog still shows what it loaded; refresh brings the pass.
    dialog = await openMembershipDialog(page);
    await dialog.getByText(enMembership.dialog.emptyTitle).waitFor();
    await dialog.getByRole('button', { name: enMembership.dialog.refresh }).click();
    await dialog.getByRole('heading', { name: 'One-week pass' }).waitFor();
    const level = dialog.locator('.level-badge');
    expect(await level.textContent()).toBe(en.member.levels.STANDARD);
    expect(await level.getAttribute('class')).toContain('level-badge-standard');
    expect(await dialog.locator('.membership-remaining').textContent()).toBe('7 days');
    expect(await dialog.locator('.membership-alert').getAttribute('data-kind')).toBe('active');
    expect(await dialog.locator('.permission-item').count()).toBe(4);
    expect(await dialog.getByRole('button', { name: enMembership.dialog.renew }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: enMembership.dialog.upgrade }).count()).toBe(0);
    // The navbar shows the member badge beside the name.
    expect(await page.locator('.user-menu-button .name-badge').textContent()).toBe(en.member.levels.STANDARD);
    const describedBy = await menuButton(page).getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Standard member');
    const axe = await new AxeBuilder({ page }).include('.ant-modal').withTags(AXE_TAGS).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: enMembership.dialog.close }).click();
    await dialog.waitFor({ state: 'hidden' });

    // "Activate service": told the current plan and expiry, on the pricing page with the plan highlighted.
    await page.goto(`${h.baseUrl}/stay`);
    await settle(page);
    await menuButton(page).click();
    await page.getByRole('menuitem', { name: en.account.activate }).click();
    await page.waitForURL((url) => url.pathname === '/package-pricing');
    await page.locator('.toast span', { hasText: /^You are already a member: One-week pass, valid until .+\.$/ }).waitFor();
    const current = page.locator('.package-card-current');
    await current.waitFor();
    expect(await current.getAttribute('data-package')).toBe('one-week');
    await current.getByText(enMembership.pricing.current).waitFor();
    await page.locator('.pricing-current-notice').waitFor();
    await settle(page);
    await shot(page, 'pricing-member-en-US-1280');
    // The bar's page name is shown whole or not at all, never cut to "Packa…".
    const pageName = await page.locator('.page-name').evaluate((element) => ({
      clipped: element.scrollWidth > element.clientWidth + 1,
      hidden: getComputedStyle(element).visibility === 'hidden' || getComputedStyle(element).display === 'none',
    }));
    expect(pageName.clipped && !pageName.hidden).toBe(false);

    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);

  it('fills the screen at 375 px, with no serious axe violations, and saves the dialog in every locale at 375 and 1280 px', async () => {
    const session = await sessionOf(h, USER);
    for (const width of [375, 1280]) {
      for (const locale of LOCALES) {
        const t = TEXT[locale];
        const m = MEMBERSHIP_TEXT[locale];
        const { context, page, problems } = await openPage(width, locale);
        await context.addInitScript((stored) => Object.entries(stored).forEach(([key, value]) => localStorage.setItem(key, value)), session);
        await page.goto(`${h.baseUrl}/attractions`);
        await settle(page);
        // The session is restored on load and the membership fetched: the badge is there.
        await page.locator('.user-menu-button .name-badge').waitFor();
        const dialog = await openMembershipDialog(page, locale);
        await dialog.locator('.membership-plan').waitFor();
        expect(await dialog.locator('.membership-remaining').textContent()).toBe(m.dialog.days_other.replace('{{count}}', '7'));
        const box = await page.locator('.ant-modal').boundingBox();
        const panel = await page.locator('.ant-modal-container').boundingBox();
        if (width < 768) {
          // Full screen (spec §2: 768 px or narrower).
          expect(box).toMatchObject({ x: 0, y: 0, width });
          expect(panel?.height).toBeGreaterThanOrEqual(800);
        } else {
          expect(box?.width).toBe(600);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        const result = await new AxeBuilder({ page }).include('.ant-modal').withTags(AXE_TAGS).analyze();
        const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${locale} ${width} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        await shot(page, `dialog-${locale}-${width}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        if (width < 768) {
          // The mobile menu shows the badge beside the name too.
          await page.getByRole('button', { name: t.nav.openMenu }).click();
          await page.locator('.mobile-menu .user-panel .name-badge').waitFor();
          await page.waitForTimeout(300);
          await shot(page, `mobile-menu-${locale}-${width}`);
        }
        expect(problems).toEqual([]);
        await context.close();
      }
    }
  }, 240_000);
});
