/**
 * Sights a traveller wants in an order (spec §3 planner request `visitOrder`: "先去蝴蝶泉，再去三塔",
 * "visit Xizhou before the Three Pagodas") or at a time of day (`visitTimes`: "下午去三塔", "at 3pm").
 * One definition shared by the solver, which plans the first of each pair to end before the second
 * starts and each timed visit in its time, and the checker, which fails a plan that does not; place
 * words are read as destinations are (destinations.ts).
 */
import type { PlannerRequest } from '@dali/shared/contracts/planner';
import type { CatalogSnapshot, SnapshotAttraction } from './catalog-snapshot.js';
import { resolveDestination } from './destinations.js';
import { fromClock } from './time.js';

/** One pair of the order, as catalog attraction ids: `first` ends before `then` starts. */
export interface OrderPair {
  first: string;
  then: string;
}

// Names compared without spaces, case or a bracketed note ("鸡足山（宾川县）", "沙溪古镇（寺登街）").
const norm = (text: string) =>
  text
    .replace(/[（(][^）)]*[）)]/gu, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '');
// What is left of a sight's Chinese name after its town's name when the sight is the town itself.
const TOWN_ITSELF = /^(?:|古镇|古城|古村|村|古村落|镇)$/u;

/**
 * The attraction an order word names: an attraction (by id or any name, read as a destination), or
 * a town through the one sight named after it (喜洲 → 喜洲古镇, "Shaxi" → Shaxi Ancient Town).
 * A town with no such sight, an area, or an unknown word names no single visit: null.
 */
export function resolveOrderPlace(word: string, snapshot: CatalogSnapshot): SnapshotAttraction | null {
  const byId = snapshot.attractions.get(word.trim());
  if (byId) return byId;
  const place = resolveDestination(word, snapshot);
  if (!place) return null;
  if (place.attractionId !== null) return snapshot.attractions.get(place.attractionId) ?? null;
  if (place.townIds.length !== 1) return null;
  const town = snapshot.towns.get(place.townIds[0] ?? '');
  if (!town) return null;
  const townNames = [town.name['zh-CN'], town.name['zh-HK'], town.englishName].map(norm);
  const named = snapshot.attractionList.filter(
    (a) => a.townId === town.id && [a.name['zh-CN'], a.name['zh-HK'], a.name['en-US']].some((name, i) => norm(name).startsWith(townNames[i] ?? '\u0000')),
  );
  if (named.length === 1) return named[0] ?? null;
  // Several sights carry the town's name (喜洲古镇, 喜洲早市): the town itself is its old town or village.
  const whole = named.filter((a) => TOWN_ITSELF.test(norm(a.name['zh-CN']).slice(townNames[0]?.length ?? 0)));
  return whole.length === 1 ? (whole[0] ?? null) : null;
}

/** Result of {@link resolveVisitOrder}: the pairs as ids, and the words that name no single sight. */
export interface ResolvedOrder {
  pairs: OrderPair[];
  unknown: string[];
  /** A pair whose two sights each come before the other through the pairs (a circle), else null. */
  cycle: OrderPair | null;
}

/** The request's `visitOrder` as attraction ids (see {@link resolveOrderPlace}). */
export function resolveVisitOrder(request: Pick<PlannerRequest, 'visitOrder'>, snapshot: CatalogSnapshot): ResolvedOrder {
  const pairs: OrderPair[] = [];
  const unknown: string[] = [];
  for (const entry of request.visitOrder) {
    const first = resolveOrderPlace(entry.first, snapshot);
    const then = resolveOrderPlace(entry.then, snapshot);
    if (!first) unknown.push(entry.first);
    if (!then) unknown.push(entry.then);
    if (first && then && first.id !== then.id) pairs.push({ first: first.id, then: then.id });
  }
  return { pairs, unknown, cycle: findCycle(pairs) };
}

/** A pair on a circle of the "comes before" relation, or null when the order can be kept. */
function findCycle(pairs: readonly OrderPair[]): OrderPair | null {
  const after = new Map<string, string[]>();
  for (const { first, then } of pairs) after.set(first, [...(after.get(first) ?? []), then]);
  const reaches = (from: string, target: string): boolean => {
    const seen = new Set<string>();
    const stack = [from];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (id === target) return true;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(after.get(id) ?? []));
    }
    return false;
  };
  return pairs.find((pair) => reaches(pair.then, pair.first)) ?? null;
}

/** Ids of the sights that must come before `id` (its `first`s). */
export function predecessorsOf(pairs: readonly OrderPair[], id: string): string[] {
  return pairs.filter((pair) => pair.then === id).map((pair) => pair.first);
}

/** A time of day asked for a sight (request `visitTimes`), minutes since midnight (Asia/Shanghai). */
export interface VisitTime {
  /** Catalog attraction id. */
  id: string;
  /** The visit starts at or after this; null = any. */
  after: number | null;
  /** The visit ends by this; null = any. */
  before: number | null;
  /** The visit starts exactly at this; null = any. */
  at: number | null;
}

const minutesOfClock = (clock: string | undefined): number | null => (clock === undefined ? null : fromClock(clock));

/**
 * The request's `visitTimes` as attraction ids and minutes (places read as {@link resolveOrderPlace}
 * reads them), and the words that name no single sight.
 */
export function resolveVisitTimes(request: Pick<PlannerRequest, 'visitTimes'>, snapshot: CatalogSnapshot): { times: VisitTime[]; unknown: string[] } {
  const times: VisitTime[] = [];
  const unknown: string[] = [];
  for (const entry of request.visitTimes) {
    const attraction = resolveOrderPlace(entry.place, snapshot);
    if (!attraction) unknown.push(entry.place);
    else times.push({ id: attraction.id, after: minutesOfClock(entry.after), before: minutesOfClock(entry.before), at: minutesOfClock(entry.at) });
  }
  return { times, unknown };
}

/** True when a visit of [start, end) minutes keeps `time`. */
export function keepsVisitTime(time: VisitTime, start: number, end: number): boolean {
  return (time.after === null || start >= time.after) && (time.before === null || end <= time.before) && (time.at === null || start === time.at);
}
