/**
 * One server-side session per voice socket (spec §7 WebSockets `/api/v1/voice/recognition` and
 * `/api/v1/voice/synthesis`, §8 voice errors, §9 audio; docs/decisions/0019-voice-sockets.md):
 * reads the client's frames in order, relays them to the configured speech provider and its
 * answers back, and closes the socket when the work is done or the first error has been replied.
 *
 * Every reply is `{ code, message, sid?, data? }` (packages/shared/src/contracts/voice.ts); an error
 * reply carries one of the API's codes with its message in the socket's locale and is always the
 * last frame before the server closes. Close codes: 1000 after the last result or an error reply,
 * 1008 after a protocol violation (bad frame order or shape, unknown language, too many frames,
 * idle), 1001 at server shutdown. The 4001 of a bad token is sent by the route before a session starts.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import {
  languageOfRecognition,
  languageOfVoice,
  RecognitionFrameSchema,
  SYNTHESIS_DEFAULT_LEVEL,
  SynthesisFrameSchema,
  VOICE_MAX_RECORDING_MS,
  VOICE_SAMPLE_RATE_HZ,
  type RecognitionReply,
  type RecognitionResult,
  type SynthesisReply,
} from '@dali/shared/contracts/voice';
import type { ErrorName } from '@dali/shared/errors';
import type { Locale } from '@dali/shared/locales';
import { formatMessage } from '@dali/shared/messages';
import { AppError, isAppError } from '../../lib/app-error.js';
import { isUnavailableError } from '../../lib/db-errors.js';
import type { QuotaReceipt } from '../../lib/quota.js';
import { SpeechProviderError, type SpeechRecognizer, type SpeechSynthesizer } from '../../providers/speech/speech-provider.js';
import { decodeAudio, endOfSpeechMs, parseFrame, synthesisText } from './voice-frames.js';

/** Close code after the last reply of a finished session or an error reply (RFC 6455 normal closure). */
export const CLOSE_NORMAL = 1000;
/** Close code at server shutdown (RFC 6455 going away). */
export const CLOSE_GOING_AWAY = 1001;
/** Close code after a protocol violation: bad frame, too many frames, idle (RFC 6455 policy violation). */
export const CLOSE_POLICY = 1008;

/** Errors that mean the client broke the protocol: the socket closes with {@link CLOSE_POLICY}. */
const PROTOCOL_ERRORS: ReadonlySet<ErrorName> = new Set<ErrorName>(['VOICE_FRAME_INVALID', 'TRANSLATION_LANGUAGE_UNSUPPORTED', 'TOO_MANY_REQUESTS']);

/** Timers of a session; tests give a controllable one. */
export interface VoiceClock {
  /** Monotonic time, ms. */
  now(): number;
  /** Run `callback` after `ms` ms; the returned function cancels it. */
  setTimer(callback: () => void, ms: number): () => void;
}

/** The clock of production: `performance.now()` and `setTimeout`. */
export const systemClock: VoiceClock = {
  now: () => performance.now(),
  setTimer(callback, ms) {
    const timer = setTimeout(callback, ms);
    return () => clearTimeout(timer);
  },
};

/** Limits of one session (defaults in {@link DEFAULT_VOICE_LIMITS}). */
export interface VoiceLimits {
  /** A socket without a frame for this long (or without a first frame) is closed with VOICE_FRAME_INVALID, ms. */
  idleMs: number;
  /** A recording's input ends this long after its first frame, ms (spec §9: 30 s). */
  maxRecordingMs: number;
  /** After the input ended, the provider must finish within this long or the session fails with VOICE_FAILED, ms. */
  resultTimeoutMs: number;
  /** More frames than this within one second close the socket with TOO_MANY_REQUESTS. */
  maxFramesPerSecond: number;
  /** Audio may arrive at most this many times faster than real time (after a one-second head start). */
  maxAudioSpeed: number;
}

/**
 * Session limits: 10 s idle, 30 s recording, 15 s for the last result, 100 frames/s, 4× real time.
 * The spec's client sends 25 frames/s at real time (1280 bytes every 40 ms, spec §9).
 */
