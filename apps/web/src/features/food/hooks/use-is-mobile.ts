/**
 * Whether the viewport is below the mobile breakpoint of spec §9 (768 px): lists then put their
 * filters in a drawer and load more instead of paging. Follows resizes through matchMedia.
 */
import { useSyncExternalStore } from 'react';

/** Media query of "mobile" (spec §9: mobile under 768 px). */
export const MOBILE_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(MOBILE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  // No matchMedia (old browsers, jsdom): the desktop layout, which works everywhere.
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
}

/** True below 768 px. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
