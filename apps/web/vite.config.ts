/**
 * Vite build of the web app into apps/web/dist (served by the API server with history fallback).
 * In development (`npm run dev -w apps/web`) API paths are proxied to the server on :3000.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Modules of the first load shared by every page (see `codeSplitting` below). */
const FIRST_LOAD_MODULES = [
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|i18next-resources-to-backend|zustand)[\\/]/,
  /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
  /node_modules[\\/]zod[\\/]v4[\\/](core|mini)[\\/]/,
  /[\\/]packages[\\/]shared[\\/]src[\\/](constants|errors|locales)\.ts$/,
  /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/](i18n|api-client|initial-data|locale|storage-keys|session|visitor-id)\.ts$/,
];

/** Small modules shared by the catalog pages (see `codeSplitting` below); no library code. */
const CATALOG_SHARED_MODULES = [
  /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]ui[\\/](catalog-ui\.css|choice-group\.tsx|cover\.tsx|filter-sheet\.(tsx|css)|form-controls\.css|lazy-catalog-map\.tsx|list-states\.tsx|open-status-label\.tsx|pager\.tsx|rating-stars\.tsx|result-state\.(tsx|css)|search-field\.tsx)$/,
  /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]catalog-format\.ts$/,
  /[\\/]packages[\\/]shared[\\/]src[\\/]contracts[\\/](attractions|catalog-common|stays|food|guides|search)\.ts$/,
];

const API_PATHS = ['/api', '/ai_api', '/api_test', '/ai_api_test'];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    assetsDir: 'assets',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page needs before it can draw (React, router, query cache, i18n, zod,
            // the request client) in one file: on a first visit over HTTP/1.1 each extra small
            // chunk costs a round trip on a phone network, and these are all loaded at once anyway.
            { name: 'core', test: (id: string) => FIRST_LOAD_MODULES.some((pattern) => pattern.test(id)), priority: 10 },
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
