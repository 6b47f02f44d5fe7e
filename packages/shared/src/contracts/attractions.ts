/**
 * Contracts of the attraction endpoints (spec §2 attraction list and detail, §3 Attraction). The
 * API design is ours; money in fen (CNY × 100), coordinates WGS-84 degrees, distances km.
 */
import { z } from 'zod/mini';
import { successEnvelope } from '../errors.js';
import { LocalizedTextSchema } from '../locales.js';
import { decimalNumber } from '../validation/numbers.js';
import { PhotoSchema } from './photo.js';

export const ATTRACTION_TYPES = ['natural', 'cultural', 'historical', 'religious', 'entertainment'] as const;
export const ATTRACTION_REGIONS = ['Dali', 'Lijiang', 'Kunming', 'Xishuangbanna', 'Shangri-La', 'Tengchong'] as const;
export const ATTRACTION_SORTS = ['recommended', 'rating', 'distance', 'popularity'] as const;
export const OPEN_STATUS_FILTERS = ['open', 'closed', 'temporarilyClosed'] as const;
/** Largest `pageSize` of `GET /api/v1/attractions`; a larger one is refused as a validation error. */
export const ATTRACTIONS_MAX_PAGE_SIZE = 50;

/** Open status computed in Asia/Shanghai (`until`/`opensAt` are HH:MM China time). */
export const OpenStatusSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('open'), until: z.nullable(z.string()) }),
  z.object({ status: z.literal('closed'), opensAt: z.nullable(z.string()) }),
  z.object({ status: z.literal('temporarilyClosed') }),
  z.object({ status: z.literal('unknown') }),
]);
export type OpenStatusDto = z.infer<typeof OpenStatusSchema>;

/** WGS-84 point. */
export const GeoPointSchema = z.object({ lat: z.number(), lng: z.number() });


/** Query of `GET /api/v1/attractions`. `lat`/`lng` (both or neither) are the visitor's position. */
export const ListAttractionsQuerySchema = z
  .object({
    q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    type: z.optional(z.enum(ATTRACTION_TYPES)),
    region: z.optional(z.enum(ATTRACTION_REGIONS)),
    minRating: z.optional(decimalNumber(z.number().check(z.int(), z.gte(3), z.lte(5)))),
    openStatus: z.optional(z.enum(OPEN_STATUS_FILTERS)),
    sort: z._default(z.enum(ATTRACTION_SORTS), 'recommended'),
    lat: z.optional(decimalNumber(z.number().check(z.gte(-90), z.lte(90)))),
    lng: z.optional(decimalNumber(z.number().check(z.gte(-180), z.lte(180)))),
    page: z._default(decimalNumber(z.number().check(z.int(), z.gte(1))), 1),
    pageSize: z._default(decimalNumber(z.number().check(z.int(), z.gte(1), z.lte(ATTRACTIONS_MAX_PAGE_SIZE))), 12),
  })
  .check(
    z.refine((query) => (query.lat === undefined) === (query.lng === undefined), {
      error: 'validation.geo.bothCoordinates',
      path: ['lng'],
    }),
  );
export type ListAttractionsQuery = z.infer<typeof ListAttractionsQuerySchema>;

/** One attraction in a list. `rating` is the mean of reviews, null when there are none. */
export const AttractionSummarySchema = z.object({
  id: z.string(),
  name: LocalizedTextSchema,
  type: z.enum(ATTRACTION_TYPES),
  region: z.enum(ATTRACTION_REGIONS),
  town: z.string(),
  location: z.nullable(GeoPointSchema),
  ticketPriceFen: z.nullable(z.int()),
  recommendedDurationHours: z.number(),
  openStatus: OpenStatusSchema,
  rating: z.nullable(z.number()),
  reviewCount: z.int(),
  viewCount: z.int(),
  bookingCount: z.int(),
  distanceKm: z.nullable(z.number()),
  tags: z.array(z.string()),
  /** The first licensed catalog photo, null when the catalog has none. */
  image: z.nullable(PhotoSchema),
  /** URL of the newest shown traveller's photo (the card's cover when `image` is null), or null. */
  travellerPhotoUrl: z.nullable(z.string()),
});
export type AttractionSummary = z.infer<typeof AttractionSummarySchema>;

/** `data` of the list: one page, and where distances are measured from. */
export const AttractionPageSchema = z.object({
  items: z.array(AttractionSummarySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  totalPages: z.int(),
  distanceFrom: z.enum(['visitor', 'defaultOrigin']),
  /** The default origin's id and name (e.g. Dali Old Town) when distances are measured from it. */
  origin: z.nullable(z.object({ townId: z.string(), name: LocalizedTextSchema })),
});
export const ListAttractionsResponseSchema = successEnvelope(AttractionPageSchema);
export type ListAttractionsResponse = z.infer<typeof ListAttractionsResponseSchema>;

/** Everything about one attraction (spec §2 detail). */
export const AttractionDetailSchema = z.extend(AttractionSummarySchema, {
  address: LocalizedTextSchema,
  intro: LocalizedTextSchema,
  transport: LocalizedTextSchema,
  highlights: z.array(LocalizedTextSchema),
  visitTips: z.array(LocalizedTextSchema),
  openingHours: z.nullable(z.array(z.object({ days: z.string(), open: z.string(), close: z.string() }))),
  /** Seasonal hours, conflicts between sources, or "not found", in each language. */
  hoursNote: LocalizedTextSchema,
  ticketNote: LocalizedTextSchema,
  phone: z.nullable(z.string()),
  website: z.nullable(z.string()),
  bookingUrl: z.nullable(z.string()),
  /** Where the point comes from and how precise it is. */
  locationNote: LocalizedTextSchema,
  /** Every licensed catalog photo, first = `image`. */
  images: z.array(PhotoSchema),
  sources: z.array(z.string()),
});
export type AttractionDetail = z.infer<typeof AttractionDetailSchema>;
export const AttractionDetailResponseSchema = successEnvelope(AttractionDetailSchema);

/** Query of `GET /api/v1/attractions/:id`: the visitor's position, if shared, for the distance. */
export const AttractionDetailQuerySchema = z.object({
  lat: z.optional(decimalNumber(z.number().check(z.gte(-90), z.lte(90)))),
  lng: z.optional(decimalNumber(z.number().check(z.gte(-180), z.lte(180)))),
});

/** Path params of the detail and activity endpoints. */
export const AttractionIdParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

/** Body of `POST /api/v1/attractions/:id/views`: the visitor fingerprint (spec §3 local storage key). */
export const RecordViewRequestSchema = z.object({ visitorId: z.string().check(z.trim(), z.minLength(8), z.maxLength(128)) });
/** Answer: whether this visit counted (once per visitor per China day) and the new count. */
export const RecordViewResponseSchema = successEnvelope(z.object({ counted: z.boolean(), viewCount: z.int() }));
/** Answer of `POST /api/v1/attractions/:id/booking-clicks`. */
export const RecordBookingClickResponseSchema = successEnvelope(z.object({ bookingCount: z.int() }));
