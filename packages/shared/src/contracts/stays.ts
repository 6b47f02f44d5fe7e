/**
 * Contracts of accommodation (spec §2 `/stay` and `/stay/reserve`, §3 Stay). Money in fen.
 */
import { z } from 'zod/mini';
import { successEnvelope } from '../errors.js';
import { PhotoSchema } from './photo.js';
import { LocalizedTextSchema } from '../locales.js';
import { pageFields, pagingFields } from './catalog-common.js';
import { decimalNumber } from '../validation/numbers.js';

export const STAY_TYPES = ['homestay', 'hotel', 'inn', 'hostel'] as const;
export const STAY_SORTS = ['recommended', 'price', 'rating', 'popularity'] as const;
/** Most nights the stay list's `nights` query accepts (default 1); `totalFen` is priced for that many. */
export const STAY_MAX_NIGHTS = 30;

/** Query of `GET /api/v1/stays`; `town` is a town's English name (catalog `town` field). */
export const ListStaysQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  type: z.optional(z.enum(STAY_TYPES)),
  town: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
  sort: z._default(z.enum(STAY_SORTS), 'recommended'),
  nights: z._default(decimalNumber(z.number().check(z.int(), z.gte(1), z.lte(STAY_MAX_NIGHTS))), 1),
  ...pagingFields,
});
export type ListStaysQuery = z.infer<typeof ListStaysQuerySchema>;

/**
 * The typical nightly price of the lodging's type in its town (catalog price_bands.json), in fen:
 * shown where the lodging's own price is unknown. `unit` says what one price buys; `seen` is when
 * the figures were reported (`YYYY`, `YYYY-MM` or `YYYY-MM-DD`).
 */
export const TypicalPriceSchema = z.object({
  minFen: z.int(),
  maxFen: z.int(),
  unit: z.enum(['room-night', 'dorm-bed-night']),
  seen: z.string(),
  note: LocalizedTextSchema,
});
export type TypicalPrice = z.infer<typeof TypicalPriceSchema>;

/**
 * One lodging in a list; `totalFen` = lowest nightly price × nights, null when no price is known;
 * `priceSeen` is when that price was reported; `typicalPrice` the band of its type and town, or null.
 */
export const StaySummarySchema = z.object({
  id: z.string(),
  name: LocalizedTextSchema,
  type: z.enum(STAY_TYPES),
  town: z.string(),
  location: z.nullable(z.object({ lat: z.number(), lng: z.number() })),
  priceFromFen: z.nullable(z.int()),
  priceSeen: z.nullable(z.string()),
  /** What the price describes (room type, year, conflicts), in each language; null = none. */
  priceNote: z.nullable(LocalizedTextSchema),
  typicalPrice: z.nullable(TypicalPriceSchema),
  nights: z.int(),
  totalFen: z.nullable(z.int()),
  rating: z.nullable(z.number()),
  reviewCount: z.int(),
  viewCount: z.int(),
  bookingCount: z.int(),
  amenities: z.array(z.string()),
  /** The first licensed catalog photo (credited with its author and licence), null when none. */
  image: z.nullable(PhotoSchema),
});
export type StaySummary = z.infer<typeof StaySummarySchema>;

export const ListStaysResponseSchema = successEnvelope(z.object({ items: z.array(StaySummarySchema), ...pageFields }));
export type ListStaysResponse = z.infer<typeof ListStaysResponseSchema>;

/** Everything for the reserve page: rooms, contact, bilingual address for taxi drivers. */
export const StayDetailSchema = z.extend(StaySummarySchema, {
  address: LocalizedTextSchema,
  rooms: z.array(z.object({ name: LocalizedTextSchema, priceFen: z.nullable(z.int()), capacity: z.nullable(z.int()) })),
  phone: z.nullable(z.string()),
  website: z.nullable(z.string()),
  /** Where the point comes from and how precise it is. */
  locationNote: LocalizedTextSchema,
  /** Every licensed catalog photo, first = `image`. */
  images: z.array(PhotoSchema),
  sources: z.array(z.string()),
});
export type StayDetail = z.infer<typeof StayDetailSchema>;
export const StayDetailResponseSchema = successEnvelope(StayDetailSchema);

/** Query of the detail: nights for the total. */
export const StayDetailQuerySchema = z.object({ nights: ListStaysQuerySchema.shape.nights });

/** `GET /api/v1/towns`: towns for filters, Dali prefecture first. */
export const TownSchema = z.object({
  id: z.string(),
  name: LocalizedTextSchema,
  englishName: z.string(),
  region: z.string(),
  location: z.nullable(z.object({ lat: z.number(), lng: z.number() })),
});
export const ListTownsResponseSchema = successEnvelope(z.array(TownSchema));
export type Town = z.infer<typeof TownSchema>;
