import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FoodPage } from './food-page';
import { ok, renderRoute } from '../../../test/render-catalog';

const EMPTY = { items: [], total: 0, page: 1, pageSize: 12, totalPages: 0 };
/** A halal noodle shop whose spend was seen in 2018 (shape of the restaurant list contract). */
const HALAL_SHOP = {
  id: 'halal-noodles',
  name: { 'zh-CN': '清真面馆', 'zh-HK': '清真麵館', 'en-US': 'Halal Noodle Shop' },
  town: 'Shaxi',
  location: null,
  cuisine: [],
  avgPriceFen: 1500,
  avgPriceSeen: '2018-03',
  diet: { vegetarianOptions: null, halal: true },
  bookable: false,
  foodCount: 0,
  openStatus: { status: 'unknown' },
  viewCount: 0,
  image: null,
};
let restaurantQueries: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/api/v1/towns', () => HttpResponse.json(ok([]))),
  http.get('*/api/v1/foods', () => HttpResponse.json(ok(EMPTY))),
  http.get('*/api/v1/restaurants', ({ request }) => {
    const params = new URL(request.url).searchParams;
    restaurantQueries.push(params);
    return HttpResponse.json(ok(params.get('diet') === 'halal' ? { ...EMPTY, items: [HALAL_SHOP], total: 1, totalPages: 1 } : EMPTY));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  restaurantQueries = [];
  server.resetHandlers();
});
afterAll(() => server.close());

const ROUTES = [{ path: '/gourmetFood', Component: FoodPage }];

describe('/gourmetFood tabs', () => {
  it('names the tab list after the page, marks the chosen tab and labels the panel with it', async () => {
    await renderRoute(ROUTES, '/gourmetFood?tab=food');
    const list = await screen.findByRole('tablist', { name: 'Food of Dali' });
    const [restaurants, food] = screen.getAllByRole('tab');
    expect(list).toBeTruthy();
    expect(food?.getAttribute('aria-selected')).toBe('true');
    expect(food?.tabIndex).toBe(0);
    expect(restaurants?.tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(food?.id);
    expect(screen.getByRole('group', { name: 'Category' })).toBeTruthy();
  });

  it('moves between tabs with the arrow keys, Home and End, selecting them in the URL', async () => {
    const { router } = await renderRoute(ROUTES, '/gourmetFood');
    const restaurants = await screen.findByRole('tab', { name: 'Restaurants' });
    const food = screen.getByRole('tab', { name: 'Food' });
    restaurants.focus();
    fireEvent.keyDown(restaurants, { key: 'ArrowRight' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=food'));
    expect(document.activeElement).toBe(food);
    fireEvent.keyDown(food, { key: 'ArrowRight' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(document.activeElement).toBe(restaurants);
    fireEvent.keyDown(restaurants, { key: 'End' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=food'));
    fireEvent.keyDown(food, { key: 'Home' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Town' })).toBeTruthy();
  });

  it('filters restaurants by diet through the URL and shows what a source states on the card', async () => {
    const { router } = await renderRoute(ROUTES, '/gourmetFood');
    const group = await screen.findByRole('group', { name: 'Diet' });
    fireEvent.click(within(group).getByRole('radio', { name: 'Halal' }));
    await waitFor(() => expect(router.state.location.search).toBe('?diet=halal'));
    await waitFor(() => expect(restaurantQueries.at(-1)?.get('diet')).toBe('halal'));
    const card = await screen.findByTestId('restaurant-card');
    expect(within(card).getByText('Halal')).toBeTruthy();
    expect(within(card).queryByText('Vegetarian options')).toBeNull();
    expect(card.textContent).toContain('Average ¥15 per person · seen 2018');
    expect(screen.getByRole('button', { name: /Halal/ })).toBeTruthy();
  });
});
