import { describe, expect, it } from 'vitest';
import restaurants from '../../../../../../catalog/restaurants.json';
import foodEn from '../../../locales/en-US/food.json';
import foodCn from '../../../locales/zh-CN/food.json';
import foodHk from '../../../locales/zh-HK/food.json';

// A keyword without a label falls back to humanised English, which the Chinese pages would show.
describe('cuisine keywords of the catalog', () => {
  const keywords = [...new Set(restaurants.flatMap((restaurant) => restaurant.cuisine))].sort();
  it.each([
    ['en-US', foodEn.keywords.cuisine],
    ['zh-CN', foodCn.keywords.cuisine],
    ['zh-HK', foodHk.keywords.cuisine],
  ] as const)('each has a label in %s', (_locale, labels) => {
    expect(keywords.filter((keyword) => !(keyword in labels))).toEqual([]);
  });
});
