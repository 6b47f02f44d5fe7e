/**
 * Dish and restaurant queries (catalog foods.json, restaurants.json and their links).
 */
import type { Kysely, Selectable } from 'kysely';
import type { RestaurantDietFilter } from '@dali/shared/contracts/food';
import type { Database, FoodsTable, RestaurantsTable } from '../../db/schema.js';

/** A dish row with the number of active restaurants known for it. */
export type FoodRow = Selectable<FoodsTable> & { restaurantCount: number };
/** A restaurant row with the number of dishes it is known for. */
export type RestaurantRow = Selectable<RestaurantsTable> & { foodCount: number };

/**
 * Reads of active dishes and restaurants over `db`, each with its count of active links (restaurants
 * per dish, dishes per restaurant); unknown ids give undefined.
 */
export function createFoodRepository(db: Kysely<Database>) {
  const foods = () =>
    db
      .selectFrom('foods')
      .selectAll('foods')
      .select((eb) =>
        eb
          .selectFrom('restaurantDishes')
          .innerJoin('restaurants', 'restaurants.id', 'restaurantDishes.restaurantId')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('restaurantDishes.foodId', '=', 'foods.id')
          .where('restaurants.retiredAt', 'is', null)
          .as('restaurantCount'),
      )
      .where('foods.retiredAt', 'is', null);
  const restaurants = () =>
    db
      .selectFrom('restaurants')
      .selectAll('restaurants')
      .select((eb) =>
        eb
          .selectFrom('restaurantDishes')
          .innerJoin('foods', 'foods.id', 'restaurantDishes.foodId')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('restaurantDishes.restaurantId', '=', 'restaurants.id')
          .where('foods.retiredAt', 'is', null)
          .as('foodCount'),
      )
      .where('restaurants.retiredAt', 'is', null);
  const counted = <T extends { restaurantCount?: unknown; foodCount?: unknown }>(row: T) => ({
    ...row,
    ...(row.restaurantCount !== undefined ? { restaurantCount: Number(row.restaurantCount ?? 0) } : {}),
    ...(row.foodCount !== undefined ? { foodCount: Number(row.foodCount ?? 0) } : {}),
  });

  return {
    /** Active dishes, optionally of one category, by id. */
    async listFoods(filter: { category?: string }): Promise<FoodRow[]> {
      let query = foods();
      if (filter.category) query = query.where('foods.category', '=', filter.category);
      return (await query.orderBy('foods.id').execute()).map(counted) as FoodRow[];
    },
    /** One active dish and the active restaurants known for it, or undefined. */
    async findFood(id: string) {
      const food = await foods().where('foods.id', '=', id).executeTakeFirst();
      if (!food) return undefined;
      const places = await db
        .selectFrom('restaurantDishes')
        .innerJoin('restaurants', 'restaurants.id', 'restaurantDishes.restaurantId')
        .select(['restaurants.id', 'restaurants.name', 'restaurants.town'])
        .where('restaurantDishes.foodId', '=', id)
        .where('restaurants.retiredAt', 'is', null)
        .orderBy('restaurants.id')
        .execute();
      return { food: counted(food) as FoodRow, restaurants: places };
    },
    /** Active restaurants, optionally in one town and meeting one diet (a source says so), by id. */
    async listRestaurants(filter: { town?: string; diet?: RestaurantDietFilter }): Promise<RestaurantRow[]> {
      let query = restaurants();
      if (filter.town) query = query.where('restaurants.town', '=', filter.town);
      if (filter.diet === 'vegetarian') query = query.where('restaurants.vegetarianOptions', '=', 1);
      if (filter.diet === 'halal') query = query.where('restaurants.halal', '=', 1);
      return (await query.orderBy('restaurants.id').execute()).map(counted) as RestaurantRow[];
    },
    /** One active restaurant and its active dishes in source order, or undefined. */
    async findRestaurant(id: string) {
      const restaurant = await restaurants().where('restaurants.id', '=', id).executeTakeFirst();
      if (!restaurant) return undefined;
      const dishes = await db
        .selectFrom('restaurantDishes')
        .innerJoin('foods', 'foods.id', 'restaurantDishes.foodId')
        .select(['foods.id', 'foods.name', 'foods.category'])
        .where('restaurantDishes.restaurantId', '=', id)
        .where('foods.retiredAt', 'is', null)
        .orderBy('restaurantDishes.position')
        .execute();
      return { restaurant: counted(restaurant) as RestaurantRow, dishes };
    },
  };
}

export type FoodRepository = ReturnType<typeof createFoodRepository>;
