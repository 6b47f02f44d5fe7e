/**
 * Stored itineraries: saving a finished run, reading one plan, a user's history, sharing and
 * deleting (spec §3 travel plan / history summary / shared itinerary, §4 sharing rule, §6 share
 * needs no authentication, §8 "itinerary missing or deleted"; docs/decisions/0010-planner-streams.md).
 *
 * Ownership: a plan made by a logged-in caller belongs to that account; one made by a visitor
 * belongs to the visitor fingerprint it was made with (whoever presents that fingerprint, logged in
 * or not, owns it). A plan is visible to its owner, and to anyone while it is shared. To anyone
 * else it does not exist (404, never 403), so plan ids cannot be probed. A deleted plan answers
 * PLAN_DELETED to those who could see it when it was deleted (the owner, and anyone if it was
 * shared), and NOT_FOUND to everyone else.
 */
import { randomBytes } from 'node:crypto';
import type { PlanCheckResult, PlannerRequest, TravelPlan } from '@dali/shared/contracts/planner';
import type { PlanNarrativePiece } from '@dali/shared/contracts/planner-stream';
import { AppError } from '../../lib/app-error.js';
import type { TravelPlanRow, TravelPlanSummaryRow, TravelPlansRepository } from './travel-plans.repository.js';

/** Who is calling: the logged-in user's id, and the visitor fingerprint the request carries (both may be null). */
export interface PlanCaller {
  userId: string | null;
  visitorId: string | null;
}

/** Who a new plan belongs to: the user when logged in (then `visitorId` is null), else the fingerprint. */
export interface PlanOwner {
  userId: string | null;
  visitorId: string | null;
}

/** A finished planning run to store. */
export interface NewTravelPlan {
  owner: PlanOwner;
  request: PlannerRequest;
  plan: TravelPlan;
  check: PlanCheckResult;
  narrative: readonly PlanNarrativePiece[];
  /** From the request's arrival to now, ms. */
  processingMs: number;
}

/** Bytes of randomness in a plan id (128 bits). */
const PLAN_ID_BYTES = 16;

/** A new plan id: 128 random bits as 22 URL-safe base64 characters (`[A-Za-z0-9_-]`). */
export function newPlanId(): string {
  return randomBytes(PLAN_ID_BYTES).toString('base64url');
}

/** Whether `caller` owns a plan with these owner columns. */
export function ownsPlan(plan: Pick<TravelPlanRow, 'userId' | 'visitorId'>, caller: PlanCaller): boolean {
  if (plan.userId !== null) return caller.userId === plan.userId;
  return plan.visitorId !== null && caller.visitorId === plan.visitorId;
}

/** Attraction visits plus meals of a plan: what the history calls its activities. */
export function countActivities(plan: TravelPlan): number {
  return plan.days.reduce((sum, day) => sum + day.items.filter((item) => item.kind === 'attraction' || item.kind === 'meal').length, 0);
}

/** True when the request carries special requirements: free text, special needs or diet restrictions. */
export function hasSpecialRequirements(request: PlannerRequest): boolean {
  return (request.specialRequirements ?? '') !== '' || request.specialNeeds.length > 0 || request.dietaryRestrictions.length > 0;
}

export interface TravelPlansServiceDeps {
  repository: TravelPlansRepository;
  /** Clock, epoch ms. */
  now?: () => number;
  /** Id source (default {@link newPlanId}). */
  newId?: () => string;
}

/**
 * Stored itineraries (spec §3, §4 sharing, §6, §8): save, read, history, share and delete by
 * ownership (see module comment). Throws AppError NOT_FOUND, PLAN_DELETED or FORBIDDEN.
 */
