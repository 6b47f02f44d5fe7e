import { describe, expect, it } from 'vitest';
import type { Phrasebook } from '@dali/shared/contracts/phrasebook';
import { createLocalTranslator, normalisePhrase, type NameEntry } from './local-translator.js';
import { TranslationProviderError } from './text-translator.js';

const src = (text: string) => ({ text, source: 'https://example.org/phrases', retrieved: '2026-11-27' });
const phrasebook: Phrasebook = {
  description: 'test',
  licence: 'test',
  phrases: [
    { id: 'thank-you', category: 'courtesy', diets: [], texts: { en: src('Thank you'), zh: src('谢谢'), zh_cantonese: src('多謝'), ja: src('ありがとうございます') } },
    { id: 'where-is-the-toilet', category: 'directions', diets: [], texts: { en: src('Where is the toilet?'), zh: src('洗手间在哪里？'), ko: src('화장실이 어디예요?') } },
    { id: 'i-am-vegetarian', category: 'diet', diets: ['vegetarian'], texts: { en: src('I am vegetarian.'), zh: src('我吃素。') } },
  ],
};
const names: NameEntry[] = [
  { zh: '崇圣寺三塔', zhHant: '崇聖寺三塔', en: 'Three Pagodas of Chongsheng Temple' },
  { zh: '大理古城', zhHant: '大理古城', en: 'Dali Ancient Town' },
];

const translator = (catalogNames: () => Promise<readonly NameEntry[]> = () => Promise.resolve(names)) => createLocalTranslator({ phrasebook, catalogNames });
const failure = (promise: Promise<unknown>) => promise.then(() => null, (e: unknown) => e);

describe('the embedded phrasebook translator', () => {
  it('normalises width, case, punctuation and traditional characters into one key', () => {
    expect(normalisePhrase('ＴＨＡＮＫ ＹＯＵ！')).toBe('thankyou');
    expect(normalisePhrase('Thank you.')).toBe('thankyou');
    expect(normalisePhrase('多謝')).toBe(normalisePhrase('多谢'));
    expect(normalisePhrase('…!?')).toBe('');
  });

  it('translates a phrase exactly between any two languages through its id', async () => {
    const t = translator();
    expect(await t.translate({ text: 'thank you!', from: 'en', to: 'zh' })).toBe('谢谢');
    expect(await t.translate({ text: '多谢', from: 'zh_cantonese', to: 'ja' })).toBe('ありがとうございます');
    expect(await t.translate({ text: '謝謝', from: 'zh', to: 'en' })).toBe('Thank you');
    expect(await t.translate({ text: '화장실이 어디예요', from: 'ko', to: 'zh' })).toBe('洗手间在哪里？');
  });

  it('matches approximately, but not loosely', async () => {
    const t = translator();
    expect(await t.translate({ text: 'Where is the toilets', from: 'en', to: 'zh' })).toBe('洗手间在哪里？');
    expect(await t.translate({ text: 'i am a vegetarian', from: 'en', to: 'zh' })).toBe('我吃素。');
    const loose = await failure(t.translate({ text: 'Where is the station?', from: 'en', to: 'zh' }));
    expect(loose).toBeInstanceOf(TranslationProviderError);
    expect(loose).toMatchObject({ kind: 'unsupported' });
  });

  it('says unsupported when the phrase has no sourced text in the target language', async () => {
    const error = await failure(translator().translate({ text: 'I am vegetarian.', from: 'en', to: 'ja' }));
    expect(error).toMatchObject({ name: 'TranslationProviderError', kind: 'unsupported' });
    expect((error as Error).message).toMatch(/needs a translation provider/);
  });

  it('translates catalog names between Chinese, Cantonese and English only', async () => {
    const t = translator();
    expect(await t.translate({ text: 'Dali Ancient Town', from: 'en', to: 'zh' })).toBe('大理古城');
    expect(await t.translate({ text: '崇圣寺三塔', from: 'zh', to: 'zh_cantonese' })).toBe('崇聖寺三塔');
    expect(await t.translate({ text: '崇聖寺三塔', from: 'zh', to: 'en' })).toBe('Three Pagodas of Chongsheng Temple');
    expect(await t.translate({ text: 'three pagodas of chongsheng temple', from: 'en', to: 'zh_cantonese' })).toBe('崇聖寺三塔');
    expect(await failure(t.translate({ text: 'Dali Ancient Town', from: 'en', to: 'fr' }))).toMatchObject({ kind: 'unsupported' });
    expect(await failure(t.translate({ text: 'The weather is nice today', from: 'en', to: 'zh' }))).toMatchObject({ kind: 'unsupported' });
  });

  it('reports a catalog read failure as a provider error, and reads names only when no phrase matched', async () => {
    let reads = 0;
    const broken = translator(() => {
      reads += 1;
      return Promise.reject(new Error('database down'));
    });
    expect(await broken.translate({ text: 'Thank you', from: 'en', to: 'zh' })).toBe('谢谢');
    expect(reads).toBe(0);
    expect(await failure(broken.translate({ text: 'Dali Ancient Town', from: 'en', to: 'zh' }))).toMatchObject({ kind: 'provider' });
    expect(reads).toBe(1);
  });

});
