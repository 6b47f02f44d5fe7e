/**
 * Reads a catalog folder (catalog/README.md format) and validates every record: each file's records
 * against its zod schema, then the references between files. Pure: touches no database.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { CATALOG_FILES, RegionSchema, type CatalogRecords, type Region } from './catalog.schema.js';

/** One reason a catalog folder cannot be imported, precise enough to fix the file. */
export interface CatalogProblem {
  /** File name inside the folder, e.g. `attractions.json`. */
  file: string;
  /** Zero-based index of the record in the file's array; null for a whole-file problem. */
  index: number | null;
  /** The record's id (or `from→to` pair) when it has a readable one. */
  id: string | null;
  /** Dotted path of the bad field inside the record; null when the whole record is at fault. */
  field: string | null;
  reason: string;
}

/** Outcome of {@link readCatalog}: the records, or every problem found (never both). */
export type ReadCatalogResult = { ok: true; records: CatalogRecords } | { ok: false; problems: CatalogProblem[] };

type Key = keyof typeof CATALOG_FILES;

/** Render a problem as one line: `attractions.json[3] (id "x") ticket.priceCny: reason`. */
export function formatProblem(problem: CatalogProblem): string {
  const where = problem.index === null ? problem.file : `${problem.file}[${problem.index}]`;
  const id = problem.id ? ` (id "${problem.id}")` : '';
  const field = problem.field ? ` ${problem.field}` : '';
  return `${where}${id}${field}: ${problem.reason}`;
}

function recordId(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  if (typeof record.id === 'string') return record.id;
  if (typeof record.from === 'string' && typeof record.to === 'string') return `${record.from}→${record.to}`;
  return null;
}

/** The parsed JSON of one file of `dir`, or undefined (with a problem) when it is missing or not JSON. */
async function readJson(dir: string, file: string, problems: CatalogProblem[]): Promise<unknown> {
  let text: string;
  try {
    text = await fs.readFile(path.join(dir, file), 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file is missing' : `cannot read file: ${String(error)}`;
    problems.push({ file, index: null, id: null, field: null, reason });
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    problems.push({ file, index: null, id: null, field: null, reason: `invalid JSON: ${(error as Error).message}` });
    return undefined;
  }
}

async function readArray(dir: string, file: string, problems: CatalogProblem[]): Promise<unknown[] | null> {
  const parsed = await readJson(dir, file, problems);
  if (parsed === undefined) return null;
  if (!Array.isArray(parsed)) {
    problems.push({ file, index: null, id: null, field: null, reason: 'expected a JSON array of records' });
    return null;
  }
  return parsed;
}

function validateFile<S extends z.ZodType>(file: string, schema: S, raw: unknown[], problems: CatalogProblem[]): z.infer<S>[] {
  const records: z.infer<S>[] = [];
  const seen = new Map<string, number>();
  raw.forEach((item, index) => {
    const result = schema.safeParse(item);
    const id = recordId(item);
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push({ file, index, id, field: issue.path.join('.') || null, reason: issue.message });
      }
      return;
    }
    if (id !== null) {
      const key = id.includes('→') ? id.split('→').sort().join('→') : id;
      const first = seen.get(key);
      if (first !== undefined) {
        problems.push({ file, index, id, field: null, reason: `duplicate of record ${first}` });
        return;
      }
      seen.set(key, index);
    }
    records.push(result.data);
  });
  return records;
}

/** region.json: one object (not a list), validated; null (with problems) when missing or invalid. */
async function readRegion(dir: string, problems: CatalogProblem[]): Promise<Region | null> {
  const file = 'region.json';
  const parsed = await readJson(dir, file, problems);
  if (parsed === undefined) return null;
  const result = RegionSchema.safeParse(parsed);
  if (result.success) return result.data;
  for (const issue of result.error.issues) problems.push({ file, index: null, id: null, field: issue.path.join('.') || null, reason: issue.message });
  return null;
}

/**
 * Read and validate the files of `dir` (the list files of CATALOG_FILES and region.json). Every
 * problem is collected (not just the first), so one run tells the curator everything to fix.
 * Besides each record's schema: references between files, and every point of a record in the
 * prefecture (an attraction of region Dali, a town of region Dali, a stay or restaurant in one)
 * inside region.json's box.
 */
export async function readCatalog(dir: string): Promise<ReadCatalogResult> {
  const problems: CatalogProblem[] = [];
  const validated: Partial<Record<Key, unknown[]>> = {};
  // Ids of every record read, valid or not: a reference to a record that failed its own schema is
  // not reported a second time as a dangling reference.
  const readIds: Partial<Record<Key, Set<string>>> = {};
  for (const key of Object.keys(CATALOG_FILES) as Key[]) {
    const { file, schema } = CATALOG_FILES[key];
    const raw = await readArray(dir, file, problems);
    if (raw) validated[key] = validateFile(file, schema, raw, problems);
    if (raw) readIds[key] = new Set(raw.map(recordId).filter((id) => id !== null));
  }
  const region = await readRegion(dir, problems);
  const records = validated as Partial<CatalogRecords>;
  checkReferences(records, problems);
  checkGuideStops(records.guides, readIds, problems);
  checkPriceBands(records, problems);
  if (region) checkInsideRegion(records, region, problems);
  if (problems.length > 0 || !region) return { ok: false, problems };
  return { ok: true, records: { ...(records as Omit<CatalogRecords, 'region'>), region } };
}

/** Whether a WGS-84 point lies inside the region's box (edges included). */
export function insideRegion(region: Region, point: { lat: number; lng: number }): boolean {
  const { bounds } = region;
  return point.lat >= bounds.south && point.lat <= bounds.north && point.lng >= bounds.west && point.lng <= bounds.east;
}

