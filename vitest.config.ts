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
    // CI collects JSON reports to print the totals (scripts/ci-totals.mjs).
    reporters: process.env.VITEST_JSON_DIR ? ['default', 'json'] : ['default'],
    outputFile: process.env.VITEST_JSON_DIR
      ? `${process.env.VITEST_JSON_DIR}/unit-${process.env.VITEST_REPORT_TAG ?? 'run'}.json`
      : undefined,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    env: { NODE_ENV: 'test' },
  },
});
