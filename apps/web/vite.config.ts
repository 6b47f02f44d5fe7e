/**
 * Vite build of the web app into apps/web/dist (served by the API server with history fallback).
 * In development (`npm run dev -w apps/web`) API paths are proxied to the server on :3000.
 *
 * The build also writes the web app manifest and a Workbox service worker (vite-plugin-pwa,
 * docs/decisions/0023-offline-and-install.md): the shell and static assets are precached; pages,
 * catalog answers, plans, review photos and map tiles the visitor has opened are kept for reading
 * offline. The worker is registered by the app after the page has loaded (src/lib/pwa/), so the
 * first load stays within its budget.
 */
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** React itself, the first part of the first load to be evaluated (see src/main.tsx). */
const REACT_MODULES = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * Parts of the libraries below that no page of the first load uses: react-i18next's `<Trans>` and
 * the HTML parser it needs (the pricing page and the sign-up agreement use them), kept out of `core`.
 */
const NOT_FIRST_LOAD = /node_modules[\\/](html-parse-stringify|void-elements)[\\/]|react-i18next[\\/]dist[\\/]es[\\/](Icu)?Trans(WithoutContext|Utils)?[\\/.]/;

/** Modules of the first load shared by every page (see `codeSplitting` below). */
const FIRST_LOAD_MODULES = [
  /node_modules[\\/](react-router|i18next|react-i18next|i18next-resources-to-backend|zustand)[\\/]/,
  /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
  /node_modules[\\/]zod[\\/]v4[\\/](core|mini)[\\/]/,
  /[\\/]packages[\\/]shared[\\/]src[\\/](constants|errors|locales)\.ts$/,
  /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/](i18n|api-client|initial-data|locale|storage-keys|session|visitor-id)\.ts$/,
  // What the app's start (src/boot.tsx) shares with pages and dialogs: the overlay, toast and
  // membership stores and the membership rules behind the navbar badge. Without this each would be
  // a chunk of its own, a round trip each.
  /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]overlays[\\/]overlay-store\.ts$/,
  /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]ui[\\/]toast\.ts$/,
  /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]membership[\\/](membership-store|membership-rules|membership-format|api[\\/]get-current-membership|hooks[\\/]use-active-membership)\.ts$/,
];

/** Small modules shared by the catalog pages (see `codeSplitting` below); no library code. */
const CATALOG_SHARED_MODULES = [
  /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]ui[\\/](catalog-ui\.css|choice-group\.tsx|cover\.tsx|filter-sheet\.(tsx|css)|form-controls\.css|lazy-catalog-map\.tsx|list-states\.tsx|open-status-label\.tsx|pager\.tsx|rating-stars\.tsx|result-state\.(tsx|css)|search-field\.tsx)$/,
  /[\\/]apps[\\/]web[\\/]src[\\/](lib[\\/]catalog-format|lib[\\/]api[\\/]get-towns)\.ts$/,
  /[\\/]packages[\\/]shared[\\/]src[\\/]contracts[\\/](attractions|catalog-common|stays|food|guides|search)\.ts$/,
];

const API_PATHS = ['/api', '/ai_api', '/api_test', '/ai_api_test'];

/**
 * The entry (src/main.tsx) and what index.html preloads for it are fetched at low priority: the
 * first frame is the server-drawn shell and its stylesheet, and the entry only starts the app after
 * that frame is painted, so on a slow network the stylesheet and the page's cover come first.
 */
const lowPriorityScripts: Plugin = {
  name: 'dali:low-priority-scripts',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html
        .replace(/<script type="module" crossorigin src=/g, '<script type="module" crossorigin fetchpriority="low" src=')
        .replace(/<link rel="modulepreload" crossorigin href=/g, '<link rel="modulepreload" crossorigin fetchpriority="low" href='),
  },
};

const DAY_SECONDS = 24 * 60 * 60;


