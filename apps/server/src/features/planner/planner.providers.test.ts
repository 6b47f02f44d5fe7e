import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_FINGERPRINT_HEADER } from '@dali/shared/contracts/membership';
import type { PlannerStreamFrame } from '@dali/shared/contracts/planner-stream';
import type { Locale } from '@dali/shared/locales';
import { formatMessage } from '@dali/shared/messages';
import type { TestApp } from '../../test/build-test-app.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../test/fake-openai-server.js';
import { testEngines } from '../../test/test-databases.js';
import { buildPlannerTestApp, frameLabels, parseEventStream } from '../../test/planner-helpers.js';

const FORM = '/ai_api/v1/travel_planner_v3/plan/stream';
const TEXT = '/ai_api/v1/travel_planner_v3/plan_from_text/stream';

const only = <T extends PlannerStreamFrame['type']>(frames: PlannerStreamFrame[], type: T) =>
  frames.filter((f): f is Extract<PlannerStreamFrame, { type: T }> => f.type === type);

/** Helpers over one app: streams and reads as a visitor of its own (fingerprint and address). */
function callers(getApp: () => TestApp, prefix: string) {
  let count = 0;
  const newVisitor = (locale: Locale = 'en-US') => {
    count += 1;
    return { fingerprint: `fp-${prefix}-${count}`, address: `192.0.2.${count}`, locale };
  };
  type Visitor = ReturnType<typeof newVisitor>;
  const headersOf = (v: Visitor) => ({ 'accept-language': v.locale, [VISITOR_FINGERPRINT_HEADER]: v.fingerprint });
  const run = async (url: string, payload: Record<string, unknown>, v: Visitor) => {
    const response = await getApp().app.inject({ method: 'POST', url, payload, remoteAddress: v.address, headers: headersOf(v) });
    expect(response.statusCode, response.body).toBe(200);
    return parseEventStream(response.body).frames;
  };
  const stored = async (planId: string, v: Visitor) =>
    (await getApp().app.inject({ method: 'GET', url: `/ai_api/v1/base_api/travel_plans/${planId}`, headers: headersOf(v) })).json();
  const remaining = async (v: Visitor) =>
    (
      await getApp().app.inject({
        method: 'GET',
        url: `/ai_api/v1/base_api/visitor/remaining_count?user_id=${v.fingerprint}&type=planner`,
        remoteAddress: v.address,
      })
    ).json().data.remaining as number;
  const storedCount = async () =>
    Number((await getApp().database.db.selectFrom('travelPlans').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
  return { newVisitor, run, stored, remaining, storedCount };
}

describe.each(testEngines())('planner streams with the configured AI provider on %s', (engine) => {
  describe('the local provider (no AI_* settings)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildPlannerTestApp({ engine });
    });
    afterAll(() => t.close());
    const { newVisitor, run, stored } = callers(() => t, `${engine}-local`);

    it('reads a quick text with the local extractor and writes the narrative from the plan', async () => {
      const visitor = newVisitor('zh-CN');
      const frames = await run(TEXT, { text: 'Two days in Xizhou, vegetarian, budget 3000 yuan', language: 'en-US' }, visitor);
      const labels = frameLabels(frames);
      expect(labels.slice(0, 4)).toEqual(['phase:loading', 'request', 'phase:thinking', 'phase:streaming']);
      expect(labels.slice(-3)).toEqual(['check', 'done', 'phase:done']);
      expect(only(frames, 'request')[0]?.request).toMatchObject({ durationDays: 2, destinations: ['xizhou'], dietaryRestrictions: ['vegetarian'], budget: 3000, language: 'en-US' });
      const pieces = only(frames, 'narrative').map((f) => f.piece);
      expect(pieces.length).toBeGreaterThan(3);
      expect(pieces[0]?.dayIndex).toBeNull();
      expect(new Set(pieces.map((p) => p.dayIndex))).toEqual(new Set([null, 1, 2]));
      const planId = only(frames, 'done')[0]?.planId ?? '';
      const data = (await stored(planId, visitor)).data;
      expect(data.narrative.map((p: { dayIndex: number | null }) => p.dayIndex)).toEqual([null, 1, 2]);
      expect(data.narrative.map((p: { text: string }) => p.text).join('')).toBe(pieces.map((p) => p.text).join(''));
    });

    it('reads Traditional Chinese and plans in zh-HK', async () => {
      const visitor = newVisitor('zh-HK');
      const frames = await run(TEXT, { text: '想去喜洲玩一天，兩個人，不吃辣', language: 'zh-HK' }, visitor);
      expect(only(frames, 'request')[0]?.request).toMatchObject({ durationDays: 1, travelerCount: 2, destinations: ['xizhou'], dietaryRestrictions: ['no-spicy'], language: 'zh-HK' });
      expect(frameLabels(frames).at(-2)).toBe('done');
    });
  });

  describe('an OpenAI-compatible provider', () => {
    let t: TestApp;
    let fake: FakeOpenAiServer;
    beforeAll(async () => {
      fake = await startFakeOpenAiServer();
      t = await buildPlannerTestApp({ engine, env: { AI_BASE_URL: fake.baseURL, AI_API_KEY: 'test-key', AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '5000' } });
    });
    afterAll(async () => {
      await t.close();
      await fake.close();
    });
    const { newVisitor, run, stored, remaining, storedCount } = callers(() => t, `${engine}-openai`);

    it('streams the model’s narrative chunks as they arrive and stores them joined per day', async () => {
      const visitor = newVisitor();
      fake.enqueue(
        { content: JSON.stringify({ durationDays: 1, destinations: ['Xizhou'], unrecognised: ['hot air balloon'] }) },
        { content: 'Welcome to Dali. ', pieces: ['Welcome ', 'to Dali. '] },
        { content: 'A day in Xizhou.', pieces: ['A day ', 'in ', 'Xizhou.'] },
      );
      const before = fake.requests.length;
      const frames = await run(TEXT, { text: 'One day in Xizhou, maybe a hot air balloon ride', language: 'en-US' }, visitor);
      expect(fake.requests.length - before).toBe(3);
      expect(fake.requests.at(-1)?.body).toMatchObject({ model: 'fake-model', stream: true });
      expect(fake.requests.at(-1)?.authorization).toBe('Bearer test-key');

      expect(only(frames, 'request')[0]).toMatchObject({ request: { durationDays: 1, destinations: ['xizhou'] }, unrecognised: ['hot air balloon'] });
      expect(only(frames, 'narrative').map((f) => f.piece)).toEqual([
        { dayIndex: null, text: 'Welcome ' },
        { dayIndex: null, text: 'to Dali. ' },
        { dayIndex: 1, text: 'A day ' },
        { dayIndex: 1, text: 'in ' },
        { dayIndex: 1, text: 'Xizhou.' },
      ]);
      expect(frameLabels(frames).slice(-3)).toEqual(['check', 'done', 'phase:done']);
      const planId = only(frames, 'done')[0]?.planId ?? '';
      expect((await stored(planId, visitor)).data.narrative).toEqual([
        { dayIndex: null, text: 'Welcome to Dali. ' },
        { dayIndex: 1, text: 'A day in Xizhou.' },
      ]);
      expect(await remaining(visitor)).toBe(0);
    });

    it('ends with an error frame when the upstream breaks mid-stream, stores nothing and gives the use back', async () => {
      const visitor = newVisitor('zh-CN');
      fake.enqueue({ content: 'Welcome to Dali, a lake city.', pieces: ['Welcome ', 'to Dali, ', 'a lake city.'], failAfter: 2 });
      const before = await storedCount();
      const frames = await run(FORM, { durationDays: 1 }, visitor);
      const labels = frameLabels(frames);
      expect(labels.slice(-3)).toEqual(['narrative', 'narrative', 'error']);
      expect(only(frames, 'narrative').map((f) => f.piece.text)).toEqual(['Welcome ', 'to Dali, ']);
      expect(frames.at(-1)).toEqual({ type: 'error', code: 50203, message: formatMessage('server.plannerAiFailed', 'zh-CN') });
      expect(await remaining(visitor)).toBe(1);
      expect(await storedCount()).toBe(before);
    });

    it('turns an extraction the model answers with an HTTP error into an error frame, free of charge', async () => {
      const visitor = newVisitor('zh-HK');
      // The SDK retries once; both attempts fail.
      fake.enqueue({ status: 503, message: 'overloaded' }, { status: 503, message: 'overloaded' });
      const frames = await run(TEXT, { text: '大理古城兩天，兩個人', language: 'zh-HK' }, visitor);
      expect(frameLabels(frames)).toEqual(['phase:loading', 'error']);
      expect(frames[1]).toEqual({ type: 'error', code: 50203, message: formatMessage('server.plannerAiFailed', 'zh-HK') });
      expect(await remaining(visitor)).toBe(1);
    });
  });
});
