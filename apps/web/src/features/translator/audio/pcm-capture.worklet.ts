/**
 * Audio worklet of voice capture (spec §9: 2048-sample capture buffer). Runs on the audio thread:
 * copies the first input channel into a buffer of `processorOptions.bufferSize` samples and posts
 * each full buffer (a Float32Array at the context's sample rate) to the main thread, which
 * resamples it to 16 kHz PCM16 (audio/pcm.ts). Self-contained on purpose: it is bundled as its own
 * file and loaded with `audioWorklet.addModule` only when recording starts.
 */

// The worklet scope's globals are not in TypeScript's DOM library.
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
  constructor(options?: { processorOptions?: { bufferSize?: number } });
}
declare function registerProcessor(name: string, processor: new (options?: { processorOptions?: { bufferSize?: number } }) => AudioWorkletProcessor): void;

/** Name the main thread creates the node with. */
const PROCESSOR_NAME = 'pcm-capture';

class PcmCaptureProcessor extends AudioWorkletProcessor {
  private buffer: Float32Array;
  private filled = 0;

  constructor(options?: { processorOptions?: { bufferSize?: number } }) {
    super(options);
    this.buffer = new Float32Array(options?.processorOptions?.bufferSize ?? 2048);
  }

  process(inputs: Float32Array[][]): boolean {
    const channel = inputs[0]?.[0];
    if (!channel) return true;
    let offset = 0;
    while (offset < channel.length) {
      const count = Math.min(channel.length - offset, this.buffer.length - this.filled);
      this.buffer.set(channel.subarray(offset, offset + count), this.filled);
      this.filled += count;
      offset += count;
      if (this.filled === this.buffer.length) {
        const full = this.buffer;
        this.buffer = new Float32Array(full.length);
        this.filled = 0;
        this.port.postMessage(full, [full.buffer]);
      }
    }
    return true;
  }
}

registerProcessor(PROCESSOR_NAME, PcmCaptureProcessor);

export {};
