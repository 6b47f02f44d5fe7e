import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TINY_WEBP, makePng } from '../../test/image-fixtures.js';
import { createLocalImageStorage } from './local-image-storage.js';

describe('local image storage', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-uploads-'));
  });
  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('writes real files under random names with the extension of the checked type', async () => {
    const storage = createLocalImageStorage({ dir: path.join(root, 'uploads') });
    const png = makePng();
    const first = await storage.save({ body: png, mimeType: 'image/png' });
    const second = await storage.save({ body: TINY_WEBP, mimeType: 'image/webp' });
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{22}\.png$/);
    expect(second.key).toMatch(/^[A-Za-z0-9_-]{22}\.webp$/);
    expect(first.url).toBe(`/uploads/${first.key}`);
    expect(fs.readFileSync(path.join(root, 'uploads', first.key)).equals(png)).toBe(true);
    expect(fs.readdirSync(path.join(root, 'uploads')).sort()).toEqual([first.key, second.key].sort());
    expect(storage.locate(second.key)).toEqual({ file: path.join(root, 'uploads', second.key), mimeType: 'image/webp' });
  });

  it('locates only names it could have produced', () => {
    const storage = createLocalImageStorage({ dir: root });
    for (const name of ['../secret.png', '..', 'a.png', 'AAAAAAAAAAAAAAAAAAAAAA.svg', 'AAAAAAAAAAAAAAAAAAAAAA.png/..', '.AAAAAAAAAAAAAAAAAAAAA.tmp']) {
      expect(storage.locate(name), name).toBeNull();
    }
  });

  it('removes files, tolerating missing ones', async () => {
    const storage = createLocalImageStorage({ dir: root });
    const stored = await storage.save({ body: makePng(), mimeType: 'image/png' });
    await storage.remove(stored.key);
    await storage.remove(stored.key);
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it('fails without leaving a partial file when the folder cannot be written', async () => {
    const blocked = path.join(root, 'not-a-folder');
    fs.writeFileSync(blocked, 'x');
    await expect(createLocalImageStorage({ dir: blocked }).save({ body: makePng(), mimeType: 'image/png' })).rejects.toThrow();
    expect(fs.readdirSync(root)).toEqual(['not-a-folder']);
  });
});
