import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UNLIMITED } from '@dali/shared/constants';
import { createManualClock, type ManualClock } from '../../test/accounts-helpers.js';
import { counterRows, createMembershipServices, membershipConfigWith } from '../../test/membership-helpers.js';
import { createTestUser } from '../../test/test-auth.js';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/test-databases.js';
import { AppError } from '../../lib/app-error.js';
import type { QuotaSubject } from '../../lib/quota.js';
import type { MeteredApi } from '@dali/shared/contracts/membership';

const HOUR = 3_600_000;
const visitorLimit = { errorName: 'ANONYMOUS_LIMIT', statusCode: 429, code: 42902 };
const userLimit = { errorName: 'QUOTA_EXHAUSTED', statusCode: 448, code: 44801 };

describe.each(testEngines())('quotas on %s', (engine) => {
  let database: TestDatabase;
  let clock: ManualClock;
  let services: ReturnType<typeof createMembershipServices>;
  let ipCounter = 0;
  // A fresh client address per test keeps the per-address ceiling of one test away from another's.
  let ip: string;
  const visitor = (fingerprint: string | null): QuotaSubject => ({ kind: 'visitor', fingerprint, ip });
  const userSubject = (userId: string): QuotaSubject => ({ kind: 'user', userId });
  const newUser = async () => (await createTestUser(database.db)).id;
  const consumeTimes = async (subject: QuotaSubject, api: 'chat' | 'planner' | 'voice', times: number) => {
    for (let i = 0; i < times; i += 1) await services.quota.consumeQuota({ subject, api });
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.cleanup());
  beforeEach(() => {
    // 10:00 in Shanghai.
    clock = createManualClock(Date.parse('2026-06-10T02:00:00Z'));
    services = createMembershipServices(database.db, { now: clock.now });
    ipCounter += 1;
    ip = `203.0.113.${ipCounter}`;
  });

  it('gives a visitor 10 chats a Shanghai day, refuses the 11th with 429, and resets at Shanghai midnight (16:00 UTC)', async () => {
    await consumeTimes(visitor('fp-daily-0001'), 'chat', 10);
    await expect(services.quota.consumeQuota({ subject: visitor('fp-daily-0001'), api: 'chat' })).rejects.toMatchObject(visitorLimit);
    await expect(services.quota.consumeQuota({ subject: visitor('fp-daily-0001'), api: 'chat', now: Date.parse('2026-06-10T15:59:59.999Z') })).rejects.toMatchObject({
      ...visitorLimit,
      data: { apiName: 'chat', limit: 10, resetsAt: '2026-06-10T16:00:00.000Z' },
    });
    const receipt = await services.quota.consumeQuota({ subject: visitor('fp-daily-0001'), api: 'chat', now: Date.parse('2026-06-10T16:00:00Z') });
    expect(receipt).toMatchObject({ api: 'chat', amount: 1, payer: 'visitor' });
    expect(receipt.counters.map((c) => c.windowKey)).toEqual(['d:2026-06-11', 'd:2026-06-11']);
  });

  it('caps all visitors of one address together: changing fingerprints does not pass the address ceiling', async () => {
    for (let i = 0; i < 4; i += 1) await consumeTimes(visitor(`fp-rotating-${i}`), 'chat', 10);
    await expect(services.quota.consumeQuota({ subject: visitor('fp-rotating-4'), api: 'chat' })).rejects.toMatchObject(visitorLimit);
    await expect(services.quota.consumeQuota({ subject: visitor(null), api: 'chat' })).rejects.toMatchObject(visitorLimit);
    // Nothing was charged to the fifth fingerprint: the refused transaction left no trace.
    expect((await counterRows(database.db)).filter((r) => r.includes('fp-rotating-4'))).toEqual([]);
    // Another address is not affected.
    await services.quota.consumeQuota({ subject: { kind: 'visitor', fingerprint: 'fp-rotating-4', ip: '198.51.100.200' }, api: 'chat' });
  });

  it('rolls back the address counter when the fingerprint counter refuses, and counts only the address without a fingerprint', async () => {
    await consumeTimes(visitor('fp-rollback-1'), 'voice', 3);
    await expect(services.quota.consumeQuota({ subject: visitor('fp-rollback-1'), api: 'voice' })).rejects.toMatchObject(visitorLimit);
    expect((await counterRows(database.db)).filter((r) => r.startsWith(`ip/${ip}/`))).toEqual([`ip/${ip}/voice/d:2026-06-10=3`]);
    await consumeTimes(visitor(null), 'voice', 7);
    await expect(services.quota.consumeQuota({ subject: visitor(null), api: 'voice' })).rejects.toMatchObject(visitorLimit);
    expect(await services.quota.remainingQuota(visitor('fp-rollback-2'), 'voice')).toMatchObject({ remaining: 0, limit: 10, payer: 'visitor' });
  });

  it('gives a registered user without membership the free user tier and answers 448 past it', async () => {
    const userId = await newUser();
    await consumeTimes(userSubject(userId), 'chat', 20);
    await expect(services.quota.consumeQuota({ subject: userSubject(userId), api: 'chat' })).rejects.toMatchObject(userLimit);
    expect(await services.quota.remainingQuota(userSubject(userId), 'chat')).toEqual({
      api: 'chat',
      payer: 'user',
      remaining: 0,
      limit: 20,
      used: 20,
      unlimited: false,
      resetsAt: Date.parse('2026-06-10T16:00:00Z'),
    });
  });

  it('counts a member’s total per window from the membership start, not per calendar day', async () => {
    const userId = await newUser();
    const start = clock.now();
    await services.membershipService.grantMembership({ userId, orderId: `o-${userId}-1`, packageId: 'one-week' });
    await services.membershipService.grantMembership({ userId, orderId: `o-${userId}-2`, packageId: 'one-week' });
    await consumeTimes(userSubject(userId), 'planner', 5);
    await expect(services.quota.consumeQuota({ subject: userSubject(userId), api: 'planner' })).rejects.toMatchObject({
      ...userLimit,
      data: { apiName: 'planner', limit: 5, resetsAt: new Date(start + 168 * HOUR).toISOString() },
    });
    // Several Shanghai midnights later, still the same window.
    await expect(services.quota.consumeQuota({ subject: userSubject(userId), api: 'planner', now: start + 168 * HOUR - 1 })).rejects.toMatchObject(userLimit);
    const next = await services.quota.consumeQuota({ subject: userSubject(userId), api: 'planner', now: start + 168 * HOUR });
    expect(next).toMatchObject({ payer: 'member', counters: [{ subjectKind: 'member', windowKey: `w:${start}:168:1` }] });
    expect(await services.quota.remainingQuota(userSubject(userId), 'planner', start + 168 * HOUR)).toMatchObject({ remaining: 4, limit: 5, resetsAt: start + 336 * HOUR });
  });

  it('applies a member’s daily limit per Shanghai day, separately from what the free tier used today', async () => {
    const userId = await newUser();
    await consumeTimes(userSubject(userId), 'voice', 5);
    await expect(services.quota.consumeQuota({ subject: userSubject(userId), api: 'voice' })).rejects.toMatchObject(userLimit);
    await services.membershipService.grantMembership({ userId, orderId: `o-${userId}`, packageId: 'one-day' });
    await consumeTimes(userSubject(userId), 'voice', 20);
    await expect(services.quota.consumeQuota({ subject: userSubject(userId), api: 'voice' })).rejects.toMatchObject(userLimit);
    const receipt = await services.quota.consumeQuota({ subject: userSubject(userId), api: 'voice', now: Date.parse('2026-06-10T16:00:00Z') });
    expect(receipt.payer).toBe('member');
  });

  it('falls back to the free user tier once the membership has expired', async () => {
    const userId = await newUser();
    await services.membershipService.grantMembership({ userId, orderId: `o-${userId}`, packageId: 'one-day' });
    expect((await services.quota.consumeQuota({ subject: userSubject(userId), api: 'planner' })).payer).toBe('member');
    const after = clock.now() + 24 * HOUR;
    expect(await services.quota.consumeQuota({ subject: userSubject(userId), api: 'planner', now: after })).toMatchObject({ payer: 'user' });
    await expect(services.quota.consumeQuota({ subject: userSubject(userId), api: 'planner', now: after })).rejects.toMatchObject(userLimit);
  });

  it('charges translated characters by amount, refusing what would pass the window total', async () => {
    const userId = await newUser();
    await services.membershipService.grantMembership({ userId, orderId: `o-${userId}`, packageId: 'one-day' });
    const subject = userSubject(userId);
    await services.quota.consumeQuota({ subject, api: 'translation_chars', amount: 600 });
    await expect(services.quota.consumeQuota({ subject, api: 'translation_chars', amount: 401 })).rejects.toMatchObject(userLimit);
    await services.quota.consumeQuota({ subject, api: 'translation_chars', amount: 400 });
    await expect(services.quota.consumeQuota({ subject, api: 'translation_chars', amount: 1 })).rejects.toMatchObject(userLimit);
    // More than the whole limit is refused without touching the database.
    await expect(services.quota.consumeQuota({ subject: userSubject(await newUser()), api: 'translation_chars', amount: 1001 })).rejects.toMatchObject(userLimit);
    await expect(services.quota.consumeQuota({ subject, api: 'chat', amount: 0 })).rejects.toBeInstanceOf(RangeError);
    await expect(services.quota.consumeQuota({ subject, api: 'chat', amount: 1.5 })).rejects.toBeInstanceOf(RangeError);
  });

  it('never charges unlimited counters', async () => {
    const vip = await newUser();
    await services.membershipService.grantMembership({ userId: vip, orderId: `o-${vip}`, level: 'VIP', durationHours: 24 });
    const premium = await newUser();
    await services.membershipService.grantMembership({ userId: premium, orderId: `o-${premium}`, packageId: 'one-month' });
    const before = await counterRows(database.db);
    for (let i = 0; i < 3; i += 1) {
      expect(await services.quota.consumeQuota({ subject: userSubject(vip), api: 'chat' })).toMatchObject({ payer: 'member', counters: [] });
      expect(await services.quota.consumeQuota({ subject: userSubject(premium), api: 'translation_chars', amount: 4000 })).toMatchObject({ counters: [] });
    }
    expect(await counterRows(database.db)).toEqual(before);
    expect(await services.quota.remainingQuota(userSubject(vip), 'voice')).toEqual({ api: 'voice', payer: 'member', remaining: UNLIMITED, limit: UNLIMITED, used: 0, unlimited: true, resetsAt: null });
    // PREMIUM chat: 500 a day, no window total: the day is the tighter counter.
    expect(await services.quota.remainingQuota(userSubject(premium), 'chat')).toMatchObject({ remaining: 500, limit: 500, unlimited: false, resetsAt: Date.parse('2026-06-10T16:00:00Z') });
  });

  it('gives back a refunded amount once, never below zero', async () => {
    const userId = await newUser();
    const subject = userSubject(userId);
    await consumeTimes(subject, 'chat', 19);
    const last = await services.quota.consumeQuota({ subject, api: 'chat' });
    await expect(services.quota.consumeQuota({ subject, api: 'chat' })).rejects.toMatchObject(userLimit);
    await services.quota.refundQuota(last);
    await services.quota.refundQuota(last);
    expect((await services.quota.remainingQuota(subject, 'chat')).remaining).toBe(1);
    await services.quota.consumeQuota({ subject, api: 'chat' });

    const visitorReceipt = await services.quota.consumeQuota({ subject: visitor('fp-refund-01'), api: 'translation_chars', amount: 300 });
    await database.db.updateTable('quotaCounters').set({ used: 100 }).where('subjectId', '=', 'fp-refund-01').execute();
    await services.quota.refundQuota(visitorReceipt);
    expect((await counterRows(database.db)).filter((r) => r.includes('fp-refund-01') || r.startsWith(`ip/${ip}/translation_chars`))).toEqual([
      `ip/${ip}/translation_chars/d:2026-06-10=0`,
      'visitor/fp-refund-01/translation_chars/d:2026-06-10=0',
    ]);
  });

  it('reports the tighter of a visitor’s fingerprint and address counters', async () => {
    await consumeTimes(visitor('fp-remaining-1'), 'planner', 1);
    await consumeTimes(visitor('fp-remaining-2'), 'planner', 1);
    expect(await services.quota.remainingQuota(visitor('fp-remaining-3'), 'planner')).toMatchObject({ payer: 'visitor', remaining: 1, limit: 1 });
    await consumeTimes(visitor('fp-remaining-3'), 'planner', 1);
    expect(await services.quota.remainingQuota(visitor('fp-remaining-4'), 'planner')).toMatchObject({ remaining: 0, limit: 3 });
    expect(await services.quota.remainingQuota(visitor(null), 'chat')).toMatchObject({ remaining: 40, limit: 40 });
  });

  describe('a refusal reports exactly what the remaining count reports', () => {
    /** The AppError `consumeQuota` refuses `input` with (fails when it is charged). */
    const refusalOf = async (input: { subject: QuotaSubject; api: MeteredApi; amount?: number; now?: number }, quota = services.quota): Promise<AppError> => {
      try {
        await quota.consumeQuota(input);
      } catch (error) {
        if (error instanceof AppError) return error;
        throw error;
      }
      throw new Error(`expected ${input.api} to be refused`);
    };
    /** Expect `refusal` to carry the remaining count of `subject` for `api` at `now`, and return that count. */
    const expectSameAsRemaining = async (refusal: AppError, subject: QuotaSubject, api: MeteredApi, now = clock.now(), quota = services.quota) => {
      const remaining = await quota.remainingQuota(subject, api, now);
      expect(remaining.unlimited).toBe(false);
      expect(refusal.data).toEqual({
        apiName: api,
        subject: remaining.payer,
        limit: remaining.limit,
        remaining: remaining.remaining,
        resetsAt: new Date(remaining.resetsAt ?? Number.NaN).toISOString(),
      });
      expect(refusal.params.seconds).toBe(Math.ceil(((remaining.resetsAt ?? Number.NaN) - now) / 1000));
      return remaining;
    };

    it('names the fingerprint’s counter when it and the address ceiling are both spent, and the ceiling when only it is', async () => {
      for (const n of [1, 2, 3]) await consumeTimes(visitor(`fp-agree-svc-${n}`), 'planner', 1);
      // Fingerprint 1 of 1 and address 3 of 3: the address refuses first in lock order, yet both report the fingerprint.
      const both = await expectSameAsRemaining(await refusalOf({ subject: visitor('fp-agree-svc-1'), api: 'planner' }), visitor('fp-agree-svc-1'), 'planner');
      expect(both).toMatchObject({ payer: 'visitor', limit: 1, used: 1, remaining: 0 });
      const ceiling = await expectSameAsRemaining(await refusalOf({ subject: visitor('fp-agree-svc-4'), api: 'planner' }), visitor('fp-agree-svc-4'), 'planner');
      expect(ceiling).toMatchObject({ limit: 3, used: 3, remaining: 0 });
    });

    it('names the counter with the fewest characters left when a translation asks for more than several have left', async () => {
      await services.quota.consumeQuota({ subject: visitor('fp-agree-chars-1'), api: 'translation_chars', amount: 490 });
      await services.quota.consumeQuota({ subject: visitor('fp-agree-chars-2'), api: 'translation_chars', amount: 480 });
      await services.quota.consumeQuota({ subject: visitor('fp-agree-chars-3'), api: 'translation_chars', amount: 500 });
      await services.quota.consumeQuota({ subject: visitor('fp-agree-chars-4'), api: 'translation_chars', amount: 500 });
      // Left: 10 of the fingerprint's 500, 30 of the address's 2000; 40 characters fit neither.
      const both = await expectSameAsRemaining(await refusalOf({ subject: visitor('fp-agree-chars-1'), api: 'translation_chars', amount: 40 }), visitor('fp-agree-chars-1'), 'translation_chars');
      expect(both).toMatchObject({ limit: 500, used: 490, remaining: 10 });
      // More than the fingerprint's whole limit: refused before any statement, reported the same way.
      const tooLarge = await expectSameAsRemaining(await refusalOf({ subject: visitor('fp-agree-chars-1'), api: 'translation_chars', amount: 501 }), visitor('fp-agree-chars-1'), 'translation_chars');
      expect(tooLarge).toMatchObject({ limit: 500, remaining: 10 });
      expect((await counterRows(database.db)).filter((r) => r.includes('fp-agree-chars-1'))).toEqual(['visitor/fp-agree-chars-1/translation_chars/d:2026-06-10=490']);
    });

    it('names the member counter that resets last when the day and the window are both spent', async () => {
      // TRIAL planner: 1 run per 2-hour window, 2 per Shanghai day.
      const config = membershipConfigWith((c) => {
        c.levels.TRIAL.apiPermissions = c.levels.TRIAL.apiPermissions.map((p) => (p.apiName === 'planner' ? { ...p, totalLimit: 1, timeLimitHours: 2, dailyLimit: 2 } : p));
      });
      const own = createMembershipServices(database.db, { config, now: clock.now });
      const userId = await newUser();
      const start = clock.now();
      await own.membershipService.grantMembership({ userId, orderId: `o-${userId}-trial`, level: 'TRIAL', durationHours: 72 });
      await own.quota.consumeQuota({ subject: userSubject(userId), api: 'planner' });
      const window = await expectSameAsRemaining(await refusalOf({ subject: userSubject(userId), api: 'planner' }, own.quota), userSubject(userId), 'planner', clock.now(), own.quota);
      expect(window).toMatchObject({ payer: 'member', limit: 1, remaining: 0, resetsAt: start + 2 * HOUR });
      clock.advance(2 * HOUR);
      await own.quota.consumeQuota({ subject: userSubject(userId), api: 'planner' });
      // Window 1 of 1 (ends 14:00 Shanghai) and day 2 of 2 (ends midnight): the day holds it back longer.
      const both = await expectSameAsRemaining(await refusalOf({ subject: userSubject(userId), api: 'planner' }, own.quota), userSubject(userId), 'planner', clock.now(), own.quota);
      expect(both).toMatchObject({ limit: 2, used: 2, remaining: 0, resetsAt: Date.parse('2026-06-10T16:00:00Z') });
    });
  });
});
