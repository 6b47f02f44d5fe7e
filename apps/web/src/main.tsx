/**
 * Web entry: start the locale store (storage, `?lang=`, other tabs), then mount the app.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startLocaleSync } from './lib/locale';
import './app/shell/shell.css';

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
