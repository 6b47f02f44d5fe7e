/**
 * fast-check arbitraries of hostile HTTP requests for every operation of the app's OpenAPI document
 * (plugins/swagger.ts), used by openapi.fuzz.test.ts. Each request mixes plausible values read from
 * the operation's JSON Schemas with bad ones: NUL and lone surrogates, a 1 MB string, numbers
 * written in hex or padded, wrong types, deeply nested JSON, broken JSON and multipart bodies,
 * unknown or repeated query fields, odd path segments and odd headers.
 */
import fc from 'fast-check';

/** The subset of JSON Schema the zod → OpenAPI transform produces. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
}

/** One operation of the document: method, path template and where its inputs go. */
export interface Operation {
  method: string;
  /** Path template with `{name}` parameters, e.g. `/api/v1/attractions/{id}`. */
  path: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema }[];
  /** Content type and schema of the request body; null when it takes none. */
  body: { contentType: string; schema: JsonSchema } | null;
}

/** One request as `app.inject()` takes it; `TOKEN` in `authorization` stands for a valid session. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Placeholder, replaced at send time, for the bearer token of a logged-in user. */
export const TOKEN = '<valid-token>';

/**
 * What must never reach a client: stack frames, database engine names and error texts, file paths
 * of the server. Catalog text is English and Chinese prose, so none of these occur in it. Every
 * branch starts with a literal and has no nested repetition, so a 1 MB answer is scanned in linear
 * time (a `[\w-]+\.js` branch was quadratic on a megabyte of letters).
 */
export const INTERNAL_DETAIL = /\bat (?:async )?\S{0,200} \(?(?:file:|node:|\/)|\bat (?:file:|node:)|SQLITE|postgres|relation "|node_modules|\/work\/|\/tmp\/|\/home\/|\.(?:ts|js|mjs|cjs):\d+/i;

/** Operations of an OpenAPI 3 document, in document order. The docs UI itself is left out. */
export function operationsOf(document: { paths: Record<string, Record<string, RawOperation>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, raw] of Object.entries(methods)) {
      const parameters = raw.parameters ?? [];
      const content = Object.entries(raw.requestBody?.content ?? {})[0];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: content ? { contentType: content[0], schema: content[1].schema ?? {} } : null,
      });
    }
  }
  return operations;
}

/** An operation as the document holds it (only the fields read here). */
interface RawOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

const MEGABYTE = 'x'.repeat(1 << 20);
const DEEP = 20_000;

/** Text that has broken servers: NUL, lone surrogates, loose numbers, prototype keys, markup. */
const HOSTILE_TEXT = [
  '\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\uDBFF\uDBFF', '\uDC00\uD800',
  '0x10', '0x4', ' 4', '4 ', '+4', '1e400', '-1e400', '-0', 'NaN', 'Infinity', '-1', '0', '9007199254740993', '1.5',
  '', ' ', '\t\n', '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty',
  "' OR '1'='1' --", '"; DROP TABLE users; --', '<script>alert(1)</script>', '{{7*7}}', '${7*7}',
  '%00', '%', '%zz', '..', '../../../etc/passwd', '\u202Eevil', '\uFEFF', 'null', 'true', '[]', '{}',
  'ǅ', '𝕏'.repeat(300), '洱'.repeat(5001), 'a'.repeat(129),
];

/** Any UTF-16 string, NUL and lone surrogates included (fast-check's `binary` unit leaves them out). */
const anyCodeUnit = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)), weight: 4 },
  { arbitrary: fc.constantFrom('\u0000', '\uD800', '\uDFFF', '%', '&', '=', '?', '#', '/', '\\', '"', '\n'), weight: 1 },
);

/** A hostile string: one of {@link HOSTILE_TEXT}, random code units, or a 1 MB string. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_TEXT), weight: 6 },
  { arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 40 }), weight: 4 },
  { arbitrary: fc.constant(MEGABYTE), weight: 1 },
);

/** A value of the wrong kind: hostile text, odd numbers, null, booleans, arrays, objects, any JSON. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 5 },
  { arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, -0.5, 1e308, -1e308, 2 ** 53 + 2, 20_000_000), weight: 3 },
  { arbitrary: fc.constantFrom([], {}, [null], { __proto__: null }, [1, 2, 3], { a: { b: { c: 'd' } } }), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.array(fc.constant('x'), { minLength: 1000, maxLength: 1000 }), weight: 1 },
);

/** Text a person might really type: scripts, emoji, punctuation, within a field's length. */
const plausibleText = (schema: JsonSchema): fc.Arbitrary<string> => {
  if (schema.format === 'email') return fc.constantFrom('walker@example.com', 'li.wei@example.cn');
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 30, 60));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    fc.constantFrom('erhai-lake', 'xizhou', '大理古城', '喜洲', 'Cangshan 🌄', 'zh-CN', 'en-US', '13812345678', '2026-05-01', 'Erhai-2024!').filter(
      (text) => text.length >= minLength && text.length <= maxLength,
    ),
  );
};

