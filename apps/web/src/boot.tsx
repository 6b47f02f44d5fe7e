/**
 * The app's start, loaded by the entry (main.tsx) once the page's first frame is painted: start the
 * locale store (storage, `?lang=`, other tabs), then mount the app; in a production build, register
 * the offline service worker once the page has loaded.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startLocaleSync } from './lib/locale';

startLocaleSync();
const root = document.getElementById('root');
if (root) {
  const reactRoot = createRoot(root);
  // A transition render is time-sliced: React yields to the browser every few ms instead of
  // blocking the main thread for the whole first render (Lighthouse total blocking time).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

if (import.meta.env.PROD) {
  // After the load event, and as a chunk of its own: registration never delays the first paint.
  const register = () => void import('./lib/pwa/register-service-worker').then((m) => m.registerServiceWorker()).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
