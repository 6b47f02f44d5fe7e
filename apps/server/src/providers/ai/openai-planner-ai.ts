/**
 * The planner's language-model interface over an OpenAI-compatible chat completions API
 * (architecture.md "AI"; integrations.md §5) with the official `openai` SDK: DeepSeek, Qwen
 * (DashScope compatible mode), Moonshot, Zhipu, Ollama, vLLM… selected by AI_BASE_URL, AI_API_KEY
 * and AI_MODEL.
 *
 * - Request extraction: one non-streaming completion in JSON mode; the answer is validated field by
 *   field with the shared PlannerRequestSchema's fields, then every destination and must-visit is
 *   looked up in the catalog gazetteer: what the catalog does not know is moved to `unrecognised`,
 *   so the model cannot add places.
 * - Narrative: one streamed completion per paragraph (introduction, then each day), prompted with
 *   the plan's facts worded from the catalog; text deltas are yielded as they arrive.
 * Every failure (HTTP status, network, timeout, abort, malformed answer) becomes AiProviderError.
 */
import OpenAI from 'openai';
import { z } from 'zod/mini';
import { PlannerRequestSchema, type PlannerRequestInput, type TravelPlan } from '@dali/shared/contracts/planner';
import type { PlanNarrativePiece } from '@dali/shared/contracts/planner-stream';
import type { Locale } from '@dali/shared/locales';
import type { CatalogSnapshot } from '../../features/planner/engine/catalog-snapshot.js';
import { gazetteerOf, resolvePlaceName } from '../../features/planner/extract/gazetteer.js';
import { AiProviderError, type ExtractedRequest, type PlannerAi } from '../../features/planner/planner-ai.js';
import { chinaDay } from '../../lib/opening-hours.js';
import { writeLocalNarrative } from './local-narrative.js';
import { narrativeMessages, requestExtractionMessages } from './openai-prompts.js';

/** Settings of the OpenAI-compatible planner AI. */
export interface OpenAiPlannerAiOptions {
  /** The part of the endpoint before `/chat/completions` (AI_BASE_URL), e.g. `https://api.deepseek.com/v1`. */
  baseURL: string;
  /** Bearer key (AI_API_KEY); local servers such as Ollama ignore it but the SDK requires one. */
  apiKey: string;
  /** Model name (AI_MODEL). */
  model: string;
  /**
   * Time limit in ms (AI_TIMEOUT_MS) of one extraction and of one narrative paragraph, retries and
   * streaming included (the SDK's own timeout stops at the answer's headers).
   */
  timeoutMs: number;
  /**
   * Retries of a failed request before any answer arrived (SDK: 408, 409, 429, 5xx and connection
   * errors, with backoff). Default 1: a second try rescues a blip, more would keep the traveller
   * waiting several times the timeout.
   */
  maxRetries?: number;
  /** "Now", for the date the prompt calls today; default the system clock. */
  clock?: () => Date;
}

/** The OpenAI-compatible implementation; `kind` is `openai-compatible`. */
export interface OpenAiPlannerAi extends PlannerAi {
  readonly kind: 'openai-compatible';
}

// Field rules of the form without its cross-field rules: "no duration given" is the traveller's
// omission, reported by the caller's validation, not a fault of the provider.
const ModelRequestSchema = z.object(PlannerRequestSchema.shape);
const REQUEST_FIELDS = Object.keys(PlannerRequestSchema.shape);

/** Any failure of the SDK call as AiProviderError, with a message that names the kind of failure. */
function toProviderError(error: unknown, limit: AbortSignal): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (limit.aborted) return new AiProviderError('The AI provider did not finish in time', error);
  if (error instanceof OpenAI.APIUserAbortError) return new AiProviderError('The AI provider request was aborted', error);
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new AiProviderError('The AI provider did not answer in time', error);
  if (error instanceof OpenAI.APIConnectionError) return new AiProviderError('The AI provider could not be reached', error);
  if (error instanceof OpenAI.APIError) return new AiProviderError(`The AI provider answered HTTP ${error.status ?? 'error'}`, error);
  return new AiProviderError('The AI provider request failed', error);
}

/** The JSON object of a model answer (a ```json fence around it is tolerated). */
function parseJsonObject(content: string): Record<string, unknown> {
  const unfenced = content.trim().replace(/^```(?:json)?\s*/i, '').replace(/\s*```$/, '');
  let value: unknown;
  try {
    value = JSON.parse(unfenced);
  } catch (error) {
    throw new AiProviderError('The AI provider answered something that is not JSON', error);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new AiProviderError('The AI provider answered JSON that is not an object');
  return value as Record<string, unknown>;
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
 * The OpenAI-compatible planner AI.
 * @throws AiProviderError from both methods on any failure; `narrate` possibly after pieces.
 */
export function createOpenAiPlannerAi(options: OpenAiPlannerAiOptions): OpenAiPlannerAi {
  const client = new OpenAI({ baseURL: options.baseURL, apiKey: options.apiKey, timeout: options.timeoutMs, maxRetries: options.maxRetries ?? 1 });
  const clock = options.clock ?? (() => new Date());
  const model = options.model;

  return {
    kind: 'openai-compatible',
    async extractRequest(text: string, language: Locale, snapshot: CatalogSnapshot, signal: AbortSignal): Promise<ExtractedRequest> {
      let content: string | null | undefined;
      const limit = AbortSignal.timeout(options.timeoutMs);
      try {
        const completion = await client.chat.completions.create(
          {
            model,
            messages: requestExtractionMessages({ text, language, snapshot, today: chinaDay(clock()) }),
            response_format: { type: 'json_object' },
            temperature: 0,
          },
          { signal: AbortSignal.any([signal, limit]) },
        );
        content = completion.choices[0]?.message?.content;
      } catch (error) {
        throw toProviderError(error, limit);
      }
      if (!content) throw new AiProviderError('The AI provider answered no content');
      const raw = parseJsonObject(content);

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
        const limit = AbortSignal.timeout(options.timeoutMs);
        try {
          const stream = await client.chat.completions.create(
            { model, messages: narrativeMessages(plan, facts), stream: true, temperature: 0.4 },
            { signal: AbortSignal.any([signal, limit]) },
          );
          for await (const chunk of stream) {
            const text = chunk.choices[0]?.delta?.content;
            if (text) yield { dayIndex: facts.dayIndex, text };
          }
        } catch (error) {
          throw toProviderError(error, limit);
        }
      }
    },
  };
}
