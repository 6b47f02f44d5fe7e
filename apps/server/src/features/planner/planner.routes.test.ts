import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_FINGERPRINT_HEADER } from '@dali/shared/contracts/membership';
import type { PlanSection, TravelPlan } from '@dali/shared/contracts/planner';
import type { PlannerStreamFrame } from '@dali/shared/contracts/planner-stream';
import type { Locale } from '@dali/shared/locales';
import { formatMessage } from '@dali/shared/messages';
import type { TestApp } from '../../test/build-test-app.js';
import { createTestUser, type TestUser } from '../../test/test-auth.js';
import { testEngines } from '../../test/test-databases.js';
import { AiProviderError } from './planner-ai.js';
import { buildPlannerTestApp, createScriptedAi, frameLabels, parseEventStream, type ScriptedAi } from '../../test/planner-helpers.js';

const LOCALES: Locale[] = ['en-US', 'zh-CN', 'zh-HK'];
const FORM = '/ai_api/v1/travel_planner_v3/plan/stream';
const TEXT = '/ai_api/v1/travel_planner_v3/plan_from_text/stream';
const PLAN_ID = /^[A-Za-z0-9_-]{22}$/;
const HEARTBEAT_MS = 40;

/** Frame labels of a run that delivers a plan of `days` days with the scripted narrative. */
function deliveredLabels(days: number): string[] {
  const dayLabels = Array.from({ length: days }, () => 'section:day');
  const narrative = Array.from({ length: 1 + 2 * days }, () => 'narrative');
  return [
    'phase:loading',
    'request',
    'phase:thinking',
    'phase:streaming',
    'section:overview',
    ...dayLabels,
    'section:lodging',
    'section:tips',
    'section:costs',
    ...narrative,
    'check',
    'done',
    'phase:done',
  ];
}

/** The plan the `section` frames add up to (language from the request frame). */
function planFromSections(frames: PlannerStreamFrame[]): Omit<TravelPlan, 'language'> {
  const sections = frames.flatMap((f) => (f.type === 'section' ? [f.section] : []));
  const pick = <K extends PlanSection['section']>(kind: K) => sections.filter((s): s is Extract<PlanSection, { section: K }> => s.section === kind);
  return {
    overview: pick('overview')[0]?.overview as TravelPlan['overview'],
    days: pick('day').map((s) => s.day),
    lodging: pick('lodging')[0]?.lodging ?? [],
    tips: pick('tips')[0]?.tips ?? [],
    costs: pick('costs')[0]?.costs as TravelPlan['costs'],
  };
}

const only = <T extends PlannerStreamFrame['type']>(frames: PlannerStreamFrame[], type: T) =>
  frames.filter((f): f is Extract<PlannerStreamFrame, { type: T }> => f.type === type);

