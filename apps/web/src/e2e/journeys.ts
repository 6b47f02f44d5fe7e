/**
 * Steps several browser journeys share: npm scripts run against the journey's database as the
 * README tells an operator (`npm run outbox`, `npm run membership:grant`), registering in the login
 * dialog with the code from the outbox and logging in, a user's session from the login API, the
 * account menu button, and the serious or critical axe violations of a page.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { VISITOR_FINGERPRINT_HEADER } from '@dali/shared/contracts/membership';
import en from '../locales/en-US/common.json';
import zhCN from '../locales/zh-CN/common.json';
import zhHK from '../locales/zh-HK/common.json';
import { REPO_ROOT, type Harness } from './harness';

/** The common texts of each interface locale. */
export const TEXT = { 'en-US': en, 'zh-CN': zhCN, 'zh-HK': zhHK } as const;
/** An interface locale. */
export type Locale = keyof typeof TEXT;
/** The three interface locales. */
export const LOCALES = Object.keys(TEXT) as Locale[];
/** The axe rule tags every journey checks. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Toast of a sent verification code (`server.codeSent`), per locale. */
const CODE_SENT: Record<Locale, string> = { 'en-US': 'Verification code sent', 'zh-CN': '验证码已发送', 'zh-HK': '驗證碼已發送' };

/**
 * The accessible name of an Ant Design button labelled `text`: Ant Design puts a space between the
 * two characters of a two-character Chinese label (登录 → 登 录).
 */
export function antdButtonName(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${/^[\u4e00-\u9fff]{2}$/.test(text) ? [...text].join(' ?') : escaped}$`);
}

/** A journey's account. */
export interface JourneyUser {
  username: string;
  /** Email address of the account. */
  account: string;
  password: string;
}

const run = promisify(execFile);

/** Run an npm script of the repository against the journey's database, as the README tells an operator. */
export async function npmRun(h: Harness, script: string, args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', script, '--', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: h.databaseFile, DATA_DIR: path.dirname(h.databaseFile) },
  });
  return stdout;
}

/** The latest verification code sent to `account` (`npm run outbox`). */
export async function latestCode(h: Harness, account: string): Promise<string> {
  const stdout = await npmRun(h, 'outbox', ['--to', account, '--limit', '1']);
  const [message] = JSON.parse(stdout) as { subject: string | null; body: string }[];
  const code = /\b(\d{6})\b/.exec(`${message?.subject ?? ''} ${message?.body ?? ''}`)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${account}: ${stdout}`);
  return code;
}

/** The agreement checkbox of the login dialog's login and register views. */
function agreement(dialog: Locator, locale: Locale): Locator {
  const lead = TEXT[locale].login.agreement.split('<terms>')[0] ?? '';
  return dialog.getByRole('checkbox', { name: new RegExp(`^${lead.trim()}`) });
}

/** The account menu button of the logged-in `user`. */
export const menuButton = (page: Page, user: JourneyUser, locale: Locale = 'en-US') =>
  page.getByRole('button', { name: TEXT[locale].account.menuLabel.replace('{{name}}', user.username) });

/**
 * In the login dialog showing its register view: fill in `user`, get a code, read it from the
 * outbox, register; the dialog returns to the login view with the account filled in; log in and
 * wait until the dialog is gone and the account menu shows the name.
 */
export async function registerAndLogIn(h: Harness, page: Page, user: JourneyUser, locale: Locale = 'en-US'): Promise<void> {
  const t = TEXT[locale];
  const login = page.getByRole('dialog');
  await login.getByLabel(t.login.username, { exact: true }).fill(user.username);
  await login.getByLabel(t.login.account, { exact: true }).fill(user.account);
  await login.getByLabel(t.login.password, { exact: true }).fill(user.password);
  await login.getByLabel(t.login.confirmPassword, { exact: true }).fill(user.password);
  await login.getByRole('button', { name: t.login.getCode }).click();
  await page.getByText(CODE_SENT[locale]).first().waitFor();
  await login.getByLabel(t.login.code, { exact: true }).fill(await latestCode(h, user.account));
  await agreement(login, locale).check();
  await login.getByRole('button', { name: antdButtonName(t.login.submit.register) }).click();
  await login.getByRole('tab', { name: t.login.tabs.email, selected: true }).waitFor();
  await login.getByLabel(t.login.password, { exact: true }).fill(user.password);
  await agreement(login, locale).check();
  await login.getByRole('button', { name: antdButtonName(t.login.submit.login) }).click();
  await login.waitFor({ state: 'hidden' });
  await menuButton(page, user, locale).waitFor();
}

/** A real session of `user` from the login API, as the web app keeps it in localStorage. */
export async function sessionOf(h: Harness, user: JourneyUser): Promise<Record<string, string>> {
  const response = await fetch(`${h.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ authType: 'EMAIL', email: user.account, password: user.password, rememberMe: false }),
  });
  const body = (await response.json()) as { code: number; data: { accessToken: string; userId: string; username: string; role: string } };
  if (body.code !== 0) throw new Error(`login of ${user.account} failed: ${JSON.stringify(body)}`);
  return { accessToken: body.data.accessToken, userId: body.data.userId, username: body.data.username, role: body.data.role };
}

/**
 * A visitor's plan of `durationDays` days, made and shared through the planner's own API as the
 * planner page calls it. Returns its id.
 * @throws Error when no plan was made or sharing was refused (with the answer's start).
 */
export async function makeSharedPlan(h: Harness, fingerprint: string, durationDays = 2): Promise<string> {
  const headers = { 'content-type': 'application/json', [VISITOR_FINGERPRINT_HEADER]: fingerprint };
  const stream = await fetch(`${h.baseUrl}/ai_api/v1/travel_planner_v3/plan/stream`, { method: 'POST', headers, body: JSON.stringify({ durationDays }) });
  const body = await stream.text();
  const planId = /"planId":"([\w-]+)"/.exec(body)?.[1] ?? '';
  if (!planId) throw new Error(`no plan was made: ${body.slice(0, 400)}`);
  const shared = await fetch(`${h.baseUrl}/ai_api/v1/base_api/travel_plans/${planId}/share`, { method: 'POST', headers: { [VISITOR_FINGERPRINT_HEADER]: fingerprint } });
  if (shared.status !== 200) throw new Error(`sharing ${planId} answered ${shared.status}`);
  return planId;
}

/** Serious and critical axe violations of `page` (or of the part `include` selects), one line each. */
export async function seriousAxeViolations(page: Page, include?: string): Promise<string[]> {
  // Colour contrast is measured on what is drawn: wait until drawers and toasts stop fading in,
  // or a half-transparent frame reads as low contrast (a busy machine stretches the animations).
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  const result = await (include ? builder.include(include) : builder).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
