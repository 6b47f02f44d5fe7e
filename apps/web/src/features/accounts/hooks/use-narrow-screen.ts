/**
 * Whether the viewport is at most 480 px wide: the login dialog's breakpoint (spec §9 "mobile
 * breakpoints 480 (login)"), where it takes 90 % of the width instead of 420 px.
 */
import { useSyncExternalStore } from 'react';

/** Media query of the login dialog's narrow layout. */
export const NARROW_QUERY = '(max-width: 480px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(NARROW_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  // No matchMedia (jsdom, old browsers): the fixed 420 px width.
  return typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches;
}

/** True at 480 px or narrower. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
