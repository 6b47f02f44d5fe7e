import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config/env.js';
import { catalogReport } from './catalog-report.js';
import { RegionSchema, type CatalogRecords, type PriceBandRecord, type Region } from './catalog.schema.js';
import { readCatalog } from './read-catalog.js';

const CATALOG = path.join(REPO_ROOT, 'catalog');

async function realCatalog(): Promise<{ records: CatalogRecords; region: Region }> {
  const result = await readCatalog(CATALOG);
  if (!result.ok) throw new Error('the repository catalog does not validate');
  return { records: result.records, region: result.records.region };
}

describe('catalog report', () => {
  it('reads catalog/region.json: a box with sources, south below north and west left of east', async () => {
    const { region } = await realCatalog();
    expect(region.bounds.south).toBeLessThan(region.bounds.north);
    expect(region.sources.length).toBeGreaterThan(0);
    expect(() => RegionSchema.parse({ ...region, bounds: { ...region.bounds, south: region.bounds.north + 1 } })).toThrow();
  });

  it('counts records per file, town and stay type as the data holds them', async () => {
    const { records, region } = await realCatalog();
    const report = catalogReport(records, region);
    expect(report.counts.stays).toBe(records.stays.length);
    expect(Object.values(report.perTown.stays).reduce((a, b) => a + b, 0)).toBe(records.stays.length);
    const [first] = records.stays;
    if (!first) throw new Error('no stays');
    expect(report.staysPerTownAndType[first.town]?.[first.type]).toBe(records.stays.filter((s) => s.town === first.town && s.type === first.type).length);
    expect(report.missing.stays.priceFrom.total).toBe(records.stays.length);
    expect(report.missing.stays.priceFrom.missing).toBe(records.stays.filter((s) => s.priceFromCny === null).length);
  });

  it('names exactly the records a curator has to fix: no source, no Chinese name, a point outside the prefecture, a missing fact', async () => {
    const { records, region } = await realCatalog();
    const before = catalogReport(records, region);
    const [stay] = records.stays;
    const second = records.stays.find((s) => s !== stay && /\p{Script=Han}/u.test(s.name['zh-CN']) && /\p{Script=Han}/u.test(s.name['zh-HK']));
    const [attraction] = records.attractions.filter((a) => a.region === 'Dali' && a.ticket.priceCny !== null);
    if (!stay || !second || !attraction) throw new Error('catalog too small for this test');
    const changed: CatalogRecords = {
      ...records,
      stays: [
        { ...stay, location: { lat: region.bounds.north + 0.5, lng: region.bounds.east }, sources: [] as unknown as [string] },
        ...records.stays.slice(1).map((s) => (s === second ? { ...second, name: { ...second.name, 'zh-CN': 'Five Elements Hostel' } } : s)),
      ],
      attractions: records.attractions.map((a) => (a.id === attraction.id ? { ...a, ticket: { ...a.ticket, priceCny: null } } : a)),
    };
    const after = catalogReport(changed, region);
    expect(after.outsideRegion.filter((id) => !before.outsideRegion.includes(id))).toEqual([`stays:${stay.id}`]);
    expect(after.withoutSources.filter((id) => !before.withoutSources.includes(id))).toEqual([`stays:${stay.id}`]);
    expect(after.namesWithoutChinese.filter((id) => !before.namesWithoutChinese.includes(id))).toEqual([`stays:${second.id}`]);
    expect(after.missing.attractions.ticketPrice.missing).toBe(before.missing.attractions.ticketPrice.missing + 1);
  });

  it('finds no cited website named in running text, and names the text that does', async () => {
    const { records, region } = await realCatalog();
    expect(catalogReport(records, region).sourceNamesInText).toEqual([]);
    const [stay] = records.stays;
    const [attraction] = records.attractions;
    const [pair] = records.travelTimes;
    if (!stay || !attraction || !pair) throw new Error('catalog too small for this test');
    const changed: CatalogRecords = {
      ...records,
      stays: [{ ...stay, locationNote: { ...stay.locationNote, 'en-US': 'Town-level only (chinatripedia).' } }, ...records.stays.slice(1)],
      attractions: [{ ...attraction, ticket: { ...attraction.ticket, note: { 'zh-CN': '据gograndchina为75元', 'en-US': 'CNY 75.' } } }, ...records.attractions.slice(1)],
      travelTimes: [{ ...pair, note: 'Bus time per Lonely Planet.' }, ...records.travelTimes.slice(1)],
    };
    // URLs in `sources` are where names belong: they are not running text.
    expect(stay.sources.length).toBeGreaterThan(0);
    expect(catalogReport(changed, region).sourceNamesInText).toEqual([
      `attractions:${attraction.id}:ticket.note.zh-CN`,
      `stays:${stay.id}:locationNote.en-US`,
      `travel_times:${pair.from}>${pair.to}:note`,
    ]);
  });

  it('checks stay prices against their town and type band, and names unpriced stays with no band', async () => {
    const { records, region } = await realCatalog();
    const [stay] = records.stays;
    if (!stay) throw new Error('no stays');
    const band: PriceBandRecord = {
      id: 'test-band',
      town: stay.town,
      type: stay.type,
      minCny: 100,
      maxCny: 200,
      unit: 'room-night',
      seen: '2024',
      note: { 'zh-CN': '测试', 'en-US': 'test' },
      sources: ['https://example.org/band'],
    };
    const others = records.priceBands.filter((b) => !(b.town === stay.town && b.type === stay.type));
    const at = (priceFromCny: number | null) =>
      catalogReport({ ...records, priceBands: [...others, band], stays: [{ ...stay, priceFromCny, priceSeen: priceFromCny === null ? null : '2024' }, ...records.stays.slice(1)] }, region);
    expect(at(50).pricesOutsideBand.map((p) => p.id)).not.toContain(stay.id);
    expect(at(400).pricesOutsideBand.map((p) => p.id)).not.toContain(stay.id);
    expect(at(49).pricesOutsideBand).toContainEqual({ id: stay.id, town: stay.town, type: stay.type, priceCny: 49, band: [100, 200] });
    expect(at(401).pricesOutsideBand.map((p) => p.id)).toContain(stay.id);
    expect(at(null).unpricedWithoutBand).not.toContain(`stays:${stay.id}`);
    const withoutBand = catalogReport({ ...records, priceBands: others, stays: [{ ...stay, priceFromCny: null, priceSeen: null }, ...records.stays.slice(1)] }, region);
    expect(withoutBand.unpricedWithoutBand).toContain(`stays:${stay.id}`);
    expect(withoutBand.priceBands).not.toContain(`${stay.town}/${stay.type}`);
  });
});
