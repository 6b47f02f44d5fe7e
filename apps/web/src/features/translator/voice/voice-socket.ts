/**
 * Clients of the two voice WebSockets (spec §7 `/api/v1/voice/recognition` and
 * `/api/v1/voice/synthesis`; frames and replies in packages/shared/src/contracts/voice.ts; errors
 * of spec §8). Both sockets are on the page's own origin with `token` (when logged in), `locale`
 * and `fingerprint` (the visitor id) in the query.
 */
import { safeParse } from 'zod/mini';
import type { TranslatorLanguage } from '@dali/shared/contracts/translation';
import {
  RecognitionReplySchema,
  SYNTHESIS_DEFAULT_LEVEL,
  SYNTHESIS_TEXT_MAX_CHARS,
  SynthesisReplySchema,
  VOICE_CLOSE_TOKEN_INVALID,
  VOICE_END_OF_SPEECH_MS,
  VOICE_FIRST_FRAME_DELAY_MS,
  VOICE_FRAME_INTERVAL_MS,
  VOICE_LANGUAGES,
  type RecognitionFrame,
  type SynthesisFrame,
} from '@dali/shared/contracts/voice';
import { base64ToBytes, bytesToBase64, PcmFramer, utf8ToBase64 } from '../audio/pcm';
import { replyError, TranslatorError } from '../translator-error';
import { RecognitionText } from './recognition-text';

/** Path of the recognition socket. */
export const RECOGNITION_PATH = '/api/v1/voice/recognition';
/** Path of the synthesis socket. */
export const SYNTHESIS_PATH = '/api/v1/voice/synthesis';

/** Who is asking: bearer token (null for a visitor), UI locale, visitor id. */
export interface VoiceCaller {
  token: string | null;
  locale: string;
  fingerprint: string;
}

/**
 * `ws://` or `wss://` (as the page is http or https) URL of `path` on `origin` with the caller's
 * query: `token` only when logged in, then `locale` and `fingerprint`.
 */
