/**
 * The embedded default of the planner's language-model interface (architecture.md "AI": works
 * offline on a fresh machine): requests are read from free text by the rule-based extractor, and
 * narratives are written from templates out of the plan's own facts.
 */
import type { TravelPlan } from '@dali/shared/contracts/planner';
import type { PlanNarrativePiece } from '@dali/shared/contracts/planner-stream';
import type { Locale } from '@dali/shared/locales';
import type { CatalogSnapshot } from '../engine/catalog-snapshot.js';
import { extractRequestFromText } from '../extract/extract-request.js';
import { AiProviderError, type ExtractedRequest, type PlannerAi } from '../planner-ai.js';
import { writeLocalNarrative } from './local-narrative.js';

export interface LocalPlannerAiOptions {
  /** "Now" for dates without a year and relative days; default the system clock. */
  clock?: () => Date;
}

/** The local implementation; `kind` is `local`. */
export interface LocalPlannerAi extends PlannerAi {
  readonly kind: 'local';
}

function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new AiProviderError('The planner request was aborted', signal.reason);
}

/**
 * The local planner AI.
 * - `extractRequest`: {@link extractRequestFromText} with the injected clock; throws only
 *   AiProviderError when `signal` is already aborted.
 * - `narrate`: the introduction (`dayIndex` null), then each day in order, one piece per sentence
 *   so a stream visibly grows; English pieces after a paragraph's first start with a space, Chinese
 *   pieces join without one. Throws AiProviderError when `signal` aborts between pieces.
 */
export function createLocalPlannerAi(options: LocalPlannerAiOptions = {}): LocalPlannerAi {
  const clock = options.clock ?? (() => new Date());
  return {
    kind: 'local',
    extractRequest(text: string, language: Locale, snapshot: CatalogSnapshot, signal: AbortSignal): Promise<ExtractedRequest> {
      try {
        throwIfAborted(signal);
        return Promise.resolve(extractRequestFromText({ text, language, snapshot, clock: clock() }));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new AiProviderError(String(error)));
      }
    },
    async *narrate(plan: TravelPlan, snapshot: CatalogSnapshot, signal: AbortSignal): AsyncIterable<PlanNarrativePiece> {
      const separator = plan.language === 'en-US' ? ' ' : '';
      for (const paragraph of writeLocalNarrative(plan, snapshot)) {
        for (const [index, sentence] of paragraph.sentences.entries()) {
          throwIfAborted(signal);
          yield { dayIndex: paragraph.dayIndex, text: index === 0 ? sentence : `${separator}${sentence}` };
        }
      }
    },
  };
}
