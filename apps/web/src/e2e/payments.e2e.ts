/**
 * Browser journeys of buying a pass (Debian Chromium via playwright-core) against the real server
 * with every method served by the embedded test checkout (README "Payments"; spec §2 payment
 * dialogs and pages, §4 full flow and payment states, §8 messages, §9 5 s confirmation and 768 px
 * layout):
 *
 * - in each locale a visitor presses Buy on /package-pricing, is sent to the login dialog,
 *   registers (code from `npm run outbox`) and logs in, buys the one-day pass: agrees to the
 *   refund policy and the service description, chooses PayPal, the test checkout opens in a new
 *   window marked TEST MODE with the price, "simulate a successful payment" lands that window on
 *   /payment/return showing the payment received (no navbar, no footer); back on the first page
 *   the confirmation dialog asks after 5 s, "I have paid" finds the order paid, the navbar shows
 *   the member badge, the membership dialog the plan, My orders the order paid in TEST MODE; the
 *   member then buys the one-week pass with WeChat Pay, is told the current plan, confirms
 *   extending and gets the payment modal;
 * - at 375 px the WeChat Pay modal shows the QR code (a data: image) and the amount in CNY, is not
 *   closed by Escape; the order's checkout link is paid in another page and "I have paid" finds it
 *   paid;
 * - a registered user without a pass runs the planner once, the next run is refused (448) and
 *   leads to /package-pricing; after buying a pass the planner makes a plan again;
 * - /payment/return without an order says the payment details are incomplete with a link to the
 *   packages, and with an unknown order that the order was not found.
 *
 * No console errors or warnings (besides the refused requests the journeys ask for: the member's
 * first order 409, the planner run over the quota 448, the unknown order 404); no serious
 * axe violations on the pricing page with the checkout open and on /payment/return. Screenshots
 * of the checkout dialog, the test checkout, the completed return page and the payment modal in
 * every locale at 1280 px, and of the payment modal at 375 px.
 */
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '@dali/shared/messages';
import enMembership from '../locales/en-US/membership.json';
import enPayment from '../locales/en-US/payment.json';
import enPlanner from '../locales/en-US/planner.json';
import zhCNMembership from '../locales/zh-CN/membership.json';
import zhCNPayment from '../locales/zh-CN/payment.json';
import zhHKMembership from '../locales/zh-HK/membership.json';
import zhHKPayment from '../locales/zh-HK/payment.json';
import { SCREENSHOT_DIR, browserAvailable, openRecordedPage, startHarness, type Harness, type RecordedPage } from './harness';
import { LOCALES, TEXT, antdButtonName, menuButton, registerAndLogIn, seriousAxeViolations, sessionOf, type JourneyUser, type Locale } from './journeys';

const PAYMENT_TEXT = { 'en-US': enPayment, 'zh-CN': zhCNPayment, 'zh-HK': zhHKPayment } as const;
const MEMBERSHIP_TEXT = { 'en-US': enMembership, 'zh-CN': zhCNMembership, 'zh-HK': zhHKMembership } as const;

/** What the test checkout page says (apps/server/src/features/payments/sandbox/sandbox-checkout-page.ts). */
const SANDBOX = {
  'en-US': { title: 'Test checkout', banner: 'TEST MODE · no real money moves', pay: 'Simulate a successful payment' },
  'zh-CN': { title: '测试收银台', banner: '测试模式 · 不会产生任何真实扣款', pay: '模拟支付成功' },
  'zh-HK': { title: '測試收銀台', banner: '測試模式 · 不會產生任何真實扣款', pay: '模擬付款成功' },
} as const;

/** The passes of config/membership.json the journeys buy: names per locale, USD and CNY prices. */
const ONE_DAY = { index: 0, usd: 3.9, cny: 28, names: { 'en-US': 'One-day pass', 'zh-CN': '一日通', 'zh-HK': '一日通' } } as const;
const ONE_WEEK = { index: 1, usd: 9.9, cny: 69, names: { 'en-US': 'One-week pass', 'zh-CN': '一周通', 'zh-HK': '一週通' } } as const;
type Pass = typeof ONE_DAY | typeof ONE_WEEK;

