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

/** Fastify validator compiler for zod schemas on body, querystring, params and headers. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues) };
  };
