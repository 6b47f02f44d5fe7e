import { describe, expect, it } from 'vitest';
import { bigrams, compactForm, hanTerms, latinTerms, latinWords, pinyinCompact, pinyinTerms, planQuery, requiredHanMatches } from './search.tokens.js';

describe('search tokens', () => {
  it('splits Chinese into characters and bigrams, in either script', () => {
    expect(bigrams('崇圣寺')).toEqual(['崇圣', '圣寺']);
    expect(bigrams('塔')).toEqual(['塔']);
    expect(hanTerms('崇聖寺 Temple')).toEqual(expect.arrayContaining(['崇', '聖', '寺', '崇聖', '聖寺']));
    expect(hanTerms('Three Pagodas')).toEqual([]);
  });

  it('folds Latin text: case, diacritics, full width, tone digits, plurals', () => {
    expect(latinWords('Ěrhǎi Lake')).toEqual(['erhai', 'lake']);
    expect(latinWords('er3hai3')).toEqual(['er', 'hai']);
    expect(latinWords('ＣＡＦＥ No. 88')).toEqual(['cafe', 'no', '88']);
    expect(latinTerms('Three Pagodas of Chongsheng Temples, grass bus')).toEqual(['three', 'pagoda', 'of', 'chongsheng', 'temple', 'grass', 'bus']);
  });

  it('spells Chinese names in pinyin: syllables, neighbouring syllables, whole runs, initials', () => {
    const { pinyin, initials, syllables } = pinyinTerms('崇圣寺三塔');
    expect(syllables).toEqual(['chong', 'sheng', 'si', 'san', 'ta']);
    expect(pinyin).toEqual(expect.arrayContaining(['chong', 'chongsheng', 'chongshengsi', 'santa', 'chongshengsisanta']));
    expect(initials).toEqual(['cssst']);
    expect(pinyinTerms('Café de Jack')).toEqual({ pinyin: [], initials: [], syllables: [] });
    expect(pinyinCompact('沙溪古镇')).toBe('shaxiguzhen');
  });

  it('plans a query: bigrams for Chinese, folded words and their run-together form for Latin', () => {
    expect(planQuery('喜洲粑粑')).toMatchObject({ hanTerms: ['喜洲', '洲粑', '粑粑'], latinTerms: [], latinCompact: null, compact: '喜洲粑粑' });
    expect(planQuery('chong2 sheng4 si4')).toMatchObject({ hanTerms: [], latinTerms: ['chong', 'sheng', 'si'], latinCompact: 'chongshengsi', compact: 'chongshengsi' });
    expect(planQuery('大理 Hostels')).toMatchObject({ hanTerms: ['大理'], latinTerms: ['hostel'], latinCompact: null });
    expect(planQuery('!!!')).toMatchObject({ hanTerms: [], latinTerms: [] });
    expect(compactForm('Dali Old Town (Dali Ancient City)')).toBe('dalioldtowndaliancientcity');
  });

  it('requires all Chinese bigrams up to two, then two thirds', () => {
    expect([1, 2, 3, 4, 6].map(requiredHanMatches)).toEqual([1, 2, 2, 3, 4]);
  });
});
