/**
 * Catalog tables (catalog/README.md): towns, attractions, stays + rooms, foods, restaurants + dishes,
 * travel times, and the import log. Localised texts are JSON `{zh-CN, zh-HK, en-US}` in text columns.
 * App-produced counters (views, bookings, reviews, rating sum) default to 0 and imports never touch them.
 */
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

type Table = CreateTableBuilder<string, never>;

function withCatalogBase(table: Table): Table {
  return table
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('retired_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull());
}

function withLocation(table: Table): Table {
  return table
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('location_note', 'text', (c) => c.notNull());
}

function withCounters(table: Table, counters: readonly string[]): Table {
  return counters.reduce(
    (t, name) => t.addColumn(name, 'integer', (c) => c.notNull().defaultTo(0)),
    table,
  );
}

const PLACE_COUNTERS = ['view_count', 'booking_count', 'review_count', 'rating_sum'] as const;

/** Create the catalog tables and their indexes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withLocation(withCatalogBase(db.schema.createTable('towns')))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('english_name', 'text', (c) => c.notNull().unique())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('sources', 'text', (c) => c.notNull())
    .execute();

  await withCounters(
    withLocation(withCatalogBase(db.schema.createTable('attractions')))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('region', 'text', (c) => c.notNull())
      .addColumn('town', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('opening_hours', 'text')
      .addColumn('hours_note', 'text', (c) => c.notNull())
      .addColumn('ticket_price_fen', 'integer')
      .addColumn('ticket_note', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('website', 'text')
      .addColumn('booking_url', 'text')
      .addColumn('recommended_duration_hours', 'double precision', (c) => c.notNull())
      .addColumn('transport', 'text', (c) => c.notNull())
      .addColumn('intro', 'text', (c) => c.notNull())
      .addColumn('highlights', 'text', (c) => c.notNull())
      .addColumn('visit_tips', 'text', (c) => c.notNull())
      .addColumn('tags', 'text', (c) => c.notNull())
      .addColumn('image', 'text')
      .addColumn('sources', 'text', (c) => c.notNull()),
    PLACE_COUNTERS,
  ).execute();
  await db.schema.createIndex('attractions_region_type_idx').on('attractions').columns(['region', 'type']).execute();
  await db.schema.createIndex('attractions_town_idx').on('attractions').column('town').execute();

  await withCounters(
    withLocation(withCatalogBase(db.schema.createTable('stays')))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('town', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('price_from_fen', 'integer')
      .addColumn('price_note', 'text')
      .addColumn('amenities', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('website', 'text')
      .addColumn('sources', 'text', (c) => c.notNull()),
    PLACE_COUNTERS,
  ).execute();
  await db.schema.createIndex('stays_town_type_idx').on('stays').columns(['town', 'type']).execute();

  await db.schema
    .createTable('stay_rooms')
    .addColumn('stay_id', 'text', (c) => c.notNull().references('stays.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_fen', 'integer')
    .addColumn('capacity', 'integer')
    .addPrimaryKeyConstraint('stay_rooms_pk', ['stay_id', 'position'])
    .execute();

  await withCounters(
    withCatalogBase(db.schema.createTable('foods'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('cultural_background', 'text', (c) => c.notNull())
      .addColumn('best_season', 'text', (c) => c.notNull())
      .addColumn('recommended_place', 'text', (c) => c.notNull())
      .addColumn('cooking_method', 'text', (c) => c.notNull())
      .addColumn('eating_method', 'text', (c) => c.notNull())
      .addColumn('tips', 'text', (c) => c.notNull())
      .addColumn('price_min_fen', 'integer')
      .addColumn('price_max_fen', 'integer')
      .addColumn('price_note', 'text')
      .addColumn('ingredients', 'text', (c) => c.notNull())
      .addColumn('taste', 'text', (c) => c.notNull())
      .addColumn('tags', 'text', (c) => c.notNull())
      .addColumn('image', 'text')
      .addColumn('sources', 'text', (c) => c.notNull()),
    ['view_count', 'review_count', 'rating_sum'],
  ).execute();
  await db.schema.createIndex('foods_category_idx').on('foods').column('category').execute();

  await withCounters(
    withLocation(withCatalogBase(db.schema.createTable('restaurants')))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('town', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('cuisine', 'text', (c) => c.notNull())
      .addColumn('avg_price_fen', 'integer')
      .addColumn('opening_hours', 'text')
      .addColumn('phone', 'text')
      .addColumn('bookable', 'integer', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('sources', 'text', (c) => c.notNull()),
    PLACE_COUNTERS,
  ).execute();

  await db.schema
    .createTable('restaurant_dishes')
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('food_id', 'text', (c) => c.notNull().references('foods.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('restaurant_dishes_pk', ['restaurant_id', 'food_id'])
    .execute();
  await db.schema.createIndex('restaurant_dishes_food_idx').on('restaurant_dishes').column('food_id').execute();

  await db.schema
    .createTable('travel_times')
    .addColumn('from_town_id', 'text', (c) => c.notNull().references('towns.id'))
    .addColumn('to_town_id', 'text', (c) => c.notNull().references('towns.id'))
    .addColumn('km', 'double precision', (c) => c.notNull())
    .addColumn('minutes_by_car', 'integer', (c) => c.notNull())
    .addColumn('minutes_by_bus', 'integer')
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('sources', 'text', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('travel_times_pk', ['from_town_id', 'to_town_id'])
    .addCheckConstraint('travel_times_ordered_pair', sql`from_town_id < to_town_id`)
    .execute();

  await db.schema
    .createTable('catalog_imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('source_dir', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

/** Drop the catalog tables (development only; data is lost). */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'catalog_imports',
    'travel_times',
    'restaurant_dishes',
    'restaurants',
    'foods',
    'stay_rooms',
    'stays',
    'attractions',
    'towns',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
