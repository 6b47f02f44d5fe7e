import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildCatalogTestApp, type TestApp } from '../test/build-test-app.js';
import { createTestUser, type TestUser } from '../test/test-auth.js';
import { testEngines } from '../test/test-databases.js';
import { RequestValidationError, findUnstorableText, zodValidatorCompiler } from './validation.js';

type Outcome = { value?: unknown; error?: Error };

function compile(schema: z.ZodType, httpPart: string) {
  let runs = 0;
  const counted = z.preprocess((input) => {
    runs += 1;
    return input;
  }, schema);
  const validate = zodValidatorCompiler({ schema: counted, httpPart, method: 'GET', url: '/x' }) as (data: unknown) => Outcome;
  return { validate, runs: () => runs };
}

const Query = z.object({ page: z.coerce.number().int().min(1).default(1), sort: z.enum(['a', 'b']).default('a') });

describe('request validation', () => {
  it('parses a repeated query string once and hands out the same frozen value', () => {
    const { validate, runs } = compile(Query, 'querystring');
    const first = validate({ page: '2' });
    const second = validate({ page: '2' });
    expect(first.value).toEqual({ page: 2, sort: 'a' });
    expect(second.value).toBe(first.value);
    expect(Object.isFrozen(first.value)).toBe(true);
    expect(runs()).toBe(1);
    expect(validate({ page: '3' }).value).toEqual({ page: 3, sort: 'a' });
    expect(runs()).toBe(2);
  });

  it('checks a failing query string every time and never keeps it', () => {
    const { validate, runs } = compile(Query, 'querystring');
    expect(validate({ page: '0' }).error).toBeInstanceOf(RequestValidationError);
    expect(validate({ page: '0' }).error).toBeInstanceOf(RequestValidationError);
    expect(runs()).toBe(2);
  });

  it('parses repeated names (arrays), long query strings and other request parts every time', () => {
    const list = compile(z.object({ tag: z.array(z.string()) }), 'querystring');
    list.validate({ tag: ['a', 'b'] });
    list.validate({ tag: ['a', 'b'] });
    expect(list.runs()).toBe(2);
    const long = compile(z.object({ q: z.string() }), 'querystring');
    long.validate({ q: 'x'.repeat(600) });
    long.validate({ q: 'x'.repeat(600) });
    expect(long.runs()).toBe(2);
    const body = compile(Query, 'body');
    body.validate({ page: '2' });
    body.validate({ page: '2' });
    expect(body.runs()).toBe(2);
  });

  it('keeps the 256 latest query strings', () => {
    const { validate, runs } = compile(Query, 'querystring');
    for (let page = 1; page <= 257; page += 1) validate({ page: String(page) });
    expect(runs()).toBe(257);
    validate({ page: '257' });
    expect(runs()).toBe(257);
    validate({ page: '1' });
    expect(runs()).toBe(258);
  });
});

describe('unstorable text (NUL, lone surrogates)', () => {
  it('is found in values and keys at any depth, with the path of each, without recursion', () => {
    expect(findUnstorableText({ a: 'ok', b: ['x', { c: 'y\u0000' }], 'd\uD800': 1 }).map((issue) => issue.path)).toEqual([['d\uD800'], ['b', 1, 'c']]);
    expect(findUnstorableText('\uDC00')).toEqual([expect.objectContaining({ path: [], message: 'validation.text.unstorable' })]);
    expect(findUnstorableText({ emoji: '🌊', cjk: '洱海', empty: '', n: 1, nothing: null })).toEqual([]);
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findUnstorableText(deep)).toHaveLength(1);
  });

  it('fails any request part before its schema runs', () => {
    const { validate, runs } = compile(z.object({ q: z.string() }), 'querystring');
    expect(validate({ q: 'a\u0000' }).error).toBeInstanceOf(RequestValidationError);
    expect(runs()).toBe(0);
  });

  it('never lets a query with separator characters reuse another query string’s parsed value', () => {
    const { validate } = compile(z.object({ a: z.string(), b: z.string().optional() }).strict(), 'querystring');
    expect(validate({ a: 'x', b: 'y' }).value).toEqual({ a: 'x', b: 'y' });
    // With `name NUL value SOH` keys this one read as `a=x&b=y` and skipped every check.
    expect(validate({ a: 'x\u0001b\u0000y' }).error).toBeInstanceOf(RequestValidationError);
    expect(validate({ a: 'x\u0001b\u0002y' }).value).toEqual({ a: 'x\u0001b\u0002y' });
  });
});

