import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { DEFAULT_RETRY_AFTER_S, retryAfterSeconds } from './error-handler.js';

describe('Retry-After of a 429', () => {
  const now = Date.UTC(2026, 0, 1);

  it.each([
    ['seconds', { params: { seconds: 42 } }, 42],
    ['fractional seconds, rounded up', { params: { seconds: 0.2 } }, 1],
    ['minutes', { params: { minutes: 55 } }, 3300],
    ['time until resetsAt', { data: { resetsAt: new Date(now + 90_500).toISOString() } }, 91],
    ['a reset already passed', { data: { resetsAt: new Date(now - 5000).toISOString() } }, 1],
    ['nothing known', { params: {}, data: null }, DEFAULT_RETRY_AFTER_S],
    ['an unreadable reset time', { data: { resetsAt: 'soon' } }, DEFAULT_RETRY_AFTER_S],
    ['no error at all', null, DEFAULT_RETRY_AFTER_S],
  ] as const)('from %s', (_what, error, expected) => {
    expect(retryAfterSeconds(error, now)).toBe(expected);
  });

  describe('on answers', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({
        beforeReady: (app) => {
          app.get('/api/v1/test/busy', async () => {
            throw new AppError('TOO_MANY_REQUESTS');
          });
          app.get('/api/v1/test/wait', async () => {
            throw new AppError('CODE_RESEND_WAIT', { params: { seconds: 17 } });
          });
          app.get('/api/v1/test/client-429', async () => {
            throw Object.assign(new Error('upstream said slow down'), { statusCode: 429 });
          });
        },
      });
    });
    afterAll(() => t.close());

    it('defaults to 60 s, takes the error’s own wait, and covers 429s that are not AppErrors', async () => {
      const busy = await t.app.inject({ method: 'GET', url: '/api/v1/test/busy' });
      expect(busy.statusCode).toBe(429);
      expect(busy.headers['retry-after']).toBe('60');
      const wait = await t.app.inject({ method: 'GET', url: '/api/v1/test/wait', headers: { 'accept-language': 'zh-CN' } });
      expect(wait.headers['retry-after']).toBe('17');
      expect(wait.json().code).toBe(42903);
      const other = await t.app.inject({ method: 'GET', url: '/api/v1/test/client-429' });
      expect(other.statusCode).toBe(429);
      expect(other.headers['retry-after']).toBe('60');
      expect(other.body).not.toContain('upstream');
    });

    it('leaves other errors without Retry-After', async () => {
      const missing = await t.app.inject({ method: 'GET', url: '/api/v1/attractions/nowhere' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['retry-after']).toBeUndefined();
    });
  });
});

describe('requests refused before routing and long paths', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('a path that does not decode (an encoded lone surrogate) answers our localised 400 envelope', async () => {
    for (const [locale, text] of [['en-US', 'Request parameter error'], ['zh-CN', '请求参数错误'], ['zh-HK', '請求參數錯誤']] as const) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/attractions/%ED%A0%80', headers: { 'accept-language': locale } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 40001, data: null });
      expect(response.json().message).toContain(text);
    }
  });

  it('a 404 repeats at most 200 characters of the path', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/${'x'.repeat(100_000)}` });
    expect(response.statusCode).toBe(404);
    expect(response.body.length).toBeLessThan(400);
    expect(response.json().message).toMatch(/x…$/);
  });
});
