import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeIflytekTranslateServer, type FakeIflytekTranslateServer } from '../../../test/fake-iflytek-translate-server.js';
import { TranslationProviderError } from '../text-translator.js';
import { createIflytekTranslator, IFLYTEK_MT_LANGUAGES, type IflytekTranslatorConfig } from './iflytek-translator.js';

const CREDENTIALS = { appId: '5f8a1b2c', apiKey: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', apiSecret: 'ZmFrZS1pZmx5dGVrLXNlY3JldC1mb3ItdGVzdHM' };

let fake: FakeIflytekTranslateServer;
beforeAll(async () => {
  fake = await startFakeIflytekTranslateServer(CREDENTIALS);
});
afterAll(() => fake.close());

const translatorFor = (overrides: Partial<IflytekTranslatorConfig> = {}) => createIflytekTranslator({ ...CREDENTIALS, baseUrl: fake.baseUrl, timeoutMs: 2000, ...overrides });

async function translationError(promise: Promise<unknown>): Promise<TranslationProviderError> {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(TranslationProviderError);
  return error as TranslationProviderError;
}

const last = () => {
  const request = fake.requests[fake.requests.length - 1];
  if (!request) throw new Error('no request recorded');
  return request;
};

describe('iFlytek translator against the verifying fake', () => {
  it('sends a request whose digest and HMAC signature the fake accepts, with the documented headers', async () => {
    const translator = translatorFor();
    expect(translator.kind).toBe('iflytek');
    await expect(translator.translate({ text: 'Good morning', from: 'en', to: 'fr' })).resolves.toBe('[fr] Good morning');
    const request = last();
    expect(request.problem).toBeNull();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v2/ots');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.accept).toBe('application/json,version=1.0');
    expect(request.headers.host).toBe(new URL(fake.baseUrl).host);
    expect(request.headers.digest).toMatch(/^SHA-256=[A-Za-z0-9+/]{43}=$/);
    expect(new Date(String(request.headers.date)).toUTCString()).toBe(request.headers.date);
    // Plain header (not base64-wrapped like the WebSocket variant).
    expect(request.headers.authorization).toMatch(/^api_key="a1b2c3d4e5f60718293a4b5c6d7e8f90", algorithm="hmac-sha256", headers="host date request-line digest", signature="[A-Za-z0-9+/]{43}="$/);
    expect(JSON.parse(request.body)).toEqual({ common: { app_id: CREDENTIALS.appId }, business: { from: 'en', to: 'fr' }, data: { text: Buffer.from('Good morning').toString('base64') } });
  });

  it('a wrong secret is refused with HTTP 401, and the secret is not in the error', async () => {
    const error = await translationError(translatorFor({ apiSecret: 'not-the-secret' }).translate({ text: 'hello', from: 'en', to: 'zh' }));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(401);
    expect(error.message).toContain('HMAC signature cannot be verified');
    expect(error.message).not.toContain('not-the-secret');
    expect(last().problem).toBe('signature does not match');
  });

  it('a body changed after signing fails the digest check', async () => {
    const tampering: typeof fetch = (url, init) => fetch(url, { ...init, body: String(init?.body).replace('"en"', '"ja"') });
    const error = await translationError(translatorFor({ fetch: tampering }).translate({ text: 'hello', from: 'zh', to: 'en' }));
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(last().problem).toBe('digest does not match the body');
  });

  it('a Date more than 300 s off is refused with 403', async () => {
    const error = await translationError(translatorFor({ now: () => new Date(Date.now() - 301_000) }).translate({ text: 'hello', from: 'en', to: 'zh' }));
    expect(error).toMatchObject({ kind: 'http', status: 403 });
  });

  it('maps zh to cn and zh_cantonese to yue, the rest unchanged', async () => {
    const translator = translatorFor();
    fake.script('cn', 'yue', '你们好', '你哋好');
    await expect(translator.translate({ text: '你们好', from: 'zh', to: 'zh_cantonese' })).resolves.toBe('你哋好');
    expect(last()).toMatchObject({ from: 'cn', to: 'yue', problem: null });
    await translator.translate({ text: 'Hallo', from: 'de', to: 'zh' });
    expect(last()).toMatchObject({ from: 'de', to: 'cn' });
    expect(IFLYTEK_MT_LANGUAGES).toEqual({
      zh: 'cn', en: 'en', ko: 'ko', fr: 'fr', ja: 'ja', de: 'de', zh_cantonese: 'yue', ms: 'ms', ar: 'ar', id: 'id', ru: 'ru', es: 'es', th: 'th', vi: 'vi',
    });
  });

  it('round-trips UTF-8 Chinese text through base64 and trims the answer', async () => {
    const source = '大理古城的洱海门在哪里？🙂';
    fake.script('cn', 'en', source, '  Where is the Erhai Gate of Dali Old Town? 🙂\n');
    await expect(translatorFor().translate({ text: source, from: 'zh', to: 'en' })).resolves.toBe('Where is the Erhai Gate of Dali Old Town? 🙂');
    const request = last();
    expect(request.text).toBe(source);
    expect((JSON.parse(request.body) as { data: { text: string } }).data.text).toBe(Buffer.from(source, 'utf8').toString('base64'));
  });

  it('a non-zero code is a provider error with iFlytek’s message', async () => {
    fake.failNext({ code: 10163, message: 'language pair not supported' });
    const error = await translationError(translatorFor().translate({ text: 'hello', from: 'en', to: 'th' }));
    expect(error.kind).toBe('provider');
    expect(error.message).toContain('10163');
    expect(error.message).toContain('language pair not supported');
  });

  it('an unknown app id is a provider error', async () => {
    const error = await translationError(translatorFor({ appId: 'other-app' }).translate({ text: 'hello', from: 'en', to: 'ko' }));
    expect(error.kind).toBe('provider');
    expect(error.message).toContain('10313');
  });

  it('a blank translation is empty', async () => {
    fake.failNext({ dst: '   ' });
    expect((await translationError(translatorFor().translate({ text: 'hello', from: 'en', to: 'vi' }))).kind).toBe('empty');
  });

  it('HTTP 500 is an http error with the status', async () => {
    fake.failNext({ status: 500, message: 'internal error' });
    const error = await translationError(translatorFor().translate({ text: 'hello', from: 'en', to: 'ru' }));
    expect(error).toMatchObject({ kind: 'http', status: 500 });
  });

  it('an answer of another shape is a provider error', async () => {
    const weird: typeof fetch = () => Promise.resolve(new Response('{"code":"zero"}', { status: 200 }));
    expect((await translationError(translatorFor({ fetch: weird }).translate({ text: 'hello', from: 'en', to: 'es' }))).kind).toBe('provider');
  });

  it('the caller aborting is aborted, before or during the call', async () => {
    const before = new AbortController();
    before.abort();
    expect((await translationError(translatorFor().translate({ text: 'hello', from: 'en', to: 'ar', signal: before.signal }))).kind).toBe('aborted');

    fake.failNext({ hang: true });
    const during = new AbortController();
    setTimeout(() => during.abort(), 100);
    const error = await translationError(translatorFor().translate({ text: 'hello', from: 'en', to: 'ar', signal: during.signal }));
    expect(error.kind).toBe('aborted');
  });

  it('no answer within timeoutMs is a timeout', async () => {
    fake.failNext({ hang: true });
    const started = Date.now();
    const error = await translationError(translatorFor({ timeoutMs: 200 }).translate({ text: 'hello', from: 'en', to: 'ms', signal: new AbortController().signal }));
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('an unreachable host is a connection error', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await translationError(translatorFor({ baseUrl: `http://127.0.0.1:${port}/v2/ots` }).translate({ text: 'hello', from: 'en', to: 'id' }));
    expect(error.kind).toBe('connection');
  });
});
