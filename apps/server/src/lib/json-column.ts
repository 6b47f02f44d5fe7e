/**
 * Reading JSON text columns (architecture.md §4: "JSON as `text` validated by zod on read").
 *
 * Catalog rows keep localised texts, lists, opening hours and photos as JSON text. A value that no
 * longer parses, or parses to another shape (a hand-edited row, a half-applied migration), must not
 * reach a presenter as if it were typed: it stops the request with an error that names the table,
 * the column and the row, which the error handler logs and answers as a generic 500.
 */
import { z } from 'zod';
import { PhotoSchema, type Photo } from '@dali/shared/contracts/photo';
import { LocalizedTextSchema } from '@dali/shared/locales';
import type { OpeningPeriod } from './opening-hours.js';

/** Where a JSON value was stored: table and column as Kysely names them, and the row's id. */
export interface JsonColumnRef {
  table: string;
  column: string;
  /** Row id; composite keys joined as `a/b` (e.g. `stayId/position`). */
  id: string;
}

/**
 * A stored JSON value that is not valid JSON or not of its column's shape.
 * The message names table, column and row for the log; it is never sent to a client (the error
 * handler answers every unexpected error with the generic `INTERNAL` envelope).
 */
export class JsonColumnError extends Error {
  readonly table: string;
  readonly column: string;
  readonly rowId: string;

  constructor(ref: JsonColumnRef, reason: string, options?: { cause?: unknown }) {
    super(`${ref.table}.${ref.column} of row "${ref.id}" holds invalid JSON: ${reason}`, options);
    this.name = 'JsonColumnError';
    this.table = ref.table;
    this.column = ref.column;
    this.rowId = ref.id;
  }
}

/**
 * Parse the JSON text of one column and check it against the column's zod schema.
 * @param schema - zod (or zod/mini) schema of the stored value, e.g. {@link LocalizedTextSchema}.
 * @param text - the column's text as read from SQLite or PostgreSQL.
 * @param ref - table, column and row id, for the error.
 * @returns the parsed value, typed by `schema`'s output.
 * @throws JsonColumnError when `text` is not JSON or the value does not match `schema`.
 */
export function readJsonColumn<S extends z.core.$ZodType>(schema: S, text: string, ref: JsonColumnRef): z.core.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new JsonColumnError(ref, error instanceof Error ? error.message : 'not JSON', { cause: error });
  }
  const result = z.safeParse(schema, value);
  if (!result.success) throw new JsonColumnError(ref, z.prettifyError(result.error).replace(/\n/g, '; '), { cause: result.error });
  return result.data;
}

/** A list of plain strings (tags, amenities, cuisines, ingredients, source URLs). */
export const StringListColumnSchema = z.array(z.string());

/** A list of localised texts (highlights, visit tips). */
export const LocalizedTextListColumnSchema = z.array(LocalizedTextSchema);

/** Opening hours as stored: `[{days, open, close}]` (catalog/README.md; lib/opening-hours.ts). */
export const OpeningHoursColumnSchema: z.ZodType<OpeningPeriod[]> = z.array(z.object({ days: z.string(), open: z.string(), close: z.string() }));

/** Licensed photos with their attribution, as the catalog tables store them (`images`). */
export const PhotosColumnSchema = z.array(PhotoSchema);

/**
 * The licensed photos of a catalog row; `[]` when its `images` column is null.
 * @throws JsonColumnError when the stored value is corrupt.
 */
export function photosOf(table: string, row: { id: string; images: string | null }): Photo[] {
  return row.images === null ? [] : readJsonColumn(PhotosColumnSchema, row.images, { table, column: 'images', id: row.id });
}

/** Keys of `R` whose values are (non-null) strings: the JSON text columns a reader can name. */
export type TextColumnOf<R> = { [K in keyof R]-?: R[K] extends string ? K : never }[keyof R] & string;

/**
 * A reader of the JSON columns of one row: `json('name', LocalizedTextSchema)` is
 * {@link readJsonColumn} with `table`, the column and `row.id` filled in. Nullable columns are
 * read with {@link readJsonColumn} after the null check.
 * @throws JsonColumnError from the returned reader, as {@link readJsonColumn}.
 */
export function jsonColumnsOf<R extends { id: string }>(table: string, row: R) {
  return <S extends z.core.$ZodType>(column: TextColumnOf<R>, schema: S): z.core.output<S> =>
    readJsonColumn(schema, String(row[column]), { table, column, id: row.id });
}
