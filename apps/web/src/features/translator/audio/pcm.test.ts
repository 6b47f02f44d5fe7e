import { describe, expect, it } from 'vitest';
import { VOICE_FRAME_BYTES } from '@dali/shared/contracts/voice';
import { base64ToBytes, bytesToBase64, floatToPcm16, PcmFramer, Resampler, utf8ToBase64 } from './pcm';

describe('Resampler', () => {
  it('turns 48 kHz into 16 kHz: a third as many samples, each the mean of three', () => {
    const resampler = new Resampler(48_000);
    const input = Float32Array.from({ length: 12 }, (_, i) => i);
    expect(Array.from(resampler.push(input))).toEqual([1, 4, 7, 10]);
  });

  it('carries the remainder between chunks (2048-sample buffers do not divide by 3)', () => {
    const resampler = new Resampler(48_000);
    let total = 0;
    for (let i = 0; i < 30; i += 1) total += resampler.push(new Float32Array(2048).fill(0.5)).length;
    // 30 × 2048 = 61 440 samples at 48 kHz = 20 480 at 16 kHz, give or take the one in progress.
    expect(total).toBe(20_480);
  });

  it('keeps a steady tone steady across chunks', () => {
    const resampler = new Resampler(44_100);
    const out = [...resampler.push(new Float32Array(1000).fill(0.25)), ...resampler.push(new Float32Array(1000).fill(0.25))];
    expect(out.length).toBeGreaterThan(700);
    expect(out.every((v) => Math.abs(v - 0.25) < 1e-6)).toBe(true);
  });

  it('passes 16 kHz through unchanged', () => {
    const input = Float32Array.from([0.1, -0.2, 0.3]);
    expect(Array.from(new Resampler(16_000).push(input))).toEqual(Array.from(input));
  });

  it('refuses a rate that is not positive', () => {
    expect(() => new Resampler(0)).toThrow(RangeError);
  });
});

describe('floatToPcm16', () => {
  it('scales to 16 bits and clamps what is out of range', () => {
    expect(Array.from(floatToPcm16(Float32Array.from([0, 1, -1, 0.5, -0.5, 1.7, -3])))).toEqual([0, 32767, -32768, 16384, -16384, 32767, -32768]);
  });
});

describe('PcmFramer', () => {
  it('hands out 1280-byte little-endian frames and keeps the rest', () => {
    const framer = new PcmFramer();
    framer.push(Int16Array.from({ length: 700 }, (_, i) => (i === 0 ? 0x0102 : -1)));
    const frame = framer.takeFrame();
    expect(frame?.length).toBe(VOICE_FRAME_BYTES);
    expect([frame?.[0], frame?.[1], frame?.[2], frame?.[3]]).toEqual([0x02, 0x01, 0xff, 0xff]);
    expect(framer.takeFrame()).toBeNull();
    expect(framer.buffered).toBe(120);
    expect(framer.drain().length).toBe(120);
    expect(framer.buffered).toBe(0);
  });
});

describe('base64', () => {
  it('round-trips bytes and encodes UTF-8 text', () => {
    const bytes = Uint8Array.from([0, 255, 128, 7]);
    expect(Array.from(base64ToBytes(bytesToBase64(bytes)))).toEqual([0, 255, 128, 7]);
    expect(utf8ToBase64('你好')).toBe('5L2g5aW9');
  });
});
