/**
 * Reads the catalog tables the itinerary engine plans from: every active (not retired) town,
 * attraction, dish, restaurant and stay, with the restaurant–dish links and rooms of active parents,
 * and every travel-time pair. The only place the planner runs queries.
 */
import type { Kysely, Selectable } from 'kysely';
import { readActiveRestaurantDishes } from '../../../db/catalog/active-links.js';
import type {
  AttractionsTable,
  Database,
  FoodsTable,
  PriceBandsTable,
  RestaurantDishesTable,
  RestaurantsTable,
  StayRoomsTable,
  StaysTable,
  TownsTable,
  TravelTimesTable,
} from '../../../db/schema.js';

// Rows mapped from a catalog folder by the importer's mappers leave null columns out; stored rows
// carry them as null. Both shapes are accepted.
type Loose<T> = { [K in keyof T as null extends T[K] ? never : K]: T[K] } & { [K in keyof T as null extends T[K] ? K : never]?: T[K] };

/** The catalog rows a snapshot is built from, as stored (JSON columns still text). */
export interface PlannerCatalogRows {
  towns: (Loose<Pick<Selectable<TownsTable>, 'id' | 'name' | 'englishName' | 'region' | 'county' | 'prefecture' | 'lat' | 'lng'>> & { aliases?: string })[];
  attractions: (Loose<
    Pick<
      Selectable<AttractionsTable>,
      'id' | 'name' | 'type' | 'region' | 'town' | 'lat' | 'lng' | 'openingHours' | 'hoursUnknownDays' | 'ticketPriceFen' | 'recommendedDurationHours' | 'visitTips' | 'tags'
    >
  > & { temporarilyClosed?: number })[];
  foods: Loose<Pick<Selectable<FoodsTable>, 'id' | 'name' | 'category' | 'ingredients' | 'tags' | 'priceMinFen' | 'priceMaxFen'>>[];
  restaurants: Loose<Pick<Selectable<RestaurantsTable>, 'id' | 'name' | 'town' | 'lat' | 'lng' | 'cuisine' | 'avgPriceFen' | 'openingHours'>>[];
  restaurantDishes: Selectable<RestaurantDishesTable>[];
  stays: Loose<Pick<Selectable<StaysTable>, 'id' | 'name' | 'type' | 'town' | 'lat' | 'lng' | 'priceFromFen'>>[];
  stayRooms: Loose<Selectable<StayRoomsTable>>[];
  travelTimes: Loose<Pick<Selectable<TravelTimesTable>, 'fromTownId' | 'toTownId' | 'km' | 'minutesByCar' | 'minutesByBus'>>[];
  /** Typical nightly ranges per town and stay type (price_bands.json); absent = none. */
  priceBands?: Pick<Selectable<PriceBandsTable>, 'id' | 'town' | 'type' | 'minFen' | 'maxFen' | 'unit' | 'seen'>[];
}

/** Builds the planner's catalog reader over `db`. */
export function createPlannerCatalogRepository(db: Kysely<Database>) {
  return {
    /**
     * Every active catalog row the engine needs, ordered by id (restaurant dishes and rooms by
     * parent and position), in one read transaction so the tables agree with each other.
     */
    async readActiveCatalog(): Promise<PlannerCatalogRows> {
      return db.transaction().execute(async (trx) => {
        const towns = await trx
          .selectFrom('towns')
          .select(['id', 'name', 'englishName', 'region', 'county', 'aliases', 'prefecture', 'lat', 'lng'])
          .where('retiredAt', 'is', null)
          .orderBy('id')
          .execute();
        const attractions = await trx
          .selectFrom('attractions')
          .select(['id', 'name', 'type', 'region', 'town', 'lat', 'lng', 'openingHours', 'hoursUnknownDays', 'ticketPriceFen', 'recommendedDurationHours', 'visitTips', 'tags', 'temporarilyClosed'])
          .where('retiredAt', 'is', null)
          .orderBy('id')
          .execute();
        const foods = await trx
          .selectFrom('foods')
          .select(['id', 'name', 'category', 'ingredients', 'tags', 'priceMinFen', 'priceMaxFen'])
          .where('retiredAt', 'is', null)
          .orderBy('id')
          .execute();
        const restaurants = await trx
          .selectFrom('restaurants')
          .select(['id', 'name', 'town', 'lat', 'lng', 'cuisine', 'avgPriceFen', 'openingHours'])
          .where('retiredAt', 'is', null)
          .orderBy('id')
          .execute();
        const restaurantDishes = await readActiveRestaurantDishes(trx);
        const stays = await trx
          .selectFrom('stays')
          .select(['id', 'name', 'type', 'town', 'lat', 'lng', 'priceFromFen'])
          .where('retiredAt', 'is', null)
          .orderBy('id')
          .execute();
        const stayRooms = await trx
          .selectFrom('stayRooms')
          .innerJoin('stays', 'stays.id', 'stayRooms.stayId')
          .selectAll('stayRooms')
          .where('stays.retiredAt', 'is', null)
          .orderBy('stayRooms.stayId')
          .orderBy('stayRooms.position')
          .execute();
        const travelTimes = await trx
          .selectFrom('travelTimes')
          .select(['fromTownId', 'toTownId', 'km', 'minutesByCar', 'minutesByBus'])
          .orderBy('fromTownId')
          .orderBy('toTownId')
          .execute();
        const priceBands = await trx
          .selectFrom('priceBands')
          .select(['id', 'town', 'type', 'minFen', 'maxFen', 'unit', 'seen'])
          .where('retiredAt', 'is', null)
          .orderBy('id')
          .execute();
        return { towns, attractions, foods, restaurants, restaurantDishes, stays, stayRooms, travelTimes, priceBands };
      });
    },
  };
}

/** The planner's catalog reader. */
export type PlannerCatalogRepository = ReturnType<typeof createPlannerCatalogRepository>;
