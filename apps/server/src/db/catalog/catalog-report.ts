/**
 * What the catalog knows and does not know, in figures (catalog/README.md "Checking the catalog"):
 * records per file, per town and (stays) per type; the share of records with each nullable fact
 * missing; records without a source; records whose Chinese name has no Chinese character (a name
 * shown only in English on the Chinese pages); texts that name a cited website inside the sentence
 * (sources belong in `sources`); points outside the prefecture's bounding box
 * (catalog/region.json). `npm run catalog:report` writes it to bench/results/catalog.json so each
 * change of the data shows its effect. Pure: it reads validated records and returns numbers.
 */
import type { CatalogRecords, Region } from './catalog.schema.js';
import { insideRegion } from './read-catalog.js';

/** Share of records lacking one fact: `missing` of `total`, and `rate` = missing / total (0 when total is 0), 3 decimals. */
export interface MissingRate {
  missing: number;
  total: number;
  rate: number;
}

/** The whole report (see module comment). Ids are listed so a curator can go straight to them. */
export interface CatalogReport {
  counts: Record<Exclude<keyof CatalogRecords, 'region'>, number>;
  /** Records per town English name, for the files that name a town. */
  perTown: { attractions: Record<string, number>; restaurants: Record<string, number>; stays: Record<string, number> };
  /** Stays per town and type (`homestay`, `hotel`, `inn`, `hostel`). */
  staysPerTownAndType: Record<string, Record<string, number>>;
  /** Missing facts per file and field (`null` in the data). */
  missing: {
    attractions: Record<'location' | 'openingHours' | 'ticketPrice' | 'phone' | 'website', MissingRate>;
    restaurants: Record<'location' | 'avgPrice' | 'openingHours' | 'phone' | 'dishes', MissingRate>;
    stays: Record<'location' | 'priceFrom' | 'phone' | 'website', MissingRate>;
    foods: Record<'priceRange', MissingRate>;
  };
  /** `file:id` of every record without a source URL (guides cite their stops' records, so they are not counted). */
  withoutSources: string[];
  /** `file:id` of every record whose zh-CN or zh-HK name holds no Chinese character. */
  namesWithoutChinese: string[];
  /**
   * `file:id:path` of every text that names a cited website in running text ("Hours as listed by
   * chinatripedia", "据gograndchina"): the name belongs in `sources`, the text says "a travel website".
   */
  sourceNamesInText: string[];
  /** `file:id` of every point outside the prefecture's box (attractions of other regions are not checked). */
  outsideRegion: string[];
  /** Stays per town and type without a price that have no band to fall back on either. */
  unpricedWithoutBand: string[];
  /** Town and type pairs that have a price band, `Town/type`. */
  priceBands: string[];
  /**
   * Stays whose own price lies outside their town and type's band (below half its minimum or
   * above twice its maximum: a band is typical, not a limit), with the price and band in CNY.
   */
  pricesOutsideBand: { id: string; town: string; type: string; priceCny: number; band: [number, number] }[];
}

const CHINESE = /\p{Script=Han}/u;

/**
 * Names of the websites, guidebooks and papers the catalog cites, as they appear in running text
 * once lowercased with everything but letters and digits removed ("Lonely Planet" → lonelyplanet,
 * "china-travelnote" → chinatravelnote). Map data and licences (GeoNames, OpenStreetMap, ODbL) are
 * attributions, not sources of a claim, and are not listed.
 */
const SOURCE_NAMES = [
  'gograndchina', 'chinatripedia', 'travelchinaguide', 'chinahighlights', 'wikivoyage', 'wikipedia', 'lonelyplanet',
  'tripadvisor', 'ctrip', 'tripcom', 'chinatravelnote', 'easytourchina', 'chanyouji', 'frommers', 'itourschina',
  'yunnanteatours', 'mafengwo', 'sygic', 'visitourchina', 'etravelchina', 'viaggioincina', 'monasticasia', 'damoqigong',
  'chinadaily', 'github', '携程', '马蜂窝', '馬蜂窩', '大众点评', '大眾點評', '美团', '美團',
] as const;

/** Fields that hold URLs, ids or numbers rather than running text. */
const NOT_TEXT = new Set(['id', 'sources', 'images', 'website', 'bookingUrl', 'phone', 'retrieved', 'priceSeen', 'avgPriceSeen', 'seen']);

/** `path` of every string under `value` (not under NOT_TEXT keys) that names a cited source. */
function textsNamingSources(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') {
    const plain = value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
    return SOURCE_NAMES.some((name) => plain.includes(name)) ? [path.join('.')] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => textsNamingSources(item, [...path, String(index)]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => (NOT_TEXT.has(key) ? [] : textsNamingSources(item, [...path, key])));
  }
  return [];
}

function rateOf(records: readonly unknown[], isMissing: (record: never) => boolean): MissingRate {
  const missing = records.filter((record) => isMissing(record as never)).length;
  const total = records.length;
  return { missing, total, rate: total === 0 ? 0 : Math.round((missing / total) * 1000) / 1000 };
}

function tally(values: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const value of [...values].sort()) out[value] = (out[value] ?? 0) + 1;
  return out;
}

/**
 * The report of `records` against `region` (see {@link CatalogReport}).
 * Pure; throws nothing for valid records.
 */
