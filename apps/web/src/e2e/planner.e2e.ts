/**
 * Browser journey of the AI travel planner (Debian Chromium via playwright-core) against the real
 * server with its embedded engine: a visitor fills the planner form (2 days, 2 travellers), the
 * generation dialog steps through the phases and shows the plan growing, then offers image, share
 * and the full plan; the visitor shares it and opens the detail page (day timelines, costs, the
 * "plan checked" panel with every hard constraint passed); someone else, logged out in another
 * browser, opens the share link and reads the plan without owner actions; an unknown share link
 * says so. No console errors or warnings; no serious axe violations on the planner and plan pages;
 * screenshots of the planner and share pages at 375 and 1280 px in every locale.
 */
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enPlanner from '../locales/en-US/planner.json';
import zhCNPlanner from '../locales/zh-CN/planner.json';
import zhHKPlanner from '../locales/zh-HK/planner.json';
import { SCREENSHOT_DIR, browserAvailable, openRecordedPage, startHarness, type Harness } from './harness';

const PLANNER_TEXT = { 'en-US': enPlanner, 'zh-CN': zhCNPlanner, 'zh-HK': zhHKPlanner } as const;
type Locale = keyof typeof PLANNER_TEXT;
const LOCALES = Object.keys(PLANNER_TEXT) as Locale[];
const p = enPlanner;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

