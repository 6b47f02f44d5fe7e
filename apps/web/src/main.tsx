/**
 * Web entry: start the locale store (storage, `?lang=`, other tabs), then mount the app.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startLocaleSync } from './lib/locale';
import './app/shell/shell.css';

startLocaleSync();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
