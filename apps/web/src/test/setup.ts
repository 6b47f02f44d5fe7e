/**
 * Web test setup: relative URLs resolve against the page origin (as in a browser), and an
 * unexpected console.error fails the test that caused it (architecture.md §3.7).
 */
import { afterEach, vi } from 'vitest';

const nodeFetch = globalThis.fetch;
globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
  nodeFetch(typeof input === 'string' ? new URL(input, window.location.origin) : input, init)) as typeof fetch;

let errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

/** Take (and clear) the console.error calls seen so far, for tests that expect them. */
export function takeConsoleErrors(): unknown[][] {
  const seen = errors;
  errors = [];
  return seen;
}

afterEach(() => {
  const seen = takeConsoleErrors();
  if (seen.length > 0) throw new Error(`Unexpected console.error:\n${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
});
