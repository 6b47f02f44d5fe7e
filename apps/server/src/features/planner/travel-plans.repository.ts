/**
 * Queries of stored itineraries (`travel_plans`, migration 0008): the only place that touches the
 * table. Reads of one plan and of a user's history skip soft-deleted rows; {@link
 * TravelPlansRepository.findDeletedById} tells a deleted plan from one that never existed, so the
 * routes can answer "itinerary missing or deleted" (spec §8). Times are epoch ms.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, TravelPlansTable } from '../../db/schema.js';

/** A selected row of the `travel_plans` table; times in epoch ms. */
export type TravelPlanRow = Selectable<TravelPlansTable>;

/** Columns of one history line (no JSON of the plan itself). */
export type TravelPlanSummaryRow = Pick<
  TravelPlanRow,
  'id' | 'budgetCny' | 'createdAt' | 'attractionCount' | 'activityCount' | 'processingMs' | 'hasSpecialRequirements' | 'durationDays' | 'townsJson' | 'sharedAt'
>;

/** Ownership and sharing of a soft-deleted plan. */
export type DeletedTravelPlanRow = Pick<TravelPlanRow, 'id' | 'userId' | 'visitorId' | 'sharedAt' | 'deletedAt'>;

/** Most history lines one read returns. */
export const HISTORY_LIMIT = 200;

/**
 * Reads and writes of stored itineraries over `db`; reads skip soft-deleted rows, and unknown ids
 * give undefined or false.
 */
export function createTravelPlansRepository(db: Kysely<Database>) {
  return {
    /** Insert a new plan (`sharedAt` and `deletedAt` null). */
    async insert(row: TravelPlanRow): Promise<void> {
      await db.insertInto('travelPlans').values(row).execute();
    },

    /** A plan that is not deleted, or undefined. */
    async findById(id: string): Promise<TravelPlanRow | undefined> {
      return db.selectFrom('travelPlans').selectAll().where('id', '=', id).where('deletedAt', 'is', null).executeTakeFirst();
    },

    /** The owner and sharing columns of a soft-deleted plan, or undefined when `id` is live or unknown. */
    async findDeletedById(id: string): Promise<DeletedTravelPlanRow | undefined> {
      return db
        .selectFrom('travelPlans')
        .select(['id', 'userId', 'visitorId', 'sharedAt', 'deletedAt'])
        .where('id', '=', id)
        .where('deletedAt', 'is not', null)
        .executeTakeFirst();
    },

    /**
     * Summary columns of a user's plans that are not deleted, newest first (ties by id), at most
     * `limit` (default {@link HISTORY_LIMIT}). Served by the (user_id, created_at) index.
     */
    async listByUser(userId: string, limit = HISTORY_LIMIT): Promise<TravelPlanSummaryRow[]> {
      return db
        .selectFrom('travelPlans')
        .select(['id', 'budgetCny', 'createdAt', 'attractionCount', 'activityCount', 'processingMs', 'hasSpecialRequirements', 'durationDays', 'townsJson', 'sharedAt'])
        .where('userId', '=', userId)
        .where('deletedAt', 'is', null)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /**
     * Set (`at` epoch ms) or clear (`null`) the sharing time of a plan that is not deleted, in one
     * statement. Sharing an already shared plan keeps its first time. `searchable` (search engines
     * may list it) is set when given, kept when undefined, and always cleared with the sharing.
     * @returns the plan's `sharedAt` and `searchable` (0/1) afterwards, or undefined when the plan is
     *   unknown or deleted.
     */
    async setSharedAt(id: string, at: number | null, searchable?: boolean): Promise<{ sharedAt: number | null; searchable: number } | undefined> {
      return db.transaction().execute(async (trx) => {
        const values =
          at === null
            ? { sharedAt: null, searchable: 0 }
            : { sharedAt: sql<number>`coalesce(shared_at, ${at})`, ...(searchable === undefined ? {} : { searchable: searchable ? 1 : 0 }) };
        await trx.updateTable('travelPlans').set(values).where('id', '=', id).where('deletedAt', 'is', null).execute();
        return trx.selectFrom('travelPlans').select(['sharedAt', 'searchable']).where('id', '=', id).where('deletedAt', 'is', null).executeTakeFirst();
      });
    },

    /**
     * Mark a plan deleted at `at` (epoch ms). The row and its `sharedAt` stay, so a shared link then
     * answers "deleted" rather than "not found".
     * @returns false when the plan is unknown or already deleted.
     */
    async softDelete(id: string, at: number): Promise<boolean> {
      const result = await db.updateTable('travelPlans').set({ deletedAt: at }).where('id', '=', id).where('deletedAt', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type TravelPlansRepository = ReturnType<typeof createTravelPlansRepository>;
