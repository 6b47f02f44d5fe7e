/**
 * Contracts of the planner's streams and stored plans (spec §3 "Travel plan", "Plan history
 * summary", "Shared itinerary"; §4 "Itinerary generation"; §7 planner calls; §8 planner errors).
 *
 * Streams (`POST /ai_api/v1/travel_planner_v3/plan/stream` and `…/plan_from_text/stream`) answer
 * `text/event-stream`: every frame is one `data:` line holding one {@link PlannerStreamFrame} as
 * JSON, followed by a blank line; lines starting with `:` are heartbeats and carry nothing. Frames
 * come in this order: `phase` loading → (`request`) → `phase` thinking → `phase` streaming →
 * `section`s (overview, each day, lodging, tips, costs) interleaved with `narrative` pieces →
 * `check` → `done` (then `phase` done); or, instead of sections, `infeasible`; or, at any point,
 * `error` as the last frame. A non-OK HTTP answer (validation, quota) is a JSON error envelope.
 *
 * Units: money CNY fen, times HH:MM Asia/Shanghai, dates YYYY-MM-DD, durations ms unless named.
 */
import { z } from 'zod/mini';
import { LOCALES } from '../locales.js';
import {
  InfeasibleResultSchema,
  PlanCheckResultSchema,
  PlannerRequestSchema,
  PlanSectionSchema,
  TravelPlanSchema,
} from './planner.js';

/** Generation states shown while a plan is made (spec §4): loading, thinking, streaming, done. */
export const PLANNER_PHASES = ['loading', 'thinking', 'streaming', 'done'] as const;
export type PlannerPhase = (typeof PLANNER_PHASES)[number];

/** Body of `POST …/plan_from_text/stream`: a request in the traveller's own words (spec §5: ≥ 10 characters). */
export const PlanFromTextRequestSchema = z.object({
  text: z.string().check(
    z.trim(),
    z.refine((value: string) => [...value].length >= 10, { error: 'validation.planner.quickTextTooShort', params: { minimum: 10 } }),
    z.refine((value: string) => [...value].length <= 500, { error: 'validation.planner.textTooLong', params: { maximum: 500 } }),
  ),
  language: z._default(z.enum(LOCALES), 'en-US'),
});
export type PlanFromTextRequest = z.infer<typeof PlanFromTextRequestSchema>;

/** A piece of the plan's narrative text; `dayIndex` null for the introduction. */
export const PlanNarrativePieceSchema = z.object({ dayIndex: z.nullable(z.int()), text: z.string() });
export type PlanNarrativePiece = z.infer<typeof PlanNarrativePieceSchema>;

/**
 * One frame of the planner streams (spec §7 `…/plan/stream`, `…/plan_from_text/stream`), sent as
 * `data: <JSON>` and discriminated by `type`.
 */
export const PlannerStreamFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('phase'), phase: z.enum(PLANNER_PHASES) }),
  /** The structured request the plan is made for (after extraction from text, with defaults). */
  z.object({ type: z.literal('request'), request: PlannerRequestSchema, unrecognised: z.array(z.string()) }),
  z.object({ type: z.literal('section'), section: PlanSectionSchema }),
  z.object({ type: z.literal('narrative'), piece: PlanNarrativePieceSchema }),
  z.object({ type: z.literal('check'), check: PlanCheckResultSchema }),
  z.object({ type: z.literal('infeasible'), result: InfeasibleResultSchema }),
  z.object({ type: z.literal('done'), planId: z.string(), processingMs: z.int() }),
  /** Last frame of a failed run: the server message (spec §8) in the request's locale. */
  z.object({ type: z.literal('error'), code: z.int(), message: z.string() }),
]);
export type PlannerStreamFrame = z.infer<typeof PlannerStreamFrameSchema>;

/** A stored plan as its owner (or, once shared, anyone) reads it. Ids are unguessable. */
export const StoredTravelPlanSchema = z.object({
  id: z.string(),
  userId: z.nullable(z.string()),
  createdAt: z.string().check(z.describe('ISO 8601 instant')),
  processingMs: z.int(),
  request: PlannerRequestSchema,
  plan: TravelPlanSchema,
  check: PlanCheckResultSchema,
  narrative: z.array(PlanNarrativePieceSchema),
  shared: z.boolean(),
  sharedAt: z.nullable(z.string()),
  /** Whether the owner lets search engines list the shared plan (false while not shared). */
  searchable: z.boolean(),
  /** Whether the caller owns the plan (may share, unshare, delete). */
  isOwner: z.boolean(),
});
export type StoredTravelPlan = z.infer<typeof StoredTravelPlanSchema>;

/** One line of the plan history (spec §3 "Plan history summary"). */
export const TravelPlanSummarySchema = z.object({
  planId: z.string(),
  /** Total budget asked for, CNY; null when none was given. */
  budgetRange: z.nullable(z.object({ minCny: z.nullable(z.number()), maxCny: z.nullable(z.number()) })),
  createdAt: z.string(),
  attractionCount: z.int(),
  activityCount: z.int(),
  processingTimeSeconds: z.number(),
  hasSpecialRequirements: z.boolean(),
  durationDays: z.int(),
  towns: z.array(z.string()),
  shared: z.boolean(),
});
export type TravelPlanSummary = z.infer<typeof TravelPlanSummarySchema>;

/** `GET /ai_api/v1/base_api/travel_plans/user/{userId}` data: newest first. */
export const TravelPlanHistorySchema = z.object({ plans: z.array(TravelPlanSummarySchema) });

/**
 * Body of `POST …/travel_plans/{id}/share` (optional): `searchable` lets search engines list the
 * shared plan (its page head drops `noindex`); left out, the plan keeps its current choice (off
 * for a plan shared for the first time).
 */
export const PlanShareRequestSchema = z.object({ searchable: z.optional(z.boolean()) });
export type PlanShareRequest = z.infer<typeof PlanShareRequestSchema>;

/** Answer of share / unshare: the plan's sharing state, whether search engines may list it, and its public path (`/share/{id}`). */
export const PlanSharingSchema = z.object({ planId: z.string(), shared: z.boolean(), sharedAt: z.nullable(z.string()), searchable: z.boolean(), sharePath: z.string() });
export type PlanSharing = z.infer<typeof PlanSharingSchema>;
