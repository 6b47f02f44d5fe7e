/**
 * API answers embedded in the first page load by the server (apps/server/src/plugins/initial-data.ts):
 * `<script id="initial-data" type="application/json">{ locale, responses: { [key]: envelope } }</script>`.
 * The request client takes each one once, for a GET of the same path and query made in the same
 * locale within a minute of the page load, instead of going to the network; anything else (a
 * missing or malformed element, another locale, a later call) goes to the network as usual.
 */

/** Id of the embedded element (the server's `INITIAL_DATA_ELEMENT_ID`). */
const ELEMENT_ID = 'initial-data';
/** Answers older than this (ms since the page started loading) are not used. */
export const INITIAL_DATA_MAX_AGE_MS = 60_000;

let responses: Map<string, unknown> | null = null;
let locale: string | null = null;

/**
 * The key of a call on both sides: path plus query parameters in sorted order (the server's
 * `initialDataKey`).
 */
export function initialDataKey(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  parsed.searchParams.sort();
  const query = parsed.searchParams.toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

function load(): Map<string, unknown> {
  if (responses) return responses;
  responses = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID);
  if (!element?.textContent) return responses;
  try {
    const parsed = JSON.parse(element.textContent) as { locale?: unknown; responses?: unknown };
    if (typeof parsed.locale === 'string' && parsed.responses && typeof parsed.responses === 'object') {
      locale = parsed.locale;
      for (const [key, value] of Object.entries(parsed.responses)) responses.set(key, value);
    }
  } catch {
    // A malformed element only means the page asks the network.
  }
  element.remove();
  return responses;
}

/**
 * The embedded answer (a parsed JSON body) to a GET of `url` made in `currentLocale`, removed so it
 * is used once; undefined when there is none to use.
 */
export function takeInitialResponse(url: string, currentLocale: string): unknown {
  const all = load();
  if (all.size === 0) return undefined;
  if (locale !== currentLocale || performance.now() > INITIAL_DATA_MAX_AGE_MS) {
    all.clear();
    return undefined;
  }
  const key = initialDataKey(url);
  const body = all.get(key);
  all.delete(key);
  return body;
}

/** Forget what was loaded (tests). */
export function resetInitialData(): void {
  responses = null;
  locale = null;
}
