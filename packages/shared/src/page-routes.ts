import { DEFAULT_LOCALE, type Locale } from './locales.js';

/**
 * The web app's pages (spec §2) by path pattern: the one table the server reads to write each
 * page's `<head>` (title, description, canonical, alternates, Open Graph, structured data) and the
 * sitemap, and the web router's paths are checked against (apps/web/src/app/router.test.tsx).
 * `:name` segments are parameters; `indexable: false` pages get `noindex` (personal, transactional
 * or shared pages a search engine should not list).
 */

/** Id of a page; equals the web router's `RouteHandle.id` and the `routes.<id>` text keys. */
export type PageRouteId =
  | 'home' | 'attractions' | 'attractionDetail' | 'stay' | 'stayReserve' | 'pricing' | 'planner'
  | 'food' | 'foodDetail' | 'restaurantDetail' | 'paymentReturn' | 'share' | 'travelPlan' | 'about'
  | 'privacy' | 'terms' | 'refund' | 'service' | 'notFound';

/** One page of the table. */
export interface PageRoute {
  id: PageRouteId;
  /** Path pattern, `:param` for a segment. */
  path: string;
  /** Listed in the sitemap and open to search engines. */
  indexable: boolean;
}

/** Every page, most specific pattern first where two could match. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { id: 'home', path: '/', indexable: true },
  { id: 'attractions', path: '/attractions', indexable: true },
  { id: 'attractionDetail', path: '/attractions/:id', indexable: true },
  { id: 'stay', path: '/stay', indexable: true },
  // The lodging is named by `?id=`, which the canonical keeps (stay/reserve?id=…).
  { id: 'stayReserve', path: '/stay/reserve', indexable: true },
  { id: 'pricing', path: '/package-pricing', indexable: true },
  { id: 'planner', path: '/ai-travel-planner', indexable: true },
  { id: 'food', path: '/gourmetFood', indexable: true },
  { id: 'restaurantDetail', path: '/gourmetFood/restaurant/:id', indexable: true },
  { id: 'foodDetail', path: '/gourmetFood/:id', indexable: true },
  { id: 'paymentReturn', path: '/payment/return', indexable: false },
  { id: 'share', path: '/share/:planId', indexable: false },
  { id: 'travelPlan', path: '/travel-plan/:id', indexable: false },
  { id: 'about', path: '/about-us', indexable: true },
  { id: 'privacy', path: '/privacy', indexable: true },
  { id: 'terms', path: '/terms', indexable: true },
  { id: 'refund', path: '/refund-policy', indexable: true },
  { id: 'service', path: '/service-description', indexable: true },
];

/**
 * Absolute URL of `path` (which may carry its own query, e.g. a lodging's `?id=`) in `locale`:
 * `lang=` is added for the Chinese locales, which the web app reads on load. The one rule for
 * canonicals, alternates and sitemap entries.
 */
export function localizedUrl(origin: string, path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return `${origin}${path}`;
  return `${origin}${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;
}

/** A matched page: its route and the decoded `:param` values. */
export interface PageMatch {
  route: PageRoute;
  params: Record<string, string>;
}

/**
 * The page `pathname` shows (a trailing slash is ignored), or null for a path no page has (the
 * web app's 404 page). A parameter that is not valid percent-encoding matches nothing.
 */
export function matchPageRoute(pathname: string): PageMatch | null {
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  for (const route of PAGE_ROUTES) {
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let matched = true;
    for (const [index, segment] of pattern.entries()) {
      const part = parts[index] ?? '';
      if (segment.startsWith(':')) {
        try {
          params[segment.slice(1)] = decodeURIComponent(part);
        } catch {
          matched = false;
        }
      } else if (segment !== part) matched = false;
      if (!matched) break;
    }
    if (matched) return { route, params };
  }
  return null;
}