/** Manifest and service worker (see the module comment). */
const pwa = VitePWA({
  // Registered by src/lib/pwa/register-service-worker.ts after the load event.
  injectRegister: false,
  registerType: 'autoUpdate',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
  manifest: {
    id: '/',
    name: 'Dali Guide · 大理导览',
    short_name: 'Dali Guide',
    description: 'Attractions, lodging, Bai food, an AI trip planner and a translator for Dali, Yunnan — in English and Chinese.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1f6fb2',
    background_color: '#f7f5ef',
    categories: ['travel'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // Some lazy page chunks (the map, charts of the planner) are larger than Workbox's 2 MiB default.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // Pages come from the server (their own head and first data) while online; see runtimeCaching.
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    // Workbox writes each `urlPattern` function into sw.js by its source text: they may use only
    // their arguments and literals, never a constant of this file.
    runtimeCaching: [
      {
        // A page the visitor opened: fresh from the server when it answers within 4 s, else the copy
        // kept from the last visit, else the app shell (precached index.html), which then reads the
        // kept API answers.
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/(api|ai_api|api_test|ai_api_test|uploads)\//.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pages',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS },
          cacheableResponse: { statuses: [200] },
          precacheFallback: { fallbackURL: '/index.html' },
        },
      },
      {
        // Public catalog answers (lists, details, towns, guides, phrases) worth keeping for offline
        // reading. Travellers' reviews and photos change under the visitor's own hand: next rule.
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin &&
          request.method === 'GET' &&
          /^\/api\/v1\/(attractions|stays|foods|restaurants|towns|guides|client-config|search|translation\/phrases|translation\/phrase-cards)(\/|$)/.test(url.pathname) &&
          !/\/(reviews|photos)$/.test(url.pathname),
        // Network first: a rating, a count or an opening status is never a visit behind; the kept copy
        // answers offline or when the network takes longer than 3 s.
        handler: 'NetworkFirst',
        options: { cacheName: 'catalog-api', networkTimeoutSeconds: 3, expiration: { maxEntries: 500, maxAgeSeconds: 30 * DAY_SECONDS }, cacheableResponse: { statuses: [200] } },
      },
      {
        // Reviews and photos: always fresh online (a review just written, a photo just hidden), kept for offline.
        urlPattern: ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && /^\/api\/v1\/attractions\/[^/]+\/(reviews|photos)$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: { cacheName: 'catalog-activity', networkTimeoutSeconds: 4, expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS }, cacheableResponse: { statuses: [200] } },
      },
      {
        // Plans change only when their owner shares or deletes them: the network first, the kept copy offline.
        urlPattern: ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && /^\/ai_api\/v1\/base_api\/travel_plans\/[\w-]+$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: { cacheName: 'plans', networkTimeoutSeconds: 5, expiration: { maxEntries: 50, maxAgeSeconds: 90 * DAY_SECONDS }, cacheableResponse: { statuses: [200] } },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
        handler: 'CacheFirst',
        options: { cacheName: 'photos', expiration: { maxEntries: 300, maxAgeSeconds: 60 * DAY_SECONDS }, cacheableResponse: { statuses: [200] } },
      },
      {
        // Map tiles already seen (any tile server: z/x/y paths), for the maps of places and plans offline.
        urlPattern: ({ url, request }) => request.destination === 'image' && /\/\d+\/\d+\/\d+(@2x)?\.(png|jpg|jpeg|webp)$/.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: 'map-tiles', expiration: { maxEntries: 1500, maxAgeSeconds: 30 * DAY_SECONDS }, cacheableResponse: { statuses: [0, 200] } },
      },
    ],
  },
});

export default defineConfig({
  plugins: [react(), pwa, lowPriorityScripts],
  build: {
    outDir: 'dist',
    // Every browser the app supports preloads modules itself (Chrome 66, Safari 17, Firefox 115).
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    sourcemap: true,
    assetsDir: 'assets',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Vite's helper for dynamic imports, which the entry needs before anything else: kept
            // out of `core` so that the entry can run (and wait for the first paint) without it.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 20 },
            // What every page needs before it can draw besides React (router, query cache, i18n,
            // zod, the request client) in one file: on a first visit over HTTP/1.1 each extra small
            // chunk costs a round trip on a phone network, and these are all loaded at once anyway.
            // React has a chunk of its own so that the entry can evaluate it in a task of its own
            // before the rest (src/main.tsx): two shorter tasks instead of one long one.
            { name: 'react', test: REACT_MODULES, priority: 11 },
            { name: 'core', test: (id: string) => !NOT_FIRST_LOAD.test(id) && FIRST_LOAD_MODULES.some((pattern) => pattern.test(id)), priority: 10 },
            // The small plain pieces the catalog pages share (covers, pagers, filter sheets, form
            // controls, formatters, contracts): one file instead of several per page.
            { name: 'catalog-ui', test: (id: string) => CATALOG_SHARED_MODULES.some((pattern) => pattern.test(id)), priority: 5 },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(API_PATHS.map((prefix) => [prefix, { target: 'http://localhost:3000', ws: true }])),
  },
});
