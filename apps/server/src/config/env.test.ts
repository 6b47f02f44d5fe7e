import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, REPO_ROOT, loadConfig } from './env.js';

describe('configuration (config/env.ts)', () => {
  it('works with no variables at all, on the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATABASE_URL: './data/app.db',
      CATALOG_DIR: path.join(REPO_ROOT, 'catalog'),
      WEB_DIST_DIR: path.join(REPO_ROOT, 'apps/web/dist'),
      AUTO_IMPORT_CATALOG: true,
      CORS_ORIGINS: [],
      TRUST_PROXY: false,
    });
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('turns on the test checkout unless the environment says NODE_ENV=production, and checks payment variables that go together', () => {
    expect(loadConfig({}).PAYMENTS_SANDBOX).toBe('true');
    expect(loadConfig({ NODE_ENV: 'test' }).PAYMENTS_SANDBOX).toBe('true');
    expect(loadConfig({ NODE_ENV: 'production' }).PAYMENTS_SANDBOX).toBe('false');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' }).PAYMENTS_SANDBOX).toBe('true');
    expect(loadConfig({ PAYMENTS_SANDBOX: 'false' }).PAYMENTS_SANDBOX).toBe('false');
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'id' })).toThrow(/PAYPAL_CLIENT_SECRET: required with PAYPAL_CLIENT_ID/);
    expect(() => loadConfig({ WECHATPAY_MCH_ID: '1900000109' })).toThrow(/WECHATPAY_API_V3_KEY: required with WECHATPAY_MCH_ID/);
    expect(() => loadConfig({ WECHATPAY_API_V3_KEY: 'short' })).toThrow(/32-character APIv3 key/);
    expect(() => loadConfig({ WISE_ACCOUNT_DETAILS: '{"USD":"not a list"}' })).toThrow(/WISE_ACCOUNT_DETAILS/);
    expect(loadConfig({ WISE_ACCOUNT_DETAILS: '{"USD":["Account holder: Dali Guide"]}' }).WISE_ACCOUNT_DETAILS).toEqual({ USD: ['Account holder: Dali Guide'] });
  });

  it('treats empty strings as unset and parses lists and booleans', () => {
    const config = loadConfig({ PORT: '', CORS_ORIGINS: 'https://a.example, https://b.example', AUTO_IMPORT_CATALOG: 'false', TRUST_PROXY: '127.0.0.1' });
    expect(config.PORT).toBe(3000);
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(config.AUTO_IMPORT_CATALOG).toBe(false);
    expect(config.TRUST_PROXY).toBe('127.0.0.1');
  });

  it('accepts PostgreSQL URLs and SQLite paths, and nothing else', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).DATABASE_URL).toBe('postgres://u@h:5432/db');
    expect(loadConfig({ DATABASE_URL: '/var/lib/dali/app.db' }).DATABASE_URL).toBe('/var/lib/dali/app.db');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://u@h/db' })).toThrow(ConfigError);
  });

  it('lists every bad variable in one readable error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', REDIS_URL: 'localhost:6379', CORS_ORIGINS: 'not a url' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['CORS_ORIGINS', 'LOG_LEVEL', 'PORT', 'REDIS_URL']);
    expect(message).toMatch(/^Invalid configuration:\n {2}- /);
    expect(message).toContain('PORT: expected a port number (got "eighty")');
  });
});
