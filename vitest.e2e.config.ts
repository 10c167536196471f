import { defineConfig } from 'vitest/config';
import { alias } from './vitest.config';

/** Browser journeys: one built app and server for the run (e2e/support/global-setup.ts), Chromium via playwright-core. */
export default defineConfig({
  resolve: { alias },
  test: {
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    // CI collects JSON reports to print the totals (scripts/ci-totals.mjs).
    reporters: [
      'default',
      './e2e/support/flaky-reporter.ts',
      ...(process.env.VITEST_JSON_DIR ? ['json'] : []),
    ],
    outputFile: process.env.VITEST_JSON_DIR
      ? `${process.env.VITEST_JSON_DIR}/e2e-${process.env.VITEST_REPORT_TAG ?? 'run'}.json`
      : undefined,
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    // A journey drives a real browser against one shared server on a busy 2-core machine; one
    // retry keeps a stray timing from failing the run, and the flaky reporter names every journey
    // that needed it, so a retry never hides a fault that repeats.
    retry: 1,
    // Live updates and refetches can take a few seconds on a busy 2-core machine.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    hookTimeout: 120_000,
    // Journeys share one server; two files at a time keep the 2-core machines responsive.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
