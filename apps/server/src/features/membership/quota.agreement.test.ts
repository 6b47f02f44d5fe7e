/**
 * The two ways a caller learns its quota agree (spec §7 remaining-count call, §8 429/448;
 * docs/decisions/0009-quotas.md): for the same caller and feature, the `data` of a refused metered
 * call (HTTP 429 ANONYMOUS_LIMIT for a visitor, 448 QUOTA_EXHAUSTED for a logged-in user or member)
 * names the same counter as `GET /ai_api/v1/base_api/visitor/remaining_count`: same limit, same
 * remaining count, same reset time, same subject. Checked through the real planner, chat and
 * translation routes for a visitor (fingerprint under its address's ceiling), a logged-in free user
 * and members, on every test engine.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTA_TYPES, QuotaRefusalDataSchema, VISITOR_FINGERPRINT_HEADER, type QuotaType, type RemainingCount } from '@dali/shared/contracts/membership';
import type { TextTranslator } from '../../providers/translation/text-translator.js';
import { createManualClock } from '../../test/accounts-helpers.js';
import { buildTestApp, type BuildTestAppOptions, type TestApp } from '../../test/build-test-app.js';
import { createMembershipServices, membershipConfigWith } from '../../test/membership-helpers.js';
import { buildPlannerTestApp, createScriptedAi } from '../../test/planner-helpers.js';
import { createTestUser, type TestUser } from '../../test/test-auth.js';
import { testEngines } from '../../test/test-databases.js';
import type { MembershipConfig } from './membership-config.js';

/** The chat engine the app takes (typed through the test app, as features never import each other). */
type ChatEngine = NonNullable<NonNullable<BuildTestAppOptions['chat']>['engine']>;

const HOUR = 3_600_000;
/** 10:00 in Shanghai: two hours later is still the same Shanghai day. */
const START = Date.parse('2026-06-10T02:00:00Z');
/** The end of that Shanghai day (midnight Asia/Shanghai), ISO. */
const SHANGHAI_MIDNIGHT = '2026-06-10T16:00:00.000Z';
const PLAN = '/ai_api/v1/travel_planner_v3/plan/stream';
const PLAN_FROM_TEXT = '/ai_api/v1/travel_planner_v3/plan_from_text/stream';
const CHAT = '/ai_api/v1/chat/stream';
const TRANSLATE = '/api/v1/translation/translate';

/** A caller: a visitor (fingerprint, client address) or a logged-in user. */
type Caller = { fingerprint: string; address: string } | { user: TestUser };


const headersOf = (caller: Caller): Record<string, string> =>
  'user' in caller ? { ...caller.user.headers } : { [VISITOR_FINGERPRINT_HEADER]: caller.fingerprint };
const addressOf = (caller: Caller) => ('user' in caller ? '127.0.0.1' : caller.address);
const idOf = (caller: Caller) => ('user' in caller ? caller.user.id : caller.fingerprint);

