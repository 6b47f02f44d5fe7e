/**
 * Browser journey harness: starts the real server (built web app, fresh SQLite file, free port,
 * every payment method served by the embedded test checkout) in its own process and Debian's
 * Chromium through playwright-core. Chromium is required under CI; elsewhere the journeys are
 * skipped with a printed reason when /usr/bin/chromium is missing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'test-results/screenshots');

/** Whether the journeys can run here; under CI a missing browser is an error, not a skip. */
export function browserAvailable(): boolean {
  const found = fs.existsSync(CHROMIUM);
  if (!found && process.env.CI) throw new Error(`CI is set but ${CHROMIUM} is missing: the browser journeys would be skipped`);
  if (!found) console.warn(`Skipping browser journeys: ${CHROMIUM} not found (apt-get install chromium)`);
  return found;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A 1×1 transparent PNG. */
const BLANK_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/**
 * Every context of `browser` answers requests to other hosts (map tiles, a place's website) from
 * memory, as a machine without network would never get them and Chromium would log each failure
 * as a console error: images get a blank PNG, anything else an empty page.
 */
function keepOffline(browser: Browser, baseUrl: string): void {
  const origin = new URL(baseUrl).origin;
  const offline = async (context: BrowserContext) => {
    await context.route(
      (url) => url.origin !== origin && (url.protocol === 'http:' || url.protocol === 'https:'),
      (route) =>
        (route.request().resourceType() === 'image'
          ? route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_PNG })
          : route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>offline</title>' })
        ).catch((error: unknown) => {
          // A page closed by its test while a tile was in flight: nothing is waiting for it.
          if (!String(error).includes('has been closed')) throw error;
        }),
    );
    return context;
  };
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => offline(await newContext(options));
  // Browser.newPage makes its own context; give it the same routing through newContext.
  browser.newPage = async (options) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    page.once('close', () => void context.close().catch(() => undefined));
    return page;
  };
}

/** A running server and browser for one suite. */
export interface Harness {
  baseUrl: string;
  browser: Browser;
  databaseFile: string;
  stop(): Promise<void>;
}

/** What a suite adds to the default server and browser. */
export interface HarnessOptions {
  /** Extra environment of the server process (e.g. provider URLs of a local fake). */
  env?: Record<string, string>;
  /** Extra Chromium flags (e.g. a fake microphone fed from a WAV file). */
  browserArgs?: string[];
}

/** Start the server and the browser. */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-e2e-'));
  const port = await freePort();
  const databaseFile = path.join(dir, 'app.db');
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseFile, DATA_DIR: dir, LOG_LEVEL: 'warn', NODE_ENV: 'production', REDIS_URL: '', PAYMENTS_SANDBOX: 'true', ...options.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/v1/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`server did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...(options.browserArgs ?? [])],
  });
  keepOffline(browser, baseUrl);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return {
    baseUrl,
    browser,
    databaseFile,
    async stop() {
      await browser.close();
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh browser context and page that record what the page reports as wrong. */
export interface RecordedPage {
  context: BrowserContext;
  page: Page;
  /** Page errors, console errors and console warnings, in order. */
  problems: string[];
}

/**
 * Open a page in a new context of `width` px (phones below 768 px: touch and mobile viewport,
 * 800 px tall; else 900 px) with the interface locale stored as the web app keeps it, recording
 * page errors and console errors and warnings so a journey can assert there were none.
 */
export async function openRecordedPage(h: Harness, width = 1280, locale = 'en-US', options: BrowserContextOptions = {}): Promise<RecordedPage> {
  const context = await h.browser.newContext({
    viewport: { width, height: width < 768 ? 800 : 900 },
    ...(width < 768 ? { isMobile: true, hasTouch: true } : {}),
    ...options,
  });
  await context.addInitScript((lng) => window.localStorage.setItem('locale', lng), locale);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  return { context, page, problems };
}

/** A `size`×`size` PNG in one colour (map tiles, review photos), built here so no file or network is needed. */
export function solidPng(rgb: [number, number, number], size = 256): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}
