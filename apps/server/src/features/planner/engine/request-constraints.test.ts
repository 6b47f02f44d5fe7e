import { beforeAll, describe, expect, it } from 'vitest';
import { PlannerRequestSchema, type TravelPlan } from '@dali/shared/contracts/planner';
import { checkPlan } from '../checker/check-plan.js';
import { isAvoided, resolveAvoided } from './avoid.js';
import type { CatalogSnapshot } from './catalog-snapshot.js';
import { matchesAttractionPreference } from './scoring.js';
import { loadRepoCatalog, solverFor } from './solver-test-support.js';

let snapshot: CatalogSnapshot;
beforeAll(async () => {
  snapshot = await loadRepoCatalog();
});

const { solve, planOf } = solverFor(() => snapshot);
const sights = (plan: TravelPlan) => plan.days.flatMap((d) => d.items.flatMap((i) => (i.kind === 'attraction' ? [i.catalogId] : [])));

describe('places and kinds of sight the traveller rules out', () => {
  it('never plans a ruled-out sight, named in any script', () => {
    // Without the rule, a three-day trip from the old town visits these.
    const free = planOf({ durationDays: 3, travelerCount: 2, destinations: 'Dali Old Town' });
    const popular = sights(free.plan).slice(0, 2);
    expect(popular.length).toBe(2);
    const names = popular.map((id) => snapshot.attractions.get(id)?.name['zh-HK'] ?? id);
    const { plan } = planOf({ durationDays: 3, travelerCount: 2, destinations: 'Dali Old Town', avoid: names });
    for (const id of popular) expect(sights(plan)).not.toContain(id);
  });

  it('leaves out every sight, meal and bed of a ruled-out town', () => {
    const { plan } = planOf({ durationDays: 3, travelerCount: 2, avoid: ['Dali Old Town'] });
    for (const day of plan.days) for (const item of day.items) if (item.kind !== 'transfer') expect(item.townId).not.toBe('dali-old-town');
  });

  it('leaves out a kind of sight (no religious sites)', () => {
    const { plan } = planOf({ durationDays: 3, travelerCount: 2, avoidAttractionTypes: ['religious'] });
    for (const id of sights(plan)) {
      const attraction = snapshot.attractions.get(id);
      expect(attraction && matchesAttractionPreference(attraction, 'religious'), id).toBe(false);
    }
  });

  it('answers a sight both wished for and ruled out with the conflict, and an alternative without it', () => {
    const { result } = solve({ durationDays: 2, mustVisit: 'butterfly-spring', avoidAttractionTypes: ['natural'] });
    if (result.feasible) throw new Error('expected no plan');
    expect(result.failures).toEqual([expect.objectContaining({ constraint: 'avoid', reason: 'planner.infeasible.mustVisitAvoided' })]);
    expect(result.alternatives[0]).toMatchObject({ description: 'planner.alternative.dropMustVisit', patch: { mustVisit: [] } });
  });

  it('the checker fails a plan holding a ruled-out sight, or a meal or bed in a ruled-out town', () => {
    const { plan, request } = planOf({ durationDays: 2, travelerCount: 2 });
    const visited = sights(plan)[0] ?? '';
    const avoidSight = PlannerRequestSchema.parse({ ...request, avoid: [visited] });
    expect(checkPlan(plan, avoidSight, snapshot).results.find((r) => r.constraint === 'avoid')?.passed).toBe(false);
    const town = plan.lodging[0]?.townId ?? '';
    const avoidTown = PlannerRequestSchema.parse({ ...request, avoid: [town] });
    const details = checkPlan(plan, avoidTown, snapshot).results.find((r) => r.constraint === 'avoid')?.details.map((d) => d.message) ?? [];
    expect(details.some((m) => m.startsWith('night in'))).toBe(true);
    expect(details.some((m) => m.startsWith('meal in'))).toBe(true);
  });

  it('reads an area word and an unknown word: the area’s towns, nothing', () => {
    const avoided = resolveAvoided({ avoid: ['剑川县', 'Atlantis'] }, snapshot);
    expect([...avoided.townIds]).toEqual(['shaxi']);
    expect(avoided.attractionIds.size).toBe(0);
    const shaxiSight = snapshot.attractionList.find((a) => a.townId === 'shaxi');
    expect(shaxiSight && isAvoided(shaxiSight, { avoidAttractionTypes: [] }, avoided)).toBe(true);
  });
});

