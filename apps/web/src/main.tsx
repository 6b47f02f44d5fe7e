/**
 * Web entry. The server sends each page with its first frame already drawn (the app shell of
 * apps/server/src/plugins/app-shell.ts: hero, navbar, a list's heading, a record's cover and name)
 * and the shell's stylesheet, linked here. Nothing else is fetched before that frame is painted:
 * then the route's preload links, which the server put in an inert `<template id="route-preload">`
 * (apps/server/src/plugins/route-preload.ts), go into the head so that the page's code downloads in
 * parallel, and the app's start (./boot: React, the router, i18n) is imported. On a slow phone the
 * first paint waits for the HTML and one stylesheet only, never for the scripts.
 */
import './app/shell/shell.css';
import { afterFirstPaint } from './lib/after-first-paint';

afterFirstPaint(() => {
  // The id is PRELOAD_TEMPLATE_ID of the server's route-preload.ts (a test there checks this line).
  const preloads = document.getElementById('route-preload');
  if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
  // React is evaluated first, in a task of its own, then the rest of the app in another: a module
  // graph is evaluated in one go, and one go for everything is a long task on a phone. (Both are
  // already downloading from the preloads above.)
  void import('react-dom/client')
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .catch(() => undefined)
    .then(() => import('./boot'));
});
