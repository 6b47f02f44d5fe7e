import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FoodPage } from './food-page';
import { ok, renderRoute } from '../../../test/render-catalog';

const EMPTY = { items: [], total: 0, page: 1, pageSize: 12, totalPages: 0 };
const server = setupServer(
  http.get('*/api/v1/towns', () => HttpResponse.json(ok([]))),
  http.get('*/api/v1/foods', () => HttpResponse.json(ok(EMPTY))),
  http.get('*/api/v1/restaurants', () => HttpResponse.json(ok(EMPTY))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
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
});
