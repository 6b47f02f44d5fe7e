/**
 * useDebouncedValue: `value` once it has stopped changing for `delayMs` milliseconds (the hero
 * search asks the server only when typing pauses).
 */
import { useEffect, useState } from 'react';

/** The last value that stayed unchanged for `delayMs` ms; the first value at once. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
