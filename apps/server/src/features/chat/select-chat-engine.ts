/**
 * Picks the chat engine from the configuration (README.md "AI chat assistant"; docs/decisions/
 * 0017-chat-assistant.md) and builds the grounding check both engines' answers go through.
 */
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env.js';
import type { Database } from '../../db/schema.js';
import { createLanguageModel } from '../../providers/ai/select-language-model.js';
import type { ChatEngine } from './chat-engine.js';
import type { GroundingCheck } from './chat.service.js';
import { createLocalChatEngine } from './engines/local-chat-engine.js';
import { createOpenAiChatEngine } from './engines/openai-chat-engine.js';
import type { PlanPreview } from './engines/plan-preview.js';
import { checkGrounding } from './grounding.js';
import { createChatCatalogCache } from './knowledge/chat-catalog-cache.js';

/** The engine that answers and the grounding check of its answers, over one shared catalog cache. */
export interface SelectedChatEngine {
  engine: ChatEngine;
  ground: GroundingCheck;
}

/**
 * What `config` asks for: the tool-using `openai-compatible` engine when AI_BASE_URL, AI_API_KEY
 * and AI_MODEL are all set (with AI_TIMEOUT_MS), otherwise the embedded `local` engine, which
 * works offline. Both read the catalog from `db` through one version-checked cache.
 */
export function createChatEngine(config: AppConfig, deps: { db: Kysely<Database>; planPreview: PlanPreview }): SelectedChatEngine {
  const cache = createChatCatalogCache(deps.db);
  const catalog = () => cache.current();
  const languageModel = createLanguageModel(config);
  const engine = languageModel
    ? createOpenAiChatEngine({ languageModel, catalog, planPreview: deps.planPreview })
    : createLocalChatEngine({ catalog, planPreview: deps.planPreview });
  return {
    engine,
    ground: async (text) => {
      const { unknownNames, cleanedText } = checkGrounding(text, await catalog());
      return { unknownNames, cleanedText };
    },
  };
}
