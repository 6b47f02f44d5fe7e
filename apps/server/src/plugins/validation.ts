/**
 * zod request validation for Fastify (architecture.md §1 "contracts"). Unlike the type provider's
 * stock compiler, this keeps the raw zod issues (with their input) so the error handler can
 * localise each message per request; the input itself is never sent back.
 */
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** Thrown (by Fastify) when a request part fails its zod schema; `issues` are zod's. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('Request validation failed');
    this.name = 'RequestValidationError';
  }
}

/** Parsed query strings kept per route: catalog pages repeat a few queries many times over. */
const QUERY_CACHE_ENTRIES = 256;
/** Longer query strings are parsed every time, so the cache's memory stays small. */
const QUERY_KEY_MAX_LENGTH = 512;

/**
 * Cache key of a parsed query string (`name → string` as Fastify's parser gives it), or null when
 * it is not flat text (repeated names give arrays) or too long to keep.
 */
function queryKey(data: unknown): string | null {
  if (data === null || typeof data !== 'object') return null;
  let key = '';
  for (const [name, value] of Object.entries(data)) {
    if (typeof value !== 'string') return null;
    key += `${name}\u0000${value}\u0001`;
    if (key.length > QUERY_KEY_MAX_LENGTH) return null;
  }
  return key;
}

/**
 * Fastify validator compiler for zod schemas on body, querystring, params and headers.
 *
 * Query strings that passed are remembered per route (last {@link QUERY_CACHE_ENTRIES}): the same
 * text gives the same value because our query schemas are pure (coercions, enums, constant
 * defaults; nothing read from the clock). The value is frozen since requests share it. Measured:
 * the zod pass was a tenth of the attraction list route's CPU (docs/decisions/0003).
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const validate = (data: unknown) => {
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
