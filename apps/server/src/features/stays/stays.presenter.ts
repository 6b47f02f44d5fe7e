/**
 * Maps lodging rows to the DTOs of packages/shared/src/contracts/stays.ts.
 */
import type { StayDetail, StaySummary, TypicalPrice } from '@dali/shared/contracts/stays';
import { LocalizedTextSchema } from '@dali/shared/locales';
import { StringListColumnSchema, jsonColumnsOf, photosOf, readJsonColumn } from '../../lib/json-column.js';
import { meanRating } from '../../lib/rating.js';
import type { PriceBandRow, StayRoomRow, StayRow } from './stays.repository.js';

/**
 * A price band as the typical price of a lodging (fen; `seen` as the catalog gives it).
 * @throws JsonColumnError when the band's note is corrupt.
 */
export function presentTypicalPrice(band: PriceBandRow): TypicalPrice {
  const json = jsonColumnsOf('priceBands', band);
  return { minFen: band.minFen, maxFen: band.maxFen, unit: band.unit as TypicalPrice['unit'], seen: band.seen, note: json('note', LocalizedTextSchema) };
}

/**
 * A list item with the total for `nights` and the band of its town and type (`band`, or null).
 * @throws JsonColumnError when a JSON column of the row or band is corrupt (lib/json-column.ts).
 */
export function presentStay(row: StayRow, nights: number, band: PriceBandRow | null): StaySummary {
  const json = jsonColumnsOf('stays', row);
  return {
    id: row.id,
    name: json('name', LocalizedTextSchema),
    type: row.type as StaySummary['type'],
    town: row.town,
    location: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
    priceFromFen: row.priceFromFen,
    priceSeen: row.priceSeen,
    priceNote: row.priceNote === null ? null : readJsonColumn(LocalizedTextSchema, row.priceNote, { table: 'stays', column: 'priceNote', id: row.id }),
    typicalPrice: band ? presentTypicalPrice(band) : null,
    nights,
    totalFen: row.priceFromFen === null ? null : row.priceFromFen * nights,
    rating: meanRating(row),
    reviewCount: row.reviewCount,
    viewCount: row.viewCount,
    bookingCount: row.bookingCount,
    amenities: json('amenities', StringListColumnSchema),
    image: photosOf('stays', row)[0] ?? null,
  };
}

/**
 * The reserve-page DTO.
 * @throws JsonColumnError when a JSON column of the lodging or of a room is corrupt.
 */
export function presentStayDetail(row: StayRow, rooms: StayRoomRow[], nights: number, band: PriceBandRow | null): StayDetail {
  const json = jsonColumnsOf('stays', row);
  return {
    ...presentStay(row, nights, band),
    address: json('address', LocalizedTextSchema),
    rooms: rooms.map((room) => ({
      name: readJsonColumn(LocalizedTextSchema, room.name, { table: 'stayRooms', column: 'name', id: `${room.stayId}/${room.position}` }),
      priceFen: room.priceFen,
      capacity: room.capacity,
    })),
    phone: row.phone,
    website: row.website,
    locationNote: json('locationNote', LocalizedTextSchema),
    images: photosOf('stays', row),
    sources: json('sources', StringListColumnSchema),
  };
}
