import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCodeCountdown } from './use-code-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('get-code countdown (spec §4, §9: 60 s)', () => {
  it('counts down from 60 once a second and ends at 0', () => {
    const { result } = renderHook(() => useCodeCountdown());
    expect(result.current.remaining).toBe(0);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(60);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current.remaining).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is cancelled at once when sending fails', () => {
    const { result } = renderHook(() => useCodeCountdown());
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(5000));
    act(() => result.current.cancel());
    expect(result.current.remaining).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps two counters apart (register and reset)', () => {
    const { result } = renderHook(() => ({ register: useCodeCountdown(), reset: useCodeCountdown() }));
    act(() => result.current.register.start());
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.register.remaining).toBe(40);
    expect(result.current.reset.remaining).toBe(0);
    act(() => result.current.reset.start());
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.register.remaining).toBe(39);
    expect(result.current.reset.remaining).toBe(59);
  });

  it('stops its timer when unmounted (dialog closed)', () => {
    const { result, unmount } = renderHook(() => useCodeCountdown());
    act(() => result.current.start());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
