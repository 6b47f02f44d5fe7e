import { describe, expect, it } from 'vitest';
import { groupPoints, toTileCoordinates } from './map-coordinates';

/** Great-circle distance in metres (haversine), to state the offset in plain units. */
function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

describe('map tile coordinates', () => {
  // Dali Old Town centre as the catalog gives it (WGS-84).
  const oldTown = { lat: 25.69056, lng: 100.1625 };

  it('leaves WGS-84 points alone for WGS-84 tiles', () => {
    expect(toTileCoordinates(oldTown, 'wgs84')).toEqual(oldTown);
  });

  it('shifts a Dali point by a few hundred metres for GCJ-02 tiles (south-east here)', () => {
    const shifted = toTileCoordinates(oldTown, 'gcj02');
    // The standard WGS-84 → GCJ-02 formula gives 25.687590, 100.163716 here (checked independently).
    expect(shifted.lat).toBeCloseTo(25.68759, 5);
    expect(shifted.lng).toBeCloseTo(100.163716, 5);
    const offset = metresBetween(oldTown, shifted);
    expect(offset).toBeGreaterThan(200);
    expect(offset).toBeLessThan(600);
  });

  it('leaves points outside China unchanged, as GCJ-02 does', () => {
    const london = { lat: 51.5007, lng: -0.1246 };
    expect(toTileCoordinates(london, 'gcj02')).toEqual(london);
  });
});

describe('points at the same spot', () => {
  it('share one group, in the order they came', () => {
    const groups = groupPoints([
      { id: 'xizhou', lat: 25.85, lng: 100.13333 },
      { id: 'erhai', lat: 25.8, lng: 100.2 },
      { id: 'yan-family', lat: 25.850001, lng: 100.133332 },
    ]);
    expect(groups.map((g) => g.points.map((p) => p.id))).toEqual([['xizhou', 'yan-family'], ['erhai']]);
    expect(groups[0]).toMatchObject({ lat: 25.85, lng: 100.13333 });
  });
});
