import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@dali/shared/locales';
import { useOverlayStore } from '../../../lib/overlays/overlay-store';
import { useSessionStore } from '../../../lib/session';
import { useToastStore } from '../../../lib/ui/toast';
import { ok, renderShell, toastTexts } from '../../../test/render-shell';
import { bytesToBase64 } from '../audio/pcm';
import { TRANSLATOR_TOGGLE_DEBOUNCE_MS } from '@dali/shared/contracts/voice';
import { FAB_TOGGLE_DEBOUNCE_MS } from './translator-slot';
import { INITIAL_TRANSLATOR_STATE, useTranslatorStore } from '../state/translator-store';
import { MockWebSocket, recognitionReply } from '../test/mock-web-socket';

const capture = vi.hoisted(() => ({ stop: vi.fn(async () => undefined), push: (() => undefined) as (samples: Int16Array) => void }));
vi.mock('../audio/capture', () => ({
  startCapture: vi.fn(async (onPcm: (samples: Int16Array) => void) => {
    capture.push = onPcm;
    return { contextRate: 48_000, stop: capture.stop };
  }),
}));

vi.setConfig({ testTimeout: 20_000 });

let remaining = 7;
const translations: { text: string; from: string; to: string }[] = [];
const server = setupServer(
  http.get('*/api/v1/voice/rate-limit/remaining', () => HttpResponse.json(ok(remaining))),
  http.post('*/api/v1/translation/translate', async ({ request }) => {
    const body = (await request.json()) as { text: string; from: 'en'; to: 'zh' };
    translations.push(body);
    return HttpResponse.json(ok({ translatedText: `译：${body.text}`, from: body.from, to: body.to, provider: 'local' }));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  MockWebSocket.reset();
  vi.stubGlobal('WebSocket', MockWebSocket);
  // jsdom has neither object URLs nor media playback: the clip "plays" and ends at once.
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost:3000/clip');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function play(this: HTMLMediaElement) {
    setTimeout(() => this.onended?.(new Event('ended')), 0);
    return Promise.resolve();
  });
});
afterEach(() => {
  server.resetHandlers();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  capture.stop.mockClear();
  useSessionStore.getState().logOut();
  useOverlayStore.setState({ open: {} });
  useToastStore.setState({ toasts: [] });
  useTranslatorStore.setState({ ...INITIAL_TRANSLATOR_STATE });
  translations.length = 0;
  remaining = 7;
});
afterAll(() => server.close());

/** Render the shell, press the floating button and wait for the overlay. */
async function openTranslator(locale: Locale = 'en-US') {
  const view = await renderShell(locale);
  const fab = await screen.findByRole('button', { name: locale === 'en-US' ? 'Voice and text translator' : /翻/ });
  await userEvent.setup().click(fab);
  const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  return { ...view, fab, dialog };
}

