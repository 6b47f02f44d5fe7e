import { describe, expect, it } from 'vitest';
import { matchesName, nameKeys, normaliseQuery } from './name-search.js';

const pagodas = nameKeys({ 'zh-CN': '崇圣寺三塔', 'zh-HK': '崇聖寺三塔', 'en-US': 'Three Pagodas of Chongsheng Temple' });
const find = (q: string) => matchesName(pagodas, normaliseQuery(q));

describe('name search', () => {
  it('matches Simplified and Traditional Chinese', () => {
    expect(find('三塔')).toBe(true);
    expect(find('崇圣')).toBe(true);
    expect(find('崇聖')).toBe(true);
    expect(find('洱海')).toBe(false);
  });

  it('matches English regardless of case and spacing', () => {
    expect(find('three pagodas')).toBe(true);
    expect(find('PAGODA')).toBe(true);
    expect(find('lake')).toBe(false);
  });

  it('matches pinyin with or without tones, and initials', () => {
    expect(find('chongshengsi')).toBe(true);
    expect(find('Chóngshèng sì')).toBe(true);
    expect(find('chong2sheng4')).toBe(true);
    expect(find('cssst')).toBe(true);
    expect(find('dali')).toBe(false);
  });

  it('matches nothing for an empty query', () => {
    expect(find('   ')).toBe(false);
  });
});
