/**
 * Contracts of the AI travel planner's itinerary engine (spec §3 "Planner form", §4 "Itinerary
 * generation", §5): the request the planner form sends, the plan the deterministic engine produces,
 * the sections a stream sends while it is ready, the infeasibility answer with verified alternatives,
 * and the independent checker's verdict.
 *
 * Units everywhere: money in CNY fen (integer yuan × 100) unless a field says CNY; clock times
 * `HH:MM` in Asia/Shanghai; dates `YYYY-MM-DD` (calendar days in China); distances in km; durations
 * in minutes. Ids are catalog ids (kebab-case slugs of catalog/*.json). A stored plan gets its id
 * from storage: the engine's output has none.
 */
import { z } from 'zod/mini';
import { LOCALES, LocaleSchema, LocalizedTextSchema } from '../locales.js';
import { decimalNumber } from '../validation/numbers.js';

// ─── Vocabularies of the planner form (spec §3) ───────────────────────────────────────────────────

/** Longest trip the planner plans, in days (dates range or `durationDays`). */
export const PLANNER_MAX_DAYS = 7;
/** Largest `travelerCount` the request accepts, persons. */
export const PLANNER_MAX_TRAVELERS = 20;
/** Largest total budget accepted, CNY (guards against typos of a few extra zeros). */
export const PLANNER_MAX_BUDGET_CNY = 10_000_000;
/** Longest free text (special requirements), characters. */
export const PLANNER_MAX_TEXT_CHARS = 500;
/** Most entries of a list field (destinations, must-visits, diet words). */
export const PLANNER_MAX_LIST_ENTRIES = 20;
/** Longest single entry of a list field, characters. */
export const PLANNER_MAX_ENTRY_CHARS = 100;

/** Interests of the form (spec §3). */
export const PLANNER_INTERESTS = ['culture', 'nature', 'food', 'adventure', 'urban'] as const;
/** Special needs; `vegetarian` acts as a diet restriction. */
export const PLANNER_SPECIAL_NEEDS = ['familyFriendly', 'accessibility', 'vegetarian'] as const;
/** Lodging types of the form (see {@link STAY_TYPE_FOR_ACCOMMODATION} for the catalog's). */
export const PLANNER_ACCOMMODATION_TYPES = ['hotel', 'guesthouse', 'homestay', 'hostel'] as const;
/** How the party gets around; decides transfer modes, times and fares. */
export const PLANNER_TRANSPORTATION = ['public', 'selfDriving', 'privateCar', 'cycling'] as const;
/** Kinds of sight preferred (soft). */
export const PLANNER_ATTRACTION_PREFERENCES = ['historical', 'natural', 'themeParks', 'shopping', 'religious'] as const;
/** Nightly price bands of one room, CNY (see {@link ACCOMMODATION_BUDGET_BANDS}). */
export const PLANNER_ACCOMMODATION_BUDGETS = ['under100', '100to200', '200to300', 'over300'] as const;
/** Activities preferred (soft). */
export const PLANNER_ACTIVITY_PREFERENCES = ['photography', 'cultural', 'hiking', 'food', 'shopping'] as const;
/** What matters most (soft): weighs money, travel time, comfort and rarity. */
export const PLANNER_PRIORITY_FACTORS = ['valueForMoney', 'convenience', 'comfort', 'uniqueExperience'] as const;
/** Day shape: how many sights, how long, from when. */
export const PLANNER_PACES = ['relaxed', 'moderate', 'packed'] as const;

/**
 * The request's fields that take values from a fixed list, each with its allowed values (in the
 * order to offer them): the web form draws its options from it and the AI request prompt lists it,
 * so both offer exactly what {@link PlannerRequestSchema} accepts. `interests`, the preferences,
 * `specialNeeds` and `priorityFactors` take any number of values; the others exactly one.
 */
export const PLANNER_CHOICES = {
  interests: PLANNER_INTERESTS,
  attractionPreferences: PLANNER_ATTRACTION_PREFERENCES,
  activityPreferences: PLANNER_ACTIVITY_PREFERENCES,
  specialNeeds: PLANNER_SPECIAL_NEEDS,
  priorityFactors: PLANNER_PRIORITY_FACTORS,
  accommodationType: PLANNER_ACCOMMODATION_TYPES,
  accommodationBudget: PLANNER_ACCOMMODATION_BUDGETS,
  transportation: PLANNER_TRANSPORTATION,
  pace: PLANNER_PACES,
} as const;

/** A request field that takes its values from {@link PLANNER_CHOICES}. */
export type PlannerChoiceField = keyof typeof PLANNER_CHOICES;
/** One allowed value of the choice field `F` (e.g. `PlannerChoice<'interests'>` is `'culture' | …`). */
export type PlannerChoice<F extends PlannerChoiceField> = (typeof PLANNER_CHOICES)[F][number];

/** One of {@link PLANNER_ACCOMMODATION_TYPES}. */
export type AccommodationType = (typeof PLANNER_ACCOMMODATION_TYPES)[number];
/** One of {@link PLANNER_ACCOMMODATION_BUDGETS}. */
export type AccommodationBudget = (typeof PLANNER_ACCOMMODATION_BUDGETS)[number];
/** One of {@link PLANNER_TRANSPORTATION}. */
export type Transportation = (typeof PLANNER_TRANSPORTATION)[number];
/** One of {@link PLANNER_PACES}. */
export type PlannerPace = (typeof PLANNER_PACES)[number];

