/**
 * Test helpers: render attraction pages or components inside a memory router, a fresh query
 * client (no retries), i18next (page namespaces loaded first) and Suspense; fixtures of the API.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AttractionDetail, AttractionSummary } from '@dali/shared/contracts/attractions';
import type { Review } from '@dali/shared/contracts/reviews';
import type { Locale } from '@dali/shared/locales';
import { setApiNotifier } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { useLocaleStore } from '../../../lib/locale';
export { installDialogStandIn } from '../../../test/stand-ins';

/** Render `routes` at `url`; answers the router (for its location) and the toasts seen. */
export async function renderRoutes(routes: { path: string; Component: ComponentType }[], url: string, locale: Locale = 'en-US') {
  const { wrap, toasts } = await prepare(locale);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(wrap(<RouterProvider router={router} />));
  return { ...view, router, toasts };
}

/** Render one element (inside a router at `/`). */
export async function renderElement(element: ReactNode, locale: Locale = 'en-US') {
  const { wrap, toasts } = await prepare(locale);
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  const view = render(wrap(<RouterProvider router={router} />));
  return { ...view, router, toasts };
}

async function prepare(locale: Locale) {
  useLocaleStore.setState({ locale });
  await i18n.changeLanguage(locale);
  await i18n.loadNamespaces(['catalog', 'attractions']);
  const toasts: string[] = [];
  setApiNotifier({ error: (message) => void toasts.push(message) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>{node}</Suspense>
      </I18nextProvider>
    </QueryClientProvider>
  );
  return { wrap, toasts };
}

/** The JSON envelope of a successful API answer. */
export function ok<T>(data: T) {
  return { code: 0, message: 'Success', data };
}

/** A list item as the API sends it. */
export function summary(id: string, name: string, overrides: Partial<AttractionSummary> = {}): AttractionSummary {
  return {
    id,
    name: { 'zh-CN': name, 'zh-HK': name, 'en-US': name },
    type: 'natural',
    region: 'Dali',
    town: 'Xizhou',
    location: { lat: 25.85, lng: 100.13 },
    ticketPriceFen: 4000,
    recommendedDurationHours: 1.5,
    openStatus: { status: 'open', until: '18:00' },
    rating: null,
    reviewCount: 0,
    viewCount: 0,
    bookingCount: 0,
    distanceKm: 3.25,
    tags: [],
    image: null,
    ...overrides,
  };
}

/** Everything about one place, as the detail endpoint sends it. */
export function detail(id: string, name: string, overrides: Partial<AttractionDetail> = {}): AttractionDetail {
  const text = (value: string) => ({ 'zh-CN': value, 'zh-HK': value, 'en-US': value });
  return {
    ...summary(id, name),
    address: text('Xizhou, Dali'),
    intro: text('A quiet old town by the lake.'),
    transport: text('Bus C2 from Dali Old Town.'),
    highlights: [text('Bai courtyards')],
    visitTips: [text('Come early.')],
    openingHours: [{ days: 'Mon-Sun', open: '08:00', close: '18:00' }],
    hoursNote: '',
    ticketNote: text(''),
    phone: null,
    website: null,
    bookingUrl: null,
    locationNote: '',
    sources: [],
    ...overrides,
  };
}


/** A review as the API sends it. */
export function review(overrides: Partial<Review> = {}): Review {
  return {
    id: 'r1',
    author: { id: 'u1', nickname: 'Lin', avatarUrl: null },
    rating: 4,
    content: 'Lovely in the morning.',
    createdAt: '2026-11-20T02:00:00.000Z',
    likeCount: 2,
    likedByMe: false,
    images: [],
    replies: [],
    ...overrides,
  };
}