export const DEFAULT_VOICE_LIMITS: VoiceLimits = {
  idleMs: 10_000,
  maxRecordingMs: VOICE_MAX_RECORDING_MS,
  resultTimeoutMs: 15_000,
  maxFramesPerSecond: 100,
  maxAudioSpeed: 4,
};

/** Bytes of 16 kHz mono 16-bit PCM per ms of audio (32). */
const PCM_BYTES_PER_MS = (VOICE_SAMPLE_RATE_HZ * 2) / 1000;

/** What every session needs. */
export interface VoiceSessionDeps {
  socket: WebSocket;
  /** Locale of every error `message`. */
  locale: Locale;
  log: FastifyBaseLogger;
  clock: VoiceClock;
  limits: VoiceLimits;
  /** Aborted when the server shuts down: the session replies SERVER_RESTARTING and closes 1001. */
  shutdownSignal: AbortSignal;
}

/** What a recognition session needs besides {@link VoiceSessionDeps}. */
export interface RecognitionSessionDeps extends VoiceSessionDeps {
  recognizer: SpeechRecognizer;
  /**
   * Charge one `voice` unit to the socket's caller (atomic in the database, lib/quota-meter.ts).
   * @throws AppError ANONYMOUS_LIMIT (429, 42902) for a visitor, QUOTA_EXHAUSTED (448, 44801) for a user.
   */
  consume(): Promise<QuotaReceipt>;
  /** Give back what {@link consume} took. */
  refund(receipt: QuotaReceipt): Promise<void>;
}

/** What a synthesis session needs besides {@link VoiceSessionDeps}. */
export interface SynthesisSessionDeps extends VoiceSessionDeps {
  synthesizer: SpeechSynthesizer;
}

type Reply = RecognitionReply | SynthesisReply;

/** The raw bytes of a `ws` message (binaryType `nodebuffer` gives a Buffer; the others are normalised). */
function bytesOf(data: Buffer | ArrayBuffer | Buffer[]): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

/**
 * The plumbing both sessions share: sending replies, the error reply and close, the idle timer,
 * the shutdown signal, the frame-rate check and the one-time teardown.
 */
function createSessionCore(deps: VoiceSessionDeps, sid: string, teardown: () => void) {
  const { socket, locale, log, clock, limits } = deps;
  let done = false;
  let cancelIdle = () => {};
  let windowStart = clock.now();
  let framesInWindow = 0;
  // Work that must finish before the session counts as over (refunds, the provider loop).
  const pending: Array<Promise<unknown>> = [];
  let markEnded = () => {};
  const ended = new Promise<void>((resolve) => (markEnded = resolve));

  const startedAt = clock.now();
  const end = (code: number, reason?: string) => {
    if (done) return;
    done = true;
    // The socket's access-log line: upgraded requests get none from the app, and the query (with
    // its token) is never logged.
    log.info({ sid, closeCode: code, durationMs: Math.round(clock.now() - startedAt) }, 'voice session ended');
    cancelIdle();
    deps.shutdownSignal.removeEventListener('abort', onShutdown);
    teardown();
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(code, reason);
    markEnded();
  };
  const send = (reply: Reply) => {
    if (!done && socket.readyState === socket.OPEN) socket.send(JSON.stringify(reply));
  };
  /** Reply the error (an AppError, else INTERNAL) and close. */
  const fail = (error: unknown, code: number = CLOSE_NORMAL) => {
    if (done) return;
    // A database or Redis that went away is said as "try again later" (503), as the HTTP routes say it.
    const unavailable = !isAppError(error) && isUnavailableError(error);
    if (!isAppError(error)) log[unavailable ? 'warn' : 'error']({ err: error, sid }, 'voice session failed');
    const appError = isAppError(error) ? error : new AppError(unavailable ? 'SERVICE_UNAVAILABLE' : 'INTERNAL', { cause: error });
    send({ code: appError.code, message: formatMessage(appError.messageKey, locale, appError.params), sid });
    end(code);
  };
  function onShutdown() {
    fail(new AppError('SERVER_RESTARTING'), CLOSE_GOING_AWAY);
  }
  deps.shutdownSignal.addEventListener('abort', onShutdown, { once: true });
  socket.on('close', () => end(CLOSE_NORMAL));
  socket.on('error', (err) => {
    log.info({ err, sid }, 'voice socket error');
    end(CLOSE_NORMAL);
  });

  return {
    sid,
    get done() {
      return done;
    },
    send,
    fail,
    end,
    /** Keep the session open in {@link settled} until `work` has finished. */
    track(work: Promise<unknown>) {
      pending.push(work);
    },
    /** Resolves once the session has ended and all tracked work has finished. */
    async settled(): Promise<void> {
      await ended;
      // Work may add more work (the provider loop refunds), so wait until nothing new appears.
      for (let seen = 0; seen < pending.length; seen = pending.length) await Promise.allSettled(pending.slice(seen));
    },
    /** (Re)start the idle timer; `stop` only cancels it. */
    armIdle(stop = false) {
      cancelIdle();
      cancelIdle = stop ? () => {} : clock.setTimer(() => fail(new AppError('VOICE_FRAME_INVALID'), CLOSE_POLICY), limits.idleMs);
    },
    /** @throws AppError TOO_MANY_REQUESTS (42901) past {@link VoiceLimits.maxFramesPerSecond}. */
    countFrame() {
      const now = clock.now();
      if (now - windowStart >= 1000) {
        windowStart = now;
        framesInWindow = 0;
      }
      framesInWindow += 1;
      if (framesInWindow > limits.maxFramesPerSecond) throw new AppError('TOO_MANY_REQUESTS', { params: { seconds: 1 } });
    },
    /** Listen for client frames; a handler's throw becomes the error reply and close, never a crash. */
    onFrame(handler: (data: Buffer, isBinary: boolean) => void) {
      socket.on('message', (data, isBinary) => {
        if (done) return;
        try {
          handler(bytesOf(data), isBinary);
        } catch (error) {
          fail(error, isAppError(error) && PROTOCOL_ERRORS.has(error.errorName) ? CLOSE_POLICY : CLOSE_NORMAL);
        }
      });
    },
  };
}

