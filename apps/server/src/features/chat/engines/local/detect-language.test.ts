import { describe, expect, it } from 'vitest';
import { detectAnswerLocale } from './detect-language.js';

describe('answer language', () => {
  it('follows the script of the question, the interface language breaking ties', () => {
    expect(detectAnswerLocale('崇圣寺三塔门票多少钱', 'en-US')).toBe('zh-CN');
    expect(detectAnswerLocale('崇聖寺三塔門票幾多錢', 'zh-CN')).toBe('zh-HK');
    expect(detectAnswerLocale('How much is the ticket?', 'zh-HK')).toBe('en-US');
    expect(detectAnswerLocale('洱海', 'zh-HK')).toBe('zh-HK');
    expect(detectAnswerLocale('洱海', 'en-US')).toBe('zh-CN');
    expect(detectAnswerLocale('喜洲有咩食', 'en-US')).toBe('zh-HK');
  });
});