/**
 * Catalog stay `type` (catalog/README.md stays.json) that each form accommodation type means. The
 * catalog files guesthouses as `inn`.
 */
export const STAY_TYPE_FOR_ACCOMMODATION: Readonly<Record<AccommodationType, 'hotel' | 'inn' | 'homestay' | 'hostel'>> = {
  hotel: 'hotel',
  guesthouse: 'inn',
  homestay: 'homestay',
  hostel: 'hostel',
};

/**
 * The lodging types nearest to each type, nearest first: what a stay is booked as when the catalog
 * has no bookable stay of the requested type (a 民宿 homestay is closest to a 客栈 guesthouse).
 */
export const NEAREST_ACCOMMODATION_TYPES: Readonly<Record<AccommodationType, readonly AccommodationType[]>> = {
  homestay: ['guesthouse', 'hotel', 'hostel'],
  guesthouse: ['homestay', 'hotel', 'hostel'],
  hotel: ['guesthouse', 'homestay', 'hostel'],
  hostel: ['guesthouse', 'homestay', 'hotel'],
};

/**
 * Nightly price band of one room (or dorm bed), CNY fen, half-open `[minFen, maxFen)`; `maxFen` null
 * = no upper bound. So ¥100 is in `100to200`, ¥300 in `over300`.
 */
export const ACCOMMODATION_BUDGET_BANDS: Readonly<Record<AccommodationBudget, { minFen: number; maxFen: number | null }>> = {
  under100: { minFen: 0, maxFen: 10_000 },
  '100to200': { minFen: 10_000, maxFen: 20_000 },
  '200to300': { minFen: 20_000, maxFen: 30_000 },
  over300: { minFen: 30_000, maxFen: null },
};

/** True when a nightly price (fen) lies in `band`. */
export function isInAccommodationBand(priceFen: number, band: AccommodationBudget): boolean {
  const { minFen, maxFen } = ACCOMMODATION_BUDGET_BANDS[band];
  return priceFen >= minFen && (maxFen === null || priceFen < maxFen);
}

/**
 * Parts of the cost a traveller can cap on their own (`budgetCaps`), besides the total `budget`:
 * lodging, attraction tickets, food, local transport (fares between places), and spending per day
 * (the trip's total divided by its days). Each cap is CNY for the whole party over the whole trip,
 * except `perDay`.
 */
export const PLANNER_BUDGET_CAP_CATEGORIES = ['lodging', 'tickets', 'food', 'localTransport', 'perDay'] as const;
/** One of {@link PLANNER_BUDGET_CAP_CATEGORIES}. */
export type BudgetCapCategory = (typeof PLANNER_BUDGET_CAP_CATEGORIES)[number];

/**
 * Ways of getting around a traveller can rule out ("do not use taxi", "唔好坐的士", "不坐公交"):
 * without taxis, longer in-town stretches are walked or made by local bus; without buses, trips
 * between towns are made by taxi (ride-hailing). See engine/estimates.ts TRAVEL_ASSUMPTIONS.
 */
export const PLANNER_EXCLUDABLE_MODES = ['taxi', 'bus'] as const;
/** One of {@link PLANNER_EXCLUDABLE_MODES}. */
export type ExcludableMode = (typeof PLANNER_EXCLUDABLE_MODES)[number];

/**
 * Kinds of room a traveller can ask for (`roomType`), matched against the catalog's room names
 * (engine/room-types.ts): twin (双床), double (大床), family (家庭房, 亲子房), single, suite,
 * dorm bed. A room whose name says none of these is not known to be one.
 */
export const PLANNER_ROOM_TYPES = ['twin', 'double', 'family', 'single', 'suite', 'dorm'] as const;
/** One of {@link PLANNER_ROOM_TYPES}. */
export type PlannerRoomType = (typeof PLANNER_ROOM_TYPES)[number];

/** Diet restrictions the engine understands (spec §3 "dietary restrictions"). */
export const DIET_KEYS = ['vegetarian', 'vegan', 'halal', 'no-pork', 'no-beef', 'no-seafood', 'no-spicy', 'gluten-free'] as const;
/** One of {@link DIET_KEYS}. */
export type DietKey = (typeof DIET_KEYS)[number];

// Words a visitor types for each diet key, compared after lower-casing and turning spaces and
// underscores into hyphens. Unknown words are kept as typed and reported back.
const DIET_WORDS: Readonly<Record<string, DietKey>> = Object.fromEntries(
  (
    [
      ['vegetarian', ['vegetarian', 'veggie', 'veg', '素食', '吃素', '素']],
      ['vegan', ['vegan', 'plant-based', '纯素', '純素', '全素']],
      ['halal', ['halal', 'muslim', '清真']],
      ['no-pork', ['no-pork', 'pork-free', 'nopork', 'without-pork', '不吃猪肉', '不吃豬肉', '无猪肉', '無豬肉']],
      ['no-beef', ['no-beef', 'beef-free', 'nobeef', 'without-beef', '不吃牛肉', '无牛肉', '無牛肉']],
      ['no-seafood', ['no-seafood', 'seafood-free', 'no-fish', 'noseafood', '不吃海鲜', '不吃海鮮', '不吃鱼', '不吃魚', '海鲜过敏', '海鮮過敏']],
      ['no-spicy', ['no-spicy', 'not-spicy', 'nospicy', 'mild', 'no-chili', '不吃辣', '不辣', '免辣']],
      ['gluten-free', ['gluten-free', 'no-gluten', 'glutenfree', 'coeliac', 'celiac', '无麸质', '無麩質']],
    ] as const
  ).flatMap(([key, words]) => words.map((word) => [word, key] as const)),
);

