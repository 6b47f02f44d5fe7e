/**
 * zod schemas of the catalog files as delivered (catalog/README.md). These describe the source
 * format, not a wire shape: the importer validates every record against them before writing.
 */
import { z } from 'zod';

const nonBlank = z.string().trim().min(1, { error: 'must not be empty' });

/** `{zh-CN, zh-HK, en-US}`, all present (name, intro, transport, culturalBackground). */
const FullText = z.object({ 'zh-CN': nonBlank, 'zh-HK': nonBlank, 'en-US': nonBlank });
/** `{zh-CN, en-US}` with an optional zh-HK (other descriptive fields). */
const PartialText = z.object({ 'zh-CN': nonBlank, 'zh-HK': nonBlank.optional(), 'en-US': nonBlank });
export type SourceText = z.infer<typeof PartialText>;
/**
 * A note on a fact (where a point comes from and how precise it is, what a price describes, hours
 * that vary or conflict): written in each language, like other descriptive text, so no page shows
 * a note only in English.
 */
const NoteText = PartialText;

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be a kebab-case slug' });
const priceCny = z.number().nonnegative().multipleOf(0.01, { error: 'must be in whole fen (0.01 CNY)' });

/** WGS-84 point; null when no citable point exists. */
const Location = z
  .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
  .nullable();

const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const DAYS_PATTERN = new RegExp(`^${DAY}(?:-${DAY})?(?:,${DAY}(?:-${DAY})?)*$`);
const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** `[{days, open, close}]` in China Standard Time; `[]` = always open; null = unknown. */
const OpeningHours = z
  .array(
    z.object({
      days: z.string().regex(DAYS_PATTERN, { error: 'days must look like "Mon-Sun" or "Mon-Fri,Sun"' }),
      open: z.string().regex(TIME_PATTERN, { error: 'open must be HH:MM (24 h)' }),
      close: z.string().regex(TIME_PATTERN, { error: 'close must be HH:MM (24 h)' }),
    }),
  )
  .nullable();

/** Where a record's facts come from: at least one URL (catalog/README.md "Checking the catalog"). */
const Sources = z.array(z.url({ error: 'sources must be URLs' })).min(1, { error: 'a record needs at least one source URL' });

/** When a figure was seen: `YYYY`, `YYYY-MM` or `YYYY-MM-DD` (the page's date or the date it states). */
const SeenDate = z.string().regex(/^\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?$/, { error: 'must be YYYY, YYYY-MM or YYYY-MM-DD' });

/** Day the record's sources were read (ISO date). Optional: records older than this field lack it. */
const Retrieved = z.iso.date({ error: 'retrieved must be an ISO date (YYYY-MM-DD)' }).optional();

/** Editorial rank on home and in the `recommended` order: 1 comes first; absent = not ranked. */
const FeaturedRank = z.number().int().positive().max(999).optional();

/**
 * Licences a catalog photo may carry: Creative Commons BY or BY-SA (any version, ported or not),
 * CC0 and public domain. A photo whose licence is not recorded as one of these is refused: the web
 * credits every photo with its author and licence, so both must be known.
 */
const FREE_LICENSE = /^(?:CC BY(?:-SA)? [1-4]\.0(?: [A-Za-z-]+)?|CC0 1\.0|Public domain)$/;

/** A freely licensed photo with its attribution (catalog/README.md "Photos"). */
const Image = z.object({
  url: z.url({ protocol: /^https$/, error: 'must be an https URL' }),
  pageUrl: z.url({ protocol: /^https$/, error: 'must be an https URL' }),
  author: nonBlank,
  license: z.string().regex(FREE_LICENSE, { error: 'must be CC BY, CC BY-SA, CC0 1.0 or Public domain' }),
  title: nonBlank,
});

/** A record's photos, first shown first; at most six. */
const Images = z.array(Image).max(6).optional();

export const TownRecordSchema = z.object({
  id: slug,
  name: FullText,
  englishName: nonBlank,
  region: nonBlank,
  /** The county-level division the town lies in (大理市, 剑川县…), as its sources name it; optional. */
  county: FullText.optional(),
  /** Other names travellers use for the town ("大理市区", "Dali New Town"), any script; from its sources. */
  aliases: z.array(nonBlank).max(20).optional(),
  location: Location,
  locationNote: NoteText,
  sources: Sources,
});
export type TownRecord = z.infer<typeof TownRecordSchema>;

export const ATTRACTION_TYPES = ['natural', 'cultural', 'historical', 'religious', 'entertainment'] as const;
export const REGIONS = ['Dali', 'Lijiang', 'Kunming', 'Xishuangbanna', 'Shangri-La', 'Tengchong'] as const;

