/**
 * Numbers read from text (query strings, form fields, JSON fields that accept digits in quotes),
 * read strictly: only what a person writes as a decimal number is a number.
 *
 * `Number(text)` and `z.coerce.number()` read far more: `"0x10"` (16), `" 4"` and `"4\n"` (4),
 * `"1e3"` (1000), `""` (0), `"0b11"`, `"Infinity"`. A rating of `"0x4"` or a party of `"0x10"`
 * travellers is not a value anyone means to send, so it is refused (spec §8 "request parameter
 * error") instead of being silently turned into another number.
 */
import { z } from 'zod/mini';

/** Optional minus, digits, optional fraction: `4`, `-25.6`, `0.5`; nothing else. */
export const DECIMAL_PATTERN = /^-?\d+(?:\.\d+)?$/;

/**
 * `value` as a number when it is a string matching {@link DECIMAL_PATTERN}; any other value is
 * returned unchanged, so the number schema after it refuses strings, booleans, arrays and objects,
 * and accepts numbers as they are.
 */
export function parseDecimal(value: unknown): unknown {
  return typeof value === 'string' && DECIMAL_PATTERN.test(value) ? Number(value) : value;
}

/** The issue to report for a value that is not a number at all (instead of zod's type message). */
export interface NumberRefusal {
  /** Catalogue key of the message. */
  error: string;
  /** Values of its `{placeholders}`, e.g. `{ minimum: 1, maximum: 20 }`. */
  params?: Record<string, string | number>;
}

/**
 * A number field that also accepts its strict decimal text (query strings and multipart fields
 * are always text): `number` (e.g. `z.number().check(z.int(), z.gte(1))`) runs on the parsed value.
 * Replaces `z.coerce.number()` in request schemas. With `refusal`, anything that is neither a number
 * nor decimal text fails with that message and its params (a range message keeps its numbers),
 * rather than with `number`'s type error, which carries no params.
 */
export function decimalNumber<T extends z.ZodMiniType<number, number>>(number: T, refusal?: NumberRefusal) {
  return z.pipe(
    z.transform((value: unknown, context) => {
      const parsed = parseDecimal(value);
      if (refusal === undefined || typeof parsed === 'number') return parsed;
      context.issues.push({ code: 'custom', message: refusal.error, input: value, ...(refusal.params ? { params: refusal.params } : {}) });
      return z.NEVER;
    }),
    number,
  );
}
