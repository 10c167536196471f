// Sums the vitest JSON reports of a CI run and prints "N passed, N failed" alone on a line.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.tmp/reports';
let passed = 0;
let failed = 0;
let files = 0;
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  if (!report.success && (report.numFailedTests ?? 0) === 0) failed += report.numFailedTestSuites ?? 1;
  files += 1;
}
const flaky = (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
  .filter((file) => file.startsWith('flaky-') && file.endsWith('.txt'))
  .flatMap((file) => {
    const tag = file.slice('flaky-'.length, -'.txt'.length);
    return fs
      .readFileSync(path.join(dir, file), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((name) => `  [${tag}] ${name}`);
  });
if (flaky.length > 0) console.log(`Passed only on retry:\n${flaky.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
if (files === 0 || passed === 0) process.exit(1);
