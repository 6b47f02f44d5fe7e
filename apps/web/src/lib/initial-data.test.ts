import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ERRORS, successEnvelope } from '@dali/shared/errors';
import { takeConsoleErrors } from '../test/setup';
import { ApiError, request, setApiNotifier } from './api-client';
import { INITIAL_DATA_MAX_AGE_MS, initialDataKey, resetInitialData } from './initial-data';
import { useLocaleStore } from './locale';

const Schema = successEnvelope(z.object({ value: z.number() }));
const server = setupServer();
let networkCalls = 0;

function embed(content: string): void {
  const element = document.createElement('script');
  element.id = 'initial-data';
  element.type = 'application/json';
  element.textContent = content;
  document.head.append(element);
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  networkCalls = 0;
  resetInitialData();
  document.getElementById('initial-data')?.remove();
  useLocaleStore.setState({ locale: 'en-US' });
  setApiNotifier({ error: () => undefined });
  server.use(
    http.get('*/api/v1/thing', () => {
      networkCalls += 1;
      return HttpResponse.json({ code: 0, message: 'ok', data: { value: 2 } });
    }),
  );
});
afterEach(() => server.resetHandlers());

describe('initial data embedded by the server', () => {
  it('answers the same GET once from the page, whatever the query order, then goes to the network', async () => {
    embed(JSON.stringify({ locale: 'en-US', responses: { '/api/v1/thing?a=1&b=2': { code: 0, message: 'ok', data: { value: 1 } } } }));
    expect((await request('/api/v1/thing', { schema: Schema, query: { b: 2, a: 1 } })).data.value).toBe(1);
    expect(networkCalls).toBe(0);
    expect(document.getElementById('initial-data')).toBeNull();
    expect((await request('/api/v1/thing', { schema: Schema, query: { b: 2, a: 1 } })).data.value).toBe(2);
    expect(networkCalls).toBe(1);
  });

  it('is not used in another locale, for another query, after a minute, or for a POST', async () => {
    const page = { locale: 'zh-CN', responses: { '/api/v1/thing': { code: 0, message: 'ok', data: { value: 1 } } } };
    embed(JSON.stringify(page));
    expect((await request('/api/v1/thing', { schema: Schema })).data.value).toBe(2);

    resetInitialData();
    embed(JSON.stringify({ ...page, locale: 'en-US' }));
    expect((await request('/api/v1/thing', { schema: Schema, query: { a: 1 } })).data.value).toBe(2);

    resetInitialData();
    embed(JSON.stringify({ ...page, locale: 'en-US' }));
    const clock = vi.spyOn(performance, 'now').mockReturnValue(INITIAL_DATA_MAX_AGE_MS + 1);
    expect((await request('/api/v1/thing', { schema: Schema })).data.value).toBe(2);
    clock.mockRestore();

    resetInitialData();
    embed(JSON.stringify({ ...page, locale: 'en-US' }));
    server.use(http.post('*/api/v1/thing', () => HttpResponse.json({ code: 0, message: 'ok', data: { value: 3 } })));
    expect((await request('/api/v1/thing', { schema: Schema, method: 'POST' })).data.value).toBe(3);
  });

  it('goes to the network when the element is malformed', async () => {
    embed('{not json');
    expect((await request('/api/v1/thing', { schema: Schema })).data.value).toBe(2);
    expect(networkCalls).toBe(1);
  });

  it('checks an embedded answer like a fetched one: business errors and contract mismatches fail', async () => {
    embed(
      JSON.stringify({
        locale: 'en-US',
        responses: { '/api/v1/thing?x=1': { code: ERRORS.NOT_FOUND.code, message: 'Not found', data: null }, '/api/v1/thing?x=2': { code: 0, message: 'ok', data: { value: 'no' } } },
      }),
    );
    await expect(request('/api/v1/thing', { schema: Schema, query: { x: 1 }, quiet: true })).rejects.toMatchObject({ kind: 'business', code: ERRORS.NOT_FOUND.code });
    const failure = request('/api/v1/thing', { schema: Schema, query: { x: 2 }, quiet: true });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ kind: 'contract' });
    expect(takeConsoleErrors().length).toBeGreaterThan(0);
    expect(networkCalls).toBe(0);
  });

  it('keys calls by path and sorted query, as the server does', () => {
    expect(initialDataKey('/api/v1/attractions?sort=recommended&pageSize=6')).toBe('/api/v1/attractions?pageSize=6&sort=recommended');
    expect(initialDataKey('/api/v1/towns')).toBe('/api/v1/towns');
  });
});
