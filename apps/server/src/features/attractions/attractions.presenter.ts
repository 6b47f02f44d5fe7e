/**
 * Maps attraction rows (JSON text columns, counters) to the wire DTOs of
 * packages/shared/src/contracts/attractions.ts.
 */
import type { AttractionDetail, AttractionSummary, OpenStatusDto } from '@dali/shared/contracts/attractions';
import { LocalizedTextSchema, type LocalizedText } from '@dali/shared/locales';
import {
  LocalizedTextListColumnSchema,
  OpeningHoursColumnSchema,
  StringListColumnSchema,
  jsonColumnsOf,
  photosOf,
  readJsonColumn,
} from '../../lib/json-column.js';
import type { OpeningPeriod } from '../../lib/opening-hours.js';
import { meanRating } from '../../lib/rating.js';
import type { AttractionRow } from './attractions.repository.js';

/**
 * Parsed opening hours of a row (null = unknown).
 * @throws JsonColumnError when the stored hours are corrupt (lib/json-column.ts).
 */
export function hoursOf(row: Pick<AttractionRow, 'id' | 'openingHours'>): OpeningPeriod[] | null {
  return row.openingHours === null
    ? null
    : readJsonColumn(OpeningHoursColumnSchema, row.openingHours, { table: 'attractions', column: 'openingHours', id: row.id });
}

/**
 * Parsed localised name of a row.
 * @throws JsonColumnError when the stored name is corrupt.
 */
export function nameOf(row: Pick<AttractionRow, 'id' | 'name'>): LocalizedText {
  return jsonColumnsOf('attractions', row)('name', LocalizedTextSchema);
}

/**
 * A list item.
 * @throws JsonColumnError when a JSON column of the row is corrupt.
 */
export function presentSummary(
  row: AttractionRow,
  computed: { openStatus: OpenStatusDto; distanceKm: number | null; travellerPhotoUrl: string | null },
): AttractionSummary {
  const json = jsonColumnsOf('attractions', row);
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
    tags: json('tags', StringListColumnSchema),
    image: photosOf('attractions', row)[0] ?? null,
    travellerPhotoUrl: computed.travellerPhotoUrl,
  };
}

/**
 * The detail DTO.
 * @throws JsonColumnError when a JSON column of the row is corrupt.
 */
export function presentDetail(
  row: AttractionRow,
  computed: { openStatus: OpenStatusDto; distanceKm: number | null; travellerPhotoUrl: string | null },
): AttractionDetail {
  const json = jsonColumnsOf('attractions', row);
  return {
    ...presentSummary(row, computed),
    address: json('address', LocalizedTextSchema),
    intro: json('intro', LocalizedTextSchema),
    transport: json('transport', LocalizedTextSchema),
    highlights: json('highlights', LocalizedTextListColumnSchema),
    visitTips: json('visitTips', LocalizedTextListColumnSchema),
    openingHours: hoursOf(row),
    hoursNote: json('hoursNote', LocalizedTextSchema),
    ticketNote: json('ticketNote', LocalizedTextSchema),
    phone: row.phone,
    website: row.website,
    bookingUrl: row.bookingUrl,
    locationNote: json('locationNote', LocalizedTextSchema),
    images: photosOf('attractions', row),
    sources: json('sources', StringListColumnSchema),
  };
}
