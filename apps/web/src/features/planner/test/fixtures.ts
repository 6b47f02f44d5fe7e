/**
 * Planner test fixtures: a two-day plan in Dali built from catalog ids, its stream frames, a stored
 * copy, SSE bodies cut into awkward chunks, and MSW handlers answering the catalog lookups the
 * plan pages make (attractions, restaurants, stays, towns).
 */
import { http, HttpResponse } from 'msw';
import type { AttractionDetail } from '@dali/shared/contracts/attractions';
import type { RestaurantDetail } from '@dali/shared/contracts/food';
import type { PlanCheckResult, PlanDay, TravelPlan } from '@dali/shared/contracts/planner';
import { PLAN_CONSTRAINTS } from '@dali/shared/contracts/planner';
import type { PlannerStreamFrame, StoredTravelPlan } from '@dali/shared/contracts/planner-stream';
import type { StayDetail } from '@dali/shared/contracts/stays';
import type { LocalizedText } from '@dali/shared/locales';
import { ERRORS } from '@dali/shared/errors';
import { ok } from '../../../test/envelope';

const text = (en: string, zh: string, hk = zh): LocalizedText => ({ 'en-US': en, 'zh-CN': zh, 'zh-HK': hk });

/** Catalog names of the fixture places. */
export const NAMES = {
  pagodas: text('Three Pagodas', '崇圣寺三塔', '崇聖寺三塔'),
  xizhou: text('Xizhou Ancient Town', '喜洲古镇', '喜洲古鎮'),
  erhai: text('Erhai Lakeside Path', '洱海生态廊道', '洱海生態廊道'),
  noodles: text('Old Town Noodle House', '古城米线馆', '古城米線館'),
  courtyard: text('Bai Courtyard Kitchen', '白族小院', '白族小院'),
  inn: text('Cangshan View Inn', '苍山景客栈', '蒼山景客棧'),
  rubing: text('Rubing cheese', '乳扇', '乳扇'),
  erkuai: text('Erkuai rice cake', '饵块', '餌塊'),
};

/** One day of the plan: a visit, a transfer, lunch, another visit, dinner and the night's lodging. */
export function day(dayIndex: number, date: string | null = null): PlanDay {
  const attraction = dayIndex === 1 ? 'three-pagodas' : 'xizhou-ancient-town';
  return {
    dayIndex,
    date,
    weekday: date ? 0 : null,
    townId: dayIndex === 1 ? 'dali-old-town' : 'xizhou',
    items: [
      { kind: 'attraction', catalogId: attraction, townId: 'dali-old-town', start: '09:00', end: '11:30', ticketFen: dayIndex === 1 ? 7500 : 0, hoursAssumed: false },
      {
        kind: 'transfer',
        fromKind: 'attraction',
        fromId: attraction,
        toKind: 'restaurant',
        toId: 'noodle-house',
        start: '11:30',
        end: '11:55',
        minutes: 25,
        km: 6.4,
        mode: 'taxi',
        costFen: 2500,
        estimated: true,
      },
      {
        kind: 'meal',
        meal: 'lunch',
        restaurantId: 'noodle-house',
        townId: 'dali-old-town',
        dishIds: ['erkuai'],
        start: '12:00',
        end: '13:00',
        costFen: 4000,
        costEstimated: true,
        hoursAssumed: false,
      },
      { kind: 'attraction', catalogId: 'erhai-path', townId: 'dali-old-town', start: '14:00', end: '16:00', ticketFen: null, hoursAssumed: true },
      {
        kind: 'meal',
        meal: 'dinner',
        restaurantId: 'bai-courtyard',
        townId: 'dali-old-town',
        dishIds: ['rubing'],
        start: '18:00',
        end: '19:00',
        costFen: 6000,
        costEstimated: false,
        hoursAssumed: false,
      },
      {
        kind: 'lodging',
        stayId: 'cangshan-inn',
        townId: 'dali-old-town',
        start: '20:00',
        nightIndex: dayIndex,
        roomType: text('Double room', '大床房', '大床房'),
        roomPosition: 0,
        nightlyPriceFen: 28000,
        priceEstimated: false,
        rooms: 1,
        capacityPerRoom: 2,
        capacityAssumed: false,
      },
    ],
  };
}

