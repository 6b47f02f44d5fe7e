/**
 * Fixtures of the attraction API for tests, beside the catalog pages' renderer (test/render-catalog.tsx)
 * under the names these tests use.
 */
import type { AttractionDetail, AttractionSummary } from '@dali/shared/contracts/attractions';
import type { Review } from '@dali/shared/contracts/reviews';
export { renderElement, renderRoute as renderRoutes, ok } from '../../../test/render-catalog';
export { installDialogStandIn } from '../../../test/stand-ins';

/** A list item as the API sends it. */
export function summary(id: string, name: string, overrides: Partial<AttractionSummary> = {}): AttractionSummary {
  return {
    id,
    name: { 'zh-CN': name, 'zh-HK': name, 'en-US': name },
    type: 'natural',
    region: 'Dali',
    town: 'Xizhou',
    location: { lat: 25.85, lng: 100.13 },
    ticketPriceFen: 4000,
    recommendedDurationHours: 1.5,
    openStatus: { status: 'open', until: '18:00' },
    rating: null,
    reviewCount: 0,
    viewCount: 0,
    bookingCount: 0,
    distanceKm: 3.25,
    tags: [],
    image: null,
    travellerPhotoUrl: null,
    ...overrides,
  };
}

/** Everything about one place, as the detail endpoint sends it. */
export function detail(id: string, name: string, overrides: Partial<AttractionDetail> = {}): AttractionDetail {
  const text = (value: string) => ({ 'zh-CN': value, 'zh-HK': value, 'en-US': value });
  return {
    ...summary(id, name),
    address: text('Xizhou, Dali'),
    intro: text('A quiet old town by the lake.'),
    transport: text('Bus C2 from Dali Old Town.'),
    highlights: [text('Bai courtyards')],
    visitTips: [text('Come early.')],
    openingHours: [{ days: 'Mon-Sun', open: '08:00', close: '18:00' }],
    hoursNote: text(''),
    images: [],
    ticketNote: text(''),
    phone: null,
    website: null,
    bookingUrl: null,
    locationNote: text(''),
    sources: [],
    ...overrides,
  };
}


/** A review as the API sends it. */
export function review(overrides: Partial<Review> = {}): Review {
  return {
    id: 'r1',
    author: { id: 'u1', nickname: 'Lin', avatarUrl: null },
    rating: 4,
    content: 'Lovely in the morning.',
    createdAt: '2026-11-20T02:00:00.000Z',
    likeCount: 2,
    likedByMe: false,
    images: [],
    replies: [],
    ...overrides,
  };
}
