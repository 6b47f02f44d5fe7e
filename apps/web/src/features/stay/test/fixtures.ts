/**
 * Lodging and town answers for web tests, shaped by the shared contracts (values from the Dali
 * catalog; prices in fen).
 */
import type { StayDetail, StaySummary, Town } from '@dali/shared/contracts/stays';

/** A hostel with two priced dorm rooms and no phone or website. */
export function hostelSummary(nights = 1): StaySummary {
  return {
    id: 'five-elements-hostel',
    name: { 'zh-CN': 'Five Elements Hostel', 'zh-HK': 'Five Elements Hostel', 'en-US': 'Five Elements Hostel' },
    type: 'hostel',
    town: 'Dali Old Town',
    location: null,
    priceFromFen: 2500,
    priceSeen: '2014',
    priceNote: { 'zh-CN': '多人间床位价格，见于一篇旅行博客（约2014年）。', 'zh-HK': '多人房床位價格，見於一篇旅遊網誌（約2014年）。', 'en-US': 'Dorm-bed prices from a travel blog (about 2014).' },
    typicalPrice: null,
    nights,
    totalFen: 2500 * nights,
    rating: null,
    reviewCount: 0,
    viewCount: 0,
    bookingCount: 0,
    amenities: [],
    image: null,
  };
}

/** The detail of {@link hostelSummary}. */
export function hostelDetail(nights = 1): StayDetail {
  return {
    ...hostelSummary(nights),
    address: { 'zh-CN': '大理古城（具体地址未查到）', 'zh-HK': '大理古城（具體地址未查到）', 'en-US': 'Dali Old Town (street address not found)' },
    rooms: [
      { name: { 'zh-CN': '六人宿舍床位', 'zh-HK': '六人宿舍牀位', 'en-US': '6-bed dorm bed' }, priceFen: 2500, capacity: 1 },
      { name: { 'zh-CN': '四人宿舍床位', 'zh-HK': '四人宿舍牀位', 'en-US': '4-bed dorm bed' }, priceFen: 3500, capacity: null },
    ],
    phone: null,
    website: null,
    locationNote: { 'zh-CN': '仅精确到城镇。', 'zh-HK': '只精確至城鎮。', 'en-US': 'Town-level only.' },
    images: [],
    sources: ['https://example.org/source'],
  };
}

/** Two towns of the towns list. */
export const TOWNS: Town[] = [
  { id: 'dali-old-town', name: { 'zh-CN': '大理古城', 'zh-HK': '大理古城', 'en-US': 'Dali Old Town' }, englishName: 'Dali Old Town', region: 'Dali', location: null },
  { id: 'xizhou', name: { 'zh-CN': '喜洲', 'zh-HK': '喜洲', 'en-US': 'Xizhou' }, englishName: 'Xizhou', region: 'Dali', location: null },
];
