import type { PageRouteId } from '@dali/shared/page-routes';

/**
 * Per-route metadata carried in React Router `handle`s (spec §2): which title/description keys the
 * route uses, its page name in the navbar, and which parts of the shell it hides.
 */

/** Page ids, shared with the server's page table (packages/shared/src/page-routes.ts). */
export type RouteId = PageRouteId;

export type PageNameKey =
  | 'home' | 'attractions' | 'stay' | 'food' | 'planner' | 'pricing' | 'paymentReturn' | 'travelShare'
  | 'travelPlan' | 'about' | 'privacy' | 'terms' | 'refund' | 'service' | 'notFound';

/** What the shell needs to know about a route. */
export interface RouteHandle {
  id: RouteId;
  pageName: PageNameKey;
  /** Navbar hidden (spec §2: payment return, share, about). */
  hideNavbar?: boolean;
  /** Footer hidden (spec §2: payment return, share). */
  hideFooter?: boolean;
  /** Navbar shown only after scrolling past HOME_NAVBAR_SCROLL_PX (spec §2: home). */
  navbarAfterScroll?: boolean;
}

/** The five main links of the navbar and mobile menu (spec §2), in order. */
export { MAIN_LINKS } from '@dali/shared/navigation';

/** Policy pages: path and the policies namespace key of their text. */
export const POLICY_LINKS = [
  { to: '/privacy', key: 'privacy' },
  { to: '/terms', key: 'terms' },
  { to: '/refund-policy', key: 'refund' },
  { to: '/service-description', key: 'service' },
] as const;
