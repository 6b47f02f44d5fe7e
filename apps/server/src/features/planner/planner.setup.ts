/**
 * Puts the planner feature together: the stored-plan repository and service, the catalog snapshot
 * cache (catalog-snapshot-cache.ts) and the run service over the given PlannerAi. `buildApp`
 * registers the two route sets this returns under /ai_api/v1 and hands `itineraryPreview` to the chat.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createCatalogSnapshotCache } from './catalog-snapshot-cache.js';
import { createCatalogVersionRepository } from './catalog-version.repository.js';
import { loadCatalogSnapshotFromDatabase } from './engine/catalog-snapshot.js';
import { createItineraryPreview, type ItineraryPreview, type ItineraryPreviewInput } from './itinerary-preview.js';
import type { PlannerAi } from './planner-ai.js';
import type { PlannerRoutesOptions } from './planner.routes.js';
import { createPlannerService } from './planner.service.js';
import { createTravelPlansRepository } from './travel-plans.repository.js';
import type { TravelPlansRoutesOptions } from './travel-plans.routes.js';
import { createTravelPlansService } from './travel-plans.service.js';

/** Interval of heartbeat comments on planner streams, ms. */
export const PLANNER_HEARTBEAT_MS = 15_000;

/** What tests may replace. */
export interface PlannerOverrides {
  /** Heartbeat interval, ms (default {@link PLANNER_HEARTBEAT_MS}). */
  heartbeatMs?: number;
  /** Clock, epoch ms: plan times, processing time and the solver's "today". */
  now?: () => number;
  /** How long a catalog version is trusted before it is read again, ms (default 2000). */
  catalogVersionCheckMs?: number;
}

/**
 * The assembled feature: options of the stream routes and of the stored-plan routes, and the
 * itinerary preview other features are handed (itinerary-preview.ts; the chat's plan-preview port).
 */
export interface Planner {
  streamRoutes: PlannerRoutesOptions;
  planRoutes: TravelPlansRoutesOptions;
  itineraryPreview: (input: ItineraryPreviewInput) => Promise<ItineraryPreview>;
}

/** Build the planner feature over `db` with `ai` as its language model. */
export function setUpPlanner(input: { db: Kysely<Database>; ai: PlannerAi; overrides?: PlannerOverrides }): Planner {
  const { db, ai, overrides = {} } = input;
  const now = overrides.now ?? Date.now;
  const versions = createCatalogVersionRepository(db);
  const snapshots = createCatalogSnapshotCache({
    readVersion: () => versions.catalogVersion(),
    loadSnapshot: () => loadCatalogSnapshotFromDatabase(db),
    now,
    ...(overrides.catalogVersionCheckMs === undefined ? {} : { versionCheckIntervalMs: overrides.catalogVersionCheckMs }),
  });
  const travelPlansService = createTravelPlansService({ repository: createTravelPlansRepository(db), now });
  const plannerService = createPlannerService({ ai, snapshots, plans: travelPlansService, now });
  return {
    streamRoutes: { plannerService, heartbeatMs: overrides.heartbeatMs ?? PLANNER_HEARTBEAT_MS, now },
    planRoutes: { travelPlansService },
    itineraryPreview: createItineraryPreview(() => snapshots.current()),
  };
}
