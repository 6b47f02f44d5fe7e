/**
 * First-load JavaScript of `/` from the Vite manifest (apps/web/dist/.vite/manifest.json): the
 * entry chunk, the home route's chunk, and every chunk either imports statically (shared vendor),
 * gzip-compressed at level 9. Goal: ≤ 180 KB. Writes bench/results/web-bundle.json.
 * Run after `npm run build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'apps/web/dist');
const BUDGET_KB = 180;

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
if (!entryKey || !homeKey) throw new Error('entry or home chunk not found in the manifest');

const included = new Set<string>();
const visit = (key: string) => {
  if (included.has(key)) return;
  included.add(key);
  for (const imported of manifest[key]?.imports ?? []) visit(imported);
};
visit(entryKey);
visit(homeKey);

const chunks = [...included].map((key) => {
  const file = manifest[key]?.file ?? '';
  const bytes = fs.readFileSync(path.join(DIST, file));
  return { file, rawKb: Math.round((bytes.length / 1024) * 10) / 10, gzipKb: Math.round((gzipSync(bytes, { level: 9 }).length / 1024) * 10) / 10 };
});
const totalGzipKb = Math.round(chunks.reduce((sum, c) => sum + c.gzipKb, 0) * 10) / 10;
console.table(chunks);
const met = totalGzipKb <= BUDGET_KB;
console.log(`First-load JS for /: ${totalGzipKb} KB gzip (budget ${BUDGET_KB} KB): ${met ? 'met' : 'NOT met'}`);
const out = path.join(ROOT, 'bench/results/web-bundle.json');
fs.writeFileSync(
  out,
  `${JSON.stringify({ name: 'web-bundle', date: new Date().toISOString(), route: '/', budgetKb: BUDGET_KB, totalGzipKb, met, chunks }, null, 2)}\n`,
);
console.log(`Wrote ${path.relative(ROOT, out)}`);
if (!met) process.exitCode = 1;
