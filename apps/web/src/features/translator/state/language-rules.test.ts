import { describe, expect, it } from 'vitest';
import { TRANSLATOR_LANGUAGES } from '@dali/shared/contracts/translation';
import { isAllowedLanguagePair } from '@dali/shared/contracts/voice';
import { adjustPair, swapPair } from './language-rules';

describe('language rules (spec §4)', () => {
  it('leaves an allowed pair alone', () => {
    expect(adjustPair({ source: 'fr', target: 'ja' }, 'source')).toEqual({ source: 'fr', target: 'ja', adjusted: false });
  });

  it('moves the target when Cantonese is chosen as source with a language it does not pair with', () => {
    expect(adjustPair({ source: 'zh_cantonese', target: 'ja' }, 'source')).toEqual({ source: 'zh_cantonese', target: 'en', adjusted: true, reason: 'cantonese' });
  });

  it('moves the source when Cantonese is chosen as target', () => {
    expect(adjustPair({ source: 'ko', target: 'zh_cantonese' }, 'target')).toEqual({ source: 'en', target: 'zh_cantonese', adjusted: true, reason: 'cantonese' });
  });

  it('choosing the other side\'s language takes the old value when it fits (a swap in effect)', () => {
    expect(adjustPair({ source: 'zh', target: 'zh' }, 'source', 'en')).toEqual({ source: 'zh', target: 'en', adjusted: true, reason: 'same' });
    expect(adjustPair({ source: 'de', target: 'de' }, 'target', 'zh_cantonese')).toEqual({ source: 'en', target: 'de', adjusted: true, reason: 'same' });
  });

  it('a Cantonese conflict moves the other side to Mandarin or English, not back to its old value', () => {
    expect(adjustPair({ source: 'zh_cantonese', target: 'ko' }, 'target', 'zh')).toEqual({ source: 'en', target: 'ko', adjusted: true, reason: 'cantonese' });
  });

  it('always ends on an allowed pair, whichever side changes', () => {
    for (const source of TRANSLATOR_LANGUAGES) {
      for (const target of TRANSLATOR_LANGUAGES) {
        for (const changed of ['source', 'target'] as const) {
          const pair = adjustPair({ source, target }, changed);
          expect(isAllowedLanguagePair(pair.source, pair.target)).toBe(true);
          expect(pair[changed]).toBe(changed === 'source' ? source : target);
          expect(pair.adjusted).toBe(!isAllowedLanguagePair(source, target));
        }
      }
    }
  });

  it('swap exchanges the pair and keeps it allowed', () => {
    expect(swapPair({ source: 'en', target: 'zh_cantonese' })).toEqual({ source: 'zh_cantonese', target: 'en', adjusted: false });
    expect(swapPair({ source: 'ru', target: 'th' })).toEqual({ source: 'th', target: 'ru', adjusted: false });
  });
});
