import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TranslatorLanguage } from '@dali/shared/contracts/translation';
import { ApiError } from '../../../lib/api-client';
import type { AudioPlayer } from '../audio/playback';
import { bytesToBase64 } from '../audio/pcm';
import { INITIAL_TRANSLATOR_STATE, useTranslatorStore } from '../state/translator-store';
import { MockWebSocket, recognitionReply } from '../test/mock-web-socket';
import { TranslatorError } from '../translator-error';
import { MIC_DENIED_NOTICE_MS, TranslatorController, type TranslatorDeps } from './translator-controller';

/** Controller with fakes; returns them for inspection. */
function setup(overrides: Partial<TranslatorDeps> = {}) {
  const capture = { contextRate: 48_000, stop: vi.fn(async () => undefined) };
  let pushPcm: (samples: Int16Array) => void = () => undefined;
  const player = { play: vi.fn(async () => undefined), stop: vi.fn() };
  let clock = 10_000;
  const deps: TranslatorDeps = {
    startCapture: vi.fn(async (onPcm: (samples: Int16Array) => void) => {
      pushPcm = onPcm;
      return capture;
    }),
    translate: vi.fn(async (text: string, from: TranslatorLanguage, to: TranslatorLanguage) => ({ translatedText: `[${to}] ${text}`, from, to, provider: 'local' })),
    player: player as unknown as AudioPlayer,
    caller: () => ({ token: 'token-abc', locale: 'en-US', fingerprint: 'visitor-0001' }),
    isIos: () => false,
    t: (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key),
    notify: { error: vi.fn(), warning: vi.fn() },
    close: vi.fn(),
    goToPricing: vi.fn(),
    openLogin: vi.fn(),
    sessionExpired: vi.fn(),
    refreshRemaining: vi.fn(),
    now: () => clock,
    ...overrides,
  };
  const controller = new TranslatorController(deps);
  return { controller, deps, capture, player, push: (samples: Int16Array) => pushPcm(samples), advanceClock: (ms: number) => (clock += ms) };
}

const state = () => useTranslatorStore.getState();
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Start recording and open the recognition socket. */
async function record(controller: TranslatorController): Promise<MockWebSocket> {
  expect(controller.toggleRecording()).toBe(true);
  expect(state().status).toBe('connecting');
  await flush();
  const socket = MockWebSocket.last('/api/v1/voice/recognition');
  socket.open();
  await flush();
  return socket;
}

beforeEach(() => {
  MockWebSocket.reset();
  vi.stubGlobal('WebSocket', MockWebSocket);
  useTranslatorStore.setState({ ...INITIAL_TRANSLATOR_STATE });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('voice turn', () => {
  it('goes connecting → listening → processing → speaking → idle through recognition, translation and synthesis', async () => {
    const { controller, deps, capture, player, push } = setup();
    const statuses: string[] = [];
    const unsubscribe = useTranslatorStore.subscribe((s, prev) => s.status !== prev.status && statuses.push(s.status));
    const recognition = await record(controller);
    expect(recognition.url).toBe('ws://localhost:3000/api/v1/voice/recognition?token=token-abc&locale=en-US&fingerprint=visitor-0001');
    expect(state().status).toBe('listening');
    push(new Int16Array(640).fill(100));
    recognition.reply(recognitionReply(1, 'Where is'));
    expect(state().liveText).toBe('Where is');
    const stopped = controller.stopRecording();
    await flush();
    expect(capture.stop).toHaveBeenCalled();
    expect((recognition.sent.at(-1) as { data: { status: number } }).data.status).toBe(2);
    recognition.reply(recognitionReply(2, ' the old town?', { status: 2 }));
    await flush();
    expect(deps.translate).toHaveBeenCalledWith('Where is the old town?', 'en', 'zh');
    await flush();
    const synthesis = MockWebSocket.last('/api/v1/voice/synthesis');
    synthesis.open();
    expect(synthesis.sent[0]).toMatchObject({ business: { vcn: 'xiaoyan' } });
    synthesis.reply({ code: 0, message: 'success', data: { audio: bytesToBase64(Uint8Array.from([9, 9])), status: 2 } });
    await stopped;
    expect(player.play).toHaveBeenCalledTimes(1);
    expect(state().turns).toEqual([{ id: 1, spoken: 'Where is the old town?', translation: '[zh] Where is the old town?', from: 'en', to: 'zh' }]);
    expect(state().status).toBe('idle');
    expect(statuses).toEqual(['connecting', 'listening', 'processing', 'speaking', 'idle']);
    expect(deps.refreshRemaining).toHaveBeenCalled();
    unsubscribe();
  });

  it('ends the recording by itself 30 s after it started', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { controller } = setup();
    controller.toggleRecording();
    await vi.advanceTimersByTimeAsync(0);
    MockWebSocket.last('/recognition').open();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(state().status).toBe('listening');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state().status).toBe('processing');
  });

  it('carries the turn through when the server ends the speech itself', async () => {
    const { controller, deps, capture } = setup();
    const socket = await record(controller);
    socket.reply(recognitionReply(1, 'Thank you', { status: 2 }));
    await flush();
    expect(capture.stop).toHaveBeenCalled();
    expect(deps.translate).toHaveBeenCalledWith('Thank you', 'en', 'zh');
    await flush();
    expect(MockWebSocket.last('/synthesis')).toBeTruthy();
  });

  it('ignores a second press within 500 ms', async () => {
    const { controller, advanceClock } = setup();
    await record(controller);
    advanceClock(499);
    expect(controller.toggleRecording()).toBe(false);
    expect(state().status).toBe('listening');
    advanceClock(1);
    expect(controller.toggleRecording()).toBe(true);
    expect(state().status).toBe('processing');
  });
});

