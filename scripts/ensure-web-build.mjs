#!/usr/bin/env node
/**
 * Part of `npm start`: builds the web app (apps/web/dist) when it is missing or older than any of
 * its sources, so a fresh clone serves the UI after `npm install && npm start`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', '../../packages/shared/src'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(web, s))));
if (builtAt >= changedAt) {
  console.log('Web build is up to date.');
} else {
  console.log(builtAt === 0 ? 'Building the web app…' : 'Web sources changed; rebuilding the web app…');
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
}