/** A value that fits `schema` as far as this subset of JSON Schema can say. */
export function plausibleValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((choice) => plausibleValue(choice, depth)));
  if (schema.allOf && schema.allOf.length > 0) return plausibleValue(Object.assign({}, ...schema.allOf) as JsonSchema, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return plausibleText(schema);
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, -1e6), max: Math.min(schema.maximum ?? 1000, 1e6) });
    case 'number':
      return fc.double({ min: Math.max(schema.minimum ?? -1000, -1e6), max: Math.min(schema.maximum ?? 1000, 1e6), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(plausibleValue(schema.items ?? {}, depth + 1), { maxLength: 3 });
    case 'object': {
      if (depth > 3 || !schema.properties) return fc.constant({});
      const properties = Object.fromEntries(Object.entries(schema.properties).map(([name, property]) => [name, plausibleValue(property, depth + 1)]));
      return fc.record(properties, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A plausible object with one field made hostile, one required field dropped, or one field added. */
function mutatedObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  const names = Object.keys(schema.properties ?? {});
  const base = plausibleValue(schema) as fc.Arbitrary<Record<string, unknown>>;
  if (names.length === 0) return fc.tuple(base, hostileString, hostileValue).map(([object, key, value]) => ({ ...object, [key]: value }));
  return fc.oneof(
    fc.tuple(base, fc.constantFrom(...names), hostileValue).map(([object, name, value]) => ({ ...object, [name]: value })),
    fc.tuple(base, fc.constantFrom(...names)).map(([object, name]) => Object.fromEntries(Object.entries(object).filter(([key]) => key !== name))),
    fc.tuple(base, hostileString, hostileValue).map(([object, key, value]) => ({ ...object, [key]: value })),
  );
}

/** JSON texts that are no ordinary JSON value: deep nesting, syntax errors, prototype keys, 1 MB+. */
const RAW_JSON = [
  '['.repeat(DEEP) + ']'.repeat(DEEP),
  '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP),
  '{', '{"a":', '[1,,2]', '{"a":1}}', 'nul', '"\\u0000"', '"\\ud800"', '{"\\u0000":1}', '\u0000',
  '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}', '', ' ', '1e99999',
  JSON.stringify({ content: MEGABYTE }),
];

const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/json; charset=latin1', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/octet-stream'];

/** A JSON request body for `schema`: plausible, mutated, of the wrong kind, or raw broken text. */
function jsonBody(schema: JsonSchema): fc.Arbitrary<{ contentType: string; payload: string }> {
  const json = (value: fc.Arbitrary<unknown>) => value.map((v) => ({ contentType: 'application/json', payload: JSON.stringify(v) ?? 'null' }));
  return fc.oneof(
    { arbitrary: json(plausibleValue(schema)), weight: 2 },
    { arbitrary: json(mutatedObject(schema)), weight: 6 },
    { arbitrary: json(hostileValue), weight: 2 },
    { arbitrary: fc.constantFrom(...RAW_JSON).map((payload) => ({ contentType: 'application/json', payload })), weight: 2 },
    { arbitrary: fc.tuple(fc.constantFrom(...CONTENT_TYPES), plausibleValue(schema)).map(([contentType, v]) => ({ contentType, payload: JSON.stringify(v) ?? '' })), weight: 1 },
  );
}

/** A multipart body for `schema`'s fields, possibly broken: no or a wrong boundary, cut short. */
function multipartBody(schema: JsonSchema): fc.Arbitrary<{ contentType: string; payload: Buffer }> {
  const names = [...Object.keys(schema.properties ?? {}), 'other'];
  const part = fc.oneof(
    fc.tuple(fc.constantFrom(...names), fc.oneof(hostileString, plausibleText({ maxLength: 20 }))).map(([name, value]) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`),
    fc.tuple(fc.constantFrom('images', 'images[]', 'other'), hostileString, fc.uint8Array({ maxLength: 64 })).map(
      ([name, filename, bytes]) =>
        `Content-Disposition: form-data; name="${name}"; filename="${filename.slice(0, 50).replace(/["\r\n]/g, '')}"\r\nContent-Type: image/png\r\n\r\n${Buffer.from(bytes).toString('latin1')}`,
    ),
    fc.constantFrom('', 'no header here', 'Content-Disposition: form-data\r\n\r\nx', 'Content-Disposition: form-data; name="__proto__"\r\n\r\n{}'),
  );
  return fc
    .record({
      parts: fc.array(part, { maxLength: 4 }),
      header: fc.constantFrom('multipart/form-data; boundary=fuzz', 'multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=other', 'multipart/mixed; boundary=fuzz'),
      cut: fc.option(fc.nat(), { nil: undefined }),
    })
    .map(({ parts, header, cut }) => {
      const text = parts.map((p) => `--fuzz\r\n${p}\r\n`).join('') + '--fuzz--\r\n';
      const payload = Buffer.from(text, 'latin1');
      return { contentType: header, payload: cut === undefined ? payload : payload.subarray(0, cut % (payload.length + 1)) };
    });
}

