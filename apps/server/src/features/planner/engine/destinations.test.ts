import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PlannerRequestSchema, type PlannerRequestInput } from '@dali/shared/contracts/planner';
import { formatMessage, isMessageKey } from '@dali/shared/messages';
import { REPO_ROOT } from '../../../config/env.js';
import { checkPlan } from '../checker/check-plan.js';
import { loadCatalogSnapshotFromDir, type CatalogSnapshot } from './catalog-snapshot.js';
import { resolveDestination, suggestDestinations } from './destinations.js';
import { solveItinerary } from './solver.js';

/** Noon in China on Friday 2026-11-20. */
const CLOCK = new Date('2026-11-20T04:00:00Z');

let snapshot: CatalogSnapshot;
beforeAll(async () => {
  snapshot = await loadCatalogSnapshotFromDir(path.join(REPO_ROOT, 'catalog'));
});

// Read from the catalog, not written down here: the prefecture's towns and Dali City's.
const prefectureTowns = () => snapshot.townList.filter((t) => t.prefecture !== null).map((t) => t.id);
const countyTowns = (county: string) => snapshot.townList.filter((t) => t.county?.['zh-CN'] === county).map((t) => t.id);
const townsOf = (word: string) => resolveDestination(word, snapshot)?.townIds;

describe('destination words at every level the catalog knows', () => {
  it('reads the prefecture in every script and form, as every catalog town of it', () => {
    expect(prefectureTowns().length).toBeGreaterThanOrEqual(10);
    for (const word of ['Dali', 'dali', '大理', '大理州', '大理白族自治州', 'Dali Prefecture', 'Dali Bai Autonomous Prefecture', 'Dàlǐ', 'da4li3']) {
      expect(townsOf(word), word).toEqual(prefectureTowns());
    }
  });

  it('reads a county-level division as the catalog towns inside it, including the everyday name of an autonomous county', () => {
    expect(countyTowns('大理市')).toEqual(expect.arrayContaining(['dali-old-town', 'xiaguan', 'xizhou']));
    for (const word of ['大理市', 'Dali City']) expect(townsOf(word), word).toEqual(countyTowns('大理市'));
    for (const word of ['剑川县', '劍川縣', 'Jianchuan County', 'Jianchuan']) expect(townsOf(word), word).toEqual(['shaxi']);
    for (const word of ['巍山彝族回族自治县', '巍山县', 'Weishan County', 'Weishan Yi and Hui Autonomous County']) expect(townsOf(word), word).toEqual(['weishan']);
    for (const word of ['宾川县', '宾川', 'Binchuan']) expect(townsOf(word), word).toEqual(['jizushan']);
  });

  it('keeps the old town and the new city apart', () => {
    for (const word of ['大理古城', 'Dali Old Town', 'Dali Ancient City', 'Dàlǐ Gǔchéng', 'dali gucheng', '大理镇']) expect(townsOf(word), word).toEqual(['dali-old-town']);
    for (const word of ['下关', '下關', 'Xiaguan', '大理市区', 'Dali New Town', 'xia guan']) expect(townsOf(word), word).toEqual(['xiaguan']);
  });

  it('reads towns in both Chinese scripts, English and pinyin with or without tone marks and spaces', () => {
    for (const word of ['喜洲', 'Xizhou', 'XIZHOU', 'Xǐzhōu', 'xi zhou', 'xi3zhou1', 'xizhou']) expect(townsOf(word), word).toEqual(['xizhou']);
    for (const word of ['双廊', '雙廊', 'Shuanglang', 'Shuānglàng']) expect(townsOf(word), word).toEqual(['shuanglang']);
  });

  it('reads an attraction as its town and a must-visit', () => {
    const erhai = snapshot.attractionList.find((a) => a.name['zh-CN'] === '洱海');
    expect(erhai).toBeDefined();
    for (const word of ['洱海', 'Erhai', 'Ěrhǎi', 'Erhai Lake']) expect(resolveDestination(word, snapshot), word).toEqual({ townIds: [erhai?.townId], attractionId: erhai?.id });
  });

  it('names nothing for a word the catalog does not know', () => {
    for (const word of ['Paris', 'Xizou', '大里', 'xyz']) expect(resolveDestination(word, snapshot), word).toBeNull();
  });
});

describe('closest names for an unknown word', () => {
  const suggested = (word: string) => suggestDestinations(word, snapshot).map((s) => s.id);

  it('offers the place a typo meant, in Latin script (a swapped pair of letters is one typo)', () => {
    expect(suggested('Xizou')[0]).toBe('xizhou');
    expect(suggested('Shuanglan')[0]).toBe('shuanglang');
    expect(suggested('erhia')).toContain('erhai-lake');
  });

  it('offers the prefecture’s places sharing most characters, in Chinese', () => {
    expect(suggested('大里').slice(0, 2)).toEqual(['dali-old-town', 'xiaguan']);
  });

  it('offers nothing when nothing is close', () => {
    expect(suggested('Paris')).toEqual([]);
    expect(suggested('   ')).toEqual([]);
  });
});

describe('the planner form with these destinations', () => {
  const solve = (input: PlannerRequestInput) => {
    const request = PlannerRequestSchema.parse(input);
    return { request, result: solveItinerary(request, snapshot, { clock: CLOCK }) };
  };

  it.each([['Dali'], ['大理'], ['大理州'], ['大理白族自治州'], ['Dali City'], ['Xǐzhōu']])('plans a trip to %s, kept inside those towns', (word) => {
    const { request, result } = solve({ destinations: [word], durationDays: 2 });
    expect(result.feasible, JSON.stringify(!result.feasible && result.failures)).toBe(true);
    if (!result.feasible) return;
    expect(checkPlan(result.plan, request, snapshot).passed).toBe(true);
    const towns = new Set(resolveDestination(word, snapshot)?.townIds);
    expect(result.plan.days.every((day) => towns.has(day.townId))).toBe(true);
  });

  it('plans an attraction given as the destination as a must-visit', () => {
    const { result } = solve({ destinations: ['Erhai'], durationDays: 1 });
    expect(result.feasible).toBe(true);
    if (result.feasible) expect(result.plan.overview.mustVisitIds).toContain('erhai-lake');
  });

  it('answers an unknown word with the closest names and verified alternatives that replace it', () => {
    const { result } = solve({ destinations: ['Xizou'], durationDays: 1, language: 'zh-CN' });
    expect(result.feasible).toBe(false);
    if (result.feasible) return;
    const [failure] = result.failures;
    expect(failure?.reason).toBe('planner.infeasible.unknownDestinationSuggest');
    expect(failure && isMessageKey(failure.reason) ? formatMessage(failure.reason, 'zh-CN', failure.params) : null).toBe('目录中没有目的地“Xizou”；最接近的是：喜洲、喜洲古镇、喜洲集市');
    const replace = result.alternatives.find((a) => a.description === 'planner.alternative.replaceDestination');
    expect(replace).toMatchObject({ params: { value: 'Xizou', suggestion: '喜洲' }, patch: { destinations: ['xizhou'] } });
  });

  it('says plainly that a word is unknown when nothing is close', () => {
    const { result } = solve({ destinations: ['Paris'], durationDays: 1 });
    expect(result.feasible).toBe(false);
    if (!result.feasible) expect(result.failures.map((f) => f.reason)).toEqual(['planner.infeasible.unknownDestination']);
  });
});
