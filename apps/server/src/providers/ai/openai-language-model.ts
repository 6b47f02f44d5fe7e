/**
 * The language-model port over an OpenAI-compatible chat completions API (integrations.md §5;
 * architecture.md "AI") with the official `openai` SDK, 6.x (docs/decisions/0014-ai-port.md):
 * DeepSeek, Qwen (DashScope compatible mode), Moonshot, Zhipu, Ollama, vLLM… The SDK sends the
 * requests, parses the SSE stream (CRLF, `:` keep-alive lines, `[DONE]`) and retries 408, 409,
 * 429, 5xx and connection errors with backoff; this file adds one time limit over the whole call,
 * the caller's abort, JSON mode checked by a schema, tool-call accumulation and typed errors.
 */
import OpenAI from 'openai';
import type { ChatCompletionCreateParamsBase, ChatCompletionMessageParam, ChatCompletionToolChoiceOption } from 'openai/resources/chat/completions';
import type { CompletionUsage } from 'openai/resources/completions';
import { z } from 'zod/mini';
import {
  LanguageModelError,
  type CallOptions,
  type ChatMessage,
  type ChatRequest,
  type Completion,
  type JsonCompletion,
  type LanguageModel,
  type TextStream,
  type TokenUsage,
  type ToolCall,
} from './language-model.js';

/** Settings of an OpenAI-compatible model. */
export interface OpenAiLanguageModelOptions {
  /** The part of the endpoint before `/chat/completions` (AI_BASE_URL), e.g. `https://api.deepseek.com/v1`. */
  baseURL: string;
  /** Bearer key (AI_API_KEY); local servers such as Ollama ignore it but the SDK requires one. */
  apiKey: string;
  /** Model name (AI_MODEL). */
  model: string;
  /**
   * Default time limit in ms of one call (AI_TIMEOUT_MS), retries and streaming included: the
   * SDK's own timeout stops at the answer's headers, so a slow stream needs a limit of its own.
   */
  timeoutMs: number;
  /**
   * Retries of a failed request before any answer arrived (408, 409, 429, 5xx, connection errors;
   * the SDK honours `retry-after`/`retry-after-ms`). Default 1: a second try rescues a blip, more
   * would keep a person waiting several times the timeout.
   */
  maxRetries?: number;
  /**
   * Ask for the usage chunk of a streamed answer (`stream_options.include_usage`, integrations.md
   * §5). Default true; turn it off for a server that rejects `stream_options`.
   */
  streamUsage?: boolean;
}

/** Converts the port's messages to the API's (camelCase ids to `tool_call_id`, `tool_calls`). */
function toApiMessage(message: ChatMessage): ChatCompletionMessageParam {
  if (message.role === 'tool') return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
  if (message.role === 'assistant') {
    const calls = message.toolCalls ?? [];
    return calls.length === 0
      ? { role: 'assistant', content: message.content }
      : { role: 'assistant', content: message.content, tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } })) };
  }
  return { role: message.role, content: message.content };
}

function toApiToolChoice(choice: ChatRequest['toolChoice']): ChatCompletionToolChoiceOption | undefined {
  if (choice === undefined || typeof choice === 'string') return choice;
  return { type: 'function', function: { name: choice.name } };
}

/** The request body's shared part; undefined fields are left out of the JSON by the SDK. */
function toApiParams(model: string, request: ChatRequest): ChatCompletionCreateParamsBase {
  return {
    model,
    messages: request.messages.map(toApiMessage),
    temperature: request.temperature,
    max_tokens: request.maxTokens,
    tools: request.tools?.map((t) => ({ type: 'function', function: { name: t.name, description: t.description, parameters: t.parameters } })),
    tool_choice: toApiToolChoice(request.toolChoice),
  };
}

function toUsage(usage: CompletionUsage | null | undefined): TokenUsage | null {
  if (!usage) return null;
  return { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens, totalTokens: usage.total_tokens };
}

/**
 * Any failure as LanguageModelError. The limit and the caller's signal are checked first: after
 * an abort the SDK may surface it as several error classes (user abort, connection error).
 * `reading`: the failure came while a stream's body was being read (after a 200 answer).
 */
function toModelError(error: unknown, limit: AbortSignal, signal: AbortSignal | undefined, reading = false): LanguageModelError {
  if (error instanceof LanguageModelError) return error;
  if (limit.aborted) return new LanguageModelError('timeout', 'The AI provider did not finish in time', { cause: error });
  if (signal?.aborted || error instanceof OpenAI.APIUserAbortError) return new LanguageModelError('aborted', 'The AI provider request was aborted', { cause: error });
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new LanguageModelError('timeout', 'The AI provider did not answer in time', { cause: error });
  if (error instanceof OpenAI.APIConnectionError) return new LanguageModelError('connection', 'The AI provider could not be reached', { cause: error });
  if (error instanceof OpenAI.APIError) {
    // A stream cut after the headers is an APIError without a status: the connection broke.
    if (error.status === undefined) return new LanguageModelError('connection', 'The AI provider connection broke', { cause: error });
    return new LanguageModelError('http', `The AI provider answered HTTP ${error.status}`, { status: error.status, cause: error });
  }
  if (reading && error instanceof SyntaxError) return new LanguageModelError('invalid-answer', 'The AI provider streamed a chunk that is not JSON', { cause: error });
  // While a stream is read, a cut connection surfaces from fetch's body as a plain error ("terminated").
  if (reading) return new LanguageModelError('connection', 'The AI provider connection broke', { cause: error });
  return new LanguageModelError('unknown', 'The AI provider request failed', { cause: error });
}

