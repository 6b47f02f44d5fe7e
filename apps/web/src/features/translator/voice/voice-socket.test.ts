import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { safeParse } from 'zod/mini';
import { RecognitionFrameSchema, SynthesisFrameSchema, VOICE_CLOSE_TOKEN_INVALID, type RecognitionFrame, type SynthesisFrame } from '@dali/shared/contracts/voice';
import { base64ToBytes, bytesToBase64 } from '../audio/pcm';
import { MockWebSocket, recognitionReply } from '../test/mock-web-socket';
import { type TranslatorError } from '../translator-error';
import { RecognitionSession, synthesisFrame, synthesize, voiceSocketUrl } from './voice-socket';

beforeEach(() => {
  MockWebSocket.reset();
  vi.stubGlobal('WebSocket', MockWebSocket);
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const caller = { token: 'tok en', locale: 'zh-HK', fingerprint: 'visitor-1234' };

describe('voiceSocketUrl', () => {
  it('uses ws on http and wss on https, with token, locale and fingerprint', () => {
    expect(voiceSocketUrl('/api/v1/voice/recognition', caller, 'https://dali.example')).toBe(
      'wss://dali.example/api/v1/voice/recognition?token=tok+en&locale=zh-HK&fingerprint=visitor-1234',
    );
    expect(voiceSocketUrl('/api/v1/voice/synthesis', { ...caller, token: null }, 'http://localhost:3000')).toBe(
      'ws://localhost:3000/api/v1/voice/synthesis?locale=zh-HK&fingerprint=visitor-1234',
    );
  });
});

async function openedSession(language: 'en' | 'zh_cantonese' = 'en', handlers = {}) {
  const session = new RecognitionSession('ws://localhost/api/v1/voice/recognition', language, handlers);
  const started = session.start();
  const socket = MockWebSocket.last('/recognition');
  socket.open();
  await started;
  return { session, socket };
}

function frames(socket: MockWebSocket): RecognitionFrame[] {
  return socket.sent.map((frame) => {
    const parsed = safeParse(RecognitionFrameSchema, frame);
    expect(parsed.success).toBe(true);
    return frame as RecognitionFrame;
  });
}

describe('RecognitionSession', () => {
  it('sends the first frame 50 ms after start with business, then a 1280-byte frame every 40 ms', async () => {
    const { session, socket } = await openedSession();
    session.pushPcm(new Int16Array(640 * 3).fill(1000));
    vi.advanceTimersByTime(49);
    expect(socket.sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    const [first] = frames(socket);
    expect(first?.data.status).toBe(0);
    expect(first?.business).toEqual({ language: 'en_us', domain: 'iat', accent: 'mandarin', vad_eos: 5000 });
    expect(base64ToBytes(first?.data.audio ?? '').length).toBe(1280);
    vi.advanceTimersByTime(39);
    expect(socket.sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(frames(socket)[1]?.data.status).toBe(1);
    vi.advanceTimersByTime(40);
    expect(socket.sent).toHaveLength(3);
    // Nothing queued: no frame.
    vi.advanceTimersByTime(200);
    expect(socket.sent).toHaveLength(3);
    for (const frame of frames(socket)) expect(base64ToBytes(frame.data.audio).length).toBe(1280);
  });

  it('asks for Cantonese with accent and rlang, even before any audio arrived', async () => {
    const { socket } = await openedSession('zh_cantonese');
    vi.advanceTimersByTime(50);
    expect(frames(socket)[0]).toMatchObject({ business: { language: 'zh_cn', accent: 'cantonese', rlang: 'zh-hk' }, data: { status: 0, audio: '' } });
  });

  it('finish flushes the queue, sends status 2 with empty audio and resolves with the rebuilt text', async () => {
    const texts: string[] = [];
    const { session, socket } = await openedSession('en', { onText: (text: string) => texts.push(text) });
    vi.advanceTimersByTime(50);
    session.pushPcm(new Int16Array(1000).fill(-5));
    const final = session.finish();
    const sent = frames(socket);
    expect(sent.map((frame) => frame.data.status)).toEqual([0, 1, 1, 2]);
    expect(base64ToBytes(sent[2]?.data.audio ?? '').length).toBe(2000 - 1280);
    expect(sent[3]?.data.audio).toBe('');
    socket.reply(recognitionReply(1, 'Where is'));
    socket.reply(recognitionReply(2, ' the lake', { pgs: 'apd' }));
    socket.reply(recognitionReply(2, ' Erhai Lake?', { pgs: 'rpl', rg: [2, 2], status: 2 }));
    await expect(final).resolves.toBe('Where is Erhai Lake?');
    expect(texts).toEqual(['Where is', 'Where is the lake', 'Where is Erhai Lake?']);
    expect(socket.closedByClient).toBe(1000);
  });

  it('a reply with code ≠ 0 is an error of its kind', async () => {
    const errors: TranslatorError[] = [];
    const { socket } = await openedSession('en', { onError: (error: TranslatorError) => errors.push(error) });
    socket.reply({ code: 42902, message: 'Daily free limit reached' });
    expect(errors[0]).toMatchObject({ kind: 'limit', message: 'Daily free limit reached' });
  });

  it('close 4001 before opening rejects start with tokenInvalid', async () => {
    const session = new RecognitionSession('ws://x/api/v1/voice/recognition', 'en');
    const started = session.start();
    MockWebSocket.last('/recognition').serverClose(VOICE_CLOSE_TOKEN_INVALID, 'token invalid');
    await expect(started).rejects.toMatchObject({ kind: 'tokenInvalid' });
  });

  it('a dropped socket while recording is reported as disconnected and stops the frames', async () => {
    const errors: TranslatorError[] = [];
    const { session, socket } = await openedSession('en', { onError: (error: TranslatorError) => errors.push(error) });
    session.pushPcm(new Int16Array(6400));
    socket.fail();
    expect(errors.map((error) => error.kind)).toEqual(['network']);
    vi.advanceTimersByTime(500);
    expect(socket.sent).toHaveLength(0);
  });
});

describe('synthesize', () => {
  it('sends one frame in the target voice and collects MP3 chunks until status 2', async () => {
    const synthesis = synthesize('ws://x/api/v1/voice/synthesis', '你好', 'zh', 30_000);
    const socket = MockWebSocket.last('/synthesis');
    socket.open();
    expect(socket.sent).toHaveLength(1);
    const frame = socket.sent[0] as SynthesisFrame;
    expect(safeParse(SynthesisFrameSchema, frame).success).toBe(true);
    expect(frame).toEqual({
      common: {},
      business: { vcn: 'xiaoyan', speed: 50, volume: 50, pitch: 50, aue: 'lame', sfl: 1, tte: 'UTF8' },
      data: { status: 2, text: '5L2g5aW9' },
    });
    socket.reply({ code: 0, message: 'success', data: { audio: bytesToBase64(Uint8Array.from([1, 2, 3])), status: 1 } });
    socket.reply({ code: 0, message: 'success', data: { audio: bytesToBase64(Uint8Array.from([4, 5])), status: 2 } });
    const blob = await synthesis.audio;
    expect(blob.type).toBe('audio/mpeg');
    // jsdom's FileReader reports through timers.
    vi.useRealTimers();
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(blob);
    });
    expect(Array.from(new Uint8Array(bytes))).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives up after the timeout', async () => {
    const synthesis = synthesize('ws://x/api/v1/voice/synthesis', 'hello', 'en', 30_000);
    MockWebSocket.last('/synthesis').open();
    const outcome = synthesis.audio.catch((error: unknown) => error);
    vi.advanceTimersByTime(29_999);
    vi.advanceTimersByTime(1);
    expect(await outcome).toMatchObject({ kind: 'synthesisTimeout' });
  });

  it('turns a quota reply into the quota error', async () => {
    const synthesis = synthesize('ws://x/api/v1/voice/synthesis', 'hello', 'en', 30_000);
    const socket = MockWebSocket.last('/synthesis');
    socket.open();
    socket.reply({ code: 44801, message: 'Quota used up' });
    await expect(synthesis.audio).rejects.toMatchObject({ kind: 'quota', message: 'Quota used up' });
  });

  it('clips the text to 2000 characters', () => {
    const frame = synthesisFrame('字'.repeat(2500), 'zh');
    expect(new TextDecoder().decode(base64ToBytes(frame.data.text))).toBe('字'.repeat(2000));
  });
});
