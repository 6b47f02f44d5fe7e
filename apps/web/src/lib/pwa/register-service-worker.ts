/**
 * Registers the Workbox service worker the build writes (`/sw.js`, apps/web/vite.config.ts) once the
 * page has loaded, so registration and its precache downloads never compete with the first load.
 * workbox-window is loaded only then, outside the first-load bundle. Browsers without service
 * workers (or a page not served over https/localhost) simply go without offline reading.
 */

/** Register `/sw.js`; failures are quiet (offline reading is an extra, never a requirement). */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  await new Workbox('/sw.js', { scope: '/' }).register();
}

