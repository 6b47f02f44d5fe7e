/**
 * Contracts of gourmet food (spec §2 `/gourmetFood` tabs, §3 Food): dishes and restaurants.
 * Money in fen; coordinates WGS-84.
 */
import { z } from 'zod/mini';
import { successEnvelope } from '../errors.js';
import { PhotoSchema } from './photo.js';
import { LocalizedTextSchema } from '../locales.js';
import { OpenStatusSchema } from './attractions.js';
import { pageFields, pagingFields } from './catalog-common.js';

export const FOOD_CATEGORIES = ['main dish', 'snack', 'seafood', 'meat', 'vegetarian'] as const;

/** Query of `GET /api/v1/foods`. */
export const ListFoodsQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  category: z.optional(z.enum(FOOD_CATEGORIES)),
  ...pagingFields,
});
export type ListFoodsQuery = z.infer<typeof ListFoodsQuerySchema>;

/** A dish in a list; `tags` carry the diet facts (vegetarian, contains-pork, raw, spicy…). */
export const FoodSummarySchema = z.object({
  id: z.string(),
  name: LocalizedTextSchema,
  category: z.enum(FOOD_CATEGORIES),
  priceMinFen: z.nullable(z.int()),
  priceMaxFen: z.nullable(z.int()),
  tags: z.array(z.string()),
  taste: z.array(z.string()),
  viewCount: z.int(),
  restaurantCount: z.int(),
  /** The first licensed catalog photo (credited with its author and licence), null when none. */
  image: z.nullable(PhotoSchema),
});
export type FoodSummary = z.infer<typeof FoodSummarySchema>;
export const ListFoodsResponseSchema = successEnvelope(z.object({ items: z.array(FoodSummarySchema), ...pageFields }));

/** A restaurant serving a dish, as the dish detail lists it: id, localised name, town (English name). */
export const RestaurantRefSchema = z.object({ id: z.string(), name: LocalizedTextSchema, town: z.string() });

/**
 * `data` of `GET /api/v1/foods/:id` (spec §3 Food): the summary plus its localised texts, the
 * restaurants serving it, and `sources`: the URLs its facts come from.
 */
export const FoodDetailSchema = z.extend(FoodSummarySchema, {
  culturalBackground: LocalizedTextSchema,
  bestSeason: LocalizedTextSchema,
  recommendedPlace: LocalizedTextSchema,
  cookingMethod: LocalizedTextSchema,
  eatingMethod: LocalizedTextSchema,
  tips: LocalizedTextSchema,
  ingredients: z.array(z.string()),
  /** What the price range describes (unit, year), in each language; null = none. */
  priceNote: z.nullable(LocalizedTextSchema),
  restaurants: z.array(RestaurantRefSchema),
  /** Every licensed catalog photo, first = `image`. */
  images: z.array(PhotoSchema),
  sources: z.array(z.string()),
});
export type FoodDetail = z.infer<typeof FoodDetailSchema>;
export const FoodDetailResponseSchema = successEnvelope(FoodDetailSchema);

/** Diet filters of the restaurant list: places a source says offer vegetarian dishes, or halal. */
export const RESTAURANT_DIETS = ['vegetarian', 'halal'] as const;
export type RestaurantDietFilter = (typeof RESTAURANT_DIETS)[number];

/** Query of `GET /api/v1/restaurants`; `town` is a town's English name; `diet` keeps places a source says meet it. */
export const ListRestaurantsQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  town: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
  diet: z.optional(z.enum(RESTAURANT_DIETS)),
  ...pagingFields,
});
export type ListRestaurantsQuery = z.infer<typeof ListRestaurantsQuerySchema>;

/** Diet facts a source states about a restaurant: true/false only when it says so, null when none does. */
export const RestaurantDietSchema = z.object({ vegetarianOptions: z.nullable(z.boolean()), halal: z.nullable(z.boolean()) });
export type RestaurantDiet = z.infer<typeof RestaurantDietSchema>;

/**
 * A restaurant in a list (spec §3: food count and bookable flag). `avgPriceFen` is the average
 * spend per person, `avgPriceSeen` when it was reported (`YYYY`, `YYYY-MM` or `YYYY-MM-DD`).
 */
export const RestaurantSummarySchema = z.object({
  id: z.string(),
  name: LocalizedTextSchema,
  town: z.string(),
  location: z.nullable(z.object({ lat: z.number(), lng: z.number() })),
  cuisine: z.array(z.string()),
  avgPriceFen: z.nullable(z.int()),
  avgPriceSeen: z.nullable(z.string()),
  diet: RestaurantDietSchema,
  bookable: z.boolean(),
  foodCount: z.int(),
  openStatus: OpenStatusSchema,
  viewCount: z.int(),
  /** The first licensed catalog photo (credited with its author and licence), null when none. */
  image: z.nullable(PhotoSchema),
});
export type RestaurantSummary = z.infer<typeof RestaurantSummarySchema>;
export const ListRestaurantsResponseSchema = successEnvelope(z.object({ items: z.array(RestaurantSummarySchema), ...pageFields }));

/** Everything about one restaurant: address, hours, its dishes. */
export const RestaurantDetailSchema = z.extend(RestaurantSummarySchema, {
  address: LocalizedTextSchema,
  openingHours: z.nullable(z.array(z.object({ days: z.string(), open: z.string(), close: z.string() }))),
  phone: z.nullable(z.string()),
  note: LocalizedTextSchema,
  /** Where the point comes from and how precise it is. */
  locationNote: LocalizedTextSchema,
  dishes: z.array(z.object({ id: z.string(), name: LocalizedTextSchema, category: z.enum(FOOD_CATEGORIES) })),
  /** Every licensed catalog photo, first = `image`. */
  images: z.array(PhotoSchema),
  sources: z.array(z.string()),
});
export type RestaurantDetail = z.infer<typeof RestaurantDetailSchema>;
export const RestaurantDetailResponseSchema = successEnvelope(RestaurantDetailSchema);