export function voiceSocketUrl(path: string, caller: VoiceCaller, origin: string = window.location.origin): string {
  const url = new URL(path, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (caller.token) url.searchParams.set('token', caller.token);
  url.searchParams.set('locale', caller.locale);
  url.searchParams.set('fingerprint', caller.fingerprint);
  return url.toString();
}

/** The error a close without an answer stands for: 4001 token invalid, else a dropped connection. */
function closeError(event: CloseEvent): TranslatorError {
  if (event.code === VOICE_CLOSE_TOKEN_INVALID) return new TranslatorError('tokenInvalid', event.reason || 'token validation failed', event.code);
  return new TranslatorError('disconnected', event.reason || `closed with ${event.code}`, event.code);
}

function parseJson(data: unknown): unknown {
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
}

/** Recognition `business` of `language` (spec §3 voice-language config; Cantonese adds `rlang`). */
export function recognitionBusiness(language: TranslatorLanguage): NonNullable<RecognitionFrame['business']> {
  const config = VOICE_LANGUAGES[language];
  return {
    language: config.recognitionLanguage,
    domain: 'iat',
    accent: config.accent,
    vad_eos: VOICE_END_OF_SPEECH_MS,
    ...(config.regionLanguage ? { rlang: config.regionLanguage } : {}),
  };
}

/** Callbacks of a {@link RecognitionSession}. */
export interface RecognitionHandlers {
  /** The sentence so far, after every result piece. */
  onText?: (text: string) => void;
  /** A failure after the socket opened (reply error, close, network) before {@link RecognitionSession.finish}; the session is over. */
  onError?: (error: TranslatorError) => void;
  /** The server ended the recognition on its own (end-of-speech silence); call finish for the text. */
  onEnd?: () => void;
}

/**
 * One recognition: the socket, the PCM queue and the frame clock. After {@link start} resolves,
 * PCM pushed with {@link pushPcm} leaves in 1280-byte frames every 40 ms, the first (status 0, with
 * `business`) 50 ms after start; {@link finish} sends what is left and the status-2 frame and
 * resolves with the final text when the status-2 reply arrives.
 */
export class RecognitionSession {
  private socket: WebSocket | null = null;
  private readonly framer = new PcmFramer();
  private readonly text = new RecognitionText();
  private firstSent = false;
  private finishing = false;
  private done = false;
  private clock: ReturnType<typeof setTimeout> | ReturnType<typeof setInterval> | null = null;
  private resolveFinal: (text: string) => void = () => undefined;
  private rejectFinal: (error: TranslatorError) => void = () => undefined;
  /** The final text, settled by the status-2 reply or the failure that ends the session. */
  private readonly final: Promise<string>;

  constructor(
    private readonly url: string,
    private readonly language: TranslatorLanguage,
    private readonly handlers: RecognitionHandlers = {},
  ) {
    this.final = new Promise<string>((resolve, reject) => {
      this.resolveFinal = resolve;
      this.rejectFinal = reject;
    });
    // Read only through finish(); a failure before it goes to onError instead.
    this.final.catch(() => undefined);
  }

  /**
   * Open the socket and start the frame clock.
   * @throws TranslatorError `tokenInvalid`, `disconnected` or `network` when it does not open.
   */
  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(this.url);
      this.socket = socket;
      let opened = false;
      socket.onopen = () => {
        opened = true;
        this.clock = setTimeout(() => {
          this.tick();
          this.clock = setInterval(() => this.tick(), VOICE_FRAME_INTERVAL_MS);
        }, VOICE_FIRST_FRAME_DELAY_MS);
        resolve();
      };
      socket.onmessage = (event: MessageEvent) => this.onReply(event.data);
      socket.onerror = () => {
        if (!opened) reject(new TranslatorError('network', 'socket error'));
        else this.fail(new TranslatorError('network', 'socket error'));
      };
      socket.onclose = (event: CloseEvent) => {
        if (!opened) reject(closeError(event));
        else this.fail(closeError(event));
      };
    });
  }

  /** Queue 16 kHz PCM16 samples for sending. */
  pushPcm(samples: Int16Array): void {
    if (!this.finishing && !this.done) this.framer.push(samples);
  }

  private send(frame: RecognitionFrame): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  private sendAudio(bytes: Uint8Array): void {
    if (!this.firstSent) {
      this.firstSent = true;
      this.send({ common: {}, business: recognitionBusiness(this.language), data: { status: 0, format: 'audio/L16;rate=16000', encoding: 'raw', audio: bytesToBase64(bytes) } });
    } else {
      this.send({ data: { status: 1, format: 'audio/L16;rate=16000', encoding: 'raw', audio: bytesToBase64(bytes) } });
    }
  }

  private tick(): void {
    if (this.done) return;
    const frame = this.framer.takeFrame();
    // The first frame goes out on time even before audio arrives: it carries the language.
    if (frame) this.sendAudio(frame);
    else if (!this.firstSent) this.sendAudio(new Uint8Array(0));
  }

  private stopClock(): void {
    if (this.clock !== null) {
      clearTimeout(this.clock as ReturnType<typeof setTimeout>);
      clearInterval(this.clock as ReturnType<typeof setInterval>);
      this.clock = null;
    }
  }

  /**
   * Stop sending audio: the queued frames and the last (status 2, empty audio) go out now.
   * Resolves with the final text on the status-2 reply.
   * @throws TranslatorError from the server's reply or the socket.
   */
  finish(): Promise<string> {
    // Ended already: by the server's end-of-speech (the text) or a failure (its error).
    if (this.done || this.finishing) return this.final;
    this.finishing = true;
    this.stopClock();
    for (let frame = this.framer.takeFrame(); frame; frame = this.framer.takeFrame()) this.sendAudio(frame);
    const rest = this.framer.drain();
    if (rest.length > 0 || !this.firstSent) this.sendAudio(rest);
    this.send({ data: { status: 2, format: 'audio/L16;rate=16000', encoding: 'raw', audio: '' } });
    return this.final;
  }

  private onReply(data: unknown): void {
    if (this.done) return;
    const parsed = safeParse(RecognitionReplySchema, parseJson(data));
    if (!parsed.success) return this.fail(new TranslatorError('server', 'unexpected recognition reply'));
    const reply = parsed.data;
    if (reply.code !== 0) return this.fail(replyError(reply.code, reply.message));
    if (reply.data?.result) this.handlers.onText?.(this.text.apply(reply.data.result));
    if (reply.data?.status === 2) {
      this.done = true;
      this.stopClock();
      this.resolveFinal(this.text.text());
      this.close();
      if (!this.finishing) this.handlers.onEnd?.();
    }
  }

  private fail(error: TranslatorError): void {
    if (this.done) return;
    this.done = true;
    this.stopClock();
    this.close();
    this.rejectFinal(error);
    if (!this.finishing) this.handlers.onError?.(error);
  }

  private close(): void {
    const socket = this.socket;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
    if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) socket.close(1000);
    this.socket = null;
  }

  /** End at once without an answer (overlay closed, another error): clock stopped, socket closed. */
  abort(): void {
    this.done = true;
    this.stopClock();
    this.close();
  }
}

