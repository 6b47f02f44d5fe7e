/**
 * Attraction browsing (spec §2 list and detail, §3 Attraction): filters, sorts, paging, open status
 * in Asia/Shanghai, distance from the visitor or from the default origin town, name search in
 * every script and pinyin, and the view and booking counters.
 */
import { LRUCache } from 'lru-cache';
import type { ListAttractionsQuery, OpenStatusDto } from '@dali/shared/contracts/attractions';
import { LocalizedTextSchema, type LocalizedText } from '@dali/shared/locales';
import { AppError } from '../../lib/app-error.js';
import { distanceKm, type GeoPoint } from '../../lib/geo.js';
import { jsonColumnsOf } from '../../lib/json-column.js';
import { createNameMatcher, normaliseQuery } from '../../lib/name-search.js';
import { chinaDay, openStatusAt } from '../../lib/opening-hours.js';
import { paginate, type Page } from '../../lib/paging.js';
import { meanRating } from '../../lib/rating.js';
import { hoursOf } from './attractions.presenter.js';
import type { AttractionRow, AttractionsRepository } from './attractions.repository.js';

export interface AttractionsServiceDeps {
  repository: AttractionsRepository;
  /** Town id distances are measured from when the visitor shares no position (catalog data). */
  defaultOriginTownId: string;
  /** Clock (tests pin it). */
  now?: () => Date;
  /**
   * How long, in ms, the list reuses one read of the catalog rows and the pages computed from it
   * (0 = read and compute on every request). Counters and ratings in lists may then lag writes by
   * up to twice this (a page computed from a snapshot near its end lives one more period); details
   * are always read fresh.
   */
  listCacheMs?: number;
  /**
   * URL of the newest shown traveller's photo per attraction id (features/photos); ids without one
   * are absent. Default: none. Cached with the page, so a cover may lag a new or hidden photo as
   * counters do.
   */
  travellerPhotoUrls?: (attractionIds: readonly string[]) => Promise<Map<string, string>>;
}

/** The rows and default origin one cached list answer is computed from. */
interface ListSnapshot {
  rows: AttractionRow[];
  origin: Awaited<ReturnType<AttractionsRepository['findTown']>>;
}

/** Most distinct list queries kept at once. */
const LIST_CACHE_ENTRIES = 500;

/** An attraction with what is computed for this request. */
export interface ComputedAttraction {
  row: AttractionRow;
  openStatus: OpenStatusDto;
  distanceKm: number | null;
  /** URL of the newest shown traveller's photo of the place (its card's cover), null when none. */
  travellerPhotoUrl: string | null;
}

/**
 * One page of the list, and where its distances were measured from: the visitor's position or the
 * default origin town (`origin`: null for the visitor, or when that town is missing).
 */
export interface AttractionPage extends Page<ComputedAttraction> {
  distanceFrom: 'visitor' | 'defaultOrigin';
  origin: { townId: string; name: LocalizedText } | null;
}

const popularity = (row: AttractionRow) => row.viewCount + row.bookingCount;
const byNumberDesc = (a: number | null, b: number | null) => (b ?? Number.NEGATIVE_INFINITY) - (a ?? Number.NEGATIVE_INFINITY);
const byNumberAsc = (a: number | null, b: number | null) => (a ?? Number.POSITIVE_INFINITY) - (b ?? Number.POSITIVE_INFINITY);

/**
 * Attraction list, detail and counters (spec §2, §3 Attraction): open status in Asia/Shanghai,
 * distance in km (WGS-84) from the visitor or the default origin town, lists cached for `listCacheMs`.
 * Throws AppError NOT_FOUND for an unknown or retired id.
 */
