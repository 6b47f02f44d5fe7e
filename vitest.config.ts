/**
 * Vitest workspace: shared contracts, and server tests (routes through inject() on real SQLite
 * files, and on PostgreSQL when TEST_DATABASE_URL is set).
 */
import { defineConfig } from 'vitest/config';
import { SummaryReporter } from './scripts/summary-reporter.ts';

/**
 * In CI a failed test is run again before the run fails: browser journeys and fault tests drive
 * real processes on a 2-core machine, where one slow paint or a scheduler stall can miss a wait.
 * A test that fails every time still fails the run; the reporter names every retried test.
 */
const ciRetry = (times: number): number => (process.env.CI ? times : 0);

export default defineConfig({
  test: {
    reporters: ['default', new SummaryReporter()],
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
          setupFiles: ['apps/web/src/test/setup.ts'],
          retry: ciRetry(1),
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/src/e2e/**/*.e2e.ts'],
          environment: 'node',
          // Screenshot loops (3 locales × 2 widths × full pages) take 40–60 s on a 2-core machine;
          // a guard against a hung page, not a speed check (speed is measured in bench/).
          testTimeout: 180_000,
          hookTimeout: 120_000,
          retry: ciRetry(2),
          // `expect.poll` waits for a state the page reaches after its scripts and API answers (a
          // gallery under the fold appears 1.0–1.5 s after load here); vitest's 1 s default is
          // shorter than that on a busy 2-core machine. A wait, not a speed check.
          expect: { poll: { timeout: 10_000 } },
          // One browser and one server for the whole suite, driven in order.
          fileParallelism: false,
        },
      },
      {
        test: {
          // Fault tier: real server processes, PostgreSQL and Redis made to fail under them.
          name: 'faults',
          include: ['apps/server/src/faults/**/*.fault.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          retry: ciRetry(1),
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['apps/server/src/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          retry: ciRetry(1),
        },
      },
    ],
  },
});
