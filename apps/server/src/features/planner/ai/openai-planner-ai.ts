/**
 * The planner's language-model capabilities over the generic language-model port
 * (providers/ai/language-model.ts; docs/decisions/0014-ai-port.md), used when AI_BASE_URL,
 * AI_API_KEY and AI_MODEL configure an OpenAI-compatible model (architecture.md "AI";
 * integrations.md §5).
 *
 * - Request extraction: one completion in JSON mode; the answer is validated field by field with
 *   the shared PlannerRequestSchema's fields, then every destination and must-visit is looked up in
 *   the catalog gazetteer: what the catalog does not know is moved to `unrecognised`, so the model
 *   cannot add places.
 * - Narrative: one streamed completion per paragraph (introduction, then each day), prompted with
 *   the plan's facts worded from the catalog; text pieces are yielded as they arrive.
 * Every failure (HTTP status, network, timeout, abort, malformed answer) becomes AiProviderError.
 */
import { z } from 'zod/mini';
import { PlannerRequestSchema, type PlannerRequestInput, type TravelPlan } from '@dali/shared/contracts/planner';
import type { PlanNarrativePiece } from '@dali/shared/contracts/planner-stream';
import type { Locale } from '@dali/shared/locales';
import { chinaDay } from '../../../lib/opening-hours.js';
import { LanguageModelError, type LanguageModel } from '../../../providers/ai/language-model.js';
import type { CatalogSnapshot } from '../engine/catalog-snapshot.js';
import { gazetteerOf, resolvePlaceName } from '../extract/gazetteer.js';
import { AiProviderError, type ExtractedRequest, type PlannerAi } from '../planner-ai.js';
import { writeLocalNarrative } from './local-narrative.js';
import { narrativeMessages, requestExtractionMessages } from './planner-prompts.js';

/** Settings of the model-backed planner AI. */
export interface OpenAiPlannerAiOptions {
  /** The configured model (providers/ai `createLanguageModel`); its time limit applies per call. */
  languageModel: LanguageModel;
  /** "Now", for the date the prompt calls today; default the system clock. */
  clock?: () => Date;
}

/** The model-backed implementation; `kind` is `openai-compatible`. */
export interface OpenAiPlannerAi extends PlannerAi {
  readonly kind: 'openai-compatible';
}

// Field rules of the form without its cross-field rules: "no duration given" is the traveller's
// omission, reported by the caller's validation, not a fault of the provider.
const ModelRequestSchema = z.object(PlannerRequestSchema.shape);
const REQUEST_FIELDS = Object.keys(PlannerRequestSchema.shape);
// The port checks only that the answer is one JSON object: fields the form does not know are
// dropped and `language` defaulted below, before the form's own rules run.
const AnswerObjectSchema = z.record(z.string(), z.unknown());

/** A port failure as the planner's AiProviderError, keeping its message and the cause. */
function toProviderError(error: unknown): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (error instanceof LanguageModelError) return new AiProviderError(error.message, error);
  return new AiProviderError('The AI provider request failed', error);
}

/**
 * Keep only catalog places: each destination and must-visit is resolved by exact name or id
 * (any locale); towns go to destinations, attractions to must-visits, the rest to `unrecognised`.
 */
function keepCatalogPlaces(words: { destinations: string[]; mustVisit: string[] }, snapshot: CatalogSnapshot, unrecognised: string[]) {
  const gazetteer = gazetteerOf(snapshot);
  const destinations: string[] = [];
  const mustVisit: string[] = [];
  for (const word of [...words.destinations, ...words.mustVisit]) {
    const targets = resolvePlaceName(word, gazetteer);
    if (!targets) {
      if (!unrecognised.includes(word)) unrecognised.push(word);
      continue;
    }
    for (const target of targets) {
      const list = target.kind === 'attraction' ? mustVisit : destinations;
      for (const id of target.ids) if (!list.includes(id)) list.push(id);
    }
  }
  return { destinations, mustVisit };
}

/**
 * The model-backed planner AI.
 * @throws AiProviderError from both methods on any failure; `narrate` possibly after pieces.
 */
export function createOpenAiPlannerAi(options: OpenAiPlannerAiOptions): OpenAiPlannerAi {
  const clock = options.clock ?? (() => new Date());
  const model = options.languageModel;

  return {
    kind: 'openai-compatible',
    async extractRequest(text: string, language: Locale, snapshot: CatalogSnapshot, signal: AbortSignal): Promise<ExtractedRequest> {
      let raw: Record<string, unknown>;
      try {
        const answer = await model.completeJson(
          { messages: requestExtractionMessages({ text, language, snapshot, today: chinaDay(clock()) }), temperature: 0 },
          AnswerObjectSchema,
          { signal },
        );
        raw = answer.value;
      } catch (error) {
        throw toProviderError(error);
      }

      const unrecognised = Array.isArray(raw.unrecognised) ? raw.unrecognised.filter((w): w is string => typeof w === 'string' && w.trim() !== '').map((w) => w.trim()) : [];
      const fields = Object.fromEntries(Object.entries(raw).filter(([key]) => REQUEST_FIELDS.includes(key)));
      const parsed = ModelRequestSchema.safeParse({ ...fields, language: fields.language ?? language });
      if (!parsed.success) {
        const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
        throw new AiProviderError(`The AI provider answered a request that does not validate (${problems})`, parsed.error);
      }
      const places = keepCatalogPlaces({ destinations: parsed.data.destinations, mustVisit: parsed.data.mustVisit }, snapshot, unrecognised);
      // Only the fields the model gave (and the language), as a client would send them: defaults
      // are the caller's validation's business, exactly as for the local extractor.
      const output: Record<string, unknown> = { ...parsed.data, ...places };
      const request = Object.fromEntries(
        Object.entries(output).filter(([key, value]) => key === 'language' || (key in fields && value !== undefined && !(Array.isArray(value) && value.length === 0))),
      ) as PlannerRequestInput;
      if (places.destinations.length > 0) request.destinations = places.destinations;
      if (places.mustVisit.length > 0) request.mustVisit = places.mustVisit;
      return { request, unrecognised };
    },

    async *narrate(plan: TravelPlan, snapshot: CatalogSnapshot, signal: AbortSignal): AsyncIterable<PlanNarrativePiece> {
      for (const facts of writeLocalNarrative(plan, snapshot)) {
        try {
          // One time limit per paragraph (the port's default), so a long plan is not cut short.
          for await (const text of model.stream({ messages: narrativeMessages(plan, facts), temperature: 0.4 }, { signal })) {
            yield { dayIndex: facts.dayIndex, text };
          }
        } catch (error) {
          throw toProviderError(error);
        }
      }
    },
  };
}