/** The checker's verdict: every constraint passed. */
export function check(passed = true): PlanCheckResult {
  return {
    passed,
    results: PLAN_CONSTRAINTS.map((constraint) => ({
      constraint,
      passed: passed || constraint !== 'openingHours',
      details: passed || constraint !== 'openingHours' ? [] : [{ dayIndex: 1, itemIndex: 0, message: 'three-pagodas closes at 18:00' }],
      unverified: [],
    })),
  };
}

/** A two-day plan for two; `dates` gives it calendar days (Nov 22–23, 2026). */
export function plan(dates = true): TravelPlan {
  const days = [day(1, dates ? '2026-11-22' : null), day(2, dates ? '2026-11-23' : null)];
  return {
    language: 'en-US',
    overview: {
      startDate: dates ? '2026-11-22' : null,
      endDate: dates ? '2026-11-23' : null,
      dayCount: 2,
      nightCount: 2,
      travelerCount: 2,
      townIds: ['dali-old-town', 'xizhou'],
      attractionCount: 4,
      mealCount: 4,
      transferCount: 2,
      mustVisitIds: ['three-pagodas'],
      transportation: 'public',
      pace: 'moderate',
      dietaryRestrictions: ['no-spicy'],
      unrecognisedDietaryRestrictions: [],
      weekdayAgnostic: !dates,
      lodgingSubstitute: null,
      datesChosen: false,
    },
    days,
    lodging: [1, 2].map((nightIndex) => ({
      nightIndex,
      date: dates ? `2026-11-2${nightIndex + 1}` : null,
      stayId: 'cangshan-inn',
      townId: 'dali-old-town',
      roomType: text('Double room', '大床房', '大床房'),
      nightlyPriceFen: 28000,
      priceEstimated: false,
      rooms: 1,
      totalFen: 28000,
    })),
    tips: [
      { source: 'catalog', attractionId: 'three-pagodas', tipIndex: 0, text: text('Come early for the reflection pool.', '早点来看倒影池。', '早點來看倒影池。') },
      { source: 'engine', key: 'planner.tip.estimates', params: {} },
    ],
    costs: {
      currency: 'CNY',
      ticketsFen: 15000,
      lodgingFen: 56000,
      foodFen: 40000,
      localTransportFen: 5000,
      totalFen: 116000,
      perPersonFen: 58000,
      travelerCount: 2,
      budgetFen: 200000,
      foodEstimated: true,
      localTransportEstimated: true,
      lodgingEstimated: false,
      estimatedPriceCount: 6,
      unpricedAttractionIds: ['erhai-path'],
    },
  };
}

/** A stored copy of {@link plan}. */
export function stored(overrides: Partial<StoredTravelPlan> = {}): StoredTravelPlan {
  const p = plan();
  return {
    id: 'plan-1',
    userId: 'u1',
    createdAt: '2026-11-01T02:30:00.000Z',
    processingMs: 1800,
    request: {
      startDate: '2026-11-22',
      endDate: '2026-11-23',
      travelerCount: 2,
      destinations: [],
      interests: ['culture'],
      budget: 2000,
      language: 'en-US',
      specialNeeds: [],
      transportation: 'public',
      attractionPreferences: [],
      mustVisit: ['Three Pagodas'],
      avoid: [],
      avoidAttractionTypes: [],
      dayPins: [],
      visitOrder: [],
      visitTimes: [],
      budgetCaps: {},
      excludeModes: [],
      breakfastDaily: false,
      activityPreferences: [],
      dietaryRestrictions: ['no-spicy'],
      priorityFactors: [],
      pace: 'moderate',
    },
    plan: p,
    check: check(),
    narrative: [
      { dayIndex: null, text: 'Two calm days by the lake.' },
      { dayIndex: 1, text: 'Start with the pagodas ' },
      { dayIndex: 1, text: 'while the light is soft.' },
      { dayIndex: 2, text: 'Cycle north to Xizhou.' },
    ],
    shared: false,
    sharedAt: null,
    searchable: false,
    isOwner: true,
    ...overrides,
  };
}

