/**
 * Contracts of the recommended guides (spec §2 home "recommended guides"; catalog guides.json):
 * themed routes through the catalog with ordered stops. Coordinates WGS-84 degrees.
 */
import { z } from 'zod/mini';
import { successEnvelope } from '../errors.js';
import { LocalizedTextSchema } from '../locales.js';

/** Themes of catalog/guides.json (the web labels and colours each). */
export const GUIDE_THEMES = ['old-town', 'bai-culture', 'lake', 'mountains'] as const;
/** One of {@link GUIDE_THEMES}. */
export type GuideTheme = (typeof GUIDE_THEMES)[number];
/** Kinds of record a stop can be; the same kinds as the unified search. */
export const GUIDE_STOP_KINDS = ['attraction', 'food', 'restaurant', 'stay'] as const;
/** One of {@link GUIDE_STOP_KINDS}. */
export type GuideStopKind = (typeof GUIDE_STOP_KINDS)[number];
/** How many of the first stops a list item names. */
export const GUIDE_PREVIEW_STOPS = 3;

/** How long the route takes: `value` hours or days. */
export const GuideDurationSchema = z.object({ value: z.number(), unit: z.enum(['hours', 'days']) });
export type GuideDuration = z.infer<typeof GuideDurationSchema>;

/** A stop as named in a list: kind, id and name. */
export const GuideStopRefSchema = z.object({ kind: z.enum(GUIDE_STOP_KINDS), id: z.string(), name: LocalizedTextSchema });
export type GuideStopRef = z.infer<typeof GuideStopRefSchema>;

/** A guide in the list: its stop count and its first {@link GUIDE_PREVIEW_STOPS} stops. */
export const GuideSummarySchema = z.object({
  id: z.string(),
  title: LocalizedTextSchema,
  summary: LocalizedTextSchema,
  theme: z.enum(GUIDE_THEMES),
  duration: GuideDurationSchema,
  stopCount: z.int(),
  firstStops: z.array(GuideStopRefSchema),
});
export type GuideSummary = z.infer<typeof GuideSummarySchema>;

/** `GET /api/v1/guides`: every active guide in curated order. */
export const ListGuidesResponseSchema = successEnvelope(z.object({ items: z.array(GuideSummarySchema) }));
export type ListGuidesResponse = z.infer<typeof ListGuidesResponseSchema>;

/**
 * One stop of a guide, in route order (`position` from 1). `path` is the web route of the stop's
 * page; `town` is the English town name (catalog `town`), null for dishes; `location` is null when
 * the catalog has no point.
 */
export const GuideStopSchema = z.object({
  position: z.int(),
  kind: z.enum(GUIDE_STOP_KINDS),
  id: z.string(),
  name: LocalizedTextSchema,
  note: LocalizedTextSchema,
  path: z.string(),
  town: z.nullable(z.string()),
  location: z.nullable(z.object({ lat: z.number(), lng: z.number() })),
});
export type GuideStop = z.infer<typeof GuideStopSchema>;

/** `GET /api/v1/guides/:id`: the guide with every stop. */
export const GuideDetailSchema = z.extend(GuideSummarySchema, { stops: z.array(GuideStopSchema) });
export type GuideDetail = z.infer<typeof GuideDetailSchema>;
/** Envelope of `GET /api/v1/guides/:id`. */
export const GuideDetailResponseSchema = successEnvelope(GuideDetailSchema);

/** Path params of `GET /api/v1/guides/:id`: the guide's slug, 1–100 characters. */
export const GuideIdParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });
