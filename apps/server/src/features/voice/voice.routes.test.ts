import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { VISITOR_FINGERPRINT_HEADER } from '@dali/shared/contracts/membership';
import { VOICE_END_OF_SPEECH_MS, VOICE_MAX_FRAME_BYTES, VOICE_MAX_RECORDING_MS } from '@dali/shared/contracts/voice';
import { formatMessage } from '@dali/shared/messages';
import { SpeechProviderError } from '../../providers/speech/speech-provider.js';
import { loadConfig } from '../../config/env.js';
import { login, registerAccount } from '../../test/accounts-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { membershipConfigWith } from '../../test/membership-helpers.js';
import { createTestUser } from '../../test/test-auth.js';
import { testEngines } from '../../test/test-databases.js';
import { createRecognizer, createSynthesizer } from './select-speech-providers.js';
import { DEFAULT_VOICE_LIMITS } from './voice-session.js';
import { createScriptedRecognizer, createScriptedSynthesizer, scriptedAudio, scriptedWord } from './test/scripted-speech.js';
import { audioFrame, createManualClock, firstFrame, lastFrame, openVoiceClient, pcmBase64, synthesisFrame, type VoiceClient } from './test/voice-client.js';

const USER_VOICE_LIMIT = 40;
const VISITOR_VOICE_LIMIT = 3;

