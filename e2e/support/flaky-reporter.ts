import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * Names every journey that passed only on its retry (vitest.e2e.config.ts retries once), on the
 * console and, in CI, in `flaky-<tag>.txt` beside the JSON reports, which scripts/ci-totals.mjs
 * prints above the totals. A retry keeps a run green on a loaded machine; this keeps it visible.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    if (testCase.result().state === 'passed' && testCase.diagnostic()?.flaky) {
      this.flaky.push(`${testCase.module.moduleId.split('/e2e/').pop()} > ${testCase.fullName}`);
    }
  }

  onTestRunEnd(): void {
    if (this.flaky.length === 0) return;
    console.log(
      `\nPassed only on retry (${this.flaky.length}):\n${this.flaky.map((name) => `  ${name}`).join('\n')}`,
    );
    const dir = process.env.VITEST_JSON_DIR;
    if (dir) {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(
        path.join(dir, `flaky-${process.env.VITEST_REPORT_TAG ?? 'run'}.txt`),
        `${this.flaky.join('\n')}\n`,
      );
    }
  }
}
