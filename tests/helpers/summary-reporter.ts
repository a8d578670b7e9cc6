import type { Reporter, TestModule } from 'vitest/node';

/** Prints one plain closing line, 'N passed, N failed, N skipped', after Vitest's own summary. */
export class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