/** The diet key a typed word means (`"No Pork"` → `no-pork`, `清真` → `halal`), or null. */
export function matchDietKey(word: string): DietKey | null {
  const normalized = word.trim().toLowerCase().replace(/[\s_]+/g, '-');
  return DIET_WORDS[normalized] ?? null;
}

// ─── Field rules ──────────────────────────────────────────────────────────────────────────────────

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Whole days from ISO date `a` to ISO date `b` (negative when b is earlier). */
export function daysBetweenIsoDates(a: string, b: string): number {
  const toUtc = (value: string) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((toUtc(b) - toUtc(a)) / 86_400_000);
}

// A form sends "" or null for a field left empty: both mean "not given".
const blankToUndefined = (value: unknown): unknown => (value === '' || value === null ? undefined : value);
// Typed as a plain optional field: the blank-to-undefined step changes no output type.
function optionalField<T extends z.ZodMiniType>(schema: T): z.ZodMiniOptional<T> {
  const inner = z.optional(schema as z.ZodMiniType<unknown, unknown>);
  return z.optional(z.pipe(z.transform(blankToUndefined), inner)) as unknown as z.ZodMiniOptional<T>;
}

const IsoDateSchema = z.string({ error: 'validation.planner.dateInvalid' }).check(
  z.trim(),
  z.refine(isIsoDate, { error: 'validation.planner.dateInvalid' }),
);

// Strict decimal text or a number (validation/numbers.ts): "0x10" or " 10" travellers is refused.
const rangeInt = (minimum: number, maximum: number, error: string) =>
  decimalNumber(
    z.number({ error }).check(z.refine((n: number) => Number.isInteger(n) && n >= minimum && n <= maximum, { error, params: { minimum, maximum } })),
    { error, params: { minimum, maximum } },
  );

const enumList = <T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(
    z._default(z.array(z.enum(values, { error: 'validation.planner.unknownOption' })), []),
    // Duplicates carry no meaning; keep the first of each.
    z.transform((list: T[number][]) => [...new Set(list)]),
  );

/**
 * A list field the form sends either as an array or as one comma-separated string (spec §3
 * "must-visit list (comma separated)", "dietary restrictions (comma separated)"). Splits on ASCII
 * and full-width commas, 、 and semicolons; trims; drops empty entries and case-insensitive repeats.
 */
const textList = z.pipe(
  z._default(z.union([z.array(z.string()), z.string()], { error: 'validation.planner.unknownOption' }), []),
  z.transform((input: string[] | string, ctx) => {
    const parts = (typeof input === 'string' ? [input] : input).flatMap((entry) => entry.split(/[,，、;；\n]/));
    const seen = new Set<string>();
    const list: string[] = [];
    for (const part of parts) {
      const entry = part.trim();
      if (entry === '' || seen.has(entry.toLowerCase())) continue;
      if ([...entry].length > PLANNER_MAX_ENTRY_CHARS) {
        ctx.issues.push({ code: 'custom', message: 'validation.planner.textTooLong', params: { maximum: PLANNER_MAX_ENTRY_CHARS }, input: entry });
        return z.NEVER;
      }
      seen.add(entry.toLowerCase());
      list.push(entry);
    }
    if (list.length > PLANNER_MAX_LIST_ENTRIES) {
      ctx.issues.push({ code: 'custom', message: 'validation.planner.tooManyEntries', params: { maximum: PLANNER_MAX_LIST_ENTRIES }, input });
      return z.NEVER;
    }
    return list;
  }),
);

/** Diet words → recognised keys (canonical spelling) followed by unrecognised words as typed. */
const dietList = z.pipe(
  textList,
  z.transform((words: string[]) => {
    const keys = new Set<string>();
    const unknown: string[] = [];
    for (const word of words) {
      const key = matchDietKey(word);
      if (key) keys.add(key);
      else unknown.push(word);
    }
    return [...DIET_KEYS.filter((key) => keys.has(key)), ...unknown];
  }),
);

// A clock time of a visit, HH:MM (00:00–24:00), Asia/Shanghai.
const VisitClockSchema = z.string({ error: 'validation.planner.unknownOption' }).check(
  z.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'validation.planner.unknownOption' }),
);

// A cap on a part of the cost (CNY); ¥0 is a real cap ("no paid tickets").
const budgetCap = decimalNumber(
  z.number({ error: 'validation.planner.budgetInvalid' }).check(
    z.refine((n: number) => Number.isFinite(n) && n >= 0 && n <= PLANNER_MAX_BUDGET_CNY, { error: 'validation.planner.budgetInvalid', params: { maximum: PLANNER_MAX_BUDGET_CNY } }),
  ),
  { error: 'validation.planner.budgetInvalid', params: { maximum: PLANNER_MAX_BUDGET_CNY } },
);

// ─── Request ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Body of a planning run: every field of the planner form (spec §3). Dates are China calendar days;
 * give `startDate` and `endDate`, or `startDate` and `durationDays`, or `durationDays` alone (then the
 * plan names no dates and only uses places open on every weekday). At most {@link PLANNER_MAX_DAYS}
 * days. `budget` is the total for the whole party in CNY. `destinations` and `mustVisit` name catalog
 * towns and attractions by id or by name in any interface language (resolved by the engine, which
 * reports unknown names). `dietaryRestrictions` comes back as recognised {@link DIET_KEYS} first, then
 * the unrecognised words as typed.
 */