/**
 * `text` percent-encoded for a URL. `encodeURIComponent` throws on a lone surrogate; such a unit is
 * written as its three-byte generalised UTF-8 form (e.g. `%ED%A0%80`), which is what a client that
 * does not check would send.
 */
export function encodeLoose(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate: encode unit by unit below.
  }
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16).toUpperCase()}%${(0x80 | ((code >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** A path segment: a known id, a hostile string (encoded), or raw odd text left as typed. */
function pathSegment(knownIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...knownIds).map(encodeLoose), weight: 3 },
    { arbitrary: hostileString.map(encodeLoose), weight: 5 },
    { arbitrary: fc.constantFrom('%', '%zz', '%00', '%ED%A0%80', '%C0%AE%C0%AE', '..', '%2e%2e', '%2F', 'a%2Fb', ';', '%20'), weight: 2 },
  );
}

/** A query string: declared fields (plausible or hostile), repeated fields, unknown fields, junk. */
function queryString(fields: Operation['query']): fc.Arbitrary<string> {
  const value = (schema: JsonSchema) =>
    fc.oneof(
      { arbitrary: plausibleValue(schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '')), weight: 2 },
      { arbitrary: hostileString, weight: 3 },
    );
  const pair = fields.length > 0
    ? fc.oneof(
        { arbitrary: fc.constantFrom(...fields).chain((field) => value(field.schema).map((v) => `${encodeLoose(field.name)}=${encodeLoose(v)}`)), weight: 6 },
        { arbitrary: fc.tuple(hostileString, hostileString).map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`), weight: 1 },
      )
    : fc.tuple(hostileString, hostileString).map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`);
  return fc.oneof(
    { arbitrary: fc.array(pair, { maxLength: 5 }).map((pairs) => pairs.join('&')), weight: 8 },
    { arbitrary: fc.constantFrom('%', '%zz', '&&&=', '=x', 'a[b][c]=1', '__proto__[admin]=1', 'a=%ED%A0%80', 'page=1&page=2', 'q'), weight: 2 },
  );
}

// What an HTTP header value may hold (RFC 9110 §5.5): visible ASCII, space, tab and Latin-1 bytes.
const headerText = fc.string({
  unit: fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff }), fc.constant(0x09)).map((code) => String.fromCharCode(code)),
  maxLength: 60,
});

/** Request headers: a valid, broken, foreign or absent token, odd locales, fingerprints and ids. */
const headers: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      authorization: fc.oneof(
        { arbitrary: fc.constant(`Bearer ${TOKEN}`), weight: 8 },
        { arbitrary: fc.constantFrom('Bearer ', 'Bearer', 'Bearer a.b.c', 'Basic Zm9vOmJhcg==', 'bearer x', `Bearer ${'A'.repeat(8000)}`, 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'), weight: 2 },
        { arbitrary: headerText.map((text) => `Bearer ${text}`), weight: 1 },
      ),
      'accept-language': fc.oneof(fc.constantFrom('zh-CN', 'zh-HK', 'en-US', 'zh-TW,zh;q=0.9', '*', 'xx', 'en;q=abc', ''), headerText),
      'x-visitor-fingerprint': fc.oneof(fc.constantFrom('visitor-fuzz-0001', 'short', 'x'.repeat(200)), headerText),
      'x-request-id': headerText,
    },
    { requiredKeys: [] },
  )
  .map((record) => Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string')));

/** Hostile requests for `operation`; `knownIds` are ids that exist (catalog records, the user, a review). */
export function requestArbitrary(operation: Operation, knownIds: readonly string[]): fc.Arbitrary<FuzzRequest> {
  const segments = fc.tuple(...operation.pathParams.map(() => pathSegment(knownIds)));
  const body: fc.Arbitrary<{ contentType: string; payload: string | Buffer } | null> = operation.body
    ? operation.body.contentType.startsWith('multipart/')
      ? fc.oneof(multipartBody(operation.body.schema), jsonBody(operation.body.schema))
      : jsonBody(operation.body.schema)
    : fc.option(jsonBody({}), { nil: null, freq: 3 });
  return fc.record({ segments, query: queryString(operation.query), body, headers }).map(({ segments: values, query, body: sent, headers: sentHeaders }) => {
    let index = 0;
    const path = operation.path.replace(/\{[^}]+\}/g, () => values[index++] ?? '');
    return {
      method: operation.method,
      url: query === '' ? path : `${path}?${query}`,
      headers: sent ? { ...sentHeaders, 'content-type': sent.contentType } : sentHeaders,
      ...(sent ? { payload: sent.payload } : {}),
    };
  });
}

/** A short description of `request` for failure messages (long values cut). */
export function describeRequest(request: FuzzRequest): string {
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  const payload = request.payload === undefined ? '' : ` body ${cut(typeof request.payload === 'string' ? request.payload : request.payload.toString('latin1'))}`;
  return `${request.method} ${cut(request.url)} headers ${cut(JSON.stringify(request.headers))}${payload}`;
}
