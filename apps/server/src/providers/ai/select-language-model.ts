/**
 * Picks the language model from the configuration (README.md "Configuration"; architecture.md
 * "AI"; docs/decisions/0014-ai-port.md).
 */
import type { AppConfig } from '../../config/env.js';
import type { LanguageModel } from './language-model.js';
import { createOpenAiLanguageModel } from './openai-language-model.js';

/**
 * The OpenAI-compatible model when AI_BASE_URL, AI_API_KEY and AI_MODEL are all set (env.ts
 * requires the three together), with AI_TIMEOUT_MS (ms) as its default time limit; null otherwise,
 * so each feature falls back to its own embedded default that works offline.
 */
export function createLanguageModel(config: Pick<AppConfig, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'>): LanguageModel | null {
  const { AI_BASE_URL, AI_API_KEY, AI_MODEL } = config;
  if (!AI_BASE_URL || !AI_API_KEY || !AI_MODEL) return null;
  return createOpenAiLanguageModel({ baseURL: AI_BASE_URL, apiKey: AI_API_KEY, model: AI_MODEL, timeoutMs: config.AI_TIMEOUT_MS });
}