export const PlannerRequestSchema = z
  .object({
    startDate: optionalField(IsoDateSchema).check(z.describe('First day of the trip, YYYY-MM-DD (China date)')),
    endDate: optionalField(IsoDateSchema).check(z.describe('Last day of the trip, YYYY-MM-DD; needs startDate')),
    durationDays: optionalField(rangeInt(1, PLANNER_MAX_DAYS, 'validation.planner.durationRange')).check(
      z.describe('Number of days (1–7) when no end date is given'),
    ),
    travelerCount: z
      ._default(rangeInt(1, PLANNER_MAX_TRAVELERS, 'validation.planner.travelerCount'), 1)
      .check(z.describe('People travelling together (1–20)')),
    destinations: textList.check(z.describe('Towns (catalog id or name), array or comma-separated')),
    interests: enumList(PLANNER_INTERESTS),
    budget: optionalField(
      decimalNumber(
        z.number({ error: 'validation.planner.budgetInvalid' }).check(
          z.refine((n: number) => Number.isFinite(n) && n > 0 && n <= PLANNER_MAX_BUDGET_CNY, {
            error: 'validation.planner.budgetInvalid',
            params: { maximum: PLANNER_MAX_BUDGET_CNY },
          }),
        ),
        { error: 'validation.planner.budgetInvalid', params: { maximum: PLANNER_MAX_BUDGET_CNY } },
      ),
    ).check(z.describe('Total budget of the whole party, CNY')),
    departureLocation: optionalField(
      z.string().check(z.trim(), z.maxLength(PLANNER_MAX_ENTRY_CHARS, { error: 'validation.planner.textTooLong' })),
    ).check(z.describe('Where the party comes from (free text; informative)')),
    language: z._default(LocaleSchema, 'en-US').check(z.describe('Language of the plan: zh-CN, zh-HK or en-US')),
    specialNeeds: enumList(PLANNER_SPECIAL_NEEDS),
    accommodationType: optionalField(z.enum(PLANNER_ACCOMMODATION_TYPES, { error: 'validation.planner.unknownOption' })),
    transportation: z._default(z.enum(PLANNER_TRANSPORTATION, { error: 'validation.planner.unknownOption' }), 'public'),
    attractionPreferences: enumList(PLANNER_ATTRACTION_PREFERENCES),
    accommodationBudget: optionalField(z.enum(PLANNER_ACCOMMODATION_BUDGETS, { error: 'validation.planner.unknownOption' })).check(
      z.describe('Nightly price band of one room, CNY'),
    ),
    specialRequirements: optionalField(
      z.string().check(
        z.trim(),
        z.refine((value: string) => [...value].length <= PLANNER_MAX_TEXT_CHARS, {
          error: 'validation.planner.textTooLong',
          params: { maximum: PLANNER_MAX_TEXT_CHARS },
        }),
      ),
    ).check(z.describe('Free text, at most 500 characters (kept, not interpreted by the engine)')),
    mustVisit: textList.check(z.describe('Attractions (catalog id or name), array or comma-separated')),
    avoid: textList.check(
      z.describe('Places never to plan: attractions, or towns and areas whose sights, meals and beds are left out (catalog id or name), array or comma-separated'),
    ),
    avoidAttractionTypes: enumList(PLANNER_ATTRACTION_PREFERENCES).check(z.describe('Kinds of sight never to plan (e.g. religious)')),
    maxAttractionsPerDay: optionalField(rangeInt(1, 8, 'validation.planner.sightCountRange')).check(
      z.describe('At most this many attractions on any day (1–8)'),
    ),
    maxAttractionsTotal: optionalField(rangeInt(1, 8 * PLANNER_MAX_DAYS, 'validation.planner.sightCountRange')).check(
      z.describe('At most this many attractions in the whole trip'),
    ),
    dayPins: z
      ._default(
        z.array(
          z.object({
            place: z.string().check(z.trim(), z.minLength(1), z.maxLength(PLANNER_MAX_ENTRY_CHARS)),
            day: z.union([z.int().check(z.gte(1), z.lte(PLANNER_MAX_DAYS)), z.literal('last')], { error: 'validation.planner.unknownOption' }),
          }),
          { error: 'validation.planner.unknownOption' },
        ).check(z.maxLength(PLANNER_MAX_LIST_ENTRIES, { error: 'validation.planner.tooManyEntries' })),
        [],
      )
      .check(z.describe('Attractions to visit on a given day of the trip ("第二天", "on the last day"): [{place, day: 1–7 | "last"}]; each is also a must-visit')),
    minAttractionsTotal: optionalField(rangeInt(1, 8 * PLANNER_MAX_DAYS, 'validation.planner.sightCountRange')).check(
      z.describe('At least this many attractions in the whole trip (with maxAttractionsTotal equal: exactly)'),
    ),
    minFreeAttractions: optionalField(rangeInt(1, 8 * PLANNER_MAX_DAYS, 'validation.planner.sightCountRange')).check(
      z.describe('At least this many attractions whose catalog ticket is free (¥0)'),
    ),
    visitOrder: z
      ._default(
        z.array(
          z.object({
            first: z.string().check(z.trim(), z.minLength(1), z.maxLength(PLANNER_MAX_ENTRY_CHARS)),
            then: z.string().check(z.trim(), z.minLength(1), z.maxLength(PLANNER_MAX_ENTRY_CHARS)),
          }),
          { error: 'validation.planner.unknownOption' },
        ).check(z.maxLength(PLANNER_MAX_LIST_ENTRIES, { error: 'validation.planner.tooManyEntries' })),
        [],
      )
      .check(
        z.describe('Attractions to visit in this order ("先去蝴蝶泉，再去三塔"): [{first, then}] by catalog id or name; both are also must-visits, and `first` ends before `then` starts'),
      ),
    visitTimes: z
      ._default(
        z.array(
          z.object({
            place: z.string().check(z.trim(), z.minLength(1), z.maxLength(PLANNER_MAX_ENTRY_CHARS)),
            after: z.optional(VisitClockSchema),
            before: z.optional(VisitClockSchema),
            at: z.optional(VisitClockSchema),
          }),
          { error: 'validation.planner.unknownOption' },
        ).check(z.maxLength(PLANNER_MAX_LIST_ENTRIES, { error: 'validation.planner.tooManyEntries' })),
        [],
      )
      .check(
        z.describe(
          'Times of day for sights ("下午去三塔", "Xizhou in the morning", "at 3pm"): [{place, after?, before?, at?}] HH:MM Asia/Shanghai — the visit starts at or after `after`, ends by `before`, starts exactly at `at`; each place is also a must-visit',
        ),
      ),
    budgetCaps: z
      ._default(
        z.object({
          lodging: optionalField(budgetCap),
          tickets: optionalField(budgetCap),
          food: optionalField(budgetCap),
          localTransport: optionalField(budgetCap),
          perDay: optionalField(budgetCap),
        }),
        {},
      )
      .check(z.describe('Caps on parts of the cost, CNY for the whole party (PLANNER_BUDGET_CAP_CATEGORIES): lodging, tickets, food, localTransport over the trip; perDay = total ÷ days')),
    rooms: optionalField(rangeInt(1, PLANNER_MAX_TRAVELERS, 'validation.planner.roomCount')).check(
      z.describe('Rooms to book each night (1–20); each room holds its share of the party'),
    ),
    roomType: optionalField(z.enum(PLANNER_ROOM_TYPES, { error: 'validation.planner.unknownOption' })).check(z.describe('Kind of room (PLANNER_ROOM_TYPES)')),
    breakfastDaily: z._default(z.boolean({ error: 'validation.planner.unknownOption' }), false).check(z.describe('Plan breakfast every day ("每天都要吃早餐"); otherwise only near the day\'s start')),
    maxWalkMinutes: optionalField(rangeInt(5, 120, 'validation.planner.walkMinutesRange')).check(
      z.describe('Longest walk between two places, minutes (5–120): longer stretches are made by vehicle'),
    ),
    maxTransferMinutesPerDay: optionalField(rangeInt(15, 600, 'validation.planner.transitMinutesRange')).check(
      z.describe('Most minutes in transit on any day (15–600), the way to the night\'s lodging included'),
    ),
    excludeModes: enumList(PLANNER_EXCLUDABLE_MODES).check(z.describe('Ways of getting around never to plan: taxi, bus')),
    activityPreferences: enumList(PLANNER_ACTIVITY_PREFERENCES),
    dietaryRestrictions: dietList.check(z.describe('Diet words, array or comma-separated; recognised keys first')),
    priorityFactors: enumList(PLANNER_PRIORITY_FACTORS),
    pace: z._default(z.enum(PLANNER_PACES, { error: 'validation.planner.unknownOption' }), 'moderate'),
  })
  .check(
    z.superRefine((request, ctx) => {
      const { minAttractionsTotal, maxAttractionsTotal } = request;
      if (minAttractionsTotal !== undefined && maxAttractionsTotal !== undefined && minAttractionsTotal > maxAttractionsTotal) {
        ctx.issues.push({ code: 'custom', path: ['minAttractionsTotal'], message: 'validation.planner.sightCountOrder', input: minAttractionsTotal });
      }
      const { startDate, endDate, durationDays } = request;
      if (endDate !== undefined && startDate === undefined) {
        ctx.issues.push({ code: 'custom', path: ['startDate'], message: 'validation.planner.startDateRequired', input: startDate });
        return;
      }
      if (startDate !== undefined && endDate !== undefined) {
        const days = daysBetweenIsoDates(startDate, endDate) + 1;
        if (days < 1) ctx.issues.push({ code: 'custom', path: ['endDate'], message: 'validation.planner.endBeforeStart', input: endDate });
        else if (days > PLANNER_MAX_DAYS) {
          ctx.issues.push({ code: 'custom', path: ['endDate'], message: 'validation.planner.tooManyDays', params: { maximum: PLANNER_MAX_DAYS }, input: endDate });
        } else if (durationDays !== undefined && durationDays !== days) {
          ctx.issues.push({ code: 'custom', path: ['durationDays'], message: 'validation.planner.durationMismatch', input: durationDays });
        }
        return;
      }
      if (durationDays === undefined) {
        ctx.issues.push({ code: 'custom', path: ['durationDays'], message: 'validation.planner.durationRequired', input: durationDays });
      }
    }),
  );