/** The JSON value of a model answer (a ```json fence around it is tolerated). */
function parseJsonAnswer(content: string): unknown {
  const unfenced = content.trim().replace(/^```(?:json)?\s*/i, '').replace(/\s*```$/, '');
  try {
    return JSON.parse(unfenced);
  } catch (error) {
    throw new LanguageModelError('invalid-answer', 'The AI provider answered something that is not JSON', { cause: error });
  }
}

/** The call's time limit and the signal the SDK gets (the caller's signal joined with it). */
function limitsOf(defaultMs: number, options: CallOptions) {
  const limit = AbortSignal.timeout(options.timeoutMs ?? defaultMs);
  return { limit, signal: options.signal ? AbortSignal.any([options.signal, limit]) : limit };
}

/**
 * An OpenAI-compatible {@link LanguageModel} (integrations.md §5).
 * @throws LanguageModelError from every method, as the interface documents.
 */
export function createOpenAiLanguageModel(options: OpenAiLanguageModelOptions): LanguageModel {
  const client = new OpenAI({ baseURL: options.baseURL, apiKey: options.apiKey, timeout: options.timeoutMs, maxRetries: options.maxRetries ?? 1 });
  const { model, timeoutMs } = options;
  const streamUsage = options.streamUsage ?? true;

  async function complete(request: ChatRequest, callOptions: CallOptions = {}, json = false): Promise<Completion> {
    const { limit, signal } = limitsOf(timeoutMs, callOptions);
    try {
      const completion = await client.chat.completions.create(
        { ...toApiParams(model, request), stream: false, ...(json ? { response_format: { type: 'json_object' } } : {}) },
        { signal, timeout: callOptions.timeoutMs ?? timeoutMs },
      );
      const choice = completion.choices[0];
      const toolCalls: ToolCall[] = (choice?.message.tool_calls ?? []).flatMap((c) => (c.type === 'function' ? [{ id: c.id, name: c.function.name, arguments: c.function.arguments }] : []));
      return { text: choice?.message.content ?? '', toolCalls, finishReason: choice?.finish_reason ?? null, usage: toUsage(completion.usage) };
    } catch (error) {
      throw toModelError(error, limit, callOptions.signal);
    }
  }

  return {
    kind: 'openai-compatible',
    model,
    complete: (request, callOptions) => complete(request, callOptions),

    async completeJson<S extends z.core.$ZodType>(request: ChatRequest, schema: S, callOptions?: CallOptions): Promise<JsonCompletion<z.core.output<S>>> {
      const completion = await complete(request, callOptions, true);
      if (!completion.text) throw new LanguageModelError('invalid-answer', 'The AI provider answered no content');
      const checked = z.safeParse(schema, parseJsonAnswer(completion.text));
      if (!checked.success) {
        const problems = checked.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
        throw new LanguageModelError('invalid-answer', `The AI provider answered JSON that does not validate (${problems})`, { cause: checked.error });
      }
      return { value: checked.data, usage: completion.usage };
    },

    stream(request: ChatRequest, callOptions: CallOptions = {}): TextStream {
      let summary: Completion | null = null;
      async function* pieces(): AsyncGenerator<string> {
        const { limit, signal } = limitsOf(timeoutMs, callOptions);
        let reading = false;
        try {
          const stream = await client.chat.completions.create(
            { ...toApiParams(model, request), stream: true, ...(streamUsage ? { stream_options: { include_usage: true } } : {}) },
            { signal, timeout: callOptions.timeoutMs ?? timeoutMs },
          );
          reading = true;
          let text = '';
          let finishReason: string | null = null;
          let usage: TokenUsage | null = null;
          // Tool calls arrive as fragments keyed by `index`: the first has id and name, later ones
          // only pieces of the arguments (integrations.md §5 "Streaming tool calls").
          const calls = new Map<number, ToolCall>();
          for await (const chunk of stream) {
            usage = toUsage(chunk.usage) ?? usage;
            const choice = chunk.choices[0];
            if (!choice) continue;
            finishReason = choice.finish_reason ?? finishReason;
            for (const fragment of choice.delta.tool_calls ?? []) {
              const call = calls.get(fragment.index) ?? { id: '', name: '', arguments: '' };
              call.id = fragment.id ?? call.id;
              call.name = fragment.function?.name ?? call.name;
              call.arguments += fragment.function?.arguments ?? '';
              calls.set(fragment.index, call);
            }
            const piece = choice.delta.content;
            if (piece) {
              text += piece;
              yield piece;
            }
          }
          const toolCalls = [...calls.entries()].sort(([a], [b]) => a - b).map(([, call]) => call);
          summary = { text, toolCalls, finishReason, usage };
        } catch (error) {
          throw toModelError(error, limit, callOptions.signal, reading);
        }
      }
      return {
        [Symbol.asyncIterator]: () => pieces(),
        get summary() {
          return summary;
        },
      };
    },
  };
}
