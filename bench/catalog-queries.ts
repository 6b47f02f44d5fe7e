/**
 * The catalog requests the HTTP benches send (`npm run bench:http`, `npm run bench:scale`), kept in
 * one place so figures of the two benches describe the same traffic.
 */

/** Two filters and a sort over the imported catalog (spec §2 attraction list). */
export const ATTRACTIONS_LIST_PATH = '/api/v1/attractions?region=Dali&openStatus=open&sort=popularity&page=1&pageSize=20';

/**
 * Attraction list pages a visitor browses: the filtered, sorted page above, and the other filters
 * (type, region, open status, name), every sort and the first few pages.
 */
export const ATTRACTIONS_LIST_MIX = [
  ATTRACTIONS_LIST_PATH,
  '/api/v1/attractions?sort=recommended&page=1&pageSize=12',
  '/api/v1/attractions?type=cultural&region=Dali&sort=recommended&page=2&pageSize=12',
  '/api/v1/attractions?region=Dali&type=natural&sort=rating&page=1&pageSize=20',
  '/api/v1/attractions?sort=distance&page=3&pageSize=12',
  '/api/v1/attractions?openStatus=open&sort=popularity&page=2&pageSize=20',
  `/api/v1/attractions?q=${encodeURIComponent('古镇')}&sort=recommended&page=1&pageSize=12`,
  '/api/v1/attractions?q=pagoda&region=Dali&sort=distance&page=1&pageSize=12',
];

/**
 * 800 distinct list queries (each query of the mix above at pages 1 and 2 of every page size from 1
 * to 50): more than the 500 pages the list keeps, so in a cycle every page is computed. The mix is
 * the innermost loop, so any run of consecutive requests, however short, covers every query alike.
 */
export function uncachedListPaths(): string[] {
  const sizes = Array.from({ length: 50 }, (_, i) => i + 1);
  return sizes.flatMap((pageSize) =>
    [1, 2].flatMap((page) => ATTRACTIONS_LIST_MIX.map((base) => base.replace(/page=\d+&pageSize=\d+/, `page=${page}&pageSize=${pageSize}`))),
  );
}

/** What visitors type in the home search: Chinese in both scripts, pinyin with and without tones, English. */
export const SEARCH_MIX = ['三塔', '洱海', '喜洲粑粑', '崇聖寺', 'erhai', 'Ěrhǎi', 'chong sheng si', 'xizhou baba', 'Three Pagodas', 'pagodsa', 'hostel', 'dali'];
/** Search kinds: all, then each one. */
export const SEARCH_KINDS = ['', 'attraction', 'stay', 'food', 'restaurant'];

/** Path of one search: query `q`, at most `limit` hits per group, only `kind` when given. */
export const searchPath = (q: string, limit = 5, kind = '') => `/api/v1/search?q=${encodeURIComponent(q)}&limit=${limit}${kind ? `&kind=${kind}` : ''}`;

/**
 * 1,200 distinct query/limit/kind combinations requested in a cycle: more than the 1,000 answers the
 * search keeps per index, and a first-in-first-out cache misses on every request of such a cycle.
 * The query text is the innermost loop, so a short run of the cycle still covers every query.
 */
export function uncachedSearchPaths(): string[] {
  const limits = Array.from({ length: 20 }, (_, i) => i + 1);
  return limits.flatMap((limit) => SEARCH_KINDS.flatMap((kind) => SEARCH_MIX.map((q) => searchPath(q, limit, kind))));
}
