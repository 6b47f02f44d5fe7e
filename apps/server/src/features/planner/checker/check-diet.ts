/**
 * The checker's own reading of diets (spec §3 "dietary restrictions"), written apart from the
 * solver's so the two can disagree visibly. Rules, from the catalog's diet facts (catalog/README.md
 * foods.json tags, ingredients, category; restaurants.json cuisine):
 * - vegetarian, vegan, halal and gluten-free need proof: the restaurant's cuisine says so, or the meal
 *   lists at least one dish proven to fit (vegetarian/vegan tag; vegan also: a vegetarian dish with
 *   no dairy tag and no animal product among its ingredients; halal or halal-friendly tag;
 *   gluten-free tag or no gluten grain or wheat product among its ingredients);
 * - no pork, no beef, no seafood and not spicy forbid dishes whose tags, category or ingredients
 *   conflict, and restaurants whose cuisine conflicts;
 * - every dish listed fits every restriction; a restaurant known for dishes must list at least one.
 */
import type { DietKey } from '@dali/shared/contracts/planner';
import type { SnapshotFood, SnapshotRestaurant } from '../engine/catalog-snapshot.js';

interface DietRule {
  /** Cuisine keywords that prove the restaurant fits (proof diets only). */
  vouch: readonly string[];
  /** Cuisine keywords that rule the restaurant out (avoidances only). */
  forbidCuisine: readonly string[];
  /** A dish fits the rule (proof and no conflict). */
  dishFits(food: SnapshotFood): boolean;
  needsProof: boolean;
}

const has = (list: readonly string[], word: string) => list.includes(word);
const anyIngredient = (food: SnapshotFood, test: (ingredient: string) => boolean) => food.ingredients.some(test);
const ANIMAL = new Set(['milk', 'honey', 'egg', 'butter', 'cheese', 'cream', 'yogurt', 'rushan', 'lard', 'gelatin', 'yak-butter', 'ghee']);
const GLUTEN = new Set(['wheat', 'wheat-flour', 'flour', 'barley', 'highland-barley', 'rye', 'soy-sauce', 'fried-dough-stick', 'bread', 'noodles', 'seitan', 'dumpling', 'bun']);
const SEA = ['fish', 'shrimp', 'prawn', 'crab', 'shellfish', 'squid', 'clam', 'oyster', 'eel', 'snail', 'seafood'];
const animal = (i: string) => [...ANIMAL].some((w) => i === w || i.endsWith(`-${w}`) || i.startsWith(`${w}-`));
const seafood = (i: string) => SEA.some((w) => i === w || i.endsWith(`-${w}`) || i.startsWith(`${w}-`));
const vegetarianTag = (food: SnapshotFood) => has(food.tags, 'vegetarian') || has(food.tags, 'vegan');

const RULES: Readonly<Record<DietKey, DietRule>> = {
  vegetarian: { vouch: ['vegetarian', 'vegan'], forbidCuisine: [], needsProof: true, dishFits: vegetarianTag },
  vegan: {
    vouch: ['vegan'],
    forbidCuisine: [],
    needsProof: true,
    dishFits: (food) => has(food.tags, 'vegan') || (has(food.tags, 'vegetarian') && !has(food.tags, 'contains-dairy') && !anyIngredient(food, animal)),
  },
  halal: { vouch: ['halal'], forbidCuisine: [], needsProof: true, dishFits: (food) => has(food.tags, 'halal') || has(food.tags, 'halal-friendly') },
  'gluten-free': { vouch: ['gluten-free'], forbidCuisine: [], needsProof: true, dishFits: (food) => has(food.tags, 'gluten-free') || !anyIngredient(food, (i) => GLUTEN.has(i)) },
  'no-pork': {
    vouch: [],
    forbidCuisine: ['pork'],
    needsProof: false,
    dishFits: (food) => !has(food.tags, 'contains-pork') && !anyIngredient(food, (i) => i.includes('pork') || i === 'ham' || i.endsWith('-ham') || i === 'lard' || i === 'bacon'),
  },
  'no-beef': { vouch: [], forbidCuisine: ['beef'], needsProof: false, dishFits: (food) => !anyIngredient(food, (i) => i.includes('beef') || i === 'yak-meat' || i === 'oxtail') },
  'no-seafood': {
    vouch: [],
    forbidCuisine: ['seafood', 'lake-fish', 'fish'],
    needsProof: false,
    dishFits: (food) => food.category !== 'seafood' && !has(food.tags, 'lake-fish') && !has(food.tags, 'seafood') && !anyIngredient(food, seafood),
  },
  'no-spicy': {
    vouch: [],
    forbidCuisine: ['spicy', 'sichuan', 'hunan'],
    needsProof: false,
    dishFits: (food) => !has(food.tags, 'spicy') && !anyIngredient(food, (i) => i.includes('chili') || i.includes('chilli') || i.includes('sichuan-pepper')),
  },
};

/**
 * Problems of one meal for `diets`, as English diagnostics (empty = fits).
 * @param listed dishes the meal lists
 * @param known every dish the restaurant is known for
 */
export function checkDiet(restaurant: SnapshotRestaurant, listed: readonly SnapshotFood[], known: readonly SnapshotFood[], diets: readonly DietKey[]): string[] {
  const problems: string[] = [];
  const vouched = (diet: DietKey) => RULES[diet].vouch.some((k) => has(restaurant.cuisine, k));
  for (const diet of diets) {
    const rule = RULES[diet];
    if (rule.forbidCuisine.some((k) => has(restaurant.cuisine, k))) problems.push(`${restaurant.id}: cuisine conflicts with ${diet}`);
    if (rule.needsProof && !vouched(diet) && !listed.some(rule.dishFits)) problems.push(`${restaurant.id}: nothing shows it serves ${diet} food`);
    for (const food of listed) {
      // A restaurant that vouches for a diet is trusted for its dishes' proof, not for conflicts.
      if (!(rule.needsProof && vouched(diet)) && !rule.dishFits(food)) problems.push(`${restaurant.id}: dish ${food.id} does not fit ${diet}`);
    }
  }
  if (known.length > 0 && listed.length === 0) problems.push(`${restaurant.id}: known for dishes but lists none the party can eat`);
  return problems;
}
