import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTestUser } from '../../test/test-auth.js';
import { testEngines } from '../../test/test-databases.js';

const REMOTE = '203.0.113.9';

describe.each(testEngines())('health on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp({ engine, testAuth: true });
  });
  afterEach(async () => {
    await t.close();
  });

  it('answers anyone with status, version and database status only: no memory, uptime, engine or latency', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health', remoteAddress: REMOTE });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, message: 'Success', data: { status: 'ok', version: expect.any(String), database: { status: 'up' } } });
    expect(response.body).not.toMatch(/uptime|memory|rss|engine|latency|sqlite|postgres/i);
  });

  it('keeps the same public shape in the 503 of a database that is gone', async () => {
    await t.database.destroy();
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health', remoteAddress: REMOTE, headers: { 'accept-language': 'zh-CN' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 50301,
      message: '服务暂时不可用，请稍后重试',
      data: { status: 'degraded', version: expect.any(String), database: { status: 'down' } },
    });
  });

  it('gives the details (uptime, memory, engine, latency) to a caller on this host', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health/details' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      status: 'ok',
      version: expect.any(String),
      uptimeMs: expect.any(Number),
      memoryRssBytes: expect.any(Number),
      database: { engine, status: 'up', latencyMs: expect.any(Number) },
    });
    expect(response.json().data.memoryRssBytes).toBeGreaterThan(0);
    const ipv6 = await t.app.inject({ method: 'GET', url: '/api/v1/health/details', remoteAddress: '::1' });
    expect(ipv6.statusCode).toBe(200);
  });

  it('refuses the details to remote callers, to requests relayed by a proxy, and to non-admins; an admin gets them', async () => {
    const details = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/v1/health/details', remoteAddress, headers: { 'accept-language': 'en-US', ...headers } });
    const visitor = await details(REMOTE);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ code: 40101, message: 'You are not logged in; please log in', data: null });
    // nginx on the same host connects from loopback but says who the caller is.
    expect((await details('127.0.0.1', { 'x-forwarded-for': REMOTE })).statusCode).toBe(401);
    expect((await details('127.0.0.1', { forwarded: `for=${REMOTE}` })).statusCode).toBe(401);
    expect((await details('127.0.0.1', { 'x-real-ip': REMOTE })).statusCode).toBe(401);
    const user = await createTestUser(t.database.db);
    const notAdmin = await details(REMOTE, user.headers);
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json().code).toBe(40301);
    const admin = await createTestUser(t.database.db);
    await t.database.db.updateTable('users').set({ role: 'ADMIN' }).where('id', '=', admin.id).execute();
    const allowed = await details(REMOTE, admin.headers);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data).toMatchObject({ uptimeMs: expect.any(Number), database: { engine } });
  });

  it('answers the details 503 with their data when the database is gone', async () => {
    await t.database.destroy();
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health/details' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 50301, data: { status: 'degraded', database: { engine, status: 'down', latencyMs: null } } });
  });
});
