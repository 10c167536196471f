// @ts-check
/*
 * Mutation testing of the contract, dispute, money and policy rules (`npm run test:mutation`,
 * bench/README.md "Mutation score"). Not in CI: see bench/README.md for how long it takes.
 * Iterate on one file with `npm run test:mutation -- --mutate src/shared/money.ts`.
 */

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  // Each test records which mutants it reaches, so a mutant runs only the tests that reach it.
  coverageAnalysis: 'perTest',
  // Two cores shared with other engineers: one test process.
  concurrency: 1,
  mutate: [
    'src/shared/contract-machine.ts',
    'src/shared/money.ts',
    'src/server/modules/contracts/machine.ts',
    'src/server/modules/*/policy.ts',
    'src/server/modules/*/*-policy.ts',
    'src/server/modules/*/*.policy.ts',
  ],
  // Copy only what the pure tests load into the sandbox.
  ignorePatterns: ['/dist', '/data', '/e2e', '/bench', '/docs', '/reports', '/test-results', '/.tmp'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: 80 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};

export default config;
