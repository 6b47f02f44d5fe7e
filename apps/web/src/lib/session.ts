/**
 * The logged-in session (spec §3 "Login state" and "User info"): `{ userId, username, role,
 * accessToken }`, or null for a visitor, plus the user info a remember-me login saves (avatar,
 * email, phone). It mirrors the spec §3 local-storage keys `accessToken`, `userId`, `username` and
 * `role` (and `userInfo`), which login fills and logout clears; the request client
 * (api-client.ts) reads the bearer token from the same key. On load the stored keys restore the
 * logged-in state (spec §4); other tabs' logins and logouts arrive through the `storage` event,
 * and a 401 from the API clears the session here as well as in storage.
 *
 * A successful login is announced to whoever listens ({@link onLoginSuccess}): features that
 * load per-user state (membership, remaining counts) subscribe instead of being called by the
 * login dialog, so the dialog knows none of them.
 */
import { create } from 'zustand';
import { setUnauthorizedHandler } from './api-client';
import { SESSION_KEYS, STORAGE_KEYS, readStorage, removeStorage, writeStorage } from './storage-keys';
import { clearPersonalCaches } from './pwa/personal-caches';

/** A logged-in user as far as the browser knows. `userId` stays a string (spec §3: 16+ digit ids). */
export interface Session {
  userId: string;
  username: string;
  /** Role string of the login answer (`USER`, `ADMIN`); empty when an older session stored none. */
  role: string;
  accessToken: string;
}

/** What {@link SessionState.logIn} takes: a session whose role may be unknown. */
export type SessionInput = Omit<Session, 'role'> & { role?: string };

/** User info of spec §3 beyond the session: avatar URL (null → default image), email, phone. */
export interface UserProfile {
  avatar: string | null;
  email: string | null;
  phone: string | null;
}

/** The session from local storage; null unless both a token and a user id are stored. */
export function readSession(): Session | null {
  const accessToken = readStorage(STORAGE_KEYS.accessToken);
  const userId = readStorage(STORAGE_KEYS.userId);
  if (!accessToken || !userId) return null;
  return { accessToken, userId, username: readStorage(STORAGE_KEYS.username) ?? '', role: readStorage(STORAGE_KEYS.role) ?? '' };
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The saved user info, if a remember-me login stored it for the stored user; null otherwise. */
export function readProfile(): UserProfile | null {
  const raw = readStorage(STORAGE_KEYS.userInfo);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    // Another account's info (a login in another tab) must not be shown for this one.
    if (!value || value.userId !== readStorage(STORAGE_KEYS.userId)) return null;
    return { avatar: stringOrNull(value.avatar), email: stringOrNull(value.email), phone: stringOrNull(value.phone) };
  } catch {
    return null;
  }
}

type LoginSuccessListener = (session: Session) => void;
const loginListeners = new Set<LoginSuccessListener>();

/**
 * Listen for successful logins (spec §4 "emits login-success"); not called when a stored session
 * is restored on load. Returns the function that stops listening.
 */
export function onLoginSuccess(listener: LoginSuccessListener): () => void {
  loginListeners.add(listener);
  return () => {
    loginListeners.delete(listener);
  };
}

interface SessionState {
  session: Session | null;
  /** User info saved by a remember-me login; null when not known. */
  profile: UserProfile | null;
  /** Store a new session (login) in local storage and here, then announce it. */
  logIn: (session: SessionInput) => void;
  /** Keep the user's info; `persist` also saves it in local storage (remember-me, spec §4). */
  setProfile: (profile: UserProfile, options?: { persist?: boolean }) => void;
  /** Forget the session (logout, or a 401). */
  logOut: () => void;
  /** Re-read local storage (another tab or the request client changed it). */
  refresh: () => void;
}

/**
 * Login state (spec §3, §4): the session and saved user info, restored from local storage on load;
 * null for a visitor.
 */
export const useSessionStore = create<SessionState>((set, get) => ({
  session: readSession(),
  profile: readSession() ? readProfile() : null,
  logIn: (input) => {
    const session: Session = { ...input, role: input.role ?? '' };
    // A previous account's saved info must not outlive it.
    removeStorage(STORAGE_KEYS.userInfo);
    writeStorage(STORAGE_KEYS.accessToken, session.accessToken);
    writeStorage(STORAGE_KEYS.userId, session.userId);
    writeStorage(STORAGE_KEYS.username, session.username);
    writeStorage(STORAGE_KEYS.role, session.role);
    set({ session, profile: null });
    for (const listener of [...loginListeners]) {
      try {
        listener(session);
      } catch (error) {
        // One listener's bug must not undo the login or starve the others.
        console.error('login-success listener failed', error);
      }
    }
  },
  setProfile: (profile, options = {}) => {
    const session = get().session;
    if (!session) return;
    if (options.persist) writeStorage(STORAGE_KEYS.userInfo, JSON.stringify({ userId: session.userId, ...profile }));
    set({ profile });
  },
  logOut: () => {
    removeStorage(...SESSION_KEYS);
    // Plans kept for offline reading belong to this person, not to the next one on the device.
    clearPersonalCaches();
    set({ session: null, profile: null });
  },
  refresh: () => {
    const session = readSession();
    set({ session, profile: session ? readProfile() : null });
  },
}));

/** The current session, or null for a visitor. */
export function useSession(): Session | null {
  return useSessionStore((s) => s.session);
}

/** The current user's saved info, or null. */
export function useProfile(): UserProfile | null {
  return useSessionStore((s) => s.profile);
}

// A 401 logs out (spec §8) here as well, not only in storage, so forms that need a user hide.
setUnauthorizedHandler(() => useSessionStore.getState().logOut());

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key)) useSessionStore.getState().refresh();
  });
}