export const AttractionRecordSchema = z.object({
  id: slug,
  name: FullText,
  type: z.enum(ATTRACTION_TYPES),
  region: z.enum(REGIONS),
  town: nonBlank,
  location: Location,
  locationNote: NoteText,
  address: PartialText,
  openingHours: OpeningHours,
  /**
   * Days the sources give no hours for although they give them for other days ("Sat-Sun" when only
   * weekday hours are published): unknown, not closed. Only with `openingHours`.
   */
  hoursUnknownDays: z.string().regex(DAYS_PATTERN, { error: 'hoursUnknownDays must look like "Sat-Sun"' }).optional(),
  hoursNote: NoteText,
  ticket: z.object({ priceCny: priceCny.nullable(), note: PartialText }),
  phone: nonBlank.nullable(),
  website: z.url().nullable(),
  recommendedDurationHours: z.number().positive().max(240),
  transport: FullText,
  intro: FullText,
  highlights: z.array(PartialText),
  visitTips: z.array(PartialText),
  tags: z.array(nonBlank),
  bookingUrl: z.url().nullable(),
  images: Images,
  featuredRank: FeaturedRank,
  sources: Sources,
  retrieved: Retrieved,
});
export type AttractionRecord = z.infer<typeof AttractionRecordSchema>;

export const FOOD_CATEGORIES = ['main dish', 'snack', 'seafood', 'meat', 'vegetarian'] as const;

export const FoodRecordSchema = z.object({
  id: slug,
  name: FullText,
  category: z.enum(FOOD_CATEGORIES),
  culturalBackground: FullText,
  bestSeason: PartialText,
  priceRangeCny: z
    .object({ min: priceCny, max: priceCny })
    .refine((range) => range.min <= range.max, { error: 'min must not exceed max' })
    .nullable(),
  priceNote: NoteText.optional(),
  recommendedPlace: PartialText,
  cookingMethod: PartialText,
  eatingMethod: PartialText,
  ingredients: z.array(nonBlank),
  taste: z.array(nonBlank),
  tips: PartialText,
  tags: z.array(nonBlank),
  images: Images,
  sources: Sources,
  retrieved: Retrieved,
});
export type FoodRecord = z.infer<typeof FoodRecordSchema>;

/** Diet facts a source states: true or false only when it says so, null when none does. */
const Diet = z.object({ vegetarianOptions: z.boolean().nullable(), halal: z.boolean().nullable() });

export const RestaurantRecordSchema = z
  .object({
    id: slug,
    name: FullText,
    town: nonBlank,
    location: Location,
    locationNote: NoteText,
    address: PartialText,
    cuisine: z.array(nonBlank),
    /** Average spend per person, CNY. */
    avgPriceCny: priceCny.nullable(),
    /** When that spend was reported; required with a spend. */
    avgPriceSeen: SeenDate.nullable().optional(),
    openingHours: OpeningHours,
    phone: nonBlank.nullable(),
    dishIds: z.array(slug),
    diet: Diet.optional(),
    bookable: z.boolean(),
    note: PartialText,
    images: Images,
    sources: Sources,
    retrieved: Retrieved,
  })
  .refine((r) => r.avgPriceCny === null || Boolean(r.avgPriceSeen), { error: 'a price needs the date it was seen (avgPriceSeen)', path: ['avgPriceSeen'] });
export type RestaurantRecord = z.infer<typeof RestaurantRecordSchema>;

export const STAY_TYPES = ['homestay', 'hotel', 'inn', 'hostel'] as const;

export const StayRecordSchema = z
  .object({
    id: slug,
    name: FullText,
    type: z.enum(STAY_TYPES),
    town: nonBlank,
    location: Location,
    locationNote: NoteText,
    address: PartialText,
    /** Lowest nightly price reported, CNY. */
    priceFromCny: priceCny.nullable(),
    /** When that price was reported; required with a price. */
    priceSeen: SeenDate.nullable().optional(),
    priceNote: NoteText.nullable(),
    rooms: z.array(
      z.object({
        type: PartialText,
        priceCny: priceCny.nullable(),
        capacity: z.number().int().positive().nullable(),
      }),
    ),
    amenities: z.array(nonBlank),
    phone: nonBlank.nullable(),
    website: z.url().nullable(),
    featuredRank: FeaturedRank,
    images: Images,
    sources: Sources,
    retrieved: Retrieved,
  })
  .refine((r) => r.priceFromCny === null || Boolean(r.priceSeen), { error: 'a price needs the date it was seen (priceSeen)', path: ['priceSeen'] })
  .refine((r) => r.rooms.every((room) => room.priceCny === null) || Boolean(r.priceSeen), {
    error: 'room prices need the date they were seen (priceSeen)',
    path: ['priceSeen'],
  });
export type StayRecord = z.infer<typeof StayRecordSchema>;

