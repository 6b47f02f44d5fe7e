/**
 * Vitest reporter that ends the run with one plain line, `Tests: N passed, N failed, N skipped`,
 * so CI logs carry a closing count any tool can read. Tests that passed only when run again
 * (vitest.config.ts retries in CI) are listed above it as `Flaky: file > name`, so a retry never
 * hides a test that needs attention.
 */
import type { Reporter, TestModule } from 'vitest/node';

/** Prints the closing count line after the default reporter's output. */
export class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const flaky: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
        if (test.diagnostic()?.flaky) flaky.push(`${module.moduleId} > ${test.fullName}`);
      }
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) failed += 1;
    }
    for (const name of flaky) process.stdout.write(`\nFlaky: ${name}`);
    process.stdout.write(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
