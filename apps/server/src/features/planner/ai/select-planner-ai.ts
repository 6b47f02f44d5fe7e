/**
 * Picks the planner's language-model capabilities from the configuration (README.md
 * "Configuration"; architecture.md "AI"; docs/decisions/0014-ai-port.md).
 */
import type { AppConfig } from '../../../config/env.js';
import { createLanguageModel } from '../../../providers/ai/select-language-model.js';
import type { PlannerAi } from '../planner-ai.js';
import { createLocalPlannerAi } from './local-planner-ai.js';
import { createOpenAiPlannerAi } from './openai-planner-ai.js';

/** Options that are not configuration. */
export interface SelectPlannerAiOptions {
  /** "Now" for dates without a year; default the system clock. */
  clock?: () => Date;
}

/**
 * What `config` asks for: `openai-compatible` (the planner's prompts over the configured
 * language model) when AI_BASE_URL, AI_API_KEY and AI_MODEL are all set, with AI_TIMEOUT_MS;
 * otherwise `local`, the embedded rules and templates that work offline.
 */
export function createPlannerAi(config: AppConfig, options: SelectPlannerAiOptions = {}): PlannerAi {
  const languageModel = createLanguageModel(config);
  if (languageModel) return createOpenAiPlannerAi({ languageModel, clock: options.clock });
  return createLocalPlannerAi({ clock: options.clock });
}
