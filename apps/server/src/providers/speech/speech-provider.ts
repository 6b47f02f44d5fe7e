/**
 * The speech ports (spec §7 WebSockets `/api/v1/voice/recognition` and `/api/v1/voice/synthesis`;
 * integrations.md §1.1 IAT, §1.2 TTS): feature-free interfaces over the speech providers (iFlytek,
 * an OpenAI-compatible service, the embedded default). Languages are the app's codes
 * (packages/shared/src/contracts/translation.ts); each adapter maps them to its provider's codes
 * (the iFlytek values are packages/shared/src/contracts/voice.ts `VOICE_LANGUAGES`).
 */
import type { TranslatorLanguage } from '@dali/shared/contracts/translation';
import type { RecognitionResult } from '@dali/shared/contracts/voice';

/** One recognition: audio in, result pieces out. */
export interface RecognitionInput {
  language: TranslatorLanguage;
  /**
   * The recording: chunks of 16 kHz mono 16-bit little-endian PCM (usually 1280 bytes = 40 ms),
   * ending when the speaker stops (the iterable finishes). A provider may start answering before
   * it ends.
   */
  audio: AsyncIterable<Buffer>;
  /** Silence that ends speech, ms (spec §9: 5000). */
  endOfSpeechMs: number;
  /** Stops the recognition and any upstream connection; the iterable then throws `aborted`. */
  signal: AbortSignal;
}

/** A speech recogniser. */
export interface SpeechRecognizer {
  /** `iflytek`, `openai-compatible` or `local`. */
  readonly kind: 'iflytek' | 'openai-compatible' | 'local';
  /** Whether this provider can recognise `language` at all (the route answers VOICE_UNAVAILABLE when not). */
  supports(language: TranslatorLanguage): boolean;
  /**
   * Recognise `input.audio`.
   * @returns result pieces in order, in the IAT shape (`sn` from 1; `pgs`/`rg` when a piece
   *   corrects earlier ones); the last has `ls: true`.
   * @throws SpeechProviderError on any failure, from the iterator.
   */
  recognize(input: RecognitionInput): AsyncIterable<RecognitionResult>;
}

/** One synthesis: text in, MP3 out. */
export interface SynthesisInput {
  /** Non-blank text of at most 2000 characters (spec §5). */
  text: string;
  language: TranslatorLanguage;
  /** 0–100, 50 is the voice's normal (spec §9). */
  speed: number;
  volume: number;
  pitch: number;
  /** Stops the synthesis and any upstream connection. */
  signal: AbortSignal;
}

/** A speech synthesiser. */
export interface SpeechSynthesizer {
  /** `iflytek`, `openai-compatible` or `local`. */
  readonly kind: 'iflytek' | 'openai-compatible' | 'local';
  /** Whether this provider can speak `language` (the route answers VOICE_UNAVAILABLE when not). */
  supports(language: TranslatorLanguage): boolean;
  /**
   * Speak `input.text`.
   * @returns MP3 (MPEG-1/2 layer III) bytes in chunks, in order; their concatenation is one playable file.
   * @throws SpeechProviderError on any failure, from the iterator.
   */
  synthesize(input: SynthesisInput): AsyncIterable<Buffer>;
}

/**
 * What went wrong: `unsupported` (this provider cannot do that language or task), `http` (the
 * provider refused the connection or request; `status`), `provider` (the provider's own error code
 * in a reply; `providerCode`), `connection`, `timeout`, `aborted`, `empty` (no audio or no text).
 */
export type SpeechErrorKind = 'unsupported' | 'http' | 'provider' | 'connection' | 'timeout' | 'aborted' | 'empty';

/** Every failure of a speech provider; `message` is safe to log (no credentials). */
export class SpeechProviderError extends Error {
  readonly kind: SpeechErrorKind;
  readonly status: number | undefined;
  readonly providerCode: number | undefined;

  constructor(kind: SpeechErrorKind, message: string, options: { status?: number; providerCode?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'SpeechProviderError';
    this.kind = kind;
    this.status = options.status;
    this.providerCode = options.providerCode;
  }
}
