/**
 * Queries of the attraction feature; the only place that touches `attractions` and
 * `attraction_daily_views` for reading lists, details and counters.
 */
import type { Kysely, Selectable } from 'kysely';
import type { AttractionsTable, Database } from '../../db/schema.js';

/** A selected row of the `attractions` table. */
export type AttractionRow = Selectable<AttractionsTable>;

/**
 * Reads of active attractions and of the default origin town, and the view and booking counters,
 * over `db`; counter writes are transactional. Unknown ids give undefined, never a throw.
 */
export function createAttractionsRepository(db: Kysely<Database>) {
  return {
    /** Active (not retired) attractions, optionally of one type and region. */
    async listActive(filter: { type?: string; region?: string }): Promise<AttractionRow[]> {
      let query = db.selectFrom('attractions').selectAll().where('retiredAt', 'is', null);
      if (filter.type) query = query.where('type', '=', filter.type);
      if (filter.region) query = query.where('region', '=', filter.region);
      return query.orderBy('id').execute();
    },

    /** One active attraction, or undefined. */
    async findActive(id: string): Promise<AttractionRow | undefined> {
      return db.selectFrom('attractions').selectAll().where('id', '=', id).where('retiredAt', 'is', null).executeTakeFirst();
    },

    /** A town's point and name (the default distance origin). */
    async findTown(id: string) {
      return db.selectFrom('towns').select(['id', 'name', 'lat', 'lng']).where('id', '=', id).executeTakeFirst();
    },

    /**
     * Count a view once per visitor per day: the daily row is inserted if absent and the counter
     * raised in the same transaction, so concurrent repeats cannot count twice.
     * @returns whether this call counted, and the view count after it; undefined for an unknown id.
     */
    async recordDailyView(input: { attractionId: string; visitorKey: string; day: string }): Promise<{ counted: boolean; viewCount: number } | undefined> {
      return db.transaction().execute(async (trx) => {
        const exists = await trx.selectFrom('attractions').select('id').where('id', '=', input.attractionId).where('retiredAt', 'is', null).executeTakeFirst();
        if (!exists) return undefined;
        const inserted = await trx
          .insertInto('attractionDailyViews')
          .values(input)
          .onConflict((oc) => oc.columns(['attractionId', 'visitorKey', 'day']).doNothing())
          .executeTakeFirst();
        const counted = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
        if (counted) {
          await trx.updateTable('attractions').set((eb) => ({ viewCount: eb('viewCount', '+', 1) })).where('id', '=', input.attractionId).execute();
        }
        const row = await trx.selectFrom('attractions').select('viewCount').where('id', '=', input.attractionId).executeTakeFirstOrThrow();
        return { counted, viewCount: row.viewCount };
      });
    },

    /** Raise the booking count by one; undefined for an unknown id. */
    async recordBookingClick(id: string): Promise<number | undefined> {
      const result = await db
        .updateTable('attractions')
        .set((eb) => ({ bookingCount: eb('bookingCount', '+', 1) }))
        .where('id', '=', id)
        .where('retiredAt', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      const row = await db.selectFrom('attractions').select('bookingCount').where('id', '=', id).executeTakeFirstOrThrow();
      return row.bookingCount;
    },
  };
}

export type AttractionsRepository = ReturnType<typeof createAttractionsRepository>;
