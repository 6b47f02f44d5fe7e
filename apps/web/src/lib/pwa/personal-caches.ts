/**
 * Offline copies kept by the service worker (apps/web/vite.config.ts) that belong to one person:
 * their plans. Logging out removes them, so the next person on the device cannot read them offline.
 */

/** Offline copies that belong to the logged-in person (their plans): removed when they log out. */
export const PERSONAL_CACHES = ['plans'] as const;

/** Delete {@link PERSONAL_CACHES} from the Cache Storage, where the browser has one. */
export function clearPersonalCaches(): void {
  if (typeof caches === 'undefined') return;
  for (const name of PERSONAL_CACHES) void caches.delete(name).catch(() => undefined);
}
