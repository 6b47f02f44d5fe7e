import { afterEach, describe, expect, it, vi } from 'vitest';
import { onLoginSuccess, readProfile, readSession, useSessionStore, type Session } from './session';
import { getVisitorId } from './visitor-id';

afterEach(() => window.localStorage.clear());

describe('session store (spec §3 login state)', () => {
  it('is a visitor without a stored token and user id, a user with both', () => {
    expect(readSession()).toBeNull();
    window.localStorage.setItem('accessToken', 'tok');
    expect(readSession()).toBeNull();
    window.localStorage.setItem('userId', '123456789012345678');
    window.localStorage.setItem('username', 'lin');
    expect(readSession()).toEqual({ accessToken: 'tok', userId: '123456789012345678', username: 'lin', role: '' });
    window.localStorage.setItem('role', 'ADMIN');
    expect(readSession()?.role).toBe('ADMIN');
  });

  it('writes the spec §3 keys on login and clears them on logout', () => {
    useSessionStore.getState().logIn({ accessToken: 't1', userId: '42', username: 'wang' });
    expect(window.localStorage.getItem('accessToken')).toBe('t1');
    expect(useSessionStore.getState().session?.username).toBe('wang');
    useSessionStore.getState().logOut();
    expect(window.localStorage.getItem('userId')).toBeNull();
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('stores the role and announces a login to its listeners, once each', () => {
    const seen: Session[] = [];
    const stop = onLoginSuccess((session) => seen.push(session));
    useSessionStore.getState().logIn({ accessToken: 't3', userId: '77', username: 'he', role: 'USER' });
    stop();
    useSessionStore.getState().logIn({ accessToken: 't4', userId: '78', username: 'he' });
    expect(seen).toEqual([{ accessToken: 't3', userId: '77', username: 'he', role: 'USER' }]);
    expect(window.localStorage.getItem('role')).toBe('');
  });

  it('saves user info only when asked (remember-me), for the stored user only, and clears it on logout', () => {
    useSessionStore.getState().logIn({ accessToken: 't5', userId: '55', username: '', role: 'USER' });
    useSessionStore.getState().setProfile({ avatar: null, email: 'a@b.cn', phone: null });
    expect(window.localStorage.getItem('userInfo')).toBeNull();
    useSessionStore.getState().setProfile({ avatar: '/a.png', email: 'a@b.cn', phone: null }, { persist: true });
    expect(readProfile()).toEqual({ avatar: '/a.png', email: 'a@b.cn', phone: null });
    window.localStorage.setItem('userId', '56');
    expect(readProfile()).toBeNull();
    useSessionStore.getState().logOut();
    expect(window.localStorage.getItem('userInfo')).toBeNull();
  });

  it('restores the logged-in state from storage on load (spec §4)', async () => {
    window.localStorage.setItem('accessToken', 'stored');
    window.localStorage.setItem('userId', '702938475610293847');
    window.localStorage.setItem('username', 'Lin');
    window.localStorage.setItem('role', 'USER');
    window.localStorage.setItem('userInfo', JSON.stringify({ userId: '702938475610293847', avatar: null, email: 'lin@example.com', phone: null }));
    vi.resetModules();
    const fresh = await import('./session');
    expect(fresh.useSessionStore.getState().session).toEqual({ accessToken: 'stored', userId: '702938475610293847', username: 'Lin', role: 'USER' });
    expect(fresh.useSessionStore.getState().profile).toEqual({ avatar: null, email: 'lin@example.com', phone: null });
  });

  it('follows another tab through the storage event', () => {
    window.localStorage.setItem('accessToken', 't2');
    window.localStorage.setItem('userId', '7');
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken' }));
    expect(useSessionStore.getState().session?.userId).toBe('7');
  });
});

describe('visitor id (spec §3 visitorFingerprint)', () => {
  it('is made once and kept under visitorFingerprint', () => {
    const first = getVisitorId();
    expect(first.length).toBeGreaterThanOrEqual(8);
    expect(window.localStorage.getItem('visitorFingerprint')).toBe(first);
    expect(getVisitorId()).toBe(first);
  });
});
