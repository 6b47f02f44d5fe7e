import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkMicrophone, microphoneError, startCapture } from './capture';

vi.mock('./capture-worklet-url', () => ({ captureWorkletUrl: '/assets/pcm-capture.worklet.js' }));

/** Fakes of the audio APIs jsdom lacks, recording what is opened and freed. */
function installAudioFakes(options: { sampleRate?: number; getUserMedia?: () => Promise<unknown>; permission?: PermissionState } = {}) {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] };
  const contexts: FakeContext[] = [];
  const nodes: FakeNode[] = [];
  class FakeContext {
    sampleRate = options.sampleRate ?? 48_000;
    state: AudioContextState = 'running';
    destination = {};
    audioWorklet = { addModule: vi.fn(async () => undefined) };
    close = vi.fn(async () => {
      this.state = 'closed';
    });
    source = { connect: vi.fn(), disconnect: vi.fn() };
    constructor() {
      contexts.push(this);
    }
    createMediaStreamSource() {
      return this.source;
    }
  }
  class FakeNode {
    port: { onmessage: ((event: { data: Float32Array }) => void) | null } = { onmessage: null };
    connect = vi.fn();
    disconnect = vi.fn();
    constructor(
      readonly context: FakeContext,
      readonly name: string,
      readonly options: unknown,
    ) {
      nodes.push(this);
    }
  }
  vi.stubGlobal('AudioContext', FakeContext);
  vi.stubGlobal('AudioWorkletNode', FakeNode);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(options.getUserMedia ?? (async () => stream)) },
  });
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: { query: vi.fn(async () => ({ state: options.permission ?? 'prompt' })) },
  });
  return { track, contexts, nodes };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Reflect.deleteProperty(navigator, 'permissions');
});

describe('startCapture', () => {

  it('loads the worklet, resamples 48 kHz buffers to 16 kHz PCM16, and frees everything on stop', async () => {
    const fakes = installAudioFakes();
    const received: Int16Array[] = [];
    const capture = await startCapture((samples) => received.push(samples));
    const context = fakes.contexts[0];
    const node = fakes.nodes[0];
    expect(context?.audioWorklet.addModule).toHaveBeenCalledWith('/assets/pcm-capture.worklet.js');
    expect(node?.name).toBe('pcm-capture');
    expect(node?.options).toEqual({ processorOptions: { bufferSize: 2048 } });
    expect(capture.contextRate).toBe(48_000);
    node?.port.onmessage?.({ data: new Float32Array(2048).fill(0.5) });
    expect(received[0]?.length).toBe(682);
    expect(received[0]?.[0]).toBe(16384);
    await capture.stop();
    expect(fakes.track.stop).toHaveBeenCalled();
    expect(context?.close).toHaveBeenCalled();
    expect(node?.disconnect).toHaveBeenCalled();
    expect(node?.port.onmessage).toBeNull();
    await capture.stop();
    expect(context?.close).toHaveBeenCalledTimes(1);
  });

  it('refuses before asking when the Permissions API says denied', async () => {
    const fakes = installAudioFakes({ permission: 'denied' });
    await expect(startCapture(() => undefined)).rejects.toMatchObject({ kind: 'micDenied' });
    expect(fakes.contexts).toHaveLength(0);
  });

  it('maps getUserMedia failures to the microphone errors of spec §8', async () => {
    installAudioFakes({ getUserMedia: async () => Promise.reject(new DOMException('busy', 'NotReadableError')) });
    await expect(startCapture(() => undefined)).rejects.toMatchObject({ kind: 'micInUse' });
    expect(microphoneError(new DOMException('no', 'NotAllowedError')).kind).toBe('micDenied');
    expect(microphoneError(new DOMException('none', 'NotFoundError')).kind).toBe('micNotFound');
    expect(microphoneError(new Error('odd')).kind).toBe('micFailed');
  });

  it('stops the tracks and closes the context when the worklet cannot load', async () => {
    const fakes = installAudioFakes();
    const original = globalThis.AudioContext;
    vi.stubGlobal(
      'AudioContext',
      class extends (original as unknown as new () => { audioWorklet: { addModule: () => Promise<void> } }) {
        constructor() {
          super();
          this.audioWorklet.addModule = async () => Promise.reject(new Error('blocked'));
        }
      },
    );
    await expect(startCapture(() => undefined)).rejects.toMatchObject({ kind: 'micFailed' });
    expect(fakes.track.stop).toHaveBeenCalled();
    expect(fakes.contexts[0]?.close).toHaveBeenCalled();
  });

  it('says not supported without the audio APIs', async () => {
    await expect(checkMicrophone()).rejects.toMatchObject({ kind: 'micNotSupported' });
  });
});
