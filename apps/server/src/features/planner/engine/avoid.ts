/**
 * What a traveller rules out (spec §3 planner request `avoid`, `avoidAttractionTypes`): named
 * attractions, towns and areas (all their sights, meals and beds), and kinds of sight. One
 * definition shared by the solver, which never plans them, and the checker, which fails a plan
 * that holds one; place words are read as destinations are (destinations.ts).
 */
import type { PlannerRequest } from '@dali/shared/contracts/planner';
import type { CatalogSnapshot, SnapshotAttraction } from './catalog-snapshot.js';
import { resolveDestination } from './destinations.js';
import { matchesAttractionPreference } from './scoring.js';

/** What the traveller ruled out: attractions by id, and towns whose sights, meals and beds are left out. */
export interface AvoidedPlaces {
  attractionIds: ReadonlySet<string>;
  townIds: ReadonlySet<string>;
}

/**
 * The places of `request.avoid`, read as destinations are (engine/destinations.ts): an attraction,
 * or a town or area (all its towns). A word naming nothing in the catalog names nothing a plan
 * could hold, so it rules nothing out.
 */
export function resolveAvoided(request: Pick<PlannerRequest, 'avoid'>, snapshot: CatalogSnapshot): AvoidedPlaces {
  const attractionIds = new Set<string>();
  const townIds = new Set<string>();
  for (const word of request.avoid) {
    const place = resolveDestination(word, snapshot);
    if (!place) continue;
    if (place.attractionId !== null) attractionIds.add(place.attractionId);
    else for (const id of place.townIds) townIds.add(id);
  }
  return { attractionIds, townIds };
}

/** True when `attraction` is ruled out: by name, by its town, or by its kind (`avoidAttractionTypes`). */
export function isAvoided(attraction: SnapshotAttraction, request: Pick<PlannerRequest, 'avoidAttractionTypes'>, avoided: AvoidedPlaces): boolean {
  return (
    avoided.attractionIds.has(attraction.id) ||
    avoided.townIds.has(attraction.townId) ||
    request.avoidAttractionTypes.some((kind) => matchesAttractionPreference(attraction, kind))
  );
}
