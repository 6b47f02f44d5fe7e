import { describe, expect, it } from 'vitest';
import { ERRORS } from './errors.js';
import { LANGUAGES, LOCALES, LocaleSchema, matchLocale } from './locales.js';
import { MESSAGE_KEYS, formatMessage, isMessageKey } from './messages.js';
import { SubmitFeedbackRequestSchema } from './contracts/feedback.js';

describe('locales (spec §1)', () => {
  it.each([
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-HK', 'zh-HK'],
    ['zh-TW', 'zh-HK'],
    ['zh_tw', 'zh-HK'],
    ['zh-Hant', 'zh-HK'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
  ])('maps %s to %s', (tag, locale) => {
    expect(matchLocale(tag)).toBe(locale);
  });

  it('rejects languages it does not speak', () => {
    expect(matchLocale('fr-FR')).toBeNull();
    expect(LocaleSchema.safeParse('fr').success).toBe(false);
    expect(LocaleSchema.parse('zh-TW')).toBe('zh-HK');
  });

  it('lists exactly the three locales as languages', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual([...LOCALES]);
  });
});

describe('message catalogue (spec §8)', () => {
  it('has a non-empty text in every locale for every key, with the same placeholders', () => {
    for (const key of MESSAGE_KEYS) {
      const placeholders = LOCALES.map((locale) => {
        const text = formatMessage(key, locale);
        expect(text.trim(), `${key} ${locale}`).not.toBe('');
        return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',');
      });
      expect(new Set(placeholders).size, key).toBe(1);
    }
  });

  it('writes zh-HK in Traditional characters, not Simplified', () => {
    // A few Simplified-only characters that appear in the zh-CN texts.
    const simplifiedOnly = /[请误录据务认数账户门馈长闭]/;
    for (const key of MESSAGE_KEYS) {
      expect(formatMessage(key, 'zh-HK'), key).not.toMatch(simplifiedOnly);
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(formatMessage('server.tooManyRequests', 'en-US', { seconds: 30 })).toContain('30 s');
    expect(formatMessage('server.tooManyRequests', 'zh-CN')).toContain('{seconds}');
  });

  it('covers every error definition with a catalogue key and a code that encodes its status', () => {
    const codes = new Set<number>();
    for (const [name, definition] of Object.entries(ERRORS)) {
      expect(isMessageKey(definition.messageKey), name).toBe(true);
      expect(Math.floor(definition.code / 100), name).toBe(definition.status);
      expect(codes.has(definition.code), `${name} code is unique`).toBe(false);
      codes.add(definition.code);
    }
  });
});

describe('feedback validation (spec §5)', () => {
  it('trims and accepts up to 500 characters, counting code points', () => {
    const content = '🏔️'.repeat(250); // each is two code points (mountain + variation selector)
    expect(SubmitFeedbackRequestSchema.safeParse({ content, languageCode: 'en-US' }).success).toBe(true);
    const parsed = SubmitFeedbackRequestSchema.parse({ content: '  nice lake  ', languageCode: 'zh-TW' });
    expect(parsed).toEqual({ content: 'nice lake', languageCode: 'zh-HK' });
  });

  it('rejects blank and over-long content with message keys', () => {
    const blank = SubmitFeedbackRequestSchema.safeParse({ content: ' \n\t ', languageCode: 'en-US' });
    expect(blank.error?.issues[0]?.message).toBe('validation.feedback.contentRequired');
    const long = SubmitFeedbackRequestSchema.safeParse({ content: 'a'.repeat(501), languageCode: 'en-US' });
    expect(long.error?.issues[0]?.message).toBe('validation.feedback.contentTooLong');
  });
});
