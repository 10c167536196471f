import path from 'node:path';
import { defineConfig } from 'vitest/config';

export const alias = {
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
  '@server': path.resolve(import.meta.dirname, 'src/server'),
  '@web': path.resolve(import.meta.dirname, 'src/web'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    // One migrated database per run; each test file starts from a copy (src/server/test/harness.ts).
    globalSetup: ['src/server/test/global-setup.ts'],
    // A worker keeps its loaded modules (the server graph, PGlite's compiled WebAssembly) from one
    // test file to the next instead of loading them again for each file. Test files share no
    // state: each has its own database and services, and none mocks modules or globals.
    isolate: false,
    // CI collects JSON reports to print the totals (scripts/ci-totals.mjs).
    reporters: process.env.VITEST_JSON_DIR ? ['default', 'json'] : ['default'],
    outputFile: process.env.VITEST_JSON_DIR
      ? `${process.env.VITEST_JSON_DIR}/unit-${process.env.VITEST_REPORT_TAG ?? 'run'}.json`
      : undefined,
    // Limits catch a hang, not slowness: on two cores shared with other heavy processes a file's
    // set-up (a database copy, users) and a test of password hashing take minutes, not seconds.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    maxWorkers: 2,
    env: { NODE_ENV: 'test' },
  },
});