describe.each(testEngines())('voice sockets on %s', (engine) => {
  let t: TestApp;
  let base: string;
  const recognizer = createScriptedRecognizer({ supported: (language) => language !== 'th' });
  const synthesizer = createScriptedSynthesizer({ supported: (language) => language !== 'th' });
  const manual = createManualClock();
  let visitors = 0;
  const newFingerprint = () => {
    visitors += 1;
    return `fp-voice-${engine}-${visitors}-${Date.now().toString(36)}`;
  };

  beforeAll(async () => {
    t = await buildTestApp({
      engine,
      testAuth: true,
      recognizer,
      synthesizer,
      voice: { clock: manual.clock },
      membership: {
        config: membershipConfigWith((config) => {
          config.freeTiers.visitor.voice = VISITOR_VOICE_LIMIT;
          // Every socket of the tests comes from 127.0.0.1: the address ceiling must not be what runs out.
          config.freeTiers.visitorIp.voice = 100_000;
          config.freeTiers.user.voice = USER_VOICE_LIMIT;
        }),
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/voice`;
  });
  afterAll(() => t.close());
  /** Wait until `condition` holds (vi.waitFor polls it; 2 s at most). */
  const waitUntil = (condition: () => boolean) =>
    vi.waitFor(() => {
      if (!condition()) throw new Error('not yet');
    }, { timeout: 2000, interval: 5 });
  beforeEach(() => {
    recognizer.calls.length = 0;
    recognizer.behaviour = { kind: 'answer' };
    synthesizer.calls.length = 0;
    synthesizer.behaviour = { kind: 'answer' };
  });

  type Query = { token?: string; fingerprint?: string; locale?: string };
  const open = (path: 'recognition' | 'synthesis', query: Query = {}, headers: Record<string, string> = {}) => {
    const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
    return openVoiceClient(`${base}/${path}?${search.toString()}`, headers);
  };
  const remaining = async (who: { fingerprint?: string; token?: string }) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/voice/rate-limit/remaining',
      headers: { ...(who.fingerprint ? { [VISITOR_FINGERPRINT_HEADER]: who.fingerprint } : {}), ...(who.token ? { authorization: `Bearer ${who.token}` } : {}) },
    });
    return (response.json() as { data: number }).data;
  };
  /** Record `chunks` audio frames after the first frame, end with status 2, and collect everything. */
  const record = async (client: VoiceClient, chunks: number) => {
    client.send(firstFrame());
    for (let i = 0; i < chunks; i += 1) client.send(audioFrame(pcmBase64(1280, i)));
    client.send(lastFrame());
    return client.closed;
  };

  it('relays each result as it comes, the last with status 2 and ls, closes 1000, and charges one unit per recording', async () => {
    const fingerprint = newFingerprint();
    const client = await open('recognition', { fingerprint });
    client.send(firstFrame({ vadEos: 20_000 }));
    const first = await client.next();
    expect(first).toMatchObject({ code: 0, message: 'success', data: { status: 1, result: { sn: 1, ls: false, ws: [{ cw: [{ w: scriptedWord(1) }] }] } } });
    expect(first.sid).toMatch(/^iat[0-9a-f]{16}$/);
    client.send(audioFrame(pcmBase64(1280, 1)));
    client.send(audioFrame(pcmBase64(640, 2)));
    client.send(lastFrame());
    const closed = await client.closed;
    expect(closed.code).toBe(1000);
    expect(client.replies.map((r) => (r.data as { status: number }).status)).toEqual([1, 1, 1, 2]);
    expect(client.replies.at(-1)).toMatchObject({ code: 0, sid: first.sid, data: { status: 2, result: { sn: 4, ls: true } } });
    expect(recognizer.calls).toHaveLength(1);
    const call = recognizer.calls[0];
    expect(call).toMatchObject({ language: 'zh', endOfSpeechMs: VOICE_END_OF_SPEECH_MS, inputEnded: true });
    expect(call?.chunks.map((c) => c.length)).toEqual([1280, 1280, 640]);
    expect(call?.chunks[1]).toEqual(Buffer.from(pcmBase64(1280, 1), 'base64'));
    expect(await remaining({ fingerprint })).toBe(VISITOR_VOICE_LIMIT - 1);

    // Cantonese is zh_cn + cantonese; a first frame without audio is fine.
    const cantonese = await open('recognition', { fingerprint });
    cantonese.send(firstFrame({ accent: 'cantonese', audio: '' }));
    cantonese.send(lastFrame());
    expect((await cantonese.closed).code).toBe(1000);
    expect(recognizer.calls[1]?.language).toBe('zh_cantonese');
    expect(cantonese.replies).toEqual([expect.objectContaining({ code: 0, data: { status: 2, result: { sn: 1, ls: true, ws: [] } } })]);
    expect(await remaining({ fingerprint })).toBe(VISITOR_VOICE_LIMIT - 2);
  });

  it('refuses frames out of shape or order with 40011 and closes 1008, charging nothing for a refused first frame', async () => {
    const fingerprint = newFingerprint();
    const refused = async (frames: Array<unknown | Buffer>, expectedCode = 40011) => {
      const client = await open('recognition', { fingerprint });
      for (const frame of frames) {
        if (Buffer.isBuffer(frame)) client.ws.send(frame);
        else if (typeof frame === 'string') client.ws.send(frame);
        else client.send(frame);
      }
      const closed = await client.closed;
      expect(client.replies.at(-1)).toMatchObject({ code: expectedCode });
      return { closed, client };
    };
    const binary = await refused([Buffer.from([1, 2, 3])]);
    expect(binary.closed.code).toBe(1008);
    expect(binary.client.replies).toEqual([{ code: 40011, message: formatMessage('server.voiceFrameInvalid', 'en-US'), sid: expect.any(String) }]);
    await refused(['{not json']);
    await refused([{ data: { status: 3, audio: '' } }]);
    await refused([audioFrame()]); // the first frame must be status 0
    await refused([{ data: { status: 0, audio: pcmBase64() } }]); // status 0 without business
    await refused([firstFrame({ audio: 'not base64!' })]);
    await refused([firstFrame({ audio: pcmBase64(8 * 1024 + 2) })]); // over the audio limit of a frame
    await refused([firstFrame({ audio: pcmBase64(3) })]); // not whole 16-bit samples
    const unknown = await refused([firstFrame({ language: 'xx_yy' })], 40009);
    expect(unknown.client.replies[0]?.message).toBe(formatMessage('server.languageUnsupported', 'en-US', { code: 'xx_yy/mandarin' }));
    expect(recognizer.calls).toHaveLength(0);
    expect(await remaining({ fingerprint })).toBe(VISITOR_VOICE_LIMIT);

    // After an accepted first frame: a second status 0, an empty audio frame, or a frame after status 2.
    await refused([firstFrame(), firstFrame()]);
    await refused([firstFrame(), audioFrame('')]);
    const late = await refused([firstFrame(), lastFrame(), audioFrame()]);
    expect(late.closed.code).toBe(1008);
    expect(recognizer.calls.every((call) => call.abortedAt !== null)).toBe(true);
  });

  it('lets ws refuse a frame over VOICE_MAX_FRAME_BYTES (close 1009)', async () => {
    const client = await open('recognition', { fingerprint: newFingerprint() });
    client.ws.send('x'.repeat(VOICE_MAX_FRAME_BYTES + 1));
    expect((await client.closed).code).toBe(1009);
  });

  it('closes with 4001 and nothing else for a bad token, and charges a valid token\'s user', async () => {
    const bad = await open('recognition', { token: 'test-user:000000000000000000' });
    const closed = await bad.closed;
    expect(closed).toEqual({ code: 4001, reason: 'token validation failed' });
    expect(bad.replies).toEqual([]);
    const garbage = await open('synthesis', { token: 'not-a-token' });
    expect((await garbage.closed).code).toBe(4001);

    const user = await createTestUser(t.database.db);
    const token = `test-user:${user.id}`;
    const client = await open('recognition', { token, fingerprint: 'fp-ignored-for-users' });
    expect((await record(client, 1)).code).toBe(1000);
    expect(await remaining({ token })).toBe(USER_VOICE_LIMIT - 1);
    expect(await remaining({ fingerprint: 'fp-ignored-for-users' })).toBe(VISITOR_VOICE_LIMIT);
  });

  it('answers 429 (42902) to a visitor and 448 (44801) to a user out of voice units, before opening the provider', async () => {
    const fingerprint = newFingerprint();
    for (let i = 0; i < VISITOR_VOICE_LIMIT; i += 1) expect((await record(await open('recognition', { fingerprint }), 1)).code).toBe(1000);
    const over = await open('recognition', { fingerprint, locale: 'zh-CN' });
    over.send(firstFrame());
    await over.closed;
    expect(over.replies).toEqual([{ code: 42902, message: expect.any(String), sid: expect.any(String) }]);
    expect(recognizer.calls).toHaveLength(VISITOR_VOICE_LIMIT);

    const user = await createTestUser(t.database.db);
    const token = `test-user:${user.id}`;
    for (let left = await remaining({ token }); left > 0; left -= 1) await record(await open('recognition', { token }), 0);
    const exhausted = await open('recognition', { token });
    exhausted.send(firstFrame());
    await exhausted.closed;
    expect(exhausted.replies).toEqual([{ code: 44801, message: formatMessage('server.quotaExhausted', 'en-US'), sid: expect.any(String) }]);
  });

  it('gives the unit back when the provider fails before any result (50206), keeps it once a result was sent', async () => {
    const fingerprint = newFingerprint();
    recognizer.behaviour = { kind: 'fail', results: 0, error: new SpeechProviderError('connection', 'upstream closed') };
    const early = await open('recognition', { fingerprint, locale: 'zh-HK' });
    early.send(firstFrame());
    expect((await early.closed).code).toBe(1000);
    expect(early.replies).toEqual([{ code: 50206, message: formatMessage('server.voiceFailed', 'zh-HK'), sid: expect.any(String) }]);
    expect(await remaining({ fingerprint })).toBe(VISITOR_VOICE_LIMIT);

    recognizer.behaviour = { kind: 'fail', results: 1, error: new SpeechProviderError('provider', 'engine error', { providerCode: 10114 }) };
    const midway = await open('recognition', { fingerprint });
    midway.send(firstFrame());
    midway.send(audioFrame());
    await midway.closed;
    expect(midway.replies.map((r) => r.code)).toEqual([0, 50206]);
    expect(await remaining({ fingerprint })).toBe(VISITOR_VOICE_LIMIT - 1);

    recognizer.behaviour = { kind: 'fail', results: 0, error: new SpeechProviderError('unsupported', 'language not enabled') };
    const unsupported = await open('recognition', { fingerprint });
    unsupported.send(firstFrame());
    await unsupported.closed;
    expect(unsupported.replies[0]?.code).toBe(50304);
    expect(await remaining({ fingerprint })).toBe(VISITOR_VOICE_LIMIT - 1);
  });

  it('answers VOICE_UNAVAILABLE (50304) for a language the provider cannot do, in each of the three locales, charging nothing', async () => {
    const fingerprint = newFingerprint();
    const messages: string[] = [];
    for (const query of [{ locale: 'zh-CN' }, { locale: 'zh-TW' }, {}] as const) {
      const client = await open('recognition', { fingerprint, ...query }, 'locale' in query ? {} : { 'accept-language': 'en-GB,en;q=0.9' });
      client.send(firstFrame({ language: 'th_TH' }));
      expect((await client.closed).code).toBe(1000);
      expect(client.replies).toHaveLength(1);
      expect(client.replies[0]?.code).toBe(50304);
      messages.push(client.replies[0]?.message ?? '');
    }
    expect(messages).toEqual([
      formatMessage('server.voiceUnavailable', 'zh-CN'),
      formatMessage('server.voiceUnavailable', 'zh-HK'),
      formatMessage('server.voiceUnavailable', 'en-US'),
    ]);
    expect(messages[2]).toContain('phrase cards still work');
    expect(recognizer.calls).toHaveLength(0);
    expect(await remaining({ fingerprint })).toBe(VISITOR_VOICE_LIMIT);
  });

  it('ends the input itself 30 s after the first frame and still relays the last result', async () => {
    const fingerprint = newFingerprint();
    const client = await open('recognition', { fingerprint });
    client.send(firstFrame());
    await client.next();
    client.send(audioFrame());
    await client.next();
    await waitUntil(() => manual.pending(VOICE_MAX_RECORDING_MS) === 1);
    manual.advance(VOICE_MAX_RECORDING_MS);
    expect(manual.fire(VOICE_MAX_RECORDING_MS)).toBe(1);
    // A frame the client sent before it learnt of the end is ignored, not refused.
    client.send(audioFrame());
    const closed = await client.closed;
    expect(closed.code).toBe(1000);
    expect(client.replies.at(-1)).toMatchObject({ code: 0, data: { status: 2, result: { ls: true } } });
    expect(recognizer.calls[0]).toMatchObject({ inputEnded: true });
    expect(recognizer.calls[0]?.chunks).toHaveLength(2);
  });

  it('aborts the provider within a second when the client goes away (refunding the unit), and closes an idle socket with 40011', async () => {
    recognizer.behaviour = { kind: 'hang' };
    const fingerprint = newFingerprint();
    const client = await open('recognition', { fingerprint });
    client.send(firstFrame());
    await waitUntil(() => recognizer.calls.length === 1);
    const left = Date.now();
    client.ws.terminate();
    await waitUntil(() => recognizer.calls[0]?.abortedAt !== null);
    expect((recognizer.calls[0]?.abortedAt ?? Infinity) - left).toBeLessThan(1000);
    // Nothing reached the client, so the recording costs nothing.
    await expect.poll(() => remaining({ fingerprint })).toBe(VISITOR_VOICE_LIMIT);

    const idle = await open('recognition', { fingerprint: newFingerprint() });
    await waitUntil(() => manual.pending(DEFAULT_VOICE_LIMITS.idleMs) >= 1);
    manual.fire(DEFAULT_VOICE_LIMITS.idleMs);
    expect((await idle.closed).code).toBe(1008);
    expect(idle.replies[0]?.code).toBe(40011);
  });

  it('closes with 42901 past 100 frames a second or audio faster than 4× real time', async () => {
    const frames = await open('recognition', { fingerprint: newFingerprint() });
    frames.send(firstFrame());
    for (let i = 0; i < 120; i += 1) frames.send(audioFrame(pcmBase64(2)));
    expect((await frames.closed).code).toBe(1008);
    expect(frames.replies.at(-1)?.code).toBe(42901);

    const fast = await open('recognition', { fingerprint: newFingerprint() });
    fast.send(firstFrame());
    // 1 s head start at 4× real time is 128,000 bytes; 16 frames of 8 KiB are more.
    for (let i = 0; i < 16; i += 1) fast.send(audioFrame(pcmBase64(8192)));
    await fast.closed;
    expect(fast.replies.at(-1)?.code).toBe(42901);
    expect(fast.replies.filter((r) => r.code === 0).length).toBeLessThan(17);
  });

  it('speaks one text as MP3 chunks, the last with status 2, then closes 1000; UTF-16LE with tte UNICODE', async () => {
    const client = await open('synthesis', { fingerprint: newFingerprint() });
    client.send(synthesisFrame('  洱海在哪里？Where is Erhai Lake?  '));
    expect((await client.closed).code).toBe(1000);
    const expected = scriptedAudio('洱海在哪里？Where is Erhai Lake?');
    expect(client.replies.map((r) => (r.data as { status: number }).status)).toEqual([...expected.slice(1).map(() => 1), 2]);
    expect(Buffer.concat(client.replies.map((r) => Buffer.from((r.data as { audio: string }).audio, 'base64')))).toEqual(Buffer.concat(expected));
    expect(client.replies[0]).toMatchObject({ code: 0, message: 'success', sid: expect.stringMatching(/^tts[0-9a-f]{16}$/) });
    expect(synthesizer.calls[0]).toMatchObject({ text: '洱海在哪里？Where is Erhai Lake?', language: 'zh', speed: 50, volume: 50, pitch: 50 });

    // The spec §7 alias /api_test/v1/* reaches the same socket.
    const alias = await openVoiceClient(`${base.replace('/api/v1/', '/api_test/v1/')}/synthesis`);
    alias.send(synthesisFrame('Hi'));
    expect((await alias.closed).code).toBe(1000);
    expect(alias.replies.at(-1)).toMatchObject({ code: 0, data: { status: 2 } });

    const japanese = await open('synthesis', {});
    japanese.send(synthesisFrame('ありがとう', { vcn: 'x2_jajp_zhongcun', tte: 'UNICODE' }));
    expect((await japanese.closed).code).toBe(1000);
    expect(synthesizer.calls[2]).toMatchObject({ text: 'ありがとう', language: 'ja' });
  });

  it('refuses synthesis text over 2000 characters or blank (40012), an unknown voice or a second frame (40011), and an unsupported language (50304)', async () => {
    const tooLong = await open('synthesis', { locale: 'zh-CN' });
    tooLong.send(synthesisFrame('字'.repeat(2001)));
    expect((await tooLong.closed).code).toBe(1000);
    expect(tooLong.replies).toEqual([{ code: 40012, message: formatMessage('server.synthesisTooLong', 'zh-CN', { maximum: 2000 }), sid: expect.any(String) }]);
    const exactly = await open('synthesis', {});
    exactly.send(synthesisFrame('😀'.repeat(2000)));
    expect((await exactly.closed).code).toBe(1000);
    expect(exactly.replies.at(-1)).toMatchObject({ code: 0, data: { status: 2 } });

    const blank = await open('synthesis', {});
    blank.send(synthesisFrame('   '));
    await blank.closed;
    expect(blank.replies[0]?.code).toBe(40012);
    const voice = await open('synthesis', {});
    voice.send(synthesisFrame('hello', { vcn: 'nobody' }));
    expect((await voice.closed).code).toBe(1008);
    expect(voice.replies[0]?.code).toBe(40011);
    synthesizer.behaviour = { kind: 'hang' };
    const twice = await open('synthesis', {});
    twice.send(synthesisFrame('hello'));
    twice.send(synthesisFrame('again'));
    await twice.closed;
    expect(twice.replies).toEqual([expect.objectContaining({ code: 40011 })]);
    await waitUntil(() => synthesizer.calls.at(-1)?.abortedAt !== null);
    synthesizer.behaviour = { kind: 'answer' };
    const thai = await open('synthesis', {});
    thai.send(synthesisFrame('สวัสดี', { vcn: 'yingying', tte: 'UNICODE' }));
    await thai.closed;
    expect(thai.replies[0]?.code).toBe(50304);
    synthesizer.behaviour = { kind: 'fail', results: 1, error: new SpeechProviderError('timeout', 'no answer') };
    const failed = await open('synthesis', {});
    failed.send(synthesisFrame('hello'));
    await failed.closed;
    expect(failed.replies.map((r) => r.code)).toEqual([50206]);
  });

  it('answers a plain GET (no upgrade) with 404 and keeps the sockets out of the OpenAPI document', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/voice/recognition' })).statusCode).toBe(404);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => p.includes('/voice/recognition') || p.includes('/voice/synthesis'))).toEqual([]);
  });

  it('charges exactly the quota under 120 concurrent recordings of one user', async () => {
    const user = await createTestUser(t.database.db);
    const token = `test-user:${user.id}`;
    const outcomes = await Promise.all(
      Array.from({ length: 120 }, async () => {
        const client = await open('recognition', { token });
        await record(client, 1);
        return client.replies.at(-1)?.code;
      }),
    );
    expect(outcomes.filter((code) => code === 0)).toHaveLength(USER_VOICE_LIMIT);
    expect(outcomes.filter((code) => code === 44801)).toHaveLength(120 - USER_VOICE_LIMIT);
    expect(await remaining({ token })).toBe(0);
  });
});

describe('voice sockets with the providers chosen from the configuration', () => {
  it('picks iFlytek with IFLYTEK_*, else the OpenAI-compatible models, else the embedded default', () => {
    const iflytek = loadConfig({ NODE_ENV: 'test', IFLYTEK_APP_ID: 'app', IFLYTEK_API_KEY: 'key', IFLYTEK_API_SECRET: 'secret', AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_API_KEY: 'k', AI_MODEL: 'm', AI_TRANSCRIPTION_MODEL: 'whisper-1', AI_SPEECH_MODEL: 'tts-1' });
    expect([createRecognizer(iflytek).kind, createSynthesizer(iflytek).kind]).toEqual(['iflytek', 'iflytek']);
    const ai = loadConfig({ NODE_ENV: 'test', AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_API_KEY: 'k', AI_MODEL: 'm', AI_TRANSCRIPTION_MODEL: 'whisper-1', AI_SPEECH_MODEL: 'tts-1' });
    expect([createRecognizer(ai).kind, createSynthesizer(ai).kind]).toEqual(['openai-compatible', 'openai-compatible']);
    const transcriptionOnly = loadConfig({ NODE_ENV: 'test', AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_API_KEY: 'k', AI_MODEL: 'm', AI_TRANSCRIPTION_MODEL: 'whisper-1' });
    expect([createRecognizer(transcriptionOnly).kind, createSynthesizer(transcriptionOnly).kind]).toEqual(['openai-compatible', 'local']);
    const none = loadConfig({ NODE_ENV: 'test' });
    expect([createRecognizer(none).kind, createSynthesizer(none).kind]).toEqual(['local', 'local']);
  });

  it('answers VOICE_UNAVAILABLE (50304) from the embedded recogniser and gives nothing to charge', async () => {
    const t = await buildTestApp({});
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/voice/recognition?fingerprint=fp-voice-local-1&locale=zh-CN`;
      const client = await openVoiceClient(url);
      client.send(firstFrame());
      expect((await client.closed).code).toBe(1000);
      expect(client.replies).toEqual([{ code: 50304, message: formatMessage('server.voiceUnavailable', 'zh-CN'), sid: expect.any(String) }]);
      const left = await t.app.inject({ method: 'GET', url: '/api/v1/voice/rate-limit/remaining', headers: { [VISITOR_FINGERPRINT_HEADER]: 'fp-voice-local-1' } });
      expect(left.json()).toMatchObject({ data: 3 });
    } finally {
      await t.close();
    }
  });
});

describe.each(testEngines())('voice sockets with the accounts feature\'s own tokens on %s', (engine) => {
  it('resolves ?token= like the bearer header: a logged-in user pays, and the same token after logout closes 4001', async () => {
    const t = await buildTestApp({ engine, recognizer: createScriptedRecognizer() });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      await registerAccount(t, 'voice.user@example.com');
      const token = (await login(t, 'voice.user@example.com')).json().data.accessToken as string;
      const headers = { authorization: `Bearer ${token}` };
      const left = async () => ((await t.app.inject({ method: 'GET', url: '/api/v1/voice/rate-limit/remaining', headers })).json() as { data: number }).data;
      const before = await left();
      const url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/voice/recognition?token=${encodeURIComponent(token)}`;
      const client = await openVoiceClient(url);
      client.send(firstFrame());
      client.send(lastFrame());
      expect((await client.closed).code).toBe(1000);
      expect(await left()).toBe(before - 1);

      expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers })).statusCode).toBe(200);
      const revoked = await openVoiceClient(url);
      expect(await revoked.closed).toEqual({ code: 4001, reason: 'token validation failed' });
      expect(revoked.replies).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('voice sockets when the session store is down', () => {
  it('answers SERVICE_UNAVAILABLE (50301) and closes 1011 rather than 4001: the token may be good', async () => {
    const storeDown = Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
    const t = await buildTestApp({
      recognizer: createScriptedRecognizer(),
      authenticate: (request) => {
        if (request.headers.authorization) throw storeDown;
        return null;
      },
    });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (t.app.server.address() as AddressInfo).port;
      for (const path of ['recognition', 'synthesis']) {
        const client = await openVoiceClient(`ws://127.0.0.1:${port}/api/v1/voice/${path}?token=some.jwt.token&locale=zh-HK`);
        expect((await client.closed).code).toBe(1011);
        expect(client.replies).toEqual([{ code: 50301, message: formatMessage('server.serviceUnavailable', 'zh-HK') }]);
      }
    } finally {
      await t.close();
    }
  });
});