/** A new session id in the style of iFlytek's `sid` (prefix and 16 hex digits). */
function newSid(prefix: 'iat' | 'tts'): string {
  return `${prefix}${randomBytes(8).toString('hex')}`;
}

/**
 * Run the recognition protocol on `deps.socket` (spec §7; integrations.md §1.1): the first frame
 * (status 0, with `business`) picks the language and is charged one `voice` unit before the
 * provider is opened; audio frames (status 1) are relayed; status 2, or {@link VoiceLimits.maxRecordingMs}
 * after the first frame, ends the input. Each provider result is replied as
 * `{ code: 0, message: 'success', sid, data: { status: 1 | 2, result } }`, the last with status 2
 * and `ls: true`; then the socket closes 1000. The unit is given back whenever no result reached
 * the client: the provider failed or was unavailable first, nothing was recognised, the client
 * left, or the server shut down. A client that leaves aborts the provider through its AbortSignal.
 * @returns a promise that resolves once the session is over and its refund (if any) is done.
 *
 * Errors replied (then closed): VOICE_FRAME_INVALID 40011, TRANSLATION_LANGUAGE_UNSUPPORTED 40009,
 * TOO_MANY_REQUESTS 42901, ANONYMOUS_LIMIT 42902, QUOTA_EXHAUSTED 44801, VOICE_FAILED 50206,
 * VOICE_UNAVAILABLE 50304, SERVER_RESTARTING 50302.
 */
