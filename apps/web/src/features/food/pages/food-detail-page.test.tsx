import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FoodDetail } from '@dali/shared/contracts/food';
import { FoodDetailPage } from './food-detail-page';
import { FoodPage } from './food-page';
import { RestaurantDetailPage } from './restaurant-detail-page';
import { NOT_FOUND_BODY, ok, renderRoute } from '../../../test/render-catalog';

vi.mock('../../../lib/ui/lazy-catalog-map', () => ({ LazyCatalogMap: () => null }));

const text = (en: string, zh: string) => ({ 'en-US': en, 'zh-CN': zh, 'zh-HK': zh });
const SHENGPI: FoodDetail = {
  id: 'shengpi',
  name: text('Shengpi (Bai raw pork)', '生皮'),
  category: 'meat',
  priceMinFen: null,
  priceMaxFen: null,
  tags: ['raw', 'contains-pork', 'spicy', 'bai-cuisine'],
  taste: ['sour', 'spicy'],
  viewCount: 0,
  restaurantCount: 1,
  image: null,
  images: [],
  culturalBackground: text('A Bai festive dish.', '白族待客菜。'),
  bestSeason: text('', ''),
  recommendedPlace: text('Bai villages', '白族村镇'),
  cookingMethod: text('Torched with straw.', '稻草火烧。'),
  eatingMethod: text('Dipped in sauce.', '蘸料吃。'),
  tips: text('Raw pork carries risks.', '生猪肉有风险。'),
  ingredients: ['pork', 'pork-skin'],
  priceNote: null,
  restaurants: [{ id: 'sifang-xiaochi', name: text('Sifang Xiaochi', 'Sifang Xiaochi'), town: 'Dali Old Town' }],
  sources: [],
};

const server = setupServer(
  http.get('*/api/v1/towns', () => HttpResponse.json(ok([]))),
  http.get('*/api/v1/foods/shengpi', () => HttpResponse.json(ok(SHENGPI))),
  http.get('*/api/v1/foods/:id', () => HttpResponse.json(NOT_FOUND_BODY, { status: 404 })),
  http.get('*/api/v1/restaurants/:id', () => HttpResponse.json(NOT_FOUND_BODY, { status: 404 })),
  http.get('*/api/v1/foods', () => HttpResponse.json(ok({ items: [], total: 0, page: 1, pageSize: 12, totalPages: 0 }))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const ROUTES = [
  { path: '/gourmetFood', Component: FoodPage },
  { path: '/gourmetFood/restaurant/:id', Component: RestaurantDetailPage },
  { path: '/gourmetFood/:id', Component: FoodDetailPage },
];

describe('food and restaurant detail', () => {
  it('shows "food id missing" for an unknown dish, without a toast, with a way back to the food tab', async () => {
    const { router, toasts } = await renderRoute(ROUTES, '/gourmetFood/er-kuai');
    await screen.findByRole('heading', { name: 'Food ID missing' });
    expect(toasts).toEqual([]);
    fireEvent.click(screen.getByRole('link', { name: 'All food' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=food'));
  });

  it('shows the restaurant counterpart in Traditional Chinese for an unknown restaurant', async () => {
    await renderRoute(ROUTES, '/gourmetFood/restaurant/some-place', 'zh-HK');
    await screen.findByRole('heading', { name: '缺少餐廳 ID' });
    expect(screen.getByRole('link', { name: '全部餐廳' }).getAttribute('href')).toBe('/gourmetFood');
  });

  it('shows a dish with its diet tags, unknown facts as such, and links to the restaurants known for it', async () => {
    await renderRoute(ROUTES, '/gourmetFood/shengpi');
    await screen.findByRole('heading', { level: 1, name: 'Shengpi (Bai raw pork)' });
    expect(screen.getByText('生皮')).toBeTruthy();
    const diet = screen.getByRole('list', { name: 'Diet' });
    expect(diet.textContent).toBe('RawContains porkSpicy');
    expect(screen.getAllByText('Not known yet').length).toBe(2);
    expect(screen.getByRole('link', { name: 'Sifang Xiaochi' }).getAttribute('href')).toBe('/gourmetFood/restaurant/sifang-xiaochi');
  });
});