/** A validated planner request (output of {@link PlannerRequestSchema}). */
export type PlannerRequest = z.infer<typeof PlannerRequestSchema>;
/** What a client may send (before defaults and normalisation). */
export type PlannerRequestInput = z.input<typeof PlannerRequestSchema>;

/**
 * Change to a request proposed by an alternative: merge it over the request the client sent
 * (shallow); a `null` value removes that field (JSON merge patch, RFC 7386).
 */
export const PlannerRequestPatchSchema = z.object({
  startDate: z.optional(z.nullable(z.string())),
  endDate: z.optional(z.nullable(z.string())),
  durationDays: z.optional(z.nullable(z.int())),
  budget: z.optional(z.nullable(z.number())),
  destinations: z.optional(z.nullable(z.array(z.string()))),
  mustVisit: z.optional(z.nullable(z.array(z.string()))),
  avoid: z.optional(z.nullable(z.array(z.string()))),
  dayPins: z.optional(z.nullable(z.array(z.object({ place: z.string(), day: z.union([z.int(), z.literal('last')]) })))),
  visitOrder: z.optional(z.nullable(z.array(z.object({ first: z.string(), then: z.string() })))),
  visitTimes: z.optional(z.nullable(z.array(z.object({ place: z.string(), after: z.optional(z.string()), before: z.optional(z.string()), at: z.optional(z.string()) })))),
  minAttractionsTotal: z.optional(z.nullable(z.int())),
  minFreeAttractions: z.optional(z.nullable(z.int())),
  budgetCaps: z.optional(z.nullable(z.record(z.string(), z.number()))),
  excludeModes: z.optional(z.nullable(z.array(z.enum(PLANNER_EXCLUDABLE_MODES)))),
  breakfastDaily: z.optional(z.nullable(z.boolean())),
  rooms: z.optional(z.nullable(z.int())),
  roomType: z.optional(z.nullable(z.enum(PLANNER_ROOM_TYPES))),
  maxWalkMinutes: z.optional(z.nullable(z.int())),
  maxTransferMinutesPerDay: z.optional(z.nullable(z.int())),
  dietaryRestrictions: z.optional(z.nullable(z.array(z.string()))),
  specialNeeds: z.optional(z.nullable(z.array(z.enum(PLANNER_SPECIAL_NEEDS)))),
  accommodationType: z.optional(z.nullable(z.enum(PLANNER_ACCOMMODATION_TYPES))),
  accommodationBudget: z.optional(z.nullable(z.enum(PLANNER_ACCOMMODATION_BUDGETS))),
});
/** A request patch (null removes a field). */
export type PlannerRequestPatch = z.infer<typeof PlannerRequestPatchSchema>;

