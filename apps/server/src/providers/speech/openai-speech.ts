/**
 * Speech over an OpenAI-compatible audio API (integrations.md §5; OpenAI's `POST /audio/transcriptions`
 * and `POST /audio/speech`) with the official `openai` SDK, 6.x: a recogniser that uploads the whole
 * recording as a WAV file once it ends, and a synthesiser that streams the MP3 answer body.
 * The services answer no partial results, so recognition yields one final piece.
 */
import OpenAI, { toFile } from 'openai';
import { TRANSLATOR_LANGUAGES, type TranslatorLanguage } from '@dali/shared/contracts/translation';
import { VOICE_SAMPLE_RATE_HZ, type RecognitionResult } from '@dali/shared/contracts/voice';
import { SpeechProviderError, type RecognitionInput, type SpeechRecognizer, type SpeechSynthesizer, type SynthesisInput } from './speech-provider.js';

/** Options of {@link createOpenAiRecognizer}. */
export interface OpenAiRecognizerOptions {
  /** The part of the endpoint before `/audio/transcriptions` (AI_BASE_URL), e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  /** Bearer key (AI_API_KEY). */
  apiKey: string;
  /** Transcription model (AI_TRANSCRIPTION_MODEL), e.g. `whisper-1`. */
  model: string;
  /** Limit of the upload and answer, ms, counted once the recording has ended. */
  timeoutMs: number;
}

/** Options of {@link createOpenAiSynthesizer}. */
export interface OpenAiSynthesizerOptions {
  baseUrl: string;
  apiKey: string;
  /** Speech model (AI_SPEECH_MODEL), e.g. `tts-1`. */
  model: string;
  /** Voice (AI_SPEECH_VOICE), e.g. `alloy`. */
  voice: string;
  /** Limit of the whole call, body included, ms. */
  timeoutMs: number;
}

/**
 * App language → the ISO-639-1 code the transcription API's `language` takes. Cantonese has no
 * ISO-639-1 code; Whisper transcribes it under `zh`, in Chinese characters.
 */
export const OPENAI_TRANSCRIPTION_LANGUAGES: Readonly<Record<TranslatorLanguage, string>> = {
  zh: 'zh',
  en: 'en',
  ko: 'ko',
  fr: 'fr',
  ja: 'ja',
  de: 'de',
  zh_cantonese: 'zh',
  ms: 'ms',
  ar: 'ar',
  id: 'id',
  ru: 'ru',
  es: 'es',
  th: 'th',
  vi: 'vi',
};

/** Bytes of the canonical RIFF/WAVE header written by {@link pcmToWav}. */
export const WAV_HEADER_BYTES = 44;

/**
 * Wrap 16-bit little-endian mono PCM in a canonical 44-byte RIFF/WAVE header (format 1 = PCM).
 * Written directly: the header is fixed, and the npm WAV libraries are unmaintained or far larger
 * than these eleven fields.
 * @param sampleRateHz default 16 000 (spec §9).
 */