export function runRecognitionSession(deps: RecognitionSessionDeps): Promise<void> {
  const { clock, limits, log } = deps;
  const controller = new AbortController();
  // `first`: waiting for status 0; `open`: audio flows; `ended`: the client sent status 2;
  // `capped`: the server ended the input at the recording limit (late frames are ignored).
  let stage: 'first' | 'open' | 'ended' | 'capped' = 'first';
  let audio: Readable | undefined;
  // Audio that arrives while the quota is being charged, relayed once the provider is opened.
  const early: Buffer[] = [];
  let receipt: QuotaReceipt | undefined;
  let produced = false;
  let firstFrameAt = 0;
  let audioBytes = 0;
  let cancelCap = () => {};
  let cancelResultTimer = () => {};

  const core = createSessionCore(deps, newSid('iat'), () => {
    cancelCap();
    cancelResultTimer();
    controller.abort();
    audio?.destroy();
    // A recording that delivered no result costs nothing, whoever ended it.
    if (!produced) core.track(refundOnce());
  });

  const refundOnce = async () => {
    const taken = receipt;
    receipt = undefined;
    if (!taken) return;
    try {
      await deps.refund(taken);
    } catch (err) {
      log.warn({ err, sid: core.sid }, 'could not refund a voice unit');
    }
  };

  const endInput = (next: 'ended' | 'capped') => {
    stage = next;
    core.armIdle(true);
    cancelCap();
    if (audio) audio.push(null);
    cancelResultTimer = clock.setTimer(() => {
      if (!produced) void refundOnce();
      core.fail(new AppError('VOICE_FAILED'));
    }, limits.resultTimeoutMs);
  };

  const relay = (chunk: Buffer) => {
    if (chunk.length === 0) return;
    if (audio) audio.push(chunk);
    else early.push(chunk);
  };

  const start = async (language: Parameters<SpeechRecognizer['recognize']>[0]['language'], eos: number) => {
    try {
      receipt = await deps.consume();
    } catch (error) {
      core.fail(error);
      return;
    }
    if (core.done) {
      // The client left while the unit was being charged: no provider was opened.
      await refundOnce();
      return;
    }
    audio = new Readable({ objectMode: true, read() {} });
    for (const chunk of early.splice(0)) audio.push(chunk);
    if (stage === 'ended' || stage === 'capped') audio.push(null);
    let lastSn = 0;
    let finished = false;
    try {
      for await (const result of deps.recognizer.recognize({ language, audio, endOfSpeechMs: eos, signal: controller.signal })) {
        if (core.done) return;
        produced = true;
        lastSn = result.sn;
        core.send({ code: 0, message: 'success', sid: core.sid, data: { status: result.ls ? 2 : 1, result } });
        if (result.ls) {
          finished = true;
          break;
        }
      }
    } catch (error) {
      if (core.done) return;
      if (!produced) await refundOnce();
      if (error instanceof SpeechProviderError && error.kind === 'empty') {
        // Nothing was said: an empty last result, not an error, and nothing is charged.
        core.send({ code: 0, message: 'success', sid: core.sid, data: { status: 2, result: { sn: lastSn + 1, ls: true, ws: [] } } });
        core.end(CLOSE_NORMAL);
        return;
      }
      const unavailable = error instanceof SpeechProviderError && error.kind === 'unsupported';
      log.warn({ err: error, sid: core.sid, provider: deps.recognizer.kind, language }, 'speech recognition failed');
      core.fail(new AppError(unavailable ? 'VOICE_UNAVAILABLE' : 'VOICE_FAILED', { cause: error }));
      return;
    }
    if (core.done) return;
    if (!finished) {
      // The provider ended without a last piece: close the result for the client.
      core.send({ code: 0, message: 'success', sid: core.sid, data: { status: 2, result: { sn: lastSn + 1, ls: true, ws: [] } satisfies RecognitionResult } });
    }
    if (!produced) await refundOnce();
    core.end(CLOSE_NORMAL);
  };

  core.armIdle();
  core.onFrame((data, isBinary) => {
    core.countFrame();
    if (stage === 'capped') return;
    const frame = parseFrame(RecognitionFrameSchema, data, isBinary);
    const status = frame.data.status;
    if (stage === 'first') {
      if (status !== 0 || !frame.business) throw new AppError('VOICE_FRAME_INVALID');
      const business = frame.business;
      const language = languageOfRecognition(business.language, business.accent);
      if (!language) throw new AppError('TRANSLATION_LANGUAGE_UNSUPPORTED', { params: { code: `${business.language}/${business.accent ?? 'mandarin'}`.slice(0, 32) } });
      const chunk = decodeAudio(frame.data.audio, true);
      if (!deps.recognizer.supports(language)) throw new AppError('VOICE_UNAVAILABLE');
      stage = 'open';
      firstFrameAt = clock.now();
      audioBytes = chunk.length;
      relay(chunk);
      core.armIdle();
      cancelCap = clock.setTimer(() => {
        if (stage === 'open') endInput('capped');
      }, limits.maxRecordingMs);
      core.track(start(language, endOfSpeechMs(business.vad_eos)));
      return;
    }
    if (stage === 'ended' || status === 0) throw new AppError('VOICE_FRAME_INVALID');
    const chunk = decodeAudio(frame.data.audio, status === 2);
    audioBytes += chunk.length;
    const allowed = (clock.now() - firstFrameAt + 1000) * PCM_BYTES_PER_MS * limits.maxAudioSpeed;
    if (audioBytes > allowed) throw new AppError('TOO_MANY_REQUESTS', { params: { seconds: 1 } });
    relay(chunk);
    if (status === 2) endInput('ended');
    else core.armIdle();
  });
  return core.settled();
}

