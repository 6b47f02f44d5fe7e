import { describe, expect, it } from 'vitest';
import { createMemoryLimitStore } from './limit-store.js';

describe('memory limit store', () => {
  it('keeps a sliding window at its limit and tells when the oldest event leaves it', async () => {
    const store = createMemoryLimitStore();
    const at = (now: number) => store.take('k', { max: 3, windowMs: 1000, now });
    expect((await at(0)).allowed).toBe(true);
    expect((await at(400)).allowed).toBe(true);
    expect((await at(800)).count).toBe(3);
    expect(await at(900)).toEqual({ allowed: false, count: 3, retryAfterMs: 100 });
    expect((await at(1000)).allowed).toBe(true);
    expect(await store.count('k', { windowMs: 1000, now: 1500 })).toBe(2);
    await store.clear('k');
    expect(await store.count('k', { windowMs: 1000, now: 1500 })).toBe(0);
  });

  it('holds a key until a time, and clear lifts the hold', async () => {
    const store = createMemoryLimitStore();
    await store.holdUntil('lock', 2000, 0);
    expect(await store.heldUntil('lock', 1999)).toBe(2000);
    expect(await store.heldUntil('lock', 2000)).toBeNull();
    await store.clear('lock');
    expect(await store.heldUntil('lock', 0)).toBeNull();
  });
});
