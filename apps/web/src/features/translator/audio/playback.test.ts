import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioPlayer, isIos } from './playback';

let playBehaviour: (audio: HTMLMediaElement) => Promise<void>;

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost:3000/a');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function play(this: HTMLMediaElement) {
    return playBehaviour(this);
  });
});
afterEach(() => vi.restoreAllMocks());

const mp3 = () => new Blob([Uint8Array.from([1, 2, 3])], { type: 'audio/mpeg' });

describe('AudioPlayer (spec §8 audio errors)', () => {
  it('plays to the end and revokes the object URL', async () => {
    playBehaviour = async (audio) => {
      setTimeout(() => audio.onended?.(new Event('ended')), 0);
    };
    await new AudioPlayer().play(mp3());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost:3000/a');
  });

  it('has no audio to play for an empty blob', async () => {
    await expect(new AudioPlayer().play(new Blob([]))).rejects.toMatchObject({ kind: 'noAudio' });
    await expect(new AudioPlayer().play(null)).rejects.toMatchObject({ kind: 'noAudio' });
  });

  it('reports a blocked autoplay as gesture required and other refusals as play failed', async () => {
    playBehaviour = async () => Promise.reject(new DOMException('needs a tap', 'NotAllowedError'));
    await expect(new AudioPlayer().play(mp3())).rejects.toMatchObject({ kind: 'gestureRequired' });
    playBehaviour = async () => Promise.reject(new DOMException('no decoder', 'NotSupportedError'));
    await expect(new AudioPlayer().play(mp3())).rejects.toMatchObject({ kind: 'playFailed' });
  });

  it('reports a media error as load failed, and no object URL as invalid URL', async () => {
    playBehaviour = async (audio) => {
      setTimeout(() => audio.onerror?.(new Event('error')), 0);
    };
    await expect(new AudioPlayer().play(mp3())).rejects.toMatchObject({ kind: 'loadFailed' });
    URL.createObjectURL = vi.fn(() => {
      throw new TypeError('no object URLs');
    });
    await expect(new AudioPlayer().play(mp3())).rejects.toMatchObject({ kind: 'invalidUrl' });
  });

  it('stop ends the clip and frees its URL', async () => {
    playBehaviour = async () => undefined;
    const player = new AudioPlayer();
    const playing = player.play(mp3());
    player.stop();
    await playing;
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(1);
  });

  it('knows iPhone Safari', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    expect(isIos()).toBe(true);
  });
});