export function catalogReport(records: CatalogRecords, region: Region = records.region): CatalogReport {
  const { attractions, restaurants, stays, foods, towns, priceBands } = records;
  const inside = (point: { lat: number; lng: number }) => insideRegion(region, point);
  const bandOf = new Map(priceBands.map((band) => [`${band.town}/${band.type}`, band]));

  const staysPerTownAndType: Record<string, Record<string, number>> = {};
  for (const stay of stays) {
    const byType = (staysPerTownAndType[stay.town] ??= {});
    byType[stay.type] = (byType[stay.type] ?? 0) + 1;
  }

  const named: { file: string; list: readonly { id: string; name: { 'zh-CN': string; 'zh-HK': string }; sources: readonly string[] }[] }[] = [
    { file: 'attractions', list: attractions },
    { file: 'restaurants', list: restaurants },
    { file: 'stays', list: stays },
    { file: 'foods', list: foods },
    { file: 'towns', list: towns },
  ];
  const sourced: { file: string; list: readonly { id: string; sources: readonly string[] }[] }[] = [
    ...named,
    { file: 'travel_times', list: records.travelTimes.map((pair) => ({ ...pair, id: `${pair.from}>${pair.to}` })) },
    { file: 'price_bands', list: priceBands },
  ];
  const located: { file: string; list: readonly { id: string; location: { lat: number; lng: number } | null }[] }[] = [
    { file: 'attractions', list: attractions.filter((attraction) => attraction.region === 'Dali') },
    { file: 'restaurants', list: restaurants },
    { file: 'stays', list: stays },
    { file: 'towns', list: towns.filter((town) => town.region === 'Dali') },
  ];

  return {
    counts: {
      towns: towns.length,
      attractions: attractions.length,
      foods: foods.length,
      restaurants: restaurants.length,
      stays: stays.length,
      travelTimes: records.travelTimes.length,
      guides: records.guides.length,
      priceBands: priceBands.length,
    },
    perTown: { attractions: tally(attractions.map((a) => a.town)), restaurants: tally(restaurants.map((r) => r.town)), stays: tally(stays.map((s) => s.town)) },
    staysPerTownAndType,
    missing: {
      attractions: {
        location: rateOf(attractions, (a: (typeof attractions)[number]) => a.location === null),
        openingHours: rateOf(attractions, (a: (typeof attractions)[number]) => a.openingHours === null),
        ticketPrice: rateOf(attractions, (a: (typeof attractions)[number]) => a.ticket.priceCny === null),
        phone: rateOf(attractions, (a: (typeof attractions)[number]) => a.phone === null),
        website: rateOf(attractions, (a: (typeof attractions)[number]) => a.website === null),
      },
      restaurants: {
        location: rateOf(restaurants, (r: (typeof restaurants)[number]) => r.location === null),
        avgPrice: rateOf(restaurants, (r: (typeof restaurants)[number]) => r.avgPriceCny === null),
        openingHours: rateOf(restaurants, (r: (typeof restaurants)[number]) => r.openingHours === null),
        phone: rateOf(restaurants, (r: (typeof restaurants)[number]) => r.phone === null),
        dishes: rateOf(restaurants, (r: (typeof restaurants)[number]) => r.dishIds.length === 0),
      },
      stays: {
        location: rateOf(stays, (s: (typeof stays)[number]) => s.location === null),
        priceFrom: rateOf(stays, (s: (typeof stays)[number]) => s.priceFromCny === null),
        phone: rateOf(stays, (s: (typeof stays)[number]) => s.phone === null),
        website: rateOf(stays, (s: (typeof stays)[number]) => s.website === null),
      },
      foods: { priceRange: rateOf(foods, (f: (typeof foods)[number]) => f.priceRangeCny === null) },
    },
    withoutSources: sourced.flatMap(({ file, list }) => list.filter((record) => record.sources.length === 0).map((record) => `${file}:${record.id}`)),
    namesWithoutChinese: named.flatMap(({ file, list }) =>
      list.filter((record) => !CHINESE.test(record.name['zh-CN']) || !CHINESE.test(record.name['zh-HK'])).map((record) => `${file}:${record.id}`),
    ),
    sourceNamesInText: [
      ...sourced.flatMap(({ file, list }) => list.flatMap((record) => textsNamingSources(record).map((where) => `${file}:${record.id}:${where}`))),
      ...records.guides.flatMap((guide) => textsNamingSources(guide).map((where) => `guides:${guide.id}:${where}`)),
    ],
    outsideRegion: located.flatMap(({ file, list }) => list.filter((record) => record.location !== null && !inside(record.location)).map((record) => `${file}:${record.id}`)),
    unpricedWithoutBand: stays.filter((stay) => stay.priceFromCny === null && !bandOf.has(`${stay.town}/${stay.type}`)).map((stay) => `stays:${stay.id}`),
    priceBands: [...bandOf.keys()].sort(),
    pricesOutsideBand: stays.flatMap((stay) => {
      const band = bandOf.get(`${stay.town}/${stay.type}`);
      if (!band || stay.priceFromCny === null) return [];
      if (stay.priceFromCny >= band.minCny / 2 && stay.priceFromCny <= band.maxCny * 2) return [];
      return [{ id: stay.id, town: stay.town, type: stay.type, priceCny: stay.priceFromCny, band: [band.minCny, band.maxCny] as [number, number] }];
    }),
  };
}
