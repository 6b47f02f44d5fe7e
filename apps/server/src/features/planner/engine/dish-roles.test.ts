import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PlannerRequestSchema } from '@dali/shared/contracts/planner';
import { REPO_ROOT } from '../../../config/env.js';
import { checkPlan } from '../checker/check-plan.js';
import { loadCatalogSnapshotFromDir, type CatalogSnapshot, type SnapshotFood } from './catalog-snapshot.js';
import { dishRole, mealDishes, servesMeal } from './dish-roles.js';
import { solveItinerary } from './solver.js';

let snapshot: CatalogSnapshot;
beforeAll(async () => {
  snapshot = await loadCatalogSnapshotFromDir(path.join(REPO_ROOT, 'catalog'));
});
const food = (id: string): SnapshotFood => {
  const found = snapshot.foods.get(id);
  if (!found) throw new Error(`no dish ${id}`);
  return found;
};

describe('dish roles from the catalog’s category and tags', () => {
  it('tells a main from a side and a drink', () => {
    expect(dishRole(food('shaguo-yu'))).toBe('main');
    expect(dishRole(food('dali-ersi'))).toBe('main');
    expect(dishRole(food('dai-pineapple-rice'))).toBe('main');
    expect(dishRole(food('rushan-milk-fan'))).toBe('side');
    expect(dishRole(food('pea-jelly'))).toBe('side');
    expect(dishRole(food('bai-three-course-tea'))).toBe('drink');
    expect(dishRole(food('butter-tea'))).toBe('drink');
  });

  it('suggests up to two mains and one side for lunch and dinner, and nothing when no main is among the dishes', () => {
    const dishes = ['bai-three-course-tea', 'rushan-milk-fan', 'shaguo-yu', 'dali-suanla-yu', 'haishui-zhu-yu', 'pea-jelly'];
    expect(mealDishes(dishes, snapshot.foods, 'dinner')).toEqual(['shaguo-yu', 'dali-suanla-yu', 'rushan-milk-fan']);
    // A vegetarian at a place whose fitting dishes are tea and milk fan: not a meal.
    expect(mealDishes(['bai-three-course-tea', 'rushan-milk-fan'], snapshot.foods, 'lunch')).toEqual([]);
    expect(servesMeal({ knownDishCount: 3, dishIds: ['bai-three-course-tea', 'rushan-milk-fan'], kitchenOfDiet: false }, snapshot.foods, 'lunch')).toBe(false);
    expect(servesMeal({ knownDishCount: 3, dishIds: ['bai-three-course-tea', 'rushan-milk-fan'], kitchenOfDiet: false }, snapshot.foods, 'breakfast')).toBe(true);
    // A vegetarian kitchen serves a vegetarian a meal whatever few dishes are listed.
    expect(servesMeal({ knownDishCount: 2, dishIds: ['pea-jelly'], kitchenOfDiet: true }, snapshot.foods, 'dinner')).toBe(true);
    // Nothing known of what a place serves: not ruled out.
    expect(servesMeal({ knownDishCount: 0, dishIds: [], kitchenOfDiet: false }, snapshot.foods, 'dinner')).toBe(true);
  });
});

describe('meals a traveller would eat', () => {
  const plans = [
    { durationDays: 3, travelerCount: 2, specialNeeds: ['vegetarian'], activityPreferences: ['hiking'] },
    { durationDays: 3, travelerCount: 2, dietaryRestrictions: 'halal' },
    { durationDays: 4, travelerCount: 4, destinations: 'Xizhou, Shuanglang' },
    { durationDays: 2, travelerCount: 1, destinations: 'Shaxi', dietaryRestrictions: 'vegetarian' },
  ] as const;

  it.each(plans.map((p) => [JSON.stringify(p), p] as const))('%s: no restaurant twice in a day, every lunch and dinner a meal, repeats on the trip said', (_, input) => {
    const request = PlannerRequestSchema.parse(input);
    const result = solveItinerary(request, snapshot, { clock: new Date('2026-11-20T04:00:00Z') });
    if (!result.feasible) throw new Error(JSON.stringify(result.failures));
    expect(checkPlan(result.plan, request, snapshot).passed).toBe(true);
    const visits = new Map<string, number>();
    for (const day of result.plan.days) {
      const meals = day.items.filter((i) => i.kind === 'meal');
      const ids = meals.map((m) => m.restaurantId);
      expect(new Set(ids).size, `day ${day.dayIndex}: ${ids.join(', ')}`).toBe(ids.length);
      for (const meal of meals) {
        visits.set(meal.restaurantId, (visits.get(meal.restaurantId) ?? 0) + 1);
        if (meal.meal === 'breakfast' || meal.dishIds.length === 0) continue;
        expect(meal.dishIds.some((id) => dishRole(food(id)) === 'main'), `${meal.restaurantId}: ${meal.dishIds.join(', ')}`).toBe(true);
      }
    }
    const repeated = [...visits].filter(([, count]) => count > 1).map(([id]) => id);
    const said = result.plan.tips.flatMap((t) => (t.source === 'engine' && t.key === 'planner.tip.restaurantAgain' ? [String(t.params.placeId)] : []));
    expect(said.sort()).toEqual(repeated.sort());
  });
});