/** The frames of a successful run of {@link plan}, in the contract's order. */
export function successFrames(planId = 'plan-1'): PlannerStreamFrame[] {
  const p = plan();
  return [
    { type: 'phase', phase: 'loading' },
    { type: 'phase', phase: 'thinking' },
    { type: 'phase', phase: 'streaming' },
    { type: 'section', section: { section: 'overview', overview: p.overview } },
    { type: 'narrative', piece: { dayIndex: null, text: 'Two calm days by the lake.' } },
    { type: 'section', section: { section: 'day', day: p.days[0] as PlanDay } },
    { type: 'narrative', piece: { dayIndex: 1, text: 'Start with the pagodas ' } },
    { type: 'narrative', piece: { dayIndex: 1, text: 'while the light is soft.' } },
    { type: 'section', section: { section: 'day', day: p.days[1] as PlanDay } },
    { type: 'narrative', piece: { dayIndex: 2, text: 'Cycle north to Xizhou.' } },
    { type: 'section', section: { section: 'lodging', lodging: p.lodging } },
    { type: 'section', section: { section: 'tips', tips: p.tips } },
    { type: 'section', section: { section: 'costs', costs: p.costs } },
    { type: 'check', check: check() },
    { type: 'done', planId, processingMs: 1800 },
    { type: 'phase', phase: 'done' },
  ];
}

/** Frames as an SSE body's text, with a heartbeat comment in between. */
export function sseText(frames: readonly PlannerStreamFrame[]): string {
  return frames.map((frame, index) => `${index === 1 ? ': heartbeat\n\n' : ''}data: ${JSON.stringify(frame)}\n\n`).join('');
}

/** Frames as a byte stream cut at the given byte offsets (and so inside frames and characters). */
export function sseBody(frames: readonly PlannerStreamFrame[], cuts: number[] = []): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(sseText(frames));
  const bounds = [0, ...cuts.filter((cut) => cut > 0 && cut < bytes.length).sort((a, b) => a - b), bytes.length];
  let index = 0;
  return new ReadableStream({
    pull(controller) {
      const start = bounds[index];
      const end = bounds[index + 1];
      index += 1;
      if (start === undefined || end === undefined) controller.close();
      else controller.enqueue(bytes.slice(start, end));
    },
  });
}

/**
 * A stream whose frames the test releases one at a time (`next()`), so each step of the dialog
 * can be looked at; `finish()` ends it.
 */
export function steppedStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    stream,
    send: (frames: readonly PlannerStreamFrame[]) => controller?.enqueue(encoder.encode(sseText(frames).replace(': heartbeat\n\n', ''))),
    finish: () => controller?.close(),
  };
}


function attraction(id: string, name: LocalizedText, location: { lat: number; lng: number } | null): AttractionDetail {
  return {
    id,
    name,
    type: 'cultural',
    region: 'Dali',
    town: 'Dali Old Town',
    location,
    ticketPriceFen: 7500,
    recommendedDurationHours: 2,
    openStatus: { status: 'unknown' },
    rating: null,
    reviewCount: 0,
    viewCount: 0,
    bookingCount: 0,
    distanceKm: null,
    tags: [],
    image: null,
    travellerPhotoUrl: null,
    images: [],
    address: text('', ''),
    intro: text('', ''),
    transport: text('', ''),
    highlights: [],
    visitTips: [],
    openingHours: null,
    hoursNote: text('', ''),
    ticketNote: text('', ''),
    phone: null,
    website: null,
    bookingUrl: null,
    locationNote: text('', ''),
    sources: [],
  };
}

