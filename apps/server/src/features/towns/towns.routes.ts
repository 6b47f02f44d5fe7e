/**
 * `GET /api/v1/towns`: towns of the catalog for the town filters (Dali prefecture first).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListTownsResponseSchema, type Town } from '@dali/shared/contracts/stays';
import { LocalizedTextSchema } from '@dali/shared/locales';
import { jsonColumnsOf } from '../../lib/json-column.js';
import { ok } from '../../lib/envelope.js';
import type { TownRow, TownsRepository } from './towns.repository.js';

/**
 * Maps a town row to its DTO.
 * @throws JsonColumnError when the stored name is corrupt (lib/json-column.ts).
 */
export function presentTown(row: TownRow): Town {
  return {
    id: row.id,
    name: jsonColumnsOf('towns', row)('name', LocalizedTextSchema),
    englishName: row.englishName,
    region: row.region,
    location: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
  };
}

/** Registers `GET /towns`: the active towns for the town filters (spec §2), Dali prefecture first. */
export const townsRoutes: FastifyPluginAsyncZod<{ townsRepository: TownsRepository }> = async (app, { townsRepository }) => {
  app.get(
    '/towns',
    { schema: { tags: ['catalog'], summary: 'Towns for filters, Dali prefecture first', response: { 200: ListTownsResponseSchema } } },
    async (request) => ok(request.locale, (await townsRepository.listActive()).map(presentTown)),
  );
};
