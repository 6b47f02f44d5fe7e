/**
 * What the planner asks of a language model (architecture.md "AI": free-text extraction and day
 * narratives), as one interface with two implementations in `ai/`: the planner's prompts over the
 * generic language-model port (providers/ai) when `AI_BASE_URL`/`AI_API_KEY`/`AI_MODEL` are set,
 * and the embedded default (rule-based extraction in zh-CN, zh-HK and en-US; narrative
 * written from the plan's own facts). Neither may add places: the solver alone places items, and a
 * narrative only describes the plan it is given.
 */
import type { Locale } from '@dali/shared/locales';
import type { PlannerRequestInput, TravelPlan } from '@dali/shared/contracts/planner';
import type { PlanNarrativePiece } from '@dali/shared/contracts/planner-stream';
import type { CatalogSnapshot } from './engine/catalog-snapshot.js';

/** A planner request read from free text, and the words of the text that were not understood. */
export interface ExtractedRequest {
  /** Fields as a client would send them; validated with PlannerRequestSchema by the caller. */
  request: PlannerRequestInput;
  /** Parts of the text that named something the extractor could not map (shown to the traveller). */
  unrecognised: string[];
}

/** The planner's language-model capabilities. */
export interface PlannerAi {
  /** `local` (embedded rules and templates) or `openai-compatible`. */
  readonly kind: 'local' | 'openai-compatible';
  /**
   * Read a structured request from `text` written in any of the three interface languages.
   * `language` is the traveller's interface language (the plan's language unless the text says
   * otherwise). Uses `snapshot` as the gazetteer of towns and attractions.
   * @throws AiProviderError when a configured provider fails or answers something that does not
   *   validate; the caller turns it into an error frame and refunds the quota.
   */
  extractRequest(text: string, language: Locale, snapshot: CatalogSnapshot, signal: AbortSignal): Promise<ExtractedRequest>;
  /**
   * Narrative of `plan` in `plan.language`: an introduction (`dayIndex` null) and one text per day,
   * streamed in pieces. Only describes what the plan holds.
   * @throws AiProviderError as above, possibly after some pieces were yielded.
   */
  narrate(plan: TravelPlan, snapshot: CatalogSnapshot, signal: AbortSignal): AsyncIterable<PlanNarrativePiece>;
}

/** A language-model provider failed (network, HTTP status, malformed or invalid answer, abort). */
export class AiProviderError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'AiProviderError';
  }
}
