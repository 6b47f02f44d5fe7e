/**
 * Whether the viewport is at most 768 px wide: the membership dialog's breakpoint (spec §2
 * "full screen at 768 px or narrower", §9 "mobile breakpoints … 768 (membership …)"), where it
 * fills the screen instead of being 600 px wide.
 */
import { useSyncExternalStore } from 'react';

/** Media query of the full-screen layout. */
export const FULL_SCREEN_QUERY = '(max-width: 768px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(FULL_SCREEN_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  // No matchMedia (jsdom, old browsers): the 600 px dialog.
  return typeof window.matchMedia === 'function' && window.matchMedia(FULL_SCREEN_QUERY).matches;
}

/** True at 768 px or narrower. */
export function useFullScreenDialog(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
