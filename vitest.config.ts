import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { SummaryReporter } from './tests/helpers/summary-reporter';
import { pathTextSlices } from './scripts/vite/path-text-slices';

export default defineConfig({
  plugins: [pathTextSlices('en'), react()],
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    reporters: ['default', new SummaryReporter()],
    // Servers the tests start (and their children) keep no warm lab sandboxes unless a test
    // asks for them: dozens of servers would each boot two.
    env: { LAB_WARM_SANDBOXES: '0' },
    // Every project's test databases are copies of one migrated base per engine.
    globalSetup: ['tests/helpers/test-database-base.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A browser journey waits on the server (password hashing, mail): 1 s is too tight
          // on a busy 2-core machine, so polls get 5 s before they fail.
          expect: { poll: { timeout: 5_000 } },
          fileParallelism: true,
          maxWorkers: 2,
          // after the unit and integration tests, which are quicker to fail
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          // Real sandboxes (podman): the lab content harness, the driver and the isolation tests.
          // They skip with a printed reason where labs cannot run (not root, no podman, no images).
          name: 'labs',
          include: ['tests/labs/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // lab-content.test.ts starts every lab part at once and lets four hold sandboxes
          // (withSlot there); no other lab test is concurrent
          maxConcurrency: 200,
          // last: sandboxes load the machine, which would upset the timing of the other suites
          sequence: { groupOrder: 3 },
        },
      },
      {
        extends: true,
        test: {
          // Crashes, floods and fuzzing against real servers: one file at a time, after the
          // browser journeys, so their load does not starve the timing of other tests.
          name: 'faults',
          // tests/deploy: the production recipe (nginx, two instances) run on loopback.
          include: ['tests/faults/**/*.test.ts', 'tests/deploy/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