describe.runIf(browserAvailable())('the AI travel planner in the browser', () => {
  let h: Harness;
  /** The plan made and shared by the first journey, for the later ones. */
  let planId = '';
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.stop();
  });

  const openPage = (width = 1280, locale: Locale = 'en-US') => openRecordedPage(h, width, locale);

  async function seriousAxeViolations(page: Page): Promise<string[]> {
    const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }

  it('makes a plan from the form, streams it, shares it and opens the full plan', async () => {
    const { context, page, problems } = await openPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.baseUrl });
    await page.goto(`${h.baseUrl}/ai-travel-planner`);
    await page.getByRole('heading', { level: 1, name: p.banner.title }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByText(p.mode.form, { exact: true }).click();
    await page.getByLabel(p.form.durationDays, { exact: true }).fill('2');
    await page.getByLabel(p.form.travelerCount, { exact: true }).fill('2');
    await page.getByRole('button', { name: p.form.submit }).click();

    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The four phases are shown as steps, and the finished plan's actions wait for the end.
    for (const phase of Object.values(p.generation.phases)) await dialog.getByText(phase, { exact: true }).first().waitFor();
    await dialog.getByRole('heading', { name: p.generation.titleDone }).waitFor({ timeout: 30_000 });
    expect(await dialog.getByText(p.plan.day.replace('{{day}}', '1')).count()).toBeGreaterThan(0);
    expect(await dialog.getByText(p.plan.day.replace('{{day}}', '2')).count()).toBeGreaterThan(0);

    // Share: the link goes to the clipboard and the plan is public from now on.
    await dialog.getByRole('button', { name: p.share.share }).click();
    await page.getByText(p.share.copied).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^${h.baseUrl}/share/[A-Za-z0-9_-]{22}$`));
    planId = copied.split('/').pop() ?? '';

    // The full plan: day timelines, costs and every hard constraint checked.
    await dialog.getByRole('link', { name: p.generation.openDetail }).click();
    await page.waitForURL(`${h.baseUrl}/travel-plan/${planId}`);
    await page.getByRole('heading', { name: p.sections.check }).waitFor();
    await page.getByRole('heading', { name: p.sections.costs }).waitFor();
    const checkPanel = page.locator('section', { has: page.getByRole('heading', { name: p.sections.check }) });
    expect(await checkPanel.getByRole('listitem').count()).toBeGreaterThanOrEqual(10);
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'planner-detail-en-US-1280.png'), fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the share link logged out in another browser, read-only, and says when a link is unknown', async () => {
    expect(planId).not.toBe('');
    const { context, page, problems } = await openPage(375);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/ai_api\/|\/api\/v1\/(attractions|restaurants|stays)\//.test(request.url())) asked.push(request.url());
    });
    await page.goto(`${h.baseUrl}/share/${planId}`);
    await page.getByRole('heading', { name: p.sections.check }).waitFor();
    // The plan and its places came with the page (initial data): none of them was asked for again.
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    // Its summary is in the HTML itself (first paint), and the page keeps it.
    const html = await (await fetch(`${h.baseUrl}/share/${planId}`, { headers: { accept: 'text/html' } })).text();
    const summary = /<p class="plan-summary">([^<]+)<\/p>/.exec(html)?.[1] ?? '';
    expect(summary).toMatch(/^A 2-day Dali itinerary through .+ with \d+ sights, planned with Dali Guide\.$/);
    expect(await page.locator('p.plan-summary').textContent()).toBe(summary);
    // So are its export buttons and overview card (the page's largest text on a phone), worded as the
    // page words them once the app has drawn it.
    const card = '.plan-actions .btn, .plan-aside .plan-fact, .plan-facts-note';
    const served = await page.evaluate(([source, selector]) => [...new DOMParser().parseFromString(source, 'text/html').querySelectorAll(selector)].map((node) => node.textContent), [html, card] as const);
    const drawn = await page.evaluate((selector) => [...document.querySelectorAll(selector)].map((node) => node.textContent), card);
    expect(served.length).toBeGreaterThanOrEqual(9);
    expect(drawn).toEqual(served);
    expect(await page.getByText(p.plan.day.replace('{{day}}', '2')).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: p.delete.delete }).count()).toBe(0);
    expect(await page.getByRole('button', { name: p.share.unshare }).count()).toBe(0);
    // The share route hides the navbar (spec §2).
    expect(await page.locator('header.navbar').count()).toBe(0);

    // Created at and length in days (spec §3 shared itinerary).
    await page.getByText(/^Made on .+ · 2 days$/).waitFor();

    await page.goto(`${h.baseUrl}/share/AAAAAAAAAAAAAAAAAAAAAA`);
    await page.getByRole('heading', { name: p.shared.invalidTitle }).waitFor();
    expect(await page.getByRole('heading', { name: p.sections.check }).count()).toBe(0);
    // A link nobody shared answers 404 like an unknown one: the browser logs the failed request.
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    await context.close();
  });

  it('plans "anywhere in Dali" with no dates and a homestay at ¥100–200: the plan names its dates, the lodging booked instead and its estimates', async () => {
    const { context, page, problems } = await openPage(375);
    await page.goto(`${h.baseUrl}/ai-travel-planner`);
    await page.getByRole('heading', { level: 1, name: p.banner.title }).waitFor();
    await page.getByText(p.mode.form, { exact: true }).click();
    await page.getByText(p.form.wholeRegion, { exact: true }).click();
    await page.getByLabel(p.form.durationDays, { exact: true }).fill('2');
    await page.getByLabel(p.form.accommodationType, { exact: true }).selectOption('homestay');
    await page.getByLabel(p.form.accommodationBudget, { exact: true }).selectOption('100to200');
    await page.getByLabel(p.form.budget, { exact: true }).fill('3000');
    await page.getByRole('button', { name: p.form.submit }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: p.generation.titleDone }).waitFor({ timeout: 30_000 });
    // What the traveller said, apart from what the planner chose.
    await dialog.getByText(p.understood.assumed, { exact: true }).waitFor();
    await dialog.getByText(/^You gave no dates: we planned .+ – .+\.$/).waitFor();
    await dialog.getByRole('link', { name: p.generation.openDetail }).click();
    await page.getByRole('heading', { name: p.sections.costs }).waitFor();

    const overview = page.getByRole('region', { name: p.sections.overview });
    // Tomorrow at the earliest: the dates are real ones, named in the overview.
    await overview.getByText(/^No dates were given, so we planned this trip for .+ – .+, the first days from tomorrow/).waitFor();
    await overview.getByText('Our catalog has no homestay you can book at this price, so every night is in the nearest kind that has one: guesthouse.').waitFor();
    const costs = page.getByRole('region', { name: p.sections.costs });
    await costs.getByText(/Within budget, \d+ prices estimated/).waitFor();
    expect(await costs.getByText(p.costs.estimate, { exact: false }).count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'planner-chosen-dates-en-US-375.png'), fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('saves screenshots of the planner and share pages at 375 and 1280 px in every locale', async () => {
    for (const locale of LOCALES) {
      for (const width of [375, 1280]) {
        const { context, page, problems } = await openPage(width, locale);
        await page.goto(`${h.baseUrl}/ai-travel-planner`);
        await page.getByRole('heading', { level: 1, name: PLANNER_TEXT[locale].banner.title }).waitFor();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${locale} ${width}`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, `planner-${locale}-${width}.png`), fullPage: true });
        await page.goto(`${h.baseUrl}/share/${planId}`);
        await page.getByRole('heading', { name: PLANNER_TEXT[locale].sections.check }).waitFor();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, `planner-share-${locale}-${width}.png`), fullPage: true });
        expect(problems).toEqual([]);
        await context.close();
      }
    }
  });
});
