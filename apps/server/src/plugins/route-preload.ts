/**
 * Route preloading for the first page load: the web app loads each page's code (and its
 * translation namespaces) lazily, so without help a browser only discovers them after the app's
 * start (apps/web src/boot.tsx) has run — more round trips before a page can draw its content.
 * When index.html is served for a known route, this adds the links that fetch the app's start, that
 * page's chunks and the namespace files of the locale the browser will pick
 * (`<link rel="modulepreload">`) and the page's stylesheets (`<link rel="preload" as="style">`).
 *
 * The links are put in a `<template id="route-preload">`, whose content the browser does not
 * fetch: the entry (apps/web src/main.tsx) moves them into the head right after the first frame
 * (the server-drawn shell) is painted, together with the import of the app's start. On a slow
 * phone network the first paint therefore waits for the HTML and the shell's stylesheet only, not
 * for 200 KB of scripts sharing the line (Largest Contentful Paint; bench:lighthouse), and the
 * page's code still downloads in parallel rather than one import after another.
 *
 * Chunk files come from the Vite manifest (apps/web/dist/.vite/manifest.json, `build.manifest`).
 * The table below mirrors the page modules and namespaces of apps/web/src/app/router.tsx; a test
 * checks every entry against a real build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { matchLocale, type Locale } from '@dali/shared/locales';

/** One client route whose page is preloaded. */
export interface PreloadRoute {
  /** Matches the URL path (no query). */
  pattern: RegExp;
  /** Page module as the manifest names it (relative to apps/web). */
  page: string;
  /** Translation namespaces the route loads with its page (locales/<lng>/<ns>.json). */
  namespaces: readonly string[];
}

/** The catalog and planner routes of spec §2 (order matters: the first match wins). */
export const PRELOAD_ROUTES: readonly PreloadRoute[] = [
  { pattern: /^\/$/, page: 'src/features/home/pages/home-page.tsx', namespaces: ['home', 'catalog'] },
  { pattern: /^\/attractions\/?$/, page: 'src/features/attractions/pages/attractions-page.tsx', namespaces: ['attractions', 'catalog'] },
  { pattern: /^\/attractions\/[^/]+\/?$/, page: 'src/features/attractions/pages/attraction-detail-page.tsx', namespaces: ['attractions', 'catalog'] },
  { pattern: /^\/stay\/?$/, page: 'src/features/stay/pages/stay-page.tsx', namespaces: ['stay', 'catalog'] },
  { pattern: /^\/stay\/reserve\/?$/, page: 'src/features/stay/pages/stay-reserve-page.tsx', namespaces: ['stay', 'catalog'] },
  { pattern: /^\/gourmetFood\/?$/, page: 'src/features/food/pages/food-page.tsx', namespaces: ['food', 'catalog'] },
  { pattern: /^\/gourmetFood\/restaurant\/[^/]+\/?$/, page: 'src/features/food/pages/restaurant-detail-page.tsx', namespaces: ['food', 'catalog'] },
  { pattern: /^\/gourmetFood\/[^/]+\/?$/, page: 'src/features/food/pages/food-detail-page.tsx', namespaces: ['food', 'catalog'] },
  // The planner and the plan pages: their code is the largest of the app, found late without this.
  { pattern: /^\/ai-travel-planner\/?$/, page: 'src/features/planner/pages/planner-page.tsx', namespaces: ['planner', 'catalog'] },
  { pattern: /^\/share\/[^/]+\/?$/, page: 'src/features/planner/pages/share-page.tsx', namespaces: ['planner', 'catalog'] },
  { pattern: /^\/travel-plan\/[^/]+\/?$/, page: 'src/features/planner/pages/travel-plan-page.tsx', namespaces: ['planner', 'catalog'] },
];

/** Id of the `<template>` holding the route's preload links (read by apps/web src/main.tsx). */
export const PRELOAD_TEMPLATE_ID = 'route-preload';

/** The module that starts the app, imported by the entry after the first paint (apps/web src/main.tsx). */
export const BOOT_MODULE = 'src/boot.tsx';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** Builds index.html variants with route preloads; `html(...)` returns null when nothing applies. */
export interface RoutePreloader {
  /**
   * index.html for `pathname` with the route's preload links, or null for a path with no known
   * page (serve the plain file then).
   * @param pathname URL path without the query.
   * @param lang the `?lang=` value, if any (the web app lets it win over everything else).
   * @param acceptLocale the locale negotiated from Accept-Language (what the browser prefers).
   */
  html(pathname: string, lang: string | null, acceptLocale: Locale): string | null;
  /** The files preloaded for `pathname` and `locale` (tests, diagnostics). */
  filesFor(pathname: string, locale: Locale): string[] | null;
}

/**
 * Read the build's manifest and index.html once.
 * @returns null when the build has no manifest (nothing to preload; index.html is served as is).
 */
export function createRoutePreloader(distDir: string, routes: readonly PreloadRoute[] = PRELOAD_ROUTES): RoutePreloader | null {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(manifestFile) || !fs.existsSync(indexFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const indexHtml = fs.readFileSync(indexFile, 'utf8');

  // What the entry already loads (index.html preloads it): never listed twice.
  const entryChunks = new Set<string>();
  const collect = (key: string, into: Set<string>, stopAt: Set<string>) => {
    if (into.has(key) || stopAt.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported, into, stopAt);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entryChunks, new Set());

  const cache = new Map<string, string[] | null>();
  const filesFor = (pathname: string, locale: Locale): string[] | null => {
    const route = routes.find((candidate) => candidate.pattern.test(pathname));
    if (!route || !manifest[route.page]) return null;
    const cacheKey = `${route.page}|${locale}`;
    const known = cache.get(cacheKey);
    if (known !== undefined) return known;
    const keys = new Set<string>();
    collect(BOOT_MODULE, keys, entryChunks);
    collect(route.page, keys, entryChunks);
    for (const namespace of route.namespaces) collect(`src/locales/${locale}/${namespace}.json`, keys, entryChunks);
    const files = [...keys].flatMap((key) => {
      const chunk = manifest[key];
      return chunk ? [chunk.file, ...(chunk.css ?? [])] : [];
    });
    cache.set(cacheKey, files);
    return files;
  };

  const htmlCache = new Map<string, string>();
  return {
    filesFor,
    html(pathname, lang, acceptLocale) {
      const locale = (lang ? matchLocale(lang) : null) ?? acceptLocale;
      const files = filesFor(pathname, locale);
      if (!files || files.length === 0) return null;
      const key = files.join(',');
      let html = htmlCache.get(key);
      if (html === undefined) {
        // Stylesheets are preloaded, not linked: the page's script links them when it runs (and
        // finds them already downloaded), so they never change the shell's first frame.
        const links = files
          .map((file) => (file.endsWith('.css') ? `<link rel="preload" as="style" crossorigin href="/${file}">` : `<link rel="modulepreload" crossorigin href="/${file}">`))
          .join('\n      ');
        html = indexHtml.replace('</head>', `  <template id="${PRELOAD_TEMPLATE_ID}">\n      ${links}\n    </template>\n  </head>`);
        htmlCache.set(key, html);
      }
      return html;
    },
  };
}
