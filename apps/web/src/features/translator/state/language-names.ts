/**
 * The 14 translator languages (spec §3) by their own names, the same in every UI locale: a
 * speaker finds their language by the name they read it in.
 */
import type { TranslatorLanguage } from '@dali/shared/contracts/translation';

/** Native name of each language. */
export const LANGUAGE_NAMES: Readonly<Record<TranslatorLanguage, string>> = {
  zh: '中文（普通话）',
  en: 'English',
  ko: '한국어',
  fr: 'Français',
  ja: '日本語',
  de: 'Deutsch',
  zh_cantonese: '粵語',
  ms: 'Bahasa Melayu',
  ar: 'العربية',
  id: 'Bahasa Indonesia',
  ru: 'Русский',
  es: 'Español',
  th: 'ไทย',
  vi: 'Tiếng Việt',
};

/** BCP 47 tag of each language, for the `lang` attribute of text in it (screen-reader voice). */
export const LANGUAGE_TAGS: Readonly<Record<TranslatorLanguage, string>> = {
  zh: 'zh-CN',
  en: 'en',
  ko: 'ko',
  fr: 'fr',
  ja: 'ja',
  de: 'de',
  zh_cantonese: 'yue-HK',
  ms: 'ms',
  ar: 'ar',
  id: 'id',
  ru: 'ru',
  es: 'es',
  th: 'th',
  vi: 'vi',
};
