/**
 * Every route of spec §2 (plus policy pages and a localised 404), each page loaded lazily.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { i18n, type PageNamespace } from '../lib/i18n';
import type { RouteHandle } from './route-meta';
import { AppLayout } from './shell/app-layout';

type Loader = () => Promise<{ Component: React.ComponentType }>;

/**
 * A lazy route. Its translation namespaces are fetched in parallel with its code, so a page never
 * waits for its text after its chunk has arrived.
 */
function page(path: string | undefined, handle: RouteHandle, load: Loader, namespaces: readonly PageNamespace[] = []): RouteObject {
  const lazy: Loader = async () => {
    const [module] = await Promise.all([load(), namespaces.length > 0 ? i18n.loadNamespaces([...namespaces]) : undefined]);
    return module;
  };
  return path === undefined ? { index: true, handle, lazy } : { path, handle, lazy };
}

/** Route objects; exported for tests. */
export const ROUTES: RouteObject[] = [
  {
    element: <AppLayout />,
    hydrateFallbackElement: <div className="page" aria-busy="true" />,
    children: [
      page(undefined, { id: 'home', pageName: 'home', navbarAfterScroll: true }, () =>
        import('../features/home/pages/home-page').then((m) => ({ Component: m.HomePage })),
        ['home', 'catalog'],
      ),
      page('attractions', { id: 'attractions', pageName: 'attractions' }, () =>
        import('../features/attractions/pages/attractions-page').then((m) => ({ Component: m.AttractionsPage })),
        ['attractions', 'catalog'],
      ),
      page('attractions/:id', { id: 'attractionDetail', pageName: 'attractions' }, () =>
        import('../features/attractions/pages/attraction-detail-page').then((m) => ({ Component: m.AttractionDetailPage })),
        ['attractions', 'catalog'],
      ),
      page('stay', { id: 'stay', pageName: 'stay' }, () => import('../features/stay/pages/stay-page').then((m) => ({ Component: m.StayPage })), ['stay', 'catalog']),
      page('stay/reserve', { id: 'stayReserve', pageName: 'stay' }, () =>
        import('../features/stay/pages/stay-reserve-page').then((m) => ({ Component: m.StayReservePage })),
        ['stay', 'catalog'],
      ),
      page('package-pricing', { id: 'pricing', pageName: 'pricing' }, () => import('./pricing-route').then((m) => ({ Component: m.PricingRoute })), ['membership', 'payment']),
      page('ai-travel-planner', { id: 'planner', pageName: 'planner' }, () =>
        import('../features/planner/pages/planner-page').then((m) => ({ Component: m.PlannerPage })),
        ['planner', 'catalog'],
      ),
      page('gourmetFood', { id: 'food', pageName: 'food' }, () => import('../features/food/pages/food-page').then((m) => ({ Component: m.FoodPage })), ['food', 'catalog']),
      page('gourmetFood/restaurant/:id', { id: 'restaurantDetail', pageName: 'food' }, () =>
        import('../features/food/pages/restaurant-detail-page').then((m) => ({ Component: m.RestaurantDetailPage })),
        ['food', 'catalog'],
      ),
      page('gourmetFood/:id', { id: 'foodDetail', pageName: 'food' }, () =>
        import('../features/food/pages/food-detail-page').then((m) => ({ Component: m.FoodDetailPage })),
        ['food', 'catalog'],
      ),
      page('payment/return', { id: 'paymentReturn', pageName: 'paymentReturn', hideNavbar: true, hideFooter: true }, () =>
        import('./payment-return-route').then((m) => ({ Component: m.PaymentReturnRoute })),
      ),
      page('share/:planId', { id: 'share', pageName: 'travelShare', hideNavbar: true, hideFooter: true }, () =>
        import('../features/planner/pages/share-page').then((m) => ({ Component: m.SharePage })),
        ['planner', 'catalog'],
      ),
      page('travel-plan/:id', { id: 'travelPlan', pageName: 'travelPlan' }, () =>
        import('../features/planner/pages/travel-plan-page').then((m) => ({ Component: m.TravelPlanPage })),
        ['planner', 'catalog'],
      ),
      page('about-us', { id: 'about', pageName: 'about', hideNavbar: true }, () =>
        import('../features/about/pages/about-page').then((m) => ({ Component: m.AboutPage })),
      ),
      page('privacy', { id: 'privacy', pageName: 'privacy' }, () =>
        import('../features/policies/pages/policy-page').then((m) => ({ Component: m.PrivacyPage })),
      ),
      page('terms', { id: 'terms', pageName: 'terms' }, () => import('../features/policies/pages/policy-page').then((m) => ({ Component: m.TermsPage }))),
      page('refund-policy', { id: 'refund', pageName: 'refund' }, () =>
        import('../features/policies/pages/policy-page').then((m) => ({ Component: m.RefundPage })),
      ),
      page('service-description', { id: 'service', pageName: 'service' }, () =>
        import('../features/policies/pages/policy-page').then((m) => ({ Component: m.ServicePage })),
      ),
      page('*', { id: 'notFound', pageName: 'notFound' }, () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage }))),
    ],
  },
];

/** Creates the browser router over every route of spec §2; {@link App} calls it once. */
export function createAppRouter() {
  return createBrowserRouter(ROUTES);
}
