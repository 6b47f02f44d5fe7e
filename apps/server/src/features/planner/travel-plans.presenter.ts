/**
 * Maps stored itinerary rows to the wire shapes of packages/shared/src/contracts/planner-stream.ts:
 * the stored plan (spec §3 "Travel plan", "Shared itinerary"), a history line (spec §3 "Plan history
 * summary") and the sharing state. JSON columns are validated with zod on read (architecture.md §4).
 * Times go out as ISO 8601 instants.
 */
import { z } from 'zod/mini';
import { PlanCheckResultSchema, TravelPlanSchema } from '@dali/shared/contracts/planner';
import { PlanNarrativePieceSchema, type PlanSharing, type TravelPlanSummary } from '@dali/shared/contracts/planner-stream';
import { PlannerRequestOutputSchema, type StoredTravelPlanOutputSchema } from './planner.schemas.js';
import type { TravelPlanRow, TravelPlanSummaryRow } from './travel-plans.repository.js';

const NarrativeSchema = z.array(PlanNarrativePieceSchema);
const TownsSchema = z.array(z.string());

const iso = (ms: number) => new Date(ms).toISOString();

/** Public path of a shared plan in the web app (spec §2 `/share/:planId`). */
export function sharePathOf(planId: string): string {
  return `/share/${planId}`;
}

/**
 * A stored plan as the caller sees it. `userId` is the owning account for its owner only (null for
 * anyone else reading a shared plan, so a public link does not reveal who made it).
 * @throws ZodError when a JSON column does not match its contract (a corrupt row: answered as 500).
 */
export function presentStoredPlan(row: TravelPlanRow, isOwner: boolean): z.infer<typeof StoredTravelPlanOutputSchema> {
  return {
    id: row.id,
    userId: isOwner ? row.userId : null,
    createdAt: iso(row.createdAt),
    processingMs: row.processingMs,
    request: PlannerRequestOutputSchema.parse(JSON.parse(row.requestJson)),
    plan: TravelPlanSchema.parse(JSON.parse(row.planJson)),
    check: PlanCheckResultSchema.parse(JSON.parse(row.checkJson)),
    narrative: NarrativeSchema.parse(JSON.parse(row.narrativeJson)),
    shared: row.sharedAt !== null,
    sharedAt: row.sharedAt === null ? null : iso(row.sharedAt),
    searchable: row.sharedAt !== null && row.searchable === 1,
    isOwner,
  };
}

/**
 * One history line. `budgetRange` is the total budget asked for as an upper bound (`minCny` null:
 * the form asks for one total), or null when none was given; `processingTimeSeconds` is the stored
 * processing time in seconds (ms / 1000).
 */
export function presentPlanSummary(row: TravelPlanSummaryRow): TravelPlanSummary {
  return {
    planId: row.id,
    budgetRange: row.budgetCny === null ? null : { minCny: null, maxCny: row.budgetCny },
    createdAt: iso(row.createdAt),
    attractionCount: row.attractionCount,
    activityCount: row.activityCount,
    processingTimeSeconds: row.processingMs / 1000,
    hasSpecialRequirements: row.hasSpecialRequirements === 1,
    durationDays: row.durationDays,
    towns: TownsSchema.parse(JSON.parse(row.townsJson)),
    shared: row.sharedAt !== null,
  };
}

/**
 * Wire sharing state of a plan: `sharedAt` as ISO 8601 (null when not shared), whether search
 * engines may list it (`searchable`, 0/1 in the row) and its share path `/share/:planId` (spec §2).
 */
export function presentSharing(planId: string, sharedAt: number | null, searchable: number): PlanSharing {
  return { planId, shared: sharedAt !== null, sharedAt: sharedAt === null ? null : iso(sharedAt), searchable: sharedAt !== null && searchable === 1, sharePath: sharePathOf(planId) };
}
