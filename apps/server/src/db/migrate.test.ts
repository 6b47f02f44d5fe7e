import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines } from '../test/test-databases.js';
import { MIGRATION_NAMES, migrateToLatest } from './migrate.js';

const TABLES = [
  'attraction_daily_views',
  'attractions',
  'catalog_imports',
  'chat_messages',
  'chat_sessions',
  'contact_messages',
  'feedback',
  'foods',
  'guide_stops',
  'guides',
  'membership_grants',
  'memberships',
  'orders',
  'outbox',
  'payment_events',
  'payment_reviews',
  'price_bands',
  'quota_counters',
  'restaurant_dishes',
  'restaurants',
  'review_image_reports',
  'review_images',
  'review_likes',
  'review_replies',
  'reviews',
  'sandbox_payments',
  'sessions',
  'stay_rooms',
  'stays',
  'towns',
  'travel_plans',
  'travel_times',
  'users',
  'verification_codes',
];

describe.each(testEngines())('migrations on %s', (engine) => {
  it('create every table once and are a no-op the second time', async () => {
    const database = await createTestDatabase(engine, { migrate: false });
    try {
      expect(await migrateToLatest(database.db)).toEqual(MIGRATION_NAMES);
      expect(await migrateToLatest(database.db)).toEqual([]);
      // PostgreSQL introspection sees every schema; keep this test database's own.
      const own = (await database.db.introspection.getTables()).filter((t) => t.schema === database.schema || engine === 'sqlite');
      const tables = own.map((t) => t.name).filter((n) => !n.startsWith('kysely_'));
      expect(tables.sort()).toEqual(TABLES);
      const attractions = own.find((t) => t.name === 'attractions');
      const columns = attractions?.columns.map((c) => c.name) ?? [];
      expect(columns).toEqual(expect.arrayContaining(['view_count', 'booking_count', 'review_count', 'rating_sum', 'retired_at']));
    } finally {
      await database.cleanup();
    }
  });

  it('stores epoch-ms timestamps and coordinates without loss', async () => {
    const database = await createTestDatabase(engine);
    try {
      const now = 1_795_315_629_687;
      await database.db
        .insertInto('towns')
        .values({ id: 't', contentHash: 'h', name: '{}', englishName: 'T', region: 'Dali', lat: 25.690_561_234, lng: 100.162_512_345, locationNote: '', sources: '[]', createdAt: now, updatedAt: now, retiredAt: null })
        .execute();
      const row = await database.db.selectFrom('towns').selectAll().executeTakeFirstOrThrow();
      expect(row.createdAt).toBe(now);
      expect(row.lat).toBe(25.690_561_234);
      expect(row.lng).toBe(100.162_512_345);
      const check = await sql<{ ok: number }>`select 1 as ok`.execute(database.db);
      expect(check.rows[0]?.ok).toBe(1);
    } finally {
      await database.cleanup();
    }
  });
});
