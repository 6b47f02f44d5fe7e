/**
 * Browser journeys of the floating translator (Debian Chromium via playwright-core) against the
 * real server configured for iFlytek, whose speech sockets and machine translation are the local
 * fakes of apps/server/src/test/fake-iflytek.cli.ts (signatures verified, replies as iFlytek
 * sends them), with Chromium's fake microphone playing a WAV spoken by eSpeak NG:
 *
 * - voice, en-US at 1280 px: the floating button opens the translator; Mandarin → English;
 *   Start recording streams the microphone through the recognition socket (connecting →
 *   listening), Stop ends it (processing): the recognised sentence (rebuilt from dynamic
 *   corrections) and its translation appear, the translation is spoken through the synthesis
 *   socket (speaking) and its MP3 plays to the end, then the translator is idle again; one voice
 *   unit is used;
 * - text mode in each locale at 375 and 1280 px: Enter translates, the result is shown; the
 *   counter counts; no console errors, no serious axe violations; screenshots;
 * - language rules: choosing Cantonese as the source while the target is Japanese moves the target
 *   to Mandarin with a warning; the same language on both sides is never left; swap swaps;
 * - the translator's button is absent from the pages that hide the shell (about us).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enTranslator from '../locales/en-US/translator.json';
import zhCNTranslator from '../locales/zh-CN/translator.json';
import zhHKTranslator from '../locales/zh-HK/translator.json';
import { REPO_ROOT, SCREENSHOT_DIR, browserAvailable, openRecordedPage, startHarness, type Harness } from './harness';
import { LOCALES, TEXT, seriousAxeViolations, type Locale } from './journeys';

const TRANSLATOR_TEXT = { 'en-US': enTranslator, 'zh-CN': zhCNTranslator, 'zh-HK': zhHKTranslator } as const;

/** What the fake recogniser hears and the fake machine translation answers (fake-iflytek.cli.ts). */
const HEARD = '今天天气很好。';
const HEARD_IN_ENGLISH = 'The weather is nice today.';

/** The URLs and credentials the fakes print when they listen. */
interface Fakes {
  appId: string;
  apiKey: string;
  apiSecret: string;
  iatUrl: string;
  iatNicheUrl: string;
  ttsUrl: string;
  translateUrl: string;
}

/** Start the fakes in their own process, writing the microphone's WAV to `wav`. */
async function startFakes(wav: string): Promise<{ fakes: Fakes; process: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/test/fake-iflytek.cli.ts', '--wav', wav], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  if (!child.stdout) throw new Error('no output pipe to the iFlytek fakes');
  const lines = readline.createInterface({ input: child.stdout });
  const first = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the iFlytek fakes did not start')), 60_000);
    lines.once('line', (line) => {
      clearTimeout(timer);
      resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`the iFlytek fakes exited with ${String(code)}`)));
  });
  return { fakes: JSON.parse(first) as Fakes, process: child };
}

