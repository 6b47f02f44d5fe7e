/**
 * Response serialisation from the routes' zod schemas (architecture.md §1 "contracts").
 *
 * - `validate` (development and test): every response is encoded by its zod schema first, so a
 *   handler that drifts from the contract fails loudly (fastify-type-provider-zod's compiler).
 * - `fast` (production): the same zod schema is converted once to JSON Schema and compiled with
 *   fast-json-stringify, Fastify's own serialiser; only declared fields are written. This keeps the
 *   contract as the single source of the wire shape without a zod pass per response; see
 *   docs/decisions/0003-response-serialisation.md for the measured difference.
 */
import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** How responses are serialised: `validate` checks each against its zod schema; `fast` does not. */
export type SerializationMode = 'validate' | 'fast';

/** `validate` outside production, `fast` in production. */
export function serializationModeFor(nodeEnv: string): SerializationMode {
  return nodeEnv === 'production' ? 'fast' : 'validate';
}

/**
 * A Fastify serializer compiler for zod response schemas in `mode`.
 * @throws at route registration when a schema cannot be expressed as JSON Schema in `fast` mode.
 */
export function createSerializerCompiler(mode: SerializationMode): FastifySerializerCompiler<z.ZodType> {
  if (mode === 'validate') return zodSerializerCompiler as FastifySerializerCompiler<z.ZodType>;
  return ({ schema }) => {
    // Parts that JSON Schema cannot describe (e.g. z.unknown details) are written with JSON.stringify.
    const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
    return fastJsonStringify(allowExtraProperties(jsonSchema) as Parameters<typeof fastJsonStringify>[0]);
  };
}

/**
 * zod objects strip unknown keys, which JSON Schema states as `additionalProperties: false`. The
 * serialiser already writes declared properties only, but inside `anyOf` (nullable objects) it
 * picks a branch by validating the value, and a row with extra fields would match no branch.
 * Dropping the flag gives zod's strip semantics: extra fields are accepted and not written.
 */
function allowExtraProperties(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(allowExtraProperties);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, allowExtraProperties(value)]),
  );
}