describe.each(testEngines())('planner streams on %s', (engine) => {
  let t: TestApp;
  let ai: ScriptedAi;
  let visitors = 0;
  /** A visitor of its own: fingerprint and client address (so the per-address ceiling is not shared). */
  const newVisitor = () => {
    visitors += 1;
    return { fingerprint: `fp-${engine}-stream-${visitors}`, address: `203.0.113.${visitors}` };
  };
  type Caller = { fingerprint?: string; address?: string; user?: TestUser; locale?: Locale };

  beforeAll(async () => {
    ai = createScriptedAi();
    t = await buildPlannerTestApp({ engine, plannerAi: ai, planner: { heartbeatMs: HEARTBEAT_MS } });
  });
  afterAll(() => t.close());
  afterEach(() => {
    ai.script = {};
  });

  const headersOf = (caller: Caller) => ({
    'accept-language': caller.locale ?? 'en-US',
    ...caller.user?.headers,
    ...(caller.fingerprint ? { [VISITOR_FINGERPRINT_HEADER]: caller.fingerprint } : {}),
  });
  const post = (url: string, payload: unknown, caller: Caller) =>
    t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress: caller.address ?? '127.0.0.1', headers: headersOf(caller) });
  const run = async (url: string, payload: unknown, caller: Caller) => {
    const response = await post(url, payload, caller);
    expect(response.statusCode, response.body).toBe(200);
    return { response, ...parseEventStream(response.body) };
  };
  const remaining = async (caller: Caller) => {
    const id = caller.user?.id ?? caller.fingerprint ?? 'none';
    const response = await t.app.inject({
      method: 'GET',
      url: `/ai_api/v1/base_api/visitor/remaining_count?user_id=${encodeURIComponent(id)}&type=planner`,
      remoteAddress: caller.address ?? '127.0.0.1',
      headers: headersOf(caller),
    });
    return (response.json() as { data: { remaining: number } }).data.remaining;
  };
  const storedCount = async () => Number((await t.database.db.selectFrom('travelPlans').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);

  it('streams a form run in the contract order with event-stream headers, stores the plan, and charges one use', async () => {
    const visitor = newVisitor();
    expect(await remaining(visitor)).toBe(1);
    const { response, frames } = await run(FORM, { durationDays: '2', destinations: 'dali-old-town', travelerCount: '2', dietaryRestrictions: 'Veggie, 不吃辣' }, visitor);

    expect(response.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
      'x-content-type-options': 'nosniff',
      'x-request-id': expect.any(String),
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.startsWith('data: {"type":"phase","phase":"loading"}\n\n')).toBe(true);
    expect(frameLabels(frames)).toEqual(deliveredLabels(2));

    const [requestFrame] = only(frames, 'request');
    expect(requestFrame).toMatchObject({
      request: { durationDays: 2, travelerCount: 2, destinations: ['dali-old-town'], dietaryRestrictions: ['vegetarian', 'no-spicy'], language: 'en-US' },
      unrecognised: [],
    });
    const [check] = only(frames, 'check');
    expect(check?.check.passed).toBe(true);
    const [done] = only(frames, 'done');
    expect(done?.planId).toMatch(PLAN_ID);
    expect(done?.processingMs).toBeGreaterThanOrEqual(0);
    expect(await remaining(visitor)).toBe(0);

    // The plan id of `done` reads back what was streamed.
    const stored = await t.app.inject({ method: 'GET', url: `/ai_api/v1/base_api/travel_plans/${done?.planId}`, headers: headersOf(visitor) });
    expect(stored.statusCode).toBe(200);
    const data = stored.json().data;
    expect(data).toMatchObject({ id: done?.planId, userId: null, processingMs: done?.processingMs, shared: false, sharedAt: null, isOwner: true });
    expect(data.request).toEqual(requestFrame?.request);
    expect(data.check).toEqual(check?.check);
    expect(data.plan).toEqual({ language: 'en-US', ...planFromSections(frames) });
    const streamed = only(frames, 'narrative').map((f) => f.piece);
    expect(streamed).toHaveLength(5);
    // Consecutive pieces of one day are stored as one.
    expect(data.narrative).toEqual([
      { dayIndex: null, text: 'Intro (en-US). ' },
      { dayIndex: 1, text: `Day 1, in ${data.plan.days[0].townId}.` },
      { dayIndex: 2, text: `Day 2, in ${data.plan.days[1].townId}.` },
    ]);
    const row = await t.database.db.selectFrom('travelPlans').selectAll().where('id', '=', done?.planId ?? '').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ userId: null, visitorId: visitor.fingerprint, language: 'en-US', durationDays: 2, hasSpecialRequirements: 1, sharedAt: null, deletedAt: null });
  });

  it('passes the abort signal of the run to the narrative and plans in the language the form asks for', async () => {
    const visitor = newVisitor();
    const { frames } = await run(FORM, { durationDays: 1, language: 'zh-TW' }, visitor);
    expect(frameLabels(frames)).toEqual(deliveredLabels(1));
    expect(only(frames, 'request')[0]?.request.language).toBe('zh-HK');
    expect(only(frames, 'narrative')[0]?.piece.text).toBe('Intro (zh-HK). ');
    const signal = ai.signals.at(-1);
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(signal?.aborted).toBe(false);
  });

  it('sends heartbeat comments while a run is quiet, between frames', async () => {
    ai.script = { pieceDelayMs: 3 * HEARTBEAT_MS };
    const { response, frames, comments } = await run(FORM, { durationDays: 1 }, newVisitor());
    expect(frameLabels(frames)).toEqual(deliveredLabels(1));
    expect(comments.length).toBeGreaterThanOrEqual(3);
    expect(new Set(comments)).toEqual(new Set(['ping']));
    expect(response.body).toMatch(/\n\n: ping\n\n/);
  });

  it('plans from free text: the request frame carries what was read and what was not', async () => {
    const visitor = newVisitor();
    ai.script = {
      extract: () => ({ request: { durationDays: 1, mustVisit: ['erhai-lake'] }, unrecognised: ['unicorn ride'] }),
    };
    const text = '  想在洱海玩一天，还想骑独角兽  ';
    const { frames } = await run(TEXT, { text, language: 'zh-CN' }, visitor);
    expect(frameLabels(frames)).toEqual(deliveredLabels(1));
    expect(ai.texts.at(-1)).toBe(text.trim());
    expect(only(frames, 'request')[0]).toMatchObject({ request: { durationDays: 1, mustVisit: ['erhai-lake'], language: 'zh-CN' }, unrecognised: ['unicorn ride'] });
    const day = only(frames, 'section')
      .map((f) => f.section)
      .find((s) => s.section === 'day');
    expect(day?.section === 'day' && day.day.items.some((item) => item.kind === 'attraction' && item.catalogId === 'erhai-lake')).toBe(true);
    const planId = only(frames, 'done')[0]?.planId ?? '';
    const stored = await t.app.inject({ method: 'GET', url: `/ai_api/v1/base_api/travel_plans/${planId}`, headers: headersOf(visitor) });
    expect(stored.json().data.plan.language).toBe('zh-CN');
  });

  it.each(LOCALES)('answers text it cannot read as a trip with a localised error frame, free of charge (%s)', async (locale) => {
    const visitor = { ...newVisitor(), locale };
    ai.script = { extract: () => ({ request: { destinations: ['dali-old-town'] }, unrecognised: [] }) };
    const before = await storedCount();
    const { frames } = await run(TEXT, { text: 'Somewhere nice in Dali please', language: 'en-US' }, visitor);
    expect(frameLabels(frames)).toEqual(['phase:loading', 'error']);
    expect(frames[1]).toEqual({
      type: 'error',
      code: 42201,
      message: formatMessage('server.plannerTextUnreadable', locale, { reason: formatMessage('validation.planner.durationRequired', locale) }),
    });
    expect(await remaining(visitor)).toBe(1);
    expect(await storedCount()).toBe(before);
  });

  it('turns a failing extraction provider into an error frame and gives the use back', async () => {
    const visitor = { ...newVisitor(), locale: 'zh-HK' as const };
    ai.script = {
      extract: () => {
        throw new AiProviderError('upstream 500');
      },
    };
    const { frames } = await run(TEXT, { text: '大理古城兩天，預算三千', language: 'zh-HK' }, visitor);
    expect(frameLabels(frames)).toEqual(['phase:loading', 'error']);
    expect(frames[1]).toEqual({ type: 'error', code: 50203, message: formatMessage('server.plannerAiFailed', 'zh-HK') });
    expect(await remaining(visitor)).toBe(1);
  });

  it('answers an infeasible request with the infeasible frame, stores nothing and gives the use back', async () => {
    const visitor = newVisitor();
    const before = await storedCount();
    const { frames } = await run(FORM, { durationDays: 1, mustVisit: 'atlantis' }, visitor);
    expect(frameLabels(frames)).toEqual(['phase:loading', 'request', 'phase:thinking', 'phase:streaming', 'infeasible', 'phase:done']);
    const [infeasible] = only(frames, 'infeasible');
    expect(infeasible?.result.feasible).toBe(false);
    expect(infeasible?.result.failures.map((f) => f.constraint)).toContain('mustVisit');
    expect(await remaining(visitor)).toBe(1);
    expect(await storedCount()).toBe(before);
  });

  it('ends with an error frame when the narrative fails halfway, stores nothing and gives the use back', async () => {
    const visitor = { ...newVisitor(), locale: 'zh-CN' as const };
    ai.script = { failAfterPieces: 2 };
    const before = await storedCount();
    const { frames } = await run(FORM, { durationDays: 2 }, visitor);
    const labels = frameLabels(frames);
    expect(labels.slice(-3)).toEqual(['narrative', 'narrative', 'error']);
    expect(labels).not.toContain('done');
    expect(labels).not.toContain('check');
    expect(frames.at(-1)).toEqual({ type: 'error', code: 50203, message: 'AI 行程规划服务异常，请稍后重试' });
    expect(await remaining(visitor)).toBe(1);
    expect(await storedCount()).toBe(before);
  });

  describe('before any streaming', () => {
    it.each(LOCALES)('answers an invalid body with the localised 400 envelope and charges nothing (%s)', async (locale) => {
      const visitor = { ...newVisitor(), locale };
      const form = await post(FORM, { destinations: 'dali-old-town', budget: -5 }, visitor);
      expect(form.statusCode).toBe(400);
      expect(form.headers['content-type']).toMatch(/^application\/json/);
      const body = form.json();
      expect(body.code).toBe(40001);
      expect(body.message.startsWith(formatMessage('server.badRequest', locale))).toBe(true);
      expect(body.data.fields).toEqual(
        expect.arrayContaining([
          { field: 'body.budget', message: formatMessage('validation.planner.budgetInvalid', locale, { maximum: 10_000_000 }) },
          { field: 'body.durationDays', message: formatMessage('validation.planner.durationRequired', locale) },
        ]),
      );
      const text = await post(TEXT, { text: '  大理  ' }, visitor);
      expect(text.statusCode).toBe(400);
      expect(text.json()).toMatchObject({ code: 40001, data: { fields: [{ field: 'body.text', message: formatMessage('validation.planner.quickTextTooShort', locale, { minimum: 10 }) }] } });
      expect(await remaining(visitor)).toBe(1);
    });

    it.each(LOCALES)('answers a visitor over the limit 429 and a user over the limit 448, as JSON (%s)', async (locale) => {
      const visitor = { ...newVisitor(), locale };
      await run(FORM, { durationDays: 1 }, visitor);
      const refused = await post(FORM, { durationDays: 1 }, visitor);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.json()).toMatchObject({ code: 42902, message: formatMessage('server.anonymousLimit', locale), data: { apiName: 'planner', limit: 1 } });
      expect((await post(TEXT, { text: 'Two quiet days in Xizhou', language: locale }, visitor)).statusCode).toBe(429);

      const user = await createTestUser(t.database.db);
      await run(FORM, { durationDays: 1 }, { user, locale });
      const exhausted = await post(TEXT, { text: 'Two quiet days in Xizhou', language: locale }, { user, locale });
      expect(exhausted.statusCode).toBe(448);
      expect(exhausted.headers['content-type']).toMatch(/^application\/json/);
      expect(exhausted.json()).toMatchObject({ code: 44801, message: formatMessage('server.quotaExhausted', locale) });
    });
  });

  it('gives a plan made with a bearer token to the user, not to the fingerprint sent alongside', async () => {
    const user = await createTestUser(t.database.db);
    const visitor = newVisitor();
    const { frames } = await run(FORM, { durationDays: 1 }, { user, fingerprint: visitor.fingerprint });
    const planId = only(frames, 'done')[0]?.planId ?? '';
    const row = await t.database.db.selectFrom('travelPlans').select(['userId', 'visitorId']).where('id', '=', planId).executeTakeFirstOrThrow();
    expect(row).toEqual({ userId: user.id, visitorId: null });
    const asUser = await t.app.inject({ method: 'GET', url: `/ai_api/v1/base_api/travel_plans/${planId}`, headers: user.headers });
    expect(asUser.json().data).toMatchObject({ userId: user.id, isOwner: true });
    const asFingerprint = await t.app.inject({ method: 'GET', url: `/ai_api/v1/base_api/travel_plans/${planId}`, headers: { [VISITOR_FINGERPRINT_HEADER]: visitor.fingerprint } });
    expect(asFingerprint.statusCode).toBe(404);
    // The user's quota paid, not the visitor's.
    expect(await remaining({ user })).toBe(0);
    expect(await remaining(visitor)).toBe(1);
  });

  describe('over a real connection', () => {
    let base: string;
    beforeAll(async () => {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });

    /** Read `body` until `until(text)` holds; returns everything read so far. */
    async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, until: (text: string) => boolean, sofar = ''): Promise<string> {
      const decoder = new TextDecoder();
      let text = sofar;
      while (!until(text)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      return text;
    }
    const waitFor = async (condition: () => Promise<boolean> | boolean) => {
      for (let waited = 0; !(await condition()); waited += 10) {
        if (waited > 5000) throw new Error('condition not met within 5 s');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };

    it('sends the loading frame at once, while the run is still going', async () => {
      const user = await createTestUser(t.database.db);
      ai.script = { hangAfterPieces: 0 };
      const controller = new AbortController();
      try {
        const started = performance.now();
        const response = await fetch(`${base}${FORM}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...user.headers },
          body: JSON.stringify({ durationDays: 3 }),
          signal: controller.signal,
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
        expect(response.headers.get('x-accel-buffering')).toBe('no');
        const reader = (response.body as ReadableStream<Uint8Array>).getReader();
        const first = await reader.read();
        const elapsed = performance.now() - started;
        // The narrative never ends, so whatever arrived was flushed while the answer was open.
        expect(new TextDecoder().decode(first.value).startsWith('data: {"type":"phase","phase":"loading"}\n\n')).toBe(true);
        // Goal: ≤ 100 ms to the first event; the bound leaves room for a machine busy with other tests.
        expect(elapsed).toBeLessThan(1000);
      } finally {
        controller.abort();
      }
      await waitFor(async () => (await remaining({ user })) === 1);
    });

    it('stops the run when the client leaves: the narrative is aborted, nothing is stored, the use is given back', async () => {
      const user = await createTestUser(t.database.db);
      ai.script = { hangAfterPieces: 1 };
      const before = await storedCount();
      const controller = new AbortController();
      let narrateSignal: AbortSignal | undefined;
      try {
        const response = await fetch(`${base}${FORM}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...user.headers },
          body: JSON.stringify({ durationDays: 2 }),
          signal: controller.signal,
        });
        const reader = (response.body as ReadableStream<Uint8Array>).getReader();
        const text = await readUntil(reader, (sofar) => sofar.includes('"type":"narrative"'));
        expect(frameLabels(parseEventStream(text).frames).slice(0, 4)).toEqual(['phase:loading', 'request', 'phase:thinking', 'phase:streaming']);
        expect(await remaining({ user })).toBe(0);
        narrateSignal = ai.signals.at(-1);
        expect(narrateSignal?.aborted).toBe(false);
      } finally {
        controller.abort();
      }
      await waitFor(() => narrateSignal?.aborted === true);
      await waitFor(async () => (await remaining({ user })) === 1);
      expect(await storedCount()).toBe(before);
    });

    it('streams frames and heartbeats to a fetch client as they are written', async () => {
      const user = await createTestUser(t.database.db);
      ai.script = { pieceDelayMs: 2 * HEARTBEAT_MS };
      const response = await fetch(`${base}${FORM}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN', ...user.headers },
        body: JSON.stringify({ durationDays: 1 }),
      });
      const { frames, comments } = parseEventStream(await response.text());
      expect(frameLabels(frames)).toEqual(deliveredLabels(1));
      expect(comments).toContain('ping');
      expect(await remaining({ user })).toBe(0);
    });
  });
});
