/**
 * Gourmet food (spec §2 `/gourmetFood`, §3 Food): dishes by category and name, restaurants by town
 * and name with open status in Asia/Shanghai, and their details.
 */
import type { ListFoodsQuery, ListRestaurantsQuery } from '@dali/shared/contracts/food';
import { AppError } from '../../lib/app-error.js';
import { createNameMatcher, normaliseQuery } from '../../lib/name-search.js';
import { openStatusAt } from '../../lib/opening-hours.js';
import { paginate } from '../../lib/paging.js';
import { restaurantHours } from './food.presenter.js';
import type { FoodRepository, RestaurantRow } from './food.repository.js';

/**
 * Dish and restaurant lists and details (spec §2 `/gourmetFood`, §3 Food), restaurants with their
 * open status in Asia/Shanghai at `now`. Throws AppError NOT_FOUND for an unknown or retired id.
 */
export function createFoodService({ repository, now = () => new Date() }: { repository: FoodRepository; now?: () => Date }) {
  const matchesFood = createNameMatcher('foods');
  const matchesRestaurant = createNameMatcher('restaurants');
  const statusOf = (row: RestaurantRow) => openStatusAt(restaurantHours(row), false, now());

  return {
    /** One page of dishes; those with known restaurants first, then by id. */
    async listFoods(query: ListFoodsQuery) {
      const search = query.q ? normaliseQuery(query.q) : null;
      const rows = (await repository.listFoods({ category: query.category }))
        .filter((row) => !search || matchesFood(row, search))
        .sort((a, b) => b.restaurantCount - a.restaurantCount || a.id.localeCompare(b.id));
      return paginate(rows, query.page, query.pageSize);
    },
    /**
     * One dish with the restaurants known for it.
     * @throws AppError NOT_FOUND (the page shows spec §8 "food id missing").
     */
    async getFood(id: string) {
      const found = await repository.findFood(id);
      if (!found) throw new AppError('NOT_FOUND');
      return found;
    },
    /** One page of restaurants (town, diet and name filters) with their open status; most dishes known first, then by id. */
    async listRestaurants(query: ListRestaurantsQuery) {
      const search = query.q ? normaliseQuery(query.q) : null;
      const rows = (await repository.listRestaurants({ town: query.town, diet: query.diet }))
        .filter((row) => !search || matchesRestaurant(row, search))
        .sort((a, b) => b.foodCount - a.foodCount || a.id.localeCompare(b.id));
      const page = paginate(rows, query.page, query.pageSize);
      return { ...page, items: page.items.map((row) => ({ row, openStatus: statusOf(row) })) };
    },
    /**
     * One restaurant with its dishes and open status.
     * @throws AppError NOT_FOUND for an unknown id.
     */
    async getRestaurant(id: string) {
      const found = await repository.findRestaurant(id);
      if (!found) throw new AppError('NOT_FOUND');
      return { ...found, openStatus: statusOf(found.restaurant) };
    },
  };
}

export type FoodService = ReturnType<typeof createFoodService>;
