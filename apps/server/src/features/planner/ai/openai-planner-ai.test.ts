import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PlannerRequestSchema, type TravelPlan } from '@dali/shared/contracts/planner';
import type { PlanNarrativePiece } from '@dali/shared/contracts/planner-stream';
import { REPO_ROOT } from '../../../config/env.js';
import { loadCatalogSnapshotFromDir, type CatalogSnapshot } from '../engine/catalog-snapshot.js';
import { solveItinerary } from '../engine/solver.js';
import { AiProviderError } from '../planner-ai.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fake-openai-server.js';
import { createOpenAiLanguageModel, type OpenAiLanguageModelOptions } from '../../../providers/ai/openai-language-model.js';
import { createOpenAiPlannerAi } from './openai-planner-ai.js';

const CLOCK = new Date('2026-06-15T04:00:00Z');
let snapshot: CatalogSnapshot;
let fake: FakeOpenAiServer;
let plan: TravelPlan;

beforeAll(async () => {
  snapshot = await loadCatalogSnapshotFromDir(path.join(REPO_ROOT, 'catalog'));
  fake = await startFakeOpenAiServer();
  const request = PlannerRequestSchema.parse({ language: 'en-US', startDate: '2026-12-01', endDate: '2026-12-02', travelerCount: 2, destinations: ['xizhou'] });
  const result = solveItinerary(request, snapshot, { clock: CLOCK, alternatives: false });
  if (!result.feasible) throw new Error('fixture request is infeasible');
  plan = result.plan;
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const aiWith = (options: Partial<OpenAiLanguageModelOptions> = {}) =>
  createOpenAiPlannerAi({
    languageModel: createOpenAiLanguageModel({ baseURL: fake.baseURL, apiKey: 'test-key', model: 'test-model', timeoutMs: 5000, maxRetries: 0, ...options }),
    clock: () => CLOCK,
  });
const signal = () => new AbortController().signal;

async function collect(pieces: AsyncIterable<PlanNarrativePiece>, seen: PlanNarrativePiece[] = []): Promise<PlanNarrativePiece[]> {
  for await (const piece of pieces) seen.push(piece);
  return seen;
}

describe('OpenAI-compatible planner AI: extractRequest', () => {
  it('asks for JSON, validates the answer and keeps only catalog places', async () => {
    fake.enqueue({
      content: JSON.stringify({
        durationDays: 3,
        travelerCount: 2,
        budget: 5000,
        destinations: ['xizhou', 'Atlantis'],
        mustVisit: ['erhai-lake', '蝴蝶泉', 'Tiger Leaping Gorge'],
        dietaryRestrictions: ['vegetarian'],
        pace: 'relaxed',
        unrecognised: ['泸沽湖'],
        commentary: 'ignored',
      }),
    });
    const ai = aiWith();
    expect(ai.kind).toBe('openai-compatible');
    const text = '两个人去喜洲玩三天，想看洱海、蝴蝶泉和虎跳峡，预算5000，吃素，轻松一点';
    const result = await ai.extractRequest(text, 'zh-CN', snapshot, signal());
    expect(result).toEqual({
      request: {
        language: 'zh-CN',
        durationDays: 3,
        travelerCount: 2,
        budget: 5000,
        destinations: ['xizhou'],
        mustVisit: ['erhai-lake', 'butterfly-spring'],
        dietaryRestrictions: ['vegetarian'],
        pace: 'relaxed',
      },
      unrecognised: ['泸沽湖', 'Atlantis', 'Tiger Leaping Gorge'],
    });
    expect(PlannerRequestSchema.safeParse(result.request).success).toBe(true);

    const [sent] = fake.requests;
    expect(sent).toMatchObject({ path: '/v1/chat/completions', authorization: 'Bearer test-key', body: { model: 'test-model', response_format: { type: 'json_object' } } });
    expect(sent?.body.stream).toBeFalsy();
    expect(sent?.body.messages?.[1]).toEqual({ role: 'user', content: text });
    const system = sent?.body.messages?.[0]?.content ?? '';
    expect(system).toContain('Today is 2026-06-15');
    expect(system).toContain('- xizhou: 喜洲 / Xizhou');
    expect(system).toContain('- erhai-lake: 洱海 / Erhai Lake');
  });

  it('accepts an answer in a code fence and moves a town named as a must-visit to destinations', async () => {
    fake.enqueue({ content: '```json\n{"durationDays": 2, "mustVisit": ["Shuanglang"], "language": "en-US"}\n```' });
    const result = await aiWith().extractRequest('2 days in Shuanglang, in English please', 'zh-HK', snapshot, signal());
    expect(result).toEqual({ request: { language: 'en-US', durationDays: 2, destinations: ['shuanglang'] }, unrecognised: [] });
  });

  it.each([
    ['not JSON', 'Sure! Here is your trip: three days in Dali.'],
    ['a JSON array', '[1, 2, 3]'],
    ['an option outside the form', '{"durationDays": 3, "interests": ["beach"]}'],
    ['a wrong type', '{"travelerCount": "many"}'],
  ])('throws AiProviderError on %s', async (_, content) => {
    fake.enqueue({ content });
    await expect(aiWith().extractRequest('三天', 'zh-CN', snapshot, signal())).rejects.toBeInstanceOf(AiProviderError);
  });

  it('throws AiProviderError on HTTP 500 and 429', async () => {
    fake.enqueue({ status: 500 });
    await expect(aiWith().extractRequest('三天', 'zh-CN', snapshot, signal())).rejects.toThrow(/HTTP 500/);
    fake.enqueue({ status: 429, message: 'rate limited' });
    await expect(aiWith().extractRequest('三天', 'zh-CN', snapshot, signal())).rejects.toThrow(/HTTP 429/);
  });

  it('retries once after a 429 when allowed', async () => {
    fake.enqueue({ status: 429, headers: { 'retry-after-ms': '10' } }, { content: '{"durationDays": 2}' });
    const result = await aiWith({ maxRetries: 1 }).extractRequest('两天', 'zh-CN', snapshot, signal());
    expect(result.request).toEqual({ language: 'zh-CN', durationDays: 2 });
    expect(fake.requests).toHaveLength(2);
  });

  it('stops the request when the signal aborts', async () => {
    fake.enqueue({ hang: true });
    const controller = new AbortController();
    const pending = aiWith().extractRequest('三天', 'zh-CN', snapshot, controller.signal);
    await expect.poll(() => fake.requests.length).toBe(1);
    controller.abort();
    await expect(pending).rejects.toThrow(/aborted/);
    await fake.clientClosed();
  });

  it('gives up after the timeout', async () => {
    fake.enqueue({ hang: true });
    await expect(aiWith({ timeoutMs: 300 }).extractRequest('三天', 'zh-CN', snapshot, signal())).rejects.toThrow(/in time/);
  });
});

describe('OpenAI-compatible planner AI: narrate', () => {
  const paragraphs = () => [null, ...plan.days.map((d) => d.dayIndex)];

  it('streams the introduction and each day in order from one streamed completion per paragraph', async () => {
    for (const dayIndex of paragraphs()) {
      const label = dayIndex === null ? 'Intro' : `Day ${dayIndex}`;
      fake.enqueue({ content: `${label} one. ${label} two.`, pieces: [`${label} `, 'one. ', `${label} `, 'two.'], lineEnding: dayIndex === 1 ? '\r\n' : '\n', keepAlive: dayIndex === 2 });
    }
    const pieces = await collect(aiWith().narrate(plan, snapshot, signal()));
    expect(pieces).toEqual(
      paragraphs().flatMap((dayIndex) => {
        const label = dayIndex === null ? 'Intro' : `Day ${dayIndex}`;
        return [`${label} `, 'one. ', `${label} `, 'two.'].map((text) => ({ dayIndex, text }));
      }),
    );
    expect(fake.requests).toHaveLength(paragraphs().length);
    for (const sent of fake.requests) expect(sent.body).toMatchObject({ model: 'test-model', stream: true });
    // Each day's prompt holds that day's places, named from the catalog, and asks for nothing else.
    const day1 = plan.days[0];
    const firstSight = day1?.items.find((i) => i.kind === 'attraction');
    const sightName = firstSight?.kind === 'attraction' ? snapshot.attractions.get(firstSight.catalogId)?.name['en-US'] : undefined;
    expect(sightName).toBeDefined();
    expect(fake.requests[1]?.body.messages?.[1]?.content).toContain(sightName);
    expect(fake.requests[1]?.body.messages?.[0]?.content).toMatch(/never mention any other place/);
    expect(fake.requests[1]?.body.messages?.[0]?.content).toContain('English (en-US)');
  });

  it('yields the pieces that arrived, then AiProviderError, when the stream breaks', async () => {
    fake.enqueue({ content: 'Intro.', pieces: ['Intro.'] }, { content: 'abcd', pieces: ['a', 'b', 'c', 'd'], failAfter: 2 });
    const seen: PlanNarrativePiece[] = [];
    await expect(collect(aiWith().narrate(plan, snapshot, signal()), seen)).rejects.toBeInstanceOf(AiProviderError);
    expect(seen).toEqual([
      { dayIndex: null, text: 'Intro.' },
      { dayIndex: 1, text: 'a' },
      { dayIndex: 1, text: 'b' },
    ]);
  });

  it('throws AiProviderError on HTTP 500 before any piece', async () => {
    fake.enqueue({ status: 500 });
    const seen: PlanNarrativePiece[] = [];
    await expect(collect(aiWith().narrate(plan, snapshot, signal()), seen)).rejects.toThrow(/HTTP 500/);
    expect(seen).toEqual([]);
  });

  it('stops streaming when the signal aborts', async () => {
    fake.enqueue({ content: 'Intro.', pieces: ['Intro.'] }, { hang: true });
    const controller = new AbortController();
    const seen: PlanNarrativePiece[] = [];
    const run = collect(aiWith().narrate(plan, snapshot, controller.signal), seen);
    await expect.poll(() => fake.requests.length).toBe(2);
    controller.abort();
    await expect(run).rejects.toThrow(/aborted/);
    expect(seen).toEqual([{ dayIndex: null, text: 'Intro.' }]);
  });
});
