import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/test-databases.js';
import { checkGrounding, findUnknownPlaceNames } from './grounding.js';
import type { ChatCatalog } from './knowledge/chat-catalog.js';
import { openChatCatalog } from './test/chat-catalog-fixture.js';

describe('grounding check on the real catalog', () => {
  let database: TestDatabase;
  let catalog: ChatCatalog;
  beforeAll(async () => {
    ({ database, catalog } = await openChatCatalog());
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it('catches an invented place in Simplified Chinese and removes its sentence', () => {
    const text = '**[崇圣寺三塔](/attractions/three-pagodas-chongsheng-temple)** 门票 75 元。看完可以入住苍洱云海酒店，很方便。';
    const result = checkGrounding(text, catalog);
    expect(result.named).toEqual([{ kind: 'attraction', id: 'three-pagodas-chongsheng-temple' }]);
    expect(result.unknownNames).toEqual(['苍洱云海酒店']);
    expect(result.removedSentences).toEqual(['看完可以入住苍洱云海酒店，很方便。']);
    expect(result.cleanedText).toBe('**[崇圣寺三塔](/attractions/three-pagodas-chongsheng-temple)** 门票 75 元。');
  });

  it('catches an invented place in Traditional Chinese', () => {
    const text = '[雞足山](/attractions/jizu-mountain)的日出很美。\n\n- 推介入住蝴蝶谷客棧。\n- [喜林苑](/stay/reserve?id=linden-centre)每晚 900 元起。';
    const result = checkGrounding(text, catalog);
    expect(result.unknownNames).toContain('蝴蝶谷客棧');
    expect(result.named).toEqual([
      { kind: 'attraction', id: 'jizu-mountain' },
      { kind: 'stay', id: 'linden-centre' },
    ]);
    expect(result.cleanedText).toBe('[雞足山](/attractions/jizu-mountain)的日出很美。\n\n- [喜林苑](/stay/reserve?id=linden-centre)每晚 900 元起。');
  });

  it('catches an invented place and a link to a missing entry in English', () => {
    const text = 'Stay at the Golden Lotus Hotel near Erhai Lake. Then see [Sunset Pagoda](/attractions/sunset-pagoda). [Butterfly Spring](/attractions/butterfly-spring) opens at 09:00.';
    const result = checkGrounding(text, catalog);
    expect(result.unknownNames).toEqual(['Sunset Pagoda', 'Golden Lotus Hotel']);
    expect(result.named).toEqual([
      { kind: 'attraction', id: 'butterfly-spring' },
      { kind: 'attraction', id: 'erhai-lake' },
    ]);
    expect(result.cleanedText).toBe('[Butterfly Spring](/attractions/butterfly-spring) opens at 09:00.');
  });

  it('passes a real answer untouched, including places quoted from the catalog’s own text', () => {
    const pagodas = catalog.attractions.find((a) => a.id === 'three-pagodas-chongsheng-temple');
    const text = `**[Three Pagodas of Chongsheng Temple](/attractions/three-pagodas-chongsheng-temple)** · [Dali Old Town](/stay?town=Dali%20Old%20Town)\n\n${pagodas?.intro['en-US'] ?? ''}\n\n- **Ticket**: ¥75`;
    const result = checkGrounding(text, catalog);
    expect(result.unknownNames).toEqual([]);
    expect(result.quotedNames).toEqual(expect.arrayContaining(['Qianxun Pagoda', 'Xi’an’s Small Wild Goose Pagoda']));
    expect(result.cleanedText).toBe(text);
    expect(result.removedSentences).toEqual([]);
  });

  it('finds the unmistakable unknown places of a question, not ordinary words', () => {
    expect(findUnknownPlaceNames('雲頂酒店幾錢一晚', catalog)).toEqual(['雲頂酒店']);
    expect(findUnknownPlaceNames('How much is the Golden Lotus Hotel?', catalog)).toEqual(['Golden Lotus Hotel']);
    expect(findUnknownPlaceNames('想睇寺廟，推介邊度', catalog)).toEqual([]);
    expect(findUnknownPlaceNames('喜洲古镇门票', catalog)).toEqual([]);
  });
});
