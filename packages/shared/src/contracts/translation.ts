/**
 * Contracts of the text translator (spec §3 voice and translation languages, translation request;
 * §5 translation limits; §7 `POST /api/v1/translation/translate`; §8 translation errors).
 *
 * Languages are the spec's 14, by the app codes the client sends; the server maps them to each
 * provider's own codes (e.g. iFlytek machine translation: `zh` → `cn`, `zh_cantonese` → `yue`).
 */
import { z } from 'zod/mini';
import { successEnvelope } from '../errors.js';

/** The 14 voice and translation languages (spec §3), by app code, in the spec's order. */
export const TRANSLATOR_LANGUAGES = ['zh', 'en', 'ko', 'fr', 'ja', 'de', 'zh_cantonese', 'ms', 'ar', 'id', 'ru', 'es', 'th', 'vi'] as const;
/** One of {@link TRANSLATOR_LANGUAGES}. */
export type TranslatorLanguage = (typeof TRANSLATOR_LANGUAGES)[number];

/** Longest text one translation takes, characters (code points; spec §5, §9). */
export const TRANSLATION_MAX_CHARS = 5000;

/**
 * Body of `POST /api/v1/translation/translate` as sent. Emptiness and length are checked by the
 * route (spec §8 answers them with their own codes: 40004 empty fields, 40005 over 5000), so the
 * schema only requires strings and known language codes.
 */
export const TranslateRequestSchema = z.object({
  text: z.string().check(z.maxLength(TRANSLATION_MAX_CHARS * 4)),
  from: z.string().check(z.maxLength(32)),
  to: z.string().check(z.maxLength(32)),
});
export type TranslateRequest = z.infer<typeof TranslateRequestSchema>;

/** `data` of a successful translation. */
export const TranslationSchema = z.object({
  translatedText: z.string(),
  from: z.enum(TRANSLATOR_LANGUAGES),
  to: z.enum(TRANSLATOR_LANGUAGES),
  /** Which provider translated: `iflytek`, `openai-compatible` or `local`. */
  provider: z.string(),
});
export type Translation = z.infer<typeof TranslationSchema>;

/** `POST /api/v1/translation/translate`. */
export const TranslateResponseSchema = successEnvelope(TranslationSchema);
export type TranslateResponse = z.infer<typeof TranslateResponseSchema>;
