import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints, after Vitest's own summary, the slowest test files, each project's time (the sum of its
 * files' durations: the labs project's figure is what its budget in CI is about) and one plain
 * closing line, 'N passed, N failed, N skipped'. CI keeps only the tail of the output: where the
 * time went has to be in it.
 */
export class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const projectMs = new Map<string, number>();
    const files: { name: string; ms: number }[] = [];
    for (const testModule of testModules) {
      const name = testModule.project.name || 'default';
      const ms = testModule.diagnostic().duration;
      projectMs.set(name, (projectMs.get(name) ?? 0) + ms);
      files.push({ name: `${name} ${testModule.relativeModuleId}`, ms });
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
    }
    files.sort((a, b) => b.ms - a.ms);
    process.stdout.write('\nslowest test files:');
    for (const file of files.slice(0, 12)) {
      process.stdout.write(`\n  ${(file.ms / 1000).toFixed(0).padStart(5)} s  ${file.name}`);
    }
    for (const [name, ms] of [...projectMs].sort()) {
      process.stdout.write(`\nproject ${name}: ${(ms / 1000).toFixed(0)} s of test files`);
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
