/**
 * The text-translation port (spec §7 `POST /api/v1/translation/translate`; integrations.md §1.3):
 * one feature-free interface over the providers (iFlytek machine translation, an OpenAI-compatible
 * model, the embedded default). Languages are the app's codes (packages/shared/src/contracts/
 * translation.ts); each adapter maps them to its provider's codes.
 */
import type { TranslatorLanguage } from '@dali/shared/contracts/translation';

/** One translation: non-blank text of at most 5000 characters, two different languages. */
export interface TranslateInput {
  text: string;
  from: TranslatorLanguage;
  to: TranslatorLanguage;
  /** Stops the call; it then throws `aborted`. */
  signal?: AbortSignal;
}

/** A text translator. */
export interface TextTranslator {
  /** `iflytek`, `openai-compatible` or `local`. */
  readonly kind: 'iflytek' | 'openai-compatible' | 'local';
  /**
   * Translate `input.text`.
   * @returns the translated text, trimmed and non-empty.
   * @throws TranslationProviderError on any failure (the route answers TRANSLATION_FAILED and refunds).
   */
  translate(input: TranslateInput): Promise<string>;
}

/**
 * What went wrong: `unsupported` (this provider cannot translate that pair or text, e.g. the
 * embedded default without a phrase for it), `http` (the provider answered an error; `status`),
 * `provider` (the provider's own error code in a 200 answer), `connection`, `timeout`, `aborted`,
 * `empty` (no translation in the answer).
 */
export type TranslationErrorKind = 'unsupported' | 'http' | 'provider' | 'connection' | 'timeout' | 'aborted' | 'empty';

/** Every failure of a {@link TextTranslator}; `detail` is safe to show (no credentials). */
export class TranslationProviderError extends Error {
  readonly kind: TranslationErrorKind;
  readonly status: number | undefined;

  constructor(kind: TranslationErrorKind, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'TranslationProviderError';
    this.kind = kind;
    this.status = options.status;
  }
}
