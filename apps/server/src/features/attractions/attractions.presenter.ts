/**
 * Maps attraction rows (JSON text columns, counters) to the wire DTOs of
 * packages/shared/src/contracts/attractions.ts.
 */
import type { AttractionDetail, AttractionSummary, OpenStatusDto } from '@dali/shared/contracts/attractions';
import type { LocalizedText } from '@dali/shared/locales';
import type { OpeningPeriod } from '../../lib/opening-hours.js';
import { meanRating } from '../../lib/rating.js';
import type { AttractionRow } from './attractions.repository.js';

const parse = <T>(text: string): T => JSON.parse(text) as T;

/** Parsed opening hours of a row (null = unknown). */
export function hoursOf(row: Pick<AttractionRow, 'openingHours'>): OpeningPeriod[] | null {
  return row.openingHours === null ? null : parse<OpeningPeriod[]>(row.openingHours);
}

/** Parsed localised name of a row. */
export function nameOf(row: Pick<AttractionRow, 'name'>): LocalizedText {
  return parse<LocalizedText>(row.name);
}

/** A list item. */
export function presentSummary(row: AttractionRow, computed: { openStatus: OpenStatusDto; distanceKm: number | null }): AttractionSummary {
  return {
    id: row.id,
    name: nameOf(row),
    type: row.type as AttractionSummary['type'],
    region: row.region as AttractionSummary['region'],
    town: row.town,
    location: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
    ticketPriceFen: row.ticketPriceFen,
    recommendedDurationHours: row.recommendedDurationHours,
    openStatus: computed.openStatus,
    rating: meanRating(row),
    reviewCount: row.reviewCount,
    viewCount: row.viewCount,
    bookingCount: row.bookingCount,
    distanceKm: computed.distanceKm,
    tags: parse<string[]>(row.tags),
    image: row.image === null ? null : parse<AttractionSummary['image']>(row.image),
  };
}

/** The detail DTO. */
export function presentDetail(row: AttractionRow, computed: { openStatus: OpenStatusDto; distanceKm: number | null }): AttractionDetail {
  return {
    ...presentSummary(row, computed),
    address: parse<LocalizedText>(row.address),
    intro: parse<LocalizedText>(row.intro),
    transport: parse<LocalizedText>(row.transport),
    highlights: parse<LocalizedText[]>(row.highlights),
    visitTips: parse<LocalizedText[]>(row.visitTips),
    openingHours: hoursOf(row),
    hoursNote: row.hoursNote,
    ticketNote: parse<LocalizedText>(row.ticketNote),
    phone: row.phone,
    website: row.website,
    bookingUrl: row.bookingUrl,
    locationNote: row.locationNote,
    sources: parse<string[]>(row.sources),
  };
}
