import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VISITOR_FINGERPRINT_HEADER } from '@dali/shared/contracts/membership';
import type { Locale } from '@dali/shared/locales';
import { formatMessage } from '@dali/shared/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { startFakeIflytekTranslateServer } from '../../test/fake-iflytek-translate-server.js';
import { createTestUser } from '../../test/test-auth.js';
import { testEngines } from '../../test/test-databases.js';
import { TranslationProviderError, type TextTranslator, type TranslateInput } from '../../providers/translation/text-translator.js';

const URL = '/api/v1/translation/translate';

describe.each(testEngines())('text translation route on %s', (engine) => {
  let t: TestApp;
  const calls: TranslateInput[] = [];
  let failWith: TranslationProviderError | null = null;
  const translator: TextTranslator = {
    kind: 'iflytek',
    translate(input) {
      calls.push(input);
      return failWith ? Promise.reject(failWith) : Promise.resolve(`[${input.to}] ${input.text}`);
    },
  };
  let visitors = 0;
  const newVisitor = () => {
    visitors += 1;
    return { fingerprint: `fp-translate-${engine}-${visitors}-${Date.now().toString(36)}`, address: `192.0.2.${visitors}` };
  };

  beforeAll(async () => {
    t = await buildTestApp({ engine, testAuth: true, translator });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    calls.length = 0;
    failWith = null;
  });

  type Caller = { fingerprint?: string; address?: string; headers?: Record<string, string>; locale?: Locale };
  const post = (caller: Caller, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: URL,
      payload,
      remoteAddress: caller.address ?? '127.0.0.1',
      headers: { 'accept-language': caller.locale ?? 'en-US', ...caller.headers, ...(caller.fingerprint ? { [VISITOR_FINGERPRINT_HEADER]: caller.fingerprint } : {}) },
    });
  const remaining = async (caller: Caller, id: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/ai_api/v1/base_api/visitor/remaining_count?user_id=${encodeURIComponent(id)}&type=translation`,
      remoteAddress: caller.address ?? '127.0.0.1',
      headers: { ...caller.headers, ...(caller.fingerprint ? { [VISITOR_FINGERPRINT_HEADER]: caller.fingerprint } : {}) },
    });
    return (response.json() as { data: { remaining: number } }).data.remaining;
  };

  it('translates trimmed text between app codes and the mapped provider codes, charging its characters', async () => {
    const visitor = newVisitor();
    const response = await post(visitor, { text: '  你好，大理  ', from: 'cn', to: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, data: { translatedText: '[en] 你好，大理', from: 'zh', to: 'en', provider: 'iflytek' } });
    expect(calls).toEqual([{ text: '你好，大理', from: 'zh', to: 'en' }]);
    expect(await remaining(visitor, visitor.fingerprint)).toBe(500 - 5);

    const cantonese = await post(visitor, { text: 'Thank you', from: 'en', to: 'yue' });
    expect(cantonese.json().data).toMatchObject({ to: 'zh_cantonese' });
    const appCodes = await post(visitor, { text: 'Merci', from: 'fr', to: 'zh_cantonese' });
    expect(appCodes.json().data).toMatchObject({ from: 'fr', to: 'zh_cantonese' });
  });

  it('answers the spec §8 errors in the caller\'s language and charges nothing', async () => {
    const visitor = newVisitor();
    const empty = await post({ ...visitor, locale: 'zh-CN' }, { text: '   ', from: 'zh', to: 'en' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 40004, message: formatMessage('server.translationEmptyFields', 'zh-CN') });
    expect((await post(visitor, { text: 'hi', from: '', to: 'en' })).json().code).toBe(40004);
    const long = await post({ ...visitor, locale: 'zh-HK' }, { text: '字'.repeat(5001), from: 'zh', to: 'en' });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 40005, message: formatMessage('server.translationTooLong', 'zh-HK', { maximum: 5000 }) });
    // 5000 characters exactly is allowed (and counted as characters, not UTF-16 units).
    const emoji = await post(visitor, { text: '😀'.repeat(400), from: 'en', to: 'zh' });
    expect(emoji.statusCode).toBe(200);
    const unknown = await post(visitor, { text: 'hi', from: 'xx', to: 'en' });
    expect(unknown.json()).toMatchObject({ code: 40009, message: formatMessage('server.languageUnsupported', 'en-US', { code: 'xx' }) });
    const same = await post(visitor, { text: 'hi', from: 'zh', to: 'cn' });
    expect(same.json()).toMatchObject({ code: 40010 });
    const missing = await post(visitor, { text: 'hi', from: 'en' });
    expect(missing.statusCode).toBe(400);
    expect(await remaining(visitor, visitor.fingerprint)).toBe(500 - 400);
  });

  it('gives the characters back when the provider fails (502) or cannot translate (503)', async () => {
    const visitor = newVisitor();
    failWith = new TranslationProviderError('http', 'upstream 500', { status: 500 });
    const failed = await post({ ...visitor, locale: 'zh-CN' }, { text: 'Where is the bus station?', from: 'en', to: 'zh' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 50201, message: formatMessage('server.translationFailed', 'zh-CN') });
    failWith = new TranslationProviderError('unsupported', 'no provider');
    const unavailable = await post(visitor, { text: 'Where is the bus station?', from: 'en', to: 'zh' });
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json()).toMatchObject({ code: 50303, message: formatMessage('server.translationUnavailable', 'en-US') });
    expect(await remaining(visitor, visitor.fingerprint)).toBe(500);
  });

  it('answers 429 to a visitor and 448 to a user without the characters left, and never over-charges under 120 concurrent requests', async () => {
    const visitor = newVisitor();
    const statuses = await Promise.all(Array.from({ length: 120 }, () => post(visitor, { text: 'x'.repeat(10), from: 'en', to: 'zh' }).then((r) => r.statusCode)));
    expect(statuses.filter((s) => s === 200).length).toBe(50);
    expect(statuses.filter((s) => s === 429).length).toBe(70);
    expect(await remaining(visitor, visitor.fingerprint)).toBe(0);

    const user = await createTestUser(t.database.db);
    expect((await post({ headers: user.headers }, { text: 'y'.repeat(1000), from: 'en', to: 'ja' })).statusCode).toBe(200);
    const over = await post({ headers: user.headers }, { text: 'z', from: 'en', to: 'ja' });
    expect(over.statusCode).toBe(448);
    expect(over.json().code).toBe(44801);
  });
});

describe('text translation configured for iFlytek (IFLYTEK_*), against the local fake that checks the signature', () => {
  it('translates through the signed machine-translation call, and a wrong secret is a 502 that costs nothing', async () => {
    const fake = await startFakeIflytekTranslateServer({ appId: 'app-1', apiKey: 'key-1', apiSecret: 'secret-1' });
    const build = (secret: string) =>
      buildTestApp({ env: { IFLYTEK_APP_ID: 'app-1', IFLYTEK_API_KEY: 'key-1', IFLYTEK_API_SECRET: secret, IFLYTEK_TRANSLATE_URL: fake.baseUrl } });
    const good = await build('secret-1');
    const bad = await build('wrong-secret');
    try {
      fake.script('cn', 'en', '洱海在哪里？', 'Where is Erhai Lake?');
      const headers = { [VISITOR_FINGERPRINT_HEADER]: 'fp-iflytek-route-1' };
      const ok = await good.app.inject({ method: 'POST', url: URL, headers, payload: { text: '洱海在哪里？', from: 'zh', to: 'en' } });
      expect(ok.json()).toMatchObject({ code: 0, data: { translatedText: 'Where is Erhai Lake?', provider: 'iflytek' } });
      const refused = await bad.app.inject({ method: 'POST', url: URL, headers, payload: { text: '洱海在哪里？', from: 'zh', to: 'en' } });
      expect(refused.statusCode).toBe(502);
      expect(refused.json().code).toBe(50201);
      const left = await bad.app.inject({ method: 'GET', url: '/ai_api/v1/base_api/visitor/remaining_count?user_id=fp-iflytek-route-1&type=translation', headers });
      expect(left.json().data.remaining).toBe(500);
    } finally {
      await good.close();
      await bad.close();
      await fake.close();
    }
  });
});
