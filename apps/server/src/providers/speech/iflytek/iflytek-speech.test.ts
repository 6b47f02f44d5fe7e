import { TRANSLATOR_LANGUAGES, type TranslatorLanguage } from '@dali/shared/contracts/translation';
import { VOICE_LANGUAGES, type RecognitionResult } from '@dali/shared/contracts/voice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeIflytekSpeechServer, type FakeIflytekSpeechServer, type RecordedSpeechSession } from '../../../test/fake-iflytek-speech-server.js';
import { SpeechProviderError } from '../speech-provider.js';
import { iflytekSignedUrl } from './iflytek-auth.js';
import { createIflytekRecognizer, type IflytekRecognizerOptions } from './iflytek-recognizer.js';
import { createIflytekSynthesizer, type IflytekSynthesizerOptions } from './iflytek-synthesizer.js';

const CREDENTIALS = { appId: '5f8a1b2c', apiKey: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', apiSecret: 'ZmFrZS1pZmx5dGVrLXNlY3JldC1mb3ItdGVzdHM' };

let fake: FakeIflytekSpeechServer;
beforeAll(async () => {
  fake = await startFakeIflytekSpeechServer(CREDENTIALS);
});
afterAll(() => fake.close());

const recognizerFor = (overrides: Partial<IflytekRecognizerOptions> = {}) =>
  createIflytekRecognizer({ ...CREDENTIALS, standardUrl: fake.iatUrl, nicheUrl: fake.iatNicheUrl, timeoutMs: 2000, ...overrides });
const synthesizerFor = (overrides: Partial<IflytekSynthesizerOptions> = {}) => createIflytekSynthesizer({ ...CREDENTIALS, url: fake.ttsUrl, timeoutMs: 2000, ...overrides });

/** `count` chunks of 1280 bytes of PCM (a ramp, so every chunk differs). */
async function* pcm(count: number, delayMs = 0): AsyncGenerator<Buffer> {
  for (let i = 0; i < count; i++) {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    yield Buffer.alloc(1280, i);
  }
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

async function speechError(promise: Promise<unknown>): Promise<SpeechProviderError> {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SpeechProviderError);
  return error as SpeechProviderError;
}

const lastSession = (): RecordedSpeechSession => {
  const session = fake.sessions[fake.sessions.length - 1];
  if (!session) throw new Error('no session recorded');
  return session;
};

const recognize = (language: TranslatorLanguage, audio: AsyncIterable<Buffer> = pcm(3)) =>
  recognizerFor().recognize({ language, audio, endOfSpeechMs: 5000, signal: new AbortController().signal });

const text = (result: RecognitionResult) => result.ws.map((w) => w.cw[0]?.w ?? '').join('');

describe('iflytekSignedUrl', () => {
  it('matches a vector computed independently from integrations.md §1.0(a)', () => {
    const url = iflytekSignedUrl('wss://iat-api.xfyun.cn/v2/iat', CREDENTIALS.apiKey, CREDENTIALS.apiSecret, new Date('Wed, 10 Jul 2019 07:35:43 GMT'));
    expect(url).toBe(
      'wss://iat-api.xfyun.cn/v2/iat?authorization=YXBpX2tleT0iYTFiMmMzZDRlNWY2MDcxODI5M2E0YjVjNmQ3ZThmOTAiLCBhbGdvcml0aG09ImhtYWMtc2hhMjU2IiwgaGVhZGVycz0iaG9zdCBkYXRlIHJlcXVlc3QtbGluZSIsIHNpZ25hdHVyZT0iNVBoUmFCVE9HN1RNaGcrdi9jb1Z2UTNpS2xkM1Q3NlUvOEROblpKZTVkZz0i&date=Wed%2C+10+Jul+2019+07%3A35%3A43+GMT&host=iat-api.xfyun.cn',
    );
    const tts = new URL(iflytekSignedUrl('wss://tts-api.xfyun.cn/v2/tts', CREDENTIALS.apiKey, CREDENTIALS.apiSecret, new Date('Wed, 10 Jul 2019 07:35:43 GMT')));
    expect(Buffer.from(tts.searchParams.get('authorization') ?? '', 'base64').toString('utf8')).toContain('signature="+r72ohDx7DMZCtpgI48N2V/9MtewpurzXinxfWm/jI8="');
    expect(tts.searchParams.get('host')).toBe('tts-api.xfyun.cn');
  });
});

describe('iFlytek recognizer against the verifying fake', () => {
  it('supports every voice language', () => {
    const recognizer = recognizerFor();
    expect(recognizer.kind).toBe('iflytek');
    for (const language of TRANSLATOR_LANGUAGES) expect(recognizer.supports(language)).toBe(true);
  });

  it('sends the first frame with app id and business, audio frames, then an empty last frame (Mandarin, standard URL, wpgs)', async () => {
    const results = await collect(recognize('zh', pcm(3)));
    const session = lastSession();
    expect(session.problem).toBeNull();
    expect(session.endpoint).toBe('standard');
    expect(session.frames).toHaveLength(4);
    const [first, second, third, last] = session.frames as { common?: unknown; business?: unknown; data: { status: number; audio: string; format: string; encoding: string } }[];
    expect(first).toMatchObject({ common: { app_id: CREDENTIALS.appId }, business: { language: 'zh_cn', domain: 'iat', accent: 'mandarin', vad_eos: 5000, dwa: 'wpgs' } });
    expect(first?.business).not.toHaveProperty('rlang');
    expect(first?.data).toEqual({ status: 0, format: 'audio/L16;rate=16000', encoding: 'raw', audio: Buffer.alloc(1280, 0).toString('base64') });
    expect(second).toEqual({ data: { status: 1, format: 'audio/L16;rate=16000', encoding: 'raw', audio: Buffer.alloc(1280, 1).toString('base64') } });
    expect(third?.data.status).toBe(1);
    expect(last).toEqual({ data: { status: 2, format: 'audio/L16;rate=16000', encoding: 'raw', audio: '' } });
    expect(session.audioBytes).toBe(3 * 1280);
    // The wpgs pieces arrive in order, unchanged: append, replace sn 1, append the last.
    expect(results.map((r) => [r.sn, r.pgs, r.rg, r.ls, text(r)])).toEqual([
      [1, 'apd', undefined, false, '今天'],
      [2, 'rpl', [1, 1], false, '今天天气'],
      [3, 'apd', undefined, true, '很好。'],
    ]);
    await session.closed;
  });

  it('asks for Cantonese on the standard URL with accent cantonese, rlang zh-hk and wpgs', async () => {
    await collect(recognize('zh_cantonese'));
    const session = lastSession();
    expect(session.endpoint).toBe('standard');
    expect(session.problem).toBeNull();
    expect((session.frames[0] as { business: unknown }).business).toEqual({ language: 'zh_cn', domain: 'iat', accent: 'cantonese', vad_eos: 5000, dwa: 'wpgs', rlang: 'zh-hk' });
  });

  it('uses the standard URL without wpgs for English', async () => {
    const results = await collect(recognize('en', pcm(2)));
    const session = lastSession();
    expect(session.endpoint).toBe('standard');
    expect((session.frames[0] as { business: unknown }).business).toEqual({ language: 'en_us', domain: 'iat', accent: 'mandarin', vad_eos: 5000 });
    expect(results).toEqual([{ sn: 1, ls: true, ws: [{ bg: 0, cw: [{ sc: 0, w: '[en_us] 2560 bytes' }] }] }]);
  });

  it.each(['ko', 'fr', 'ja', 'de', 'ms', 'ar', 'id', 'ru', 'es', 'th', 'vi'] as const)('sends %s to the niche URL with its code, vad_eos and no wpgs', async (language) => {
    const results = await collect(recognize(language, pcm(2)));
    const session = lastSession();
    expect(session.problem).toBeNull();
    expect(session.endpoint).toBe('niche');
    expect((session.frames[0] as { business: unknown }).business).toEqual({ language: VOICE_LANGUAGES[language].recognitionLanguage, domain: 'iat', accent: 'mandarin', vad_eos: 5000 });
    expect(results.map(text)).toEqual([`[${VOICE_LANGUAGES[language].recognitionLanguage}] 2560 bytes`]);
  });

  it('passes scripted pieces through in order and ends at data.status 2', async () => {
    fake.script(
      { sn: 1, ls: false, pgs: 'apd', ws: [{ bg: 0, cw: [{ sc: 0, w: '大理' }] }] },
      { sn: 2, ls: false, pgs: 'apd', ws: [{ bg: 0, cw: [{ sc: 0, w: '古城' }] }] },
      { sn: 3, ls: false, pgs: 'rpl', rg: [1, 2], ws: [{ bg: 0, cw: [{ sc: 0, w: '大理古城' }] }] },
      { sn: 4, ls: true, pgs: 'apd', ws: [{ bg: 0, cw: [{ sc: 0, w: '在哪里？' }] }] },
    );
    const results = await collect(recognize('zh'));
    expect(results.map((r) => [r.sn, r.pgs, r.rg ?? null, text(r)])).toEqual([
      [1, 'apd', null, '大理'],
      [2, 'apd', null, '古城'],
      [3, 'rpl', [1, 2], '大理古城'],
      [4, 'apd', null, '在哪里？'],
    ]);
  });

  it('fails with provider and the code when the service answers an error', async () => {
    fake.failNext(11200, 'auth no license');
    const error = await speechError(collect(recognize('ko')));
    expect(error.kind).toBe('provider');
    expect(error.providerCode).toBe(11200);
    expect(error.message).toContain('auth no license');
  });

  it('fails with http 401 when the signature is wrong, without leaking the secret', async () => {
    const before = fake.handshakes.length;
    const error = await speechError(collect(recognizerFor({ apiSecret: 'wrong-secret' }).recognize({ language: 'zh', audio: pcm(1), endOfSpeechMs: 5000, signal: new AbortController().signal })));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(401);
    expect(error.message).toContain('HMAC signature cannot be verified');
    expect(error.message).not.toContain('wrong-secret');
    expect(fake.handshakes.slice(before)).toEqual([{ path: '/v2/iat', endpoint: 'standard', status: 401, reason: 'signature does not match' }]);
  });

  it('fails with http 403 when the clock is more than 300 s off', async () => {
    const error = await speechError(collect(recognizerFor({ now: () => new Date(Date.now() - 600_000) }).recognize({ language: 'zh', audio: pcm(1), endOfSpeechMs: 5000, signal: new AbortController().signal })));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(403);
  });

  it('fails with timeout when the service never answers, and closes the upstream socket', async () => {
    fake.hang();
    const started = Date.now();
    const error = await speechError(collect(recognizerFor({ timeoutMs: 300 }).recognize({ language: 'zh', audio: pcm(2), endOfSpeechMs: 5000, signal: new AbortController().signal })));
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    const session = lastSession();
    await session.closed;
    expect(session.closedByClient).toBe(true);
  });

  it('fails with connection when nothing listens', async () => {
    const error = await speechError(collect(recognizerFor({ standardUrl: 'ws://127.0.0.1:9/v2/iat' }).recognize({ language: 'zh', audio: pcm(1), endOfSpeechMs: 5000, signal: new AbortController().signal })));
    expect(error.kind).toBe('connection');
  });

  it('fails with empty when the audio ends before any byte', async () => {
    const error = await speechError(collect(recognize('zh', pcm(0))));
    expect(error.kind).toBe('empty');
  });

  it('closes the upstream socket at once and throws aborted when the signal aborts mid-recording', async () => {
    const controller = new AbortController();
    const sessionsBefore = fake.sessions.length;
    const iterator = recognizerFor().recognize({ language: 'zh', audio: pcm(1000, 20), endOfSpeechMs: 5000, signal: controller.signal });
    const pending = collect(iterator);
    // Wait until the fake has the session and at least one audio frame.
    while (fake.sessions.length === sessionsBefore || (fake.sessions[sessionsBefore]?.frames.length ?? 0) < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    const error = await speechError(pending);
    expect(error.kind).toBe('aborted');
    const session = fake.sessions[sessionsBefore];
    if (!session) throw new Error('no session');
    await session.closed;
    expect(session.closedByClient).toBe(true);
    // Cut, not closed politely: no close frame reached the fake.
    expect(session.closeCode).toBe(1006);
  });

  it('throws aborted without opening a socket when the signal is already aborted', async () => {
    const before = fake.handshakes.length;
    const controller = new AbortController();
    controller.abort();
    const error = await speechError(collect(recognizerFor().recognize({ language: 'zh', audio: pcm(1), endOfSpeechMs: 5000, signal: controller.signal })));
    expect(error.kind).toBe('aborted');
    expect(fake.handshakes.length).toBe(before);
  });
});

describe('iFlytek synthesizer against the verifying fake', () => {
  const input = (language: TranslatorLanguage, textToSpeak: string, signal = new AbortController().signal) => ({ text: textToSpeak, language, speed: 60, volume: 40, pitch: 50, signal });

  it.each([
    ['zh', '大理欢迎你', 'UTF8'],
    ['en', 'Welcome to Dali', 'UTF8'],
    ['zh_cantonese', '大理歡迎你', 'UTF8'],
    ['ja', '大理へようこそ', 'UNICODE'],
    ['ar', 'مرحبا بكم في دالي', 'UNICODE'],
    ['th', 'ยินดีต้อนรับสู่ต้าหลี่', 'UNICODE'],
  ] as const)('speaks %s with tte %s and its fixed voice; chunks concatenate to the MP3', async (language, sentence, tte) => {
    const synthesizer = synthesizerFor();
    expect(synthesizer.kind).toBe('iflytek');
    expect(synthesizer.supports(language)).toBe(true);
    const chunks = await collect(synthesizer.synthesize(input(language, sentence)));
    const session = lastSession();
    expect(session.problem).toBeNull();
    expect(session.text).toBe(sentence);
    expect(session.frames).toHaveLength(1);
    expect(session.frames[0]).toMatchObject({
      common: { app_id: CREDENTIALS.appId },
      business: { aue: 'lame', sfl: 1, auf: 'audio/L16;rate=16000', vcn: VOICE_LANGUAGES[language].voiceName, speed: 60, volume: 40, pitch: 50, tte },
      data: { status: 2, text: Buffer.from(sentence, tte === 'UNICODE' ? 'utf16le' : 'utf8').toString('base64') },
    });
    expect(chunks).toHaveLength(3);
    expect(Buffer.concat(chunks).equals(fake.mp3)).toBe(true);
  });

  it('fails with provider and the code on an error reply', async () => {
    fake.failNext(10163, 'param validation error');
    const error = await speechError(collect(synthesizerFor().synthesize(input('en', 'Hello'))));
    expect(error.kind).toBe('provider');
    expect(error.providerCode).toBe(10163);
  });

  it('fails with http 401 on a bad signature and with timeout when the service hangs', async () => {
    const refused = await speechError(collect(synthesizerFor({ apiKey: 'other-key' }).synthesize(input('en', 'Hello'))));
    expect(refused.kind).toBe('http');
    expect(refused.status).toBe(401);
    fake.hang();
    const hung = await speechError(collect(synthesizerFor({ timeoutMs: 250 }).synthesize(input('en', 'Hello'))));
    expect(hung.kind).toBe('timeout');
  });

  it('fails with empty for blank text without calling the service', async () => {
    const before = fake.handshakes.length;
    const error = await speechError(collect(synthesizerFor().synthesize(input('en', '   '))));
    expect(error.kind).toBe('empty');
    expect(fake.handshakes.length).toBe(before);
  });

  it('closes the upstream socket when aborted while waiting', async () => {
    fake.hang();
    const controller = new AbortController();
    const sessionsBefore = fake.sessions.length;
    const pending = collect(synthesizerFor().synthesize(input('fr', 'Bonjour', controller.signal)));
    while ((fake.sessions[sessionsBefore]?.frames.length ?? 0) < 1) await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    expect((await speechError(pending)).kind).toBe('aborted');
    const session = fake.sessions[sessionsBefore];
    if (!session) throw new Error('no session');
    await session.closed;
    expect(session.closedByClient).toBe(true);
  });
});
