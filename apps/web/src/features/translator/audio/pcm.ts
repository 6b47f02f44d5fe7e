/**
 * The PCM path of voice capture (spec §9 audio constants; integrations.md §1.1 IAT audio): browser
 * audio (Float32 samples at the context's rate, often 48 kHz) becomes 16 kHz mono 16-bit
 * little-endian PCM, cut into 1280-byte frames (40 ms each) and sent as base64. Pure functions and
 * small stateful helpers, so the path is tested without an audio device.
 */
import { VOICE_FRAME_BYTES, VOICE_SAMPLE_RATE_HZ } from '@dali/shared/contracts/voice';

/**
 * Streaming sample-rate converter from `fromRate` Hz to `toRate` Hz (default 16 000). Downsampling
 * averages the input samples each output sample covers (a box filter: cheap, and enough to keep
 * speech above 8 kHz from folding back as noise); upsampling (a context slower than 16 kHz, rare)
 * repeats the nearest earlier sample. State carries over between chunks, so the 2048-sample chunks
 * of the worklet join without clicks or drift.
 */
export class Resampler {
  private readonly ratio: number;
  private pending: Float32Array = new Float32Array(0);
  /** Fractional index into `pending` where the next output sample starts. */
  private position = 0;

  /** @throws RangeError when a rate is not a positive finite number (Hz). */
  constructor(
    readonly fromRate: number,
    readonly toRate: number = VOICE_SAMPLE_RATE_HZ,
  ) {
    if (!(fromRate > 0) || !(toRate > 0) || !Number.isFinite(fromRate) || !Number.isFinite(toRate)) {
      throw new RangeError(`invalid sample rates ${fromRate} → ${toRate}`);
    }
    this.ratio = fromRate / toRate;
  }

  /** Convert the next chunk; returns the output samples it completes (possibly none). */
  push(input: Float32Array): Float32Array {
    if (this.fromRate === this.toRate) return input.slice();
    const data = new Float32Array(this.pending.length + input.length);
    data.set(this.pending);
    data.set(input, this.pending.length);
    const out: number[] = [];
    let start = this.position;
    while (start + this.ratio <= data.length) {
      const first = Math.floor(start);
      const end = Math.max(first + 1, Math.floor(start + this.ratio));
      let sum = 0;
      for (let i = first; i < end; i += 1) sum += data[i] ?? 0;
      out.push(sum / (end - first));
      start += this.ratio;
    }
    const consumed = Math.floor(start);
    this.pending = data.slice(consumed);
    this.position = start - consumed;
    return Float32Array.from(out);
  }
}

/**
 * Float32 samples in [-1, 1] → signed 16-bit samples; values outside the range are clamped (a
 * loud microphone must saturate, not wrap around into noise).
 */
export function floatToPcm16(input: Float32Array): Int16Array {
  const out = new Int16Array(input.length);
  for (let i = 0; i < input.length; i += 1) {
    const s = Math.max(-1, Math.min(1, input[i] ?? 0));
    out[i] = s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff);
  }
  return out;
}

/**
 * Collects 16-bit samples as little-endian bytes and hands them out in frames of
 * `frameBytes` (default 1280 bytes = 640 samples = 40 ms at 16 kHz, spec §9).
 */
export class PcmFramer {
  private bytes: Uint8Array = new Uint8Array(0);

  constructor(readonly frameBytes: number = VOICE_FRAME_BYTES) {}

  /** Append samples (little-endian, whatever the platform's byte order). */
  push(samples: Int16Array): void {
    const next = new Uint8Array(this.bytes.length + samples.length * 2);
    next.set(this.bytes);
    const view = new DataView(next.buffer);
    for (let i = 0; i < samples.length; i += 1) view.setInt16(this.bytes.length + i * 2, samples[i] ?? 0, true);
    this.bytes = next;
  }

  /** Bytes waiting to be framed. */
  get buffered(): number {
    return this.bytes.length;
  }

  /** The next full frame, or null while fewer than `frameBytes` bytes wait. */
  takeFrame(): Uint8Array | null {
    if (this.bytes.length < this.frameBytes) return null;
    const frame = this.bytes.slice(0, this.frameBytes);
    this.bytes = this.bytes.slice(this.frameBytes);
    return frame;
  }

  /** Everything left (a last, possibly short frame); the framer is empty afterwards. */
  drain(): Uint8Array {
    const rest = this.bytes;
    this.bytes = new Uint8Array(0);
    return rest;
  }
}

/** Standard base64 (padded) of `bytes`. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode's argument list well under engine limits.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Bytes of standard base64 text. @throws DOMException when `text` is not base64. */
export function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Base64 of the UTF-8 bytes of `text` (synthesis `data.text`, `tte: 'UTF8'`). */
export function utf8ToBase64(text: string): string {
  return bytesToBase64(new TextEncoder().encode(text));
}
