/**
 * Picks the text translator from the configuration (README "Configuration"): iFlytek machine
 * translation when IFLYTEK_APP_ID, IFLYTEK_API_KEY and IFLYTEK_API_SECRET are set; else the
 * OpenAI-compatible language model when AI_* is set; else the embedded default, which translates
 * the phrasebook's travel phrases and the catalog's names offline and answers
 * TRANSLATION_UNAVAILABLE for anything else (providers/translation/local-translator.ts).
 */
import type { AppConfig } from '../../config/env.js';
import { createLanguageModel } from '../../providers/ai/select-language-model.js';
import { createIflytekTranslator } from '../../providers/translation/iflytek/iflytek-translator.js';
import { createLlmTranslator } from '../../providers/translation/llm-translator.js';
import { createLocalTranslator, type LocalTranslatorDeps } from '../../providers/translation/local-translator.js';
import type { TextTranslator } from '../../providers/translation/text-translator.js';

/**
 * The translator `config` asks for (see module comment); `local` is the data of the embedded
 * default (the loaded phrasebook and a reader of the cached catalog names).
 */
export function createTranslator(config: AppConfig, local: LocalTranslatorDeps): TextTranslator {
  if (config.IFLYTEK_APP_ID && config.IFLYTEK_API_KEY && config.IFLYTEK_API_SECRET) {
    return createIflytekTranslator({
      appId: config.IFLYTEK_APP_ID,
      apiKey: config.IFLYTEK_API_KEY,
      apiSecret: config.IFLYTEK_API_SECRET,
      baseUrl: config.IFLYTEK_TRANSLATE_URL,
      timeoutMs: config.TRANSLATION_TIMEOUT_MS,
    });
  }
  const languageModel = createLanguageModel(config);
  if (languageModel) return createLlmTranslator(languageModel);
  return createLocalTranslator(local);
}
