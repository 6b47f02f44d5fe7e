/**
 * Coordinates for map tiles. The API gives WGS-84 degrees (GPS); Chinese tile hosts (AMap, Tencent)
 * draw their tiles in GCJ-02, the obfuscated national datum, so a WGS-84 point drawn on them lands a
 * few hundred metres off. `MAP_TILE_CRS=gcj02` in the client config says the tiles need converting
 * (integrations.md §6). Also the grouping of points that share a spot.
 */
import gcoord from 'gcoord';

/** A point in degrees: latitude north, longitude east. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Datum of the configured map tiles (client-config `mapTiles.crs`). */
export type TileCrs = 'wgs84' | 'gcj02';

/**
 * The position to draw a WGS-84 point at on tiles in `crs`: unchanged for WGS-84 tiles, converted
 * with gcoord for GCJ-02 tiles. gcoord leaves points outside China unchanged, as GCJ-02 does.
 */
export function toTileCoordinates(point: LatLng, crs: TileCrs): LatLng {
  if (crs === 'wgs84') return point;
  const [lng, lat] = gcoord.transform([point.lng, point.lat], gcoord.WGS84, gcoord.GCJ02);
  return { lat, lng };
}

/** Points sharing one marker: their common position and the points, in input order. */
export interface PointGroup<T extends LatLng> {
  key: string;
  lat: number;
  lng: number;
  points: T[];
}

/**
 * Group points drawn at the same spot (places the catalog only locates to their town, e.g. a
 * village and a compound in it), so each spot gets one marker whose popup lists them all.
 * Coordinates are compared to 5 decimals (about 1 m). Groups keep the order of first appearance.
 */
export function groupPoints<T extends LatLng>(points: readonly T[]): PointGroup<T>[] {
  const groups = new Map<string, PointGroup<T>>();
  for (const point of points) {
    const key = `${point.lat.toFixed(5)},${point.lng.toFixed(5)}`;
    const group = groups.get(key);
    if (group) group.points.push(point);
    else groups.set(key, { key, lat: point.lat, lng: point.lng, points: [point] });
  }
  return [...groups.values()];
}
