/**
 * Browser journeys of the chat assistant (Debian Chromium via playwright-core) against the real
 * server with its local chat engine (spec §2 chat and history drawers, §4 chat send, §5, §8):
 *
 * - in each locale, at 375 and 1280 px, a logged-in user opens the drawer from the navbar (480 px
 *   wide, full width on a phone), asks about the first attraction of the catalog by its name in that
 *   locale; the answer arrives with that attraction as a card (name, town, open state, ticket);
 *   the card opens the attraction's page inside the app (the drawer closes on a phone; on a wide
 *   screen Escape closes it and focus returns to the chat button); the conversation is still there
 *   when the drawer opens again; New chat shows the welcome under a new session id; History lists
 *   the session (title, "today HH:MM", message count), loads it with a toast, and deletes it after
 *   a confirmation with a toast;
 * - a suggested "plan me 3 days" question is answered with a link that opens the planner with the
 *   request in its quick-text box;
 * - a visitor sees the free questions left today and no History or New chat, Tab stays inside
 *   the drawer; once the free questions are used up the next one is refused (429): the drawer asks
 *   to register or log in and the login dialog opens; the about page has no chat button.
 *
 * No console errors or warnings (besides the refused question's 429); no serious axe violations
 * in the drawers.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import attractions from '../../../../catalog/attractions.json';
import enChat from '../locales/en-US/chat.json';
import zhCNChat from '../locales/zh-CN/chat.json';
import zhHKChat from '../locales/zh-HK/chat.json';
import { browserAvailable, openRecordedPage, startHarness, type Harness } from './harness';
import { LOCALES, TEXT, latestCode, seriousAxeViolations, sessionOf, type JourneyUser, type Locale } from './journeys';

const CHAT_TEXT = { 'en-US': enChat, 'zh-CN': zhCNChat, 'zh-HK': zhHKChat } as const;
/** The first attraction of the catalog, asked about by its name in each locale. */
const PLACE = attractions[0] as { id: string; name: Record<Locale, string> };
const QUESTION: Record<Locale, (name: string) => string> = {
  'en-US': (name) => `Tell me about ${name}`,
  'zh-CN': (name) => `介绍一下${name}`,
  'zh-HK': (name) => `介紹一下${name}`,
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.runIf(browserAvailable())('the chat assistant in the browser', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.stop();
  });

  /** Register `user` through the API with the code from the outbox (the login dialog is another journey's). */
  async function register(user: JourneyUser): Promise<Record<string, string>> {
    await fetch(`${h.baseUrl}/api/v1/auth/send-register-code?account=${encodeURIComponent(user.account)}&type=EMAIL`, { method: 'POST' });
    const verifyCode = await latestCode(h, user.account);
    const response = await fetch(`${h.baseUrl}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: user.username, password: user.password, confirmPassword: user.password, authType: 'EMAIL', email: user.account, verifyCode, agreeTerms: true }),
    });
    // 409: registered by an earlier attempt of the same journey (a retry); logging in is what matters.
    expect([200, 409]).toContain(response.status);
    return sessionOf(h, user);
  }

  async function openChat(page: Page, locale: Locale): Promise<Locator> {
    await page.getByRole('button', { name: TEXT[locale].nav.chat }).click();
    const drawer = page.getByRole('dialog', { name: CHAT_TEXT[locale].title });
    await drawer.getByRole('textbox', { name: CHAT_TEXT[locale].composer.label }).waitFor();
    return drawer;
  }

  const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text });

  /** One width of the logged-in journey (see the module comment). */
  async function askFollowAndManage(session: Record<string, string>, locale: Locale, width: number): Promise<void> {
    const t = CHAT_TEXT[locale];
    const name = PLACE.name[locale];
    const question = QUESTION[locale](name);
    const { context, page, problems } = await openRecordedPage(h, width, locale);
    await context.addInitScript((stored) => Object.entries(stored).forEach(([key, value]) => localStorage.setItem(key, value)), session);
    await page.goto(`${h.baseUrl}/attractions`);
    const drawer = await openChat(page, locale);
    const box = await drawer.boundingBox();
    expect(box?.width).toBeCloseTo(width < 768 ? width : 480, 0);
    await drawer.getByRole('button', { name: t.welcome.suggestions[0] }).waitFor();

    // Ask: the question shows, the box empties, Send waits for text; the answer names the place
    // and cites it as a card.
    const textbox = drawer.getByRole('textbox', { name: t.composer.label });
    await textbox.fill(question);
    await textbox.press('Enter');
    await drawer.locator('.chat-message-user', { hasText: question }).waitFor();
    await expect.poll(() => textbox.inputValue()).toBe('');
    await expect.poll(() => drawer.getByRole('button', { name: t.actions.send }).isDisabled()).toBe(true);
    const card = drawer.getByRole('link', { name: new RegExp(`^${escape(name)}, ${escape(t.references.kinds.attraction)}, `) });
    await card.waitFor({ timeout: 30_000 });
    await expect.poll(() => drawer.locator('.chat-message-assistant .chat-md').last().textContent()).toContain(name);
    expect(await card.getAttribute('href')).toBe(`/attractions/${PLACE.id}`);
    // The id the turn was stored under (a random uuid kept in local storage).
    const firstSession = await page.evaluate(() => localStorage.getItem('currentSessionId'));
    expect(firstSession).toMatch(/^[0-9a-f-]{36}$/);
    expect(await card.textContent()).toContain(t.references.free);
    expect(await seriousAxeViolations(page, '.chat-drawer')).toEqual([]);

    // The card opens the detail page inside the app (no reload: the conversation stays).
    await card.click();
    await page.waitForURL((url) => url.pathname === `/attractions/${PLACE.id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    if (width < 768) {
      await drawer.waitFor({ state: 'hidden' });
    } else {
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(TEXT[locale].nav.chat);
    }
    await openChat(page, locale);
    await drawer.locator('.chat-message-user', { hasText: question }).waitFor();

    // New chat: the welcome again, under a new session id.
    await drawer.getByRole('button', { name: t.actions.newChat }).click();
    await drawer.getByRole('button', { name: t.welcome.suggestions[0] }).waitFor();
    await expect.poll(() => drawer.locator('.chat-message-user').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('currentSessionId'))).not.toBe(firstSession);

    // History lists the session; choosing it loads it back.
    await drawer.getByRole('button', { name: t.actions.history }).click();
    const history = page.getByRole('dialog', { name: t.history.title });
    const entry = history.getByRole('button', { name: t.history.open.replace('{{title}}', question) });
    await entry.waitFor();
    const hBox = await history.boundingBox();
    expect(hBox?.width).toBeCloseTo(width < 768 ? width : 400, 0);
    const today = t.history.today.replace(' {{time}}', '');
    await expect.poll(() => entry.textContent()).toMatch(new RegExp(`^${escape(question)}${escape(today)} \\d{1,2}:\\d{2}( [AP]M)?·${escape(t.history.messages_other.replace('{{count}}', '2'))}$`));
    expect(await seriousAxeViolations(page, '.chat-history-drawer')).toEqual([]);
    await entry.click();
    await toast(page, t.history.loaded).waitFor();
    await history.waitFor({ state: 'hidden' });
    await drawer.locator('.chat-message-user', { hasText: question }).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('currentSessionId'))).toBe(firstSession);

    // Delete it, after the confirmation: gone from the list, and the chat starts anew.
    await drawer.getByRole('button', { name: t.actions.history }).click();
    await history.getByRole('button', { name: t.history.delete.replace('{{title}}', question) }).click();
    await history.getByText(t.history.deleteConfirmTitle).waitFor();
    await history.getByRole('button', { name: t.history.deleteConfirm, exact: true }).click();
    await toast(page, t.history.deleted).waitFor();
    await history.getByText(t.history.empty).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('currentSessionId'))).not.toBe(firstSession);

    expect(problems).toEqual([]);
    await context.close();
  }

  for (const locale of LOCALES) {
    it(`${locale}: asks about ${PLACE.id} at 375 and 1280 px, follows its card, starts a new chat, loads and deletes the session from History`, async () => {
      const tag = locale.toLowerCase();
      const session = await register({ username: `Chat ${tag}`, account: `chat.${tag}@example.com`, password: 'Erhai-Moon-2026' });
      for (const width of [375, 1280]) await askFollowAndManage(session, locale, width);
    }, 120_000);
  }

  it('a suggested question asks for a trip; its planner link opens the planner with the request filled in', async () => {
    const locale = 'zh-CN';
    const t = CHAT_TEXT[locale];
    const { page, problems, context } = await openRecordedPage(h, 1280, locale);
    await page.goto(`${h.baseUrl}/attractions`);
    const drawer = await openChat(page, locale);
    const suggestion = t.welcome.suggestions[3] ?? '';
    await drawer.getByRole('button', { name: suggestion }).click();
    await drawer.locator('.chat-message-user', { hasText: suggestion }).waitFor();
    const plannerLink = drawer.locator('.chat-md a[href^="/ai-travel-planner?q="]');
    await plannerLink.waitFor({ timeout: 60_000 });
    await plannerLink.click();
    await page.waitForURL((url) => url.pathname === '/ai-travel-planner');
    await expect.poll(() => page.locator('.planner-quick-text').inputValue()).toBe(suggestion);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('a visitor sees the free questions left and no History or New chat; Tab stays in the drawer; over the free quota is asked to log in; the about page has no chat button', async () => {
    const locale = 'en-US';
    const t = CHAT_TEXT[locale];
    const { page, problems, context } = await openRecordedPage(h, 1280, locale);
    await page.goto(`${h.baseUrl}/attractions`);
    const drawer = await openChat(page, locale);
    await drawer.getByText(t.remaining.count_other.replace('{{count}}', '10')).waitFor();
    expect(await drawer.getByRole('button', { name: t.actions.history }).count()).toBe(0);
    expect(await drawer.getByRole('button', { name: t.actions.newChat }).count()).toBe(0);
    // Round the drawer's controls both ways: focus never leaves it.
    for (const key of [...Array<string>(10).fill('Tab'), ...Array<string>(10).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => (document.activeElement?.closest('.chat-drawer-root') ? 'inside' : document.activeElement?.outerHTML.slice(0, 120)))).toBe('inside');
    }

    // The free questions used up (spent through the API with this browser's fingerprint): the
    // next question is refused with 429, the drawer asks to register or log in and the login
    // dialog opens.
    const fingerprint = await page.evaluate(() => localStorage.getItem('visitorFingerprint'));
    expect(fingerprint).toBeTruthy();
    for (let i = 0; i < 10; i += 1) {
      const response = await fetch(`${h.baseUrl}/ai_api/v1/chat/stream`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-visitor-fingerprint': fingerprint ?? '' },
        body: JSON.stringify({ query: `Question ${i}`, user_id: fingerprint, language: locale, session_id: `quota-spender-${i}` }),
      });
      await response.text();
    }
    const textbox = drawer.getByRole('textbox', { name: t.composer.label });
    await textbox.fill('One more question');
    await textbox.press('Enter');
    await drawer.getByText(t.wall.visitorLimit).waitFor();
    const login = page.getByRole('dialog', { name: TEXT[locale].login.titles.login });
    await login.waitFor();
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'hidden' });
    // Closing the login dialog gives the focus back to the question box.
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('chat-textarea'))).toBe(true);
    await drawer.getByText(t.remaining.none).waitFor();
    await expect.poll(() => drawer.locator('.chat-message-assistant:not(.chat-welcome)').count()).toBe(0);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await page.goto(`${h.baseUrl}/about-us`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('button', { name: TEXT[locale].nav.chat }).count()).toBe(0);
    // The refused question is the one failed request Chromium logs.
    expect(problems.filter((problem) => !problem.includes('status of 429'))).toEqual([]);
    expect(problems).toHaveLength(1);
    await context.close();
  }, 120_000);
});