describe('synthesis sockets per client address', () => {
  it('accepts 60 new synthesis sockets a minute from one address and refuses the 61st handshake with 429', async () => {
    const t = await buildTestApp({ synthesizer: createScriptedSynthesizer() });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/voice/synthesis`;
      for (let i = 0; i < 60; i += 1) {
        const client = await openVoiceClient(url);
        client.ws.close();
        await client.closed;
      }
      await expect(openVoiceClient(url)).rejects.toThrow(/429/);
      // Recognition is metered per recording instead and is not limited by address here.
      const recognition = await openVoiceClient(url.replace('synthesis', 'recognition'));
      recognition.ws.close();
      await recognition.closed;
    } finally {
      await t.close();
    }
  });
});

describe('voice socket logs', () => {
  it('records each session end without ever writing the query token', async () => {
    const lines: string[] = [];
    const recognizer = createScriptedRecognizer();
    const t = await buildTestApp({ testAuth: true, recognizer, logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const user = await createTestUser(t.database.db);
      const url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/voice/recognition?token=test-user:${user.id}&locale=en-US`;
      const client = await openVoiceClient(url);
      client.send(firstFrame());
      client.send(lastFrame());
      expect((await client.closed).code).toBe(1000);
      const bad = await openVoiceClient(url.replace(user.id, 'secret-token-value'));
      await bad.closed;
    } finally {
      await t.close();
    }
    expect(lines.filter((line) => line.includes('voice session ended'))).toHaveLength(1);
    expect(lines.join('\n')).not.toContain('test-user:');
    expect(lines.join('\n')).not.toContain('secret-token-value');
  });
});
