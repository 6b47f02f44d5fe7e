import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_FINGERPRINT_HEADER } from '@dali/shared/contracts/membership';
import type { PlannerRequestInput, TravelPlan } from '@dali/shared/contracts/planner';
import type { Locale } from '@dali/shared/locales';
import { formatMessage } from '@dali/shared/messages';
import { createManualClock } from '../../test/accounts-helpers.js';
import type { TestApp } from '../../test/build-test-app.js';
import { membershipConfigWith } from '../../test/membership-helpers.js';
import { createTestUser, type TestUser } from '../../test/test-auth.js';
import { testEngines } from '../../test/test-databases.js';
import { buildPlannerTestApp, createScriptedAi, parseEventStream } from '../../test/planner-helpers.js';
import { newPlanId } from './travel-plans.service.js';

const LOCALES: Locale[] = ['en-US', 'zh-CN', 'zh-HK'];
const PLANS = '/ai_api/v1/base_api/travel_plans';
const MINUTE = 60_000;

type Caller = { user?: TestUser; fingerprint?: string; locale?: Locale };

describe.each(testEngines())('stored travel plans on %s', (engine) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  const clock = createManualClock(Date.parse('2026-11-20T04:00:00Z'));

  beforeAll(async () => {
    t = await buildPlannerTestApp({
      engine,
      plannerAi: createScriptedAi(),
      planner: { now: clock.now },
      // Enough planner runs for the tests to make several plans per caller.
      membership: {
        config: membershipConfigWith((config) => {
          config.freeTiers.user.planner = 100;
          config.freeTiers.visitor.planner = 100;
          config.freeTiers.visitorIp.planner = 1000;
        }),
      },
    });
    alice = await createTestUser(t.database.db, { username: 'alice' });
    bob = await createTestUser(t.database.db, { username: 'bob' });
  });
  afterAll(() => t.close());

  const headersOf = (caller: Caller) => ({
    'accept-language': caller.locale ?? 'en-US',
    ...caller.user?.headers,
    ...(caller.fingerprint ? { [VISITOR_FINGERPRINT_HEADER]: caller.fingerprint } : {}),
  });
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, caller: Caller = {}) => t.app.inject({ method, url, headers: headersOf(caller) });
  /** Make a plan through the form stream as `caller`; returns its id and the streamed plan. */
  const makePlan = async (caller: Caller, form: PlannerRequestInput = { durationDays: 1 }) => {
    const response = await t.app.inject({ method: 'POST', url: '/ai_api/v1/travel_planner_v3/plan/stream', payload: form, headers: headersOf(caller) });
    const { frames } = parseEventStream(response.body);
    const done = frames.find((f) => f.type === 'done');
    if (done?.type !== 'done') throw new Error(`no plan was made: ${response.body.slice(0, 500)}`);
    const stored = await call('GET', `${PLANS}/${done.planId}`, caller);
    return { planId: done.planId, processingMs: done.processingMs, plan: stored.json().data.plan as TravelPlan };
  };

  describe('GET /base_api/travel_plans/user/{userId}', () => {
    it('lists the user’s own plans newest first with the summary fields of spec §3', async () => {
      const carol = await createTestUser(t.database.db, { username: 'carol' });
      const first = await makePlan({ user: carol }, { durationDays: 1, budget: '5000', specialRequirements: 'A quiet room, please' });
      const firstAt = clock.now();
      clock.advance(5 * MINUTE);
      const second = await makePlan({ user: carol }, { durationDays: 2, destinations: ['xizhou', 'dali-old-town'] });
      const secondAt = clock.now();
      clock.advance(MINUTE);
      await makePlan({ user: bob });
      await makePlan({ fingerprint: 'fp-history-visitor' });

      const response = await call('GET', `${PLANS}/user/${carol.id}`, { user: carol });
      expect(response.statusCode).toBe(200);
      const activities = (plan: TravelPlan) => plan.days.flatMap((d) => d.items).filter((i) => i.kind === 'attraction' || i.kind === 'meal').length;
      expect(response.json()).toEqual({
        code: 0,
        message: 'Success',
        data: {
          plans: [
            {
              planId: second.planId,
              budgetRange: null,
              createdAt: new Date(secondAt).toISOString(),
              attractionCount: second.plan.overview.attractionCount,
              activityCount: activities(second.plan),
              processingTimeSeconds: second.processingMs / 1000,
              hasSpecialRequirements: false,
              durationDays: 2,
              towns: second.plan.overview.townIds,
              shared: false,
            },
            {
              planId: first.planId,
              budgetRange: { minCny: null, maxCny: 5000 },
              createdAt: new Date(firstAt).toISOString(),
              attractionCount: first.plan.overview.attractionCount,
              activityCount: activities(first.plan),
              processingTimeSeconds: first.processingMs / 1000,
              hasSpecialRequirements: true,
              durationDays: 1,
              towns: first.plan.overview.townIds,
              shared: false,
            },
          ],
        },
      });
      expect(second.plan.overview.attractionCount).toBeGreaterThan(0);
      expect(activities(second.plan)).toBeGreaterThan(second.plan.overview.attractionCount);

      // Sharing shows in the list; deleting takes the plan out of it.
      await call('POST', `${PLANS}/${first.planId}/share`, { user: carol });
      await call('DELETE', `${PLANS}/${second.planId}`, { user: carol });
      const after = await call('GET', `/ai_api_test/v1/base_api/travel_plans/user/${carol.id}`, { user: carol });
      expect(after.json().data.plans.map((p: { planId: string; shared: boolean }) => [p.planId, p.shared])).toEqual([[first.planId, true]]);
    });

    it('answers an empty list to a user without plans', async () => {
      const dave = await createTestUser(t.database.db);
      expect((await call('GET', `${PLANS}/user/${dave.id}`, { user: dave })).json().data).toEqual({ plans: [] });
    });

    it.each(LOCALES)('is for the user only: 401 without a token, 403 with another user’s (%s)', async (locale) => {
      const anonymous = await call('GET', `${PLANS}/user/${alice.id}`, { locale, fingerprint: 'fp-history-snoop' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ code: 40101, message: formatMessage('server.notLoggedIn', locale), data: null });
      const other = await call('GET', `${PLANS}/user/${alice.id}`, { user: bob, locale });
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual({ code: 40301, message: formatMessage('server.forbidden', locale), data: null });
    });
  });

  describe('reading, sharing and deleting one plan', () => {
    it('lets the owner share, anyone read while shared, and only the owner manage it', async () => {
      const { planId } = await makePlan({ user: alice });
      const url = `${PLANS}/${planId}`;

      // Not shared: only Alice sees it; everyone else holding its (unguessable) id is told it is not shared.
      expect((await call('GET', url, { user: alice })).json().data).toMatchObject({ id: planId, userId: alice.id, isOwner: true, shared: false });
      for (const caller of [{}, { user: bob }, { fingerprint: 'fp-share-stranger' }]) {
        const hidden = await call('GET', url, caller);
        expect(hidden.statusCode).toBe(404);
        expect(hidden.json().code).toBe(40406);
        expect((await call('POST', `${url}/share`, caller)).statusCode).toBe(404);
        expect((await call('DELETE', url, caller)).statusCode).toBe(404);
      }

      clock.advance(MINUTE);
      const sharedAt = new Date(clock.now()).toISOString();
      const shared = await call('POST', `${url}/share`, { user: alice, locale: 'zh-CN' });
      expect(shared.statusCode).toBe(200);
      expect(shared.json()).toEqual({
        code: 0,
        message: formatMessage('server.planShared', 'zh-CN'),
        data: { planId, shared: true, sharedAt, searchable: false, sharePath: `/share/${planId}` },
      });
      // Sharing again keeps the first time.
      clock.advance(MINUTE);
      expect((await call('POST', `${url}/share`, { user: alice })).json().data.sharedAt).toBe(sharedAt);

      // Shared: anyone reads it (spec §6: the share route needs no login), without learning the owner.
      const publicRead = await call('GET', url);
      expect(publicRead.statusCode).toBe(200);
      expect(publicRead.json().data).toMatchObject({ id: planId, userId: null, isOwner: false, shared: true, sharedAt });
      expect((await call('GET', url, { user: bob })).json().data).toMatchObject({ isOwner: false, userId: null });
      // …but only Alice may change it.
      for (const caller of [{ user: bob }, { fingerprint: 'fp-share-stranger' }, {}]) {
        for (const [method, path] of [
          ['POST', `${url}/share`],
          ['DELETE', `${url}/share`],
          ['DELETE', url],
        ] as const) {
          const refused = await call(method, path, { ...caller, locale: 'zh-HK' });
          expect(refused.statusCode, `${method} ${path}`).toBe(403);
          expect(refused.json()).toEqual({ code: 40301, message: formatMessage('server.forbidden', 'zh-HK'), data: null });
        }
      }

      const unshared = await call('DELETE', `${url}/share`, { user: alice });
      expect(unshared.json()).toEqual({ code: 0, message: 'Sharing is off', data: { planId, shared: false, sharedAt: null, searchable: false, sharePath: `/share/${planId}` } });
      // The link now says its owner stopped sharing, in the caller's language, not "invalid".
      for (const locale of LOCALES) {
        const stopped = await call('GET', url, { locale });
        expect(stopped.statusCode).toBe(404);
        expect(stopped.json()).toEqual({ code: 40406, message: formatMessage('server.planNotShared', locale), data: null });
      }
      expect((await call('DELETE', `${url}/share`, { user: alice })).json().data.shared).toBe(false);
    });

    it('lets only the owner let search engines list a shared plan, keeps the choice until sharing stops, and refuses a bad body', async () => {
      const { planId } = await makePlan({ user: alice });
      const url = `${PLANS}/${planId}`;
      const searchableOf = async () =>
        (await t.database.db.selectFrom('travelPlans').select(['searchable', 'sharedAt']).where('id', '=', planId).executeTakeFirstOrThrow());
      const post = (caller: Caller, payload: unknown) => t.app.inject({ method: 'POST', url: `${url}/share`, payload: payload as object, headers: headersOf(caller) });

      // Sharing with {searchable: true} shares and lists in one call.
      const listed = await post({ user: alice }, { searchable: true });
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data).toMatchObject({ shared: true, searchable: true });
      expect((await call('GET', url)).json().data).toMatchObject({ shared: true, searchable: true });
      // Sharing again without a body keeps the choice (and the first sharing time).
      const sharedAt = listed.json().data.sharedAt as string;
      clock.advance(MINUTE);
      expect((await call('POST', `${url}/share`, { user: alice })).json().data).toMatchObject({ searchable: true, sharedAt });

      // Nobody else may change it; a body that is not {searchable: boolean} is refused in the caller's language; nothing changes.
      for (const caller of [{ user: bob }, { fingerprint: 'fp-search-stranger' }]) expect((await post(caller, { searchable: false })).statusCode).toBe(403);
      for (const payload of [{ searchable: 'yes' }, { searchable: 1 }, { searchable: null }]) {
        const refused = await post({ user: alice, locale: 'zh-CN' }, payload);
        expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
        expect(refused.json().data.fields).toEqual([{ field: 'body.searchable', message: expect.stringMatching(/[\u4e00-\u9fff]/) }]);
      }
      expect(await searchableOf()).toMatchObject({ searchable: 1 });

      // Turned off by the owner.
      expect((await post({ user: alice }, { searchable: false })).json().data).toMatchObject({ shared: true, searchable: false });
      await post({ user: alice }, { searchable: true });
      // Stopping sharing clears it: sharing again later starts unlisted.
      expect((await call('DELETE', `${url}/share`, { user: alice })).json().data).toMatchObject({ shared: false, searchable: false });
      expect(await searchableOf()).toEqual({ searchable: 0, sharedAt: null });
      expect((await call('POST', `${url}/share`, { user: alice })).json().data).toMatchObject({ shared: true, searchable: false });
    });

    it.each(LOCALES)('answers "itinerary missing or deleted" once a shared plan is deleted, to everyone (%s)', async (locale) => {
      const { planId } = await makePlan({ user: alice });
      const url = `${PLANS}/${planId}`;
      await call('POST', `${url}/share`, { user: alice });
      expect((await call('GET', url)).statusCode).toBe(200);

      const deleted = await call('DELETE', url, { user: alice, locale });
      expect(deleted.json()).toEqual({ code: 0, message: formatMessage('server.planDeleted', locale), data: { planId } });

      const gone = { code: 40404, message: formatMessage('server.planMissingOrDeleted', locale), data: null };
      for (const caller of [{ locale }, { user: bob, locale }, { user: alice, locale }]) {
        const response = await call('GET', url, caller);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(gone);
      }
      expect((await call('POST', `${url}/share`, { user: alice, locale })).json()).toEqual(gone);
      expect((await call('DELETE', url, { user: alice, locale })).json()).toEqual(gone);
      const row = await t.database.db.selectFrom('travelPlans').select(['deletedAt', 'sharedAt']).where('id', '=', planId).executeTakeFirstOrThrow();
      expect(row.deletedAt).toBe(clock.now());
      expect(row.sharedAt).not.toBeNull();
    });

    it('keeps a deleted plan that was never shared unknown to others', async () => {
      const { planId } = await makePlan({ user: alice });
      await call('DELETE', `${PLANS}/${planId}`, { user: alice });
      expect((await call('GET', `${PLANS}/${planId}`, { user: alice })).json().code).toBe(40404);
      expect((await call('GET', `${PLANS}/${planId}`, { user: bob })).json().code).toBe(40401);
      expect((await call('GET', `${PLANS}/${planId}`)).json().code).toBe(40401);
    });

    it('gives a visitor’s plan to the fingerprint it was made with', async () => {
      const fingerprint = 'fp-visitor-owner-1';
      const { planId } = await makePlan({ fingerprint });
      const url = `${PLANS}/${planId}`;
      expect((await call('GET', url, { fingerprint })).json().data).toMatchObject({ id: planId, userId: null, isOwner: true });
      // The same browser after logging in still holds the fingerprint, so it still owns the plan.
      expect((await call('GET', url, { fingerprint, user: bob })).json().data.isOwner).toBe(true);
      for (const caller of [{}, { fingerprint: 'fp-visitor-other-1' }, { user: bob }]) expect((await call('GET', url, caller)).statusCode).toBe(404);

      expect((await call('POST', `${url}/share`, { fingerprint })).json().data.shared).toBe(true);
      expect((await call('GET', url, { fingerprint: 'fp-visitor-other-1' })).json().data.isOwner).toBe(false);
      expect((await call('DELETE', url, { fingerprint: 'fp-visitor-other-1' })).statusCode).toBe(403);
      expect((await call('DELETE', url, { fingerprint })).statusCode).toBe(200);
      expect((await call('GET', url)).json().code).toBe(40404);
    });

    it('answers 404 to unknown and malformed ids alike', async () => {
      for (const id of [newPlanId(), 'not-a-plan', 'x'.repeat(64)]) {
        const response = await call('GET', `${PLANS}/${id}`, { user: alice, locale: 'zh-CN' });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 40401, message: '数据不存在', data: null });
      }
    });
  });

  it('gives plans unguessable ids: 22 URL-safe characters carrying 128 random bits', async () => {
    const ids = Array.from({ length: 2000 }, () => newPlanId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(id, 'base64url')).toHaveLength(16);
    }
    // Every character position varies (no timestamp or counter prefix).
    for (let position = 0; position < 21; position += 1) expect(new Set(ids.map((id) => id[position])).size).toBeGreaterThan(32);
    const { planId } = await makePlan({ user: alice });
    expect(planId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('documents the planner routes in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths as Record<string, unknown>);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/ai_api/v1/travel_planner_v3/plan/stream',
        '/ai_api/v1/travel_planner_v3/plan_from_text/stream',
        '/ai_api/v1/base_api/travel_plans/user/{userId}',
        '/ai_api/v1/base_api/travel_plans/{id}',
        '/ai_api/v1/base_api/travel_plans/{id}/share',
      ]),
    );
  });
});
