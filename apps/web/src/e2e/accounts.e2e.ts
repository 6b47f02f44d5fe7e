/**
 * Browser journeys of accounts (Debian Chromium via playwright-core) against the real server and
 * its outbox: register with a code read by `npm run outbox` from the journey's database, log out,
 * log in, reload and stay logged in, reset the password with a new code, log in with the new
 * password from "write a review" and publish a review as that user. Also: the login dialog's
 * views and the logged-in navbar (menu open, mobile menu) at 375 and 1280 px in every locale,
 * saved as screenshots, and axe on the open dialog. No console errors or warnings anywhere.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enAttractions from '../locales/en-US/attractions.json';
import en from '../locales/en-US/common.json';
import zhCN from '../locales/zh-CN/common.json';
import zhHK from '../locales/zh-HK/common.json';
import { REPO_ROOT, SCREENSHOT_DIR, browserAvailable, openRecordedPage, startHarness, type Harness } from './harness';

const TEXT = { 'en-US': en, 'zh-CN': zhCN, 'zh-HK': zhHK } as const;
type Locale = keyof typeof TEXT;
const LOCALES = Object.keys(TEXT) as Locale[];

const ACCOUNT = 'walker@example.com';
const USERNAME = 'Erhai Walker';
const FIRST_PASSWORD = 'Cangshan-19-peaks';
const NEW_PASSWORD = 'Butterfly-Spring-7';
const ATTRACTION = '/attractions/erhai-lake';

const run = promisify(execFile);

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

describe.runIf(browserAvailable())('accounts in the browser', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.stop();
  });

  /** The newest code sent to `account`, read the way the README tells a person to: `npm run outbox`. */
  async function latestCode(account: string): Promise<string> {
    const { stdout } = await run('npm', ['run', '--silent', 'outbox', '--', '--to', account, '--limit', '1'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: h.databaseFile, DATA_DIR: path.dirname(h.databaseFile) },
    });
    const [message] = JSON.parse(stdout) as { subject: string | null; body: string }[];
    const code = /\b(\d{6})\b/.exec(`${message?.subject ?? ''} ${message?.body ?? ''}`)?.[1];
    if (!code) throw new Error(`no code in the outbox for ${account}: ${stdout}`);
    return code;
  }

  const openPage = (width = 1280, locale: Locale = 'en-US') => openRecordedPage(h, width, locale);

  const dialog = (page: Page) => page.getByRole('dialog');

  /**
   * Click a navbar button that opens the account dialog and wait for the dialog. The dialog's code
   * is fetched on the first click; on a loaded machine a click that lands while the navbar is still
   * settling can be lost, so one more click is made if no dialog shows within 10 s.
   */
  async function openAccountDialog(page: Page, name: string) {
    for (let attempt = 1; ; attempt += 1) {
      await page.getByRole('button', { name, exact: true }).click();
      try {
        await dialog(page).waitFor({ timeout: 10_000 });
        return;
      } catch (error) {
        if (attempt >= 2) throw error;
        if (await dialog(page).isVisible()) return;
      }
    }
  }
  const menuButton = (page: Page, name: string, t: (typeof TEXT)[Locale] = en) => page.getByRole('button', { name: t.account.menuLabel.replace('{{name}}', name) });

  async function logInThroughDialog(page: Page, password: string, { remember = false } = {}) {
    const d = dialog(page);
    await d.getByLabel(en.login.email, { exact: true }).fill(ACCOUNT);
    await d.getByLabel(en.login.password, { exact: true }).fill(password);
    if (remember) await d.getByRole('checkbox', { name: en.login.rememberMe }).check();
    await d.getByRole('checkbox', { name: /I have read and agree/ }).check();
    // Enter submits (spec §5).
    await d.getByLabel(en.login.password, { exact: true }).press('Enter');
    await d.waitFor({ state: 'hidden' });
    await menuButton(page, USERNAME).waitFor();
  }

  async function logOutFromMenu(page: Page) {
    await menuButton(page, USERNAME).click();
    await page.getByRole('menuitem', { name: en.account.logout }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.evaluate(() => ['accessToken', 'userId', 'username', 'role'].map((key) => localStorage.getItem(key)))).toEqual([null, null, null, null]);
  }

  it('registers with an outbox code, logs out and in, stays logged in, resets the password and writes a review', async () => {
    const { context, page, problems } = await openPage();
    await page.goto(`${h.baseUrl}/attractions`);
    await settle(page);

    // Register: the get-code button counts down while the code travels to the outbox.
    await openAccountDialog(page, en.nav.register);
    const d = dialog(page);
    await d.getByLabel(en.login.username, { exact: true }).fill(USERNAME);
    await d.getByLabel(en.login.account, { exact: true }).fill(ACCOUNT);
    await d.getByLabel(en.login.password, { exact: true }).fill(FIRST_PASSWORD);
    await d.getByLabel(en.login.confirmPassword, { exact: true }).fill(FIRST_PASSWORD);
    await d.getByRole('button', { name: en.login.getCode }).click();
    const waiting = d.getByRole('button', { name: /^Resend in \d+ s$/ });
    await waiting.waitFor();
    expect(await waiting.isDisabled()).toBe(true);
    await page.getByText('Verification code sent').waitFor();
    await d.getByLabel(en.login.code, { exact: true }).fill(await latestCode(ACCOUNT));
    await d.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await d.getByRole('button', { name: en.login.submit.register }).click();

    // Back on login with the account filled in; log in with remember-me.
    await d.getByRole('tab', { name: en.login.tabs.email, selected: true }).waitFor();
    expect(await d.getByLabel(en.login.email, { exact: true }).inputValue()).toBe(ACCOUNT);
    await d.getByLabel(en.login.password, { exact: true }).fill(FIRST_PASSWORD);
    await d.getByRole('checkbox', { name: en.login.rememberMe }).check();
    await d.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await d.getByRole('button', { name: en.login.submit.login }).click();
    await d.waitFor({ state: 'hidden' });
    await menuButton(page, USERNAME).waitFor();
    const stored = await page.evaluate(() => ({ userId: localStorage.getItem('userId'), username: localStorage.getItem('username'), role: localStorage.getItem('role') }));
    expect(stored).toEqual({ userId: expect.stringMatching(/^\d{18}$/), username: USERNAME, role: 'USER' });
    // Remember-me saved the user info from /users/me.
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null')?.email)).toBe(ACCOUNT);

    // Log out from the menu: storage cleared, home.
    await logOutFromMenu(page);

    // Log in again without remember-me, then reload: still logged in.
    await page.goto(`${h.baseUrl}/stay`);
    await settle(page);
    await openAccountDialog(page, en.nav.login);
    await logInThroughDialog(page, FIRST_PASSWORD);
    await page.reload();
    await settle(page);
    await menuButton(page, USERNAME).waitFor();
    await logOutFromMenu(page);

    // Forgot password with a new code.
    await page.goto(`${h.baseUrl}${ATTRACTION}`);
    await settle(page);
    await openAccountDialog(page, en.nav.login);
    await d.getByRole('button', { name: en.login.forgotPassword }).click();
    await d.getByLabel(en.login.account, { exact: true }).fill(ACCOUNT);
    await d.getByRole('button', { name: en.login.getCode }).click();
    await page.getByText('Verification code sent').waitFor();
    await d.getByLabel(en.login.code, { exact: true }).fill(await latestCode(ACCOUNT));
    await d.getByLabel(en.login.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await d.getByLabel(en.login.confirmPassword, { exact: true }).fill(NEW_PASSWORD);
    await d.getByRole('button', { name: en.login.submit.reset }).click();
    await d.getByRole('tab', { name: en.login.tabs.email, selected: true }).waitFor();
    expect(await d.getByLabel(en.login.email, { exact: true }).inputValue()).toBe(ACCOUNT);
    await page.keyboard.press('Escape');
    await d.waitFor({ state: 'hidden' });

    // "Write a review" as a visitor opens the login dialog; after logging in the form appears.
    const reviews = page.locator('section.reviews');
    await reviews.getByRole('button', { name: enAttractions.reviews.write }).click();
    await page.getByRole('dialog', { name: en.login.titles.login }).waitFor();
    await logInThroughDialog(page, NEW_PASSWORD);
    await reviews.getByRole('button', { name: enAttractions.reviews.write }).click();
    const form = page.locator('form.review-form');
    await form.waitFor();
    await form.getByRole('radio', { name: '5 out of 5 stars' }).check({ force: true });
    const text = 'Sunrise from Caicun pier: calm water, hardly anyone around before 8.';
    await form.getByLabel(enAttractions.reviews.form.content).fill(text);
    await form.getByRole('button', { name: enAttractions.reviews.form.submit }).click();
    await page.getByText(enAttractions.reviews.form.posted).waitFor();
    const listed = reviews.locator('article.review', { hasText: text });
    await listed.waitFor();
    expect(await listed.locator('.review-author').textContent()).toBe(USERNAME);

    expect(problems).toEqual([]);
    await context.close();
  });

  /** A real session of the journey's user, for the screenshots of the logged-in navbar. */
  async function sessionOfUser(): Promise<Record<string, string>> {
    const response = await fetch(`${h.baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ authType: 'EMAIL', email: ACCOUNT, password: NEW_PASSWORD, rememberMe: false }),
    });
    const body = (await response.json()) as { code: number; data: { accessToken: string; userId: string; username: string; role: string } };
    expect(body.code).toBe(0);
    return { accessToken: body.data.accessToken, userId: body.data.userId, username: body.data.username, role: body.data.role };
  }

  it('has no serious or critical axe violations in the open dialog', async () => {
    const { context, page } = await openPage(1280, 'zh-HK');
    await page.goto(`${h.baseUrl}/attractions`);
    await settle(page);
    await page.getByRole('button', { name: zhHK.nav.login, exact: true }).click();
    await page.getByRole('dialog', { name: zhHK.login.titles.login }).waitFor();
    await page.waitForTimeout(400);
    const result = await new AxeBuilder({ page }).include('.ant-modal').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.close();
  });

  it('saves screenshots of the dialog views and the logged-in navbar at 375 and 1280 px in every locale', async () => {
    const session = await sessionOfUser();
    for (const width of [375, 1280]) {
      for (const locale of LOCALES) {
        const t = TEXT[locale];
        const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOT_DIR, `accounts-${name}-${locale}-${width}.png`) });
        const { context, page, problems } = await openPage(width, locale);
        await page.goto(`${h.baseUrl}/attractions`);
        await settle(page);
        // Register is visible at every width ("Log in" moves into the menu on phones).
        await openAccountDialog(page, t.nav.register);
        const d = page.getByRole('dialog');
        await d.getByLabel(t.login.username, { exact: true }).waitFor();
        await page.waitForTimeout(300);
        // Nothing sticks out sideways, even with 44 px touch targets.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        await shot(page, 'register');
        await d.getByRole('button', { name: t.login.toLogin }).click();
        await d.getByRole('tab', { name: t.login.tabs.email }).waitFor();
        await shot(page, 'login');
        await d.getByRole('button', { name: t.login.forgotPassword }).click();
        await d.getByLabel(t.login.newPassword, { exact: true }).waitFor();
        await shot(page, 'forgot');
        await page.keyboard.press('Escape');
        await d.waitFor({ state: 'hidden' });

        // Logged in: the stored session is restored on load.
        await page.evaluate((stored) => Object.entries(stored).forEach(([key, value]) => localStorage.setItem(key, value)), session);
        await page.reload();
        await settle(page);
        const button = menuButton(page, USERNAME, t);
        await button.waitFor();
        await button.click();
        await page.getByRole('menu').waitFor();
        await page.waitForTimeout(250);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        await shot(page, 'navbar');
        await page.keyboard.press('Escape');
        if (width < 768) {
          await page.getByRole('button', { name: t.nav.openMenu }).click();
          await page.locator('.mobile-menu .user-panel').waitFor();
          await page.waitForTimeout(300);
          await shot(page, 'mobile-menu');
        }
        expect(problems).toEqual([]);
        await context.close();
      }
    }
  });
});