describe('floating translator overlay', () => {
  it('opens from the floating button with the remaining count, languages in their own names, and idle state', async () => {
    const { dialog } = await openTranslator();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('heading', { name: 'Translator' })).toBeTruthy();
    expect(dialog.dataset.state).toBe('idle');
    expect(await within(dialog).findByText('7 free voice translations left')).toBeTruthy();
    const source = within(dialog).getByRole('combobox', { name: 'From' }) as HTMLSelectElement;
    expect(source.value).toBe('en');
    expect(within(source).getAllByRole('option')).toHaveLength(14);
    expect(within(source).getByRole('option', { name: '粵語' })).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe('Ready');
  });

  it('shows "unlimited" above 11 remaining and the count at 11', async () => {
    remaining = 12;
    const first = await openTranslator();
    expect(await within(first.dialog).findByText('Unlimited voice translations')).toBeTruthy();
    cleanup();
    useOverlayStore.setState({ open: {} });
    remaining = 11;
    const second = await openTranslator();
    expect(await within(second.dialog).findByText('11 free voice translations left')).toBeTruthy();
  });

  it('fetches the remaining count again after a login', async () => {
    const { dialog } = await openTranslator();
    expect(await within(dialog).findByText('7 free voice translations left')).toBeTruthy();
    remaining = 999_999;
    act(() => useSessionStore.getState().logIn({ userId: '702938475610293847', username: 'mei', accessToken: 'token-abc', role: 'USER' }));
    expect(await within(dialog).findByText('Unlimited voice translations')).toBeTruthy();
  });

  it.each([
    ['zh-CN', '翻译', '开始录音'],
    ['zh-HK', '翻譯', '開始錄音'],
    ['en-US', 'Translator', 'Start recording'],
  ] as const)('renders in %s', async (locale, title, record) => {
    const { dialog } = await openTranslator(locale);
    expect(within(dialog).getByRole('heading', { name: title })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: record })).toBeTruthy();
  });

  it('adjusts a Cantonese pair with a warning and swaps', async () => {
    const { dialog } = await openTranslator();
    const source = within(dialog).getByRole('combobox', { name: 'From' }) as HTMLSelectElement;
    const target = within(dialog).getByRole('combobox', { name: 'To' }) as HTMLSelectElement;
    fireEvent.change(target, { target: { value: 'zh_cantonese' } });
    expect([source.value, target.value]).toEqual(['en', 'zh_cantonese']);
    fireEvent.change(source, { target: { value: 'ja' } });
    expect([source.value, target.value]).toEqual(['ja', 'en']);
    expect(toastTexts('warning')[0]).toMatch(/Cantonese pairs only with Mandarin or English/);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Swap languages' }));
    expect([source.value, target.value]).toEqual(['en', 'ja']);
    // The same language on both sides: the other side takes the old value, with its own warning.
    fireEvent.change(target, { target: { value: 'en' } });
    expect([source.value, target.value]).toEqual(['ja', 'en']);
    expect(toastTexts('warning')).toContain('The two languages must differ, so the pair is now 日本語 → English.');
  });

  it('opens the phrase cards of the chosen pair in the third tab', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/v1/translation/phrases', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ code: 40401, message: 'Not found', data: null }, { status: 404 });
      }),
    );
    const { dialog } = await openTranslator();
    await userEvent.setup().click(within(dialog).getByRole('tab', { name: 'Phrase cards' }));
    expect(await within(dialog).findByRole('heading', { name: 'Common phrases' }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(asked).toEqual(['?from=en&to=zh']));
  });

  it('opens on the tab it is asked for', async () => {
    await renderShell('en-US');
    act(() => useOverlayStore.setState({ open: { floatingTranslator: { kind: 'floatingTranslator', tab: 'text' } } }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByRole('tab', { name: 'Text' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByRole('textbox', { name: 'Text to translate' })).toBeTruthy();
  });

  it('ignores a second press of the floating button within 500 ms', async () => {
    expect(FAB_TOGGLE_DEBOUNCE_MS).toBe(TRANSLATOR_TOGGLE_DEBOUNCE_MS);
    const { fab } = await openTranslator();
    fireEvent.click(fab);
    expect(useOverlayStore.getState().open.floatingTranslator).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, FAB_TOGGLE_DEBOUNCE_MS));
    fireEvent.click(fab);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Escape closes it and focus returns to the floating button', async () => {
    const { dialog, fab } = await openTranslator();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useOverlayStore.getState().open.floatingTranslator).toBeUndefined();
    expect(document.activeElement).toBe(fab);
  });

  it('Escape still closes it when focus fell to the page (a control was disabled while busy)', async () => {
    await openTranslator();
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps Tab inside the dialog', async () => {
    const { dialog } = await openTranslator();
    const close = within(dialog).getByRole('button', { name: 'Close translator' });
    const record = within(dialog).getByRole('button', { name: 'Start recording' });
    record.focus();
    fireEvent.keyDown(record, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(record);
  });
});

describe('text mode', () => {
  async function openText() {
    const opened = await openTranslator();
    const user = userEvent.setup();
    await user.click(within(opened.dialog).getByRole('tab', { name: 'Text' }));
    const input = within(opened.dialog).getByRole('textbox', { name: 'Text to translate' }) as HTMLTextAreaElement;
    return { ...opened, user, input };
  }

  it('counts characters, keeps Shift+Enter as a new line and translates on Enter', async () => {
    const { dialog, user, input } = await openText();
    await user.type(input, 'hello{Shift>}{Enter}{/Shift}lake');
    expect(input.value).toBe('hello\nlake');
    expect(within(dialog).getByTestId('translator-counter').textContent).toBe('10 / 5000');
    expect(translations).toHaveLength(0);
    await user.type(input, '{Enter}');
    expect((await within(dialog).findByTestId('translator-result')).textContent).toBe('译：hello\nlake');
    expect(translations).toEqual([{ text: 'hello\nlake', from: 'en', to: 'zh' }]);
  });

  it('stops at 5000 characters', async () => {
    const { dialog, input } = await openText();
    fireEvent.change(input, { target: { value: 'a'.repeat(6000) } });
    expect(input.value).toHaveLength(5000);
    expect(input.maxLength).toBe(5000);
    expect(within(dialog).getByTestId('translator-counter').textContent).toBe('5000 / 5000');
  });

  it('copies the translation', async () => {
    const { dialog, user, input } = await openText();
    // After userEvent.setup(), which puts its own clipboard in place.
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.type(input, 'hi{Enter}');
    await within(dialog).findByTestId('translator-result');
    await user.click(within(dialog).getByRole('button', { name: 'Copy translation' }));
    expect(writeText).toHaveBeenCalledWith('译：hi');
    expect(toastTexts('success')).toEqual(['Translation copied']);
  });

  it('explains a missing translation provider (50303) and shows a 429 message', async () => {
    server.use(http.post('*/api/v1/translation/translate', () => HttpResponse.json({ code: 50303, message: 'Translation unavailable', data: null }, { status: 503 })));
    const { dialog, user, input } = await openText();
    await user.type(input, 'hi{Enter}');
    expect((await within(dialog).findByRole('note')).textContent).toMatch(/No translation service is connected here.*phrase cards still work offline/);
    server.use(http.post('*/api/v1/translation/translate', () => HttpResponse.json({ code: 42902, message: 'Daily free limit reached', data: null }, { status: 429 })));
    await user.click(within(dialog).getByRole('button', { name: 'Translate' }));
    await waitFor(() => expect(toastTexts('error')).toEqual(['Daily free limit reached']));
  });

  it('plays the translation through the synthesis socket', async () => {
    const { dialog, user, input } = await openText();
    await user.type(input, 'hi{Enter}');
    await within(dialog).findByTestId('translator-result');
    await user.click(within(dialog).getByRole('button', { name: 'Play translation' }));
    const socket = MockWebSocket.last('/api/v1/voice/synthesis');
    act(() => socket.open());
    expect(socket.sent[0]).toMatchObject({ business: { vcn: 'xiaoyan', aue: 'lame' }, data: { status: 2 } });
    act(() => socket.reply({ code: 0, message: 'success', data: { audio: bytesToBase64(Uint8Array.from([1])), status: 2 } }));
    await waitFor(() => expect(HTMLMediaElement.prototype.play).toHaveBeenCalled());
    await waitFor(() => expect(dialog.dataset.state).toBe('idle'));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost:3000/clip');
  });
});

