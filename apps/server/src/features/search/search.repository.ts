/**
 * Queries of the catalog search: the searchable columns of the active catalog rows, and a cheap
 * fingerprint of the catalog that changes whenever an import (or anything else) changes those rows.
 */
import type { Kysely } from 'kysely';
import { readCatalogVersion } from '../../db/catalog/catalog-version.js';
import type { Database } from '../../db/schema.js';

/** Searchable columns of the active catalog (JSON columns as stored text). */
export interface SearchCatalogRows {
  attractions: { id: string; name: string; type: string; region: string; town: string; tags: string; featuredRank: number | null }[];
  stays: { id: string; name: string; type: string; town: string; featuredRank: number | null }[];
  foods: { id: string; name: string; category: string; tags: string }[];
  restaurants: { id: string; name: string; town: string; cuisine: string }[];
  /** Names of the active dishes each restaurant serves (secondary text of the restaurant). */
  restaurantDishes: { restaurantId: string; foodId: string; name: string }[];
  /** Towns by English name (the `town` column of the other tables). */
  towns: { id: string; englishName: string; name: string }[];
}

/**
 * Reads of the searchable catalog columns and of the catalog version over `db`; database errors
 * propagate.
 */
export function createSearchRepository(db: Kysely<Database>) {
  return {
    /**
     * A fingerprint of the catalog (db/catalog/catalog-version.ts): changes with every import.
     * @throws database errors.
     */
    catalogVersion: (): Promise<string> => readCatalogVersion(db),

    /** Searchable columns of every active (not retired) attraction, stay, dish and restaurant. */
    async loadCatalog(): Promise<SearchCatalogRows> {
      const [attractions, stays, foods, restaurants, restaurantDishes, towns] = await Promise.all([
        db.selectFrom('attractions').select(['id', 'name', 'type', 'region', 'town', 'tags', 'featuredRank']).where('retiredAt', 'is', null).orderBy('id').execute(),
        db.selectFrom('stays').select(['id', 'name', 'type', 'town', 'featuredRank']).where('retiredAt', 'is', null).orderBy('id').execute(),
        db.selectFrom('foods').select(['id', 'name', 'category', 'tags']).where('retiredAt', 'is', null).orderBy('id').execute(),
        db.selectFrom('restaurants').select(['id', 'name', 'town', 'cuisine']).where('retiredAt', 'is', null).orderBy('id').execute(),
        db
          .selectFrom('restaurantDishes')
          .innerJoin('foods', 'foods.id', 'restaurantDishes.foodId')
          .select(['restaurantDishes.restaurantId', 'restaurantDishes.foodId', 'foods.name'])
          .where('foods.retiredAt', 'is', null)
          .orderBy('restaurantDishes.restaurantId')
          .orderBy('restaurantDishes.position')
          .execute(),
        db.selectFrom('towns').select(['id', 'englishName', 'name']).where('retiredAt', 'is', null).execute(),
      ]);
      return { attractions, stays, foods, restaurants, restaurantDishes, towns };
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
