/**
 * Maps dish and restaurant rows to the DTOs of packages/shared/src/contracts/food.ts.
 */
import type { OpenStatusDto } from '@dali/shared/contracts/attractions';
import type { FoodDetail, FoodSummary, RestaurantDetail, RestaurantSummary } from '@dali/shared/contracts/food';
import type { LocalizedText } from '@dali/shared/locales';
import type { OpeningPeriod } from '../../lib/opening-hours.js';
import type { FoodRow, RestaurantRow } from './food.repository.js';

const parse = <T>(text: string): T => JSON.parse(text) as T;
type Category = FoodSummary['category'];

/** A dish in a list. */
export function presentFood(row: FoodRow): FoodSummary {
  return {
    id: row.id,
    name: parse<LocalizedText>(row.name),
    category: row.category as Category,
    priceMinFen: row.priceMinFen,
    priceMaxFen: row.priceMaxFen,
    tags: parse<string[]>(row.tags),
    taste: parse<string[]>(row.taste),
    viewCount: row.viewCount,
    restaurantCount: row.restaurantCount,
  };
}

/** The dish detail with the restaurants known for it. */
export function presentFoodDetail(row: FoodRow, restaurants: { id: string; name: string; town: string }[]): FoodDetail {
  return {
    ...presentFood(row),
    culturalBackground: parse<LocalizedText>(row.culturalBackground),
    bestSeason: parse<LocalizedText>(row.bestSeason),
    recommendedPlace: parse<LocalizedText>(row.recommendedPlace),
    cookingMethod: parse<LocalizedText>(row.cookingMethod),
    eatingMethod: parse<LocalizedText>(row.eatingMethod),
    tips: parse<LocalizedText>(row.tips),
    ingredients: parse<string[]>(row.ingredients),
    priceNote: row.priceNote,
    restaurants: restaurants.map((r) => ({ id: r.id, name: parse<LocalizedText>(r.name), town: r.town })),
    sources: parse<string[]>(row.sources),
  };
}

/** Parsed opening hours (null = unknown). */
export function restaurantHours(row: Pick<RestaurantRow, 'openingHours'>): OpeningPeriod[] | null {
  return row.openingHours === null ? null : parse<OpeningPeriod[]>(row.openingHours);
}

/** A restaurant in a list. */
export function presentRestaurant(row: RestaurantRow, openStatus: OpenStatusDto): RestaurantSummary {
  return {
    id: row.id,
    name: parse<LocalizedText>(row.name),
    town: row.town,
    location: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
    cuisine: parse<string[]>(row.cuisine),
    avgPriceFen: row.avgPriceFen,
    bookable: row.bookable === 1,
    foodCount: row.foodCount,
    openStatus,
    viewCount: row.viewCount,
  };
}

/** The restaurant detail with its dishes. */
export function presentRestaurantDetail(
  row: RestaurantRow,
  dishes: { id: string; name: string; category: string }[],
  openStatus: OpenStatusDto,
): RestaurantDetail {
  return {
    ...presentRestaurant(row, openStatus),
    address: parse<LocalizedText>(row.address),
    openingHours: restaurantHours(row),
    phone: row.phone,
    note: parse<LocalizedText>(row.note),
    locationNote: row.locationNote,
    dishes: dishes.map((d) => ({ id: d.id, name: parse<LocalizedText>(d.name), category: d.category as Category })),
    sources: parse<string[]>(row.sources),
  };
}