/** Points of records that say they are in the prefecture must lie in its box. */
function checkInsideRegion(records: Partial<CatalogRecords>, region: Region, problems: CatalogProblem[]): void {
  const townRegion = new Map((records.towns ?? []).map((town) => [town.englishName, town.region]));
  const inPrefecture = (town: string) => townRegion.get(town) === region.region;
  const check = <R extends { id: string; location: { lat: number; lng: number } | null }>(file: string, list: readonly R[] | undefined, inRegion: (record: R) => boolean) =>
    list?.forEach((record, index) => {
      if (record.location && inRegion(record) && !insideRegion(region, record.location)) {
        problems.push({
          file,
          index,
          id: record.id,
          field: 'location',
          reason: `${record.location.lat}, ${record.location.lng} is outside ${region.name['en-US']} (${region.bounds.south}–${region.bounds.north} N, ${region.bounds.west}–${region.bounds.east} E); check the point or the record's region/town`,
        });
      }
    });
  check('towns.json', records.towns, (town) => town.region === region.region);
  check('attractions.json', records.attractions, (attraction) => attraction.region === region.region);
  check('stays.json', records.stays, (stay) => inPrefecture(stay.town));
  check('restaurants.json', records.restaurants, (restaurant) => inPrefecture(restaurant.town));
}

/** Each price band names a town of towns.json; one band per town and type. */
function checkPriceBands(records: Partial<CatalogRecords>, problems: CatalogProblem[]): void {
  const { towns, priceBands } = records;
  if (!towns || !priceBands) return;
  const townNames = new Set(towns.map((town) => town.englishName));
  const seen = new Map<string, number>();
  priceBands.forEach((band, index) => {
    if (!townNames.has(band.town)) {
      problems.push({ file: 'price_bands.json', index, id: band.id, field: 'town', reason: `"${band.town}" is not the englishName of any town in towns.json` });
    }
    const key = `${band.town}|${band.type}`;
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push({ file: 'price_bands.json', index, id: band.id, field: 'type', reason: `a ${band.type} band for ${band.town} is already record ${first}` });
    }
    seen.set(key, index);
  });
}

/** References between files: town names, dish ids, travel-time town ids, unique town English names. */
function checkReferences(records: Partial<CatalogRecords>, problems: CatalogProblem[]): void {
  const { towns, attractions, restaurants, stays, foods, travelTimes } = records;
  if (!towns) return;
  const townIds = new Set(towns.map((t) => t.id));
  const townNames = new Set<string>();
  towns.forEach((town, index) => {
    if (townNames.has(town.englishName)) {
      problems.push({ file: 'towns.json', index, id: town.id, field: 'englishName', reason: `"${town.englishName}" is used by another town` });
    }
    townNames.add(town.englishName);
  });
  const checkTown = (file: string, list: { id: string; town: string }[] | undefined) =>
    list?.forEach((record, index) => {
      if (!townNames.has(record.town)) {
        problems.push({ file, index, id: record.id, field: 'town', reason: `"${record.town}" is not the englishName of any town in towns.json` });
      }
    });
  checkTown('attractions.json', attractions);
  checkTown('restaurants.json', restaurants);
  checkTown('stays.json', stays);
  if (restaurants && foods) {
    const foodIds = new Set(foods.map((f) => f.id));
    restaurants.forEach((restaurant, index) => {
      restaurant.dishIds.forEach((dishId, dishIndex) => {
        if (!foodIds.has(dishId)) {
          problems.push({ file: 'restaurants.json', index, id: restaurant.id, field: `dishIds.${dishIndex}`, reason: `"${dishId}" is not an id in foods.json` });
        } else if (restaurant.dishIds.indexOf(dishId) !== dishIndex) {
          problems.push({ file: 'restaurants.json', index, id: restaurant.id, field: `dishIds.${dishIndex}`, reason: `"${dishId}" is listed twice` });
        }
      });
    });
  }
  travelTimes?.forEach((pair, index) => {
    for (const end of ['from', 'to'] as const) {
      if (!townIds.has(pair[end])) {
        problems.push({ file: 'travel_times.json', index, id: `${pair.from}→${pair.to}`, field: end, reason: `"${pair[end]}" is not an id in towns.json` });
      }
    }
  });
}

/** Each guide stop names a record of the file of its kind, and no stop repeats within a guide. */
function checkGuideStops(
  guides: CatalogRecords['guides'] | undefined,
  readIds: Partial<Record<Key, Set<string>>>,
  problems: CatalogProblem[],
): void {
  const files = {
    attraction: { file: 'attractions.json', key: 'attractions' },
    food: { file: 'foods.json', key: 'foods' },
    restaurant: { file: 'restaurants.json', key: 'restaurants' },
    stay: { file: 'stays.json', key: 'stays' },
  } as const;
  guides?.forEach((guide, index) => {
    const seen = new Set<string>();
    guide.stops.forEach((stop, stopIndex) => {
      const field = `stops.${stopIndex}.id`;
      const known = readIds[files[stop.kind].key];
      // A file that failed to read is already reported; its references cannot be judged.
      if (known && !known.has(stop.id)) {
        problems.push({ file: 'guides.json', index, id: guide.id, field, reason: `"${stop.id}" is not an id in ${files[stop.kind].file}` });
      } else if (seen.has(`${stop.kind}:${stop.id}`)) {
        problems.push({ file: 'guides.json', index, id: guide.id, field, reason: `${stop.kind} "${stop.id}" is listed twice` });
      }
      seen.add(`${stop.kind}:${stop.id}`);
    });
  });
}
