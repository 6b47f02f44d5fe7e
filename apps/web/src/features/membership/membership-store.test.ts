import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERRORS } from '@dali/shared/errors';
import { setApiNotifier } from '../../lib/api-client';
import { useLocaleStore } from '../../lib/locale';
import { useSessionStore } from '../../lib/session';
import { clearMembership, loadMembership, startMembershipSync, useMembershipStore } from './membership-store';
import { DAY, USER_ID, logIn, membership, ok } from './test/render-membership';

const server = setupServer();
const toasts: string[] = [];
let calls: { auth: string | null; language: string | null }[] = [];
let stop: (() => void) | null = null;

function answerWith(body: () => unknown, status = 200) {
  server.use(
    http.get('*/api/v1/membership/plans/current-user', async ({ request }) => {
      calls.push({ auth: request.headers.get('authorization'), language: request.headers.get('accept-language') });
      await delay(10);
      return HttpResponse.json(body() as Record<string, unknown>, { status });
    }),
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls = [];
  toasts.length = 0;
  setApiNotifier({ error: (message) => void toasts.push(message) });
  useLocaleStore.setState({ locale: 'en-US' });
});
afterEach(() => {
  stop?.();
  stop = null;
  server.resetHandlers();
  useSessionStore.getState().logOut();
  clearMembership();
  window.localStorage.clear();
});
afterAll(() => server.close());

const state = () => useMembershipStore.getState();

describe('membership store (spec §4: fetched on login, cleared on logout)', () => {
  it('fetches once after a login, with the new token, and keeps the answer', async () => {
    const info = membership(7 * DAY);
    answerWith(() => ok(info));
    stop = startMembershipSync();
    expect(calls).toEqual([]);
    logIn();
    expect(state().status).toBe('loading');
    await expect.poll(() => state().status).toBe('ready');
    expect(state()).toMatchObject({ userId: USER_ID, info });
    // The session subscription and login-success both fire; the shared load makes one request.
    expect(calls).toEqual([{ auth: 'Bearer token-abc', language: 'en-US' }]);
  });

  it('clears on logout, and drops an answer that arrives after it', async () => {
    answerWith(() => ok(membership(7 * DAY)));
    stop = startMembershipSync();
    logIn();
    await expect.poll(() => state().status).toBe('ready');
    useSessionStore.getState().logOut();
    expect(state()).toEqual({ userId: null, info: null, status: 'idle', loadedAt: null });

    logIn();
    expect(state().status).toBe('loading');
    useSessionStore.getState().logOut();
    await delay(40);
    expect(state()).toEqual({ userId: null, info: null, status: 'idle', loadedAt: null });
  });

  it('fetches on start when a stored session is restored, and not for a visitor', async () => {
    answerWith(() => ok(null));
    stop = startMembershipSync();
    stop();
    expect(calls).toEqual([]);
    // As on page load: the stored keys restore the session before the sync starts.
    window.localStorage.setItem('accessToken', 'stored-token');
    window.localStorage.setItem('userId', USER_ID);
    useSessionStore.getState().refresh();
    stop = startMembershipSync();
    await expect.poll(() => state().status).toBe('ready');
    expect(state().info).toBeNull();
    expect(calls.map((c) => c.auth)).toEqual(['Bearer stored-token']);
  });

  it('swallows failures of the automatic fetches (spec §8): no toast, status error', async () => {
    answerWith(() => ({ code: ERRORS.INTERNAL.code, message: 'System internal exception', data: null }), 500);
    stop = startMembershipSync();
    logIn();
    await expect.poll(() => state().status).toBe('error');
    expect(toasts).toEqual([]);
    expect(state().info).toBeNull();
  });

  it('keeps the last info while a reload fails, and lets the caller see the failure', async () => {
    const info = membership(7 * DAY);
    answerWith(() => ok(info));
    logIn();
    await loadMembership();
    answerWith(() => ({ code: ERRORS.INTERNAL.code, message: 'boom', data: null }), 500);
    await expect(loadMembership()).rejects.toThrow('boom');
    expect(state()).toMatchObject({ info, status: 'error', userId: USER_ID });
    // Quiet: the request client did not toast either.
    expect(toasts).toEqual([]);
  });

  it('fetches again in the new language when the locale changes (the plan name is localised)', async () => {
    let name = 'One-week pass';
    answerWith(() => ok(membership(7 * DAY, { planName: name })));
    stop = startMembershipSync();
    logIn();
    await expect.poll(() => state().info?.planName).toBe('One-week pass');
    name = '一周通';
    useLocaleStore.setState({ locale: 'zh-CN' });
    await expect.poll(() => state().info?.planName).toBe('一周通');
    expect(calls.map((c) => c.language)).toEqual(['en-US', 'zh-CN']);
  });

  it('answers null without a call for a visitor', async () => {
    answerWith(() => ok(membership(DAY)));
    await expect(loadMembership()).resolves.toBeNull();
    expect(calls).toEqual([]);
    expect(state().status).toBe('idle');
  });

  it('follows another tab that logs in as someone else', async () => {
    answerWith(() => ok(membership(2 * DAY)));
    stop = startMembershipSync();
    window.localStorage.setItem('accessToken', 'other-tab');
    window.localStorage.setItem('userId', '800000000000000001');
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken' }));
    await expect.poll(() => state().userId).toBe('800000000000000001');
    await expect.poll(() => state().status).toBe('ready');
    expect(calls.map((c) => c.auth)).toEqual(['Bearer other-tab']);
  });
});
