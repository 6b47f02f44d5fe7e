/**
 * Pieces shared by the catalog contracts: paging, ids, counters answers.
 */
import { z } from 'zod/mini';
import { successEnvelope } from '../errors.js';
import { decimalNumber } from '../validation/numbers.js';

/** Largest `pageSize` of a catalog list; a larger one is refused as a validation error. */
export const CATALOG_MAX_PAGE_SIZE = 50;

/** `page` (1-based) and `pageSize` (1–50, default 12) query fields. */
export const pagingFields = {
  page: z._default(decimalNumber(z.number().check(z.int(), z.gte(1))), 1),
  pageSize: z._default(decimalNumber(z.number().check(z.int(), z.gte(1), z.lte(CATALOG_MAX_PAGE_SIZE))), 12),
};

/** Paging fields of a list answer: `total` matching records, 1-based `page`, `pageSize`, `totalPages`. */
export const pageFields = { total: z.int(), page: z.int(), pageSize: z.int(), totalPages: z.int() };

/** Path params `:id` of a catalog record (kebab-case slug). */
export const CatalogIdParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

/** Answer of a booking-click counter. */
export const BookingClickResponseSchema = successEnvelope(z.object({ bookingCount: z.int() }));
