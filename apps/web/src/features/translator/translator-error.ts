/**
 * The errors of the translator (spec §8 "Voice", "Microphone", "Audio" and the socket replies), as
 * one class whose `kind` decides what the overlay does (see hooks/translator-controller.ts).
 */
import { ERRORS } from '@dali/shared/errors';

/**
 * What went wrong:
 * - microphone: `micNotSupported`, `micDenied`, `micNotFound`, `micInUse`, `micFailed`;
 * - socket replies and closes: `loginExpired` (40103 or message 'login expired'), `quota` (44801,
 *   448), `limit` (42902, 429), `voiceUnavailable` (50304), `tokenInvalid` (close code 4001),
 *   `server` (any other code ≠ 0), `disconnected` (closed before the answer), `network` (socket error);
 * - `synthesisTimeout` (no complete audio within 30 s, 60 s on iOS);
 * - audio: `noAudio`, `playFailed`, `invalidUrl`, `loadFailed`, `gestureRequired` (iOS autoplay).
 */
export type TranslatorErrorKind =
  | 'micNotSupported'
  | 'micDenied'
  | 'micNotFound'
  | 'micInUse'
  | 'micFailed'
  | 'loginExpired'
  | 'quota'
  | 'limit'
  | 'voiceUnavailable'
  | 'tokenInvalid'
  | 'server'
  | 'disconnected'
  | 'network'
  | 'synthesisTimeout'
  | 'noAudio'
  | 'playFailed'
  | 'invalidUrl'
  | 'loadFailed'
  | 'gestureRequired';

/** A translator failure; `message` is the server's when there was one, else a technical detail. */
export class TranslatorError extends Error {
  constructor(
    readonly kind: TranslatorErrorKind,
    message: string = kind,
    readonly code: number | null = null,
  ) {
    super(message);
    this.name = 'TranslatorError';
  }
}

/** The error a socket reply with `code ≠ 0` stands for (spec §8 voice errors). */
export function replyError(code: number, message: string): TranslatorError {
  if (code === ERRORS.SESSION_EXPIRED.code || message.trim().toLowerCase() === 'login expired') return new TranslatorError('loginExpired', message, code);
  if (code === ERRORS.QUOTA_EXHAUSTED.code) return new TranslatorError('quota', message, code);
  if (code === ERRORS.ANONYMOUS_LIMIT.code) return new TranslatorError('limit', message, code);
  if (code === ERRORS.VOICE_UNAVAILABLE.code) return new TranslatorError('voiceUnavailable', message, code);
  return new TranslatorError('server', message, code);
}
