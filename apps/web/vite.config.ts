/**
 * Vite build of the web app into apps/web/dist (served by the API server with history fallback).
 * In development (`npm run dev -w apps/web`) API paths are proxied to the server on :3000.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_PATHS = ['/api', '/ai_api', '/api_test', '/ai_api_test'];

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, assetsDir: 'assets', manifest: true },
  server: {
    proxy: Object.fromEntries(API_PATHS.map((prefix) => [prefix, { target: 'http://localhost:3000', ws: true }])),
  },
});