export function pcmToWav(pcm: Buffer, sampleRateHz: number = VOICE_SAMPLE_RATE_HZ): Buffer {
  const header = Buffer.alloc(WAV_HEADER_BYTES);
  const channels = 1;
  const bitsPerSample = 16;
  const blockAlign = (channels * bitsPerSample) / 8;
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRateHz, 24);
  header.writeUInt32LE(sampleRateHz * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(bitsPerSample, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

/** Any failure as SpeechProviderError; the caller's abort and the limit are checked first. */
function toSpeechError(error: unknown, label: string, limit: AbortSignal, signal: AbortSignal): SpeechProviderError {
  if (error instanceof SpeechProviderError) return error;
  if (signal.aborted || error instanceof OpenAI.APIUserAbortError) {
    if (!signal.aborted && limit.aborted) return new SpeechProviderError('timeout', `${label}: no answer in time`, { cause: error });
    return new SpeechProviderError('aborted', `${label}: aborted by the caller`, { cause: error });
  }
  if (limit.aborted || error instanceof OpenAI.APIConnectionTimeoutError) return new SpeechProviderError('timeout', `${label}: no answer in time`, { cause: error });
  if (error instanceof OpenAI.APIConnectionError) return new SpeechProviderError('connection', `${label}: the service could not be reached`, { cause: error });
  if (error instanceof OpenAI.APIError && error.status !== undefined) return new SpeechProviderError('http', `${label}: HTTP ${error.status}`, { status: error.status, cause: error });
  return new SpeechProviderError('connection', `${label}: the request failed`, { cause: error });
}

const supportsLanguage = (language: TranslatorLanguage) => (TRANSLATOR_LANGUAGES as readonly string[]).includes(language);

/**
 * Create the OpenAI-compatible {@link SpeechRecognizer} (kind `openai-compatible`). `recognize`
 * collects `input.audio` (16 kHz mono 16-bit PCM) until it ends, uploads it as `speech.wav`
 * ({@link pcmToWav}) to `audio.transcriptions.create` with `model` and `language`
 * ({@link OPENAI_TRANSCRIPTION_LANGUAGES}), and yields ONE result `{sn:1, ls:true, ws:[{cw:[{w:text}]}]}`.
 *
 * Errors, from the iterator (all {@link SpeechProviderError}): `empty` (no audio, or a blank
 * transcript), `http` (`status`), `connection`, `timeout` (`timeoutMs` after the recording ended),
 * `aborted` (`input.signal`, while recording or waiting), `unsupported` (unknown language).
 */
export function createOpenAiRecognizer(options: OpenAiRecognizerOptions): SpeechRecognizer {
  const client = new OpenAI({ baseURL: options.baseUrl, apiKey: options.apiKey, timeout: options.timeoutMs, maxRetries: 0 });
  const label = 'OpenAI-compatible transcription';

  async function* recognize(input: RecognitionInput): AsyncGenerator<RecognitionResult, void, undefined> {
    if (!supportsLanguage(input.language)) throw new SpeechProviderError('unsupported', `${label}: language ${String(input.language)} is not supported`);
    const aborted = () => new SpeechProviderError('aborted', `${label}: aborted by the caller`);
    if (input.signal.aborted) throw aborted();
    const chunks: Buffer[] = [];
    // The recording may pause for long; an abort must not wait for its next chunk.
    const iterator = input.audio[Symbol.asyncIterator]();
    let onAbort = () => {};
    const abortedWhileWaiting = new Promise<never>((_resolve, reject) => {
      onAbort = () => reject(aborted());
      input.signal.addEventListener('abort', onAbort, { once: true });
    });
    abortedWhileWaiting.catch(() => {});
    try {
      for (;;) {
        const next = await Promise.race([iterator.next(), abortedWhileWaiting]);
        if (next.done) break;
        chunks.push(next.value);
      }
    } catch (error) {
      void iterator.return?.();
      throw error instanceof SpeechProviderError ? error : new SpeechProviderError('connection', `${label}: the audio input failed`, { cause: error });
    } finally {
      input.signal.removeEventListener('abort', onAbort);
    }
    if (input.signal.aborted) throw aborted();
    const pcm = Buffer.concat(chunks);
    if (pcm.length === 0) throw new SpeechProviderError('empty', `${label}: no audio`);

    const limit = AbortSignal.timeout(options.timeoutMs);
    const signal = AbortSignal.any([input.signal, limit]);
    let text: string;
    try {
      const file = await toFile(pcmToWav(pcm), 'speech.wav', { type: 'audio/wav' });
      const transcription = await client.audio.transcriptions.create(
        { file, model: options.model, language: OPENAI_TRANSCRIPTION_LANGUAGES[input.language], response_format: 'json' },
        { signal, timeout: options.timeoutMs },
      );
      text = transcription.text.trim();
    } catch (error) {
      throw toSpeechError(error, label, limit, input.signal);
    }
    if (text === '') throw new SpeechProviderError('empty', `${label}: nothing was recognised`);
    yield { sn: 1, ls: true, ws: [{ cw: [{ w: text }] }] };
  }

  return { kind: 'openai-compatible', supports: supportsLanguage, recognize };
}

/**
 * Create the OpenAI-compatible {@link SpeechSynthesizer} (kind `openai-compatible`). `synthesize`
 * calls `audio.speech.create({model, voice, input, response_format:'mp3', speed})` and yields the
 * answer body as it arrives. `input.speed` 0–100 maps to the API's 0.25–4 range geometrically
 * (50 → 1, 0 → 0.5, 100 → 2, so the extremes stay intelligible); `volume` and `pitch` have no
 * equivalent in that API and are ignored.
 *
 * Errors, from the iterator (all {@link SpeechProviderError}): `empty` (blank text or an empty body),
 * `http` (`status`), `connection`, `timeout` (`timeoutMs` over the whole call), `aborted`.
 */
export function createOpenAiSynthesizer(options: OpenAiSynthesizerOptions): SpeechSynthesizer {
  const client = new OpenAI({ baseURL: options.baseUrl, apiKey: options.apiKey, timeout: options.timeoutMs, maxRetries: 0 });
  const label = 'OpenAI-compatible speech';

  async function* synthesize(input: SynthesisInput): AsyncGenerator<Buffer, void, undefined> {
    if (!supportsLanguage(input.language)) throw new SpeechProviderError('unsupported', `${label}: language ${String(input.language)} is not supported`);
    if (input.text.trim() === '') throw new SpeechProviderError('empty', `${label}: no text`);
    if (input.signal.aborted) throw new SpeechProviderError('aborted', `${label}: aborted by the caller`);
    const limit = AbortSignal.timeout(options.timeoutMs);
    const signal = AbortSignal.any([input.signal, limit]);
    const speed = Math.round(2 ** ((input.speed - 50) / 50) * 100) / 100;
    let bytes = 0;
    try {
      const response = await client.audio.speech.create({ model: options.model, voice: options.voice, input: input.text, response_format: 'mp3', speed }, { signal, timeout: options.timeoutMs });
      if (!response.body) throw new SpeechProviderError('empty', `${label}: the service answered without a body`);
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        if (chunk.byteLength === 0) continue;
        bytes += chunk.byteLength;
        yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      }
    } catch (error) {
      throw toSpeechError(error, label, limit, input.signal);
    }
    if (bytes === 0) throw new SpeechProviderError('empty', `${label}: the service answered no audio`);
  }

  return { kind: 'openai-compatible', supports: supportsLanguage, synthesize };
}