export function createAttractionsService({
  repository,
  defaultOriginTownId,
  now = () => new Date(),
  listCacheMs = 0,
  travellerPhotoUrls = async () => new Map(),
}: AttractionsServiceDeps) {
  const matchesName = createNameMatcher('attractions');
  const readSnapshot = async (): Promise<ListSnapshot> => {
    const [rows, origin] = await Promise.all([repository.listActive({}), repository.findTown(defaultOriginTownId)]);
    return { rows, origin };
  };
  // lru-cache's fetch() shares one read among the requests that arrive while it runs.
  const snapshots =
    listCacheMs > 0 ? new LRUCache<'rows', ListSnapshot>({ max: 1, ttl: listCacheMs, ttlAutopurge: false, fetchMethod: readSnapshot }) : null;
  const pages = listCacheMs > 0 ? new LRUCache<string, AttractionPage>({ max: LIST_CACHE_ENTRIES, ttl: listCacheMs }) : null;
  const snapshot = async () => (snapshots ? ((await snapshots.fetch('rows')) ?? (await readSnapshot())) : readSnapshot());

  function originFor(query: { lat?: number; lng?: number }, town: ListSnapshot['origin']) {
    if (query.lat !== undefined && query.lng !== undefined) {
      return { point: { lat: query.lat, lng: query.lng } as GeoPoint | null, distanceFrom: 'visitor' as const, origin: null };
    }
    const point = town && town.lat !== null && town.lng !== null ? { lat: town.lat, lng: town.lng } : null;
    const origin = town ? { townId: town.id, name: jsonColumnsOf('towns', town)('name', LocalizedTextSchema) } : null;
    return { point, distanceFrom: 'defaultOrigin' as const, origin };
  }

  function compute(row: AttractionRow, point: GeoPoint | null, instant: Date): ComputedAttraction {
    const located = row.lat !== null && row.lng !== null;
    return {
      row,
      travellerPhotoUrl: null,
      openStatus: openStatusAt(hoursOf(row), row.temporarilyClosed === 1, instant),
      distanceKm: point && located ? distanceKm(point, { lat: row.lat as number, lng: row.lng as number }) : null,
    };
  }

  return {
    /**
     * One page of attractions. Sorts: `recommended` (Dali prefecture first, then the catalog's
     * editorial rank — ranked places first, rank 1 first — then popularity, then id), `rating` (mean review rating, unrated last), `distance` (nearest first, unlocated
     * last), `popularity` (views + bookings). Ties break by id so paging is stable.
     */
    async list(query: ListAttractionsQuery): Promise<AttractionPage> {
      const instant = now();
      // Open status changes by the minute, so the minute is part of a cached answer's key.
      const key = `${Math.floor(instant.getTime() / 60_000)}|${JSON.stringify(query)}`;
      const cached = pages?.get(key);
      if (cached) return cached;
      const { rows: all, origin: town } = await snapshot();
      const rows = all.filter((row) => (!query.type || row.type === query.type) && (!query.region || row.region === query.region));
      const origin = originFor(query, town);
      const search = query.q ? normaliseQuery(query.q) : null;
      let items = rows
        .filter((row) => !search || matchesName(row, search))
        .filter((row) => query.minRating === undefined || (meanRating(row) ?? 0) >= query.minRating)
        .map((row) => compute(row, origin.point, instant))
        .filter((item) => !query.openStatus || item.openStatus.status === query.openStatus);
      const tieBreak = (a: ComputedAttraction, b: ComputedAttraction) => a.row.id.localeCompare(b.row.id);
      const sorters: Record<ListAttractionsQuery['sort'], (a: ComputedAttraction, b: ComputedAttraction) => number> = {
        recommended: (a, b) =>
          Number(b.row.region === 'Dali') - Number(a.row.region === 'Dali') ||
          byNumberAsc(a.row.featuredRank, b.row.featuredRank) ||
          popularity(b.row) - popularity(a.row) ||
          tieBreak(a, b),
        rating: (a, b) => byNumberDesc(meanRating(a.row), meanRating(b.row)) || b.row.reviewCount - a.row.reviewCount || tieBreak(a, b),
        distance: (a, b) => byNumberAsc(a.distanceKm, b.distanceKm) || tieBreak(a, b),
        popularity: (a, b) => popularity(b.row) - popularity(a.row) || tieBreak(a, b),
      };
      items = items.sort(sorters[query.sort]);
      const slice = paginate(items, query.page, query.pageSize);
      // Covers only for the page shown: one query for its ids, whatever the catalog's size.
      const covers = await travellerPhotoUrls(slice.items.map((item) => item.row.id));
      const withCovers = slice.items.map((item) => ({ ...item, travellerPhotoUrl: covers.get(item.row.id) ?? null }));
      const page: AttractionPage = { ...slice, items: withCovers, distanceFrom: origin.distanceFrom, origin: origin.origin };
      pages?.set(key, page);
      return page;
    },

    /**
     * One attraction with its open status and distance.
     * @throws AppError NOT_FOUND for an unknown or retired id.
     */
    async get(id: string, position: { lat?: number; lng?: number } = {}): Promise<ComputedAttraction> {
      const row = await repository.findActive(id);
      if (!row) throw new AppError('NOT_FOUND');
      const origin = originFor(position, await repository.findTown(defaultOriginTownId));
      const covers = await travellerPhotoUrls([row.id]);
      return { ...compute(row, origin.point, now()), travellerPhotoUrl: covers.get(row.id) ?? null };
    },

    /**
     * Count a view: once per visitor per Asia/Shanghai day.
     * @throws AppError NOT_FOUND for an unknown id.
     */
    async recordView(id: string, visitorKey: string) {
      const result = await repository.recordDailyView({ attractionId: id, visitorKey, day: chinaDay(now()) });
      if (!result) throw new AppError('NOT_FOUND');
      return result;
    },

    /**
     * Count a click on the booking link.
     * @throws AppError NOT_FOUND for an unknown id.
     */
    async recordBookingClick(id: string) {
      const bookingCount = await repository.recordBookingClick(id);
      if (bookingCount === undefined) throw new AppError('NOT_FOUND');
      return { bookingCount };
    },
  };
}

export type AttractionsService = ReturnType<typeof createAttractionsService>;
