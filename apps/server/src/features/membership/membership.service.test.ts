import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock, type ManualClock } from '../../test/accounts-helpers.js';
import { createMembershipServices } from '../../test/membership-helpers.js';
import { createTestUser } from '../../test/test-auth.js';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/test-databases.js';
import { nextMembership } from './membership.service.js';

const HOUR = 3_600_000;

describe('the membership a grant produces', () => {
  const now = Date.parse('2026-06-10T02:00:00Z');
  const row = (level: string, startAt: number, expireAt: number, packageId: string | null = null) => ({ userId: 'u', level, packageId, startAt, expireAt, createdAt: startAt, updatedAt: startAt });

  it('starts now without a membership or after one expired', () => {
    expect(nextMembership({ current: undefined, level: 'BASIC', packageId: 'one-day', durationHours: 24, now })).toEqual({ level: 'BASIC', packageId: 'one-day', startAt: now, expireAt: now + 24 * HOUR });
    const expired = row('PREMIUM', now - 800 * HOUR, now, 'one-month');
    expect(nextMembership({ current: expired, level: 'BASIC', packageId: 'one-day', durationHours: 24, now })).toEqual({ level: 'BASIC', packageId: 'one-day', startAt: now, expireAt: now + 24 * HOUR });
  });

  it('extends an active one from its expiry, keeps its start and takes the higher level with its package', () => {
    const active = row('STANDARD', now - 10 * HOUR, now + 158 * HOUR, 'one-week');
    expect(nextMembership({ current: active, level: 'BASIC', packageId: 'one-day', durationHours: 24, now })).toEqual({
      level: 'STANDARD',
      packageId: 'one-week',
      startAt: now - 10 * HOUR,
      expireAt: now + 182 * HOUR,
    });
    expect(nextMembership({ current: active, level: 'PREMIUM', packageId: 'one-month', durationHours: 720, now })).toEqual({
      level: 'PREMIUM',
      packageId: 'one-month',
      startAt: now - 10 * HOUR,
      expireAt: now + 878 * HOUR,
    });
  });
});

