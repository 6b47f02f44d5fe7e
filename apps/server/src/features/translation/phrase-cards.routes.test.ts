import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_FINGERPRINT_HEADER } from '@dali/shared/contracts/membership';
import { formatMessage } from '@dali/shared/messages';
import { buildCatalogTestApp, type TestApp } from '../../test/build-test-app.js';
import { testEngines } from '../../test/test-databases.js';

describe.each(testEngines())('phrase cards and the offline translator on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // No translator override and no provider configured: the embedded phrasebook translator answers.
    t = await buildCatalogTestApp({ engine });
  });
  afterAll(() => t.close());

  const get = (url: string, locale = 'en-US') => t.app.inject({ method: 'GET', url, headers: { 'accept-language': locale } });
  const translate = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/translation/translate',
      payload,
      remoteAddress: '198.51.100.7',
      headers: { [VISITOR_FINGERPRINT_HEADER]: `fp-phrasebook-${engine}-${Date.now().toString(36)}` },
    });

  it('gives a take-me-here card with the Chinese name, address and town, and the name in the request locale', async () => {
    const en = await get('/api/v1/translation/phrase-cards/place?kind=attraction&id=dali-ancient-city');
    expect(en.statusCode).toBe(200);
    expect(en.json()).toMatchObject({
      code: 0,
      data: { kind: 'attraction', id: 'dali-ancient-city', chineseName: '大理古城', chineseAddress: '云南省大理白族自治州大理市大理镇（大理古城）', localName: 'Dali Old Town (Dali Ancient City)' },
    });
    expect(en.json().data.chineseTown).toMatch(/\p{Script=Han}/u);
    const hk = await get('/api/v1/translation/phrase-cards/place?kind=restaurant&id=cafe-de-jack', 'zh-HK');
    expect(hk.json().data).toMatchObject({ chineseAddress: '大理古城博爱路82号', localName: 'Café de Jack' });
    const stay = await get('/api/v1/translation/phrase-cards/place?kind=stay&id=jade-emu-guesthouse');
    expect(stay.statusCode).toBe(200);
  });

  it('answers 404 for an unknown place and 400 for a bad kind, in the caller\'s language', async () => {
    for (const locale of ['en-US', 'zh-CN', 'zh-HK'] as const) {
      const missing = await get('/api/v1/translation/phrase-cards/place?kind=attraction&id=no-such-place', locale);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 40401, message: formatMessage('server.notFound', locale) });
    }
    // A stay id asked for as an attraction is not that attraction.
    expect((await get('/api/v1/translation/phrase-cards/place?kind=attraction&id=jade-emu-guesthouse')).statusCode).toBe(404);
    expect((await get('/api/v1/translation/phrase-cards/place?kind=food&id=xizhou-posu-baba')).statusCode).toBe(400);
  });

  it('gives the diet card lines for the keys, in Chinese and the request locale, and 400 for an unknown key in three locales', async () => {
    const card = await get('/api/v1/translation/phrase-cards/diet?diets=vegetarian,no-pork');
    expect(card.statusCode).toBe(200);
    const data = card.json().data as { diets: string[]; lines: { id: string; chinese: string; local: string; diets: string[] }[]; uncovered: string[] };
    expect(data.diets).toEqual(['vegetarian', 'no-pork']);
    expect(data.lines).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'i-am-vegetarian', chinese: '我吃素。', local: 'I am vegetarian.' })]));
    expect(data.lines.some((line) => line.diets.includes('no-pork') && line.chinese === '我不吃猪肉')).toBe(true);
    expect(data.uncovered).toEqual([]);
    const hk = await get('/api/v1/translation/phrase-cards/diet?diets=vegetarian', 'zh-HK');
    expect(hk.json().data.lines).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'i-am-vegetarian', local: '我食齋' })]));
    for (const locale of ['en-US', 'zh-CN', 'zh-HK'] as const) {
      const bad = await get('/api/v1/translation/phrase-cards/diet?diets=vegetarian,keto', locale);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 40001, message: formatMessage('server.badRequest', locale) });
    }
  });

  it('lists the phrasebook in a language pair', async () => {
    const list = await get('/api/v1/translation/phrases?from=en&to=yue');
    expect(list.statusCode).toBe(200);
    const data = list.json().data as { from: string; to: string; phrases: { id: string; from: string; to: string; source: string }[] };
    expect(data).toMatchObject({ from: 'en', to: 'zh_cantonese' });
    expect(data.phrases).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'thank-you', from: 'Thank you', to: '多謝' })]));
    expect(data.phrases.every((p) => p.source.startsWith('http'))).toBe(true);
    expect((await get('/api/v1/translation/phrases?from=en&to=xx')).json().code).toBe(40009);
    expect((await get('/api/v1/translation/phrases?from=zh&to=cn')).json().code).toBe(40010);
  });

  it('translates phrasebook phrases and catalog names offline, and answers 503 for anything else', async () => {
    const phrase = await translate({ text: 'Where is the toilet', from: 'en', to: 'zh_cantonese' });
    expect(phrase.statusCode).toBe(200);
    expect(phrase.json().data).toMatchObject({ translatedText: '洗手間喺邊度呀？', provider: 'local' });
    const name = await translate({ text: '大理古城', from: 'zh', to: 'en' });
    expect(name.json().data).toMatchObject({ translatedText: 'Dali Old Town (Dali Ancient City)', provider: 'local' });
    const other = await translate({ text: 'The lake is beautiful in the morning', from: 'en', to: 'zh' });
    expect(other.statusCode).toBe(503);
    expect(other.json().code).toBe(50303);
  });
});
