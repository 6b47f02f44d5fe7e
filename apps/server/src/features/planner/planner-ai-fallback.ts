/**
 * The planner's language-model stand-in used until a real PlannerAi is configured
 * (`providers/ai/select-planner-ai.ts`): it cannot read free text (every quick-text run ends with a
 * PLANNER_AI_FAILED error frame and its use is given back) and writes no narrative (form runs
 * deliver the plan's sections, check and id without prose). Nothing here invents content.
 */
import { AiProviderError, type PlannerAi } from './planner-ai.js';

/** A PlannerAi that extracts nothing and narrates nothing. */
export function createFallbackPlannerAi(): PlannerAi {
  return {
    kind: 'local',
    extractRequest() {
      return Promise.reject(new AiProviderError('no request extractor is configured'));
    },
    // eslint-disable-next-line require-yield -- no narrative: the iterable ends at once
    async *narrate() {
      return;
    },
  };
}