// ─── Plan ─────────────────────────────────────────────────────────────────────────────────────────

const ClockTimeSchema = z.string().check(z.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/), z.describe('HH:MM, Asia/Shanghai'));
const DateSchema = z.string().check(z.regex(ISO_DATE), z.describe('YYYY-MM-DD, China calendar day'));
const FenSchema = z.int().check(z.gte(0), z.describe('CNY fen (yuan × 100)'));

/** Kinds of place a transfer starts or ends at; `town` is a town's reference point (towns.json). */
export const PLAN_PLACE_KINDS = ['attraction', 'restaurant', 'stay', 'town'] as const;
/** How a transfer is made (derived from the request's `transportation`). */
export const TRANSFER_MODES = ['walk', 'bus', 'taxi', 'drive', 'charteredCar', 'bicycle'] as const;
/** Meals of a day: lunch and dinner always, breakfast when a fitting place is near. */
export const MEAL_KINDS = ['breakfast', 'lunch', 'dinner'] as const;
/** One of {@link TRANSFER_MODES}. */
export type TransferMode = (typeof TRANSFER_MODES)[number];
/** One of {@link MEAL_KINDS}. */
export type MealKind = (typeof MEAL_KINDS)[number];

/** A visit to a catalog attraction. `ticketFen` per person; null = the catalog has no price. */
export const PlanAttractionItemSchema = z.object({
  kind: z.literal('attraction'),
  catalogId: z.string(),
  townId: z.string(),
  start: ClockTimeSchema,
  end: ClockTimeSchema,
  ticketFen: z.nullable(FenSchema),
  hoursAssumed: z.boolean().check(z.describe('The catalog has no opening hours: a daytime window was assumed')),
});

/** A meal at a catalog restaurant; `dishIds` are foods.json ids it serves that fit the diet. */
export const PlanMealItemSchema = z.object({
  kind: z.literal('meal'),
  meal: z.enum(MEAL_KINDS),
  restaurantId: z.string(),
  townId: z.string(),
  dishIds: z.array(z.string()),
  start: ClockTimeSchema,
  end: ClockTimeSchema,
  costFen: FenSchema.check(z.describe('Per person')),
  costEstimated: z.boolean(),
  hoursAssumed: z.boolean(),
});

/** Travel between two consecutive places; `costFen` for the whole party. */
export const PlanTransferItemSchema = z.object({
  kind: z.literal('transfer'),
  fromKind: z.enum(PLAN_PLACE_KINDS),
  fromId: z.string(),
  toKind: z.enum(PLAN_PLACE_KINDS),
  toId: z.string(),
  start: ClockTimeSchema,
  end: ClockTimeSchema,
  minutes: z.int().check(z.gte(0)),
  km: z.number().check(z.gte(0)),
  mode: z.enum(TRANSFER_MODES),
  costFen: FenSchema,
  estimated: z.boolean(),
});

