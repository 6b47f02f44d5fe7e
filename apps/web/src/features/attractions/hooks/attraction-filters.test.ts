import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, applyPatch, countActive, parseFilters, writeFilters } from './attraction-filters';

const parse = (search: string) => parseFilters(new URLSearchParams(search));

describe('attraction filters in the URL', () => {
  it('reads every field, and the defaults from an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(parse('?q=%E5%96%9C%E6%B4%B2&type=natural&region=Shangri-La&minRating=4&openStatus=open&sort=distance&page=3&view=map')).toEqual({
      q: '喜洲',
      type: 'natural',
      region: 'Shangri-La',
      minRating: 4,
      openStatus: 'open',
      sort: 'distance',
      page: 3,
      view: 'map',
    });
  });

  it('ignores values that are not valid, so old or edited links still open', () => {
    expect(parse('?type=museum&region=Paris&minRating=2&openStatus=maybe&sort=price&page=-1&view=globe')).toEqual(DEFAULT_FILTERS);
    expect(parse('?page=2.5&minRating=4.5').page).toBe(1);
    expect(parse(`?q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('writes only what differs from the defaults, keeping other parameters such as lang', () => {
    expect(writeFilters(DEFAULT_FILTERS).toString()).toBe('');
    const written = writeFilters({ ...DEFAULT_FILTERS, q: '  pagoda ', minRating: 5, page: 2 }, new URLSearchParams('lang=zh-HK&type=natural'));
    expect(written.toString()).toBe('lang=zh-HK&q=pagoda&minRating=5&page=2');
  });

  it('round-trips: parse(write(state)) is the state', () => {
    const state = { ...DEFAULT_FILTERS, q: '崇圣寺 & pagoda', type: 'religious', region: 'Dali', openStatus: 'temporarilyClosed', sort: 'popularity', page: 4, view: 'map' } as const;
    expect(parseFilters(writeFilters(state))).toEqual(state);
  });

  it('starts again at page 1 when what is shown or its order changes, not when the view does', () => {
    const onPage3 = { ...DEFAULT_FILTERS, page: 3 };
    expect(applyPatch(onPage3, { type: 'natural' }).page).toBe(1);
    expect(applyPatch(onPage3, { sort: 'rating' }).page).toBe(1);
    expect(applyPatch(onPage3, { view: 'map' }).page).toBe(3);
    expect(applyPatch(onPage3, { page: 4 }).page).toBe(4);
  });

  it('counts the narrowing filters (search included), not sort, page or view', () => {
    expect(countActive({ ...DEFAULT_FILTERS, sort: 'rating', page: 2, view: 'map' })).toBe(0);
    expect(countActive({ ...DEFAULT_FILTERS, q: 'x', type: 'natural', minRating: 3 })).toBe(3);
  });
});
