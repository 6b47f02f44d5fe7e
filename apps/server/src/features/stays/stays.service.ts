/**
 * Accommodation browsing (spec §2 `/stay`, `/stay/reserve`; §3 Stay): name search in every script
 * and pinyin, type and town filters, sorts, paging, totals for the chosen nights, booking clicks.
 */
import type { ListStaysQuery } from '@dali/shared/contracts/stays';
import { AppError } from '../../lib/app-error.js';
import { createNameMatcher, normaliseQuery } from '../../lib/name-search.js';
import { paginate } from '../../lib/paging.js';
import { meanRating } from '../../lib/rating.js';
import type { PriceBandRow, StayRow, StaysRepository } from './stays.repository.js';

const popularity = (row: StayRow) => row.viewCount + row.bookingCount;
const ascNullsLast = (a: number | null, b: number | null) => (a ?? Number.POSITIVE_INFINITY) - (b ?? Number.POSITIVE_INFINITY);
const descNullsLast = (a: number | null, b: number | null) => (b ?? Number.NEGATIVE_INFINITY) - (a ?? Number.NEGATIVE_INFINITY);

/** Finds the band of a lodging's town and type among `bands`, or null. */
function bandLookup(bands: readonly PriceBandRow[]): (stay: Pick<StayRow, 'town' | 'type'>) => PriceBandRow | null {
  const byKey = new Map(bands.map((band) => [`${band.town}|${band.type}`, band]));
  return (stay) => byKey.get(`${stay.town}|${stay.type}`) ?? null;
}

/**
 * Lodging list (filtered, sorted, paged), detail and booking clicks (spec §2 `/stay`, §3 Stay).
 * Throws AppError NOT_FOUND for an unknown or retired id.
 */
export function createStaysService({ repository }: { repository: StaysRepository }) {
  const matchesName = createNameMatcher('stays');
  const tieBreak = (a: StayRow, b: StayRow) => a.id.localeCompare(b.id);
  const sorters: Record<ListStaysQuery['sort'], (a: StayRow, b: StayRow) => number> = {
    // The catalog's editorial rank first (rank 1 first), then places with a known price and more
    // activity: a visitor can act on them.
    recommended: (a, b) =>
      ascNullsLast(a.featuredRank, b.featuredRank) ||
      Number(b.priceFromFen !== null) - Number(a.priceFromFen !== null) ||
      popularity(b) - popularity(a) ||
      tieBreak(a, b),
    price: (a, b) => ascNullsLast(a.priceFromFen, b.priceFromFen) || tieBreak(a, b),
    rating: (a, b) => descNullsLast(meanRating(a), meanRating(b)) || b.reviewCount - a.reviewCount || tieBreak(a, b),
    popularity: (a, b) => popularity(b) - popularity(a) || tieBreak(a, b),
  };

  return {
    /**
     * One page of lodgings, sorted (price: cheapest first, unknown prices last), with the price
     * band of each lodging's town and type (`bandOf`).
     */
    async list(query: ListStaysQuery) {
      const [rows, bands] = await Promise.all([repository.listActive({ type: query.type, town: query.town }), repository.priceBands(query.town)]);
      const search = query.q ? normaliseQuery(query.q) : null;
      const matching = rows.filter((row) => !search || matchesName(row, search)).sort(sorters[query.sort]);
      return { ...paginate(matching, query.page, query.pageSize), bandOf: bandLookup(bands) };
    },

    /**
     * One lodging with its rooms and the price band of its town and type (null when none).
     * @throws AppError NOT_FOUND for an unknown or retired id (spec §8 "homestay id missing" on the page).
     */
    async get(id: string) {
      const found = await repository.findActive(id);
      if (!found) throw new AppError('NOT_FOUND');
      const band = bandLookup(await repository.priceBands(found.stay.town))(found.stay);
      return { ...found, band };
    },

    /**
     * Count a click on the booking link or phone.
     * @throws AppError NOT_FOUND for an unknown id.
     */
    async recordBookingClick(id: string) {
      const bookingCount = await repository.recordBookingClick(id);
      if (bookingCount === undefined) throw new AppError('NOT_FOUND');
      return { bookingCount };
    },
  };
}

export type StaysService = ReturnType<typeof createStaysService>;
