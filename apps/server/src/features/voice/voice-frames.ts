/**
 * Reading the client frames of the voice sockets (spec §7 WebSockets, §9 audio; contracts in
 * packages/shared/src/contracts/voice.ts): JSON text only, the frame schemas, base64 PCM audio of a
 * sane size, synthesis text in UTF-8 or UTF-16LE. Every refusal is an AppError the session turns
 * into a reply; nothing here touches a socket.
 */
import { SYNTHESIS_TEXT_MAX_CHARS, VOICE_END_OF_SPEECH_MS, VOICE_MAX_FRAME_BYTES, type SynthesisFrame } from '@dali/shared/contracts/voice';
import type { z } from 'zod/mini';
import { AppError } from '../../lib/app-error.js';

/**
 * Largest decoded audio of one recognition frame, bytes: 8 KiB is 256 ms of 16 kHz PCM16, six
 * times the spec's 1280-byte (40 ms) frame, so a client that batches a few frames after a stall
 * still passes while a frame can never carry a whole recording.
 */
export const VOICE_MAX_AUDIO_FRAME_BYTES = 8 * 1024;

/**
 * The JSON of one text frame checked against `schema`.
 * @throws AppError VOICE_FRAME_INVALID (40011) for a binary frame, one over
 *   {@link VOICE_MAX_FRAME_BYTES} bytes, text that is not JSON, or JSON not of the schema's shape.
 */
export function parseFrame<T>(schema: z.ZodMiniType<T>, data: Buffer, isBinary: boolean): T {
  if (isBinary || data.length > VOICE_MAX_FRAME_BYTES) throw new AppError('VOICE_FRAME_INVALID');
  let json: unknown;
  try {
    json = JSON.parse(data.toString('utf8'));
  } catch (cause) {
    throw new AppError('VOICE_FRAME_INVALID', { cause });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new AppError('VOICE_FRAME_INVALID', { cause: parsed.error });
  return parsed.data;
}

/**
 * PCM bytes of a recognition frame's base64 `audio` (16 kHz mono 16-bit little-endian, spec §9).
 * Empty audio is allowed only where `allowEmpty` (the first and last frames may carry none).
 * @throws AppError VOICE_FRAME_INVALID (40011) for empty audio where it is not allowed, more than
 *   {@link VOICE_MAX_AUDIO_FRAME_BYTES} bytes, or an odd byte count (not whole 16-bit samples).
 */
export function decodeAudio(base64: string, allowEmpty: boolean): Buffer {
  const audio = Buffer.from(base64, 'base64');
  if (audio.length === 0 && !allowEmpty) throw new AppError('VOICE_FRAME_INVALID');
  if (audio.length > VOICE_MAX_AUDIO_FRAME_BYTES || audio.length % 2 !== 0) throw new AppError('VOICE_FRAME_INVALID');
  return audio;
}

/** The end-of-speech silence a recognition runs with, ms: the client's `vad_eos`, at most {@link VOICE_END_OF_SPEECH_MS}. */
export function endOfSpeechMs(vadEos: number | undefined): number {
  return Math.min(vadEos ?? VOICE_END_OF_SPEECH_MS, VOICE_END_OF_SPEECH_MS);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const utf16le = new TextDecoder('utf-16le', { fatal: true });

/**
 * The text a synthesis frame asks to speak: base64 of UTF-8, or of UTF-16LE when `business.tte` is
 * `UNICODE` (integrations.md §1.2), trimmed.
 * @throws AppError VOICE_FRAME_INVALID (40011) when the bytes are not valid text in that encoding;
 *   SYNTHESIS_TOO_LONG (40012) when the trimmed text is empty or over
 *   {@link SYNTHESIS_TEXT_MAX_CHARS} characters (code points, spec §5).
 */
export function synthesisText(frame: SynthesisFrame): string {
  const bytes = Buffer.from(frame.data.text, 'base64');
  let text: string;
  try {
    text = (frame.business.tte === 'UNICODE' ? utf16le : utf8).decode(bytes).trim();
  } catch (cause) {
    throw new AppError('VOICE_FRAME_INVALID', { cause });
  }
  const characters = [...text].length;
  if (characters === 0 || characters > SYNTHESIS_TEXT_MAX_CHARS) throw new AppError('SYNTHESIS_TOO_LONG', { params: { maximum: SYNTHESIS_TEXT_MAX_CHARS } });
  return text;
}
