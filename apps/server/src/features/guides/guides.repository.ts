/**
 * Guide queries (catalog guides.json and the records its stops point at). Only active rows: a
 * retired guide is not listed, and a stop whose record has been retired is left out.
 */
import type { Kysely, Selectable } from 'kysely';
import type { GuideStopKind } from '@dali/shared/contracts/guides';
import type { Database, GuideStopsTable, GuidesTable } from '../../db/schema.js';

/** A selected row of the `guides` table. */
export type GuideRow = Selectable<GuidesTable>;

/** The record a stop points at: name JSON, English town (null for dishes) and point, if any. */
export interface StopTarget {
  id: string;
  name: string;
  town: string | null;
  lat: number | null;
  lng: number | null;
}

/** A stop row with its active target. */
export type ResolvedStopRow = Selectable<GuideStopsTable> & { target: StopTarget };

const TABLE_OF = { attraction: 'attractions', food: 'foods', restaurant: 'restaurants', stay: 'stays' } as const;

/**
 * Reads of active guides and their stops over `db`; a stop whose record is retired or missing is
 * left out.
 */
export function createGuidesRepository(db: Kysely<Database>) {
  /** Active targets of one kind among `ids`, by id. */
  async function targets(kind: GuideStopKind, ids: string[]): Promise<Map<string, StopTarget>> {
    if (ids.length === 0) return new Map();
    const rows =
      kind === 'food'
        ? (await db.selectFrom('foods').select(['id', 'name']).where('id', 'in', ids).where('retiredAt', 'is', null).execute()).map(
            (row) => ({ ...row, town: null, lat: null, lng: null }),
          )
        : await db
            // The three located tables share these columns; the cast lets one query serve them.
            .selectFrom(TABLE_OF[kind] as 'attractions')
            .select(['id', 'name', 'town', 'lat', 'lng'])
            .where('id', 'in', ids)
            .where('retiredAt', 'is', null)
            .execute();
    return new Map(rows.map((row) => [row.id, row]));
  }

  return {
    /** Active guides in curated order (guides.json order, then id). */
    async listActive(): Promise<GuideRow[]> {
      return db.selectFrom('guides').selectAll().where('retiredAt', 'is', null).orderBy('position').orderBy('id').execute();
    },

    /** One active guide, or undefined. */
    async findActive(id: string): Promise<GuideRow | undefined> {
      return db.selectFrom('guides').selectAll().where('id', '=', id).where('retiredAt', 'is', null).executeTakeFirst();
    },

    /**
     * The stops of `guideIds` in route order, each with its active target; stops whose record is
     * missing or retired are left out.
     * @returns a map from guide id to its stops (absent for a guide with none).
     */
    async stopsOf(guideIds: string[]): Promise<Map<string, ResolvedStopRow[]>> {
      const byGuide = new Map<string, ResolvedStopRow[]>();
      if (guideIds.length === 0) return byGuide;
      const stops = await db
        .selectFrom('guideStops')
        .selectAll()
        .where('guideId', 'in', guideIds)
        .orderBy('guideId')
        .orderBy('position')
        .execute();
      const kinds = Object.keys(TABLE_OF) as GuideStopKind[];
      const found = new Map(
        await Promise.all(
          kinds.map(async (kind) => {
            const ids = [...new Set(stops.filter((s) => s.kind === kind).map((s) => s.refId))];
            return [kind, await targets(kind, ids)] as const;
          }),
        ),
      );
      for (const stop of stops) {
        const target = found.get(stop.kind as GuideStopKind)?.get(stop.refId);
        if (!target) continue;
        const list = byGuide.get(stop.guideId) ?? [];
        list.push({ ...stop, target });
        byGuide.set(stop.guideId, list);
      }
      return byGuide;
    },
  };
}

export type GuidesRepository = ReturnType<typeof createGuidesRepository>;
