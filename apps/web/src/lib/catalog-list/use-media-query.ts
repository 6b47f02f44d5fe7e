/**
 * Whether the viewport matches a CSS media query, following resizes through matchMedia. Lists use
 * the mobile breakpoint of spec §9 (768 px) to put their filters in a sheet and load more instead
 * of paging; dialogs use their own breakpoints (login 480 px, membership 768 px).
 */
import { useCallback, useSyncExternalStore } from 'react';

/** Media query of "mobile" (spec §9: mobile under 768 px). */
export const MOBILE_QUERY = '(max-width: 767.98px)';

/**
 * True while `query` (e.g. `(max-width: 480px)`) matches the viewport. Without matchMedia (old
 * browsers, jsdom) and on the server it is false: the wide layout, which works everywhere.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

/** True below 768 px (spec §9 mobile). */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
