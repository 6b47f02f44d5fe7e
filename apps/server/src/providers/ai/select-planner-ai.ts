/**
 * Picks the planner's language-model provider from the configuration (README.md "Configuration";
 * architecture.md "AI").
 */
import type { AppConfig } from '../../config/env.js';
import type { PlannerAi } from '../../features/planner/planner-ai.js';
import { createLocalPlannerAi } from './local-planner-ai.js';
import { createOpenAiPlannerAi } from './openai-planner-ai.js';

/** Options that are not configuration. */
export interface SelectPlannerAiOptions {
  /** "Now" for dates without a year; default the system clock. */
  clock?: () => Date;
}

/**
 * The provider `config` asks for: `openai-compatible` when AI_BASE_URL, AI_API_KEY and AI_MODEL
 * are all set (env.ts requires the three together), with AI_TIMEOUT_MS; otherwise `local`, the
 * embedded rules and templates that work offline.
 */
export function createPlannerAi(config: AppConfig, options: SelectPlannerAiOptions = {}): PlannerAi {
  const { AI_BASE_URL, AI_API_KEY, AI_MODEL } = config;
  if (AI_BASE_URL && AI_API_KEY && AI_MODEL) {
    return createOpenAiPlannerAi({ baseURL: AI_BASE_URL, apiKey: AI_API_KEY, model: AI_MODEL, timeoutMs: config.AI_TIMEOUT_MS, clock: options.clock });
  }
  return createLocalPlannerAi({ clock: options.clock });
}
