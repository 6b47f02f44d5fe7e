/**
 * zod request validation for Fastify (architecture.md §1 "contracts"). Unlike the type provider's
 * stock compiler, this keeps the raw zod issues (with their input) so the error handler can
 * localise each message per request; the input itself is never sent back.
 *
 * Before any schema runs, every string of the request part (values and object keys, at any depth)
 * is checked for text the database cannot store (NUL, lone surrogates; validation/text.ts). Doing
 * it here, once for body, query, params and headers, means no route schema can forget the rule and
 * both engines answer the same 400 (spec §8 "request parameter error").
 */
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { UNSTORABLE_TEXT_MESSAGE, hasUnstorableText } from '@dali/shared/validation/text';

/** Thrown (by Fastify) when a request part fails its zod schema; `issues` are zod's. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('Request validation failed');
    this.name = 'RequestValidationError';
  }
}

/** At most this many unstorable-text issues are reported for one request part. */
const UNSTORABLE_ISSUES_MAX = 10;

/** A container met while walking a request part, and how it was reached (for the issue's path). */
interface WalkNode {
  value: object;
  key: PropertyKey;
  parent: WalkNode | null;
}

function pathOf(node: WalkNode | null, key: PropertyKey): PropertyKey[] {
  const path: PropertyKey[] = [key];
  for (let at = node; at?.parent; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * Plain data as parsers produce it: arrays, plain objects, and the null-prototype records Fastify's
 * query and path parsers build (their prototype is itself a null-prototype object). Buffers,
 * streams and other class instances are not walked.
 */
function isWalkable(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}

/**
 * Issues (`validation.text.unstorable`, at most {@link UNSTORABLE_ISSUES_MAX}) for every string in
 * `data` that holds a NUL or a lone surrogate, as a value or as an object key; empty when none.
 * Walks with an explicit stack, so a deeply nested body cannot overflow the call stack.
 */
export function findUnstorableText(data: unknown): z.core.$ZodIssue[] {
  const issues: z.core.$ZodIssue[] = [];
  const report = (node: WalkNode | null, key: PropertyKey | null) => {
    issues.push({ code: 'custom', path: key === null ? [] : pathOf(node, key), message: UNSTORABLE_TEXT_MESSAGE, input: undefined });
  };
  if (typeof data === 'string') {
    if (hasUnstorableText(data)) report(null, null);
    return issues;
  }
  if (!isWalkable(data)) return issues;
  const stack: WalkNode[] = [{ value: data, key: '', parent: null }];
  while (stack.length > 0 && issues.length < UNSTORABLE_ISSUES_MAX) {
    const node = stack.pop() as WalkNode;
    const isArray = Array.isArray(node.value);
    for (const [key, value] of Object.entries(node.value)) {
      const field = isArray ? Number(key) : key;
      if (!isArray && hasUnstorableText(key)) report(node, field);
      else if (typeof value === 'string' && hasUnstorableText(value)) report(node, field);
      else if (isWalkable(value)) stack.push({ value, key: field, parent: node });
      if (issues.length >= UNSTORABLE_ISSUES_MAX) break;
    }
  }
  return issues;
}

/** Parsed query strings kept per route: catalog pages repeat a few queries many times over. */
const QUERY_CACHE_ENTRIES = 256;
/** Longer query strings are parsed every time, so the cache's memory stays small. */
const QUERY_KEY_MAX_LENGTH = 512;

/**
 * Cache key of a parsed query string (`name → string` as Fastify's parser gives it), or null when
 * it is not flat text (repeated names give arrays) or too long to keep. Each name and value is
 * length-prefixed: with separator characters instead, a value holding the separators
 * (`?a=x%01b%00y`) would share its key with another query (`?a=x&b=y`) and get its parsed value.
 */
function queryKey(data: unknown): string | null {
  if (data === null || typeof data !== 'object') return null;
  let key = '';
  for (const [name, value] of Object.entries(data)) {
    if (typeof value !== 'string') return null;
    key += `${name.length}:${name}${value.length}:${value}`;
    if (key.length > QUERY_KEY_MAX_LENGTH) return null;
  }
  return key;
}

/**
 * Fastify validator compiler for zod schemas on body, querystring, params and headers. A part with
 * unstorable text ({@link findUnstorableText}) fails before its schema runs.
 *
 * Query strings that passed are remembered per route (last {@link QUERY_CACHE_ENTRIES}): the same
 * text gives the same value because our query schemas are pure (coercions, enums, constant
 * defaults; nothing read from the clock). The value is frozen since requests share it. Measured:
 * the zod pass was a tenth of the attraction list route's CPU (docs/decisions/0003).
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const validate = (data: unknown) => {
    const unstorable = findUnstorableText(data);
    if (unstorable.length > 0) return { error: new RequestValidationError(unstorable) };
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues) };
  };
  if (httpPart !== 'querystring') return validate;
  const passed = new Map<string, unknown>();
  return (data: unknown) => {
    const key = queryKey(data);
    if (key === null) return validate(data);
    const known = passed.get(key);
    if (known !== undefined) return { value: known };
    const outcome = validate(data);
    if ('value' in outcome) {
      if (passed.size >= QUERY_CACHE_ENTRIES) passed.delete(passed.keys().next().value as string);
      passed.set(key, Object.freeze(outcome.value));
    }
    return outcome;
  };
};
