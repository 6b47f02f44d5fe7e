/**
 * The catalog places a stored plan names. A plan carries catalog ids only (attractions,
 * restaurants with dish ids, stays, towns; contracts/planner.ts), and whoever shows it asks the
 * catalog's detail endpoint of each distinct place once: the web's plan and share pages
 * (apps/web/src/features/planner/api/get-plan-places.ts), and the server, which embeds those same
 * answers in the first load of a shared plan (apps/server/src/plugins/initial-data.ts).
 */
import type { PlanDay, PlanLodgingNight, PlanTip, TravelPlan } from './contracts/planner.js';

/** Kinds of catalog place with a detail endpoint of their own (towns come from the towns list). */
export type PlanPlaceKind = 'attraction' | 'restaurant' | 'stay';

/** Detail endpoint of each kind, to which the URL-encoded id is appended (spec §7 catalog APIs). */
export const PLAN_PLACE_PATHS: Record<PlanPlaceKind, string> = {
  attraction: '/api/v1/attractions/',
  restaurant: '/api/v1/restaurants/',
  stay: '/api/v1/stays/',
};

/** The detail URL of one place: `/api/v1/attractions/<id>` etc., the id URL-encoded. */
export function planPlacePath(kind: PlanPlaceKind, id: string): string {
  return `${PLAN_PLACE_PATHS[kind]}${encodeURIComponent(id)}`;
}

/** The parts of a plan that name places; any may be missing while a plan streams in. */
export interface PlanParts {
  days: readonly PlanDay[];
  lodging?: readonly PlanLodgingNight[] | null;
  tips?: readonly PlanTip[] | null;
  mustVisitIds?: readonly string[];
  unpricedAttractionIds?: readonly string[];
}

/** The parts of a whole plan that name places (see {@link collectPlaceIds}). */
export function planParts(plan: TravelPlan): PlanParts {
  return { days: plan.days, lodging: plan.lodging, tips: plan.tips, mustVisitIds: plan.overview.mustVisitIds, unpricedAttractionIds: plan.costs.unpricedAttractionIds };
}

/** Every distinct place id of the plan, by kind, in order of first mention (towns left out). */
export function collectPlaceIds(parts: PlanParts): Record<PlanPlaceKind, string[]> {
  const ids = { attraction: new Set<string>(), restaurant: new Set<string>(), stay: new Set<string>() };
  const add = (kind: PlanPlaceKind | 'town', id: string) => {
    if (kind !== 'town') ids[kind].add(id);
  };
  for (const day of parts.days) {
    for (const item of day.items) {
      if (item.kind === 'attraction') add('attraction', item.catalogId);
      else if (item.kind === 'meal') add('restaurant', item.restaurantId);
      else if (item.kind === 'lodging') add('stay', item.stayId);
      else {
        add(item.fromKind, item.fromId);
        add(item.toKind, item.toId);
      }
    }
  }
  for (const night of parts.lodging ?? []) add('stay', night.stayId);
  for (const tip of parts.tips ?? []) if (tip.source === 'catalog') add('attraction', tip.attractionId);
  for (const id of parts.mustVisitIds ?? []) add('attraction', id);
  for (const id of parts.unpricedAttractionIds ?? []) add('attraction', id);
  return { attraction: [...ids.attraction], restaurant: [...ids.restaurant], stay: [...ids.stay] };
}