export function createTravelPlansService({ repository, now = Date.now, newId = newPlanId }: TravelPlansServiceDeps) {
  /**
   * The live plan `id` if `caller` may see it, with whether they own it.
   * @throws AppError PLAN_DELETED or NOT_FOUND (see the module comment).
   */
  async function requireVisible(id: string, caller: PlanCaller): Promise<{ row: TravelPlanRow; isOwner: boolean }> {
    const row = await repository.findById(id);
    if (row) {
      const isOwner = ownsPlan(row, caller);
      if (isOwner || row.sharedAt !== null) return { row, isOwner };
      // Plan ids are unguessable: whoever has one was given it, so a plan that is not shared now was
      // shared before (the link is not "invalid": its owner stopped sharing).
      throw new AppError('PLAN_NOT_SHARED');
    }
    const deleted = await repository.findDeletedById(id);
    if (deleted && (deleted.sharedAt !== null || ownsPlan(deleted, caller))) throw new AppError('PLAN_DELETED');
    throw new AppError('NOT_FOUND');
  }

  /**
   * The live plan `id` if `caller` owns it.
   * @throws AppError PLAN_DELETED / NOT_FOUND as {@link requireVisible}; FORBIDDEN (403) when the
   *   caller sees the plan (it is shared) but does not own it.
   */
  async function requireOwned(id: string, caller: PlanCaller): Promise<TravelPlanRow> {
    const { row, isOwner } = await requireVisible(id, caller);
    if (!isOwner) throw new AppError('FORBIDDEN');
    return row;
  }

  return {
    /**
     * Store a finished run (not shared) and return its new id. Summary columns are derived here:
     * budget (CNY), attraction and activity counts, days, towns in visiting order, special requirements.
     * @throws database errors.
     */
    async save(input: NewTravelPlan): Promise<string> {
      const id = newId();
      const { request, plan } = input;
      await repository.insert({
        id,
        userId: input.owner.userId,
        visitorId: input.owner.userId === null ? input.owner.visitorId : null,
        language: plan.language,
        requestJson: JSON.stringify(request),
        planJson: JSON.stringify(plan),
        checkJson: JSON.stringify(input.check),
        narrativeJson: JSON.stringify(input.narrative),
        processingMs: Math.max(0, Math.round(input.processingMs)),
        budgetCny: request.budget ?? null,
        attractionCount: plan.overview.attractionCount,
        activityCount: countActivities(plan),
        durationDays: plan.overview.dayCount,
        townsJson: JSON.stringify(plan.overview.townIds),
        hasSpecialRequirements: hasSpecialRequirements(request) ? 1 : 0,
        sharedAt: null,
        searchable: 0,
        deletedAt: null,
        createdAt: now(),
      });
      return id;
    },

    /**
     * One plan for `caller`, with whether they own it.
     * @throws AppError NOT_FOUND (unknown, or neither owned nor shared) or PLAN_DELETED.
     */
    read: requireVisible,

    /**
     * History lines of `userId`, newest first. Only that user may read them.
     * @throws AppError NOT_LOGGED_IN (401) without a logged-in caller, FORBIDDEN (403) for another user.
     */
    async history(userId: string, caller: PlanCaller): Promise<TravelPlanSummaryRow[]> {
      if (caller.userId === null) throw new AppError('NOT_LOGGED_IN');
      if (caller.userId !== userId) throw new AppError('FORBIDDEN');
      return repository.listByUser(userId);
    },

    /**
     * Turn sharing on (`shared` true; idempotent, the first sharing time is kept) or off. With
     * sharing on, `searchable` sets whether search engines may list the plan (kept when undefined);
     * turning sharing off clears it.
     * @returns the plan id, its sharing time afterwards (epoch ms or null) and `searchable` (0/1).
     * @throws AppError NOT_FOUND / PLAN_DELETED / FORBIDDEN (see {@link requireOwned}).
     */
    async setShared(id: string, caller: PlanCaller, shared: boolean, searchable?: boolean): Promise<{ planId: string; sharedAt: number | null; searchable: number }> {
      await requireOwned(id, caller);
      const after = await repository.setSharedAt(id, shared ? now() : null, searchable);
      // Deleted by its owner between the two statements.
      if (!after) throw new AppError('PLAN_DELETED');
      return { planId: id, sharedAt: after.sharedAt, searchable: after.searchable };
    },

    /**
     * Soft-delete a plan; afterwards it answers PLAN_DELETED (to everyone when it was shared).
     * @throws AppError NOT_FOUND / PLAN_DELETED / FORBIDDEN (see {@link requireOwned}).
     */
    async remove(id: string, caller: PlanCaller): Promise<void> {
      await requireOwned(id, caller);
      if (!(await repository.softDelete(id, now()))) throw new AppError('PLAN_DELETED');
    },
  };
}

export type TravelPlansService = ReturnType<typeof createTravelPlansService>;