/**
 * Run the synthesis protocol on `deps.socket` (spec §7; integrations.md §1.2): exactly one frame
 * (schema {@link SynthesisFrameSchema}); its text (base64 UTF-8, or UTF-16LE with `tte: UNICODE`)
 * trimmed, 1–2000 characters; its voice one of the 14 fixed voices. MP3 chunks are replied as
 * `{ code: 0, message: 'success', sid, data: { audio, status: 1 } }`, the last with status 2; then
 * the socket closes 1000. Not metered (docs/decisions/0019-voice-sockets.md).
 * @returns a promise that resolves once the session is over.
 *
 * Errors replied (then closed): VOICE_FRAME_INVALID 40011 (bad frame, unknown voice, a second
 * frame), SYNTHESIS_TOO_LONG 40012, TOO_MANY_REQUESTS 42901, VOICE_FAILED 50206, VOICE_UNAVAILABLE
 * 50304, SERVER_RESTARTING 50302.
 */
export function runSynthesisSession(deps: SynthesisSessionDeps): Promise<void> {
  const { log } = deps;
  const controller = new AbortController();
  let received = false;
  const core = createSessionCore(deps, newSid('tts'), () => controller.abort());

  const speak = async (text: string, language: NonNullable<ReturnType<typeof languageOfVoice>>, levels: { speed: number; volume: number; pitch: number }) => {
    let previous: Buffer | undefined;
    try {
      for await (const chunk of deps.synthesizer.synthesize({ text, language, ...levels, signal: controller.signal })) {
        if (core.done) return;
        if (chunk.length === 0) continue;
        // Hold one chunk back so the last one can carry status 2.
        if (previous) core.send({ code: 0, message: 'success', sid: core.sid, data: { audio: previous.toString('base64'), status: 1 } });
        previous = chunk;
      }
      if (!previous) throw new SpeechProviderError('empty', 'the synthesiser produced no audio');
    } catch (error) {
      if (core.done) return;
      const unavailable = error instanceof SpeechProviderError && error.kind === 'unsupported';
      log.warn({ err: error, sid: core.sid, provider: deps.synthesizer.kind, language }, 'speech synthesis failed');
      core.fail(new AppError(unavailable ? 'VOICE_UNAVAILABLE' : 'VOICE_FAILED', { cause: error }));
      return;
    }
    if (core.done) return;
    core.send({ code: 0, message: 'success', sid: core.sid, data: { audio: previous.toString('base64'), status: 2 } });
    core.end(CLOSE_NORMAL);
  };

  core.armIdle();
  core.onFrame((data, isBinary) => {
    core.countFrame();
    if (received) throw new AppError('VOICE_FRAME_INVALID');
    received = true;
    const frame = parseFrame(SynthesisFrameSchema, data, isBinary);
    const language = languageOfVoice(frame.business.vcn);
    if (!language) throw new AppError('VOICE_FRAME_INVALID');
    const text = synthesisText(frame);
    if (!deps.synthesizer.supports(language)) throw new AppError('VOICE_UNAVAILABLE');
    core.armIdle(true);
    const { speed = SYNTHESIS_DEFAULT_LEVEL, volume = SYNTHESIS_DEFAULT_LEVEL, pitch = SYNTHESIS_DEFAULT_LEVEL } = frame.business;
    core.track(speak(text, language, { speed, volume, pitch }));
  });
  return core.settled();
}

