import { describe, expect, it } from 'vitest';
import { createVersionedCache } from './versioned-cache.js';

describe('versioned cache', () => {
  it('trusts a version for the interval, shares one rebuild, and rebuilds only when the version changes', async () => {
    let clock = 0;
    let version = 'v1';
    let versionReads = 0;
    let loads = 0;
    const cache = createVersionedCache({
      readVersion: () => {
        versionReads++;
        return Promise.resolve(version);
      },
      load: () => Promise.resolve({ build: ++loads }),
      versionCheckIntervalMs: 100,
      now: () => clock,
    });
    const [a, b] = await Promise.all([cache.current(), cache.current()]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
    expect(versionReads).toBe(1);
    clock = 50;
    expect(await cache.current()).toBe(a);
    expect(versionReads).toBe(1);
    clock = 150;
    expect(await cache.current()).toBe(a);
    expect(versionReads).toBe(2);
    version = 'v2';
    clock = 300;
    expect(await cache.current()).toEqual({ build: 2 });
  });

  it('passes errors of the version read on and tries again next time', async () => {
    let fail = true;
    const cache = createVersionedCache({
      readVersion: () => (fail ? Promise.reject(new Error('db down')) : Promise.resolve('v1')),
      load: () => Promise.resolve('value'),
    });
    await expect(cache.current()).rejects.toThrow('db down');
    fail = false;
    expect(await cache.current()).toBe('value');
  });
});
