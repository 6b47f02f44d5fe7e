/**
 * What part of a meal a catalog dish is (catalog/README.md foods.json `category` and `tags`): a
 * `main` makes a lunch or dinner, a `side` goes with one (snacks, cold dishes, desserts, street
 * food), a `drink` does neither (tea, butter tea). Read from the catalog's own fields, so a dish
 * added to foods.json is placed without code; the planner uses it to suggest dishes that make a
 * meal ("a main and a side, not a drink or a snack alone") and the checker to verify them.
 */
import type { MealKind } from '@dali/shared/contracts/planner';
import type { SnapshotFood } from './catalog-snapshot.js';
import type { RestaurantChoice } from './context.js';

/** A dish's part in a meal. */
export type DishRole = 'main' | 'side' | 'drink';

const DRINK_TAGS = ['drink', 'tea'];
const SIDE_TAGS = ['dessert', 'souvenir', 'street-food', 'cold-dish', 'bakery'];

/** The part `food` plays in a meal (see the module comment). */
export function dishRole(food: SnapshotFood): DishRole {
  if (food.tags.some((tag) => DRINK_TAGS.includes(tag))) return 'drink';
  if (food.category === 'snack' || food.tags.some((tag) => SIDE_TAGS.includes(tag))) return 'side';
  return 'main';
}

/** Most dishes suggested for one meal: up to two mains and one side. */
export const MAX_MAINS = 2;

/**
 * The dishes to suggest for `meal` from `dishIds` (those of the restaurant that fit the diet, in
 * catalog order): for lunch and dinner up to {@link MAX_MAINS} mains and one side, or none when no
 * main is among them (a list of only snacks or drinks is not a meal); for breakfast, as listed.
 */
export function mealDishes(dishIds: readonly string[], foods: ReadonlyMap<string, SnapshotFood>, meal: MealKind): string[] {
  if (meal === 'breakfast') return [...dishIds];
  const roles = dishIds.flatMap((id) => {
    const food = foods.get(id);
    return food ? [{ id, role: dishRole(food) }] : [];
  });
  const mains = roles.filter((d) => d.role === 'main').slice(0, MAX_MAINS);
  if (mains.length === 0) return [];
  const side = roles.find((d) => d.role === 'side');
  return [...mains, ...(side ? [side] : [])].map((d) => d.id);
}

/**
 * Whether a restaurant can serve `meal` to the party: any restaurant for breakfast; for lunch and
 * dinner one whose fitting dishes include a main, one whose dishes the catalog does not list (what
 * it serves is not known, so it is not ruled out), or one whose kitchen serves the party's diet
 * (a vegetarian kitchen cooks vegetarian meals whatever few dishes are listed).
 */
export function servesMeal(
  restaurant: { knownDishCount: number; dishIds: readonly string[]; kitchenOfDiet: boolean },
  foods: ReadonlyMap<string, SnapshotFood>,
  meal: MealKind,
): boolean {
  if (meal === 'breakfast' || restaurant.knownDishCount === 0 || restaurant.kitchenOfDiet) return true;
  return mealDishes(restaurant.dishIds, foods, meal).length > 0;
}

/** {@link servesMeal} for a restaurant choice of the planning context. */
export function choiceServesMeal(choice: RestaurantChoice, foods: ReadonlyMap<string, SnapshotFood>, meal: MealKind): boolean {
  return servesMeal({ knownDishCount: choice.restaurant.dishIds.length, dishIds: choice.dishIds, kitchenOfDiet: choice.kitchenOfDiet }, foods, meal);
}

/**
 * The dishes a plan suggests at `choice` for `meal`: {@link mealDishes}; at a kitchen of the
 * party's diet whose listed fitting dishes hold no main, those dishes as listed (the meal is the
 * kitchen's, the dishes are what to try there).
 */
export function suggestedDishes(choice: RestaurantChoice, foods: ReadonlyMap<string, SnapshotFood>, meal: MealKind): string[] {
  const dishes = mealDishes(choice.dishIds, foods, meal);
  return dishes.length === 0 && choice.kitchenOfDiet ? [...choice.dishIds] : dishes;
}
