/**
 * JSON text columns are validated on read (architecture.md §4): a corrupt value stops the request
 * with a generic 500 while the log names the table, column and row.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERRORS } from '@dali/shared/errors';
import { LocalizedTextSchema } from '@dali/shared/locales';
import { buildCatalogTestApp, type TestApp } from '../test/build-test-app.js';
import { testEngines } from '../test/test-databases.js';
import { JsonColumnError, StringListColumnSchema, jsonColumnsOf, readJsonColumn } from './json-column.js';

const ref = { table: 'stays', column: 'amenities', id: 'some-stay' };

describe('readJsonColumn', () => {
  it('returns the parsed value when it has the column shape', () => {
    expect(readJsonColumn(StringListColumnSchema, '["wifi","parking"]', ref)).toEqual(['wifi', 'parking']);
    const row = { id: 'x', name: '{"zh-CN":"洱海","zh-HK":"洱海","en-US":"Erhai"}' };
    expect(jsonColumnsOf('attractions', row)('name', LocalizedTextSchema)).toEqual({ 'zh-CN': '洱海', 'zh-HK': '洱海', 'en-US': 'Erhai' });
  });

  it('names table, column and row when the text is not JSON or not of the shape', () => {
    for (const text of ['["wifi"', '{"wifi":true}', '[1]']) {
      let thrown: unknown;
      try {
        readJsonColumn(StringListColumnSchema, text, ref);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(JsonColumnError);
      expect(thrown).toMatchObject({ table: 'stays', column: 'amenities', rowId: 'some-stay' });
      expect((thrown as Error).message).toContain('stays.amenities of row "some-stay"');
    }
  });
});

describe.each(testEngines())('corrupt JSON columns on %s', (engine) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildCatalogTestApp({ engine, logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } } });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    lines.length = 0;
  });

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US' } });
    return { status: response.statusCode, body: response.json(), text: response.body };
  };
  /** The error lines logged since the test began, parsed. */
  const errorLogs = () => lines.map((line) => JSON.parse(line) as { msg: string; err?: { message?: string } });

  it('reads valid rows as before', async () => {
    const attraction = await get('/api/v1/attractions/dali-ancient-city');
    expect(attraction.status).toBe(200);
    expect(attraction.body.data.name['en-US']).toEqual(expect.any(String));
    expect(Array.isArray(attraction.body.data.openingHours) || attraction.body.data.openingHours === null).toBe(true);
    const stay = await get('/api/v1/stays/jade-emu-guesthouse');
    expect(stay.status).toBe(200);
    expect(stay.body.data.amenities).toEqual(expect.any(Array));
    expect(lines).toEqual([]);
  });

  it('answers a generic 500 for a row whose JSON does not parse, and logs the row', async () => {
    await sql`update attractions set address = ${'{"zh-CN": "broken'} where id = ${'dali-ancient-city'}`.execute(t.database.db);
    const { status, body, text } = await get('/api/v1/attractions/dali-ancient-city');
    expect(status).toBe(500);
    expect(body).toEqual({ code: ERRORS.INTERNAL.code, message: 'System internal exception; please try again later', data: null });
    expect(text).not.toContain('address');
    const logged = errorLogs().map((entry) => entry.err?.message ?? '');
    expect(logged.some((message) => message.includes('attractions.address of row "dali-ancient-city"'))).toBe(true);
  });

  it('answers a generic 500 for a row whose JSON has the wrong shape, and logs the row', async () => {
    await sql`update stays set amenities = ${'{"wifi": true}'} where id = ${'jade-emu-guesthouse'}`.execute(t.database.db);
    const { status, body, text } = await get('/api/v1/stays/jade-emu-guesthouse');
    expect(status).toBe(500);
    expect(body).toEqual({ code: ERRORS.INTERNAL.code, message: 'System internal exception; please try again later', data: null });
    expect(text).not.toContain('amenities');
    const logged = errorLogs().map((entry) => entry.err?.message ?? '');
    expect(logged.some((message) => message.includes('stays.amenities of row "jade-emu-guesthouse"'))).toBe(true);
  });
});
