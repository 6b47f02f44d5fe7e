/**
 * Maps lodging rows to the DTOs of packages/shared/src/contracts/stays.ts.
 */
import type { StayDetail, StaySummary } from '@dali/shared/contracts/stays';
import type { LocalizedText } from '@dali/shared/locales';
import { meanRating } from '../../lib/rating.js';
import type { StayRoomRow, StayRow } from './stays.repository.js';

/** A list item with the total for `nights`. */
export function presentStay(row: StayRow, nights: number): StaySummary {
  return {
    id: row.id,
    name: JSON.parse(row.name) as LocalizedText,
    type: row.type as StaySummary['type'],
    town: row.town,
    location: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
    priceFromFen: row.priceFromFen,
    priceNote: row.priceNote,
    nights,
    totalFen: row.priceFromFen === null ? null : row.priceFromFen * nights,
    rating: meanRating(row),
    reviewCount: row.reviewCount,
    viewCount: row.viewCount,
    bookingCount: row.bookingCount,
    amenities: JSON.parse(row.amenities) as string[],
  };
}

/** The reserve-page DTO. */
export function presentStayDetail(row: StayRow, rooms: StayRoomRow[], nights: number): StayDetail {
  return {
    ...presentStay(row, nights),
    address: JSON.parse(row.address) as LocalizedText,
    rooms: rooms.map((room) => ({ name: JSON.parse(room.name) as LocalizedText, priceFen: room.priceFen, capacity: room.capacity })),
    phone: row.phone,
    website: row.website,
    locationNote: row.locationNote,
    sources: JSON.parse(row.sources) as string[],
  };
}