describe('voice errors (spec §8)', () => {
  it('448 closes the overlay and goes to the pricing page', async () => {
    const { controller, deps, capture } = setup();
    const socket = await record(controller);
    socket.reply({ code: 44801, message: 'Your translation quota is used up' });
    expect(deps.notify.error).toHaveBeenCalledWith('Your translation quota is used up');
    expect(deps.close).toHaveBeenCalled();
    expect(deps.goToPricing).toHaveBeenCalled();
    expect(capture.stop).toHaveBeenCalled();
    expect(state().status).toBe('idle');
  });

  it('429 stops the voice and shows the server message', async () => {
    const { controller, deps } = setup();
    const socket = await record(controller);
    socket.reply({ code: 42902, message: 'Free voice uses for today are used up' });
    expect(deps.notify.error).toHaveBeenCalledWith('Free voice uses for today are used up');
    expect(deps.close).not.toHaveBeenCalled();
    expect(state().status).toBe('idle');
  });

  it('50304 explains that voice needs a speech provider and switches to text', async () => {
    const { controller } = setup();
    const socket = await record(controller);
    socket.reply({ code: 50304, message: 'Voice service unavailable' });
    expect(state()).toMatchObject({ tab: 'text', status: 'idle', notice: { kind: 'info', text: 'errors.voiceUnavailable' } });
  });

  it('close 4001 asks to log in again', async () => {
    const { controller, deps } = setup();
    controller.toggleRecording();
    await flush();
    MockWebSocket.last('/recognition').serverClose(4001, 'token invalid');
    await flush();
    expect(deps.notify.error).toHaveBeenCalledWith('errors.tokenInvalid');
    expect(deps.openLogin).toHaveBeenCalled();
    expect(state().status).toBe('idle');
  });

  it("'login expired' logs out with the authentication message", async () => {
    const { controller, deps } = setup();
    const socket = await record(controller);
    socket.reply({ code: 40103, message: 'login expired' });
    expect(deps.notify.error).toHaveBeenCalledWith('errors.loginExpired');
    expect(deps.sessionExpired).toHaveBeenCalled();
  });

  it('a disconnect mid-recording stops the recording with a message', async () => {
    const { controller, deps, capture } = setup();
    const socket = await record(controller);
    socket.fail();
    await flush();
    expect(deps.notify.error).toHaveBeenCalledWith('errors.recordingStopped');
    expect(capture.stop).toHaveBeenCalled();
    expect(state().status).toBe('idle');
  });

  it('a synthesis that does not finish within 30 s times out with the retry message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { controller, deps } = setup();
    const speaking = controller.speak('你好', 'zh', 'text');
    MockWebSocket.last('/synthesis').open();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(deps.notify.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await speaking;
    expect(deps.notify.error).toHaveBeenCalledWith('errors.synthesisTimeout');
    expect(state().status).toBe('idle');
  });

  it('waits 60 s for synthesis on iOS', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { controller, deps } = setup({ isIos: () => true });
    void controller.speak('hi', 'en', 'text');
    await vi.advanceTimersByTimeAsync(59_999);
    expect(deps.notify.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.notify.error).toHaveBeenCalledWith('errors.synthesisTimeout');
  });

  it('microphone denied shows a warning for 5 s; the other microphone errors are toasts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const denied = setup({ startCapture: async () => Promise.reject(new TranslatorError('micDenied')) });
    await denied.controller.startRecording();
    expect(state().notice).toEqual({ kind: 'warning', text: 'errors.micDenied' });
    expect(MockWebSocket.instances).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(MIC_DENIED_NOTICE_MS);
    expect(state().notice).toBeNull();
    for (const kind of ['micNotSupported', 'micNotFound', 'micInUse', 'micFailed'] as const) {
      const other = setup({ startCapture: async () => Promise.reject(new TranslatorError(kind)) });
      await other.controller.startRecording();
      expect(other.deps.notify.error).toHaveBeenCalledWith(`errors.${kind}`);
    }
  });

  it('audio errors: play failed is a toast, a blocked autoplay (iOS) a note to tap play', async () => {
    for (const [kind, expected] of [
      ['playFailed', 'toast'],
      ['gestureRequired', 'notice'],
    ] as const) {
      MockWebSocket.reset();
      const { controller, deps, player } = setup();
      player.play.mockRejectedValueOnce(new TranslatorError(kind));
      const speaking = controller.speak('hello', 'en', 'text');
      const socket = MockWebSocket.last('/synthesis');
      socket.open();
      socket.reply({ code: 0, message: 'success', data: { audio: 'AAAA', status: 2 } });
      await speaking;
      if (expected === 'toast') expect(deps.notify.error).toHaveBeenCalledWith(`errors.${kind}`);
      else expect(state().notice).toEqual({ kind: 'info', text: `errors.${kind}` });
      expect(state().status).toBe('idle');
      if (kind === 'gestureRequired') {
        // The tap replays the clip already made: no second synthesis, and the note goes.
        await controller.speak('hello', 'en', 'text');
        expect(MockWebSocket.instances.filter((s) => s.url.includes('/synthesis'))).toHaveLength(1);
        expect(player.play).toHaveBeenCalledTimes(2);
        expect(state().notice).toBeNull();
      }
    }
  });
});