export const TravelTimeRecordSchema = z
  .object({
    from: slug,
    to: slug,
    km: z.number().positive(),
    minutesByCar: z.number().int().positive(),
    minutesByBus: z.number().int().positive().nullable(),
    note: z.string(),
    // Estimated pairs cite the sources of the two town points they are computed from.
    sources: Sources,
  })
  .refine((pair) => pair.from !== pair.to, { error: 'from and to must be different towns', path: ['to'] });
export type TravelTimeRecord = z.infer<typeof TravelTimeRecordSchema>;

/**
 * price_bands.json: the typical nightly price of one stay type in one town, from sources that state
 * typical prices or from several priced listings (catalog/README.md "price_bands.json"). Used where
 * one stay's own price is unknown, and to flag stay prices far outside their band.
 */
export const PriceBandRecordSchema = z
  .object({
    id: slug,
    /** Town English name (towns.json `englishName`). */
    town: nonBlank,
    type: z.enum(STAY_TYPES),
    minCny: priceCny,
    maxCny: priceCny,
    /** What one price buys: a room for a night, or a dormitory bed for a night. */
    unit: z.enum(['room-night', 'dorm-bed-night']),
    seen: SeenDate,
    note: PartialText,
    sources: Sources,
    retrieved: Retrieved,
  })
  .refine((band) => band.minCny <= band.maxCny, { error: 'minCny must not exceed maxCny', path: ['maxCny'] });
export type PriceBandRecord = z.infer<typeof PriceBandRecordSchema>;

/** Themes a guide may have (catalog/README.md guides.json). */
export const GUIDE_THEMES = ['old-town', 'bai-culture', 'lake', 'mountains'] as const;
/** Files a guide stop may point into, by kind. */
export const GUIDE_STOP_KINDS = ['attraction', 'food', 'restaurant', 'stay'] as const;

/**
 * guides.json: a themed route through the catalog. Stops are ordered references to records of the
 * other files (checked by read-catalog.ts), each with a short note drawn from those records' text.
 */
export const GuideRecordSchema = z.object({
  id: slug,
  title: PartialText,
  summary: PartialText,
  theme: z.enum(GUIDE_THEMES),
  duration: z.object({ value: z.number().positive().max(30), unit: z.enum(['hours', 'days']) }),
  stops: z
    .array(z.object({ kind: z.enum(GUIDE_STOP_KINDS), id: slug, note: PartialText }))
    .min(2, { error: 'a guide needs at least two stops' })
    .refine((stops) => stops.some((stop) => stop.kind === 'attraction'), { error: 'a guide needs at least one attraction stop' }),
});
export type GuideRecord = z.infer<typeof GuideRecordSchema>;

/** The list files of a catalog folder (region.json, one object, is read apart) and the schema of one record of each. */
export const CATALOG_FILES = {
  towns: { file: 'towns.json', schema: TownRecordSchema },
  attractions: { file: 'attractions.json', schema: AttractionRecordSchema },
  foods: { file: 'foods.json', schema: FoodRecordSchema },
  restaurants: { file: 'restaurants.json', schema: RestaurantRecordSchema },
  stays: { file: 'stays.json', schema: StayRecordSchema },
  travelTimes: { file: 'travel_times.json', schema: TravelTimeRecordSchema },
  guides: { file: 'guides.json', schema: GuideRecordSchema },
  priceBands: { file: 'price_bands.json', schema: PriceBandRecordSchema },
} as const;

/** region.json: the prefecture and the WGS-84 box around it, with sources (catalog/README.md). */
export const RegionSchema = z.object({
  id: z.string(),
  /** The value of `region` in attractions.json and towns.json that means this prefecture. */
  region: z.enum(REGIONS),
  name: z.object({ 'zh-CN': z.string(), 'zh-HK': z.string(), 'en-US': z.string() }),
  /** The short name in everyday use (大理州, Dali Prefecture). */
  shortName: FullText,
  bounds: z
    .object({ south: z.number().min(-90).max(90), north: z.number().min(-90).max(90), west: z.number().min(-180).max(180), east: z.number().min(-180).max(180) })
    .refine((box) => box.south < box.north && box.west < box.east, { error: 'south must be below north and west left of east' }),
  note: z.string(),
  sources: z.array(z.url()).min(1),
  retrieved: z.iso.date(),
});
/** The prefecture's record. */
export type Region = z.infer<typeof RegionSchema>;

/** Every record of one catalog folder, validated. */
export interface CatalogRecords {
  towns: TownRecord[];
  attractions: AttractionRecord[];
  foods: FoodRecord[];
  restaurants: RestaurantRecord[];
  stays: StayRecord[];
  travelTimes: TravelTimeRecord[];
  guides: GuideRecord[];
  priceBands: PriceBandRecord[];
  /** region.json (one object, not a list). */
  region: Region;
}
