/**
 * Which restaurants and dishes fit a party's diet (spec §3 "dietary restrictions"), read from the
 * catalog's diet facts: dish `tags` (`vegetarian`, `vegan`, `halal-friendly`, `contains-pork`,
 * `spicy`, …), dish `ingredients` and `category`, restaurant `cuisine` keywords (catalog/README.md).
 *
 * Two kinds of restriction:
 * - needs proof (vegetarian, vegan, halal, gluten-free): a restaurant fits when its cuisine says so
 *   (e.g. `vegetarian`), or when it serves at least one dish that fits; the meal then lists only
 *   such dishes. An unknown menu proves nothing.
 * - avoidances (no pork, no beef, no fish or seafood, not spicy): a dish fits when nothing in its
 *   tags, category or ingredients conflicts. A restaurant is ruled out when its cuisine conflicts
 *   (e.g. `lake-fish` for no seafood) or when every dish it is known for conflicts; a restaurant with
 *   an unknown menu stays possible (one orders around it) and the meal lists no dish.
 * Vegan is proven by a `vegan` tag, or by a `vegetarian` dish with no animal product among its
 * ingredients; gluten-free by a `gluten-free` tag or by no gluten grain or wheat product among them.
 */
import type { DietKey } from '@dali/shared/contracts/planner';
import type { SnapshotFood, SnapshotRestaurant } from './catalog-snapshot.js';

const NEEDS_PROOF: ReadonlySet<DietKey> = new Set(['vegetarian', 'vegan', 'halal', 'gluten-free']);

/** Cuisine keywords by which a restaurant itself vouches for a diet. */
const CUISINE_PROOF: Readonly<Partial<Record<DietKey, readonly string[]>>> = {
  vegetarian: ['vegetarian', 'vegan'],
  vegan: ['vegan'],
  halal: ['halal'],
  'gluten-free': ['gluten-free'],
};

/** Cuisine keywords that rule a whole restaurant out for an avoidance. */
const CUISINE_CONFLICT: Readonly<Partial<Record<DietKey, readonly string[]>>> = {
  'no-seafood': ['seafood', 'lake-fish', 'fish'],
  'no-pork': ['pork'],
  'no-beef': ['beef'],
  'no-spicy': ['spicy', 'sichuan', 'hunan'],
};

const ANIMAL_PRODUCTS = ['milk', 'honey', 'egg', 'butter', 'cheese', 'cream', 'yogurt', 'rushan', 'lard', 'gelatin', 'yak-butter', 'ghee'];
const GLUTEN = ['wheat', 'wheat-flour', 'flour', 'barley', 'highland-barley', 'rye', 'soy-sauce', 'fried-dough-stick', 'bread', 'noodles', 'seitan', 'dumpling', 'bun'];
const SEAFOOD_WORDS = ['fish', 'shrimp', 'prawn', 'crab', 'shellfish', 'squid', 'clam', 'oyster', 'eel', 'snail', 'seafood'];

const hasWord = (ingredients: readonly string[], words: readonly string[]) => ingredients.some((i) => words.some((w) => i === w || i.endsWith(`-${w}`) || i.startsWith(`${w}-`)));

/** True when `food` positively fits a restriction that needs proof. */
function provenFor(food: SnapshotFood, diet: DietKey): boolean {
  const tags = food.tags;
  switch (diet) {
    case 'vegetarian':
      return tags.includes('vegetarian') || tags.includes('vegan');
    case 'vegan':
      return tags.includes('vegan') || (tags.includes('vegetarian') && !tags.includes('contains-dairy') && !hasWord(food.ingredients, ANIMAL_PRODUCTS));
    case 'halal':
      return tags.includes('halal') || tags.includes('halal-friendly');
    case 'gluten-free':
      return tags.includes('gluten-free') || !food.ingredients.some((i) => GLUTEN.includes(i));
    default:
      return true;
  }
}

/** True when something in `food` conflicts with an avoidance. */
function conflictsWith(food: SnapshotFood, diet: DietKey): boolean {
  const { tags, ingredients } = food;
  switch (diet) {
    case 'no-pork':
      return tags.includes('contains-pork') || ingredients.some((i) => i.includes('pork') || i === 'ham' || i.endsWith('-ham') || i === 'lard' || i === 'bacon');
    case 'no-beef':
      return ingredients.some((i) => i.includes('beef') || i === 'yak-meat' || i === 'oxtail');
    case 'no-seafood':
      return food.category === 'seafood' || tags.includes('lake-fish') || tags.includes('seafood') || hasWord(ingredients, SEAFOOD_WORDS);
    case 'no-spicy':
      return tags.includes('spicy') || ingredients.some((i) => i.includes('chili') || i.includes('chilli') || i.includes('sichuan-pepper'));
    default:
      return false;
  }
}

/** What a restaurant can offer a diet: the dishes to list (may be empty). */
export interface DietOffer {
  dishIds: string[];
  /**
   * The restaurant itself serves the party's diet (a vegetarian or halal kitchen by its cuisine):
   * its meals fit whatever few dishes the catalog lists for it.
   */
  kitchenOfDiet: boolean;
}

/**
 * The offer of `restaurant` to a party with `diets`, or null when it does not fit.
 * @param foods the snapshot's dishes by id
 */
export function dietOffer(restaurant: SnapshotRestaurant, foods: ReadonlyMap<string, SnapshotFood>, diets: readonly DietKey[]): DietOffer | null {
  const vouched = (diet: DietKey) => (CUISINE_PROOF[diet] ?? []).some((k) => restaurant.cuisine.includes(k));
  for (const diet of diets) {
    if ((CUISINE_CONFLICT[diet] ?? []).some((k) => restaurant.cuisine.includes(k)) && !vouched(diet)) return null;
  }
  const known = restaurant.dishIds.map((id) => foods.get(id)).filter((f): f is SnapshotFood => f !== undefined);
  const fits = (food: SnapshotFood) => diets.every((diet) => !conflictsWith(food, diet) && (vouched(diet) || !NEEDS_PROOF.has(diet) || provenFor(food, diet)));
  const dishIds = known.filter(fits).map((f) => f.id);
  const unproven = diets.filter((diet) => NEEDS_PROOF.has(diet) && !vouched(diet));
  if (unproven.length > 0 && dishIds.length === 0) return null;
  // Known for dishes, none of which the party can eat: nothing to go there for.
  if (known.length > 0 && dishIds.length === 0) return null;
  const proofNeeded = diets.filter((diet) => NEEDS_PROOF.has(diet));
  return { dishIds, kitchenOfDiet: proofNeeded.length > 0 && proofNeeded.every(vouched) };
}
