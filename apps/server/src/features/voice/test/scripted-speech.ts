/**
 * In-memory speech providers for the voice socket's tests and benchmark: a recogniser that answers
 * each audio chunk at once with a result piece (and a last piece when the input ends), and a
 * synthesiser that returns the text's UTF-8 bytes in chunks behind an MP3 frame header. Both
 * record every call (input, chunks, whether the input ended, when the AbortSignal fired) and can
 * be told to fail or to hang until aborted. Never used outside tests and bench/.
 */
import type { TranslatorLanguage } from '@dali/shared/contracts/translation';
import type { RecognitionResult } from '@dali/shared/contracts/voice';
import { SpeechProviderError, type RecognitionInput, type SpeechRecognizer, type SpeechSynthesizer, type SynthesisInput } from '../../../providers/speech/speech-provider.js';

/** What a scripted provider should do on its next calls. */
export type ScriptedBehaviour =
  /** Answer normally. */
  | { kind: 'answer' }
  /** Produce `results` pieces (recognition) or chunks (synthesis), then throw `error`. */
  | { kind: 'fail'; results: number; error: SpeechProviderError }
  /** Produce nothing and wait until the AbortSignal fires, then throw `aborted`. */
  | { kind: 'hang' };

/** One recognition the scripted recogniser was asked for. */
export interface RecognitionCall {
  language: TranslatorLanguage;
  endOfSpeechMs: number;
  /** PCM chunks read from the input so far. */
  chunks: Buffer[];
  /** True once the input iterable finished (status 2 or the recording cap). */
  inputEnded: boolean;
  /** `Date.now()` when the signal fired, else null. */
  abortedAt: number | null;
}

/** A recogniser whose answers the test decides (see module comment). */
export interface ScriptedRecognizer extends SpeechRecognizer {
  calls: RecognitionCall[];
  behaviour: ScriptedBehaviour;
}

/** The text word of a piece (`cw[0].w`) the scripted recogniser gives the n-th chunk. */
export const scriptedWord = (n: number) => `w${n}`;

function abortedError(): SpeechProviderError {
  return new SpeechProviderError('aborted', 'aborted');
}

function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(abortedError());
    else signal.addEventListener('abort', () => reject(abortedError()), { once: true });
  });
}

/**
 * A recogniser that yields piece n (`sn` n, word {@link scriptedWord}(n)) as soon as it reads
 * chunk n, and a last empty piece (`ls: true`) when the input ends. `supports` is every language
 * unless `supported` is given.
 */
export function createScriptedRecognizer(options: { supported?: (language: TranslatorLanguage) => boolean } = {}): ScriptedRecognizer {
  const recognizer: ScriptedRecognizer = {
    kind: 'iflytek',
    calls: [],
    behaviour: { kind: 'answer' },
    supports: (language) => options.supported?.(language) ?? true,
    recognize(input: RecognitionInput): AsyncIterable<RecognitionResult> {
      const call: RecognitionCall = { language: input.language, endOfSpeechMs: input.endOfSpeechMs, chunks: [], inputEnded: false, abortedAt: null };
      recognizer.calls.push(call);
      input.signal.addEventListener('abort', () => (call.abortedAt = Date.now()), { once: true });
      const behaviour = recognizer.behaviour;
      return (async function* () {
        if (behaviour.kind === 'hang') await untilAborted(input.signal);
        let sn = 0;
        for await (const chunk of input.audio as AsyncIterable<Buffer>) {
          if (input.signal.aborted) throw abortedError();
          call.chunks.push(chunk);
          if (behaviour.kind === 'fail' && sn >= behaviour.results) throw behaviour.error;
          sn += 1;
          yield { sn, ls: false, ws: [{ bg: 0, cw: [{ w: scriptedWord(sn), sc: 0 }] }] };
        }
        call.inputEnded = true;
        if (behaviour.kind === 'fail') throw behaviour.error;
        yield { sn: sn + 1, ls: true, ws: [] };
      })();
    },
  };
  return recognizer;
}

/** A synthesiser whose answers the test decides (see module comment). */
export interface ScriptedSynthesizer extends SpeechSynthesizer {
  calls: Array<Omit<SynthesisInput, 'signal'> & { abortedAt: number | null }>;
  behaviour: ScriptedBehaviour;
}

/** An MPEG-1 layer III frame header (128 kb/s, 44.1 kHz), so the chunks start like an MP3. */
const MP3_HEADER = Buffer.from([0xff, 0xfb, 0x90, 0x64]);

/**
 * The chunks the scripted synthesiser answers `text` with: the header, then the UTF-8 text in
 * pieces of at most 16 bytes.
 */
export function scriptedAudio(text: string): Buffer[] {
  const bytes = Buffer.from(text, 'utf8');
  const chunks = [MP3_HEADER];
  for (let i = 0; i < bytes.length; i += 16) chunks.push(bytes.subarray(i, i + 16));
  return chunks;
}

/** A synthesiser answering {@link scriptedAudio}(text); `supports` every language unless `supported` is given. */
export function createScriptedSynthesizer(options: { supported?: (language: TranslatorLanguage) => boolean } = {}): ScriptedSynthesizer {
  const synthesizer: ScriptedSynthesizer = {
    kind: 'iflytek',
    calls: [],
    behaviour: { kind: 'answer' },
    supports: (language) => options.supported?.(language) ?? true,
    synthesize(input: SynthesisInput): AsyncIterable<Buffer> {
      const { signal, ...rest } = input;
      const call = { ...rest, abortedAt: null as number | null };
      synthesizer.calls.push(call);
      signal.addEventListener('abort', () => (call.abortedAt = Date.now()), { once: true });
      const behaviour = synthesizer.behaviour;
      return (async function* () {
        if (behaviour.kind === 'hang') await untilAborted(signal);
        let sent = 0;
        for (const chunk of scriptedAudio(input.text)) {
          if (behaviour.kind === 'fail' && sent >= behaviour.results) throw behaviour.error;
          sent += 1;
          yield chunk;
        }
        if (behaviour.kind === 'fail') throw behaviour.error;
      })();
    },
  };
  return synthesizer;
}