/** The synthesis frame of `text` in `language`'s voice (spec §7; text cut to 2000 characters). */
export function synthesisFrame(text: string, language: TranslatorLanguage): SynthesisFrame {
  const clipped = Array.from(text).slice(0, SYNTHESIS_TEXT_MAX_CHARS).join('');
  return {
    common: {},
    business: {
      vcn: VOICE_LANGUAGES[language].voiceName,
      speed: SYNTHESIS_DEFAULT_LEVEL,
      volume: SYNTHESIS_DEFAULT_LEVEL,
      pitch: SYNTHESIS_DEFAULT_LEVEL,
      aue: 'lame',
      sfl: 1,
      tte: 'UTF8',
    },
    data: { status: 2, text: utf8ToBase64(clipped) },
  };
}

/** A synthesis in flight; `cancel` closes its socket and settles nothing more. */
export interface Synthesis {
  /** The MP3 (`audio/mpeg`) of the whole text. */
  readonly audio: Promise<Blob>;
  cancel(): void;
}

/**
 * Speak `text` in `language`: one frame, MP3 chunks collected until the status-2 reply.
 * `audio` rejects with TranslatorError `synthesisTimeout` after `timeoutMs` (30 s; 60 s on iOS),
 * a reply error (see replyError), `tokenInvalid`, `disconnected`, `network`, or `noAudio` when
 * no chunk came.
 */
export function synthesize(url: string, text: string, language: TranslatorLanguage, timeoutMs: number): Synthesis {
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let settled = false;
  const finish = () => {
    settled = true;
    if (timer !== null) clearTimeout(timer);
    if (socket) {
      socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
      if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) socket.close(1000);
      socket = null;
    }
  };
  const audio = new Promise<Blob>((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    const fail = (error: TranslatorError) => {
      if (settled) return;
      finish();
      reject(error);
    };
    timer = setTimeout(() => fail(new TranslatorError('synthesisTimeout', `no audio within ${timeoutMs} ms`)), timeoutMs);
    socket = new WebSocket(url);
    socket.onopen = () => socket?.send(JSON.stringify(synthesisFrame(text, language)));
    socket.onmessage = (event: MessageEvent) => {
      const parsed = safeParse(SynthesisReplySchema, parseJson(event.data));
      if (!parsed.success) return fail(new TranslatorError('server', 'unexpected synthesis reply'));
      const reply = parsed.data;
      if (reply.code !== 0) return fail(replyError(reply.code, reply.message));
      if (reply.data?.audio) chunks.push(base64ToBytes(reply.data.audio));
      if (reply.data?.status === 2) {
        if (chunks.length === 0) return fail(new TranslatorError('noAudio', 'synthesis returned no audio'));
        finish();
        resolve(new Blob(chunks as BlobPart[], { type: 'audio/mpeg' }));
      }
    };
    socket.onerror = () => fail(new TranslatorError('network', 'socket error'));
    socket.onclose = (event: CloseEvent) => fail(closeError(event));
  });
  return {
    audio,
    cancel: () => {
      if (!settled) finish();
    },
  };
}