describe.runIf(browserAvailable())('the translator in the browser', () => {
  let h: Harness;
  let fakes: ChildProcess | undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-translator-'));
  const wav = path.join(dir, 'heard.wav');

  beforeAll(async () => {
    const started = await startFakes(wav);
    fakes = started.process;
    const f = started.fakes;
    h = await startHarness({
      env: {
        IFLYTEK_APP_ID: f.appId,
        IFLYTEK_API_KEY: f.apiKey,
        IFLYTEK_API_SECRET: f.apiSecret,
        IFLYTEK_TRANSLATE_URL: f.translateUrl,
        IFLYTEK_IAT_URL: f.iatUrl,
        IFLYTEK_IAT_NICHE_URL: f.iatNicheUrl,
        IFLYTEK_TTS_URL: f.ttsUrl,
      },
      browserArgs: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${wav}`, '--autoplay-policy=no-user-gesture-required'],
    });
  }, 120_000);
  afterAll(async () => {
    await h?.stop();
    fakes?.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Open the translator from its floating button; the dialog once its controls are there. */
  async function openTranslator(page: Page, locale: Locale): Promise<Locator> {
    const t = TRANSLATOR_TEXT[locale];
    await page.getByRole('button', { name: TEXT[locale].home.sections.translator, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.title });
    await dialog.getByRole('combobox', { name: t.languages.source }).waitFor();
    return dialog;
  }

  /** Every `data-state` the translator passes through, recorded in the page from now on. */
  async function recordStates(page: Page): Promise<() => Promise<string[]>> {
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { translatorStates: string[] }).translatorStates = seen;
      const root = document.querySelector('[data-state]');
      if (root) seen.push(root.getAttribute('data-state') ?? '');
      new MutationObserver(() => {
        const state = document.querySelector('[role="dialog"][data-state]')?.getAttribute('data-state');
        if (state && seen[seen.length - 1] !== state) seen.push(state);
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
    });
    return () => page.evaluate(() => (window as unknown as { translatorStates: string[] }).translatorStates);
  }

  it('en-US at 1280 px: speaks Mandarin into the microphone and hears it in English (listening → processing → speaking → idle)', async () => {
    const t = TRANSLATOR_TEXT['en-US'];
    const { context, page, problems } = await openRecordedPage(h, 1280, 'en-US');
    await context.grantPermissions(['microphone'], { origin: h.baseUrl });
    // Count audio that played to its end: the spoken translation is an MP3 in an <audio> element.
    await context.addInitScript(() => {
      const played = { started: 0, ended: 0 };
      (window as unknown as { played: typeof played }).played = played;
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        played.started += 1;
        this.addEventListener('ended', () => (played.ended += 1), { once: true });
        return play.call(this);
      };
    });
    await page.goto(`${h.baseUrl}/`);
    const dialog = await openTranslator(page, 'en-US');
    await dialog.getByRole('combobox', { name: t.languages.source }).selectOption('zh');
    await dialog.getByRole('combobox', { name: t.languages.target }).selectOption('en');
    await dialog.getByRole('tab', { name: t.tabs.voice }).click();
    const states = await recordStates(page);
    const remaining = dialog.getByTestId('translator-remaining');
    await expect.poll(() => remaining.textContent()).toMatch(/\d/);
    const before = Number(/\d+/.exec((await remaining.textContent()) ?? '')?.[0]);

    await dialog.getByRole('button', { name: t.voice.start }).click();
    await expect.poll(() => dialog.getAttribute('data-state'), { timeout: 15_000 }).toBe('listening');
    // Past the 500 ms toggle debounce, with audio flowing.
    await page.waitForTimeout(1500);
    await dialog.getByRole('button', { name: t.voice.stop }).click();

    const conversation = dialog.getByRole('list', { name: t.voice.conversation });
    await conversation.getByText(HEARD).waitFor({ timeout: 20_000 });
    await conversation.getByText(HEARD_IN_ENGLISH).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.evaluate(() => (window as unknown as { played: { ended: number } }).played.ended), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    await expect.poll(() => dialog.getAttribute('data-state'), { timeout: 20_000 }).toBe('idle');
    // From the start of listening: processing, then speaking, and idle at the end.
    const passed = (await states()).slice((await states()).indexOf('listening'));
    const order = ['listening', 'processing', 'speaking'].map((state) => passed.indexOf(state));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(passed.at(-1)).toBe('idle');
    await conversation.getByRole('button', { name: t.voice.play }).first().waitFor();
    // One recording is one voice unit of this visitor.
    await expect.poll(() => remaining.textContent(), { timeout: 10_000 }).toBe(t.remaining[before - 1 === 1 ? 'count_one' : 'count_other'].replace('{{count}}', String(before - 1)));
    await dialog.getByRole('status').filter({ hasText: t.status.idle }).waitFor();
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'translator-voice-en-US-1280.png') });

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  for (const locale of LOCALES) {
    for (const width of [375, 1280]) {
      it(`${locale} at ${width} px: text mode translates on Enter and counts characters`, async () => {
        const t = TRANSLATOR_TEXT[locale];
        const { context, page, problems } = await openRecordedPage(h, width, locale);
        await page.goto(`${h.baseUrl}/`);
        const dialog = await openTranslator(page, locale);
        if (width === 375) expect((await dialog.boundingBox())?.width).toBe(375);
        await dialog.getByRole('combobox', { name: t.languages.source }).selectOption('zh');
        await dialog.getByRole('combobox', { name: t.languages.target }).selectOption('en');
        await dialog.getByRole('tab', { name: t.tabs.text }).click();
        const input = dialog.getByRole('textbox', { name: t.text.input });
        await input.fill(HEARD);
        expect(await dialog.getByTestId('translator-counter').textContent()).toBe(t.text.counter.replace('{{count}}', String([...HEARD].length)).replace('{{max}}', '5000'));
        await input.press('Enter');
        await expect.poll(() => dialog.getByTestId('translator-result').textContent(), { timeout: 15_000 }).toContain(HEARD_IN_ENGLISH);
        await dialog.getByRole('button', { name: t.text.copy }).waitFor();
        expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, `translator-text-${locale}-${width}.png`) });
        if (width === 375) {
          // A take-me-here card from the phrase cards tab: the place's Chinese name in large type, and
          // nothing wider than the phone.
          await dialog.getByRole('tab', { name: t.tabs.cards }).click();
          await dialog.getByRole('searchbox').fill('三塔');
          await dialog.locator('.phrase-cards-result').first().click();
          await dialog.locator('.phrase-card-chinese').filter({ hasText: '三塔' }).waitFor();
          expect(await dialog.evaluate((element) => element.scrollWidth)).toBeLessThanOrEqual(375);
          await page.screenshot({ path: path.join(SCREENSHOT_DIR, `translator-cards-${locale}-${width}.png`) });
        }
        expect(problems).toEqual([]);
        await context.close();
      }, 60_000);
    }
  }

  it('keeps the language rules: Cantonese pairs only with Mandarin or English, never the same language twice, swap swaps', async () => {
    const t = TRANSLATOR_TEXT['en-US'];
    const { context, page, problems } = await openRecordedPage(h, 1280, 'en-US');
    await page.goto(`${h.baseUrl}/`);
    const dialog = await openTranslator(page, 'en-US');
    const source = dialog.getByRole('combobox', { name: t.languages.source });
    const target = dialog.getByRole('combobox', { name: t.languages.target });
    await source.selectOption('en');
    await target.selectOption('ja');
    await source.selectOption('zh_cantonese');
    expect(await source.inputValue()).toBe('zh_cantonese');
    expect(['zh', 'en']).toContain(await target.inputValue());
    // The adjustment is said in a warning toast.
    await page.locator('.toast', { hasText: t.rules.cantonese.split(',')[0] ?? '' }).first().waitFor();
    // The same language on both sides is adjusted away.
    await target.selectOption('zh_cantonese');
    expect(await source.inputValue()).not.toBe(await target.inputValue());
    const before = [await source.inputValue(), await target.inputValue()];
    await dialog.getByRole('button', { name: t.languages.swap }).click();
    expect([await source.inputValue(), await target.inputValue()]).toEqual([before[1], before[0]]);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  it('has no translator button where the shell is hidden (about us), and one on the main pages', async () => {
    const { context, page, problems } = await openRecordedPage(h, 1280, 'en-US');
    await page.goto(`${h.baseUrl}/attractions`);
    const fab = () => page.getByRole('button', { name: TEXT['en-US'].home.sections.translator, exact: true });
    await fab().waitFor();
    await page.goto(`${h.baseUrl}/about-us`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await fab().count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

});

/**
 * The embedded default (no speech or translation provider configured), in the browser: the
 * phrasebook translates a common phrase offline; other text gets the "no translation service"
 * guidance; a recording is refused with the voice-needs-a-provider note and the text tab is shown.
 */
describe.runIf(browserAvailable())('the translator without providers in the browser', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ browserArgs: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] });
  }, 120_000);
  afterAll(async () => {
    await h?.stop();
  });

  it('en-US: the phrasebook answers offline, anything else and voice say what still works', async () => {
    const t = TRANSLATOR_TEXT['en-US'];
    const { context, page, problems } = await openRecordedPage(h, 1280, 'en-US');
    await context.grantPermissions(['microphone'], { origin: h.baseUrl });
    await page.goto(`${h.baseUrl}/attractions`);
    await page.getByRole('button', { name: TEXT['en-US'].home.sections.translator, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.title });
    await dialog.getByRole('combobox', { name: t.languages.source }).selectOption('en');
    await dialog.getByRole('combobox', { name: t.languages.target }).selectOption('zh');

    await dialog.getByRole('tab', { name: t.tabs.text }).click();
    const input = dialog.getByRole('textbox', { name: t.text.input });
    // A phrase of catalog/phrasebook.json, typed as a visitor would (no question mark, lower case).
    await input.fill('where is the toilet');
    await dialog.getByRole('button', { name: t.text.translate, exact: true }).click();
    await expect.poll(() => dialog.getByTestId('translator-result').textContent(), { timeout: 15_000 }).toContain('洗手间在哪里？');

    await input.fill('Could you keep our luggage until the evening bus to Shaxi?');
    await dialog.getByRole('button', { name: t.text.translate, exact: true }).click();
    await dialog.getByRole('note').filter({ hasText: t.errors.translationUnavailable }).waitFor({ timeout: 15_000 });

    await dialog.getByRole('tab', { name: t.tabs.voice }).click();
    await dialog.getByRole('button', { name: t.voice.start }).click();
    await dialog.getByRole('note').filter({ hasText: t.errors.voiceUnavailable }).waitFor({ timeout: 15_000 });
    await expect.poll(() => dialog.getByRole('tab', { name: t.tabs.text }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => dialog.getAttribute('data-state')).toBe('idle');
    // The translate route answered 503 for the text no phrase covers; the browser logs that refusal.
    expect(problems.filter((problem) => !problem.includes('status of 503'))).toEqual([]);
    await context.close();
  }, 60_000);
});