/** The remaining-count answer of `caller` for `type`, as the web client asks it (spec §7). */
async function remainingCount(app: TestApp['app'], caller: Caller, type: QuotaType): Promise<RemainingCount> {
  const response = await app.inject({
    method: 'GET',
    url: `/ai_api/v1/base_api/visitor/remaining_count?user_id=${encodeURIComponent(idOf(caller))}&type=${type}`,
    remoteAddress: addressOf(caller),
    headers: headersOf(caller),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: RemainingCount }>().data;
}

/**
 * Expect `refused` to be the refusal of `type` for `caller` (429 for visitors, 448 otherwise) and
 * its `data` to name what the remaining-count call answers right after; returns that answer.
 */
async function expectAgreement(app: TestApp['app'], refused: LightMyRequestResponse, caller: Caller, type: QuotaType): Promise<RemainingCount> {
  expect(refused.statusCode, refused.body).toBe('user' in caller ? 448 : 429);
  const count = await remainingCount(app, caller, type);
  const body = refused.json<{ code: number; data: unknown }>();
  expect(body.code).toBe('user' in caller ? 44801 : 42902);
  // The contract of the refusal's data, then the same numbers as the remaining count.
  expect(QuotaRefusalDataSchema.safeParse(body.data).success, JSON.stringify(body.data)).toBe(true);
  expect(body.data).toEqual({ apiName: QUOTA_TYPES[type], subject: count.subject, limit: count.limit, remaining: count.remaining, resetsAt: count.resetsAt });
  return count;
}

describe.each(testEngines())('quota answers agree on %s', (engine) => {
  describe('planner', () => {
    let t: TestApp;
    const clock = createManualClock(START);
    // TRIAL: at most 1 run per 2-hour window and 2 per Shanghai day, so both counters of a member
    // can be spent at once (the packages of config/membership.json limit only one of them).
    const config = membershipConfigWith((c: MembershipConfig) => {
      c.levels.TRIAL.apiPermissions = c.levels.TRIAL.apiPermissions.map((p) => (p.apiName === 'planner' ? { ...p, totalLimit: 1, timeLimitHours: 2, dailyLimit: 2 } : p));
    });
    let grants = 0;
    const grant = (user: TestUser, what: { packageId: string } | { level: 'TRIAL'; durationHours: number }) =>
      createMembershipServices(t.database.db, { config, now: clock.now }).membershipService.grantMembership({ userId: user.id, orderId: `agreement-${engine}-${(grants += 1)}`, ...what });
    const plan = (caller: Caller, url = PLAN) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: url === PLAN ? { durationDays: 1 } : { text: 'Two quiet days in Xizhou', language: 'en-US' },
        remoteAddress: addressOf(caller),
        headers: { 'accept-language': 'en-US', ...headersOf(caller) },
      });
    const planned = async (caller: Caller) => {
      const response = await plan(caller);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).toContain('"type":"done"');
    };

    beforeAll(async () => {
      t = await buildPlannerTestApp({ engine, plannerAi: createScriptedAi(), membership: { now: clock.now, config } });
    });
    afterAll(() => t.close());

    it('tells a visitor the same limit and remaining count in the 429 as the remaining-count call, whichever of its counters is spent', async () => {
      // Free visitor tier: 1 run per fingerprint, 3 per client address (config/membership.json).
      const address = '203.0.113.10';
      const visitors = [1, 2, 3, 4].map((n) => ({ fingerprint: `fp-agree-${engine}-plan-${n}`, address }));
      const [first, second, third, fourth] = visitors;
      if (!first || !second || !third || !fourth) throw new Error('four visitors expected');

      await planned(first);
      // Only the fingerprint's run is spent.
      expect(await expectAgreement(t.app, await plan(first), first, 'planner')).toMatchObject({ subject: 'visitor', limit: 1, remaining: 0, resetsAt: SHANGHAI_MIDNIGHT });

      await planned(second);
      await planned(third);
      // Now the address's 3 runs are spent too: the fingerprint (1 of 1) and the address (3 of 3)
      // both refuse; both answers name the fingerprint's counter.
      expect(await expectAgreement(t.app, await plan(first), first, 'planner')).toMatchObject({ limit: 1, remaining: 0 });
      expect(await expectAgreement(t.app, await plan(first, PLAN_FROM_TEXT), first, 'planner')).toMatchObject({ limit: 1, remaining: 0 });
      // A fresh fingerprint has its own run left, but not the address: both name the address's counter.
      expect(await expectAgreement(t.app, await plan(fourth), fourth, 'planner')).toMatchObject({ subject: 'visitor', limit: 3, remaining: 0 });
    });

    it('tells a logged-in free user the same in the 448 as the remaining-count call', async () => {
      const caller = { user: await createTestUser(t.database.db) };
      await planned(caller);
      expect(await expectAgreement(t.app, await plan(caller), caller, 'planner')).toMatchObject({ subject: 'user', limit: 1, remaining: 0, resetsAt: SHANGHAI_MIDNIGHT });
    });

    it('tells a member on a one-day pass the same in the 448 as the remaining-count call', async () => {
      const caller = { user: await createTestUser(t.database.db) };
      const { membership } = await grant(caller.user, { packageId: 'one-day' });
      await planned(caller);
      await planned(caller);
      expect(await expectAgreement(t.app, await plan(caller), caller, 'planner')).toMatchObject({
        subject: 'member',
        limit: 2,
        remaining: 0,
        resetsAt: new Date(membership.startAt + 24 * HOUR).toISOString(),
      });
    });

    it('tells a member whose day and window are both spent the counter that holds it back longest, in both answers', async () => {
      const caller = { user: await createTestUser(t.database.db) };
      const { membership } = await grant(caller.user, { level: 'TRIAL', durationHours: 72 });
      const from = clock.now();
      try {
        await planned(caller);
        // The 2-hour window (1 of 1) is spent, the day (1 of 2) is not.
        expect(await expectAgreement(t.app, await plan(caller), caller, 'planner')).toMatchObject({
          subject: 'member',
          limit: 1,
          remaining: 0,
          resetsAt: new Date(membership.startAt + 2 * HOUR).toISOString(),
        });
        clock.advance(2 * HOUR);
        await planned(caller);
        // Next window: its run (1 of 1) and the day's (2 of 2) are both spent; the day ends later.
        expect(await expectAgreement(t.app, await plan(caller), caller, 'planner')).toMatchObject({ subject: 'member', limit: 2, remaining: 0, resetsAt: SHANGHAI_MIDNIGHT });
      } finally {
        clock.advance(from - clock.now());
      }
    });
  });

  describe('chat and translation', () => {
    let t: TestApp;
    const clock = createManualClock(START);
    // Small free tiers so a test spends them in a few calls.
    const config = membershipConfigWith((c: MembershipConfig) => {
      c.freeTiers.visitor = { ...c.freeTiers.visitor, chat: 1, translation_chars: 50 };
      c.freeTiers.visitorIp = { ...c.freeTiers.visitorIp, chat: 2, translation_chars: 80 };
      c.freeTiers.user = { ...c.freeTiers.user, chat: 1, translation_chars: 100 };
    });
    const chatEngine: ChatEngine = {
      kind: 'local',
      async *answer() {
        yield { type: 'text', text: 'Erhai is a lake.' };
      },
    };
    const translator: TextTranslator = { kind: 'iflytek', translate: (input) => Promise.resolve(`[${input.to}] ${input.text}`) };
    let sessions = 0;
    const chat = (caller: Caller) =>
      t.app.inject({
        method: 'POST',
        url: CHAT,
        payload: {
          query: 'What is there to see?',
          user_id: idOf(caller),
          include_history: true,
          use_agent: false,
          use_tools: false,
          language: 'en-US',
          session_id: `agree-${engine}-${(sessions += 1)}`,
        },
        remoteAddress: addressOf(caller),
        headers: { 'accept-language': 'en-US', ...headersOf(caller) },
      });
    const translate = (caller: Caller, characters: number) =>
      t.app.inject({
        method: 'POST',
        url: TRANSLATE,
        payload: { text: 'x'.repeat(characters), from: 'en', to: 'zh' },
        remoteAddress: addressOf(caller),
        headers: { 'accept-language': 'en-US', ...headersOf(caller) },
      });

    beforeAll(async () => {
      t = await buildTestApp({
        engine,
        testAuth: true,
        membership: { now: clock.now, config },
        chat: { engine: chatEngine, ground: (text) => Promise.resolve({ unknownNames: [], cleanedText: text }) },
        translator,
      });
    });
    afterAll(() => t.close());

    it('chat: a visitor and a free user hear the same limit and remaining count from the refusal and the remaining-count call', async () => {
      const address = '203.0.113.20';
      const first = { fingerprint: `fp-agree-${engine}-chat-1`, address };
      const second = { fingerprint: `fp-agree-${engine}-chat-2`, address };
      const third = { fingerprint: `fp-agree-${engine}-chat-3`, address };
      expect((await chat(first)).statusCode).toBe(200);
      expect(await expectAgreement(t.app, await chat(first), first, 'chat')).toMatchObject({ limit: 1, remaining: 0 });
      expect((await chat(second)).statusCode).toBe(200);
      // Fingerprint (1 of 1) and address (2 of 2) both spent.
      expect(await expectAgreement(t.app, await chat(first), first, 'chat')).toMatchObject({ limit: 1, remaining: 0 });
      expect(await expectAgreement(t.app, await chat(third), third, 'chat')).toMatchObject({ limit: 2, remaining: 0 });

      const user = { user: await createTestUser(t.database.db) };
      expect((await chat(user)).statusCode).toBe(200);
      expect(await expectAgreement(t.app, await chat(user), user, 'chat')).toMatchObject({ subject: 'user', limit: 1, remaining: 0 });
    });

    it('translation: a refusal of more characters than are left names the counter the remaining-count call names, with what is left', async () => {
      const address = '203.0.113.30';
      const first = { fingerprint: `fp-agree-${engine}-translate-1`, address };
      const second = { fingerprint: `fp-agree-${engine}-translate-2`, address };
      const third = { fingerprint: `fp-agree-${engine}-translate-3`, address };
      expect((await translate(first, 40)).statusCode).toBe(200);
      expect((await translate(second, 20)).statusCode).toBe(200);
      // Left: 10 of the first fingerprint's 50, 20 of the address's 80. 30 characters pass neither.
      expect(await expectAgreement(t.app, await translate(first, 30), first, 'translation')).toMatchObject({ subject: 'visitor', limit: 50, remaining: 10 });
      // More than the fingerprint's whole limit.
      expect(await expectAgreement(t.app, await translate(first, 60), first, 'translation')).toMatchObject({ limit: 50, remaining: 10 });
      // A fresh fingerprint has 50, but the address only 20.
      expect(await expectAgreement(t.app, await translate(third, 30), third, 'translation')).toMatchObject({ limit: 80, remaining: 20 });

      const user = { user: await createTestUser(t.database.db) };
      expect((await translate(user, 90)).statusCode).toBe(200);
      expect(await expectAgreement(t.app, await translate(user, 20), user, 'translation')).toMatchObject({ subject: 'user', limit: 100, remaining: 10 });
    });

    it('translation: a member hears the same from the 448 as from the remaining-count call', async () => {
      const user = { user: await createTestUser(t.database.db) };
      const { membership } = await createMembershipServices(t.database.db, { config, now: clock.now }).membershipService.grantMembership({
        userId: user.user.id,
        orderId: `agreement-${engine}-translate-member`,
        packageId: 'one-day',
      });
      // One-day pass: 1000 characters per 24 hours.
      expect((await translate(user, 995)).statusCode).toBe(200);
      expect(await expectAgreement(t.app, await translate(user, 10), user, 'translation')).toMatchObject({
        subject: 'member',
        limit: 1000,
        remaining: 5,
        resetsAt: new Date(membership.startAt + 24 * HOUR).toISOString(),
      });
    });
  });
});
