/**
 * The embedded default synthesiser (spec §7 `/api/v1/voice/synthesis` without a configured speech
 * service; docs/decisions/0018-speech-providers.md): eSpeak NG compiled to WebAssembly (npm
 * `espeak-ng`, the CLI built with Emscripten, its voice data embedded) renders WAV, and LAME compiled
 * to WebAssembly (npm `wasm-media-encoders`) turns it into MP3. Both run in one worker thread, so a
 * synthesis never blocks the event loop: the eSpeak module is compiled once per worker, and each
 * text piece runs the CLI's `main` in a fresh instance (the build exports no library calls, and the
 * CLI's global state allows one run per instance).
 * Long texts are cut at sentence ends into pieces of at most {@link PIECE_MAX_CHARS} characters, and
 * each piece's audio is encoded and sent about 2 s at a time: the first MP3 bytes leave once the
 * first piece is rendered, and memory stays bounded. Between syntheses the worker keeps one eSpeak
 * instance set up ahead (runtime and embedded voice data, most of a run's cost); once used, the worker
 * holds about 100 MB of resident memory.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TranslatorLanguage } from '@dali/shared/contracts/translation';
import { SpeechProviderError, type SpeechSynthesizer, type SynthesisInput } from '../speech-provider.js';

/**
 * App language → eSpeak NG voice. Absent: Japanese, because eSpeak NG's Japanese reads kana only
 * and names every kanji as "Chinese letter" in English, so real Japanese text comes out as noise.
 */
export const ESPEAK_VOICES: Readonly<Partial<Record<TranslatorLanguage, string>>> = {
  zh: 'cmn',
  en: 'en-us',
  ko: 'ko',
  fr: 'fr-fr',
  de: 'de',
  zh_cantonese: 'yue',
  ms: 'ms',
  ar: 'ar',
  id: 'id',
  ru: 'ru',
  es: 'es',
  th: 'th',
  vi: 'vi',
};

/** Longest text piece given to one eSpeak run, characters. */
export const PIECE_MAX_CHARS = 400;

/** Options of {@link createLocalSynthesizer}. */
export interface LocalSynthesizerOptions {
  /** Constant MP3 bit rate, kbit/s; default 48 (speech at eSpeak's 22 050 Hz, MPEG-2 layer III). */
  bitrateKbps?: 32 | 40 | 48 | 64;
  /** Where the one-time "unavailable" reason goes; default `process.emitWarning`. */
  warn?: (message: string) => void;
  /** npm package of the eSpeak NG WebAssembly build (its main file beside `espeak-ng.wasm`); default `espeak-ng`. */
  espeakPackage?: string;
}

/**
 * eSpeak's own ranges for the app's 0–100 levels (spec §9: 50 is the voice's normal):
 * speed `-s` in words per minute, 80 … 175 (default) … 350; amplitude `-a` 0 … 100 (default) … 200;
 * pitch `-p` 0 … 50 (default) … 99.
 */
export function espeakLevels(input: Pick<SynthesisInput, 'speed' | 'volume' | 'pitch'>): { wordsPerMinute: number; amplitude: number; pitch: number } {
  const clamp = (value: number) => Math.min(100, Math.max(0, Number.isFinite(value) ? value : 50));
  const speed = clamp(input.speed);
  const wordsPerMinute = Math.round(speed <= 50 ? 80 + (95 * speed) / 50 : 175 + (175 * (speed - 50)) / 50);
  return { wordsPerMinute, amplitude: Math.round(clamp(input.volume) * 2), pitch: Math.round((clamp(input.pitch) * 99) / 100) };
}

/**
 * `text` cut into pieces of at most `max` characters, at the last sentence end (Latin, CJK, Arabic,
 * Thai space) or else the last space within the limit, else hard. Whitespace-only pieces are dropped.
 */
