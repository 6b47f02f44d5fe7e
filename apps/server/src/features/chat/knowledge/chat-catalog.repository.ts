/**
 * Reads the active catalog (rows whose `retiredAt` is null) for the chat assistant and turns it into
 * an immutable {@link ChatCatalog}: JSON columns parsed with zod through lib/json-column.ts, towns
 * resolved from the rows' English town names, dish ↔ restaurant links of active rows only. The only
 * place the chat's knowledge runs queries.
 */
import type { Kysely } from 'kysely';
import { LocalizedTextSchema } from '@dali/shared/locales';
import type { Database } from '../../../db/schema.js';
import { readActiveRestaurantDishes } from '../../../db/catalog/active-links.js';
import { jsonColumnsOf, LocalizedTextListColumnSchema, OpeningHoursColumnSchema, readJsonColumn, StringListColumnSchema } from '../../../lib/json-column.js';
import type { GeoPoint } from '../../../lib/geo.js';
import { buildKeywordIndex } from './catalog-search.js';
import {
  entityKey,
  type ChatAttraction,
  type ChatCatalog,
  type ChatCatalogData,
  type ChatEntity,
  type ChatFood,
  type ChatRestaurant,
  type ChatStay,
  type ChatStayRoom,
  type ChatTown,
  type ChatTravelTime,
} from './chat-catalog.js';
import { buildNameIndex } from './name-index.js';

const pointOf = (row: { lat: number | null; lng: number | null }): GeoPoint | null => (row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng });
const hoursOf = (table: string, row: { id: string; openingHours: string | null }) =>
  row.openingHours === null ? null : readJsonColumn(OpeningHoursColumnSchema, row.openingHours, { table, column: 'openingHours', id: row.id });

/**
 * Every active catalog row the chat needs, read in one transaction (so the tables agree), ordered
 * by id; rooms and dish links by parent and position.
 * @throws database errors; JsonColumnError (lib/json-column.ts) for a row whose JSON is corrupt.
 */
