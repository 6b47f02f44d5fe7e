/**
 * "Navigate" deep links for a place: AMap (高德), Baidu Maps and Apple Maps, each given the point in
 * the datum it expects (integrations.md §6): AMap GCJ-02 (`coordinate=gaode`), Baidu BD-09
 * (`coord_type=bd09ll`), Apple Maps WGS-84. The catalog stores WGS-84; conversions use gcoord, the
 * library the maps already use. The place's Chinese name goes with the link, so a taxi driver's or
 * the visitor's map app shows the name a Chinese map knows. Web URLs: they open the app where it is
 * installed and a web map otherwise.
 */
import gcoord from 'gcoord';

/** A place to navigate to: WGS-84 degrees and its Chinese name (the name shown on Chinese maps). */
export interface NavigateTarget {
  lat: number;
  lng: number;
  name: string;
  /** Address in Chinese, shown by Baidu under the name; optional. */
  address?: string;
}

/** The three map apps, in the order they are offered. */
export const MAP_APPS = ['amap', 'baidu', 'apple'] as const;
export type MapApp = (typeof MAP_APPS)[number];

/** App name sent as `src` to AMap and Baidu, as their URI APIs ask. */
const SOURCE = 'dali-guide';

/** 6 decimals: about 0.1 m, as precise as any source point. */
const fixed = (value: number) => value.toFixed(6);

/** The deep link of `app` for `target`. */
export function navigateUrl(app: MapApp, target: NavigateTarget): string {
  const name = encodeURIComponent(target.name);
  if (app === 'amap') {
    const [lng, lat] = gcoord.transform([target.lng, target.lat], gcoord.WGS84, gcoord.GCJ02);
    return `https://uri.amap.com/marker?position=${fixed(lng)},${fixed(lat)}&name=${name}&coordinate=gaode&callnative=1&src=${SOURCE}`;
  }
  if (app === 'baidu') {
    const [lng, lat] = gcoord.transform([target.lng, target.lat], gcoord.WGS84, gcoord.BD09);
    const content = encodeURIComponent(target.address ?? target.name);
    return `https://api.map.baidu.com/marker?location=${fixed(lat)},${fixed(lng)}&title=${name}&content=${content}&coord_type=bd09ll&output=html&src=${SOURCE}`;
  }
  return `https://maps.apple.com/?ll=${fixed(target.lat)},${fixed(target.lng)}&q=${name}`;
}
