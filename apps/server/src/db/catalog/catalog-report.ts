/**
 * What the catalog knows and does not know, in figures (catalog/README.md "Checking the catalog"):
 * records per file, per town and (stays) per type; the share of records with each nullable fact
 * missing; records without a source; records whose Chinese name has no Chinese character (a name
 * shown only in English on the Chinese pages); points outside the prefecture's bounding box
 * (catalog/region.json). `npm run catalog:report` writes it to bench/results/catalog.json so each
 * change of the data shows its effect. Pure: it reads validated records and returns numbers.
 */
import { z } from 'zod';
import type { CatalogRecords } from './catalog.schema.js';

/** catalog/region.json: the prefecture and the WGS-84 box around it, with sources. */
export const RegionSchema = z.object({
  id: z.string(),
  name: z.object({ 'zh-CN': z.string(), 'zh-HK': z.string(), 'en-US': z.string() }),
  bounds: z
    .object({ south: z.number().min(-90).max(90), north: z.number().min(-90).max(90), west: z.number().min(-180).max(180), east: z.number().min(-180).max(180) })
    .refine((box) => box.south < box.north && box.west < box.east, { error: 'south must be below north and west left of east' }),
  note: z.string(),
  sources: z.array(z.url()).min(1),
  retrieved: z.iso.date(),
});
/** The prefecture's record. */
export type Region = z.infer<typeof RegionSchema>;

/** Share of records lacking one fact: `missing` of `total`, and `rate` = missing / total (0 when total is 0), 3 decimals. */
export interface MissingRate {
  missing: number;
  total: number;
  rate: number;
}

/** The whole report (see module comment). Ids are listed so a curator can go straight to them. */
export interface CatalogReport {
  counts: Record<keyof CatalogRecords, number>;
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
  /** `file:id` of every point outside the prefecture's box (attractions of other regions are not checked). */
  outsideRegion: string[];
  /** Stay prices outside their town and type's band: not checked until the catalog holds price bands. */
  pricesOutsideBand: null;
}

const CHINESE = /\p{Script=Han}/u;

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
export function catalogReport(records: CatalogRecords, region: Region): CatalogReport {
  const { attractions, restaurants, stays, foods, towns } = records;
  const inside = (point: { lat: number; lng: number }) =>
    point.lat >= region.bounds.south && point.lat <= region.bounds.north && point.lng >= region.bounds.west && point.lng <= region.bounds.east;

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
    { file: 'travel_times', list: records.travelTimes.map((pair) => ({ id: `${pair.from}>${pair.to}`, sources: pair.sources })) },
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
    outsideRegion: located.flatMap(({ file, list }) => list.filter((record) => record.location !== null && !inside(record.location)).map((record) => `${file}:${record.id}`)),
    pricesOutsideBand: null,
  };
}