describe('text translation (spec §5, §8)', () => {
  it('translates the trimmed input', async () => {
    const { controller } = setup();
    useTranslatorStore.setState({ textInput: '  hello  ', source: 'en', target: 'ja' });
    await controller.translateInput();
    expect(state().textResult).toEqual({ text: 'hello', translation: '[ja] hello', from: 'en', to: 'ja' });
  });

  it('refuses blank input and more than 5000 characters without calling the server', async () => {
    const { controller, deps } = setup();
    useTranslatorStore.setState({ textInput: '   ' });
    await controller.translateInput();
    useTranslatorStore.setState({ textInput: 'a'.repeat(5001) });
    await controller.translateInput();
    expect(deps.translate).not.toHaveBeenCalled();
    expect(deps.notify.warning).toHaveBeenCalledWith('text.empty');
    expect(deps.notify.error).toHaveBeenCalledWith('text.tooLong {"max":5000}');
  });

  const failing = (error: unknown) => setup({ translate: async () => Promise.reject(error) });

  it('401 closes the translator (the request client has logged out)', async () => {
    const { controller, deps } = failing(new ApiError('unauthorized', 'login expired', 401));
    useTranslatorStore.setState({ textInput: 'hi' });
    await controller.translateInput();
    expect(deps.close).toHaveBeenCalled();
  });

  it('429 shows the server message; 448 shows it and offers the packages', async () => {
    const limited = failing(new ApiError('http', 'Daily free limit reached', 429, 42902));
    useTranslatorStore.setState({ textInput: 'hi' });
    await limited.controller.translateInput();
    expect(limited.deps.notify.error).toHaveBeenCalledWith('Daily free limit reached');
    const exhausted = failing(new ApiError('http', 'Quota used up', 448, 44801));
    await exhausted.controller.translateInput();
    expect(exhausted.deps.notify.error).toHaveBeenCalledWith('Quota used up');
    expect(state().notice).toEqual({ kind: 'warning', text: 'Quota used up', action: 'pricing' });
    expect(exhausted.deps.goToPricing).not.toHaveBeenCalled();
  });

  it('50303 explains that no translation provider is connected', async () => {
    const { controller } = failing(new ApiError('http', 'Translation unavailable', 503, 50303));
    useTranslatorStore.setState({ textInput: 'hi' });
    await controller.translateInput();
    expect(state().notice).toEqual({ kind: 'info', text: 'errors.translationUnavailable' });
  });

  it('other failures say translation failed with the reason; a blank answer is an empty result', async () => {
    const broken = failing(new ApiError('http', 'Provider timed out', 502, 50201));
    useTranslatorStore.setState({ textInput: 'hi' });
    await broken.controller.translateInput();
    expect(broken.deps.notify.error).toHaveBeenCalledWith('errors.translationFailed {"reason":"Provider timed out"}');
    const empty = setup({ translate: async (_text, from, to) => ({ translatedText: '  ', from, to, provider: 'local' }) });
    await empty.controller.translateInput();
    expect(empty.deps.notify.error).toHaveBeenCalledWith('errors.translationEmpty');
    expect(state().textBusy).toBe(false);
  });
});

describe('language rules and closing', () => {
  it('adjusts the pair with a warning, swap included', () => {
    const { controller, deps } = setup();
    controller.setSource('zh_cantonese');
    expect(state()).toMatchObject({ source: 'zh_cantonese', target: 'zh' });
    expect(deps.notify.warning).not.toHaveBeenCalled();
    controller.setTarget('ko');
    expect(state()).toMatchObject({ source: 'en', target: 'ko' });
    expect(deps.notify.warning).toHaveBeenCalledTimes(1);
    controller.swap();
    expect(state()).toMatchObject({ source: 'ko', target: 'en' });
    controller.setTarget('ko');
    expect(state()).toMatchObject({ source: 'en', target: 'ko' });
  });

  it('dispose stops the microphone, the sockets and playback, and resets the state', async () => {
    const { controller, capture, player } = setup();
    const socket = await record(controller);
    useTranslatorStore.setState({ textInput: 'draft', notice: { kind: 'info', text: 'x' } });
    await controller.dispose();
    expect(capture.stop).toHaveBeenCalled();
    expect(player.stop).toHaveBeenCalled();
    expect(socket.closedByClient).toBe(1000);
    expect(state()).toMatchObject({ status: 'idle', textInput: '', notice: null, turns: [] });
  });
});
