/**
 * The language-model port (architecture.md §2 "providers/<kind>/": one feature-free interface;
 * docs/decisions/0014-ai-port.md): chat completions as plain text, as a stream of text pieces, as
 * JSON checked by a zod schema the caller passes, and with tools the model may call. It knows
 * nothing of any feature: prompts, tools and what an answer means belong to the caller.
 */
import type { z } from 'zod/mini';

/** One message of a conversation, in the order the model reads them. */
export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  /** An earlier answer of the model; `toolCalls` when it asked for tools (then `content` may be null). */
  | { role: 'assistant'; content: string | null; toolCalls?: ToolCall[] }
  /** The result of one tool call, answered to the call with the same id. */
  | { role: 'tool'; toolCallId: string; content: string };

/** A function the model may ask the caller to run. */
export interface ToolDefinition {
  /** Function name, `[a-zA-Z0-9_-]{1,64}` (chat completions API). */
  name: string;
  /** What the function does, for the model. */
  description?: string;
  /** JSON Schema of the arguments object. */
  parameters: Record<string, unknown>;
}

/** A call the model asked for; the caller runs it and answers with a `tool` message. */
export interface ToolCall {
  /** Id the `tool` message answers (`tool_call_id`). */
  id: string;
  name: string;
  /** The arguments as the model wrote them: JSON text the caller still has to parse and validate. */
  arguments: string;
}

/** One chat completion call: the conversation, optional sampling limits, and tools the model may call. */
export interface ChatRequest {
  messages: ChatMessage[];
  /** Sampling temperature, 0–2; the server's default when omitted. */
  temperature?: number;
  /** Upper bound of generated tokens; the server's default when omitted. */
  maxTokens?: number;
  /** Functions the model may call. */
  tools?: ToolDefinition[];
  /** `auto` (default with tools), `none`, `required`, or one named tool. */
  toolChoice?: 'auto' | 'none' | 'required' | { name: string };
}

/** Per-call controls. */
export interface CallOptions {
  /** Stops the call (and a stream being read) when it aborts; the call then throws `aborted`. */
  signal?: AbortSignal;
  /**
   * Time limit of the whole call in ms, retries and a streamed answer included; default the
   * model's configured limit (AI_TIMEOUT_MS). When it passes the call throws `timeout`.
   */
  timeoutMs?: number;
}

/** Tokens a call used, as the server counted them. */
export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

/** Why the model stopped: `stop`, `length`, `tool_calls`, `content_filter`, or another server value. */
export type FinishReason = string;

/** A non-streamed answer: text, tool calls, why the model stopped, and token usage when reported. */
export interface Completion {
  /** The answer's text; empty when the model only called tools. */
  text: string;
  toolCalls: ToolCall[];
  finishReason: FinishReason | null;
  /** Null when the server did not report usage. */
  usage: TokenUsage | null;
}

/** A JSON-mode answer, already checked by the caller's schema. */
export interface JsonCompletion<T> {
  value: T;
  usage: TokenUsage | null;
}

/**
 * A streamed answer: iterate it for the text pieces in order (each non-empty). Once the iteration
 * has ended, `summary` holds the whole text, the tool calls (accumulated from their fragments),
 * the finish reason and usage; it is null before that and after a failure.
 */
export interface TextStream extends AsyncIterable<string> {
  readonly summary: Completion | null;
}

/** A chat-completions language model. */
export interface LanguageModel {
  /** `openai-compatible` (the only implementation today). */
  readonly kind: 'openai-compatible';
  /** The model name requests are sent with (AI_MODEL). */
  readonly model: string;
  /**
   * One non-streaming completion; with `request.tools` the answer may hold tool calls.
   * @throws LanguageModelError on any failure.
   */
  complete(request: ChatRequest, options?: CallOptions): Promise<Completion>;
  /**
   * One non-streaming completion in JSON mode (`response_format: json_object`): the answer is
   * parsed as JSON (a ```json fence around it is tolerated) and checked with `schema`.
   * @throws LanguageModelError `invalid-answer` when there is no content, it is not JSON or
   *   `schema` rejects it; other kinds as {@link LanguageModel.complete}.
   */
  completeJson<S extends z.core.$ZodType>(request: ChatRequest, schema: S, options?: CallOptions): Promise<JsonCompletion<z.core.output<S>>>;
  /**
   * One streamed completion (integrations.md §5: SSE chunks, `[DONE]`, usage chunk when the
   * server sends it). The request starts when the iteration starts.
   * @throws LanguageModelError from the iteration, possibly after some pieces were yielded.
   */
  stream(request: ChatRequest, options?: CallOptions): TextStream;
}

/**
 * What went wrong: `timeout` (the call's time limit passed), `aborted` (the caller's signal),
 * `http` (the server answered an error status, see `status`), `connection` (no answer, or the
 * connection broke), `invalid-answer` (no content, not JSON, or rejected by the caller's schema),
 * `unknown` (anything else).
 */
export type LanguageModelErrorKind = 'timeout' | 'aborted' | 'http' | 'connection' | 'invalid-answer' | 'unknown';

/** Every failure of a {@link LanguageModel} call; `cause` holds the SDK's or the schema's error. */
export class LanguageModelError extends Error {
  readonly kind: LanguageModelErrorKind;
  /** HTTP status when `kind` is `http`. */
  readonly status: number | undefined;

  constructor(kind: LanguageModelErrorKind, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'LanguageModelError';
    this.kind = kind;
    this.status = options.status;
  }
}
