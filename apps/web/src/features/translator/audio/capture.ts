/**
 * Microphone capture for voice recognition (spec §5 "microphone permission checked before voice
 * start", §8 microphone errors, §9 audio constants): permission check, getUserMedia, an
 * AudioContext with the capture worklet, and resampling of its 2048-sample buffers to 16 kHz PCM16.
 */
import { VOICE_CAPTURE_BUFFER_SAMPLES } from '@dali/shared/contracts/voice';
import { TranslatorError } from '../translator-error';
import { captureWorkletUrl } from './capture-worklet-url';
import { floatToPcm16, Resampler } from './pcm';

/** A running capture; `stop` frees everything it holds (tracks, nodes, the audio context). */
export interface Capture {
  /** Sample rate of the audio context, Hz (what was resampled from). */
  readonly contextRate: number;
  /** Stop the tracks, disconnect the nodes and close the context; safe to call twice. */
  stop(): Promise<void>;
}

/** Starts a capture that calls `onPcm` with 16 kHz PCM16 samples; see {@link startCapture}. */
export type StartCapture = (onPcm: (samples: Int16Array) => void) => Promise<Capture>;

function hasAudioApis(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function' && typeof AudioContext === 'function' && typeof AudioWorkletNode === 'function';
}

/** The microphone error of a getUserMedia rejection (DOMException names of the Media Capture spec). */
export function microphoneError(error: unknown): TranslatorError {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const detail = error instanceof Error ? error.message : String(error);
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return new TranslatorError('micDenied', detail);
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return new TranslatorError('micNotFound', detail);
  if (name === 'NotReadableError' || name === 'AbortError' || name === 'TrackStartError') return new TranslatorError('micInUse', detail);
  return new TranslatorError('micFailed', detail);
}

/**
 * Check before starting that the microphone may be used: the APIs exist, and the Permissions API
 * (where the browser has it for `microphone`) does not say `denied`. A `prompt` state passes; the
 * browser asks at getUserMedia.
 * @throws TranslatorError `micNotSupported` or `micDenied`.
 */
export async function checkMicrophone(): Promise<void> {
  if (!hasAudioApis()) throw new TranslatorError('micNotSupported');
  try {
    const status = await navigator.permissions?.query({ name: 'microphone' as PermissionName });
    if (status?.state === 'denied') throw new TranslatorError('micDenied', 'permission state denied');
  } catch (error) {
    if (error instanceof TranslatorError) throw error;
    // Firefox and older Safari reject the `microphone` name; getUserMedia will tell instead.
  }
}

/**
 * Open the microphone and stream 16 kHz mono PCM16 to `onPcm` in chunks of about 2048 samples of
 * the context's rate (≈ 43 ms at 48 kHz). Everything opened is released again when a later step
 * fails.
 * @throws TranslatorError of a microphone kind (see {@link microphoneError}), `micNotSupported`, or
 *   `micFailed` when the worklet cannot be loaded.
 */
export const startCapture: StartCapture = async (onPcm) => {
  await checkMicrophone();
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true } });
  } catch (error) {
    throw microphoneError(error);
  }
  const stopTracks = () => stream.getTracks().forEach((track) => track.stop());
  let context: AudioContext;
  try {
    context = new AudioContext();
  } catch (error) {
    stopTracks();
    throw new TranslatorError('micNotSupported', error instanceof Error ? error.message : String(error));
  }
  try {
    await context.audioWorklet.addModule(captureWorkletUrl);
    const source = context.createMediaStreamSource(stream);
    const node = new AudioWorkletNode(context, 'pcm-capture', { processorOptions: { bufferSize: VOICE_CAPTURE_BUFFER_SAMPLES } });
    const resampler = new Resampler(context.sampleRate);
    node.port.onmessage = (event: MessageEvent<Float32Array>) => {
      const samples = resampler.push(event.data);
      if (samples.length > 0) onPcm(floatToPcm16(samples));
    };
    source.connect(node);
    // The node writes silence; being connected keeps the graph pulling it in every browser.
    node.connect(context.destination);
    let stopped = false;
    return {
      contextRate: context.sampleRate,
      async stop() {
        if (stopped) return;
        stopped = true;
        node.port.onmessage = null;
        node.disconnect();
        source.disconnect();
        stopTracks();
        if (context.state !== 'closed') await context.close();
      },
    };
  } catch (error) {
    stopTracks();
    if (context.state !== 'closed') await context.close().catch(() => undefined);
    throw new TranslatorError('micFailed', error instanceof Error ? error.message : String(error));
  }
};
