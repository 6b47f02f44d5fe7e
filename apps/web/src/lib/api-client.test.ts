import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { VISITOR_FINGERPRINT_HEADER } from '@dali/shared/contracts/membership';
import { ERRORS, successEnvelope } from '@dali/shared/errors';
import { takeConsoleErrors } from '../test/setup';
import { ApiError, absorbNewToken, openStream, request, rewritePath, setApiNotifier, setUnauthorizedHandler } from './api-client';
import { useLocaleStore } from './locale';

const Schema = successEnvelope(z.object({ value: z.number() }));
const server = setupServer();
const toasts: string[] = [];
let seen: Request | undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  toasts.length = 0;
  seen = undefined;
  window.localStorage.clear();
  useLocaleStore.setState({ locale: 'en-US' });
  setApiNotifier({ error: (message) => void toasts.push(message) });
});
afterEach(() => server.resetHandlers());

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  server.use(
    http.all('*/api/v1/thing', ({ request: incoming }) => {
      seen = incoming;
      return HttpResponse.json(body as Record<string, unknown>, { status, headers });
    }),
  );
}

describe('request client (spec §7)', () => {
  it('rewrites the test path prefixes', () => {
    expect(rewritePath('/api_test/v1/languages')).toBe('/api/v1/languages');
    expect(rewritePath('/ai_api_test/v1/chat/stream')).toBe('/ai_api/v1/chat/stream');
    expect(rewritePath('/api/v1/x')).toBe('/api/v1/x');
  });

  it('sends the bearer token, stored locale, X-Requested-With and no-cache, to the rewritten path', async () => {
    window.localStorage.setItem('accessToken', 'tok-1');
    useLocaleStore.setState({ locale: 'zh-HK' });
    answer(200, { code: 0, message: 'ok', data: { value: 1 } });
    const body = await request('/api_test/v1/thing', { schema: Schema, query: { a: 1, b: undefined } });
    expect(body.data.value).toBe(1);
    expect(new URL(seen?.url ?? '').pathname).toBe('/api/v1/thing');
    expect(new URL(seen?.url ?? '').search).toBe('?a=1');
    expect(seen?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(seen?.headers.get('accept-language')).toBe('zh-HK');
    expect(seen?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(seen?.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends a FormData body as multipart/form-data with the same headers', async () => {
    window.localStorage.setItem('accessToken', 'tok-2');
    let fields: FormData | undefined;
    server.use(
      http.post('*/api/v1/thing', async ({ request: incoming }) => {
        seen = incoming.clone();
        fields = await incoming.formData();
        return HttpResponse.json({ code: 0, message: 'ok', data: { value: 2 } });
      }),
    );
    const form = new FormData();
    form.append('rating', '5');
    form.append('images', new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' }));
    const body = await request('/api/v1/thing', { method: 'POST', body: form, schema: Schema });
    expect(body.data.value).toBe(2);
    expect(seen?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen?.headers.get('authorization')).toBe('Bearer tok-2');
    expect(fields?.get('rating')).toBe('5');
    // jsdom's File reaches the handler as a Blob part; its bytes are what matters here.
    expect((fields?.get('images') as Blob | null)?.size).toBe(3);
  });

  it('sends no Authorization header without a stored token', async () => {
    answer(200, { code: 0, message: 'ok', data: { value: 1 } });
    await request('/api/v1/thing', { schema: Schema });
    expect(seen?.headers.has('authorization')).toBe(false);
  });

  it('sends the stored visitor id as x-visitor-fingerprint on every call, logged in or not, streams too', async () => {
    window.localStorage.setItem('visitorFingerprint', 'visitor-0123456789');
    answer(200, { code: 0, message: 'ok', data: { value: 1 } });
    await request('/api/v1/thing', { schema: Schema });
    expect(seen?.headers.get(VISITOR_FINGERPRINT_HEADER)).toBe('visitor-0123456789');
    window.localStorage.setItem('accessToken', 'tok-3');
    await request('/api/v1/thing', { schema: Schema, method: 'POST', body: { a: 1 } });
    expect(seen?.headers.get('x-visitor-fingerprint')).toBe('visitor-0123456789');
    let streamed: string | null = null;
    server.use(
      http.post('*/ai_api/v1/chat/stream', ({ request: incoming }) => {
        streamed = incoming.headers.get(VISITOR_FINGERPRINT_HEADER);
        return new HttpResponse('data: {}\n\n', { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    await (await openStream('/ai_api/v1/chat/stream', { body: {} })).text();
    expect(streamed).toBe('visitor-0123456789');
  });

  it('makes and keeps a visitor id for the header when none is stored yet', async () => {
    answer(200, { code: 0, message: 'ok', data: { value: 1 } });
    await request('/api/v1/thing', { schema: Schema });
    const sent = seen?.headers.get(VISITOR_FINGERPRINT_HEADER) ?? '';
    expect(sent.length).toBeGreaterThanOrEqual(8);
    expect(window.localStorage.getItem('visitorFingerprint')).toBe(sent);
    await request('/api/v1/thing', { schema: Schema });
    expect(seen?.headers.get(VISITOR_FINGERPRINT_HEADER)).toBe(sent);
  });

  it('replaces the stored token from x-new-access-token, on errors too', async () => {
    window.localStorage.setItem('accessToken', 'old');
    answer(200, { code: 0, message: 'ok', data: { value: 1 } }, { 'x-new-access-token': 'new-1' });
    await request('/api/v1/thing', { schema: Schema });
    expect(window.localStorage.getItem('accessToken')).toBe('new-1');
    answer(500, { code: ERRORS.INTERNAL.code, message: 'boom', data: null }, { 'x-new-access-token': 'new-2' });
    await expect(request('/api/v1/thing', { schema: Schema })).rejects.toThrow('boom');
    expect(window.localStorage.getItem('accessToken')).toBe('new-2');
  });

  it('replaces the token from a streamed response as well', async () => {
    server.use(
      http.post('*/ai_api/v1/chat/stream', () =>
        new HttpResponse('data: {"type":"status","status":"completed"}\n\n', { headers: { 'content-type': 'text/event-stream', 'x-new-access-token': 'streamed' } }),
      ),
    );
    const response = await openStream('/ai_api_test/v1/chat/stream', { body: { query: 'hi' } });
    expect(await response.text()).toContain('completed');
    expect(window.localStorage.getItem('accessToken')).toBe('streamed');
    const bare = new Response('x');
    absorbNewToken(bare);
    expect(window.localStorage.getItem('accessToken')).toBe('streamed');
  });

  it('toasts the message of a non-success body, or the generic text when it has none', async () => {
    answer(200, { code: ERRORS.BAD_REQUEST.code, message: 'Request parameter error', data: null });
    await expect(request('/api/v1/thing', { schema: Schema })).rejects.toMatchObject({ kind: 'business', code: ERRORS.BAD_REQUEST.code });
    answer(200, { code: 42, message: '', data: null });
    await expect(request('/api/v1/thing', { schema: Schema })).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual(['Request parameter error', 'The request failed; please try again']);
  });

  it('stays silent for silent and quiet calls on business and HTTP errors', async () => {
    answer(200, { code: ERRORS.BAD_REQUEST.code, message: 'nope', data: null });
    await expect(request('/api/v1/thing', { schema: Schema, silent: true })).rejects.toThrow('nope');
    await expect(request('/api/v1/thing', { schema: Schema, quiet: true })).rejects.toThrow('nope');
    answer(503, { code: ERRORS.SERVICE_UNAVAILABLE.code, message: 'down', data: null });
    await expect(request('/api/v1/thing', { schema: Schema, quiet: true })).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect(toasts).toEqual([]);
  });

  it('shows the server message of other HTTP errors, or the status when there is no body', async () => {
    answer(429, { code: ERRORS.TOO_MANY_REQUESTS.code, message: 'Too many requests; please try again in 30 s', data: null });
    await expect(request('/api/v1/thing', { schema: Schema })).rejects.toMatchObject({ status: 429, code: ERRORS.TOO_MANY_REQUESTS.code });
    server.use(http.get('*/api/v1/thing', () => new HttpResponse('bad gateway', { status: 502 })));
    await expect(request('/api/v1/thing', { schema: Schema })).rejects.toMatchObject({ status: 502 });
    expect(toasts).toEqual(['Too many requests; please try again in 30 s', 'The request failed (HTTP 502)']);
  });

  it('on 401 toasts the authentication error and logs out, also when quiet, but not when silent', async () => {
    const logout = vi.fn();
    setUnauthorizedHandler(logout);
    answer(401, { code: ERRORS.NOT_LOGGED_IN.code, message: 'not logged in', data: null });
    await expect(request('/api/v1/thing', { schema: Schema, quiet: true })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual(['Your login has expired; please log in again']);
    await expect(request('/api/v1/thing', { schema: Schema, silent: true })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(toasts).toHaveLength(1);
  });

  it('clears the stored session on 401 by default', async () => {
    setUnauthorizedHandler(() => ['accessToken', 'userId', 'username', 'role'].forEach((k) => window.localStorage.removeItem(k)));
    window.localStorage.setItem('accessToken', 't');
    window.localStorage.setItem('userId', '123456789012345678');
    answer(401, { code: ERRORS.NOT_LOGGED_IN.code, message: 'x', data: null });
    await expect(request('/api/v1/thing', { schema: Schema })).rejects.toBeInstanceOf(ApiError);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('userId')).toBeNull();
  });

  it('rejects an answer that does not match its contract, visibly and in the log', async () => {
    answer(200, { code: 0, message: 'ok', data: { value: 'one' } });
    await expect(request('/api/v1/thing', { schema: Schema })).rejects.toMatchObject({ kind: 'contract' });
    expect(toasts).toEqual(['The server sent an answer this page does not understand; please reload']);
    const logged = takeConsoleErrors();
    expect(logged).toHaveLength(1);
    expect(String(logged[0]?.[0])).toContain('does not match its contract');
  });

  it('times out after timeoutMs and reports a network failure', async () => {
    server.use(
      http.get('*/api/v1/thing', async () => {
        await delay(500);
        return HttpResponse.json({ code: 0, message: 'ok', data: { value: 1 } });
      }),
    );
    await expect(request('/api/v1/thing', { schema: Schema, timeoutMs: 50 })).rejects.toMatchObject({ kind: 'timeout' });
    server.use(http.get('*/api/v1/thing', () => HttpResponse.error()));
    await expect(request('/api/v1/thing', { schema: Schema })).rejects.toMatchObject({ kind: 'network' });
    expect(toasts).toEqual(['The server took too long to answer; please try again', 'Network error: check your connection and try again']);
  });

  it('defaults to the 80 s timeout of spec §9', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    answer(200, { code: 0, message: 'ok', data: { value: 1 } });
    await request('/api/v1/thing', { schema: Schema });
    expect(timeout).toHaveBeenCalledWith(80_000);
    timeout.mockRestore();
  });
});
