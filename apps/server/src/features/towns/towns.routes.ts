/**
 * `GET /api/v1/towns`: towns of the catalog for the town filters (Dali prefecture first).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListTownsResponseSchema, type Town } from '@dali/shared/contracts/stays';
import type { LocalizedText } from '@dali/shared/locales';
import { ok } from '../../lib/envelope.js';
import type { TownRow, TownsRepository } from './towns.repository.js';

/** Maps a town row to its DTO. */
export function presentTown(row: TownRow): Town {
  return {
    id: row.id,
    name: JSON.parse(row.name) as LocalizedText,
    englishName: row.englishName,
    region: row.region,
    location: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
  };
}

/** Registers the town route. */
export const townsRoutes: FastifyPluginAsyncZod<{ townsRepository: TownsRepository }> = async (app, { townsRepository }) => {
  app.get(
    '/towns',
    { schema: { tags: ['catalog'], summary: 'Towns for filters, Dali prefecture first', response: { 200: ListTownsResponseSchema } } },
    async (request) => ok(request.locale, (await townsRepository.listActive()).map(presentTown)),
  );
};
