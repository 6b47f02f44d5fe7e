import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { createSerializerCompiler, serializationModeFor } from './serialization.js';

const compile = (mode: 'validate' | 'fast', schema: z.ZodType) =>
  createSerializerCompiler(mode)({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('response serialisation', () => {
  it('uses zod validation outside production and the compiled serialiser in production', () => {
    expect(serializationModeFor('test')).toBe('validate');
    expect(serializationModeFor('development')).toBe('validate');
    expect(serializationModeFor('production')).toBe('fast');
  });

  it('writes only the contract fields in fast mode, and rejects drift in validate mode', () => {
    const schema = z.object({ code: z.literal(0), data: z.object({ id: z.string(), at: z.number().int() }).nullable() });
    const payload = { code: 0, data: { id: 'a', at: 1, secret: 'x' } };
    expect(JSON.parse(compile('fast', schema)(payload))).toEqual({ code: 0, data: { id: 'a', at: 1 } });
    expect(JSON.parse(compile('validate', schema)(payload))).toEqual({ code: 0, data: { id: 'a', at: 1 } });
    expect(() => compile('validate', schema)({ code: 0, data: { id: 1, at: 1 } })).toThrow();
  });

  describe('in a production app', () => {
    let t: TestApp;
    afterEach(async () => {
      await t.close();
    });

    it('answers every route exactly as the validating serialiser does', async () => {
      t = await buildTestApp({ env: { NODE_ENV: 'production' } });
      const languages = await t.app.inject({ method: 'GET', url: '/api/v1/languages', headers: { 'accept-language': 'zh-HK' } });
      expect(languages.json()).toMatchObject({ code: 0, message: '成功', data: [{ code: 'zh-CN' }, { code: 'zh-HK' }, { code: 'en-US' }] });
      const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(Object.keys(health.json().data).sort()).toEqual(['database', 'status', 'version']);
      const details = await t.app.inject({ method: 'GET', url: '/api/v1/health/details' });
      expect(Object.keys(details.json().data).sort()).toEqual(['database', 'memoryRssBytes', 'status', 'uptimeMs', 'version']);
      const bad = await t.app.inject({ method: 'POST', url: '/api/v1/feedback/submit', payload: { content: '', languageCode: 'en-US' } });
      expect(bad.json()).toEqual({
        code: 40001,
        message: 'Request parameter error: Please write your feedback',
        data: { fields: [{ field: 'body.content', message: 'Please write your feedback' }] },
      });
      const good = await t.app.inject({ method: 'POST', url: '/api/v1/feedback/submit', payload: { content: 'ok', languageCode: 'en-US' } });
      expect(good.json()).toMatchObject({ code: 0, data: { id: expect.any(String), createdAt: expect.any(Number) } });
    });
  });
});
