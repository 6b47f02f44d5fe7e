/**
 * Maps dish and restaurant rows to the DTOs of packages/shared/src/contracts/food.ts.
 */
import type { OpenStatusDto } from '@dali/shared/contracts/attractions';
import type { FoodDetail, FoodSummary, RestaurantDetail, RestaurantSummary } from '@dali/shared/contracts/food';
import { LocalizedTextSchema } from '@dali/shared/locales';
import { OpeningHoursColumnSchema, StringListColumnSchema, jsonColumnsOf, photosOf, readJsonColumn } from '../../lib/json-column.js';
import type { OpeningPeriod } from '../../lib/opening-hours.js';
import type { FoodRow, RestaurantRow } from './food.repository.js';

type Category = FoodSummary['category'];

/**
 * A dish in a list.
 * @throws JsonColumnError when a JSON column of the row is corrupt (lib/json-column.ts).
 */
export function presentFood(row: FoodRow): FoodSummary {
  const json = jsonColumnsOf('foods', row);
  return {
    id: row.id,
    name: json('name', LocalizedTextSchema),
    category: row.category as Category,
    priceMinFen: row.priceMinFen,
    priceMaxFen: row.priceMaxFen,
    tags: json('tags', StringListColumnSchema),
    taste: json('taste', StringListColumnSchema),
    viewCount: row.viewCount,
    restaurantCount: row.restaurantCount,
    image: photosOf('foods', row)[0] ?? null,
  };
}

/**
 * The dish detail with the restaurants known for it.
 * @throws JsonColumnError when a JSON column of the dish or of a restaurant is corrupt.
 */
export function presentFoodDetail(row: FoodRow, restaurants: { id: string; name: string; town: string }[]): FoodDetail {
  const json = jsonColumnsOf('foods', row);
  return {
    ...presentFood(row),
    culturalBackground: json('culturalBackground', LocalizedTextSchema),
    bestSeason: json('bestSeason', LocalizedTextSchema),
    recommendedPlace: json('recommendedPlace', LocalizedTextSchema),
    cookingMethod: json('cookingMethod', LocalizedTextSchema),
    eatingMethod: json('eatingMethod', LocalizedTextSchema),
    tips: json('tips', LocalizedTextSchema),
    ingredients: json('ingredients', StringListColumnSchema),
    priceNote: row.priceNote === null ? null : readJsonColumn(LocalizedTextSchema, row.priceNote, { table: 'foods', column: 'priceNote', id: row.id }),
    restaurants: restaurants.map((r) => ({ id: r.id, name: jsonColumnsOf('restaurants', r)('name', LocalizedTextSchema), town: r.town })),
    images: photosOf('foods', row),
    sources: json('sources', StringListColumnSchema),
  };
}

/**
 * Parsed opening hours (null = unknown).
 * @throws JsonColumnError when the stored hours are corrupt.
 */
export function restaurantHours(row: Pick<RestaurantRow, 'id' | 'openingHours'>): OpeningPeriod[] | null {
  return row.openingHours === null
    ? null
    : readJsonColumn(OpeningHoursColumnSchema, row.openingHours, { table: 'restaurants', column: 'openingHours', id: row.id });
}

/** 1/0 → true/false; null (no source says) stays null. */
const fromFlag = (value: number | null): boolean | null => (value === null ? null : value === 1);

/**
 * A restaurant in a list.
 * @throws JsonColumnError when a JSON column of the row is corrupt.
 */
export function presentRestaurant(row: RestaurantRow, openStatus: OpenStatusDto): RestaurantSummary {
  const json = jsonColumnsOf('restaurants', row);
  return {
    id: row.id,
    name: json('name', LocalizedTextSchema),
    town: row.town,
    location: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
    cuisine: json('cuisine', StringListColumnSchema),
    avgPriceFen: row.avgPriceFen,
    avgPriceSeen: row.avgPriceSeen,
    diet: { vegetarianOptions: fromFlag(row.vegetarianOptions), halal: fromFlag(row.halal) },
    bookable: row.bookable === 1,
    foodCount: row.foodCount,
    openStatus,
    viewCount: row.viewCount,
    image: photosOf('restaurants', row)[0] ?? null,
  };
}

/**
 * The restaurant detail with its dishes.
 * @throws JsonColumnError when a JSON column of the restaurant or of a dish is corrupt.
 */
export function presentRestaurantDetail(
  row: RestaurantRow,
  dishes: { id: string; name: string; category: string }[],
  openStatus: OpenStatusDto,
): RestaurantDetail {
  const json = jsonColumnsOf('restaurants', row);
  return {
    ...presentRestaurant(row, openStatus),
    address: json('address', LocalizedTextSchema),
    openingHours: restaurantHours(row),
    phone: row.phone,
    note: json('note', LocalizedTextSchema),
    locationNote: json('locationNote', LocalizedTextSchema),
    images: photosOf('restaurants', row),
    dishes: dishes.map((d) => ({ id: d.id, name: jsonColumnsOf('foods', d)('name', LocalizedTextSchema), category: d.category as Category })),
    sources: json('sources', StringListColumnSchema),
  };
}
