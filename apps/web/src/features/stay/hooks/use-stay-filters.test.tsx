import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STAY_FILTERS, parseStayFilters, stayFiltersToParams, stayListQuery, useStayFilters } from './use-stay-filters';

const parse = (search: string) => parseStayFilters(new URLSearchParams(search));

describe('stay list state in the URL', () => {
  it('reads a bare URL as the defaults and writes the defaults as an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_STAY_FILTERS);
    expect(stayFiltersToParams(DEFAULT_STAY_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const filters = { q: 'linden', type: 'hotel', town: 'Xizhou', sort: 'price', nights: 3, page: 2 } as const;
    const search = stayFiltersToParams(filters).toString();
    expect(search).toBe('q=linden&type=hotel&town=Xizhou&sort=price&nights=3&page=2');
    expect(parse(search)).toEqual(filters);
  });

  it('falls back to defaults for unknown or broken values instead of failing', () => {
    expect(parse('type=castle&sort=cheapest&nights=99&page=-1&town=%20%20')).toEqual({ ...DEFAULT_STAY_FILTERS, nights: 30 });
    expect(parse('nights=abc').nights).toBe(1);
  });

  it('builds the API query of a page with the nights for the totals', () => {
    expect(stayListQuery({ ...DEFAULT_STAY_FILTERS, type: 'inn', nights: 4 }, 3)).toEqual({ type: 'inn', sort: 'recommended', nights: 4, page: 3, pageSize: 12 });
  });

  it('starts again at page 1 when a filter changes and keeps parameters it does not own', () => {
    let location = '';
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/stay?page=3&type=inn&lang=zh-HK']}>{children}</MemoryRouter>;
    const { result } = renderHook(
      () => {
        location = useLocation().search;
        return useStayFilters();
      },
      { wrapper },
    );
    expect(result.current[0]).toMatchObject({ type: 'inn', page: 3 });
    act(() => result.current[1]({ town: 'Shuanglang' }));
    expect(result.current[0]).toMatchObject({ type: 'inn', town: 'Shuanglang', page: 1 });
    expect(new URLSearchParams(location).get('lang')).toBe('zh-HK');
    act(() => result.current[1]({ page: 2 }));
    expect(result.current[0].page).toBe(2);
    act(() => result.current[1]({ nights: 5 }, { replace: true }));
    expect(location).toBe('?type=inn&town=Shuanglang&nights=5&lang=zh-HK');
  });
});