describe('voice mode', () => {
  it('records, shows the recognised and translated text, speaks it, and announces each state', async () => {
    const { dialog } = await openTranslator();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Start recording' }));
    expect(dialog.dataset.state).toBe('connecting');
    const recognition = MockWebSocket.last('/api/v1/voice/recognition');
    expect(recognition.url).toMatch(/^ws:\/\/localhost:3000\/api\/v1\/voice\/recognition\?locale=en-US&fingerprint=/);
    act(() => recognition.open());
    await waitFor(() => expect(dialog.dataset.state).toBe('listening'));
    expect(within(dialog).getByRole('status').textContent).toBe('Listening…');
    act(() => recognition.reply(recognitionReply(1, 'Hello')));
    expect(within(dialog).getByText('Hello')).toBeTruthy();
    // The record button ignores a second press within 500 ms.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await user.click(within(dialog).getByRole('button', { name: 'Stop recording' }));
    expect(dialog.dataset.state).toBe('processing');
    act(() => recognition.reply(recognitionReply(2, ' there', { status: 2 })));
    expect(await within(dialog).findByText('译：Hello there')).toBeTruthy();
    const synthesis = MockWebSocket.last('/api/v1/voice/synthesis');
    act(() => synthesis.open());
    act(() => synthesis.reply({ code: 0, message: 'success', data: { audio: bytesToBase64(Uint8Array.from([1])), status: 2 } }));
    await waitFor(() => expect(dialog.dataset.state).toBe('idle'));
    expect(capture.stop).toHaveBeenCalled();
  });

  it('448 from the recognition socket closes the overlay and goes to the pricing page', async () => {
    const { dialog, router } = await openTranslator();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Start recording' }));
    const recognition = MockWebSocket.last('/recognition');
    act(() => recognition.open());
    await waitFor(() => expect(dialog.dataset.state).toBe('listening'));
    act(() => recognition.reply({ code: 44801, message: 'Your voice quota is used up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/package-pricing'));
    expect(useOverlayStore.getState().open.floatingTranslator).toBeUndefined();
    expect(toastTexts('error')).toEqual(['Your voice quota is used up']);
    expect(capture.stop).toHaveBeenCalled();
  });

  it('4001 asks to log in again and opens the login dialog', async () => {
    const { dialog } = await openTranslator();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Start recording' }));
    act(() => MockWebSocket.last('/recognition').serverClose(4001, 'token invalid'));
    await waitFor(() => expect(toastTexts('error')).toEqual(['Token validation failed; please log in again']));
    expect(useOverlayStore.getState().open.loginDialog).toEqual({ kind: 'loginDialog', view: 'login' });
  });

  it('closing while recording frees the microphone and the socket', async () => {
    const { dialog } = await openTranslator();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Start recording' }));
    const recognition = MockWebSocket.last('/recognition');
    act(() => recognition.open());
    await waitFor(() => expect(dialog.dataset.state).toBe('listening'));
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close translator' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(capture.stop).toHaveBeenCalled();
    expect(recognition.closedByClient).toBe(1000);
    expect(useTranslatorStore.getState().status).toBe('idle');
  });
});
