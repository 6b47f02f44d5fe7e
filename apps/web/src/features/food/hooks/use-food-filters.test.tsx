import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FOOD_FILTERS, foodFiltersToParams, foodsQuery, parseFoodFilters, restaurantsQuery, useFoodFilters } from './use-food-filters';

const parse = (search: string) => parseFoodFilters(new URLSearchParams(search));

describe('gourmet food state in the URL', () => {
  it('opens on the restaurant tab and writes the defaults as an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_FOOD_FILTERS);
    expect(foodFiltersToParams(DEFAULT_FOOD_FILTERS).toString()).toBe('');
  });

  it('round-trips the food tab with a category, search and page', () => {
    const filters = { tab: 'food', q: 'erkuai', category: 'main dish', town: null, diet: null, page: 2 } as const;
    const search = foodFiltersToParams(filters).toString();
    expect(search).toBe('tab=food&q=erkuai&category=main+dish&page=2');
    expect(parse(search)).toEqual(filters);
    expect(foodsQuery(filters)).toEqual({ q: 'erkuai', category: 'main dish', page: 2, pageSize: 12 });
  });

  it('keeps only the current tab’s filter: category for food, town and diet for restaurants', () => {
    const filters = { tab: 'restaurants', q: '', category: 'snack', town: 'Xizhou', diet: null, page: 1 } as const;
    expect(foodFiltersToParams(filters).toString()).toBe('town=Xizhou');
    expect(restaurantsQuery(filters)).toEqual({ town: 'Xizhou', page: 1, pageSize: 12 });
    const halal = { ...filters, diet: 'halal' } as const;
    expect(foodFiltersToParams(halal).toString()).toBe('town=Xizhou&diet=halal');
    expect(parse('town=Xizhou&diet=halal')).toEqual({ ...halal, category: null });
    expect(restaurantsQuery(halal)).toEqual({ town: 'Xizhou', diet: 'halal', page: 1, pageSize: 12 });
    expect(foodFiltersToParams({ ...halal, tab: 'food' }).toString()).toBe('tab=food&category=snack');
  });

  it('falls back to defaults for unknown values', () => {
    expect(parse('tab=drinks&category=dessert&diet=keto&page=zero')).toEqual(DEFAULT_FOOD_FILTERS);
  });

  it('clears the search and page when switching tabs and keeps parameters it does not own', () => {
    let location = '';
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/gourmetFood?q=cafe&page=2&lang=zh-CN']}>{children}</MemoryRouter>;
    const { result } = renderHook(
      () => {
        location = useLocation().search;
        return useFoodFilters();
      },
      { wrapper },
    );
    act(() => result.current[1]({ tab: 'food' }));
    expect(result.current[0]).toEqual({ tab: 'food', q: '', category: null, town: null, diet: null, page: 1 });
    act(() => result.current[1]({ category: 'seafood' }));
    expect(location).toBe('?tab=food&category=seafood&lang=zh-CN');
  });
});
