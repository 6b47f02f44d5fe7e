/**
 * Property-based fuzzing of every operation of the OpenAPI document the app serves (/api/docs/json),
 * on each test engine: hostile bodies, queries, path parameters and headers (openapi-arbitraries.ts)
 * must never get a 5xx, and no answer may show internal detail (stack frames, engine names or
 * errors, server file paths). Requests come from a public address, as from the internet.
 *
 * Repeatable: FUZZ_SEED (default below) fixes every generated request, FUZZ_RUNS the requests per
 * operation. A failure names the operation, the request and fast-check's seed and path to replay it.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, registerAccount } from '../test/accounts-helpers.js';
import { buildCatalogTestApp, buildTestApp, type TestApp } from '../test/build-test-app.js';
import { encodeForm, makePng } from '../test/image-fixtures.js';
import { testEngines } from '../test/test-databases.js';
import { INTERNAL_DETAIL, TOKEN, describeRequest, operationsOf, requestArbitrary, type FuzzRequest, type Operation } from './openapi-arbitraries.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const PUBLIC_ADDRESS = '203.0.113.7';
const ANSWER_TIMEOUT_MS = 10_000;
const ACCOUNT = 'fuzz@example.com';
// Nothing here should wait on a rate limit: a 429 would hide the code behind it.
const NO_LIMITS = {
  RATE_LIMIT_FORMS_PER_MINUTE: '10000',
  RATE_LIMIT_COUNTERS_PER_MINUTE: '100000',
  RATE_LIMIT_REVIEW_WRITES_PER_MINUTE: '10000',
  RATE_LIMIT_AUTH_PER_MINUTE: '100000',
  RATE_LIMIT_CODES_PER_HOUR: '100000',
};

/** The document as the app serves it; any engine's app serves the same one. */
async function readOpenApiDocument() {
  const t = await buildTestApp();
  try {
    return (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  } finally {
    await t.close();
  }
}

const operations = operationsOf(await readOpenApiDocument());

/** A different but fixed seed per operation, so each explores its own requests. */
function seedOf(operation: Operation): number {
  let hash = SEED | 0;
  for (const char of `${operation.method} ${operation.path}`) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return hash;
}

describe.each(testEngines())('OpenAPI fuzz on %s: no 5xx, no internal detail', (engine) => {
  let t: TestApp;
  let token = '';
  const knownIds: string[] = [];
  const statuses = new Map<number, number>();
  let sent = 0;

  const logIn = async () => {
    token = (await login(t, ACCOUNT)).json().data.accessToken;
  };

  beforeAll(async () => {
    // The seed is what replays a failure.
    console.log(`OpenAPI fuzz on ${engine}: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}, ${operations.length} operations`);
    // A translator that always answers: the fuzz checks the routes' own handling, and the embedded
    // default's 503 "no translation provider" would read as a server fault.
    t = await buildCatalogTestApp({ engine, env: NO_LIMITS, translator: { kind: 'local', translate: ({ text }) => Promise.resolve(text) } });
    const userId = await registerAccount(t, ACCOUNT);
    await logIn();
    knownIds.push(userId);
    for (const list of ['/api/v1/attractions?pageSize=3', '/api/v1/stays?pageSize=3', '/api/v1/foods?pageSize=3', '/api/v1/restaurants?pageSize=3', '/api/v1/guides']) {
      const data = (await t.app.inject({ method: 'GET', url: list })).json().data;
      for (const item of (Array.isArray(data) ? data : data.items).slice(0, 3) as { id: string }[]) knownIds.push(item.id);
    }
    const form = await encodeForm({ rating: '4', content: 'Fuzz review' }, [{ name: 'a.png', body: makePng() }]);
    const review = await t.app.inject({ method: 'POST', url: `/api/v1/attractions/${knownIds[1]}/reviews`, payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${token}` } });
    knownIds.push(review.json().data.id);
  });

  afterAll(async () => {
    const histogram = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
    console.log(`OpenAPI fuzz on ${engine}: ${sent} requests, statuses ${histogram}`);
    await t?.close();
  });

  /** Send `request` and check its answer; throws (failing the property) with the request described. */
  const check = async (request: FuzzRequest) => {
    const headers = { ...request.headers };
    if (headers.authorization) headers.authorization = headers.authorization.replace(TOKEN, token);
    const answer = t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      remoteAddress: PUBLIC_ADDRESS,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    // A request that is never answered holds a connection until the client gives up: a defect too.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms for ${describeRequest(request)}`)), ANSWER_TIMEOUT_MS);
    });
    const response = await Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
    sent += 1;
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    const leak = INTERNAL_DETAIL.exec(response.body);
    if (response.statusCode >= 500 || leak) {
      throw new Error(`${response.statusCode}${leak ? ` leaking "${leak[0]}"` : ''} for ${describeRequest(request)}\n→ ${response.body.slice(0, 500)}`);
    }
  };

  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))('%s', async (_name, operation) => {
    const seed = seedOf(operation);
    await fc.assert(
      fc.asyncProperty(requestArbitrary(operation, knownIds), (request) => check(request)),
      { seed, numRuns: RUNS },
    );
    // Logging out (or anything else that ends the session) must not leave later operations without a user.
    if ((await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${token}` } })).statusCode !== 200) await logIn();
    expect(sent).toBeGreaterThan(0);
  }, 120_000);
});
