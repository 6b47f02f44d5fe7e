/**
 * Whether the viewport is at most 480 px wide: the login dialog's breakpoint (spec §9 "mobile
 * breakpoints 480 (login)"), where it takes 90 % of the width instead of 420 px.
 */
import { useMediaQuery } from '../../../lib/catalog-list/use-media-query';

/** Media query of the login dialog's narrow layout. */
export const NARROW_QUERY = '(max-width: 480px)';

/** True at 480 px or narrower. */
export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_QUERY);
}