describe.each(testEngines())('granting memberships on %s', (engine) => {
  let database: TestDatabase;
  let clock: ManualClock;
  let services: ReturnType<typeof createMembershipServices>;
  const newUser = async () => (await createTestUser(database.db)).id;
  const grantsOf = (userId: string) => database.db.selectFrom('membershipGrants').selectAll().where('userId', '=', userId).orderBy('createdAt').execute();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.cleanup());
  beforeEach(() => {
    clock = createManualClock(Date.parse('2026-06-10T02:00:00Z'));
    services = createMembershipServices(database.db, { now: clock.now });
  });

  it('grants a package once per order: the same order again changes nothing and returns the same membership', async () => {
    const userId = await newUser();
    const start = clock.now();
    const first = await services.membershipService.grantMembership({ userId, orderId: `pay-${userId}`, packageId: 'one-week' });
    expect(first).toMatchObject({ granted: true, membership: { userId, level: 'STANDARD', packageId: 'one-week', startAt: start, expireAt: start + 168 * HOUR } });
    clock.advance(HOUR);
    const again = await services.membershipService.grantMembership({ userId, orderId: `pay-${userId}`, packageId: 'one-week' });
    expect(again.granted).toBe(false);
    expect(again.membership).toEqual(first.membership);
    expect(await grantsOf(userId)).toHaveLength(1);
  });

  it('extends an active membership from its expiry, keeping the start; a new one after expiry starts anew', async () => {
    const userId = await newUser();
    const start = clock.now();
    await services.membershipService.grantMembership({ userId, orderId: `a-${userId}`, packageId: 'one-day' });
    clock.advance(5 * HOUR);
    const extended = await services.membershipService.grantMembership({ userId, orderId: `b-${userId}`, packageId: 'one-day' });
    expect(extended.membership).toMatchObject({ level: 'BASIC', startAt: start, expireAt: start + 48 * HOUR });
    const upgraded = await services.membershipService.grantMembership({ userId, orderId: `c-${userId}`, packageId: 'one-month' });
    expect(upgraded.membership).toMatchObject({ level: 'PREMIUM', packageId: 'one-month', startAt: start, expireAt: start + 768 * HOUR });
    // A cheaper package while PREMIUM is active adds its time but keeps PREMIUM.
    const cheaper = await services.membershipService.grantMembership({ userId, orderId: `d-${userId}`, packageId: 'one-week' });
    expect(cheaper.membership).toMatchObject({ level: 'PREMIUM', packageId: 'one-month', startAt: start, expireAt: start + 936 * HOUR });
    expect((await grantsOf(userId)).map((g) => [g.orderId, g.level, g.expireAt - start])).toEqual([
      [`a-${userId}`, 'BASIC', 24 * HOUR],
      [`b-${userId}`, 'BASIC', 48 * HOUR],
      [`c-${userId}`, 'PREMIUM', 768 * HOUR],
      [`d-${userId}`, 'STANDARD', 936 * HOUR],
    ]);

    clock.advance(936 * HOUR);
    const renewed = await services.membershipService.grantMembership({ userId, orderId: `e-${userId}`, packageId: 'one-day' });
    expect(renewed.membership).toMatchObject({ level: 'BASIC', packageId: 'one-day', startAt: clock.now(), expireAt: clock.now() + 24 * HOUR });
    expect(await services.membershipService.currentMembership(userId)).toEqual(renewed.membership);
  });

  it('grants a bare level for some hours (operators)', async () => {
    const userId = await newUser();
    const { membership } = await services.membershipService.grantMembership({ userId, orderId: `t-${userId}`, level: 'TRIAL', durationHours: 72 });
    expect(membership).toMatchObject({ level: 'TRIAL', packageId: null, expireAt: clock.now() + 72 * HOUR });
  });

  it('refuses an unknown package or user, a bad order id, and an order already granted to someone else', async () => {
    const userId = await newUser();
    await expect(services.membershipService.grantMembership({ userId, orderId: 'x-1', packageId: 'two-day' })).rejects.toMatchObject({ errorName: 'NOT_FOUND', statusCode: 404 });
    await expect(services.membershipService.grantMembership({ userId: '999', orderId: 'x-2', packageId: 'one-day' })).rejects.toMatchObject({ errorName: 'USER_NOT_FOUND' });
    await expect(services.membershipService.grantMembership({ userId, orderId: '  ', packageId: 'one-day' })).rejects.toMatchObject({ errorName: 'BAD_REQUEST' });
    await expect(services.membershipService.grantMembership({ userId, orderId: 'x-3', level: 'VIP', durationHours: 0 })).rejects.toMatchObject({ errorName: 'BAD_REQUEST' });
    await services.membershipService.grantMembership({ userId, orderId: `shared-${userId}`, packageId: 'one-day' });
    const other = await newUser();
    await expect(services.membershipService.grantMembership({ userId: other, orderId: `shared-${userId}`, packageId: 'one-day' })).rejects.toMatchObject({ errorName: 'OPERATION_FAILED' });
    await expect(services.membershipService.grantMembership({ userId, orderId: `shared-${userId}`, packageId: 'one-week' })).rejects.toMatchObject({ errorName: 'OPERATION_FAILED' });
    expect(await services.membershipService.currentMembership(other)).toBeNull();
    expect(await grantsOf(userId)).toHaveLength(1);
  });

  it('grants one order sent 20 times at once exactly once', async () => {
    const userId = await newUser();
    const start = clock.now();
    const results = await Promise.all(Array.from({ length: 20 }, () => services.membershipService.grantMembership({ userId, orderId: `race-${userId}`, packageId: 'one-week' })));
    expect(results.filter((r) => r.granted)).toHaveLength(1);
    for (const r of results) expect(r.membership).toMatchObject({ startAt: start, expireAt: start + 168 * HOUR });
    expect(await grantsOf(userId)).toHaveLength(1);
  });

  it('extends once per order when 10 different orders of one user arrive at once', async () => {
    const userId = await newUser();
    const start = clock.now();
    await Promise.all(Array.from({ length: 10 }, (_, i) => services.membershipService.grantMembership({ userId, orderId: `many-${userId}-${i}`, packageId: 'one-day' })));
    expect(await services.membershipService.currentMembership(userId)).toMatchObject({ startAt: start, expireAt: start + 240 * HOUR });
    expect((await grantsOf(userId)).map((g) => g.expireAt - start).sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => (i + 1) * 24 * HOUR));
  });
});