export async function loadChatCatalog(db: Kysely<Database>): Promise<ChatCatalog> {
  const rows = await db.transaction().execute(async (trx) => ({
    towns: await trx.selectFrom('towns').selectAll().where('retiredAt', 'is', null).orderBy('id').execute(),
    attractions: await trx.selectFrom('attractions').selectAll().where('retiredAt', 'is', null).orderBy('id').execute(),
    foods: await trx.selectFrom('foods').selectAll().where('retiredAt', 'is', null).orderBy('id').execute(),
    restaurants: await trx.selectFrom('restaurants').selectAll().where('retiredAt', 'is', null).orderBy('id').execute(),
    restaurantDishes: await readActiveRestaurantDishes(trx),
    stays: await trx.selectFrom('stays').selectAll().where('retiredAt', 'is', null).orderBy('id').execute(),
    stayRooms: await trx
      .selectFrom('stayRooms')
      .innerJoin('stays', 'stays.id', 'stayRooms.stayId')
      .selectAll('stayRooms')
      .where('stays.retiredAt', 'is', null)
      .orderBy('stayRooms.stayId')
      .orderBy('stayRooms.position')
      .execute(),
    travelTimes: await trx.selectFrom('travelTimes').selectAll().orderBy('fromTownId').orderBy('toTownId').execute(),
  }));

  const towns: ChatTown[] = rows.towns.map((row) => ({
    kind: 'town',
    id: row.id,
    name: jsonColumnsOf('towns', row)('name', LocalizedTextSchema),
    englishName: row.englishName,
    region: row.region,
    point: pointOf(row),
  }));
  const townByName = new Map(towns.map((t) => [t.englishName, t]));
  const townIdOfRow = (name: string) => townByName.get(name)?.id ?? null;
  const townNameOfRow = (name: string) => townByName.get(name)?.name ?? null;

  const attractions: ChatAttraction[] = rows.attractions.map((row) => {
    const json = jsonColumnsOf('attractions', row);
    return {
      kind: 'attraction',
      id: row.id,
      name: json('name', LocalizedTextSchema),
      townId: townIdOfRow(row.town),
      townName: townNameOfRow(row.town),
      region: row.region,
      type: row.type,
      point: pointOf(row),
      address: json('address', LocalizedTextSchema),
      hours: hoursOf('attractions', row),
      hoursNote: json('hoursNote', LocalizedTextSchema),
      temporarilyClosed: row.temporarilyClosed === 1,
      ticketFen: row.ticketPriceFen,
      ticketNote: json('ticketNote', LocalizedTextSchema),
      phone: row.phone,
      website: row.website,
      recommendedDurationHours: row.recommendedDurationHours,
      transport: json('transport', LocalizedTextSchema),
      intro: json('intro', LocalizedTextSchema),
      highlights: json('highlights', LocalizedTextListColumnSchema),
      visitTips: json('visitTips', LocalizedTextListColumnSchema),
      tags: json('tags', StringListColumnSchema),
    };
  });

  const dishesByRestaurant = new Map<string, string[]>();
  const restaurantsByDish = new Map<string, string[]>();
  for (const link of rows.restaurantDishes) {
    dishesByRestaurant.set(link.restaurantId, [...(dishesByRestaurant.get(link.restaurantId) ?? []), link.foodId]);
    restaurantsByDish.set(link.foodId, [...(restaurantsByDish.get(link.foodId) ?? []), link.restaurantId]);
  }

  const foods: ChatFood[] = rows.foods.map((row) => {
    const json = jsonColumnsOf('foods', row);
    return {
      kind: 'food',
      id: row.id,
      name: json('name', LocalizedTextSchema),
      category: row.category,
      culturalBackground: json('culturalBackground', LocalizedTextSchema),
      bestSeason: json('bestSeason', LocalizedTextSchema),
      recommendedPlace: json('recommendedPlace', LocalizedTextSchema),
      cookingMethod: json('cookingMethod', LocalizedTextSchema),
      eatingMethod: json('eatingMethod', LocalizedTextSchema),
      tips: json('tips', LocalizedTextSchema),
      priceMinFen: row.priceMinFen,
      priceMaxFen: row.priceMaxFen,
      priceNote: row.priceNote === null ? null : readJsonColumn(LocalizedTextSchema, row.priceNote, { table: 'foods', column: 'priceNote', id: row.id }),
      ingredients: json('ingredients', StringListColumnSchema),
      taste: json('taste', StringListColumnSchema),
      tags: json('tags', StringListColumnSchema),
      restaurantIds: restaurantsByDish.get(row.id) ?? [],
    };
  });

  const restaurants: ChatRestaurant[] = rows.restaurants.map((row) => {
    const json = jsonColumnsOf('restaurants', row);
    return {
      kind: 'restaurant',
      id: row.id,
      name: json('name', LocalizedTextSchema),
      townId: townIdOfRow(row.town),
      townName: townNameOfRow(row.town),
      point: pointOf(row),
      address: json('address', LocalizedTextSchema),
      cuisine: json('cuisine', StringListColumnSchema),
      avgPriceFen: row.avgPriceFen,
      hours: hoursOf('restaurants', row),
      phone: row.phone,
      note: json('note', LocalizedTextSchema),
      diet: { vegetarianOptions: row.vegetarianOptions === null ? null : row.vegetarianOptions === 1, halal: row.halal === null ? null : row.halal === 1 },
      dishIds: dishesByRestaurant.get(row.id) ?? [],
    };
  });

  const roomsByStay = new Map<string, ChatStayRoom[]>();
  for (const room of rows.stayRooms) {
    const name = readJsonColumn(LocalizedTextSchema, room.name, { table: 'stayRooms', column: 'name', id: `${room.stayId}/${room.position}` });
    roomsByStay.set(room.stayId, [...(roomsByStay.get(room.stayId) ?? []), { name, priceFen: room.priceFen, capacity: room.capacity }]);
  }
  const stays: ChatStay[] = rows.stays.map((row) => {
    const json = jsonColumnsOf('stays', row);
    return {
      kind: 'stay',
      id: row.id,
      name: json('name', LocalizedTextSchema),
      townId: townIdOfRow(row.town),
      townName: townNameOfRow(row.town),
      type: row.type,
      point: pointOf(row),
      address: json('address', LocalizedTextSchema),
      priceFromFen: row.priceFromFen,
      priceNote: row.priceNote === null ? null : readJsonColumn(LocalizedTextSchema, row.priceNote, { table: 'stays', column: 'priceNote', id: row.id }),
      rooms: roomsByStay.get(row.id) ?? [],
      amenities: json('amenities', StringListColumnSchema),
      phone: row.phone,
      website: row.website,
    };
  });

  const travelTimes: ChatTravelTime[] = rows.travelTimes.map((row) => ({
    fromTownId: row.fromTownId,
    toTownId: row.toTownId,
    km: Number(row.km),
    minutesByCar: Number(row.minutesByCar),
    minutesByBus: row.minutesByBus === null ? null : Number(row.minutesByBus),
    note: row.note,
  }));

  return buildChatCatalog({ towns, attractions, foods, restaurants, stays, travelTimes });
}

/**
 * A {@link ChatCatalog} from its tables: lookups and the name and keyword indexes built, every
 * entity frozen. Pure; used by the loader and by tests with hand-made rows.
 */
export function buildChatCatalog(data: ChatCatalogData): ChatCatalog {
  const entities: ChatEntity[] = [...data.towns, ...data.attractions, ...data.foods, ...data.restaurants, ...data.stays];
  for (const entity of entities) Object.freeze(entity);
  const byKey = new Map(entities.map((e) => [entityKey(e), e] as const));
  return Object.freeze({
    towns: Object.freeze([...data.towns]),
    attractions: Object.freeze([...data.attractions]),
    foods: Object.freeze([...data.foods]),
    restaurants: Object.freeze([...data.restaurants]),
    stays: Object.freeze([...data.stays]),
    travelTimes: Object.freeze(data.travelTimes.map((t) => Object.freeze({ ...t }))),
    byKey,
    names: buildNameIndex(data),
    search: buildKeywordIndex(data),
  });
}
