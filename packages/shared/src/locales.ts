/**
 * Interface locales of spec §1 and the language list of spec §3 ("Language item").
 * zh-TW (and other Traditional tags) map to zh-HK; en-US is the default.
 */
import { z } from 'zod/mini';

/** The three interface locales, in the order the language menu shows them. */
export const LOCALES = ['zh-CN', 'zh-HK', 'en-US'] as const;

/** One of the interface locales (spec §1). */
export type Locale = (typeof LOCALES)[number];

/** Default locale when nothing usable is requested (spec §9: en-US). */
export const DEFAULT_LOCALE: Locale = 'en-US';

/** zod schema for a locale code; accepts zh-TW and returns zh-HK (spec §1). */
export const LocaleSchema = z.pipe(
  z.string().check(z.trim()),
  z.transform((value: string, ctx) => {
    const locale = matchLocale(value);
    if (!locale) {
      ctx.issues.push({ code: 'custom', message: 'validation.locale.unsupported', input: value });
      return z.NEVER;
    }
    return locale;
  }),
);

/**
 * Map one BCP 47 language tag to an interface locale, or null when none fits.
 * zh-CN, zh-SG, zh-Hans → zh-CN; zh-HK, zh-TW, zh-MO, zh-Hant → zh-HK; plain `zh` → zh-CN;
 * any English tag → en-US. Case-insensitive; `_` is accepted as separator.
 */
export function matchLocale(tag: string): Locale | null {
  const parts = tag.trim().replace(/_/g, '-').toLowerCase().split('-');
  const [language, ...rest] = parts;
  if (language === 'en') return 'en-US';
  if (language !== 'zh') return null;
  if (rest.includes('hant') || rest.some((p) => p === 'hk' || p === 'tw' || p === 'mo')) return 'zh-HK';
  return 'zh-CN';
}

/** Language item of spec §3 (`GET /api/v1/languages`). */
export const LanguageItemSchema = z.object({
  code: z.enum(LOCALES).check(z.describe('Interface locale code')),
  nativeName: z.string().check(z.describe('Name of the language written in itself')),
  flagIcon: z.string().check(z.describe('Flag emoji (regional-indicator pair) shown beside the name')),
});
/** Language item of spec §3. */
export type LanguageItem = z.infer<typeof LanguageItemSchema>;

/** The language list served to the language dropdown (spec §2 navbar, §3). */
export const LANGUAGES: readonly LanguageItem[] = [
  { code: 'zh-CN', nativeName: '简体中文', flagIcon: '🇨🇳' },
  { code: 'zh-HK', nativeName: '繁體中文', flagIcon: '🇭🇰' },
  { code: 'en-US', nativeName: 'English', flagIcon: '🇺🇸' },
];

/** A text in every interface locale, as stored for catalog content (architecture.md §4). */
export const LocalizedTextSchema = z.object({
  'zh-CN': z.string(),
  'zh-HK': z.string(),
  'en-US': z.string(),
});
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;
