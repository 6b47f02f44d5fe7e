import { afterEach, describe, expect, it } from 'vitest';
import { readSession, useSessionStore } from './session';
import { getVisitorId } from './visitor-id';

afterEach(() => window.localStorage.clear());

describe('session store (spec §3 login state)', () => {
  it('is a visitor without a stored token and user id, a user with both', () => {
    expect(readSession()).toBeNull();
    window.localStorage.setItem('accessToken', 'tok');
    expect(readSession()).toBeNull();
    window.localStorage.setItem('userId', '123456789012345678');
    window.localStorage.setItem('username', 'lin');
    expect(readSession()).toEqual({ accessToken: 'tok', userId: '123456789012345678', username: 'lin' });
  });

  it('writes the spec §3 keys on login and clears them on logout', () => {
    useSessionStore.getState().logIn({ accessToken: 't1', userId: '42', username: 'wang' });
    expect(window.localStorage.getItem('accessToken')).toBe('t1');
    expect(useSessionStore.getState().session?.username).toBe('wang');
    useSessionStore.getState().logOut();
    expect(window.localStorage.getItem('userId')).toBeNull();
    expect(useSessionStore.getState().session).toBeNull();
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
