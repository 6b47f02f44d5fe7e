import { describe, expect, it } from 'vitest';
import { navigateUrl } from './navigate-links';

// The Three Pagodas, WGS-84 (catalog/attractions.json).
const PAGODAS = { lat: 25.708725, lng: 100.147236, name: '崇圣寺三塔', address: '大理市大理古城以北约1.5公里' };

const params = (url: string) => new URL(url).searchParams;
const pair = (text: string | null) => (text ?? '').split(',').map(Number) as [number, number];

describe('navigate links', () => {
  it('gives AMap the GCJ-02 point (longitude first) and says so, with the Chinese name', () => {
    const url = navigateUrl('amap', PAGODAS);
    expect(url.startsWith('https://uri.amap.com/marker?')).toBe(true);
    const [lng, lat] = pair(params(url).get('position'));
    // GCJ-02 shifts points in Yunnan by a few hundred metres: never zero, never kilometres.
    const shiftM = Math.hypot((lng - PAGODAS.lng) * 100_000, (lat - PAGODAS.lat) * 111_000);
    expect(shiftM).toBeGreaterThan(100);
    expect(shiftM).toBeLessThan(1000);
    expect(params(url).get('coordinate')).toBe('gaode');
    expect(params(url).get('name')).toBe('崇圣寺三塔');
  });

  it('gives Baidu the BD-09 point (latitude first), further shifted than GCJ-02, with name and address', () => {
    const amap = pair(params(navigateUrl('amap', PAGODAS)).get('position'));
    const url = navigateUrl('baidu', PAGODAS);
    expect(url.startsWith('https://api.map.baidu.com/marker?')).toBe(true);
    const [lat, lng] = pair(params(url).get('location'));
    expect(params(url).get('coord_type')).toBe('bd09ll');
    // BD-09 adds Baidu's own offset (about 0.006° in both axes) on top of GCJ-02.
    expect(lng - amap[0]).toBeGreaterThan(0.004);
    expect(lat - amap[1]).toBeGreaterThan(0.004);
    expect(params(url).get('title')).toBe('崇圣寺三塔');
    expect(params(url).get('content')).toBe('大理市大理古城以北约1.5公里');
  });

  it('gives Apple Maps the WGS-84 point unchanged', () => {
    const url = navigateUrl('apple', PAGODAS);
    expect(pair(params(url).get('ll'))).toEqual([25.708725, 100.147236]);
    expect(params(url).get('q')).toBe('崇圣寺三塔');
  });
});