function restaurant(id: string, name: LocalizedText, dishes: { id: string; name: LocalizedText }[]): RestaurantDetail {
  return {
    id,
    name,
    town: 'Dali Old Town',
    location: { lat: 25.69, lng: 100.16 },
    cuisine: [],
    avgPriceFen: null,
    avgPriceSeen: null,
    diet: { vegetarianOptions: null, halal: null },
    bookable: false,
    foodCount: dishes.length,
    openStatus: { status: 'unknown' },
    viewCount: 0,
    image: null,
    images: [],
    address: text('', ''),
    openingHours: null,
    phone: null,
    note: text('', ''),
    locationNote: text('', ''),
    dishes: dishes.map((dish) => ({ ...dish, category: 'snack' as const })),
    sources: [],
  };
}

function stay(id: string, name: LocalizedText): StayDetail {
  return {
    id,
    name,
    type: 'inn',
    town: 'Dali Old Town',
    location: { lat: 25.695, lng: 100.158 },
    priceFromFen: 28000,
    priceSeen: '2016',
    typicalPrice: null,
    priceNote: null,
    nights: 1,
    totalFen: 28000,
    rating: null,
    reviewCount: 0,
    viewCount: 0,
    bookingCount: 0,
    amenities: [],
    image: null,
    images: [],
    address: text('', ''),
    rooms: [],
    phone: null,
    website: null,
    locationNote: text('', ''),
    sources: [],
  };
}

const ATTRACTIONS: Record<string, AttractionDetail> = {
  'three-pagodas': attraction('three-pagodas', NAMES.pagodas, { lat: 25.7097, lng: 100.1476 }),
  'xizhou-ancient-town': attraction('xizhou-ancient-town', NAMES.xizhou, { lat: 25.8536, lng: 100.1293 }),
  'erhai-path': attraction('erhai-path', NAMES.erhai, null),
};
const RESTAURANTS: Record<string, RestaurantDetail> = {
  'noodle-house': restaurant('noodle-house', NAMES.noodles, [{ id: 'erkuai', name: NAMES.erkuai }]),
  'bai-courtyard': restaurant('bai-courtyard', NAMES.courtyard, [{ id: 'rubing', name: NAMES.rubing }]),
};
const STAYS: Record<string, StayDetail> = { 'cangshan-inn': stay('cangshan-inn', NAMES.inn) };

/** The towns list. */
export const TOWNS = [
  { id: 'dali-old-town', name: text('Dali Old Town', '大理古城', '大理古城'), englishName: 'Dali Old Town', region: 'Dali', location: { lat: 25.69, lng: 100.16 } },
  { id: 'xizhou', name: text('Xizhou', '喜洲', '喜洲'), englishName: 'Xizhou', region: 'Dali', location: { lat: 25.85, lng: 100.13 } },
];

const notFound = () => HttpResponse.json({ code: ERRORS.NOT_FOUND.code, message: 'Not found', data: null }, { status: 404 });

/** MSW handlers of the catalog lookups. */
export const catalogHandlers = [
  http.get('*/api/v1/towns', () => HttpResponse.json(ok(TOWNS))),
  http.get('*/api/v1/attractions/:id', ({ params }) => {
    const found = ATTRACTIONS[String(params.id)];
    return found ? HttpResponse.json(ok(found)) : notFound();
  }),
  http.get('*/api/v1/restaurants/:id', ({ params }) => {
    const found = RESTAURANTS[String(params.id)];
    return found ? HttpResponse.json(ok(found)) : notFound();
  }),
  http.get('*/api/v1/stays/:id', ({ params }) => {
    const found = STAYS[String(params.id)];
    return found ? HttpResponse.json(ok(found)) : notFound();
  }),
];

export { ok };
