/**
 * Text translation (spec §7 `POST /api/v1/translation/translate`, §5 limits, §8 translation
 * errors): checks the request as the spec's errors need it, charges the caller's
 * `translation_chars` quota by characters, asks the configured provider, and gives the characters
 * back when the provider fails. Knows nothing of HTTP beyond the request it meters.
 */
import type { FastifyRequest } from 'fastify';
import { TRANSLATION_MAX_CHARS, TRANSLATOR_LANGUAGES, type TranslateRequest, type Translation, type TranslatorLanguage } from '@dali/shared/contracts/translation';
import { AppError } from '../../lib/app-error.js';
import type { QuotaMeter } from '../../lib/quota-meter.js';
import { TranslationProviderError, type TextTranslator } from '../../providers/translation/text-translator.js';

/**
 * Codes the route accepts for each language: the app code, and the provider code clients may
 * already send after the spec's mapping (`zh` → `cn`, `zh_cantonese` → `yue`; spec §7).
 */
const ALIASES: Record<string, TranslatorLanguage> = {
  ...Object.fromEntries(TRANSLATOR_LANGUAGES.map((code) => [code, code])),
  cn: 'zh',
  yue: 'zh_cantonese',
};

/**
 * The app language a client code names.
 * @throws AppError TRANSLATION_LANGUAGE_UNSUPPORTED (40009) naming the code when it is not one of the 14.
 */
export function languageOf(code: string): TranslatorLanguage {
  const language = ALIASES[code.trim()];
  if (!language) throw new AppError('TRANSLATION_LANGUAGE_UNSUPPORTED', { params: { code: code.trim().slice(0, 32) } });
  return language;
}

export interface TranslationServiceDeps {
  translator: TextTranslator;
  meter: QuotaMeter;
}

/** Translations over the configured provider (see module comment). */
export function createTranslationService({ translator, meter }: TranslationServiceDeps) {
  return {
    /** Which provider translates (`iflytek`, `openai-compatible`, `local`). */
    providerKind: translator.kind,

    /**
     * Translate `body` for the caller of `request`.
     * @throws AppError TRANSLATION_EMPTY_FIELDS (40004) when text, from or to is blank;
     *   TRANSLATION_TOO_LONG (40005) over 5000 characters; BAD_REQUEST (40001) for an unknown or
     *   identical language pair; ANONYMOUS_LIMIT (429) / QUOTA_EXHAUSTED (448) when the characters
     *   are not left; TRANSLATION_UNAVAILABLE (503) when no provider can translate it;
     *   TRANSLATION_FAILED (502) when the provider fails. Nothing is charged on any error.
     */
    async translate(request: FastifyRequest, body: TranslateRequest): Promise<Translation> {
      const text = body.text.trim();
      if (text === '' || body.from.trim() === '' || body.to.trim() === '') throw new AppError('TRANSLATION_EMPTY_FIELDS');
      const characters = [...text].length;
      if (characters > TRANSLATION_MAX_CHARS) throw new AppError('TRANSLATION_TOO_LONG', { params: { maximum: TRANSLATION_MAX_CHARS } });
      const from = languageOf(body.from);
      const to = languageOf(body.to);
      if (from === to) throw new AppError('TRANSLATION_LANGUAGES_SAME');

      const receipt = await meter.consume(request, 'translation_chars', characters);
      try {
        const translatedText = await translator.translate({ text, from, to });
        return { translatedText, from, to, provider: translator.kind };
      } catch (error) {
        try {
          await meter.refund(receipt);
        } catch (refundError) {
          request.log.warn({ err: refundError, characters }, 'could not refund translated characters');
        }
        if (error instanceof TranslationProviderError && error.kind === 'unsupported') throw new AppError('TRANSLATION_UNAVAILABLE', { cause: error });
        request.log.warn({ err: error, provider: translator.kind }, 'translation provider failed');
        throw new AppError('TRANSLATION_FAILED', { cause: error });
      }
    },
  };
}

/** What {@link createTranslationService} returns. */
export type TranslationService = ReturnType<typeof createTranslationService>;
