/**
 * Playback of synthesised speech (spec §8 audio errors): one `<audio>` at a time, from an object URL
 * of the MP3 blob that is revoked as soon as the clip ends, fails or is stopped.
 */
import { TranslatorError } from '../translator-error';

/** Whether this is iOS/iPadOS Safari, where playback needs a user gesture and synthesis may be slow. */
export function isIos(): boolean {
  if (typeof navigator === 'undefined') return false;
  // iPadOS 13+ reports itself as a Mac with touch.
  return /iP(hone|ad|od)/.test(navigator.userAgent) || (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
}

/** Plays one clip at a time and frees what it made. */
export class AudioPlayer {
  private audio: HTMLAudioElement | null = null;
  private url: string | null = null;
  private finishCurrent: (() => void) | null = null;

  /**
   * Play `blob` (MP3) to the end.
   * @throws TranslatorError `noAudio` (no or empty blob), `invalidUrl` (no object URL could be
   *   made), `gestureRequired` (the browser blocked autoplay: iOS wants a tap), `playFailed`, or
   *   `loadFailed` (the clip could not be decoded).
   */
  play(blob: Blob | null): Promise<void> {
    this.stop();
    if (!blob || blob.size === 0) return Promise.reject(new TranslatorError('noAudio'));
    let url: string;
    try {
      url = URL.createObjectURL(blob);
    } catch (error) {
      return Promise.reject(new TranslatorError('invalidUrl', error instanceof Error ? error.message : String(error)));
    }
    if (!url) return Promise.reject(new TranslatorError('invalidUrl'));
    const audio = new Audio();
    this.audio = audio;
    this.url = url;
    return new Promise<void>((resolve, reject) => {
      const done = (error?: TranslatorError) => {
        if (this.audio !== audio) return;
        this.release();
        if (error) reject(error);
        else resolve();
      };
      this.finishCurrent = () => resolve();
      audio.onended = () => done();
      audio.onerror = () => done(new TranslatorError('loadFailed', audio.error?.message ?? 'media error'));
      audio.src = url;
      audio.play().catch((error: unknown) => {
        const name = error instanceof Error || error instanceof DOMException ? error.name : '';
        if (name === 'AbortError') return;
        done(new TranslatorError(name === 'NotAllowedError' ? 'gestureRequired' : 'playFailed', error instanceof Error ? error.message : String(error)));
      });
    });
  }

  private release(): void {
    if (this.audio) {
      this.audio.onended = null;
      this.audio.onerror = null;
      this.audio.pause();
      this.audio.removeAttribute('src');
    }
    if (this.url) URL.revokeObjectURL(this.url);
    this.audio = null;
    this.url = null;
    this.finishCurrent = null;
  }

  /** Stop what is playing (its promise resolves) and revoke its URL. */
  stop(): void {
    const finish = this.finishCurrent;
    this.release();
    finish?.();
  }
}
