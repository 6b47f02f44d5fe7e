/**
 * Lodging queries (catalog stays.json plus app counters).
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, PriceBandsTable, StayRoomsTable, StaysTable } from '../../db/schema.js';

/** A selected row of the `stays` table. */
export type StayRow = Selectable<StaysTable>;
/** A selected row of the `stay_rooms` table. */
export type StayRoomRow = Selectable<StayRoomsTable>;
/** A selected row of the `price_bands` table. */
export type PriceBandRow = Selectable<PriceBandsTable>;

/**
 * Reads of active lodgings and their rooms, and the booking counter, over `db`; unknown ids give
 * undefined.
 */
export function createStaysRepository(db: Kysely<Database>) {
  return {
    /** Active lodgings, optionally of one type and town. */
    async listActive(filter: { type?: string; town?: string }): Promise<StayRow[]> {
      let query = db.selectFrom('stays').selectAll().where('retiredAt', 'is', null);
      if (filter.type) query = query.where('type', '=', filter.type);
      if (filter.town) query = query.where('town', '=', filter.town);
      return query.orderBy('id').execute();
    },
    /** One active lodging and its rooms in source order, or undefined. */
    async findActive(id: string): Promise<{ stay: StayRow; rooms: StayRoomRow[] } | undefined> {
      const stay = await db.selectFrom('stays').selectAll().where('id', '=', id).where('retiredAt', 'is', null).executeTakeFirst();
      if (!stay) return undefined;
      const rooms = await db.selectFrom('stayRooms').selectAll().where('stayId', '=', id).orderBy('position').execute();
      return { stay, rooms };
    },
    /** Active price bands of one town, or of every town (a few dozen rows at most). */
    async priceBands(town?: string): Promise<PriceBandRow[]> {
      let query = db.selectFrom('priceBands').selectAll().where('retiredAt', 'is', null);
      if (town) query = query.where('town', '=', town);
      return query.execute();
    },
    /** Raise the booking count by one; undefined for an unknown id. */
    async recordBookingClick(id: string): Promise<number | undefined> {
      const result = await db
        .updateTable('stays')
        .set((eb) => ({ bookingCount: eb('bookingCount', '+', 1) }))
        .where('id', '=', id)
        .where('retiredAt', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return (await db.selectFrom('stays').select('bookingCount').where('id', '=', id).executeTakeFirstOrThrow()).bookingCount;
    },
  };
}

export type StaysRepository = ReturnType<typeof createStaysRepository>;