describe.each(testEngines())('unstorable text in every path parameter and query field on %s (spec §8)', (engine) => {
  let t: TestApp;
  let user: TestUser;
  let paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  beforeAll(async () => {
    t = await buildCatalogTestApp({ engine, testAuth: true, env: { RATE_LIMIT_COUNTERS_PER_MINUTE: '100000', RATE_LIMIT_REVIEW_WRITES_PER_MINUTE: '10000', RATE_LIMIT_FORMS_PER_MINUTE: '10000' } });
    user = await createTestUser(t.database.db);
    // An admin, so that admin routes get as far as validating their input too.
    await t.database.db.updateTable('users').set({ role: 'ADMIN' }).where('id', '=', user.id).execute();
    paths = (t.app.swagger() as { paths: typeof paths }).paths;
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), parameters: operation.parameters ?? [] })),
    );

  it('answers 400 BAD_REQUEST for %00 in any {id}', async () => {
    const withParams = operations().filter((operation) => operation.path.includes('{'));
    expect(withParams.length).toBeGreaterThan(5);
    for (const { path, method } of withParams) {
      const url = path.replace(/\{[^}]+\}/g, 'x%00y');
      const response = await t.app.inject({ method: method as 'GET', url, headers: { ...user.headers, 'accept-language': 'zh-HK' } });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
      expect(response.json(), `${method} ${url}`).toMatchObject({ code: 40001, message: '請求參數錯誤：包含無法儲存的字元（空字元或不完整的 Unicode 字元）' });
    }
  });

  it('answers 400 BAD_REQUEST for a hex, padded or exponent number in any numeric query field and in the planner body', async () => {
    type Parameter = { in: string; name: string; schema?: { type?: string } };
    const numeric = operations().flatMap(({ path, method, parameters }) =>
      (parameters as Parameter[])
        .filter((parameter) => parameter.in === 'query' && ['integer', 'number'].includes(parameter.schema?.type ?? ''))
        .map((parameter) => ({ path: path.replace(/\{[^}]+\}/g, 'erhai-lake'), method, name: parameter.name })),
    );
    expect(numeric.map((field) => field.name)).toEqual(expect.arrayContaining(['minRating', 'page', 'pageSize', 'nights', 'limit', 'lat']));
    for (const { path, method, name } of numeric) {
      for (const value of ['0x4', '%204', '4e0']) {
        const url = `${path}?${name}=${value}`;
        const response = await t.app.inject({ method: method as 'GET', url, headers: user.headers });
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
        expect(response.json().data.fields.map((field: { field: string }) => field.field), url).toContain(`query.${name}`);
      }
    }
    for (const travelerCount of ['0x10', ' 10', '1e1']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/ai_api/v1/travel_planner_v3/plan/stream',
        payload: { durationDays: 2, travelerCount, destinations: ['xizhou'] },
        headers: { 'x-visitor-fingerprint': 'visitor-strict-numbers', 'accept-language': 'en-US' },
      });
      expect(response.statusCode, travelerCount).toBe(400);
      expect(response.json().data.fields, travelerCount).toContainEqual({ field: 'body.travelerCount', message: 'The party must be 1 to 20 people' });
    }
  });

  it('answers 400 BAD_REQUEST for %00 in any query field (town=, q=, type=…)', async () => {
    const withQuery = operations().filter((operation) => !operation.path.includes('{') && operation.parameters.some((parameter) => parameter.in === 'query'));
    expect(withQuery.map((operation) => operation.path)).toEqual(expect.arrayContaining(['/api/v1/attractions', '/api/v1/stays']));
    for (const { path, method, parameters } of withQuery) {
      for (const { name } of parameters.filter((parameter) => parameter.in === 'query')) {
        const url = `${path}?${name}=x%00y`;
        const response = await t.app.inject({ method: method as 'GET', url, headers: { ...user.headers, 'accept-language': 'en-US' } });
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
        expect(response.json().data.fields, `${method} ${url}`).toContainEqual({ field: `query.${name}`, message: 'Contains characters that cannot be stored (a NUL character or broken Unicode)' });
      }
    }
  });
});
