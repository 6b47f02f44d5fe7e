/**
 * First-load JavaScript of `/` from the Vite manifest (apps/web/dist/.vite/manifest.json): the
 * entry chunk, the app's start (src/boot.tsx, which the entry imports once the first frame is
 * painted), the home route's chunk, and every chunk they import statically (shared vendor),
 * gzip-compressed at level 9. Goal: ≤ 180 KB. Also each catalog route's own JavaScript: its lazy
 * page chunk plus every chunk it imports statically that the first load did not already bring,
 * goal ≤ 100 KB gzip each; chunks a page loads later on demand (the map) are listed beside it.
 * Writes bench/results/web-bundle.json. Run after `npm run build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'apps/web/dist');
const BUDGET_KB = 180;
const ROUTE_BUDGET_KB = 100;
/** Route page modules whose own chunks are measured. */
const ROUTE_PAGES = [
  'features/home/pages/home-page.tsx',
  'features/attractions/pages/attractions-page.tsx',
  'features/attractions/pages/attraction-detail-page.tsx',
  'features/stay/pages/stay-page.tsx',
  'features/stay/pages/stay-reserve-page.tsx',
  'features/food/pages/food-page.tsx',
  'features/food/pages/food-detail-page.tsx',
  'features/food/pages/restaurant-detail-page.tsx',
];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const manifestFile = path.join(DIST, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} not found: run npm run build first`);
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
const homeKey = Object.keys(manifest).find((key) => key.endsWith('features/home/pages/home-page.tsx'));
const bootKey = Object.keys(manifest).find((key) => key === 'src/boot.tsx');
if (!entryKey || !homeKey || !bootKey) throw new Error('entry, app start or home chunk not found in the manifest');

const included = new Set<string>();
const visit = (key: string) => {
  if (included.has(key)) return;
  included.add(key);
  for (const imported of manifest[key]?.imports ?? []) visit(imported);
};
visit(entryKey);
visit(bootKey);
visit(homeKey);

const measure = (key: string) => {
  const file = manifest[key]?.file ?? '';
  const bytes = fs.readFileSync(path.join(DIST, file));
  return { file, rawKb: Math.round((bytes.length / 1024) * 10) / 10, gzipKb: Math.round((gzipSync(bytes, { level: 9 }).length / 1024) * 10) / 10 };
};
const sumKb = (list: { gzipKb: number }[]) => Math.round(list.reduce((sum, c) => sum + c.gzipKb, 0) * 10) / 10;
const chunks = [...included].map(measure);
const totalGzipKb = sumKb(chunks);
console.table(chunks);
const firstLoadMet = totalGzipKb <= BUDGET_KB;
console.log(`First-load JS for /: ${totalGzipKb} KB gzip (budget ${BUDGET_KB} KB): ${firstLoadMet ? 'met' : 'NOT met'}`);

/** Chunks `key` needs statically, without those of the first load. */
const ownChunks = (key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key) || (included.has(key) && key !== homeKey)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) ownChunks(imported, seen);
  return seen;
};
const routes = ROUTE_PAGES.map((page) => {
  const key = Object.keys(manifest).find((candidate) => candidate.endsWith(page));
  if (!key) throw new Error(`${page} not found in the manifest`);
  const own = [...ownChunks(key)].map(measure);
  const onDemand = (manifest[key]?.dynamicImports ?? []).flatMap((dynamic) => [...ownChunks(dynamic)].filter((k) => !own.some((c) => c.file === manifest[k]?.file)).map(measure));
  const gzipKb = sumKb(own);
  return { page, gzipKb, met: gzipKb <= ROUTE_BUDGET_KB, chunks: own, onDemandGzipKb: sumKb(onDemand) };
});
console.table(routes.map(({ page, gzipKb, met, onDemandGzipKb }) => ({ page, gzipKb, met, onDemandGzipKb })));
const met = firstLoadMet && routes.every((route) => route.met);
const out = path.join(ROOT, 'bench/results/web-bundle.json');
fs.writeFileSync(
  out,
  `${JSON.stringify({ name: 'web-bundle', date: new Date().toISOString(), route: '/', budgetKb: BUDGET_KB, totalGzipKb, met, chunks, routeBudgetKb: ROUTE_BUDGET_KB, routes }, null, 2)}\n`,
);
console.log(`Wrote ${path.relative(ROOT, out)}`);
if (!met) process.exitCode = 1;
