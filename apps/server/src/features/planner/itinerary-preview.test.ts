import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config/env.js';
import { loadCatalogSnapshotFromDir, type CatalogSnapshot } from './engine/catalog-snapshot.js';
import { createItineraryPreview } from './itinerary-preview.js';

/** Noon in China, 2026-11-20. */
const NOW = Date.parse('2026-11-20T04:00:00Z');

describe('itinerary preview', () => {
  let snapshot: CatalogSnapshot;
  beforeAll(async () => {
    snapshot = await loadCatalogSnapshotFromDir(path.join(REPO_ROOT, 'catalog'));
  });

  it('plans free text in each language with localised catalog names and start times', async () => {
    const preview = createItineraryPreview(() => Promise.resolve(snapshot));
    const english = await preview({ text: 'Plan me 3 days in Dali', language: 'en-US', now: NOW });
    expect(english.kind).toBe('plan');
    if (english.kind !== 'plan') return;
    expect(english.days.map((d) => d.dayIndex)).toEqual([1, 2, 3]);
    for (const day of english.days) {
      expect(day.items.length).toBeGreaterThan(0);
      for (const item of day.items) {
        const list = item.kind === 'attraction' ? snapshot.attractions : item.kind === 'restaurant' ? snapshot.restaurants : snapshot.stays;
        expect(list.get(item.id)?.name['en-US']).toBe(item.name);
        expect(item.start).toMatch(/^\d\d:\d\d$/);
      }
    }
    const traditional = await preview({ text: '幫我安排兩天喜洲行程', language: 'zh-HK', now: NOW });
    // The day is in Xizhou; the night may be elsewhere (no Xizhou lodging has a dated price).
    expect(traditional.kind === 'plan' && traditional.days[0]?.towns[0]).toBe('喜洲');
    const simplified = await preview({ text: '帮我规划大理3天行程', language: 'zh-CN', now: NOW });
    expect(simplified.kind === 'plan' && simplified.days).toHaveLength(3);
  });

  it('says why when no plan exists, and when the text is no request', async () => {
    const preview = createItineraryPreview(() => Promise.resolve(snapshot));
    const poor = await preview({ text: 'plan 2 days in Dali with a budget of 10 yuan', language: 'en-US', now: NOW });
    expect(poor.kind).toBe('infeasible');
    expect(poor.kind === 'infeasible' && poor.reasons[0]).toMatch(/budget/i);
    expect(await preview({ text: 'hello', language: 'en-US', now: NOW })).toEqual({ kind: 'unreadable' });
  });
});
