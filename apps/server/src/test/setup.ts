/**
 * Test setup: an unexpected console.error fails the test that caused it (architecture.md §3.7).
 */
import { afterEach, vi } from 'vitest';

let errors: unknown[][] = [];

vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0) {
    throw new Error(`Unexpected console.error:\n${seen.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
