import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config/env.js';
import { importCatalog } from '../../db/catalog/import-catalog.js';
import { formatProblem } from '../../db/catalog/read-catalog.js';
import { buildCatalogTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTestDatabase, testEngines } from '../../test/test-databases.js';

const CATALOG = path.join(REPO_ROOT, 'catalog');

/** A photo record as catalog/README.md "Photos" describes it (a fixture: these files are not real). */
const photo = (name: string, license = 'CC BY-SA 4.0') => ({
  url: `https://upload.wikimedia.org/wikipedia/commons/a/ab/${name}.jpg`,
  pageUrl: `https://commons.wikimedia.org/wiki/File:${name}.jpg`,
  author: `Author of ${name}`,
  license,
  title: `File:${name}.jpg`,
});

/** A copy of the catalog whose first record of each photo-bearing file carries `images`. */
function catalogWithPhotos(images: (file: string) => unknown[]): { dir: string; ids: Record<string, string> } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-catalog-photos-'));
  for (const file of fs.readdirSync(CATALOG)) fs.copyFileSync(path.join(CATALOG, file), path.join(dir, file));
  const ids: Record<string, string> = {};
  for (const file of ['attractions.json', 'foods.json', 'restaurants.json', 'stays.json']) {
    const records = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Array<Record<string, unknown>>;
    const first = records[0] as Record<string, unknown>;
    first.images = images(file);
    ids[file] = first.id as string;
    fs.writeFileSync(path.join(dir, file), JSON.stringify(records, null, 2));
  }
  return { dir, ids };
}

describe.each(testEngines())('licensed catalog photos on %s', (engine) => {
  let t: TestApp;
  const { dir, ids } = catalogWithPhotos((file) => [photo(`${file}-one`), photo(`${file}-two`, 'CC0 1.0')]);
  beforeAll(async () => {
    t = await buildCatalogTestApp({ engine, env: { CATALOG_DIR: dir } });
  });
  afterAll(async () => {
    await t?.close();
  });
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json().data;

  it('serves every photo with its author, licence and source page on the detail, and the first on the list item', async () => {
    const routes = [
      ['attractions.json', '/api/v1/attractions?pageSize=50', '/api/v1/attractions/'],
      ['foods.json', '/api/v1/foods?pageSize=50', '/api/v1/foods/'],
      ['restaurants.json', '/api/v1/restaurants?pageSize=50', '/api/v1/restaurants/'],
      ['stays.json', '/api/v1/stays?pageSize=50', '/api/v1/stays/'],
    ] as const;
    for (const [file, listUrl, detailUrl] of routes) {
      const id = ids[file] as string;
      const detail = await get(`${detailUrl}${id}`);
      expect(detail.images, file).toEqual([photo(`${file}-one`), photo(`${file}-two`, 'CC0 1.0')]);
      expect(detail.image, file).toEqual(photo(`${file}-one`));
      let found: { image: unknown } | undefined;
      for (let page = 1; !found; page += 1) {
        const data = await get(`${listUrl}&page=${page}`);
        found = data.items.find((item: { id: string }) => item.id === id);
        if (page >= data.totalPages) break;
      }
      expect(found?.image, file).toEqual(photo(`${file}-one`));
    }
    // A record without photos says so: no image, no invented one.
    const other = (await get('/api/v1/stays?pageSize=50')).items.find((item: { id: string }) => item.id !== ids['stays.json']);
    expect(other.image).toBeNull();
  });
});

describe.each(testEngines())('catalog photo rules on %s', (engine) => {
  it('refuses a photo whose licence is not a free one on record, a non-https URL or more than six photos, and writes nothing', async () => {
    const database = await createTestDatabase(engine);
    try {
      const { dir } = catalogWithPhotos((file) =>
        file === 'attractions.json'
          ? [photo('unlicensed', 'All rights reserved')]
          : file === 'foods.json'
            ? [{ ...photo('plain'), url: 'http://upload.wikimedia.org/plain.jpg' }]
            : file === 'stays.json'
              ? Array.from({ length: 7 }, (_, i) => photo(`many-${i}`))
              : [{ ...photo('anonymous'), author: ' ' }],
      );
      const result = await importCatalog(database.db, { dir });
      if (result.ok) throw new Error('expected problems');
      const lines = result.problems.map(formatProblem);
      expect(lines.some((l) => /^attractions\.json\[0\] .* images\.0\.license: must be CC BY, CC BY-SA, CC0 1\.0 or Public domain$/.test(l)), lines.join('\n')).toBe(true);
      expect(lines.some((l) => /^foods\.json\[0\] .* images\.0\.url: must be an https URL$/.test(l)), lines.join('\n')).toBe(true);
      expect(lines.some((l) => /^stays\.json\[0\] .* images: /.test(l)), lines.join('\n')).toBe(true);
      expect(lines.some((l) => /^restaurants\.json\[0\] .* images\.0\.author/.test(l)), lines.join('\n')).toBe(true);
      const rows = await database.db.selectFrom('attractions').select('id').execute();
      expect(rows).toEqual([]);
    } finally {
      await database.cleanup();
    }
  });
});
