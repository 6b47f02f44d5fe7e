/**
 * Town queries (catalog towns.json).
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, TownsTable } from '../../db/schema.js';

/** A selected row of the `towns` table. */
export type TownRow = Selectable<TownsTable>;

/** Reads of the active catalog towns over `db`. */
export function createTownsRepository(db: Kysely<Database>) {
  return {
    /** Active towns, Dali prefecture first, then by English name. */
    async listActive(): Promise<TownRow[]> {
      const rows = await db.selectFrom('towns').selectAll().where('retiredAt', 'is', null).orderBy('englishName').execute();
      return rows.sort((a, b) => Number(b.region === 'Dali') - Number(a.region === 'Dali'));
    },
  };
}

export type TownsRepository = ReturnType<typeof createTownsRepository>;
