/**
 * Initial data for the first page load: when index.html is served for a catalog page, the API
 * answers that page asks for first (the same GET calls, run in process with `app.inject`) are
 * embedded in it as `<script id="initial-data" type="application/json">`. The web request client
 * (apps/web/src/lib/api-client.ts) answers those calls from it once, instead of waiting for the
 * page's code to run and then for one more round trip: on a phone network that wait is most of
 * the time before the page shows its content (docs/decisions/0006-web-first-load.md).
 *
 * Only answers that are the same for every visitor are embedded (no user-specific fields, no
 * visitor position); the locale they were made in is stated, and the client uses them only in
 * that locale. The URL lists mirror the first calls of apps/web's home, attractions list and
 * attraction detail pages; a browser journey checks that those pages make none of them over the
 * network on a first load.
 */
import type { FastifyInstance } from 'fastify';
import type { StoredTravelPlan } from '@dali/shared/contracts/planner-stream';
import type { Locale } from '@dali/shared/locales';
import { collectPlaceIds, planParts, planPlacePath } from '@dali/shared/plan-places';

/** Id of the embedded script element (read by apps/web/src/lib/initial-data.ts). */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

/**
 * A GET run in process for the page being served: the JSON body of a 200 answer, or null. Answers
 * are kept for the rest of that page, so a call a route reads to find its URLs is run once.
 */
export type InitialDataGet = (url: string) => Promise<unknown>;

/** One page whose first API calls are embedded. */
export interface InitialDataRoute {
  /** Matches the URL path (no query); capture groups go to `urls`. */
  pattern: RegExp;
  /**
   * The GET URLs to embed for a match, given the page's query string (without `?`); a route whose
   * later calls depend on an earlier answer reads it with `get`.
   */
  urls: (match: RegExpExecArray, search: URLSearchParams, get: InitialDataGet) => string[] | Promise<string[]>;
}

// Calls every page makes on load (footer contact and filing text; town names on cards).
const SHELL_CALLS = ['/api/v1/client-config', '/api/v1/towns'];

/** The path segment `raw` as the web asks for it (encodeURIComponent of the decoded id), or null when it is malformed. */
function pathId(raw: string | undefined): string | null {
  try {
    return encodeURIComponent(decodeURIComponent(raw ?? ''));
  } catch {
    return null;
  }
}

/**
 * The catalog pages and their first calls (apps/web: features/home/api, features/attractions/api,
 * lib/api, features/planner/api). Home: 6 featured attractions and 4 lodgings in recommended
 * order, the guides. Attractions list: only without URL filters, its first page of 12 in
 * recommended order. Attraction detail: the attraction without a visitor position. Shared plan:
 * the plan as anyone who is not its owner reads it (no `userId`, `isOwner` false; the share page
 * shows every reader the same read-only plan) and the detail of every place it names
 * (packages/shared/src/plan-places.ts); a plan that is not shared has nothing embedded.
 */
export const INITIAL_DATA_ROUTES: readonly InitialDataRoute[] = [
  {
    pattern: /^\/$/,
    urls: () => [...SHELL_CALLS, '/api/v1/guides', '/api/v1/attractions?sort=recommended&pageSize=6', '/api/v1/stays?sort=recommended&pageSize=4'],
  },
  {
    pattern: /^\/attractions\/?$/,
    urls: (_match, search) => (search.size === 0 ? [...SHELL_CALLS, '/api/v1/attractions?sort=recommended&page=1&pageSize=12'] : SHELL_CALLS),
  },
  {
    pattern: /^\/attractions\/([^/]+)\/?$/,
    urls: (match) => {
      // The page asks with encodeURIComponent of the decoded id: ask the same way.
      const id = pathId(match[1]);
      return id === null ? SHELL_CALLS : [...SHELL_CALLS, `/api/v1/attractions/${id}`];
    },
  },
  {
    pattern: /^\/share\/([^/]+)\/?$/,
    urls: async (match, _search, get) => {
      const id = pathId(match[1]);
      if (id === null) return SHELL_CALLS;
      const planUrl = `/ai_api/v1/base_api/travel_plans/${id}`;
      const body = (await get(planUrl)) as { data?: StoredTravelPlan } | null;
      const plan = body?.data?.plan;
      if (!plan) return SHELL_CALLS;
      const ids = collectPlaceIds(planParts(plan));
      const places = (['attraction', 'restaurant', 'stay'] as const).flatMap((kind) => ids[kind].map((placeId) => planPlacePath(kind, placeId)));
      return [...SHELL_CALLS, planUrl, ...places];
    },
  },
];

/**
 * The key a call is known by on both sides: path plus query parameters in sorted order, so
 * `?b=1&a=2` and `?a=2&b=1` are the same call.
 */
export function initialDataKey(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  parsed.searchParams.sort();
  const query = parsed.searchParams.toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

/** JSON safe inside a `<script>` element: no `</script>`, `<!--` or line separators. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The `<script id="initial-data">` element for `pathname`, or null when the page has no initial
 * data or none of its calls succeeded. Each call runs through the whole app (validation, caches,
 * serialisation) in `locale`; calls that fail are left out (the page then makes them itself).
 * Shape of the JSON: `{ locale, responses: { [key]: envelope } }`, keys from {@link initialDataKey}.
 */
export async function initialDataScript(
  app: FastifyInstance,
  pathname: string,
  search: URLSearchParams,
  locale: Locale,
  routes: readonly InitialDataRoute[] = INITIAL_DATA_ROUTES,
): Promise<string | null> {
  const runs = new Map<string, Promise<unknown>>();
  const get: InitialDataGet = (url) => {
    let run = runs.get(url);
    if (!run) {
      run = app.inject({ method: 'GET', url, headers: { 'accept-language': locale } }).then((response) => (response.statusCode === 200 ? (response.json() as unknown) : null));
      runs.set(url, run);
    }
    return run;
  };
  let urls: string[] | null = null;
  for (const route of routes) {
    const match = route.pattern.exec(pathname);
    if (match) {
      urls = await route.urls(match, search, get);
      break;
    }
  }
  if (!urls || urls.length === 0) return null;
  const answers = await Promise.all(
    urls.map(async (url) => {
      const body = await get(url);
      return body === null ? null : ([initialDataKey(url), body] as const);
    }),
  );
  const responses = Object.fromEntries(answers.filter((answer) => answer !== null));
  if (Object.keys(responses).length === 0) return null;
  return `<script id="${INITIAL_DATA_ELEMENT_ID}" type="application/json">${scriptSafeJson({ locale, responses })}</script>`;
}
