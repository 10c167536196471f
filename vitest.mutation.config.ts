import path from 'node:path';
import { defineConfig } from 'vitest/config';

/*
 * The tests StrykerJS runs against each mutant (stryker.config.mjs, `npm run test:mutation`):
 * the pure unit tests of the contract machine, the money split and the policies. No globalSetup:
 * none of these files opens a database, so a mutant costs milliseconds instead of a database copy.
 * The API-level tests of the same rules (contracts/machine.test.ts, disputes.test.ts, …) stay in
 * `npm test`.
 */
const MUTATION_TESTS = [
  'src/shared/contract-machine.test.ts',
  'src/shared/money.test.ts',
  'src/server/modules/contracts/machine-view.test.ts',
  'src/server/modules/*/policy.test.ts',
];

export default defineConfig({
  resolve: {
    alias: {
      '@shared': path.resolve(import.meta.dirname, 'src/shared'),
      '@server': path.resolve(import.meta.dirname, 'src/server'),
    },
  },
  test: {
    include: MUTATION_TESTS,
    environment: 'node',
    maxWorkers: 1,
    env: { NODE_ENV: 'test' },
  },
});
