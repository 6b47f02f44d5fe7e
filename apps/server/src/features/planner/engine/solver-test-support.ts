/**
 * Test support for the itinerary engine's tests: the repository catalog as a snapshot, the instant
 * they solve at, and `solve` / `planOf` over a snapshot the test file loads once.
 */
import path from 'node:path';
import { expect } from 'vitest';
import { PlannerRequestSchema, type PlanResult, type PlannerRequest, type PlannerRequestInput, type TravelPlan } from '@dali/shared/contracts/planner';
import { REPO_ROOT } from '../../../config/env.js';
import { checkPlan } from '../checker/check-plan.js';
import { loadCatalogSnapshotFromDir, type CatalogSnapshot } from './catalog-snapshot.js';
import { solveItinerary } from './solver.js';

/** Noon in China on Friday 2026-11-20: dates from 2026-11-20 on are not in the past. */
export const TEST_CLOCK = new Date('2026-11-20T04:00:00Z');

/** The repository's catalog folder as a snapshot. */
export function loadRepoCatalog(): Promise<CatalogSnapshot> {
  return loadCatalogSnapshotFromDir(path.join(REPO_ROOT, 'catalog'));
}

/**
 * `solve(input)`: validate and solve at {@link TEST_CLOCK}; `planOf(input)`: the same, requiring a
 * plan that the independent checker passes on every constraint (throws with the failures when no
 * plan is made).
 * @param snapshot the file's snapshot (read when called, so it can be loaded in `beforeAll`)
 */
export function solverFor(snapshot: () => CatalogSnapshot): {
  solve: (input: PlannerRequestInput) => { request: PlannerRequest; result: PlanResult };
  planOf: (input: PlannerRequestInput) => { request: PlannerRequest; plan: TravelPlan };
} {
  const solve = (input: PlannerRequestInput) => {
    const request = PlannerRequestSchema.parse(input);
    return { request, result: solveItinerary(request, snapshot(), { clock: TEST_CLOCK }) };
  };
  const planOf = (input: PlannerRequestInput) => {
    const { request, result } = solve(input);
    if (!result.feasible) throw new Error(JSON.stringify(result.failures));
    expect(checkPlan(result.plan, request, snapshot()).results.filter((r) => !r.passed)).toEqual([]);
    return { plan: result.plan, request };
  };
  return { solve, planOf };
}
