/**
 * Schemas of the planner routes that the shared contracts (packages/shared/src/contracts/planner.ts,
 * planner-stream.ts) cannot serve as they are:
 *
 * - {@link PlannerRequestOutputSchema}: a validated PlannerRequest as plain data. The contract's
 *   PlannerRequestSchema normalises input with transforms (comma lists, diet words, numbers sent
 *   as text), and zod cannot run a transform backwards, so it cannot encode a response; the stored
 *   plan's `request` is described by this output shape instead, which is checked against the
 *   contract's type at compile time. It also validates `request_json` on read.
 * - route params and the envelopes of the plan calls.
 */
import { z } from 'zod/mini';
import {
  PLANNER_ACCOMMODATION_BUDGETS,
  PLANNER_ACCOMMODATION_TYPES,
  PLANNER_ACTIVITY_PREFERENCES,
  PLANNER_EXCLUDABLE_MODES,
  PLANNER_ROOM_TYPES,
  PLANNER_ATTRACTION_PREFERENCES,
  PLANNER_INTERESTS,
  PLANNER_PACES,
  PLANNER_PRIORITY_FACTORS,
  PLANNER_SPECIAL_NEEDS,
  PLANNER_TRANSPORTATION,
  type PlannerRequest,
} from '@dali/shared/contracts/planner';
import { PlanSharingSchema, StoredTravelPlanSchema, TravelPlanHistorySchema } from '@dali/shared/contracts/planner-stream';
import { VISITOR_FINGERPRINT_HEADER } from '@dali/shared/contracts/membership';
import { successEnvelope } from '@dali/shared/errors';
import { LOCALES } from '@dali/shared/locales';

/** A validated planner request (the output of PlannerRequestSchema) as plain JSON data. */
export const PlannerRequestOutputSchema = z.object({
  startDate: z.optional(z.string()),
  endDate: z.optional(z.string()),
  durationDays: z.optional(z.int()),
  travelerCount: z.int(),
  destinations: z.array(z.string()),
  interests: z.array(z.enum(PLANNER_INTERESTS)),
  budget: z.optional(z.number()),
  departureLocation: z.optional(z.string()),
  language: z.enum(LOCALES),
  specialNeeds: z.array(z.enum(PLANNER_SPECIAL_NEEDS)),
  accommodationType: z.optional(z.enum(PLANNER_ACCOMMODATION_TYPES)),
  transportation: z.enum(PLANNER_TRANSPORTATION),
  attractionPreferences: z.array(z.enum(PLANNER_ATTRACTION_PREFERENCES)),
  accommodationBudget: z.optional(z.enum(PLANNER_ACCOMMODATION_BUDGETS)),
  specialRequirements: z.optional(z.string()),
  mustVisit: z.array(z.string()),
  // Fields added after the first stored plans read as empty on rows written before them.
  avoid: z._default(z.array(z.string()), []),
  avoidAttractionTypes: z._default(z.array(z.enum(PLANNER_ATTRACTION_PREFERENCES)), []),
  maxAttractionsPerDay: z.optional(z.int()),
  maxAttractionsTotal: z.optional(z.int()),
  dayPins: z._default(z.array(z.object({ place: z.string(), day: z.union([z.int(), z.literal('last')]) })), []),
  minAttractionsTotal: z.optional(z.int()),
  minFreeAttractions: z.optional(z.int()),
  visitOrder: z._default(z.array(z.object({ first: z.string(), then: z.string() })), []),
  visitTimes: z._default(z.array(z.object({ place: z.string(), after: z.optional(z.string()), before: z.optional(z.string()), at: z.optional(z.string()) })), []),
  budgetCaps: z._default(
    z.object({
      lodging: z.optional(z.number()),
      tickets: z.optional(z.number()),
      food: z.optional(z.number()),
      localTransport: z.optional(z.number()),
      perDay: z.optional(z.number()),
    }),
    {},
  ),
  excludeModes: z._default(z.array(z.enum(PLANNER_EXCLUDABLE_MODES)), []),
  breakfastDaily: z._default(z.boolean(), false),
  rooms: z.optional(z.int()),
  roomType: z.optional(z.enum(PLANNER_ROOM_TYPES)),
  maxWalkMinutes: z.optional(z.int()),
  maxTransferMinutesPerDay: z.optional(z.int()),
  activityPreferences: z.array(z.enum(PLANNER_ACTIVITY_PREFERENCES)),
  dietaryRestrictions: z.array(z.string()),
  priorityFactors: z.array(z.enum(PLANNER_PRIORITY_FACTORS)),
  pace: z.enum(PLANNER_PACES),
});

// Compile-time guard: the output shape and the contract's request type are the same both ways.
type PlannerRequestOutput = z.infer<typeof PlannerRequestOutputSchema>;
const sameShape: [PlannerRequestOutput extends PlannerRequest ? true : false, PlannerRequest extends PlannerRequestOutput ? true : false] = [true, true];
void sameShape;

/** StoredTravelPlanSchema with its `request` as {@link PlannerRequestOutputSchema} (encodable). */
export const StoredTravelPlanOutputSchema = z.extend(StoredTravelPlanSchema, { request: PlannerRequestOutputSchema });

/** `GET /base_api/travel_plans/{id}` answer. */
export const StoredTravelPlanResponseSchema = successEnvelope(StoredTravelPlanOutputSchema);
/** `GET /base_api/travel_plans/user/{userId}` answer. */
export const TravelPlanHistoryResponseSchema = successEnvelope(TravelPlanHistorySchema);
/** Share / unshare answer. */
export const PlanSharingResponseSchema = successEnvelope(PlanSharingSchema);
/** Delete answer: the id of the plan that was deleted. */
export const PlanDeletedResponseSchema = successEnvelope(z.object({ planId: z.string() }));

/** `{id}` of the plan calls: any short text (unknown ids answer 404, never 400, so nothing is learnt from the shape). */
export const PlanIdParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
/** `{userId}` of the history call. */
export const PlanUserParamsSchema = z.object({ userId: z.string().check(z.minLength(1), z.maxLength(64)) });

/** Documents the visitor header in OpenAPI; every other header passes through untouched. */
export const PlannerHeadersSchema = z.looseObject({
  [VISITOR_FINGERPRINT_HEADER]: z.optional(
    z.string().check(z.describe('Visitor fingerprint (8–128 visible ASCII characters): who pays and who owns the plan when no bearer token is sent')),
  ),
});