export function splitText(text: string, max: number = PIECE_MAX_CHARS): string[] {
  const pieces: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    const window = rest.slice(0, max);
    let cut = -1;
    for (const match of window.matchAll(/[.!?。！？；;؟،\n]+["'”’）)]*\s*/g)) cut = match.index + match[0].length;
    if (cut <= 0) cut = window.lastIndexOf(' ') + 1;
    if (cut <= 0) cut = max;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces.filter((piece) => piece !== '');
}

// Plain JavaScript evaluated as a CommonJS worker, so it runs the same under tsx, Vitest and node.
// Messages in: {id, pieces, voice, wordsPerMinute, amplitude, pitch, bitrate}. Out: {id, chunk}
// per MP3 chunk, then {id, done: true, seconds} or {id, error}.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
let ready;
let errors = '';
async function init() {
  const { default: ESpeakNg } = await import(workerData.espeakUrl);
  const module = await WebAssembly.compile(readFileSync(workerData.espeakWasmPath));
  const { createMp3Encoder } = await import(workerData.encoderUrl);
  const encoder = await createMp3Encoder();
  return { ESpeakNg, module, encoder };
}
// An instance whose runtime and embedded voice data are set up but whose main() has not run yet:
// that setup is most of the cost of a run, so it is done ahead, while the worker is idle.
let spare = null;
function prepare({ ESpeakNg, module }) {
  let exports = null;
  const pending = ESpeakNg({
    noInitialRun: true,
    print: () => {},
    printErr: (line) => { if (!/^program exited/.test(line)) errors += line + '\\n'; },
    instantiateWasm(imports, done) {
      WebAssembly.instantiate(module, imports).then((instance) => { exports = instance.exports; done(instance, module); });
      return {};
    },
  }).then((es) => ({ es, exports }));
  pending.catch(() => {});
  return pending;
}
function takeInstance(tools) {
  const next = spare ?? prepare(tools);
  spare = null;
  return next;
}
function runMain(exports, args) {
  const all = ['espeak-ng', ...args];
  const encoder = new TextEncoder();
  const pointers = all.map((arg) => {
    const bytes = encoder.encode(arg + '\\0');
    const pointer = exports.malloc(bytes.length);
    new Uint8Array(exports.memory.buffer, pointer, bytes.length).set(bytes);
    return pointer;
  });
  const argv = exports.malloc(4 * (all.length + 1));
  const view = new Uint32Array(exports.memory.buffer, argv, all.length + 1);
  pointers.forEach((pointer, i) => { view[i] = pointer; });
  view[all.length] = 0;
  try {
    return exports.__main_argc_argv(all.length, argv);
  } catch (error) {
    if (error && error.name === 'ExitStatus') return error.status;
    throw error;
  }
}
function pcmOfWav(wav) {
  const view = Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength);
  if (view.toString('ascii', 0, 4) !== 'RIFF' || view.toString('ascii', 8, 12) !== 'WAVE') throw new Error('eSpeak NG wrote no WAV');
  let offset = 12, rate = 0, samples = null;
  while (offset + 8 <= view.length) {
    const id = view.toString('ascii', offset, offset + 4);
    const size = view.readUInt32LE(offset + 4);
    if (id === 'fmt ') rate = view.readUInt32LE(offset + 12);
    if (id === 'data') {
      const end = Math.min(view.length, offset + 8 + size);
      const bytes = view.subarray(offset + 8, end - ((end - offset - 8) % 2));
      samples = new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
      break;
    }
    offset += 8 + size + (size % 2);
  }
  if (!rate || !samples) throw new Error('eSpeak NG wrote a WAV without fmt or data');
  return { rate, samples };
}
async function speak(tools, job, text) {
  const { es, exports } = await takeInstance(tools);
  es.FS.writeFile('/in.txt', text);
  errors = '';
  const status = runMain(exports, ['-b', '1', '-v', job.voice, '-s', String(job.wordsPerMinute), '-a', String(job.amplitude), '-p', String(job.pitch), '-w', '/out.wav', '-f', '/in.txt']);
  if (status !== 0) throw new Error(errors.trim() || 'eSpeak NG exited with status ' + status);
  try {
    return pcmOfWav(es.FS.readFile('/out.wav'));
  } catch (error) {
    throw new Error(errors.trim() || error.message);
  }
}
let queue = Promise.resolve();
parentPort.on('message', (job) => {
  queue = queue.then(async () => {
    try {
      const tools = await (ready ??= init());
      const { encoder } = tools;
      let configured = 0, seconds = 0;
      for (const text of job.pieces) {
        const { rate, samples } = await speak(tools, job, text);
        if (configured !== rate) {
          if (configured) throw new Error('eSpeak NG changed its sample rate mid-text');
          encoder.configure({ sampleRate: rate, channels: 1, bitrate: job.bitrate });
          configured = rate;
        }
        seconds += samples.length / rate;
        // Encode and send about 2 s of audio at a time, so playback can start before the rest is encoded.
        const slice = rate * 2;
        for (let start = 0; start < samples.length; start += slice) {
          const part = samples.subarray(start, start + slice);
          const floats = new Float32Array(part.length);
          for (let i = 0; i < part.length; i++) floats[i] = part[i] / 32768;
          const out = encoder.encode([floats]);
          if (out.length) {
            const chunk = Uint8Array.from(out);
            parentPort.postMessage({ id: job.id, chunk }, [chunk.buffer]);
          }
        }
      }
      if (configured) {
        const last = Uint8Array.from(encoder.finalize());
        if (last.length) parentPort.postMessage({ id: job.id, chunk: last }, [last.buffer]);
      }
      parentPort.postMessage({ id: job.id, done: true, seconds });
    } catch (error) {
      parentPort.postMessage({ id: job.id, error: String((error && error.message) || error) });
    }
    // Only now, off the request's path: the setup shares this thread with the encoder.
    if (ready && !spare) ready.then((tools) => { spare ??= prepare(tools); }, () => {});
  });
});
`;

/** Where the two WebAssembly builds are, or why they are not usable. */
function locateBuilds(espeakPackage: string): { espeakUrl: string; espeakWasmPath: string; encoderUrl: string } | { problem: string } {
  try {
    const require = createRequire(import.meta.url);
    const espeakMain = require.resolve(espeakPackage);
    const espeakWasmPath = path.join(path.dirname(espeakMain), 'espeak-ng.wasm');
    if (!existsSync(espeakWasmPath)) return { problem: `eSpeak NG WebAssembly file missing at ${espeakWasmPath}` };
    // The package's "exports" maps `import` to the ES build; resolve that file for the worker's import().
    const encoderCjs = require.resolve('wasm-media-encoders');
    const encoderEsm = path.join(path.dirname(encoderCjs), 'es', 'index.mjs');
    return { espeakUrl: pathToFileURL(espeakMain).href, espeakWasmPath, encoderUrl: pathToFileURL(existsSync(encoderEsm) ? encoderEsm : encoderCjs).href };
  } catch (error) {
    return { problem: `eSpeak NG or the MP3 encoder is not installed (${error instanceof Error ? error.message.split('\n')[0] : String(error)})` };
  }
}

type WorkerMessage = { id: number; chunk: Uint8Array } | { id: number; done: true; seconds: number } | { id: number; error: string };

interface Job {
  id: number;
  message: { id: number; pieces: string[]; voice: string; wordsPerMinute: number; amplitude: number; pitch: number; bitrate: number };
  onChunk(chunk: Buffer): void;
  onDone(): void;
  onError(error: SpeechProviderError): void;
}

/** Chunks of a synthesis as they arrive from the worker, then the end or an error. */
class ChunkChannel {
  private readonly items: ({ chunk: Buffer } | { end: true } | { error: SpeechProviderError })[] = [];
  private wake: (() => void) | null = null;
  push(item: { chunk: Buffer } | { end: true } | { error: SpeechProviderError }): void {
    this.items.push(item);
    this.wake?.();
    this.wake = null;
  }
  async *drain(): AsyncGenerator<Buffer, void, undefined> {
    for (;;) {
      const item = this.items.shift();
      if (!item) {
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
        continue;
      }
      if ('error' in item) throw item.error;
      if ('end' in item) return;
      yield item.chunk;
    }
  }
}

/**
 * Create the embedded {@link SpeechSynthesizer} (kind `local`): eSpeak NG + LAME in a worker thread.
 * `supports(language)` is true for the languages of {@link ESPEAK_VOICES} while the WebAssembly
 * builds are installed and have not failed to start; otherwise false, and the reason is reported
 * once through `options.warn`. `synthesize` yields MP3 (MPEG-2 layer III, 22 050 Hz mono,
 * `bitrateKbps`) in chunks as each text piece ({@link splitText}) is rendered; speed, volume and
 * pitch map through {@link espeakLevels}. One synthesis runs at a time; later ones wait their turn.
 *
 * Errors, from the iterator (all {@link SpeechProviderError}): `unsupported` (a language eSpeak NG
 * lacks, or the builds are missing or broken), `empty` (blank text), `aborted` (`input.signal`; a
 * queued synthesis is dropped, a running one is left to finish in the worker and its audio discarded),
 * `provider` (eSpeak NG or the encoder failed on this text).
 */
export function createLocalSynthesizer(options: LocalSynthesizerOptions = {}): SpeechSynthesizer {
  const warn = options.warn ?? ((message: string) => process.emitWarning(message, { type: 'SpeechProviderWarning' }));
  const bitrate = options.bitrateKbps ?? 48;
  const label = 'Local synthesis';
  let builds = locateBuilds(options.espeakPackage ?? 'espeak-ng');
  let warned = false;
  const markUnavailable = (problem: string) => {
    builds = { problem };
    if (!warned) {
      warned = true;
      warn(`${label} is unavailable: ${problem}`);
    }
  };
  if ('problem' in builds) markUnavailable(builds.problem);

  let worker: Worker | null = null;
  let running: Job | null = null;
  const queue: Job[] = [];
  let nextId = 0;

  const startWorker = (): Worker | null => {
    if ('problem' in builds) return null;
    const started = new Worker(WORKER_SOURCE, { eval: true, workerData: builds });
    started.unref();
    started.on('message', (message: WorkerMessage) => {
      const job = running;
      if (!job || job.id !== message.id) return;
      if ('chunk' in message) return job.onChunk(Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength));
      running = null;
      started.unref();
      if ('error' in message) {
        // A failed start (the WebAssembly would not compile or load) makes every later call fail too.
        if (/WebAssembly|Cannot find module|ERR_MODULE_NOT_FOUND|ENOENT/.test(message.error)) markUnavailable(message.error);
        job.onError(new SpeechProviderError('provider', `${label}: ${message.error.slice(0, 200)}`));
      } else {
        job.onDone();
      }
      dispatch();
    });
    started.on('error', (error) => {
      worker = null;
      markUnavailable(`the synthesis worker stopped (${error.message})`);
      const failed = running ? [running, ...queue.splice(0)] : queue.splice(0);
      running = null;
      for (const job of failed) job.onError(new SpeechProviderError('unsupported', `${label}: ${error.message}`, { cause: error }));
    });
    return started;
  };

  function dispatch(): void {
    if (running) return;
    const next = queue.shift();
    if (!next) return;
    worker ??= startWorker();
    if (!worker) {
      next.onError(new SpeechProviderError('unsupported', `${label} is unavailable`));
      return dispatch();
    }
    running = next;
    // A busy worker keeps the process alive until its answer arrives.
    worker.ref();
    worker.postMessage(next.message);
  }

  function supports(language: TranslatorLanguage): boolean {
    return !('problem' in builds) && ESPEAK_VOICES[language] !== undefined;
  }

  async function* synthesize(input: SynthesisInput): AsyncGenerator<Buffer, void, undefined> {
    const voice = ESPEAK_VOICES[input.language];
    if (voice === undefined || 'problem' in builds) throw new SpeechProviderError('unsupported', `${label}: language ${String(input.language)} is not available`);
    const pieces = splitText(input.text);
    if (pieces.length === 0) throw new SpeechProviderError('empty', `${label}: no text`);
    if (input.signal.aborted) throw new SpeechProviderError('aborted', `${label}: aborted by the caller`);

    const channel = new ChunkChannel();
    const job: Job = {
      id: (nextId += 1),
      message: { id: nextId, pieces, voice, ...espeakLevels(input), bitrate },
      onChunk: (chunk) => channel.push({ chunk }),
      onDone: () => channel.push({ end: true }),
      onError: (error) => channel.push({ error }),
    };
    const onAbort = () => {
      const queued = queue.indexOf(job);
      if (queued >= 0) queue.splice(queued, 1);
      // Whatever the worker still sends for this job goes to a channel nobody reads.
      job.onChunk = () => {};
      channel.push({ error: new SpeechProviderError('aborted', `${label}: aborted by the caller`) });
    };
    input.signal.addEventListener('abort', onAbort, { once: true });
    queue.push(job);
    dispatch();
    try {
      yield* channel.drain();
    } finally {
      input.signal.removeEventListener('abort', onAbort);
    }
  }

  return { kind: 'local', supports, synthesize };
}