/**
 * The night's lodging: arrival time `start`, a catalog room type (null when the stay only has a
 * "from" price), `nightlyPriceFen` per room (or dorm bed), `rooms` booked for the party.
 */
export const PlanLodgingItemSchema = z.object({
  kind: z.literal('lodging'),
  stayId: z.string(),
  townId: z.string(),
  start: ClockTimeSchema,
  nightIndex: z.int().check(z.gte(1)),
  roomType: z.nullable(LocalizedTextSchema),
  roomPosition: z.nullable(z.int()),
  nightlyPriceFen: FenSchema,
  priceEstimated: z
    ._default(z.boolean(), false)
    .check(z.describe('The catalog has no price for this stay: nightlyPriceFen is the middle of the typical range of its type in its town')),
  rooms: z.int().check(z.gte(1)),
  capacityPerRoom: z.int().check(z.gte(1)),
  capacityAssumed: z.boolean(),
});

/** One timed entry of a day, discriminated by `kind`. */
export const PlanItemSchema = z.discriminatedUnion('kind', [PlanAttractionItemSchema, PlanMealItemSchema, PlanTransferItemSchema, PlanLodgingItemSchema]);
export type PlanItem = z.infer<typeof PlanItemSchema>;
export type PlanAttractionItem = z.infer<typeof PlanAttractionItemSchema>;
export type PlanMealItem = z.infer<typeof PlanMealItemSchema>;
export type PlanTransferItem = z.infer<typeof PlanTransferItemSchema>;
export type PlanLodgingItem = z.infer<typeof PlanLodgingItemSchema>;

/** One day: its main town and items in time order. `date`/`weekday` (0 = Sunday) null without dates. */
export const PlanDaySchema = z.object({
  dayIndex: z.int().check(z.gte(1)),
  date: z.nullable(DateSchema),
  weekday: z.nullable(z.int().check(z.gte(0), z.lte(6))),
  townId: z.string(),
  items: z.array(PlanItemSchema),
});
export type PlanDay = z.infer<typeof PlanDaySchema>;

/** One night of lodging (the night after day `nightIndex`). `totalFen` = price × rooms. */
export const PlanLodgingNightSchema = z.object({
  nightIndex: z.int().check(z.gte(1)),
  date: z.nullable(DateSchema),
  stayId: z.string(),
  townId: z.string(),
  roomType: z.nullable(LocalizedTextSchema),
  nightlyPriceFen: FenSchema,
  priceEstimated: z._default(z.boolean(), false).check(z.describe('nightlyPriceFen is an estimate (see PlanLodgingItem)')),
  rooms: z.int(),
  totalFen: FenSchema,
});
export type PlanLodgingNight = z.infer<typeof PlanLodgingNightSchema>;

/** Structured overview (no prose: the UI words it). */
export const PlanOverviewSchema = z.object({
  startDate: z.nullable(DateSchema),
  endDate: z.nullable(DateSchema),
  dayCount: z.int(),
  nightCount: z.int(),
  travelerCount: z.int(),
  townIds: z.array(z.string()).check(z.describe('Towns of the trip in visiting order')),
  attractionCount: z.int(),
  mealCount: z.int(),
  transferCount: z.int(),
  mustVisitIds: z.array(z.string()),
  transportation: z.enum(PLANNER_TRANSPORTATION),
  pace: z.enum(PLANNER_PACES),
  dietaryRestrictions: z.array(z.enum(DIET_KEYS)),
  unrecognisedDietaryRestrictions: z.array(z.string()),
  weekdayAgnostic: z.boolean().check(z.describe('No dates given: every visit is open on all seven weekdays')),
  lodgingSubstitute: z
    ._default(z.nullable(z.object({ requested: z.enum(PLANNER_ACCOMMODATION_TYPES), used: z.enum(PLANNER_ACCOMMODATION_TYPES) })), null)
    .check(z.describe('No stay of the requested type can be booked in the band: every night is the nearest type that can (NEAREST_ACCOMMODATION_TYPES)')),
  datesChosen: z
    ._default(z.boolean(), false)
    .check(z.describe('No dates given: the planner chose the first dates from tomorrow on which every visit is open (startDate..endDate)')),
});
/** The plan's overview. */
export type PlanOverview = z.infer<typeof PlanOverviewSchema>;

/**
 * A tip: a catalog visit tip of a placed attraction (`tipIndex` into its `visitTips`), or an engine
 * note as a message key with params.
 */
export const PlanTipSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('catalog'), attractionId: z.string(), tipIndex: z.int(), text: LocalizedTextSchema }),
  z.object({ source: z.literal('engine'), key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) }),
]);
export type PlanTip = z.infer<typeof PlanTipSchema>;

/**
 * Costs in CNY fen for the whole party: tickets (price × travellers), lodging (price × rooms ×
 * nights), food (estimate per person × travellers), local transport (transfers). `perPersonFen` is the
 * total divided by travellers, rounded up. Attractions without a catalog price count 0 and are listed.
 */
export const PlanCostsSchema = z.object({
  currency: z.literal('CNY'),
  ticketsFen: FenSchema,
  lodgingFen: FenSchema,
  foodFen: FenSchema,
  localTransportFen: FenSchema,
  totalFen: FenSchema,
  perPersonFen: FenSchema,
  travelerCount: z.int(),
  budgetFen: z.nullable(FenSchema),
  foodEstimated: z.boolean(),
  localTransportEstimated: z.boolean(),
  lodgingEstimated: z._default(z.boolean(), false).check(z.describe('Some night is priced from its town and type band')),
  estimatedPriceCount: z
    ._default(z.int().check(z.gte(0)), 0)
    .check(z.describe('Items whose cost is an estimate: meals, fares and nights without a catalog price')),
  unpricedAttractionIds: z.array(z.string()),
});
/** The plan's cost breakdown (fen). */
export type PlanCosts = z.infer<typeof PlanCostsSchema>;

