/**
 * Recommended guides (spec §2 home): the curated routes of catalog guides.json with their stops.
 */
import { AppError } from '../../lib/app-error.js';
import type { GuideRow, GuidesRepository, ResolvedStopRow } from './guides.repository.js';

export interface GuidesServiceDeps {
  repository: GuidesRepository;
}

/** A guide row with its active stops in route order. */
export interface GuideWithStops {
  row: GuideRow;
  stops: ResolvedStopRow[];
}

/**
 * Recommended guides (spec §2 home) with their active stops in route order. Throws AppError
 * NOT_FOUND for an unknown or retired guide.
 */
export function createGuidesService({ repository }: GuidesServiceDeps) {
  return {
    /** Every active guide in curated order, each with its active stops. */
    async list(): Promise<GuideWithStops[]> {
      const rows = await repository.listActive();
      const stops = await repository.stopsOf(rows.map((row) => row.id));
      return rows.map((row) => ({ row, stops: stops.get(row.id) ?? [] }));
    },

    /**
     * One guide with its stops.
     * @throws AppError NOT_FOUND for an unknown or retired id.
     */
    async get(id: string): Promise<GuideWithStops> {
      const row = await repository.findActive(id);
      if (!row) throw new AppError('NOT_FOUND');
      const stops = await repository.stopsOf([id]);
      return { row, stops: stops.get(id) ?? [] };
    },
  };
}

export type GuidesService = ReturnType<typeof createGuidesService>;
