/**
 * Town queries (catalog towns.json).
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, TownsTable } from '../../db/schema.js';

/** A town row. */
export type TownRow = Selectable<TownsTable>;

/** Builds the town repository. */
export function createTownsRepository(db: Kysely<Database>) {
  return {
    /** Active towns, Dali prefecture first, then by English name. */
    async listActive(): Promise<TownRow[]> {
      const rows = await db.selectFrom('towns').selectAll().where('retiredAt', 'is', null).orderBy('englishName').execute();
      return rows.sort((a, b) => Number(b.region === 'Dali') - Number(a.region === 'Dali'));
    },
  };
}

/** The town repository. */
export type TownsRepository = ReturnType<typeof createTownsRepository>;
