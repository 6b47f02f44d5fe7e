/**
 * The logged-in session (spec §3 "Login state"): `{ userId, username, accessToken }`, or null for a
 * visitor. It mirrors the spec §3 local-storage keys `accessToken`, `userId` and `username`, which
 * login fills and logout clears; the request client (api-client.ts) reads the bearer token from
 * the same key. Other tabs' logins and logouts arrive through the `storage` event, and a 401 from
 * the API clears the session here as well as in storage.
 */
import { create } from 'zustand';
import { setUnauthorizedHandler } from './api-client';
import { SESSION_KEYS, STORAGE_KEYS, readStorage, removeStorage, writeStorage } from './storage-keys';

/** A logged-in user as far as the browser knows. `userId` stays a string (spec §3: 16+ digit ids). */
export interface Session {
  userId: string;
  username: string;
  accessToken: string;
}

/** The session from local storage; null unless both a token and a user id are stored. */
export function readSession(): Session | null {
  const accessToken = readStorage(STORAGE_KEYS.accessToken);
  const userId = readStorage(STORAGE_KEYS.userId);
  if (!accessToken || !userId) return null;
  return { accessToken, userId, username: readStorage(STORAGE_KEYS.username) ?? '' };
}

interface SessionState {
  session: Session | null;
  /** Store a new session (login) in local storage and here. */
  logIn: (session: Session) => void;
  /** Forget the session (logout, or a 401). */
  logOut: () => void;
  /** Re-read local storage (another tab or the request client changed it). */
  refresh: () => void;
}

/** The session store (Zustand). */
export const useSessionStore = create<SessionState>((set) => ({
  session: readSession(),
  logIn: (session) => {
    writeStorage(STORAGE_KEYS.accessToken, session.accessToken);
    writeStorage(STORAGE_KEYS.userId, session.userId);
    writeStorage(STORAGE_KEYS.username, session.username);
    set({ session });
  },
  logOut: () => {
    removeStorage(...SESSION_KEYS);
    set({ session: null });
  },
  refresh: () => set({ session: readSession() }),
}));

/** The current session, or null for a visitor. */
export function useSession(): Session | null {
  return useSessionStore((s) => s.session);
}

// A 401 logs out (spec §8) here as well, not only in storage, so forms that need a user hide.
setUnauthorizedHandler(() => useSessionStore.getState().logOut());

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key)) useSessionStore.getState().refresh();
  });
}