/** An amount as the web app and the test checkout format it. */
const money = (amount: number, currency: string, locale: Locale) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
/** A message with its `<policy>` markup removed, as the checkbox's accessible name reads. */
const plain = (text: string) => text.replace(/<\/?policy>/g, '');

const UNKNOWN_ORDER = 'AAAAAAAAAAAAAAAAAAAAAA';
/** What Chromium logs for a request the journey expects to be refused. */
const refused = (status: number) => (problem: string) => !problem.includes(`status of ${status}`);

/** An order as `GET /api/v1/api/orders` lists it (the fields the journeys read). */
interface ListedOrder {
  orderId: string;
  method: string;
  status: string;
  amount: number;
  currency: string;
  testMode: boolean;
  paymentUrl: string | null;
  qrImage: string | null;
}

describe.runIf(browserAvailable())('buying a pass in the browser', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.stop();
  });

  /** A page in `locale` whose requests (the test checkout page's too) ask for that locale. */
  async function openPage(width: number, locale: Locale): Promise<RecordedPage> {
    const recorded = await openRecordedPage(h, width, locale);
    await recorded.context.setExtraHTTPHeaders({ 'Accept-Language': locale });
    return recorded;
  }

  /** Record what another page of the journey (a popup, a second tab) reports as wrong. */
  function record(page: Page, problems: string[]): void {
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
  }

  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOT_DIR, `payments-${name}.png`) });

  const buyButton = (page: Page, pass: Pass, locale: Locale) =>
    page.getByRole('article').nth(pass.index).getByRole('button', { name: MEMBERSHIP_TEXT[locale].pricing.buy, exact: true });

  /** Press Buy on the pricing page as a visitor: the login dialog; register there and log in. */
  async function visitorRegistersFromBuy(page: Page, user: JourneyUser, locale: Locale): Promise<void> {
    const t = TEXT[locale];
    await page.goto(`${h.baseUrl}/package-pricing`);
    await page.locator('.package-card:not(.package-card-skeleton)').first().waitFor();
    await buyButton(page, ONE_DAY, locale).click();
    const login = page.getByRole('dialog', { name: t.login.titles.login });
    await login.waitFor({ timeout: 30_000 });
    await login.getByRole('button', { name: t.login.toRegister, exact: true }).click();
    await page.getByRole('dialog', { name: t.login.titles.register }).waitFor();
    await registerAndLogIn(h, page, user, locale);
  }

  /** Press Buy for `pass`, agree to both policies and choose `method`: the checkout dialog, ready to pay. */
  async function checkout(page: Page, pass: Pass, method: 'paypal' | 'wechat', locale: Locale): Promise<Locator> {
    const p = PAYMENT_TEXT[locale];
    await buyButton(page, pass, locale).click();
    const dialog = page.getByRole('dialog', { name: p.checkout.title.replace('{{plan}}', pass.names[locale]) });
    await dialog.waitFor({ timeout: 30_000 });
    // The dialog zooms in; interact once it stands still.
    await expect.poll(() => page.locator('.ant-zoom-appear, .ant-zoom-enter, .ant-zoom-appear-active, .ant-zoom-enter-active').count(), { timeout: 10_000 }).toBe(0);
    // Methods wait for both agreements.
    expect(await dialog.getByRole('radio').first().isDisabled()).toBe(true);
    for (const name of [plain(p.checkout.agreeRefund), plain(p.checkout.agreeService)]) {
      const box = dialog.getByRole('checkbox', { name });
      // Ticked once; a click the page had not yet wired (first render of the lazy dialog) is tried again.
      await expect
        .poll(async () => {
          if (!(await box.isChecked())) await box.click();
          return box.isChecked();
        }, { timeout: 15_000 })
        .toBe(true);
    }
    await dialog.locator(`label[data-method="${method}"]`).click();
    const price = method === 'wechat' ? money(pass.cny, 'CNY', locale) : money(pass.usd, 'USD', locale);
    expect(await dialog.locator(`label[data-method="${method}"] .checkout-method-price`).textContent()).toBe(price);
    await dialog.getByRole('button', { name: p.checkout.pay.replace('{{amount}}', price) }).waitFor();
    return dialog;
  }

  /** The "have you paid?" dialog, once it is shown. */
  const checkDialog = (page: Page, locale: Locale) => page.getByRole('dialog', { name: PAYMENT_TEXT[locale].check.title });

  /** Answer "I have paid, check now" in the confirmation dialog; it finds the order paid; Done. */
  async function confirmPaid(page: Page, pass: Pass, locale: Locale): Promise<void> {
    const p = PAYMENT_TEXT[locale];
    const check = checkDialog(page, locale);
    await check.getByRole('button', { name: antdButtonName(p.check.paid) }).click();
    await check.getByText(p.outcome.COMPLETED.title, { exact: true }).waitFor();
    await check.getByText(p.outcome.COMPLETED.body.replace('{{plan}}', pass.names[locale])).waitFor();
    await page.getByText(p.outcome.COMPLETED.toast.replace('{{plan}}', pass.names[locale])).first().waitFor();
    await check.getByRole('button', { name: antdButtonName(p.check.done) }).click();
    await check.waitFor({ state: 'hidden' });
  }

  /**
   * From the checkout dialog ready to pay with PayPal: pay, and in the test checkout that opens in
   * a new window check TEST MODE and the price, simulate a successful payment and see the return
   * page say the payment was received; then the first page asks after 5 s and finds it paid.
   */
  async function payWithTestCheckout(context: BrowserContext, page: Page, dialog: Locator, pass: Pass, locale: Locale, problems: string[], width = 1280): Promise<void> {
    const p = PAYMENT_TEXT[locale];
    const price = money(pass.usd, 'USD', locale);
    const opened = context.waitForEvent('page');
    await dialog.getByRole('button', { name: p.checkout.pay.replace('{{amount}}', price) }).click();
    const popup = await opened;
    record(popup, problems);
    // The checkout tells the payer to finish in the new window, marked TEST MODE.
    await dialog.getByRole('heading', { name: p.checkout.paypalTitle }).waitFor();
    expect(await dialog.locator('.payment-test-badge').textContent()).toBe(p.testMode);
    expect(await dialog.locator('.checkout-amount').textContent()).toBe(price);

    await popup.waitForURL((url) => url.pathname.startsWith('/payment/sandbox/'));
    await popup.getByRole('heading', { name: SANDBOX[locale].title }).waitFor();
    expect(await popup.title()).toContain('TEST MODE');
    expect(await popup.getByRole('note').textContent()).toBe(SANDBOX[locale].banner);
    expect(await popup.locator('.amount').textContent()).toBe(price);
    expect(await popup.getByText(pass.names[locale], { exact: true }).count()).toBe(1);
    await shot(popup, `test-checkout-${locale}-${width}`);
    await popup.getByRole('button', { name: new RegExp(`^${SANDBOX[locale].pay}`) }).click();

    // The test checkout sends the payer back to /payment/return, which asks the server.
    await popup.waitForURL((url) => url.pathname === '/payment/return');
    await popup.getByRole('heading', { level: 1, name: p.outcome.COMPLETED.title }).waitFor({ timeout: 30_000 });
    await popup.getByText(p.outcome.COMPLETED.body.replace('{{plan}}', pass.names[locale])).waitFor();
    expect(await popup.locator('.payment-return-order .payment-test-badge').textContent()).toBe(p.testMode);
    expect(await popup.locator('header.navbar').count()).toBe(0);
    expect(await popup.locator('footer.footer').count()).toBe(0);
    await popup.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(popup)).toEqual([]);
    await shot(popup, `return-completed-${locale}-${width}`);
    await popup.close();

    // Five seconds after the payment page opened, the first page asks whether it is done.
    await checkDialog(page, locale).waitFor({ timeout: 30_000 });
    await confirmPaid(page, pass, locale);
    await dialog.waitFor({ state: 'hidden' });
  }

  /** Wait until the toasts of earlier steps are gone, so that a screenshot shows what they covered. */
  async function noToasts(page: Page): Promise<void> {
    await expect.poll(() => page.locator('.toast').count(), { timeout: 15_000 }).toBe(0);
  }

  /** The member badge in the navbar shows `level`. */
  async function expectBadge(page: Page, locale: Locale, level: 'BASIC' | 'STANDARD'): Promise<void> {
    await expect.poll(() => page.locator('.user-menu-button .name-badge').textContent(), { timeout: 20_000 }).toBe(TEXT[locale].member.levels[level]);
  }

  /** The logged-in user's orders from the API, with the page's own session. */
  async function ordersOf(page: Page): Promise<ListedOrder[]> {
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    expect(token).toBeTruthy();
    const response = await fetch(`${h.baseUrl}/api/v1/api/orders`, { headers: { Authorization: `Bearer ${token ?? ''}` } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { orders: ListedOrder[] } };
    return body.data.orders;
  }

  const buyerOf = (locale: Locale): JourneyUser => ({
    username: `Erhai ${locale.replace('-', '')}`,
    account: `erhai.${locale.toLowerCase()}@example.com`,
    password: 'Three-Pagodas-42',
  });

  for (const locale of LOCALES) {
    it(`${locale}: a visitor registers from Buy, pays the one-day pass in the test checkout window and becomes a member`, async () => {
      const p = PAYMENT_TEXT[locale];
      const t = TEXT[locale];
      const user = buyerOf(locale);
      const { context, page, problems } = await openPage(1280, locale);
      await visitorRegistersFromBuy(page, user, locale);
      expect(await page.locator('.name-badge').count()).toBe(0);

      const dialog = await checkout(page, ONE_DAY, 'paypal', locale);
      await noToasts(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, `checkout-${locale}-1280`);
      await payWithTestCheckout(context, page, dialog, ONE_DAY, locale, problems);

      // A member now: the badge, the plan in the membership dialog, the order paid in TEST MODE.
      await expectBadge(page, locale, 'BASIC');
      await menuButton(page, user, locale).click();
      await page.getByRole('menuitem', { name: t.account.membership }).click();
      const membership = page.getByRole('dialog');
      await membership.getByRole('heading', { name: ONE_DAY.names[locale] }).waitFor();
      await page.keyboard.press('Escape');
      await membership.waitFor({ state: 'hidden' });
      const row = page.locator('#orders .orders-row').first();
      await expect.poll(() => row.locator('.orders-status').textContent(), { timeout: 20_000 }).toBe(`${p.status.COMPLETED} ${p.testMode}`);
      expect(await page.locator('#orders .orders-row').count()).toBe(1);
      await row.getByText(ONE_DAY.names[locale], { exact: true }).waitFor();
      expect(await row.locator('.orders-amount').textContent()).toBe(money(ONE_DAY.usd, 'USD', locale));
      await row.getByText(p.methods.paypal, { exact: true }).waitFor();

      // Buying again: told the current plan, asked to extend, then the WeChat Pay modal.
      const again = await checkout(page, ONE_WEEK, 'wechat', locale);
      await again.locator('.checkout-member-notice').waitFor();
      await again.getByRole('button', { name: p.checkout.pay.replace('{{amount}}', money(ONE_WEEK.cny, 'CNY', locale)) }).click();
      await again.getByRole('heading', { name: p.checkout.extendTitle }).waitFor();
      await noToasts(page);
      await again.getByRole('button', { name: antdButtonName(p.checkout.extendConfirm) }).click();
      const body = page.locator('.payment-modal-body');
      await body.waitFor();
      await expect.poll(() => body.locator('img.payment-qr').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await body.locator('.payment-modal-amount strong').textContent()).toBe(money(ONE_WEEK.cny, 'CNY', locale));
      await page.waitForTimeout(400);
      await shot(page, `modal-${locale}-1280`);
      // Leave it unpaid: the confirmation may already ask (5 s); "not yet", then cancel.
      if (await checkDialog(page, locale).isVisible()) await checkDialog(page, locale).getByRole('button', { name: antdButtonName(p.check.notYet) }).click();
      await page.getByRole('dialog').filter({ has: body }).getByRole('button', { name: antdButtonName(p.modal.cancel) }).click();
      await body.waitFor({ state: 'hidden' });
      await expectBadge(page, locale, 'BASIC');

      // The first order attempt of a member answers 409 with the current plan: the one failed request.
      expect(problems.filter(refused(409))).toEqual([]);
      expect(problems.filter((problem) => problem.includes('status of 409'))).toHaveLength(1);
      await context.close();
    }, 240_000);
  }

  const PHONE_USER: JourneyUser = { username: 'Shaxi Phone', account: 'shaxi.phone@example.com', password: 'Old-Town-Gate-7' };

  it('at 375 px: WeChat Pay shows the QR code and the amount in CNY, Escape keeps it open, the order paid elsewhere is found paid', async () => {
    const locale = 'en-US';
    const p = PAYMENT_TEXT[locale];
    const { context, page, problems } = await openPage(375, locale);
    await visitorRegistersFromBuy(page, PHONE_USER, locale);

    const dialog = await checkout(page, ONE_DAY, 'wechat', locale);
    // Full screen at 768 px or narrower.
    expect((await page.locator('.ant-modal').first().boundingBox())?.width).toBe(375);
    await noToasts(page);
    await dialog.getByRole('button', { name: p.checkout.pay.replace('{{amount}}', money(ONE_DAY.cny, 'CNY', locale)) }).click();

    const body = page.locator('.payment-modal-body');
    await body.waitFor();
    const qr = body.locator('img.payment-qr');
    expect(await qr.getAttribute('src')).toMatch(/^data:image\//);
    expect(await qr.getAttribute('alt')).toBe(p.modal.qrAlt.replace('{{amount}}', money(ONE_DAY.cny, 'CNY', locale)));
    expect(await body.locator('.payment-modal-amount strong').textContent()).toBe(money(ONE_DAY.cny, 'CNY', locale));
    expect(await body.locator('.payment-modal-currency').textContent()).toBe('CNY');
    const modal = page.getByRole('dialog').filter({ has: body });
    await modal.locator('.payment-test-badge').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    // Escape does not close it (only its buttons do).
    await page.keyboard.press('Escape');
    await page.waitForTimeout(500);
    expect(await body.isVisible()).toBe(true);
    await page.waitForTimeout(300);
    await shot(page, 'modal-en-US-375');

    // The order, PENDING, with its test checkout link; pay it in another page.
    const [order] = await ordersOf(page);
    expect(order).toMatchObject({ method: 'wechat', status: 'PENDING', currency: 'CNY', amount: ONE_DAY.cny, testMode: true });
    expect(order?.qrImage).toMatch(/^data:image\//);
    const payer = await context.newPage();
    record(payer, problems);
    await payer.goto(order?.paymentUrl ?? `${h.baseUrl}/payment/sandbox/missing`);
    expect(await payer.locator('.amount').textContent()).toBe(money(ONE_DAY.cny, 'CNY', locale));
    await payer.getByRole('button', { name: new RegExp(`^${SANDBOX[locale].pay}`) }).click();
    await payer.getByRole('heading', { level: 1, name: p.outcome.COMPLETED.title }).waitFor({ timeout: 30_000 });
    await payer.close();

    // "I have paid" (unless the 5 s question is already there), then the status query finds it paid.
    if (!(await checkDialog(page, locale).isVisible())) await modal.getByRole('button', { name: antdButtonName(p.check.openCheck) }).click();
    await checkDialog(page, locale).waitFor();
    await confirmPaid(page, ONE_DAY, locale);
    await body.waitFor({ state: 'hidden' });
    expect((await ordersOf(page))[0]?.status).toBe('COMPLETED');
    await expectBadge(page, locale, 'BASIC');

    expect(problems).toEqual([]);
    await context.close();
  }, 240_000);

  it('a user whose free planner run is used up is sent to the packages, buys a pass and plans again', async () => {
    const locale = 'en-US';
    const pl = enPlanner;
    const user: JourneyUser = { username: 'Xizhou Planner', account: 'xizhou.planner@example.com', password: 'Rice-Terrace-19' };
    const { context, page, problems } = await openPage(1280, locale);
    await page.goto(`${h.baseUrl}/ai-travel-planner`);
    await page.getByRole('heading', { level: 1, name: pl.banner.title }).waitFor();
    await page.getByRole('button', { name: TEXT[locale].nav.register, exact: true }).click();
    await registerAndLogIn(h, page, user, locale);

    const plan = async () => {
      await page.getByText(pl.mode.form, { exact: true }).click();
      await page.getByLabel(pl.form.durationDays, { exact: true }).fill('2');
      await page.getByLabel(pl.form.travelerCount, { exact: true }).fill('2');
      await page.getByRole('button', { name: pl.form.submit }).click();
    };
    const generation = page.getByRole('dialog');
    // The day's free run.
    await plan();
    await generation.getByRole('heading', { name: pl.generation.titleDone }).waitFor({ timeout: 60_000 });
    await generation.getByRole('button', { name: pl.generation.close }).first().click();
    await generation.waitFor({ state: 'hidden' });

    // The next run is refused: told so, and taken to the packages.
    await plan();
    await page.getByText(formatMessage('server.quotaExhausted', locale)).first().waitFor({ timeout: 30_000 });
    await page.waitForURL((url) => url.pathname === '/package-pricing');
    await page.locator('.package-card:not(.package-card-skeleton)').first().waitFor();

    const dialog = await checkout(page, ONE_DAY, 'paypal', locale);
    await payWithTestCheckout(context, page, dialog, ONE_DAY, locale, problems);
    await expectBadge(page, locale, 'BASIC');

    // The pass's own allowance: a plan again.
    await page.goto(`${h.baseUrl}/ai-travel-planner`);
    await page.getByRole('heading', { level: 1, name: pl.banner.title }).waitFor();
    await plan();
    await generation.getByRole('heading', { name: pl.generation.titleDone }).waitFor({ timeout: 60_000 });
    expect(await generation.getByText(pl.plan.day.replace('{{day}}', '1')).count()).toBeGreaterThan(0);

    // The refused run is the one failed request Chromium logs.
    expect(problems.filter(refused(448))).toEqual([]);
    expect(problems.filter((problem) => problem.includes('status of 448'))).toHaveLength(1);
    await context.close();
  }, 300_000);

  it('/payment/return without an order says the details are incomplete, and with an unknown order that it was not found', async () => {
    const locale = 'en-US';
    const p = PAYMENT_TEXT[locale];
    const session = await sessionOf(h, PHONE_USER);
    const { context, page, problems } = await openPage(1280, locale);
    await context.addInitScript((stored) => Object.entries(stored).forEach(([key, value]) => localStorage.setItem(key, value)), session);

    await page.goto(`${h.baseUrl}/payment/return`);
    await page.getByRole('heading', { level: 1, name: p.errors.paramsIncomplete }).waitFor();
    const back = page.getByRole('link', { name: p.return.backToPricing });
    expect(await back.getAttribute('href')).toBe('/package-pricing');
    expect(await page.locator('header.navbar').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto(`${h.baseUrl}/payment/return?orderId=${UNKNOWN_ORDER}&outcome=paid`);
    await page.getByRole('heading', { level: 1, name: p.errors.orderNotFound }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('link', { name: p.return.backToPricing }).count()).toBe(1);
    expect(await page.getByRole('button', { name: p.return.checkAgain }).count()).toBe(0);
    await back.click();
    await page.waitForURL((url) => url.pathname === '/package-pricing');

    // The unknown order answers 404: the browser logs that one failed request.
    expect(problems.filter(refused(404))).toEqual([]);
    await context.close();
  }, 120_000);
});
