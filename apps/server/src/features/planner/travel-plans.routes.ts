/**
 * Stored itinerary routes under /ai_api/v1 (spec §7 plan calls, §3 travel plan / plan history
 * summary / shared itinerary, §4 sharing, §6 "share route needs no authentication", §8
 * "itinerary missing or deleted"; contracts in packages/shared/src/contracts/planner-stream.ts):
 * - `GET /base_api/travel_plans/user/{userId}`: that user's history, newest first (the user only:
 *   401 without a token, 403 with another user's);
 * - `GET /base_api/travel_plans/{id}`: one plan, for its owner or, once shared, for anyone;
 * - `POST` / `DELETE /base_api/travel_plans/{id}/share`: turn sharing on / off (owner only);
 * - `DELETE /base_api/travel_plans/{id}`: delete (owner only; soft delete).
 * Owner = the bearer user for plans made logged in, else the `x-visitor-fingerprint` the plan was
 * made with. A plan the caller may not see answers 404 (never 403) so ids cannot be probed; a
 * deleted one answers 404 with the "missing or deleted" message (code 40404) to whoever could see it.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { VISITOR_FINGERPRINT_HEADER } from '@dali/shared/contracts/membership';
import { PlanShareRequestSchema } from '@dali/shared/contracts/planner-stream';
import { ErrorBodySchema } from '@dali/shared/errors';
import { ok } from '../../lib/envelope.js';
import { visitorFingerprint } from '../../lib/quota-meter.js';
import {
  PlanDeletedResponseSchema,
  PlanIdParamsSchema,
  PlannerHeadersSchema,
  PlanSharingResponseSchema,
  PlanUserParamsSchema,
  StoredTravelPlanResponseSchema,
  TravelPlanHistoryResponseSchema,
} from './planner.schemas.js';
import { presentPlanSummary, presentSharing, presentStoredPlan } from './travel-plans.presenter.js';
import type { PlanCaller, TravelPlansService } from './travel-plans.service.js';

export interface TravelPlansRoutesOptions {
  travelPlansService: TravelPlansService;
}

/** The caller of `request` as the plan service sees it. */
function callerOf(request: FastifyRequest): PlanCaller {
  return { userId: request.user?.id ?? null, visitorId: visitorFingerprint(request.headers[VISITOR_FINGERPRINT_HEADER]) };
}

const OWNER_RULE =
  `Owner: the bearer user for plans made logged in, else whoever sends the \`${VISITOR_FINGERPRINT_HEADER}\` the plan was made with. ` +
  'A plan the caller may not see answers 404 (40401); a deleted plan answers 404 "itinerary missing or deleted" (40404) to its owner, and to anyone if it was shared.';

/** Registers the stored itinerary routes (mount under /ai_api/v1). */
export const travelPlansRoutes: FastifyPluginAsyncZod<TravelPlansRoutesOptions> = async (app, { travelPlansService }) => {
  app.get(
    '/base_api/travel_plans/user/:userId',
    {
      schema: {
        tags: ['planner'],
        summary: 'A user’s plan history, newest first (spec §3 plan history summary)',
        description:
          'Only the user themself: 401 without a bearer token, 403 with another user’s. Each line: plan id, budget asked for (CNY), creation time, ' +
          'attraction and activity (visits + meals) counts, processing time in seconds, special requirements, days, towns and whether it is shared. Deleted plans are left out.',
        params: PlanUserParamsSchema,
        response: { 200: TravelPlanHistoryResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => {
      const rows = await travelPlansService.history(request.params.userId, callerOf(request));
      return ok(request.locale, { plans: rows.map(presentPlanSummary) });
    },
  );

  app.get(
    '/base_api/travel_plans/:id',
    {
      schema: {
        tags: ['planner'],
        summary: 'One stored plan (owner, or anyone once shared; spec §2 /share/:planId needs no login)',
        description: `Request, plan, checker verdict, narrative, sharing state and \`isOwner\`. \`userId\` is given to the owner only. ${OWNER_RULE}`,
        params: PlanIdParamsSchema,
        headers: PlannerHeadersSchema,
        response: { 200: StoredTravelPlanResponseSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const { row, isOwner } = await travelPlansService.read(request.params.id, callerOf(request));
      return ok(request.locale, presentStoredPlan(row, isOwner));
    },
  );

  app.post(
    '/base_api/travel_plans/:id/share',
    {
      schema: {
        tags: ['planner'],
        summary: 'Share a plan: anyone with /share/{id} may read it (owner only)',
        description: `Idempotent: sharing a shared plan keeps its first sharing time. Optional body {searchable}: whether search engines may list the plan (its page head drops noindex); left out, the current choice stays (off for a first share). 403 when the caller can read the (shared) plan but does not own it. ${OWNER_RULE}`,
        params: PlanIdParamsSchema,
        headers: PlannerHeadersSchema,
        // Fastify hands an empty body over as null.
        body: z.nullish(PlanShareRequestSchema),
        response: { 200: PlanSharingResponseSchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const { planId, sharedAt, searchable } = await travelPlansService.setShared(request.params.id, callerOf(request), true, request.body?.searchable);
      return ok(request.locale, presentSharing(planId, sharedAt, searchable), 'server.planShared');
    },
  );

  app.delete(
    '/base_api/travel_plans/:id/share',
    {
      schema: {
        tags: ['planner'],
        summary: 'Stop sharing a plan (owner only)',
        description: `Idempotent. Afterwards only the owner can read it. ${OWNER_RULE}`,
        params: PlanIdParamsSchema,
        headers: PlannerHeadersSchema,
        response: { 200: PlanSharingResponseSchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const { planId, sharedAt, searchable } = await travelPlansService.setShared(request.params.id, callerOf(request), false);
      return ok(request.locale, presentSharing(planId, sharedAt, searchable), 'server.planUnshared');
    },
  );

  app.delete(
    '/base_api/travel_plans/:id',
    {
      schema: {
        tags: ['planner'],
        summary: 'Delete a plan (owner only)',
        description: `The plan leaves the history; its link, shared or not, then answers 404 "itinerary missing or deleted". ${OWNER_RULE}`,
        params: PlanIdParamsSchema,
        headers: PlannerHeadersSchema,
        response: { 200: PlanDeletedResponseSchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      await travelPlansService.remove(request.params.id, callerOf(request));
      return ok(request.locale, { planId: request.params.id }, 'server.planDeleted');
    },
  );
};
