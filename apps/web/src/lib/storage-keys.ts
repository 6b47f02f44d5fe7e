/**
 * Local storage keys of spec §3 ("Local storage keys"). The only place their names are written.
 */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  userId: 'userId',
  username: 'username',
  role: 'role',
  /** User info (avatar, email, phone) saved by a remember-me login (spec §4). */
  userInfo: 'userInfo',
  visitorFingerprint: 'visitorFingerprint',
  locale: 'locale',
  currentSessionId: 'currentSessionId',
} as const;

/** Keys cleared on logout (spec §4: "clears state and storage"). */
export const SESSION_KEYS = [STORAGE_KEYS.accessToken, STORAGE_KEYS.userId, STORAGE_KEYS.username, STORAGE_KEYS.role, STORAGE_KEYS.userInfo] as const;

/** Read a key; null when absent or when storage is unavailable (private mode, disabled). */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Write a key; silently ignored when storage is unavailable. */
export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the value lives for this page only.
  }
}

/** Remove keys; silently ignored when storage is unavailable. */
export function removeStorage(...keys: readonly string[]): void {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Nothing stored then.
  }
}
