/**
 * Coordinates for map tiles. The API gives WGS-84 degrees (GPS); Chinese tile hosts (AMap, Tencent)
 * draw their tiles in GCJ-02, the obfuscated national datum, so a WGS-84 point drawn on them lands a
 * few hundred metres off. `MAP_TILE_CRS=gcj02` in the client config says the tiles need converting
 * (integrations.md §6).
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
