/**
 * Renders the app icons of the web manifest (apps/web/public/icons/) from apps/web/public/favicon.svg
 * with Debian's Chromium (playwright-core): 192 and 512 px "any" icons, a 512 px "maskable" icon
 * whose mark sits inside the 80 % safe zone on the brand blue, and the 180 px Apple touch icon.
 * Run `node scripts/make-pwa-icons.mjs` after changing the favicon; the PNGs are committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = fs.readFileSync(path.join(root, 'apps/web/public/favicon.svg'), 'utf8');
const out = path.join(root, 'apps/web/public/icons');
fs.mkdirSync(out, { recursive: true });

const ICONS = [
  { file: 'icon-192.png', size: 192, inset: 0 },
  { file: 'icon-512.png', size: 512, inset: 0 },
  // Maskable: launchers crop to a circle or squircle inside the central 80 %.
  { file: 'icon-maskable-512.png', size: 512, inset: 0.12 },
  { file: 'apple-touch-icon-180.png', size: 180, inset: 0 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const pad = Math.round(icon.size * icon.inset);
    await page.setContent(
      `<html><body style="margin:0;background:${icon.inset ? '#1f6fb2' : 'transparent'}">` +
        `<div style="position:absolute;inset:${pad}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body></html>`,
    );
    await page.screenshot({ path: path.join(out, icon.file), omitBackground: !icon.inset });
    await page.close();
    console.log(`wrote ${path.relative(root, path.join(out, icon.file))}`);
  }
} finally {
  await browser.close();
}