describe('a sight on a given day', () => {
  it('plans a pinned sight on its day, and the checker holds the plan to it', () => {
    const { plan, request } = planOf({ durationDays: 3, travelerCount: 2, dayPins: [{ place: '蝴蝶泉', day: 2 }, { place: 'Three Pagodas of Chongsheng Temple', day: 'last' }] });
    const dayOf = (id: string) => plan.days.find((d) => d.items.some((i) => i.kind === 'attraction' && i.catalogId === id))?.dayIndex;
    expect(dayOf('butterfly-spring')).toBe(2);
    expect(dayOf('three-pagodas-chongsheng-temple')).toBe(3);
    // The same plan checked against another pin fails.
    const moved = PlannerRequestSchema.parse({ ...request, dayPins: [{ place: 'butterfly-spring', day: 1 }] });
    expect(checkPlan(plan, moved, snapshot).results.find((r) => r.constraint === 'mustVisit')?.passed).toBe(false);
  });

  it('reports a pin beyond the trip, and offers the sight on any day', () => {
    const { result } = solve({ durationDays: 2, dayPins: [{ place: 'butterfly-spring', day: 4 }] });
    if (result.feasible) throw new Error('expected no plan');
    expect(result.failures).toEqual([expect.objectContaining({ reason: 'planner.infeasible.pinnedDayOutside', params: expect.objectContaining({ day: 4, days: 2 }) })]);
    expect(result.alternatives[0]).toMatchObject({ description: 'planner.alternative.anyDay', patch: { dayPins: [], mustVisit: ['butterfly-spring'] } });
  });
});

describe('how many sights', () => {
  const count = (plan: TravelPlan) => plan.days.map((d) => d.items.filter((i) => i.kind === 'attraction').length);

  it('keeps to at most N sights a day and in the whole trip, must-sees included', () => {
    const perDay = planOf({ durationDays: 3, travelerCount: 2, pace: 'packed', maxAttractionsPerDay: 2, mustVisit: 'butterfly-spring, three-pagodas-chongsheng-temple, xizhou-ancient-town' });
    expect(Math.max(...count(perDay.plan))).toBeLessThanOrEqual(2);
    const total = planOf({ durationDays: 3, travelerCount: 2, pace: 'packed', maxAttractionsTotal: 4, mustVisit: 'butterfly-spring' });
    expect(count(total.plan).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(4);
    expect(sights(total.plan)).toContain('butterfly-spring');
  });

  it('reports more must-sees than the limit allows', () => {
    const { result } = solve({ durationDays: 2, maxAttractionsTotal: 1, mustVisit: 'butterfly-spring, erhai-lake' });
    if (result.feasible) throw new Error('expected no plan');
    expect(result.failures).toEqual([expect.objectContaining({ constraint: 'counts', reason: 'planner.infeasible.tooManyMustVisits', params: { count: 2, maximum: 1 } })]);
  });

  it('the checker fails a day or a trip over the limit', () => {
    const { plan, request } = planOf({ durationDays: 2, travelerCount: 2, pace: 'packed' });
    const most = Math.max(...count(plan));
    expect(most).toBeGreaterThan(1);
    const tighter = PlannerRequestSchema.parse({ ...request, maxAttractionsPerDay: most - 1, maxAttractionsTotal: 1 });
    const details = checkPlan(plan, tighter, snapshot).results.find((r) => r.constraint === 'counts')?.details ?? [];
    expect(details.some((d) => d.dayIndex !== null)).toBe(true);
    expect(details.some((d) => d.dayIndex === null)).toBe(true);
  });
});

describe('a lodging type bookable only in towns ruled out', () => {
  it('books the nearest type elsewhere, and the checker accepts that substitute', () => {
    // Every town with a hostel that can be booked, ruled out.
    const hostelTowns = [...new Set(snapshot.stayList.filter((s) => s.type === 'hostel' && s.roomOptions.length > 0).map((s) => s.townId))];
    expect(hostelTowns.length).toBeGreaterThan(0);
    const { plan } = planOf({ durationDays: 2, travelerCount: 2, accommodationType: 'hostel', avoid: hostelTowns });
    expect(plan.overview.lodgingSubstitute?.requested).toBe('hostel');
    for (const night of plan.lodging) expect(hostelTowns).not.toContain(night.townId);
  });

  it('the checker finds a sight pinned by its pinyin name on its day', () => {
    const { plan, request } = planOf({ durationDays: 2, travelerCount: 2, dayPins: [{ place: 'Hudie Quan', day: 2 }] });
    expect(plan.days[1]?.items.some((i) => i.kind === 'attraction' && i.catalogId === 'butterfly-spring')).toBe(true);
    expect(checkPlan(plan, request, snapshot).passed).toBe(true);
  });
});