/** A complete itinerary as the engine produces it (no id: storage adds one). */
export const TravelPlanSchema = z.object({
  language: z.enum(LOCALES),
  overview: PlanOverviewSchema,
  days: z.array(PlanDaySchema),
  lodging: z.array(PlanLodgingNightSchema),
  tips: z.array(PlanTipSchema),
  costs: PlanCostsSchema,
});
export type TravelPlan = z.infer<typeof TravelPlanSchema>;

/** A piece of a plan as a stream sends it, in this order: overview, each day, lodging, tips, costs. */
export const PlanSectionSchema = z.discriminatedUnion('section', [
  z.object({ section: z.literal('overview'), overview: PlanOverviewSchema }),
  z.object({ section: z.literal('day'), day: PlanDaySchema }),
  z.object({ section: z.literal('lodging'), lodging: z.array(PlanLodgingNightSchema) }),
  z.object({ section: z.literal('tips'), tips: z.array(PlanTipSchema) }),
  z.object({ section: z.literal('costs'), costs: PlanCostsSchema }),
]);
export type PlanSection = z.infer<typeof PlanSectionSchema>;

// ─── Checks and infeasibility ─────────────────────────────────────────────────────────────────────

/** The hard constraints every delivered plan satisfies (checked independently of the solver). */
export const PLAN_CONSTRAINTS = [
  'catalogIds',
  'openingHours',
  'closedDays',
  'travelTime',
  'noRepeat',
  'mustVisit',
  'diet',
  'lodgingType',
  'lodgingBudget',
  'totalBudget',
  'avoid',
  'counts',
  'order',
  'visitTimes',
  'budgetCaps',
  'transport',
] as const;
/** One of {@link PLAN_CONSTRAINTS}. */
export type PlanConstraint = (typeof PLAN_CONSTRAINTS)[number];

/** One finding of the checker; `dayIndex`/`itemIndex` locate it (null when plan-wide). */
export const PlanCheckDetailSchema = z.object({
  dayIndex: z.nullable(z.int()),
  itemIndex: z.nullable(z.int()),
  message: z.string().check(z.describe('Diagnostic in English for logs and tests')),
});

/**
 * Verdict of the independent checker: every constraint with its findings. `passed` counts what can
 * be verified; an item whose price is an estimate is listed under `unverified`, never as passed or
 * failed.
 */
export const PlanCheckResultSchema = z.object({
  passed: z.boolean(),
  results: z.array(
    z.object({
      constraint: z.enum(PLAN_CONSTRAINTS),
      passed: z.boolean(),
      details: z.array(PlanCheckDetailSchema),
      unverified: z
        ._default(z.array(PlanCheckDetailSchema), [])
        .check(z.describe('Items the constraint cannot be verified on because their price is an estimate (neither passed nor failed)')),
    }),
  ),
});
/** The checker's verdict. */
export type PlanCheckResult = z.infer<typeof PlanCheckResultSchema>;

/** Constraints an infeasible request can fail: the plan constraints plus the dates themselves. */
export const PLANNER_FAILURE_CONSTRAINTS = [...PLAN_CONSTRAINTS, 'dates'] as const;
/** One of {@link PLANNER_FAILURE_CONSTRAINTS}. */
export type PlannerFailureConstraint = (typeof PLANNER_FAILURE_CONSTRAINTS)[number];

const MessageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * Why no plan can be made, and requests close to it that can (each alternative was solved and
 * found feasible before it is offered). `reason` and `description` are message keys
 * (`planner.infeasible.*`, `planner.alternative.*` in messages.ts) with their params.
 */
export const InfeasibleResultSchema = z.object({
  feasible: z.literal(false),
  failures: z.array(z.object({ constraint: z.enum(PLANNER_FAILURE_CONSTRAINTS), reason: z.string(), params: MessageParamsSchema })),
  alternatives: z.array(z.object({ description: z.string(), params: MessageParamsSchema, patch: PlannerRequestPatchSchema })),
  nearestPlan: z
    ._default(
      z.nullable(
        z.object({
          alternative: z.int().check(z.gte(0), z.describe('Index in `alternatives` of the change this plan makes')),
          days: z.array(
            z.object({
              dayIndex: z.int(),
              date: z.nullable(DateSchema),
              townIds: z.array(z.string()).check(z.describe('Towns of the day in visiting order')),
              attractionIds: z.array(z.string()).check(z.describe('Sights of the day in visiting order')),
            }),
          ),
        }),
      ),
      null,
    )
    .check(z.describe('The plan of the first alternative, day by day: the best plan that keeps everything else asked')),
});
export type InfeasibleResult = z.infer<typeof InfeasibleResultSchema>;

/** Outcome of a planning run: a plan, or infeasibility with alternatives. */
export const PlanResultSchema = z.discriminatedUnion('feasible', [z.object({ feasible: z.literal(true), plan: TravelPlanSchema }), InfeasibleResultSchema]);
export type PlanResult = z.infer<typeof PlanResultSchema>;
