import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PlannerRequestSchema, type TravelPlan } from '@dali/shared/contracts/planner';
import type { PlanNarrativePiece } from '@dali/shared/contracts/planner-stream';
import { LOCALES, type Locale } from '@dali/shared/locales';
import { REPO_ROOT } from '../../../config/env.js';
import { loadCatalogSnapshotFromDir, type CatalogSnapshot } from '../engine/catalog-snapshot.js';
import { solveItinerary } from '../engine/solver.js';
import { AiProviderError } from '../planner-ai.js';
import { createLocalPlannerAi } from './local-planner-ai.js';

const CLOCK = new Date('2026-06-15T04:00:00Z');
let snapshot: CatalogSnapshot;

beforeAll(async () => {
  snapshot = await loadCatalogSnapshotFromDir(path.join(REPO_ROOT, 'catalog'));
});

function planIn(language: Locale): TravelPlan {
  const request = PlannerRequestSchema.parse({
    language,
    startDate: '2026-12-01',
    endDate: '2026-12-03',
    travelerCount: 2,
    destinations: ['xizhou', 'shuanglang'],
    dietaryRestrictions: ['vegetarian'],
    budget: 8000,
  });
  const result = solveItinerary(request, snapshot, { clock: CLOCK, alternatives: false });
  if (!result.feasible) throw new Error(`fixture request is infeasible: ${JSON.stringify(result.failures)}`);
  return result.plan;
}

async function collect(pieces: AsyncIterable<PlanNarrativePiece>): Promise<PlanNarrativePiece[]> {
  const list: PlanNarrativePiece[] = [];
  for await (const piece of pieces) list.push(piece);
  return list;
}

/** Names (in `language`) of every catalog place the plan schedules, and of the dishes it lists. */
function planNames(plan: TravelPlan, language: Locale): { places: Set<string>; dishes: Set<string> } {
  const places = new Set<string>();
  const dishes = new Set<string>();
  for (const id of plan.overview.townIds) places.add(snapshot.towns.get(id)?.name[language] ?? id);
  for (const day of plan.days) {
    places.add(snapshot.towns.get(day.townId)?.name[language] ?? day.townId);
    for (const item of day.items) {
      if (item.kind === 'attraction') places.add(snapshot.attractions.get(item.catalogId)?.name[language] ?? '');
      if (item.kind === 'meal') {
        places.add(snapshot.restaurants.get(item.restaurantId)?.name[language] ?? '');
        for (const dish of item.dishIds) dishes.add(snapshot.foods.get(dish)?.name[language] ?? '');
      }
      if (item.kind === 'lodging') places.add(snapshot.stays.get(item.stayId)?.name[language] ?? '');
    }
  }
  return { places, dishes };
}

describe('local planner AI: narrate', () => {
  it.each(LOCALES)('covers the introduction and every day in order, in %s', async (language) => {
    const plan = planIn(language);
    const pieces = await collect(createLocalPlannerAi().narrate(plan, snapshot, new AbortController().signal));
    const order = pieces.map((p) => p.dayIndex);
    expect(order[0]).toBeNull();
    // Introduction first, then days 1…n, each as several pieces, never going back.
    const paragraphs = order.filter((d, i) => i === 0 || d !== order[i - 1]);
    expect(paragraphs).toEqual([null, ...plan.days.map((d) => d.dayIndex)]);
    for (const dayIndex of paragraphs) expect(pieces.filter((p) => p.dayIndex === dayIndex).length).toBeGreaterThan(2);

    for (const day of plan.days) {
      const text = pieces.filter((p) => p.dayIndex === day.dayIndex).map((p) => p.text).join('');
      for (const item of day.items) {
        if (item.kind === 'attraction') {
          expect(text).toContain(snapshot.attractions.get(item.catalogId)?.name[language]);
          expect(text).toContain(item.start);
        }
        if (item.kind === 'meal') expect(text).toContain(snapshot.restaurants.get(item.restaurantId)?.name[language]);
        if (item.kind === 'lodging') expect(text).toContain(snapshot.stays.get(item.stayId)?.name[language]);
      }
    }
  });

  it.each(LOCALES)('never names a catalog place the plan does not hold, in %s', async (language) => {
    const plan = planIn(language);
    const text = (await collect(createLocalPlannerAi().narrate(plan, snapshot, new AbortController().signal))).map((p) => p.text).join('');
    const { places, dishes } = planNames(plan, language);
    const inPlan = [...places, ...dishes];
    const others = [...snapshot.attractionList, ...snapshot.restaurantList, ...snapshot.stayList, ...snapshot.townList]
      .map((record) => record.name[language])
      // A name inside a planned name ("喜洲" inside "喜洲古镇") is no mention of another place.
      .filter((name) => !places.has(name) && !inPlan.some((planned) => planned.includes(name)));
    expect(others.length).toBeGreaterThan(30);
    for (const name of others) expect(text, name).not.toContain(name);
  });

  it('writes in the plan language and states the costs', async () => {
    const english = (await collect(createLocalPlannerAi().narrate(planIn('en-US'), snapshot, new AbortController().signal))).map((p) => p.text).join('');
    expect(english).toMatch(/^This 3-day trip \(Dec 1–Dec 3\) for 2 travellers takes in /);
    expect(english).toContain('Day 2 (Wed, Dec 2)');
    const plan = planIn('zh-HK');
    const traditional = (await collect(createLocalPlannerAi().narrate(plan, snapshot, new AbortController().signal))).map((p) => p.text).join('');
    expect(traditional).toContain('第2天（12月2日 週三）');
    expect(traditional).toContain(`預計總花費${Math.round(plan.costs.totalFen / 100)}元`);
    const simplified = (await collect(createLocalPlannerAi().narrate(planIn('zh-CN'), snapshot, new AbortController().signal))).map((p) => p.text).join('');
    expect(simplified).toContain('第1天（12月1日 周二）');
    expect(simplified).toContain('素食');
  });

  it('stops with AiProviderError when the signal aborts', async () => {
    const controller = new AbortController();
    const seen: PlanNarrativePiece[] = [];
    const run = async () => {
      for await (const piece of createLocalPlannerAi().narrate(planIn('en-US'), snapshot, controller.signal)) {
        seen.push(piece);
        if (seen.length === 2) controller.abort();
      }
    };
    await expect(run()).rejects.toBeInstanceOf(AiProviderError);
    expect(seen).toHaveLength(2);
  });
});

describe('local planner AI: extractRequest', () => {
  it('reads the text with the injected clock', async () => {
    const ai = createLocalPlannerAi({ clock: () => CLOCK });
    expect(ai.kind).toBe('local');
    const result = await ai.extractRequest('明天出发，两个人去喜洲玩两天，预算3000元', 'zh-CN', snapshot, new AbortController().signal);
    expect(result).toEqual({
      request: { language: 'zh-CN', startDate: '2026-06-16', durationDays: 2, travelerCount: 2, budget: 3000, destinations: ['xizhou'] },
      unrecognised: [],
    });
  });

  it('refuses an aborted request', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(createLocalPlannerAi().extractRequest('两个人去喜洲玩两天', 'zh-CN', snapshot, controller.signal)).rejects.toBeInstanceOf(AiProviderError);
  });
});
