// Sums the vitest JSON reports of a CI run and prints "N passed, N failed" alone on a line.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.tmp/reports';
let passed = 0;
let failed = 0;
let files = 0;
const slowest = [];
const failures = [];
/** The first lines of a failure's message, indented. */
const excerpt = (text) =>
  text
    .split('\n')
    .slice(0, 8)
    .map((line) => `      ${line.slice(0, 300)}`)
    .join('\n');
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  // Where the time went: the slowest test files of each report, so a run that grows is traced.
  const byFile = (report.testResults ?? [])
    .map((r) => [(r.endTime ?? 0) - (r.startTime ?? 0), path.relative(process.cwd(), r.name)])
    .sort((a, b) => b[0] - a[0])
    .slice(0, 6)
    .map(([ms, name]) => `    ${(ms / 1000).toFixed(0).padStart(5)} s  ${name}`);
  if (byFile.length > 0) slowest.push(`  ${file}:`, ...byFile);
  // What failed, by name, with the first lines of its message: a suite whose hook failed has no
  // failed test, so its file's message is printed too.
  for (const r of report.testResults ?? []) {
    const name = path.relative(process.cwd(), r.name);
    const tests = (r.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const t of tests)
      failures.push(`  [${file}] ${name} > ${t.fullName}\n${excerpt((t.failureMessages ?? []).join('\n'))}`);
    if (r.status === 'failed' && tests.length === 0)
      failures.push(`  [${file}] ${name} (the file)\n${excerpt(r.message ?? '')}`);
  }
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
if (slowest.length > 0) console.log(`Slowest test files:\n${slowest.join('\n')}`);
if (failures.length > 0) console.log(`Failed:\n${failures.join('\n')}`);
if (flaky.length > 0) console.log(`Passed only on retry:\n${flaky.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
if (files === 0 || passed === 0) process.exit(1);
