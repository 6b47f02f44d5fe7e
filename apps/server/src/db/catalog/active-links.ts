/**
 * Reads of the catalog's link tables that several features share: only links whose both ends are
 * active (not retired), in a stable order.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

/** A dish a restaurant is known for: restaurant id, foods.json id, position in the restaurant's list (0-based). */
export interface ActiveRestaurantDish {
  restaurantId: string;
  foodId: string;
  position: number;
}

/**
 * Restaurant–dish links whose restaurant and dish are both active, by restaurant id then position.
 * Pass a transaction to read them consistently with other tables.
 */
export function readActiveRestaurantDishes(db: Kysely<Database>): Promise<ActiveRestaurantDish[]> {
  return db
    .selectFrom('restaurantDishes')
    .innerJoin('restaurants', 'restaurants.id', 'restaurantDishes.restaurantId')
    .innerJoin('foods', 'foods.id', 'restaurantDishes.foodId')
    .select(['restaurantDishes.restaurantId', 'restaurantDishes.foodId', 'restaurantDishes.position'])
    .where('restaurants.retiredAt', 'is', null)
    .where('foods.retiredAt', 'is', null)
    .orderBy('restaurantDishes.restaurantId')
    .orderBy('restaurantDishes.position')
    .execute();
}
