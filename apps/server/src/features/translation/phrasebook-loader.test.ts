import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DIET_KEYS } from '@dali/shared/contracts/planner';
import { REPO_ROOT } from '../../config/env.js';
import { createLocalTranslator } from '../../providers/translation/local-translator.js';
import { loadPhrasebook, parsePhrasebook } from './phrasebook-loader.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'phrasebook-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const text = (t: string) => ({ text: t, source: 'https://example.org/p', retrieved: '2026-11-27' });

describe('the phrasebook loader', () => {
  const shipped = loadPhrasebook(path.join(REPO_ROOT, 'catalog'));

  it('loads the shipped catalog/phrasebook.json: English everywhere, a Mandarin line for most diet keys', () => {
    expect(shipped.phrases.length).toBeGreaterThanOrEqual(40);
    for (const phrase of shipped.phrases) expect(phrase.texts.en, phrase.id).toBeDefined();
    const dietsWithChinese = new Set(shipped.phrases.filter((p) => p.texts.zh).flatMap((p) => p.diets));
    expect(DIET_KEYS.filter((key) => dietsWithChinese.has(key))).toEqual(DIET_KEYS);
  });

  it('every shipped text translates back to its English offline', async () => {
    const t = createLocalTranslator({ phrasebook: shipped, catalogNames: () => Promise.resolve([]) });
    for (const phrase of shipped.phrases) {
      for (const [language, entry] of Object.entries(phrase.texts)) {
        if (language === 'en') continue;
        expect(await t.translate({ text: entry.text, from: language as 'zh', to: 'en' }), `${phrase.id} ${language}`).toBe(phrase.texts.en?.text);
      }
    }
  });

  it('names the bad entry of a broken file', () => {
    const base = { description: 'd', licence: 'l' };
    expect(() => parsePhrasebook({ ...base, phrases: [{ id: 'ok', category: 'c', diets: [], texts: { en: text('Hi') } }, { id: 'no-source', category: 'c', diets: [], texts: { en: { text: 'Hi' } } }] }, 'pb.json')).toThrow(
      /pb\.json: bad entry at phrases\.1\.texts\.en\.source \(phrase "no-source"\)/,
    );
    expect(() => parsePhrasebook({ ...base, phrases: [{ id: 'x', category: 'c', diets: ['keto'], texts: { en: text('Hi') } }] }, 'pb.json')).toThrow(/phrases\.0\.diets\.0 \(phrase "x"\)/);
    expect(() => parsePhrasebook({ ...base, phrases: [{ id: 'zh-only', category: 'c', diets: [], texts: { zh: text('你好') } }] }, 'pb.json')).toThrow(/English text/);
    const twice = { id: 'hi', category: 'c', diets: [], texts: { en: text('Hi') } };
    expect(() => parsePhrasebook({ ...base, phrases: [twice, twice] }, 'pb.json')).toThrow(/phrases\.1 \(phrase "hi"\): the id is used twice/);
    fs.writeFileSync(path.join(tmp, 'phrasebook.json'), '{ not json');
    expect(() => loadPhrasebook(tmp)).toThrow(/could not be read as JSON/);
  });
});
