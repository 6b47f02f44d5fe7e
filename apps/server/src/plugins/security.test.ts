import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, registerAccount } from '../test/accounts-helpers.js';
import { buildCatalogTestApp, type TestApp } from '../test/build-test-app.js';
import { isPersonalRequest } from './security.js';

describe('which answers are personal', () => {
  it.each([
    ['/api/v1/attractions', {}, false],
    ['/api/v1/attractions', { authorization: 'Bearer x' }, true],
    ['/api/v1/languages', { 'x-visitor-fingerprint': 'abcdefgh' }, true],
    ['/api/v1/auth/login', {}, true],
    ['/api/v1/users/me', {}, true],
    ['/api/v1/membership/plans/current-user', {}, true],
    ['/api/v1/membership/packages', {}, false],
    ['/api/v1/voice/rate-limit/remaining', {}, true],
    ['/ai_api/v1/base_api/visitor/remaining_count?user_id=v1', {}, true],
    ['/api/docs/json', { authorization: 'Bearer x' }, false],
    ['/uploads/a.png', { authorization: 'Bearer x' }, false],
    ['/attractions', { authorization: 'Bearer x' }, false],
  ] as const)('%s with %o → %s', (url, headers, personal) => {
    expect(isPersonalRequest(url, headers)).toBe(personal);
  });
});

describe('Cache-Control: no-store on answers carrying a token or personal data', () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    t = await buildCatalogTestApp({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '1000' } });
    userId = await registerAccount(t, 'cache@example.com');
    const response = await login(t, 'cache@example.com');
    token = response.json().data.accessToken;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('marks the login answer (a token) and every other auth answer, success or error', async () => {
    const loggedIn = await login(t, 'cache@example.com');
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.headers['cache-control']).toBe('no-store');
    const failed = await login(t, 'cache@example.com', 'Wrong-pass-1');
    expect(failed.statusCode).toBe(400);
    expect(failed.headers['cache-control']).toBe('no-store');
    const invalid = await t.app.inject({ method: 'POST', url: '/api_test/v1/auth/register', payload: {} });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['cache-control']).toBe('no-store');
  });

  it('marks every answer to a request with a bearer token: the user, membership, plans, even catalog pages and 404s', async () => {
    const authorization = `Bearer ${token}`;
    for (const url of [
      '/api/v1/users/me',
      '/api/v1/membership/plans/current-user',
      `/ai_api/v1/base_api/travel_plans/user/${userId}`,
      '/api/v1/attractions?page=1',
      '/api/v1/no-such-route',
    ]) {
      const response = await get(url, { authorization });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const expired = await get('/api/v1/users/me', { authorization: 'Bearer not-a-token' });
    expect(expired.statusCode).toBe(401);
    expect(expired.headers['cache-control']).toBe('no-store');
  });

  it('marks a visitor’s quota and plans (fingerprint or address), and leaves public catalog answers alone', async () => {
    expect((await get('/ai_api/v1/base_api/visitor/remaining_count?user_id=visitor-12345678&type=chat')).headers['cache-control']).toBe('no-store');
    expect((await get('/api/v1/voice/rate-limit/remaining', { 'x-visitor-fingerprint': 'visitor-12345678' })).headers['cache-control']).toBe('no-store');
    for (const url of ['/api/v1/attractions', '/api/v1/languages', '/api/v1/membership/packages']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBeUndefined();
    }
  });
});
