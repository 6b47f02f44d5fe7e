/**
 * Whether the viewport is at most 768 px wide: the membership dialog's breakpoint (spec §2
 * "full screen at 768 px or narrower", §9 "mobile breakpoints … 768 (membership …)"), where it
 * fills the screen instead of being 600 px wide.
 */
import { useMediaQuery } from '../../../lib/catalog-list/use-media-query';

/** Media query of the full-screen layout. */
export const FULL_SCREEN_QUERY = '(max-width: 768px)';

/** True at 768 px or narrower. */
export function useFullScreenDialog(): boolean {
  return useMediaQuery(FULL_SCREEN_QUERY);
}
