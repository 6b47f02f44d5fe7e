/**
 * Text translation through an OpenAI-compatible language model (providers/ai; integrations.md §5):
 * one non-streamed completion with a translator's system prompt. Used when no iFlytek credentials
 * are configured but AI_* is (README "Configuration").
 */
import type { TranslatorLanguage } from '@dali/shared/contracts/translation';
import { LanguageModelError, type LanguageModel } from '../ai/language-model.js';
import { TranslationProviderError, type TextTranslator } from './text-translator.js';

/** The languages by name, for the prompt (spec §3's 14). */
const LANGUAGE_NAMES: Record<TranslatorLanguage, string> = {
  zh: 'Simplified Chinese (Mandarin)',
  en: 'English',
  ko: 'Korean',
  fr: 'French',
  ja: 'Japanese',
  de: 'German',
  zh_cantonese: 'Cantonese (written Cantonese in Traditional Chinese characters)',
  ms: 'Malay',
  ar: 'Arabic',
  id: 'Indonesian',
  ru: 'Russian',
  es: 'Spanish',
  th: 'Thai',
  vi: 'Vietnamese',
};

/** A translator over `languageModel` (kind `openai-compatible`). */
export function createLlmTranslator(languageModel: LanguageModel): TextTranslator {
  return {
    kind: 'openai-compatible',
    async translate({ text, from, to, signal }) {
      try {
        const completion = await languageModel.complete(
          {
            messages: [
              {
                role: 'system',
                content:
                  `You translate text from ${LANGUAGE_NAMES[from]} to ${LANGUAGE_NAMES[to]} for a traveller in Dali, Yunnan. ` +
                  'Answer with the translation only: no quotes, notes, transliteration or explanation. Keep names, numbers and line breaks.',
              },
              { role: 'user', content: text },
            ],
            temperature: 0,
          },
          { signal },
        );
        const translated = completion.text.trim();
        if (!translated) throw new TranslationProviderError('empty', 'the model returned no translation');
        return translated;
      } catch (error) {
        if (error instanceof TranslationProviderError) throw error;
        if (error instanceof LanguageModelError) {
          const kind = error.kind === 'timeout' || error.kind === 'aborted' || error.kind === 'http' || error.kind === 'connection' ? error.kind : 'provider';
          throw new TranslationProviderError(kind, error.message, { status: error.status, cause: error });
        }
        throw new TranslationProviderError('provider', error instanceof Error ? error.message : 'translation failed', { cause: error });
      }
    },
  };
}
